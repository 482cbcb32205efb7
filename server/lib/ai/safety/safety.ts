import type { ConversationTurn, SafetyAssessment } from '../types';
import { canonical, memo } from '../text';
import { turnMessage } from '../turns';
import { CRISIS_REPLIES, crisisReply } from './crisis-replies';
import { CRISIS_PATTERNS, type CrisisCategory, FIGURES_OF_SPEECH, PROTEST_PATTERNS } from './patterns';

const figures = FIGURES_OF_SPEECH.map((source) => new RegExp(source, 'g'));
const crisisPatterns = CRISIS_PATTERNS.map(({ category, pattern }) => ({ category, regex: new RegExp(pattern) }));
const protestPatterns = PROTEST_PATTERNS.map((source) => new RegExp(source));

const SAFE: SafetyAssessment = { crisis: false, category: null, reply: null };

/** The crisis category of one message on its own, or null. */
export function detectCrisis(message: string): CrisisCategory | null {
  return detectCanonical(canonical(message));
}

// Memoised because every reply re-checks the conversation's earlier turns.
const detectCanonical = memo(4000, (canonicalText: string): CrisisCategory | null => {
  let text = canonicalText;
  for (const figure of figures) text = text.replace(figure, ' ');
  for (const { category, regex } of crisisPatterns) if (regex.test(text)) return category;
  return null;
});

/** The category of the crisis reply this coach turn carried, or null when it was an ordinary reply. */
function crisisReplyCategory(turn: ConversationTurn | undefined): CrisisCategory | null {
  if (!turn || turn.role !== 'coach') return null;
  const text = turnMessage(turn).trim();
  for (const [category, reply] of Object.entries(CRISIS_REPLIES) as [CrisisCategory, (typeof CRISIS_REPLIES)[CrisisCategory]][]) {
    if (text === reply.message) return category;
  }
  return null;
}

function protests(message: string): boolean {
  const text = canonical(message);
  return protestPatterns.some((regex) => regex.test(text));
}

/**
 * Runs before any model sees the message. A crisis message gets the fixed crisis reply; so does a
 * message that protests or plays it down right after that reply ("I was joking", "you misunderstood"),
 * because a person in crisis often takes it back.
 */
export function assessSafety(message: string, history: ConversationTurn[]): SafetyAssessment {
  const category = detectCrisis(message);
  if (category) return { crisis: true, category, reply: crisisReply(category) };
  const previous = crisisReplyCategory(history.at(-1));
  if (previous && protests(message)) return { crisis: true, category: previous, reply: crisisReply(previous) };
  return SAFE;
}

/**
 * The history a model may see: crisis messages and the fixed replies to them are left out, so no
 * model reads crisis content even from earlier turns.
 */
export function withoutCrisisTurns(history: ConversationTurn[]): ConversationTurn[] {
  return history.filter((turn) => (turn.role === 'client' ? detectCrisis(turn.text) === null : crisisReplyCategory(turn) === null));
}
