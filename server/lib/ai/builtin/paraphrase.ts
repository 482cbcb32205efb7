import { FEELINGS } from '../knowledge';
import { canonical, clauses, memo, tokenize } from '../text';
import { compileTerm, rankTopics } from './analyse';
import { startsWithProperNoun, startsWithVerb, toGerund } from './nlp';

/** A paraphrase longer than this reads as a quote; a shorter clause is chosen, or none. */
const MAX_WORDS = 18;
const MIN_WORDS = 3;

/** First person to second person, in one pass so swaps never chain ("I" -> "you" -> "I"). */
const SWAP = /\b(?:I'm|I’m|im|I am|i am|I was|i was|I've|I’ve|i've|I'd|I’d|i'd|I'll|I’ll|i'll|am I|am i|was I|was i|I|i|me|my|mine|myself|we're|we’re|we are|we were|we've|we'll|we|our|ours|ourselves|us)\b/gi;
const SWAPS: Record<string, string> = {
  "i'm": "you're", 'im': "you're", 'i am': 'you are', 'i was': 'you were', "i've": "you've", "i'd": "you'd", "i'll": "you'll", 'am i': 'are you', 'was i': 'were you',
  'i': 'you', 'me': 'you', 'my': 'your', 'mine': 'yours', 'myself': 'yourself', "we're": "you're", 'we are': 'you are', 'we were': 'you were', "we've": "you've",
  "we'll": "you'll", 'we': 'you', 'our': 'your', 'ours': 'yours', 'ourselves': 'yourselves', 'us': 'you',
};

/** "my team ignores me" -> "your team ignores you". */
export function toSecondPerson(text: string): string {
  return text.replace(SWAP, (word) => SWAPS[word.toLowerCase().replace('’', "'")] ?? word);
}

/** "your team ignores you" -> "my team ignores me", for action items in the client's voice. */
export function toFirstPerson(text: string): string {
  return text.replace(/\byour\b/g, 'my').replace(/\byourself\b/g, 'myself');
}

const FILLER = /^(?:(?:so|and|but|well|also|plus|anyway|honestly|basically|mostly|really|actually|ok|okay|yeah|yes|right|hmm|look|still|just|because|though|tbh|lol)\b[,\s]*)+/i;
const NO_SUBJECT = /^(?:not sure|no idea|feeling|struggling|trying|thinking|worried|scared|stuck|tired|exhausted|overwhelmed)\b/i;
/** A clause that talks to the coach ("can you help"), greets, or is mere filler is no material for a paraphrase. */
const NOT_MATERIAL = /\b(?:you|your|coach|hello|hi|hey|thanks|thank you|first time using)\b/i;

function lowerFirst(message: string, text: string): string {
  return startsWithProperNoun(message, text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function tidy(clause: string): string {
  return clause
    .replace(FILLER, '')
    .replace(/[\s,;:.!?…]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One clause in the second person, with a subject, or null when it would not read as a paraphrase. */
function paraphraseClause(message: string, raw: string): string | null {
  if (/\?\s*$/.test(raw)) return null;
  let text = tidy(raw);
  const count = text.split(/\s+/).length;
  if (count < MIN_WORDS || count > MAX_WORDS || NOT_MATERIAL.test(text)) return null;
  if (/^(?:what|how|why|when|where|who|which|is|are|can|could|should|would|do|does|did)\b/i.test(text)) return null;
  if (NO_SUBJECT.test(text)) text = `I am ${text}`;
  else if (startsWithVerb(message, text) && !/^(?:i|we|my|our)\b/i.test(text)) text = `I ${text}`;
  return lowerFirst(message, toSecondPerson(text));
}

const ASKS: { pattern: RegExp; kind: 'gerund' | 'whether' | 'noun' }[] = [
  { pattern: /^(?:so |and |but )?how (?:do|can|should|could|would|might|shall) (?:i|we) (.+)$/i, kind: 'gerund' },
  { pattern: /^(?:what is|what's|whats) (?:a |the )?(?:good |best |right )?way (?:to|of) (.+)$/i, kind: 'gerund' },
  { pattern: /^(?:can|could) you help me (?:to )?(.+)$/i, kind: 'gerund' },
  { pattern: /^(?:can|could) (?:we|you) (?:please )?(?:work on|talk about|look at|think about|help me with|help with) (.+)$/i, kind: 'noun' },
  { pattern: /^(?:i want|i'd like|i would like|i need) (?:help|to work on|to get better at) (.+)$/i, kind: 'noun' },
  { pattern: /^is it (?:normal|okay|ok|wrong|bad) to (.+)$/i, kind: 'gerund' },
  { pattern: /^should (?:i|we) (.+)$/i, kind: 'whether' },
];

export interface Ask {
  kind: 'gerund' | 'whether';
  /** "telling your manager you are burnt out", "whether to hire a head of sales now". */
  text: string;
}

function askOf(raw: string): Ask | null {
  const text = tidy(raw);
  for (const { pattern, kind } of ASKS) {
    const found = text.match(pattern);
    const body = found?.[1]?.trim();
    if (!body || body.split(/\s+/).length > MAX_WORDS) continue;
    const second = toSecondPerson(body);
    if (kind === 'whether') return { kind, text: `whether to ${second}` };
    if (kind === 'noun') return { kind: 'gerund', text: /ing\b/.test(second.split(' ')[0] ?? '') ? second : `working on ${second}` };
    return { kind, text: toGerund(second) };
  }
  return null;
}

const compiledFeelings = FEELINGS.map((feeling) => ({ feeling, regexes: feeling.words.map(compileTerm) }));

export interface Feeling {
  adjective: string;
  noun: string;
}

function feelingIn(text: string): Feeling | null {
  const source = canonical(text);
  for (const { feeling, regexes } of compiledFeelings) {
    if (regexes.some((regex) => ((regex.lastIndex = 0), regex.test(source)))) return { adjective: feeling.adjective, noun: feeling.noun };
  }
  return null;
}

export interface MessageReading {
  /** Paraphrases of the message's clauses, the most telling first. */
  statements: string[];
  ask: Ask | null;
  feeling: Feeling | null;
}

function computeReading(message: string): MessageReading {
  const parts = clauses(message).flatMap((part) => part.split(/,?\s+(?:and|but|so)\s+(?=(?:i|i'm|im|we|we're|my|our|now|then|it)\b)/i));
  const scored: { text: string; score: number; index: number }[] = [];
  let ask: Ask | null = null;
  parts.forEach((part, index) => {
    ask ??= askOf(part);
    const paraphrase = paraphraseClause(message, part);
    if (!paraphrase) return;
    const hits = rankTopics(part)[0]?.score ?? 0;
    const words = tokenize(part).length;
    scored.push({ text: paraphrase, score: hits * 3 + (feelingIn(part) ? 2 : 0) + Math.min(words, 12) / 4, index });
  });
  // The best clause first; the rest keep their order so two points read in the client's sequence.
  const ranked = scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.text);
  return { statements: [...new Set(ranked)], ask, feeling: feelingIn(message) };
}

/** How the coach can reflect a message: paraphrases, the ask, the feeling. Memoised per text. */
export const readMessage: (message: string) => MessageReading = memo(2000, computeReading);
