import { z } from 'zod';
import { pageOf } from './paging';

/** What the AI coach remembers about a person across sessions: goals they named, context (who is who) and commitments. */
export const AI_MEMORY_KINDS = ['goal', 'context', 'commitment'] as const;
export type AiMemoryKind = (typeof AI_MEMORY_KINDS)[number];

/** At most this many items per person: the oldest are dropped as new ones arrive, so the list is always short. */
export const AI_MEMORY_LIMIT = 50;

export const AI_MEMORY_LABELS: Record<AiMemoryKind, string> = {
  goal: 'Goals you mentioned',
  context: 'People and context',
  commitment: 'What you committed to',
};

export const AI_MEMORY_TEXT = {
  title: 'What your AI coach remembers',
  button: 'What I remember',
  description: 'Your AI coaches use these notes from earlier sessions. Forget anything you do not want them to use.',
  empty: 'Nothing yet. As you chat, your goals, the people involved and what you commit to will appear here.',
  forget: 'Forget this',
  forgotten: 'Forgotten',
  forgetFailed: 'That item could not be forgotten. Please try again.',
  notFound: 'Memory item not found',
} as const;

export const aiMemoryItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(AI_MEMORY_KINDS),
  text: z.string(),
  /** The AI session it was learnt in; null once that session is gone. */
  sessionId: z.number().int().nullable(),
  createdAt: z.string(),
  /** When the coach asked how a commitment went; null until then. */
  followedUpAt: z.string().nullable(),
});
export type AiMemoryItem = z.infer<typeof aiMemoryItemSchema>;
export const aiMemoryPageSchema = pageOf(aiMemoryItemSchema);

export const aiMemoryIdInput = z.object({ id: z.coerce.number({ message: 'id: Must be a number' }).int().positive({ message: 'id: Must be a positive whole number' }) });
