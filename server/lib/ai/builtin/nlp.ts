import nlp from 'compromise';
import { memo } from '../text';

/**
 * What the client's own words name: people, dates, commitments and goals, read with compromise (a
 * part-of-speech tagger with a lexicon of names, dates and verb forms) rather than more hand rules.
 */
export interface TextFacts {
  /** Names as the client wrote them ("Marco", "Priya"). */
  people: string[];
  /** Who is who: "my manager Priya" gives { role: 'manager', name: 'Priya' }. */
  roles: { role: string; name: string }[];
  /** Date phrases ("by Friday", "next Tuesday", "on 12 December"). */
  dates: string[];
  /** What the client said they will do, as an action item: "Hand the weekly report to Sam by Friday". */
  commitments: string[];
  /** What the client said they want, as a goal: "Become a director within 18 months". */
  goals: string[];
}

const ROLE_WORDS = [
  'co-founder', 'cofounder', 'founder', 'manager', 'boss', 'ceo', 'cto', 'cfo', 'coo', 'vp', 'director', 'colleague', 'coworker', 'co-worker', 'peer',
  'direct report', 'report', 'client', 'customer', 'investor', 'partner', 'business partner', 'employee', 'engineer', 'designer', 'team lead', 'lead',
  'mentor', 'sponsor', 'recruiter', 'new hire', 'hire', 'teammate', 'deputy', 'assistant', 'head of sales', 'head of product', 'head of engineering',
];
const ROLE_PATTERN = ROLE_WORDS.map((word) => word.replace(/-/g, '[- ]?')).join('|');
/** "my manager Priya", "my co-founder, Raj" */
const ROLE_THEN_NAME = new RegExp(`\\b(?:[Mm]y|[Oo]ur) (?:new |senior |junior |former )?(${ROLE_PATTERN}),? ([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\\b`, 'g');
/** "Priya, my direct report", "Dana from finance" is not a role */
const NAME_THEN_ROLE = new RegExp(`\\b([A-Z][a-z]+(?:-[A-Z][a-z]+)?),? (?:who is )?(?:my|our) (?:new |senior |junior |former )?(${ROLE_PATTERN})\\b`, 'g');

/** Capitalised words that are not people even where the tagger is unsure. */
const NOT_NAMES = new Set([
  'I', 'OK', 'Okay', 'Hi', 'Hello', 'Hey', 'Thanks', 'CEO', 'CTO', 'CFO', 'COO', 'VP', 'HR', 'PM', 'Q1', 'Q2', 'Q3', 'Q4', 'HQ', 'AI', 'LinkedIn', 'Slack',
  'Teams', 'Zoom', 'Excel', 'Google', 'Series', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'God', 'Coach', 'Sorry',
  'Honestly', 'Also', 'Yes', 'No', 'So', 'But', 'And', 'Then', 'Good', 'Great', 'Well', 'Actually', 'Mine', 'Everyone', 'Nobody', 'English',
]);

