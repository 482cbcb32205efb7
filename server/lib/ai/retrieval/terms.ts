/** Words too common to say what a question is about; left out of search queries. */
const STOP = new Set(
  ('a an and are as at be been being but by can could did do does doing for from had has have having how i if in into is it its just me my myself of on or our ' +
    'should so some than that the their them then there these they this those to too very was we were what when where which while who whom why will with would you your yours about get got')
    .split(' '),
);

/** The content words of a text, lower case, in order, without repeats. */
export function searchTerms(text: string, max = 24): string[] {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && !STOP.has(word) && word.length <= 40);
  return [...new Set(words)].slice(0, max);
}
