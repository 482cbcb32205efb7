import { memo, normalize } from '../text';

/**
 * What the safety screen and classifier read: lower case, no accents (so "não" and "nao", "ständig"
 * and "standig" match alike), English contractions expanded, common chat slang and misspellings of
 * the words that matter spelled out, punctuation as spaces, letters repeated three times or more cut
 * to two ("sooooo" -> "soo").
 */
export const safetyText = memo(4000, (text: string): string => {
  let out = normalize(text).replace(/ß/g, 'ss');
  for (const [pattern, replacement] of REWRITES) out = typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  out = out
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1$1')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, replacement] of WORD_REWRITES) out = out.replace(pattern, replacement);
  return out;
});

/** Applied before punctuation goes: contractions need their apostrophes. */
const REWRITES: [RegExp, string | ((match: string) => string)][] = [
  // Emoji that name a means or an act: the rest of the text goes through the same rules.
  [/\u{1F52A}|\u{1F5E1}\uFE0F?/gu, ' knife '],
  [/\u{1F52B}/gu, ' gun '],
  [/\u{1F48A}/gu, ' pills '],
  [/\u{1FAA2}/gu, ' rope '],
  [/\u{1FA78}/gu, ' blood '],
  [/\u26B0\uFE0F?/gu, ' coffin '],
  [/\b(?:can't|cant|cannot)\b/g, 'can not'],
  [/\b(?:won't|wont)\b/g, 'will not'],
  [/\b(?:i'm|im)\b/g, 'i am'],
  [/\b(?:ive|i've)\b/g, 'i have'],
  [/\bi'll\b/g, 'i will'],
  [/\bi'd\b/g, 'i would'],
  [/\b(?:dont|don't)\b/g, 'do not'],
  [/\b(?:didnt|didn't)\b/g, 'did not'],
  [/\b(?:doesnt|doesn't)\b/g, 'does not'],
  [/\b(?:havent|haven't)\b/g, 'have not'],
  [/\b(?:hasnt|hasn't)\b/g, 'has not'],
  [/\b(?:isnt|isn't)\b/g, 'is not'],
  [/\b(?:wasnt|wasn't)\b/g, 'was not'],
  [/\b(?:wouldnt|wouldn't)\b/g, 'would not'],
  [/\b(?:shouldnt|shouldn't)\b/g, 'should not'],
  [/\b(?:couldnt|couldn't)\b/g, 'could not'],
  [/\b(?:arent|aren't)\b/g, 'are not'],
  [/n't\b/g, ' not'],
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(\w+)'re\b/g, '$1 are'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\b(?:it's|that's|what's|there's|he's|she's|who's|tonight's|today's|tomorrow's|now's|this's|here's)\b/g, (m) => `${m.slice(0, -2)} is`],
  [/\b(?:she|he|they|you|we)'d\b/g, (m) => `${m.slice(0, -2)} would`],
  [/\bo\.d\.?(?=\s|$)/g, 'overdose'],
  [/\bod'?d\b/g, 'overdosed'],
];

/** Applied to the plain word stream. */
const WORD_REWRITES: [RegExp, string][] = [
  [/\bgonna\b/g, 'going to'],
  [/\bwanna\b/g, 'want to'],
  [/\bgotta\b/g, 'got to'],
  [/\bim+a\b/g, 'i am going to'],
  [/\bi m\b/g, 'i am'],
  [/\b(want|going|wanna|need|have|got|how) 2\b/g, '$1 to'],
  [/\brn\b/g, 'right now'],
  [/\b(?:tn|2nite|tonite|2night)\b/g, 'tonight'],
  [/\b(?:tmrw|tmr|tomoz|2moro|2morrow|tomorow)\b/g, 'tomorrow'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\bppl\b/g, 'people'],
  [/\bpls\b|\bplz\b/g, 'please'],
  [/\bidk\b/g, 'i do not know'],
  [/\bidc\b/g, 'i do not care'],
  [/\bbc\b|\bcuz\b|\bcoz\b/g, 'because'],
  [/\bkms\b/g, 'kill myself'],
  [/\bctb\b/g, 'kill myself'],
  [/\bunaliv(?:e|ing|ed) myself\b/g, 'kill myself'],
  [/\bunaliv(?:e|ing|ed)\b(?! (?:him|her|them|someone|my|you))/g, 'kill myself'],
  [/\bunaliv(?:e|ing|ed)\b/g, 'kill'],
  [/\b(?:sewer ?slide|sewerslide|sewercide|self delete|selfdelete)\b/g, 'suicide'],
  [/\b(?:sucide|suicde|suiside|suicid|suecide|suicie|suiccide|sucicide)\b/g, 'suicide'],
  [/\b(?:sucidal|suicdal|suicidel|suiciddal|sucicidal|suisidal|suicidial)\b/g, 'suicidal'],
  [/\bkil+ ?my ?sel[fv]e?s?\b|\bkillmyself\b/g, 'kill myself'],
  [/\bmy ?sle?f\b|\bmyslef\b|\bmy self\b/g, 'myself'],
  [/\b(?:lfie|lief)\b/g, 'life'],
  [/\b(?:overdoes|overdoze|overdos)\b/g, 'overdose'],
  [/\bod(?:ing|d|ed)?\b/g, 'overdose'],
  [/\boff(?:ing)? myself\b/g, 'kill myself'],
];