/** Where a commitment or a goal starts; what follows is checked with the tagger (it must start with a verb). */
const COMMITMENT_START =
  /\b(?:I(?:'ll|’ll| will| shall| am going to|'m going to|’m going to| am gonna|'m gonna| plan to| am planning to|'m planning to| commit to| committed to| have committed to|'ve committed to| have decided to|'ve decided to| decided to| agreed to| have agreed to|'ve agreed to| promise to| promised to| intend to| aim to| am aiming to| am determined to)|[Mm]y (?:plan|next step|first step|commitment) is to)\s+([^.!?;\n]+)/gi;
const GOAL_START = /\b(?:I(?: want| would like|'d like|’d like| hope| aim| am aiming| need| am trying|'m trying)|[Mm]y (?:goal|aim|ambition|dream) is) to\s+([^.!?;\n]+)/gi;
/** Verbs that make a sentence about the conversation, not a plan or a goal. */
const META_VERBS = new Set(['talk', 'discuss', 'chat', 'know', 'vent', 'share', 'be', 'ask you', 'understand', 'think', 'work', 'focus', 'explore', 'look', 'figure', 'see', 'get', 'feel', 'stop', 'start', 'do', 'have', 'make']);
const STOP_AT = /\s*(?:,\s*(?:but|because|so|though|although|which|since)\b|\s(?:but|because|although|though)\s|;|\.\s|\?|!).*$/i;
const MAX_ITEM = 96;

function firstVerb(phrase: string): string {
  return (phrase.split(/\s+/)[0] ?? '').toLowerCase();
}

/** "sending the draft to Aisha" -> "send the draft to Aisha"; keeps the rest of the phrase as written. */
function toInfinitive(phrase: string): string {
  const [head, ...rest] = phrase.split(/\s+/);
  if (!head || !/ing$/i.test(head)) return phrase;
  const conjugated = nlp(head).verbs().toInfinitive().text();
  return [conjugated || head, ...rest].join(' ');
}

function tidyAction(raw: string): string | null {
  let text = raw.replace(STOP_AT, '').replace(/[\s,.;:!?]+$/, '').trim();
  text = toInfinitive(text);
  if (!text || text.split(/\s+/).length < 2 || text.length > MAX_ITEM) return null;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The phrases after each start that begin with a verb, as the tagger reads them ("hand the report ..."). */
function phrasesAfter(text: string, start: RegExp): string[] {
  const out: string[] = [];
  start.lastIndex = 0;
  for (const found of text.matchAll(start)) {
    const phrase = found[1]?.trim();
    // Tagged in the whole message: out of context, "block Wednesday mornings" reads as a noun phrase.
    if (phrase && tagsOf(text, phrase.split(/\s+/)[0] ?? '').has('Verb')) out.push(phrase);
  }
  return out;
}

function isNameLike(word: string): boolean {
  return /^[A-Z][a-z]+(?:-[A-Z][a-z]+)?$/.test(word) && !NOT_NAMES.has(word);
}

function collectNames(doc: ReturnType<typeof nlp>, people: Set<string>): void {
  for (const name of doc.people().out('array') as string[]) {
    const clean = name.replace(/[^A-Za-z' -]/g, '').trim();
    const first = clean.split(/\s+/)[0] ?? '';
    // Lower-case "dana" is a name to the tagger; the client's own capitals are the safer signal.
    if (isNameLike(first)) people.add(first);
  }
  // Unknown names ("Priya", "Ngozi") are proper nouns the lexicon does not know: accepted mid-sentence.
  const text = doc.text();
  const proper = doc.match('#ProperNoun').not('(#Date|#Month|#WeekDay|#Place|#Organization|#Acronym|#Pronoun)');
  for (const phrase of proper.out('array') as string[]) {
    for (const word of phrase.split(/\s+/).map((part) => part.replace(/[^A-Za-z-]/g, ''))) {
      if (isNameLike(word) && new RegExp(`[^.!?\\s]\\s+${word}\\b`).test(text)) people.add(word);
    }
  }
}

/** Cheap checks first: the tagger's pattern matching runs only where a cue word could make it match. */
const COMMITMENT_CUE = /\b(?:will|shall|going|gonna|plan|planning|commit|committed|decided|agreed|promise|promised|intend|aim|aiming|determined|next step|first step|'ll)\b/i;
const GOAL_CUE = /\b(?:want|would like|'d like|hope|aim|aiming|need|trying|goal|ambition|dream)\b/i;
const DATE_CUE = /\d|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day|\b(?:today|tomorrow|tonight|week|month|january|february|march|april|may|june|july|august|september|october|november|december|morning|afternoon|evening)\b/i;
/** A capitalised word after the first one (other than "I"): a name may be there. */
const NAME_CUE = /\s(?!I\b|I'|I’)[A-Z][a-z]/;

type Doc = ReturnType<typeof nlp>;
interface Parsed {
  doc: Doc;
  /** Each word (lower case, letters only) with the tags of its first occurrence. */
  tags: Map<string, ReadonlySet<string>>;
}

/** One tagging pass per message, shared by the facts and the paraphrases. */
const parse: (text: string) => Parsed = memo(500, (text) => {
  const doc = nlp(text);
  const tags = new Map<string, ReadonlySet<string>>();
  for (const term of (doc as unknown as { termList(): { text: string; tags: Set<string> }[] }).termList()) {
    const word = term.text.toLowerCase().replace(/[^a-z'-]/g, '');
    if (word && !tags.has(word)) tags.set(word, term.tags);
  }
  return { doc, tags };
});

/** The tags of a word as it was read in its message. */
export function tagsOf(message: string, word: string): ReadonlySet<string> {
  return parse(message).tags.get(word.toLowerCase().replace(/[^a-z'-]/g, '')) ?? new Set();
}

function computeFacts(text: string): TextFacts {
  const { doc } = parse(text);
  const roles: TextFacts['roles'] = [];
  for (const pattern of [ROLE_THEN_NAME, NAME_THEN_ROLE]) {
    pattern.lastIndex = 0;
    for (const found of text.matchAll(pattern)) {
      const [role, name] = pattern === ROLE_THEN_NAME ? [found[1], found[2]] : [found[2], found[1]];
      if (role && name && isNameLike(name) && !roles.some((known) => known.name === name)) roles.push({ role: role.toLowerCase(), name });
    }
  }

  const people = new Set<string>(roles.map((known) => known.name));
  if (NAME_CUE.test(text) || /^[A-Z][a-z]+,? /.test(text)) collectNames(doc, people);

  const dates: string[] = [];
  const dateDoc = !DATE_CUE.test(text) ? null : doc.match('(by|before|on|until|till|after|from|next|this|in|within|end of|at the end of)? (the)? #Date+ (morning|afternoon|evening|night)?');
  for (const phrase of (dateDoc?.out('array') ?? []) as string[]) {
    const clean = phrase.replace(/[,.;:!?]+$/, '').trim();
    // "week" or "month" alone says nothing about when; a day, a date or a relative day does.
    if (/\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|january|february|march|april|may|june|july|august|september|october|november|december|\d)/i.test(clean)) {
      if (!dates.some((known) => known.toLowerCase() === clean.toLowerCase())) dates.push(clean);
    }
  }
  for (const found of text.matchAll(/\b(?:by|before|on|until|within|in) (?:the )?(?:\d{1,2}(?:st|nd|rd|th)\b|end of (?:the )?(?:day|week|month|quarter)|(?:\d+|one|two|three|four|six) (?:days|weeks|months))\b/gi)) {
    if (!dates.includes(found[0])) dates.push(found[0]);
  }

  const commitments: string[] = [];
  for (const phrase of COMMITMENT_CUE.test(text) ? phrasesAfter(text, COMMITMENT_START) : []) {
    if (META_VERBS.has(firstVerb(phrase)) && !/^(?:talk|say|ask) (?:to|with|for) /i.test(phrase)) continue;
    const item = tidyAction(phrase);
    if (item && !commitments.includes(item)) commitments.push(item);
  }
  const goals: string[] = [];
  for (const phrase of GOAL_CUE.test(text) ? phrasesAfter(text, GOAL_START) : []) {
    if (META_VERBS.has(firstVerb(phrase))) continue;
    const item = tidyAction(phrase);
    if (item && !goals.includes(item) && !commitments.includes(item)) goals.push(item);
  }
  return { people: [...people], roles, dates, commitments, goals };
}

/** The facts of one message; memoised because a conversation's earlier turns are read on every reply. */
export const factsOf: (text: string) => TextFacts = memo(2000, computeFacts);

/** "hand the report" -> "handing the report": the first verb as a gerund, the rest as written. */
export function toGerund(phrase: string): string {
  const [head, ...rest] = phrase.split(/\s+/);
  if (!head) return phrase;
  const lower = head.toLowerCase();
  if (lower.endsWith('ing')) return phrase;
  const conjugated = nlp(lower).verbs().conjugate()[0] as { Gerund?: string } | undefined;
  return [conjugated?.Gerund ?? lower, ...rest].join(' ');
}

/** Whether a clause of the message begins with a name or other proper noun the client capitalised on purpose. */
export function startsWithProperNoun(message: string, clause: string): boolean {
  const first = clause.split(/\s+/)[0]?.replace(/[^A-Za-z-]/g, '') ?? '';
  if (!first || first === first.toLowerCase() || NOT_NAMES.has(first)) return false;
  if (/^[A-Z0-9]{2,}$/.test(first)) return true;
  const tags = tagsOf(message, first);
  return ['Person', 'Place', 'Organization', 'ProperNoun'].some((tag) => tags.has(tag));
}

/** Whether a clause of the message begins with a verb and has no subject ("Got passed over for ..."). */
export function startsWithVerb(message: string, clause: string): boolean {
  const tags = tagsOf(message, clause.split(/\s+/)[0] ?? '');
  return tags.has('Verb') && !tags.has('Gerund');
}
