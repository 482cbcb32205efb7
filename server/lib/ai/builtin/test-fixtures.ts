import { DEMO_AI_COACHES } from '../../../seed/ai-coaches';
import type { ClientContext, CoachPersona, CoachReply, ConversationTurn } from '../types';
import { composeReply } from './compose';

/** The seeded platform coaches as the engine receives them. */
export const SEEDED_COACHES: CoachPersona[] = DEMO_AI_COACHES.filter((coach) => !coach.organization && coach.isActive !== false).map(
  (coach, index) => ({
    id: index + 1,
    name: coach.name,
    description: coach.description,
    persona: coach.persona,
    specialties: coach.specialties,
    systemPrompt: coach.systemPrompt,
  }),
);

export const CLIENT: ClientContext = {
  firstName: 'Alex',
  goals: [
    { id: 11, title: 'Delegate more to my team', description: 'Free up five hours a week', category: 'leadership', progress: 40, targetDate: '2026-12-31' },
    { id: 12, title: 'Get promoted to director', description: 'Build the case with my manager', category: 'career', progress: 15, targetDate: null },
    { id: 13, title: 'Protect my evenings', description: 'Stop answering email after 7pm', category: 'personal', progress: 60, targetDate: null },
  ],
  upcomingSessions: [],
  signupGoals: 'I want to become a calmer and more strategic leader',
  timezone: 'Europe/London',
};

export function turn(role: ConversationTurn['role'], text: string): ConversationTurn {
  return { role, text, createdAt: '2026-11-22T08:00:00.000Z' };
}

/** A whole conversation with the builtin engine: each reply joins the history of the next message. */
export function converse(
  coach: CoachPersona,
  messages: readonly string[],
  options: { client?: ClientContext; conversationId?: string } = {},
): { replies: CoachReply[]; history: ConversationTurn[] } {
  const history: ConversationTurn[] = [];
  const replies: CoachReply[] = [];
  for (const message of messages) {
    const reply = composeReply({ coach, client: options.client ?? CLIENT, history: [...history], message, conversationId: options.conversationId ?? 'test' });
    replies.push(reply);
    history.push(turn('client', message), turn('coach', reply.message));
  }
  return { replies, history };
}

/** The sentences of a reply, normalised for comparison (bullets and spacing aside). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.?!])\s+|\n+/)
    .map((sentence) => sentence.replace(/^-\s*/, '').trim().toLowerCase())
    .filter((sentence) => sentence.length > 0);
}
