import { GENERAL_TOPIC, GROW_STAGES, type GrowStage, type IntentId, SHARED_LINES, type TopicKnowledge } from '../knowledge';
import { canonical, clip } from '../text';
import { turnMessage } from '../turns';
import type { CoachReply, CoachRequest } from '../types';
import { detectPerson, stageIndex } from './analyse';
import { matchGoal } from './context';
import { refusalFor } from './guard';
import { factsOf } from './nlp';
import { toFirstPerson } from './paraphrase';
import { Picker } from './picker';
import { replay, step } from './state';
import { type CoachVoice, voiceFor } from './voice';

const MAX_ACTION_ITEM = 100;
/** Steps that happen at a time, so the client's date fits them. */
const SCHEDULES = /^(?:book|schedule|hold|talk|ask|agree|send|have|plan|prepare|meet|set up|arrange|follow up|share|present|call|raise|tell|give|run|start)\b/i;
const GROUP = /\b(?:team|board|investors|stakeholders|customers|employees|staff|people)$/;

export type Slots = Record<string, string>;

/** Everything a reply is built from: the analysed message, the conversation so far and the coach. */
export interface Composer {
  request: CoachRequest;
  message: string;
  now: Date;
  voice: CoachVoice;
  topic: TopicKnowledge;
  named: boolean;
  intent: IntentId;
  stage: GrowStage;
  /** The framing the client just corrected, if they did. */
  corrected: TopicKnowledge | null;
  clientTurns: string[];
  coachTurns: string[];
  /** The named person this is about ("Marco"), else a role ("your co-founder"), else the topic's default. */
  person: string;
  /** The person's own name when the client gave one ("Marco"), for action items that must read on their own. */
  personName: string | null;
  /** Whether the client named someone (a name or a role), so person-specific lines fit. */
  personNamed: boolean;
  /** Whether that person came up in this message or the one before, so a question about them is on point. */
  personRecent: boolean;
  slots: Slots;
  picker: Picker;
  fill: (template: string) => string;
  /** An optional line, left out once every variant was used in this conversation. */
  pick: (list: readonly string[], salt: string) => string | null;
  /** A line the reply needs; repeats only when every variant was used. */
  say: (list: readonly string[], salt: string) => string;
}

