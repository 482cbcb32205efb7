/**
 * Text preparation for the help chat classifier: normalisation, phrase and synonym folding,
 * light stemming and typo correction against the knowledge base's vocabulary.
 */

export interface Lexicon {
  /** Multi-word phrases folded into one token before splitting ('single sign on' -> 'sso'). */
  phrases: Record<string, string>;
  /** Word -> canonical word, applied before stemming ('cost' -> 'price'). */
  synonyms: Record<string, string>;
  /** Function words besides the English ones (other languages' articles and pronouns). */
  stopwords?: readonly string[];
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'cannot'],
  [/n't\b/g, ' not'],
  [/'re\b/g, ' are'],
  [/'m\b/g, ' am'],
  [/'ll\b/g, ' will'],
  [/'ve\b/g, ' have'],
  [/'d\b/g, ' would'],
  [/'s\b/g, ''],
];

// Only words that carry no topic; IDF weighting takes care of the rest.
const STOPWORDS = new Set(
  (
    'a an the is are was were be been being am i me my mine we our us you your yours it its this that these those there here ' +
    'do does did doing to of for in on at by with from as and or but if so than then too very just also please ' +
    'can could would should will shall may might must what which who whom whose when where why how ' +
    'get got have has had any some much many more most about into out up down over again any anything something ' +
    'im ive id ill youre thats whats hows theres lets ok okay like want need would know tell someone anyone everyone somebody anybody ' +
    // Dates and times say when, never what about.
    'today tomorrow tonight yesterday week weekend next longer anymore monday tuesday wednesday thursday friday saturday sunday'
  ).split(' '),
);

/** Lower case, accents removed, contractions expanded, everything but letters, digits and $ turned into spaces. */
export function normalise(text: string): string {
  let out = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'");
  for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  return out
    .replace(/[^a-z0-9$]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A light suffix stripper: enough to join plurals and verb forms, cautious with short words. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ches') || w.endsWith('shes') || w.endsWith('xes')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is|os)$/.test(w)) w = w.slice(0, -1);

  if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  // 'schedule'/'scheduled'/'scheduling' and 'price'/'priced' meet on one form.
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([bdfgmnprt])\1$/.test(w) ? w.slice(0, -1) : w;
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** How many edits a word of this length may be away from a known word and still count as a typo of it. */
export function typoBudget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 8) return 1;
  return 2;
}

/**
 * Corrects unknown words to the nearest known surface word. Known words are the raw words of the
 * knowledge base's examples and lexicon, with how often each occurs (ties go to the commoner word).
 */
export class TypoCorrector {
  private readonly byLength = new Map<number, string[]>();
  private readonly knownStems = new Set<string>();

  constructor(private readonly known: Map<string, number>) {
    for (const word of known.keys()) {
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
      this.knownStems.add(stem(word));
    }
  }

  correct(word: string): string {
    // Another form of a known word ('crashing' for 'crash') is not a typo.
    if (this.known.has(word) || STOPWORDS.has(word) || this.knownStems.has(stem(word)) || /\d/.test(word)) return word;
    const budget = typoBudget(word.length);
    if (budget === 0) return word;
    let best: { word: string; distance: number; score: number } | undefined;
    for (let length = word.length - budget; length <= word.length + budget; length += 1) {
      for (const candidate of this.byLength.get(length) ?? []) {
        // Short words are rarely mistyped at their first letter; allowing it turns 'done' into 'zone'.
        if (candidate.length <= 3 || (word.length <= 5 && candidate[0] !== word[0])) continue;
        const distance = editDistance(word, candidate, budget);
        if (distance > budget) continue;
        // Same first letter is the usual case for typos; frequency breaks the remaining ties.
        const score = distance * 10 - (candidate[0] === word[0] ? 5 : 0) - Math.min(4, Math.log2(1 + (this.known.get(candidate) ?? 0)));
        if (!best || score < best.score) best = { word: candidate, distance, score };
      }
    }
    return best?.word ?? word;
  }
}

/** Raw words of a text after phrase folding (no stopword removal, no stemming): the typo corrector's vocabulary. */
export function surfaceWords(text: string, lexicon: Lexicon): string[] {
  return foldPhrases(normalise(text), lexicon).split(' ').filter(Boolean);
}

export function foldPhrases(normalised: string, lexicon: Lexicon): string {
  let out = ` ${normalised} `;
  for (const [phrase, token] of Object.entries(lexicon.phrases)) {
    // Most phrases are absent: the cheap test saves the split.
    if (out.includes(` ${phrase} `)) out = out.split(` ${phrase} `).join(` ${token} `);
  }
  return out.trim();
}

/**
 * Content tokens of a text: normalised, phrases folded, typos corrected (when a corrector is given),
 * phrases folded again (a corrected 'singel sign on' becomes 'sso'), synonyms applied, stopwords dropped, stemmed.
 */
export function tokenize(text: string, lexicon: Lexicon, corrector?: TypoCorrector): string[] {
  let words = surfaceWords(text, lexicon);
  if (corrector) {
    words = words.map((word) => corrector.correct(word));
    words = foldPhrases(words.join(' '), lexicon).split(' ').filter(Boolean);
  }
  const byStem = stemmedSynonyms(lexicon);
  const extraStopwords = stopwordSet(lexicon);
  const tokens: string[] = [];
  for (const word of words) {
    if (extraStopwords.has(word)) continue;
    const canonical = lexicon.synonyms[word] ?? byStem.get(stem(word)) ?? word;
    if (isStopword(canonical)) continue;
    tokens.push(stem(canonical));
  }
  return tokens;
}

const stopwordCache = new WeakMap<Lexicon, Set<string>>();

function stopwordSet(lexicon: Lexicon): Set<string> {
  let set = stopwordCache.get(lexicon);
  if (!set) {
    set = new Set(lexicon.stopwords ?? []);
    stopwordCache.set(lexicon, set);
  }
  return set;
}

const stemmedCache = new WeakMap<Lexicon, Map<string, string>>();

/** Synonyms reachable from any form of the word: 'crashing' finds the entry for 'crash'. */
function stemmedSynonyms(lexicon: Lexicon): Map<string, string> {
  let map = stemmedCache.get(lexicon);
  if (!map) {
    map = new Map();
    for (const [from, to] of Object.entries(lexicon.synonyms)) if (!map.has(stem(from))) map.set(stem(from), to);
    stemmedCache.set(lexicon, map);
  }
  return map;
}

/** Every word the lexicon mentions (phrase words, synonym keys and targets): known to the typo corrector. */
export function lexiconWords(lexicon: Lexicon): string[] {
  return [
    ...Object.entries(lexicon.phrases).flatMap(([phrase, token]) => [...phrase.split(' '), token]),
    ...Object.entries(lexicon.synonyms).flat(),
    ...(lexicon.stopwords ?? []),
  ];
}
