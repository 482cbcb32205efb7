import { GENERAL_TOPIC, GROW_STAGES, type GrowStage, type IntentId, SHARED_LINES, type TopicKnowledge } from '../knowledge';
import { clip, tokenize } from '../text';
import { turnMessage } from '../turns';
import type { CoachReply, CoachRequest } from '../types';
import { detectIntent, detectPerson, minStageOf, pickQuote, rankTopics, stageIndex, topicById } from './analyse';
import { matchGoal, nextSession, recallEarlier, relevantSignupGoals } from './context';
import { Picker } from './picker';
import { voiceFor } from './voice';

const MAX_ACTION_ITEM = 100;
const MIN_QUOTE_WORDS = 4;
const GROUP = /\b(?:team|board|investors|stakeholders|customers|employees|staff|people)$/;
/** How much more a new topic must score to take over from the one the conversation is on. */
const CONTINUITY_BONUS = 2;
/** "It happened again in the board meeting" is still about the earlier topic unless the new one is this strong. */
const STRONG_TOPIC_SCORE = 5;
const BACK_REFERENCE = /\b(?:again|still|same (?:thing|problem|issue)|it happened|keeps happening|this time|that one|the second|the first|yes|no|yeah|nope)\b/i;
const SETBACK = /\b(?:fell behind|falling behind|did not|no progress|behind on|struggl|stuck|missed|failed)\b/i;

interface Slots {
  topic: string;
  person: string;
  quote: string;
  earlier: string;
  goal: string;
  progress: string;
  name: string;
  signup: string;
  session: string;
  goals: string;
}

function fillWith(slots: Slots): (template: string) => string {
  return (template) => {
    const filled = template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in slots ? slots[key as keyof Slots] : whole));
    return sentenceCase(filled);
  };
}

/**
 * The topic of the message. A message that only brushes another topic (one keyword) while the
 * conversation is on a topic stays on it; a message naming no topic ("yes, the second one") too.
 */
function resolveTopic(message: string, previousTopics: (string | null)[]): { topic: TopicKnowledge; hits: string[]; named: boolean } {
  const ranking = rankTopics(message);
  const current = [...previousTopics].reverse().find((id) => id !== null) ?? null;
  const best = ranking[0];
  const continuing = current ? ranking.find((match) => match.topic.id === current) : undefined;
  if (continuing && best && continuing.score + CONTINUITY_BONUS >= best.score) return { topic: continuing.topic, hits: continuing.hits, named: true };
  const pointsBack = current !== null && BACK_REFERENCE.test(message);
  if (best && (!current || best.score >= (pointsBack ? STRONG_TOPIC_SCORE : 2))) return { topic: best.topic, hits: best.hits, named: true };
  return { topic: current ? topicById(current) : GENERAL_TOPIC, hits: best?.hits ?? [], named: false };
}

/**
 * GROW stage: each further client turn on the same topic moves one stage on, the intent sets the
 * earliest stage it needs (a decision starts at Options), and after Will the conversation loops back
 * to Reality to review what happened. A new topic starts again at Goal.
 */
function advanceStage(intent: IntentId, sameTopic: boolean, previous: GrowStage | null): GrowStage {
  const next = previous === null || !sameTopic ? 0 : previous === 'will' ? 1 : stageIndex(previous) + 1;
  return GROW_STAGES[Math.max(stageIndex(minStageOf(intent)), next)] ?? 'goal';
}

function nextStage(stage: GrowStage): GrowStage {
  return GROW_STAGES[Math.min(stageIndex(stage) + 1, GROW_STAGES.length - 1)] ?? 'will';
}

