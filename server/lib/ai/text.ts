/** Small text helpers shared by the safety check and the builtin engine: cheap enough to run per message. */

/** Lower case, straight apostrophes, no accents, single spaces; keeps sentence punctuation. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, ' - ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\b(can't|cant|cannot)\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\b(i'm|im)\b/g, 'i am'],
  [/\bi've\b/g, 'i have'],
  [/\bi'll\b/g, 'i will'],
  [/\bi'd\b/g, 'i would'],
  [/\b(don't|dont)\b/g, 'do not'],
  [/\b(doesn't|doesnt)\b/g, 'does not'],
  [/\b(didn't|didnt)\b/g, 'did not'],
  [/\b(isn't|isnt)\b/g, 'is not'],
  [/\b(wasn't|wasnt)\b/g, 'was not'],
  [/\b(gonna)\b/g, 'going to'],
  [/\b(wanna)\b/g, 'want to'],
  [/\b(it's|its)\b/g, 'it is'],
  [/\bthat's\b/g, 'that is'],
  [/\b(he's)\b/g, 'he is'],
  [/\b(she's)\b/g, 'she is'],
  [/\b(they're)\b/g, 'they are'],
  [/\b(you're)\b/g, 'you are'],
  [/n't\b/g, ' not'],
];

/**
 * A small memo: a conversation's earlier turns are analysed again on every reply, so their
 * canonical forms are worth keeping. Cleared wholesale when full; cheap and bounded.
 */
export function memo<T>(limit: number, compute: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    if (cache.has(text)) return cache.get(text) as T;
    const value = compute(text);
    if (cache.size >= limit) cache.clear();
    cache.set(text, value);
    return value;
  };
}

/** normalize() plus expanded contractions and no punctuation except sentence ends: what patterns match on. */
export const canonical = memo(4000, computeCanonical);

function computeCanonical(text: string): string {
  let out = normalize(text);
  for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  return out
    .replace(/[^a-z0-9.!?'\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  return canonical(text)
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** A light suffix stripper: enough to let 'delegating', 'delegated' and 'delegation' meet at 'deleg'. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  let out = word;
  for (const suffix of SUFFIXES) {
    if (out.endsWith(suffix) && out.length - suffix.length >= 4) {
      out = out.slice(0, -suffix.length);
      break;
    }
  }
  return out.length > 4 && out.endsWith('e') ? out.slice(0, -1) : out;
}

/** Longest first, so 'ating' wins over 'ing'. */
const SUFFIXES = [
  'ational', 'ations', 'ically', 'ating', 'ation', 'ments', 'ated', 'ates', 'ical', 'ment', 'ness', 'ings', 'ions',
  'ate', 'ing', 'ion', 'ies', 'ied', 'ers', 'ed', 'es', 'er', 'ly', 'ic', 's', 'y',
];

/** FNV-1a: a stable, fast string hash for choosing among variants deterministically. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Splits on sentence ends and clause breaks, keeping each piece's original wording. */
export function clauses(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\s+-\s+|\n+|,\s+(?=(?:but|and|so|because|although|though|while)\b)/i)
    .map((part) => part.trim().replace(/^[,;:\s]+|[,;:\s]+$/g, ''))
    .filter((part) => part.length > 0);
}

/** Trims a string to at most `max` characters at a word boundary, without a dangling comma. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.5 ? cut.slice(0, space) : cut.slice(0, max)).replace(/[\s,;:-]+$/, '');
}

export const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by can could did do does ' +
    'doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself ' +
    'just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than ' +
    'that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which ' +
    'while who whom why will with would you your yours yourself yourselves also really get got getting want wants need needs feel feeling think ' +
    'know like one much many lot lots thing things way still even well going go make made let us im ive dont cant wont yes yeah ok okay hi hello ' +
    'hey thanks thank please maybe might must shall may any every something anything everything someone anyone'
  ).split(' '),
);

/** Content words (not stop words), stemmed, for overlap between a message, goals and earlier turns. */
export const contentStems: (text: string) => ReadonlySet<string> = memo(2000, computeContentStems);

function computeContentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of tokenize(text)) {
    if (word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    out.add(stem(word));
  }
  return out;
}
