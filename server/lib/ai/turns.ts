import type { ConversationTurn } from './types';

/**
 * The readable text of a turn. Structured coach replies may be stored as JSON text
 * (`{ message, suggestions, ... }`, as the chat screen receives them); only their message counts.
 */
export function turnMessage(turn: ConversationTurn): string {
  const text = turn.text;
  if (turn.role !== 'coach' || !text.trimStart().startsWith('{')) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON after all: the text is the message.
  }
  return text;
}