/** Capitals at the start and after a sentence end outside quotes (a topic label can open a sentence). */
function sentenceCase(text: string): string {
  return text.replace(/(^|[.!?]\s+)([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function firstPerson(text: string): string {
  return text.replace(/\byour\b/g, 'my');
}

function actionItem(text: string): string {
  return clip(text.replace(/\s+/g, ' ').trim(), MAX_ACTION_ITEM);
}

/** The builtin engine's reply: pure, synchronous and a few milliseconds at most. */
export function composeReply(request: CoachRequest, now: Date = new Date()): CoachReply {
  const { coach, client, history } = request;
  const message = request.message.trim();
  const clientTurns = history.filter((turn) => turn.role === 'client').map(turnMessage);
  const coachTurns = history.filter((turn) => turn.role === 'coach').map(turnMessage);
  // Each earlier turn's topic and stage as the conversation had them then, so a passing mention
  // does not derail the topic and the stage never goes backwards on it.
  const previousTopics: (string | null)[] = [];
  let previousStage: GrowStage | null = null;
  for (const text of clientTurns) {
    const resolved = resolveTopic(text, previousTopics).topic.id;
    const sameTopic = previousTopics.length > 0 && (previousTopics.at(-1) ?? null) === (resolved === GENERAL_TOPIC.id ? null : resolved);
    previousStage = advanceStage(detectIntent(text), sameTopic, previousStage);
    previousTopics.push(resolved === GENERAL_TOPIC.id ? null : resolved);
  }

  const intent = detectIntent(message);
  const { topic, hits, named } = resolveTopic(message, previousTopics);
  const lastTopic = previousTopics.at(-1);
  const stage = advanceStage(intent, lastTopic !== undefined && (lastTopic === topic.id || (lastTopic === null && topic.id === GENERAL_TOPIC.id)), previousStage);
  const { voice, lenses } = voiceFor(coach);
  const picker = new Picker(`${coach.id}|${history.length}|${message}`, coachTurns);

  const namedPerson = detectPerson(message) ?? [...clientTurns].reverse().map(detectPerson).find(Boolean) ?? null;
  // Templates about one person ("a 1:1 with {person}") read wrongly with a group; the topic's own default fits better.
  const person = namedPerson && !(GROUP.test(namedPerson) && !GROUP.test(topic.defaultPerson)) ? namedPerson : topic.defaultPerson;
  // "I did it" within a topic is about that topic; only open progress talk picks a goal by itself.
  const generalProgress = topic.id === 'goal_progress' || (intent === 'progress' && topic.id === GENERAL_TOPIC.id);
  const goal = matchGoal(client.goals, message, topic, generalProgress);
  const earlier = recallEarlier(history, message, topic);
  const signup = goal ? null : relevantSignupGoals(client.signupGoals, message, topic);
  const session = nextSession(client, now);
  // "yes" or "ok" is not worth quoting back; the client's substantial words are.
  const quote = tokenize(message).length >= MIN_QUOTE_WORDS ? pickQuote(message, hits) : '';
  const slots: Slots = {
    topic: topic.label,
    person,
    quote,
    earlier: earlier ?? '',
    goal: goal ? clip(goal.title, 70) : '',
    progress: goal ? String(Math.round(goal.progress)) : '',
    name: client.firstName ? `, ${client.firstName}` : '',
    signup: signup ?? '',
    session: session ?? '',
    goals: client.goals
      .slice(0, 3)
      .map((g) => `"${clip(g.title, 50)}" (${Math.round(g.progress)}%)`)
      .join(', '),
  };
  const fill = fillWith(slots);
  // pick: optional lines, left out once every variant was used; say: lines the reply needs, which may repeat.
  const pick = (list: readonly string[], salt: string) => picker.pick(list, salt, fill);
  const say = (list: readonly string[], salt: string) => picker.pickMany(list, 1, salt, fill)[0] ?? '';

  const opening: (string | null)[] = [];
  const block: string[] = [];
  const isSmallTalk = !named && (intent === 'greeting' || intent === 'gratitude') && clientTurns.length === 0;

  if (intent === 'greeting' && !named) {
    opening.push(say(voice.greetings, 'greeting'));
    opening.push(client.goals.length > 0 ? pick(SHARED_LINES.goalsOverview, 'goals') : pick(SHARED_LINES.noGoals, 'no-goals'));
    if (session) opening.push(pick(SHARED_LINES.session, 'session'));
    if (client.signupGoals?.trim() && client.goals.length === 0) {
      opening.push(fillWith({ ...slots, signup: clip(client.signupGoals.trim(), 80) })(SHARED_LINES.signup[0]));
    }
    block.push(say(SHARED_LINES.openQuestion, 'open'));
  } else if (intent === 'gratitude' && !named) {
    opening.push(pick(voice.farewells, 'thanks'));
    if (!isSmallTalk) opening.push(pick(SHARED_LINES.recap, 'recap'));
    if (earlier) opening.push(pick(voice.earlierReferences, 'earlier'));
    if (goal) opening.push(pick(voice.goalReferences, 'goal'));
    block.push(pick(voice.stageIntros.will, 'intro') ?? '', say(topic.grow.will, 'will'));
  } else {
    // Acknowledge a topic when it comes up; on later turns the client's own words open the reply.
    if (previousTopics.at(-1) !== topic.id) opening.push(pick(voice.acknowledgements, 'ack'));
    if (intent === 'commitment') opening.push(pick(voice.celebrations, 'commit'));
    else if (intent === 'venting' || (topic.id === 'stress' && intent !== 'progress')) opening.push(pick(voice.empathy, 'empathy'));
    if (quote) opening.push(pick(voice.reflections, 'reflect'));
    if (earlier) opening.push(pick(voice.earlierReferences, 'earlier'));
    if (topic.id === 'goal_progress' && client.goals.length > 1) opening.push(pick(SHARED_LINES.goalsOverview, 'goals'));
    if (goal) opening.push(pick(voice.goalReferences, 'goal'));
    else if (signup) opening.push(pick(SHARED_LINES.signup, 'signup'));
    if (intent === 'progress') {
      opening.push(SETBACK.test(message) ? pick(SHARED_LINES.progressSetback, 'setback') : pick(voice.celebrations, 'celebrate'));
    }
    const early = stage === 'goal' || stage === 'reality';
    const [first, second] = early && intent !== 'venting' ? [topic.insights, topic.reframes] : [topic.reframes, topic.insights];
    opening.push(pick(first, 'insight') ?? pick(second, 'reframe'));
    if (lenses.length > 0) opening.push(pick(lenses, 'lens'));

    block.push(pick(voice.stageIntros[stage], 'intro') ?? '');
    if (stage === 'options') {
      const count = intent === 'decision' || intent === 'advice' ? 3 : 2;
      for (const option of picker.pickMany(topic.options, count, 'options', fill)) block.push(`\n- ${option}`);
      block.push(`\n${say(voice.closers, 'closer')}`);
    } else {
      if (stage === 'will' && session) block.push(pick(SHARED_LINES.session, 'session') ?? '');
      block.push(say(topic.grow[stage], 'question'));
    }
  }

  const text = [opening.filter(Boolean).join(' '), block.filter(Boolean).join(' ').replace(/ \n/g, '\n')].filter(Boolean).join('\n\n');

  const followStage = nextStage(stage);
  const followUpQuestions = [
    ...picker.pickMany(topic.grow[stage], 1, 'follow-now', fill),
    ...picker.pickMany(topic.grow[followStage], followStage === stage ? 1 : 2, 'follow-next', fill),
  ];
  const suggestions = [
    ...picker.pickMany(topic.suggestions, 2, 'suggestions', fill),
    ...(stage === 'options' ? [] : picker.pickMany(topic.options, 1, 'suggested-option', fill)),
  ];
  const items = picker.pickMany(topic.actionItems, 2, 'actions', (template) => firstPerson(fill(template)));
  if (goal) items.push(fillWith(slots)(SHARED_LINES.updateGoal[0]));

  return {
    message: text.trim() || 'Tell me a little more about what is on your mind.',
    suggestions,
    actionItems: [...new Set(items.map(actionItem))],
    followUpQuestions,
  };
}
