import type { TopicKnowledge } from '../knowledge';
import { canonical, clip, contentStems, stem, tokenize } from '../text';
import { turnMessage } from '../turns';
import type { ClientContext, ConversationTurn } from '../types';
import { scoreTopic } from './analyse';
import { readMessage } from './paraphrase';

type Goal = ClientContext['goals'][number];

/** Words too common in coaching talk to link a message to a goal on their own (as stems). */
const GENERIC = new Set(
  ['team', 'work', 'job', 'time', 'people', 'week', 'month', 'year', 'better', 'good', 'new', 'day', 'today', 'meeting', 'company', 'help', 'start', 'plan', 'manager', 'management', 'lead', 'role', 'goal'].map(stem),
);

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let count = 0;
  for (const word of a) if (b.has(word)) count += GENERIC.has(word) ? 0.34 : 1;
  return count;
}

function topicMentions(topic: TopicKnowledge, text: string): number {
  return scoreTopic(topic, text).score;
}

/**
 * The client's goal this message is about: shared words count most, then the goal being about the
 * same topic, then its category. When the client talks about progress in general, the goal with the
 * least progress is the one worth talking about.
 */
export function matchGoal(goals: readonly Goal[], message: string, topic: TopicKnowledge, generalProgress: boolean): Goal | null {
  const words = contentStems(message);
  let best: Goal | null = null;
  let bestScore = 0;
  for (const goal of goals) {
    const goalText = `${goal.title} ${goal.description ?? ''}`;
    let score = overlap(words, contentStems(goalText)) * 3 + Math.min(topicMentions(topic, goalText), 3) * 2;
    if (topic.id !== 'general' && (topic.categories as readonly string[]).includes(goal.category)) score += 1;
    if (score > bestScore) {
      best = goal;
      bestScore = score;
    }
  }
  // One shared word is not enough on its own: the goal must also be on the topic or in its category.
  if (best && bestScore >= 4) return best;
  if (generalProgress && goals.length > 0) return [...goals].sort((a, b) => a.progress - b.progress)[0] ?? null;
  return null;
}

/** An earlier client message worth recalling: the most related by words or topic, as a paraphrase (never a quote). */
export function recallEarlier(history: readonly ConversationTurn[], message: string, topic: TopicKnowledge): string | null {
  // Short replies ("yes", "ok") say nothing worth recalling.
  const clientTurns = history.filter((turn) => turn.role === 'client' && tokenize(turnMessage(turn)).length >= 4);
  if (clientTurns.length === 0) return null;
  const words = contentStems(message);
  const now = canonical(message);
  let best: ConversationTurn | null = null;
  let bestScore = 0;
  clientTurns.forEach((turn, index) => {
    const text = turnMessage(turn);
    if (canonical(text) === now) return;
    // Recalling the message just before this one adds little, so it needs a stronger link; among the
    // rest, later turns win ties.
    const recency = index === clientTurns.length - 1 && clientTurns.length > 1 ? -1.5 : index * 0.01;
    const score = overlap(words, contentStems(text)) * 2 + (topic.id !== 'general' ? Math.min(topicMentions(topic, text), 2) : 0) + recency;
    if (score > bestScore) {
      best = turn;
      bestScore = score;
    }
  });
  const chosen: ConversationTurn | null = best ?? (words.size <= 3 ? (clientTurns.at(-1) ?? null) : null);
  if (!chosen) return null;
  return readMessage(turnMessage(chosen)).statements[0] ?? null;
}

/** The signup goals text, quoted, when it speaks to this message's topic or words. */
export function relevantSignupGoals(signupGoals: string | null, message: string, topic: TopicKnowledge): string | null {
  if (!signupGoals?.trim()) return null;
  const related = overlap(contentStems(message), contentStems(signupGoals)) > 0 || (topic.id !== 'general' && topicMentions(topic, signupGoals) > 0);
  return related ? clip(signupGoals.trim().replace(/\s+/g, ' ').replace(/[.!?]+$/, ''), 80) : null;
}

/** The next upcoming session within a week, described in the client's time zone. */
export function nextSession(client: ClientContext, now: Date): string | null {
  const weekAhead = now.getTime() + 7 * 24 * 60 * 60 * 1000;
  const upcoming = client.upcomingSessions
    .map((session) => ({ session, at: new Date(session.scheduledAt) }))
    .filter(({ at }) => !Number.isNaN(at.getTime()) && at.getTime() > now.getTime() && at.getTime() <= weekAhead)
    .sort((a, b) => a.at.getTime() - b.at.getTime())[0];
  if (!upcoming) return null;
  let when: string;
  try {
    when = upcoming.at.toLocaleDateString('en-US', { weekday: 'long', timeZone: client.timezone ?? 'UTC' });
  } catch {
    when = upcoming.at.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  }
  return `"${clip(upcoming.session.title, 60)}" on ${when}`;
}
