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

const COMMITMENT_MATCHES = [
  'i (will|shall|am going to|am gonna|plan to|am planning to|commit to|committed to|have committed to|have decided to|decided to|agreed to|have agreed to|promise to|promised to|intend to|am aiming to|aim to|want to try to|am determined to) [<action>#Verb .+]',
  'my (plan|next step|first step|commitment) is to [<action>#Verb .+]',
  '(tomorrow|tonight|today|this week|next week|on #WeekDay) i (will|am going to) [<action>#Verb .+]',
];
const GOAL_MATCHES = ['i (want|would like|hope|aim|am aiming|need|am trying) to [<goal>#Verb .+]', 'my (goal|aim|ambition|dream) is to [<goal>#Verb .+]'];
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

function matchGroups(doc: ReturnType<typeof nlp>, patterns: readonly string[], group: string): string[] {
  const out: string[] = [];
  for (const pattern of patterns) {
    const found = doc.match(pattern);
    if (!found.found) continue;
    const view = found.groups(group) as ReturnType<typeof nlp> | undefined;
    if (view && typeof view.out === 'function') for (const phrase of view.out('array') as string[]) out.push(phrase);
  }
  return out;
}

function isNameLike(word: string): boolean {
  return /^[A-Z][a-z]+(?:-[A-Z][a-z]+)?$/.test(word) && !NOT_NAMES.has(word);
}

function computeFacts(text: string): TextFacts {
  const doc = nlp(text);
  const roles: TextFacts['roles'] = [];
  for (const pattern of [ROLE_THEN_NAME, NAME_THEN_ROLE]) {
    pattern.lastIndex = 0;
    for (const found of text.matchAll(pattern)) {
      const [role, name] = pattern === ROLE_THEN_NAME ? [found[1], found[2]] : [found[2], found[1]];
      if (role && name && isNameLike(name) && !roles.some((known) => known.name === name)) roles.push({ role: role.toLowerCase(), name });
    }
  }

  const people = new Set<string>(roles.map((known) => known.name));
  for (const name of doc.people().out('array') as string[]) {
    const clean = name.replace(/[^A-Za-z' -]/g, '').trim();
    const first = clean.split(/\s+/)[0] ?? '';
    // Lower-case "dana" is a name to the tagger; the client's own capitals are the safer signal.
    if (isNameLike(first)) people.add(first);
  }
  // Unknown names ("Priya", "Ngozi") are proper nouns the lexicon does not know: accepted mid-sentence.
  const terms = doc.terms().json() as { text: string; terms: { tags: string[]; pre: string }[] }[];
  terms.forEach((term, index) => {
    const tags = term.terms[0]?.tags ?? [];
    const word = term.text.replace(/[^A-Za-z-]/g, '');
    const sentenceStart = index === 0 || /[.!?]\s*$/.test(terms[index - 1]?.text ?? '');
    if (sentenceStart || !isNameLike(word)) return;
    if (!tags.includes('ProperNoun') || tags.some((tag) => ['Date', 'Month', 'WeekDay', 'Place', 'Organization', 'Acronym', 'Pronoun'].includes(tag))) return;
    people.add(word);
  });

  const dates: string[] = [];
  const dateDoc = doc.match('(by|before|on|until|till|after|from|next|this|in|within|end of|at the end of)? (the)? #Date+ (morning|afternoon|evening|night)?');
  for (const phrase of dateDoc.out('array') as string[]) {
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
  for (const phrase of matchGroups(doc, COMMITMENT_MATCHES, 'action')) {
    if (META_VERBS.has(firstVerb(phrase)) && !/^(?:talk|say|ask) (?:to|with|for) /i.test(phrase)) continue;
    const item = tidyAction(phrase);
    if (item && !commitments.includes(item)) commitments.push(item);
  }
  const goals: string[] = [];
  for (const phrase of matchGroups(doc, GOAL_MATCHES, 'goal')) {
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

/** Whether the first word is a name or other proper noun the client capitalised on purpose. */
export function startsWithProperNoun(text: string): boolean {
  const first = text.split(/\s+/)[0]?.replace(/[^A-Za-z-]/g, '') ?? '';
  if (!first || first === first.toLowerCase()) return false;
  if (/^[A-Z0-9]{2,}$/.test(first)) return true;
  const tags = (nlp(first).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return tags.includes('Person') || tags.includes('Place') || tags.includes('Organization') || (tags.includes('ProperNoun') && !NOT_NAMES.has(first));
}

/** Whether a clause begins with a verb and has no subject ("Got passed over for ..."). */
export function startsWithVerb(text: string): boolean {
  const terms = nlp(text).terms().json() as { terms: { tags: string[] }[] }[];
  const tags = terms[0]?.terms[0]?.tags ?? [];
  return tags.includes('Verb') && !tags.includes('Gerund');
}
