import { GENERAL_TOPIC, GROW_STAGES, type GrowStage, type IntentId, type TopicKnowledge } from '../knowledge';
import { tokenize } from '../text';
import { detectIntent, rankTopics, stageIndex, topicById } from './analyse';
import { refusalFor } from './guard';
import { detectLanguage } from './language';

/** How much more a new topic must score to take over from the one the conversation is on. */
const CONTINUITY_BONUS = 2;
/** "It happened again in the board meeting" is still about the earlier topic unless the new one is this strong. */
const STRONG_TOPIC_SCORE = 5;
const BACK_REFERENCE = /\b(?:again|still|same (?:thing|problem|issue)|it happened|keeps happening|this time|that one|the second|the first|yes|no|yeah|nope)\b/i;
/** A reply this short ("yes", "not sure") answers the question; it does not move the conversation a stage on. */
const SUBSTANTIVE_WORDS = 4;
/** Intents that ask the coach for something without moving the GROW conversation on. */
const ASIDES: ReadonlySet<IntentId> = new Set(['summary', 'what_to_say', 'what_to_avoid', 'gratitude', 'greeting']);

export interface TurnState {
  /** null while no topic is recognised. */
  topicId: string | null;
  stage: GrowStage | null;
  /** Topics the client said were not the point: never picked again in this conversation. */
  rejected: ReadonlySet<string>;
  /** The framing the client corrected on this turn, if any. */
  corrected: TopicKnowledge | null;
}

export const INITIAL_STATE: TurnState = { topicId: null, stage: null, rejected: new Set(), corrected: null };

function ranked(message: string, rejected: ReadonlySet<string>) {
  return rankTopics(message).filter((match) => !rejected.has(match.topic.id));
}

/**
 * The topic of the message. A message that only brushes another topic (one keyword) while the
 * conversation is on a topic stays on it; a message naming no topic ("yes, the second one") too.
 */
function resolveTopic(message: string, state: TurnState): { topic: TopicKnowledge; named: boolean } {
  const ranking = ranked(message, state.rejected);
  const current = state.topicId;
  const best = ranking[0];
  const continuing = current ? ranking.find((match) => match.topic.id === current) : undefined;
  if (continuing && best && continuing.score + CONTINUITY_BONUS >= best.score) return { topic: continuing.topic, named: true };
  const pointsBack = current !== null && BACK_REFERENCE.test(message);
  if (best && (!current || best.score >= (pointsBack ? STRONG_TOPIC_SCORE : 2))) return { topic: best.topic, named: true };
  return { topic: current ? topicById(current) : GENERAL_TOPIC, named: false };
}

/**
 * GROW in order: a new topic starts at Goal; each substantive turn on the same topic moves one stage
 * on, never back; a commitment moves straight to Will (forward only); Will is the last stage, where
 * the conversation stays (obstacles, support, follow-through) until the topic changes.
 */
function advance(intent: IntentId, sameTopic: boolean, previous: GrowStage | null, substantive: boolean): GrowStage {
  if (previous === null || !sameTopic) return intent === 'commitment' ? 'will' : 'goal';
  if (ASIDES.has(intent)) return previous;
  if (intent === 'commitment') return 'will';
  const next = substantive ? Math.min(stageIndex(previous) + 1, GROW_STAGES.length - 1) : stageIndex(previous);
  return GROW_STAGES[next] ?? 'will';
}

/** The conversation's state after one more client message. */
export function step(state: TurnState, message: string): TurnState & { topic: TopicKnowledge; named: boolean; intent: IntentId } {
  const intent = detectIntent(message);
  // Refused requests and other languages leave the coaching conversation where it was.
  if (refusalFor(message) || detectLanguage(message) !== 'en') {
    const topic = state.topicId ? topicById(state.topicId) : GENERAL_TOPIC;
    return { ...state, corrected: null, topic, named: false, intent };
  }
  if (intent === 'correction') {
    const rejected = new Set(state.rejected);
    const old = state.topicId ? topicById(state.topicId) : null;
    if (old) rejected.add(old.id);
    const best = ranked(message, rejected)[0];
    const topic = best?.topic ?? GENERAL_TOPIC;
    // The client re-framed it: the conversation starts again from what they want.
    return { topicId: topic.id === GENERAL_TOPIC.id ? null : topic.id, stage: 'goal', rejected, corrected: old, topic, named: Boolean(best), intent };
  }
  const { topic, named } = resolveTopic(message, state);
  const topicId = topic.id === GENERAL_TOPIC.id ? null : topic.id;
  const sameTopic = state.stage !== null && state.topicId === topicId;
  const substantive = tokenize(message).length >= SUBSTANTIVE_WORDS;
  const stage = advance(intent, sameTopic, state.stage, substantive);
  return { topicId, stage, rejected: state.rejected, corrected: null, topic, named, intent };
}

/** Replays the client's earlier messages, so the topic and stage are those the conversation had. */
export function replay(clientTurns: readonly string[]): { state: TurnState; stages: GrowStage[]; topics: (string | null)[] } {
  let state: TurnState = INITIAL_STATE;
  const stages: GrowStage[] = [];
  const topics: (string | null)[] = [];
  for (const text of clientTurns) {
    state = step(state, text);
    stages.push(state.stage ?? 'goal');
    topics.push(state.topicId);
  }
  return { state, stages, topics };
}