/** Capitals at the start and after a sentence end (a paraphrase can open a sentence). */
export function sentenceCase(text: string): string {
  return text.replace(/(^|[.!?]\s+)([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function fillWith(slots: Slots): (template: string) => string {
  return (template) => {
    const filled = template.replace(/\{(\w+)\}/g, (whole, key: string) => {
      if (key in slots) return slots[key] ?? '';
      const lower = key.charAt(0).toLowerCase() + key.slice(1);
      if (key !== lower && lower in slots) return capitalise(slots[lower] ?? '');
      return whole;
    });
    return sentenceCase(filled);
  };
}

export function actionItem(text: string): string {
  return clip(text.replace(/\s+/g, ' ').trim(), MAX_ACTION_ITEM);
}

/** The named person: a name from this message or a role it names, then the latest named in the conversation. */
function resolvePerson(message: string, clientTurns: readonly string[], request: CoachRequest): { name: string | null; role: string | null; recent: boolean } {
  const known = new Map<string, string>();
  for (const item of request.client.memory ?? []) {
    const found = item.kind === 'context' ? item.text.match(/^([A-Z][\w-]+): your (.+)$/) : null;
    if (found?.[1] && found[2]) known.set(found[2].toLowerCase(), found[1]);
  }
  for (const turn of clientTurns) for (const { role, name } of factsOf(turn).roles) known.set(role, name);
  const texts = [message, ...[...clientTurns].reverse().slice(0, 6)];
  for (const [index, text] of texts.entries()) {
    const facts = factsOf(text);
    const role = detectPerson(text);
    const roleName = role ? known.get(role.replace(/^your /, '')) : undefined;
    const recent = index <= 1;
    if (facts.people[0]) return { name: facts.people[0], role, recent };
    if (roleName) return { name: roleName, role, recent };
    if (role) return { name: null, role, recent };
  }
  return { name: null, role: null, recent: false };
}

/** Date phrases from this message and the last turns, as "by Friday" for an action item. */
function latestDate(message: string, clientTurns: readonly string[]): string | null {
  for (const text of [message, ...[...clientTurns].reverse().slice(0, 4)]) {
    const date = factsOf(text).dates[0];
    if (!date) continue;
    const bare = date.replace(/^(?:by|before|on|until|till|at the end of|end of)\s+/i, '');
    return /^(?:today|tonight|tomorrow)$/i.test(bare) ? bare.toLowerCase() : `by ${bare}`;
  }
  return null;
}

/**
 * "talk to him on Thursday" -> "talk to Marco on Thursday" when the conversation is about one named
 * person: an action item must read on its own, later and elsewhere. "her" only where it cannot be a
 * possessive ("her report").
 */
export function namePronouns(item: string, name: string | null): string {
  if (!name) return item;
  return item.replace(/\b(?:him|them)\b/g, name).replace(/\bher\b(?=\s+(?:on|at|in|about|after|before|by|tomorrow|today|tonight|this|next|and|again|first)\b|\s*[,.;!?]|\s*$)/g, name);
}

/** The client's commitments in this conversation, oldest first, without repeats; pronouns named when the person is known. */
export function sessionCommitments(clientTurns: readonly string[], message: string, personName: string | null = null): string[] {
  const out: string[] = [];
  for (const text of [...clientTurns, message]) {
    if (refusalFor(text)) continue;
    for (const found of factsOf(text).commitments) {
      const item = namePronouns(found, personName);
      if (!out.some((known) => canonical(known) === canonical(item))) out.push(item);
    }
  }
  return out;
}

export function buildComposer(request: CoachRequest, now: Date): Composer {
  const { coach, client, history } = request;
  const message = request.message.trim();
  const clientTurns = history.filter((turn) => turn.role === 'client').map(turnMessage);
  const coachTurns = history.filter((turn) => turn.role === 'coach').map(turnMessage);
  const before = replay(clientTurns);
  const now_ = step(before.state, message);
  const voice = voiceFor(coach);
  const picker = new Picker(`${request.conversationId ?? ''}|${coach.id}|${history.length}|${message}`, coachTurns);

  const who = resolvePerson(message, clientTurns, request);
  const topic = now_.topic;
  // Templates about one person ("a 1:1 with {person}") read wrongly with a group; the topic's own default fits better.
  const role = who.role && !(GROUP.test(who.role) && !GROUP.test(topic.defaultPerson)) ? who.role : null;
  const person = who.name ?? role ?? topic.defaultPerson;
  const slots: Slots = {
    topic: topic.label,
    person,
    name: client.firstName ? `, ${client.firstName}` : '',
    date: latestDate(message, clientTurns) ?? '',
  };
  const fill = fillWith(slots);
  return {
    request,
    message,
    now,
    voice,
    topic,
    named: now_.named,
    intent: now_.intent,
    stage: now_.stage ?? 'goal',
    corrected: now_.corrected,
    clientTurns,
    coachTurns,
    person,
    personName: who.name ?? null,
    personNamed: Boolean(who.name ?? role),
    personRecent: Boolean(who.name ?? role) && who.recent,
    slots,
    picker,
    fill,
    pick: (list, salt) => picker.pick(list, salt, fill),
    say: (list, salt) => picker.pickMany(list, 1, salt, fill)[0] ?? '',
  };
}

/** Lines that need a named person are only eligible when the client named one. */
export function forPerson(c: Composer, list: readonly string[]): string[] {
  return list.filter((line) => c.personRecent || !line.includes('{person}'));
}


export function toolLine(c: Composer, salt: string): string | null {
  const tools = c.voice.voice.method.tools;
  const tool = c.picker.pickMany(tools.map((t) => `${t.name}|${t.how}`), 1, salt, (text) => text, false)[0];
  if (!tool) return null;
  const [name, how] = tool.split('|');
  const frames = ['One tool that helps here is {tool}: {how}.', 'You could try {tool}: {how}.', 'A useful exercise is {tool}: {how}.', 'Try {tool}: {how}.'];
  return c.say(frames, `${salt}-frame`).replace('{tool}', name ?? '').replace('{how}', how ?? '');
}

/** The one open question of the reply: the persona's own question for this GROW stage. */
export function question(c: Composer, stage: GrowStage): string {
  const own = c.pick(forPerson(c, c.voice.voice.method.questions[stage]), `question-${stage}`);
  if (own) return own;
  // Once the persona's questions for this stage are used up, the topic's and then the general ones follow.
  return c.say([...forPerson(c, c.topic.grow[stage]), ...GENERAL_TOPIC.grow[stage]], `question-more-${stage}`);
}


export function nextStage(stage: GrowStage): GrowStage {
  return GROW_STAGES[Math.min(stageIndex(stage) + 1, GROW_STAGES.length - 1)] ?? 'will';
}


export function fillAll(list: readonly string[], values: Slots): string[] {
  return list.map((line) => line.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? (values[key.charAt(0).toLowerCase() + key.slice(1)] !== undefined ? capitalise(values[key.charAt(0).toLowerCase() + key.slice(1)] ?? '') : whole)));
}

export function lowerFirstWord(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^I\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}


export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}`;
}


export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.?!])\s+(?=[A-Z"'])/).filter((sentence) => sentence.trim().length > 0);
}


/** Suggestions, action items and follow-up questions: the topic's, the persona's tools, and the client's own names, dates and commitments. */
export function extras(c: Composer, commitmentsNow: readonly string[]): Omit<CoachReply, 'message'> {
  const { topic, stage } = c;
  const followStage = nextStage(stage);
  const followUpQuestions = [
    ...c.picker.pickMany(forPerson(c, topic.grow[stage]), 1, 'follow-now', c.fill),
    ...c.picker.pickMany(forPerson(c, topic.grow[followStage]), followStage === stage ? 1 : 2, 'follow-next', c.fill),
  ];
  const tool = c.picker.pickMany(c.voice.voice.method.tools.map((t) => `Try ${t.name}: ${t.how}`), 1, 'suggested-tool', (text) => text)[0];
  const suggestions = [...(tool ? [capitalise(tool)] : []), ...c.picker.pickMany(topic.suggestions, 2, 'suggestions', c.fill)];

  const items: string[] = [...commitmentsNow];
  const earlier = sessionCommitments(c.clientTurns, '', c.personName).filter((item) => !items.includes(item));
  items.push(...earlier.slice(-1));
  // With a named person, a step that names them comes first: "Book a 1:1 with Priya", not "the team member".
  const personal = c.personNamed ? topic.actionItems.filter((item) => item.includes('{person}')) : [];
  const toItem = (template: string) => toFirstPerson(c.fill(template));
  const first = c.picker.pickMany(personal, 1, 'actions-person', toItem);
  const topicItems = [...first, ...c.picker.pickMany(topic.actionItems.filter((item) => c.personNamed || !item.includes('{person}')), 2 - first.length, 'actions', toItem)];
  // The client's own date goes on the first step that schedules something, unless a commitment already carries it.
  const date = c.slots.date && !items.some((item) => item.toLowerCase().includes((c.slots.date ?? '').replace(/^by /, '').toLowerCase())) ? c.slots.date : '';
  let dated = false;
  for (const item of topicItems) {
    const fits: boolean = !dated && Boolean(date) && SCHEDULES.test(item) && !/\b(?:this week|this month|today|tomorrow|by|before|weekly|daily|every)\b/i.test(item);
    const text = fits ? `${item} ${date}` : item;
    dated ||= fits;
    items.push(text.length <= MAX_ACTION_ITEM ? text : item);
  }
  const goal = matchGoal(c.request.client.goals, c.message, topic, topic.id === 'goal_progress');
  if (goal) items.push(SHARED_LINES.updateGoal[0].replace('{goal}', clip(goal.title, 70)));
  return {
    suggestions: [...new Set(suggestions)].slice(0, 4),
    actionItems: [...new Set(items.map(actionItem))].slice(0, 5),
    followUpQuestions: [...new Set(followUpQuestions)],
  };
}

