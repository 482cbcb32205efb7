import type { HelpChatSuggestedAction } from '@shared/constants/chatbot';
import type { Role } from '@shared/constants/roles';
import { assessSafety, type ConversationTurn, countryOf, type SafetyAssessment, type SafetyCategory } from '../../lib/ai';
import type { Context } from '../../trpc/context';
import type { HelpChatAnswer, HelpChatTurn } from './answerer';

/** Intents of the help chat's safety answers; stored with each answer, so the next message knows the state. */
export const SAFETY_INTENTS = {
  check_in: 'safety_check_in',
  post_crisis_check_in: 'safety_post_crisis_check_in',
} as const;
const CRISIS_PREFIX = 'crisis_';

const HUMAN_FOR_MEMBERS = 'You can also reach a person here: message your coach or our support team from Messages, or use Contact Support below.';
const HUMAN_FOR_VISITORS = 'You can also write to a person on our team from Contact Us below.';

/** The earlier turns as the safety check reads them: its own answers carry their step in the intent. */
export function safetyTurns(history: readonly HelpChatTurn[]): ConversationTurn[] {
  return history.map((turn) => {
    if (turn.role === 'user') return { role: 'client', text: turn.content, createdAt: '' };
    const intent = turn.intent ?? '';
    const safety = intent.startsWith(CRISIS_PREFIX)
      ? { step: 'crisis' as const, category: intent.slice(CRISIS_PREFIX.length) as SafetyCategory }
      : intent === SAFETY_INTENTS.check_in
        ? { step: 'check_in' as const, category: null }
        : intent === SAFETY_INTENTS.post_crisis_check_in
          ? { step: 'post_crisis_check_in' as const, category: 'self_harm' as const }
          : null;
    return { role: 'coach', text: turn.content, createdAt: '', safety };
  });
}

export interface HelpSafetyInput {
  message: string;
  role: Role | 'visitor';
  history: readonly HelpChatTurn[];
  /** The account's time zone (members), else what the browser sent. */
  timeZone: string | null;
  locale: string | null;
}

/**
 * The same safety check as the AI coach, before the help chat's classifier, for visitors and members
 * on every page: the crisis reply with the resources of the person's country, the check-in question,
 * or null when the help chat answers as usual.
 */
export async function helpChatSafety(ctx: Pick<Context, 'ai'>, input: HelpSafetyInput): Promise<HelpChatAnswer | null> {
  const member = input.role !== 'visitor';
  const country = countryOf({ timeZone: input.timeZone, locale: input.locale });
  const human = member ? HUMAN_FOR_MEMBERS : HUMAN_FOR_VISITORS;
  const turns = safetyTurns(input.history);
  const verdict: SafetyAssessment = ctx.ai.checkSafety
    ? await ctx.ai.checkSafety(input.message, turns, { country, human })
    : assessSafety(input.message, turns, { country, human });
  if (!verdict.step || !verdict.reply) return null;
  const actions: HelpChatSuggestedAction[] = member
    ? [
        { label: 'Contact Support', action: 'navigate', url: '/support' },
        { label: 'Messages', action: 'navigate', url: '/messages' },
      ]
    : [{ label: 'Contact Us', action: 'navigate', url: '/contact' }];
  const lines = verdict.step === 'crisis' && verdict.reply.suggestions.length > 0 ? `\n\n${verdict.reply.suggestions.map((line) => `• ${line}`).join('\n')}` : '';
  return {
    message: `${verdict.reply.message}${lines}`,
    intent: verdict.step === 'crisis' ? `${CRISIS_PREFIX}${verdict.category ?? 'self_harm'}` : SAFETY_INTENTS[verdict.step],
    confidence: 1,
    suggestedActions: verdict.step === 'crisis' ? actions : [],
  };
}
