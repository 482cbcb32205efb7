import { CLIENT_PLAN, formatUsd } from './plans';

export const HELP_CHAT_TITLE = 'Catalyst Assistant';

/** Part 1 section 8: the bubble shown when an ask fails. */
export const HELP_CHAT_APOLOGY =
  "I apologize, but I'm having trouble processing your request right now. Please try again or contact support.";

export const HELP_CHAT_MESSAGE_MAX_LENGTH = 1000;

/** The ask endpoint is public, so it is limited per address. */
export const HELP_CHAT_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;

export const HELP_CHAT_ACTION_KINDS = ['navigate', 'scroll'] as const;
export type HelpChatActionKind = (typeof HELP_CHAT_ACTION_KINDS)[number];

export interface HelpChatSuggestedAction {
  label: string;
  action: HelpChatActionKind;
  url: string;
}

/** Part 1 section 6: signed-in users get these navigation suggestions. */
export const HELP_CHAT_MEMBER_ACTIONS: HelpChatSuggestedAction[] = [
  { label: 'Find a Coach', action: 'navigate', url: '/coaches' },
  { label: 'AI Coaching', action: 'navigate', url: '/ai-coaches' },
  { label: 'My Dashboard', action: 'navigate', url: '/dashboard' },
];

export const HELP_CHAT_VISITOR_ACTIONS: HelpChatSuggestedAction[] = [
  { label: 'Start Free Trial', action: 'navigate', url: '/client-signup' },
  { label: 'See Pricing', action: 'scroll', url: '#pricing' },
  { label: 'Explore Features', action: 'scroll', url: '#features' },
];

export function helpChatMemberWelcome(firstName: string | null): string {
  const name = firstName?.trim() ? ` ${firstName.trim()}` : '';
  return (
    `Hi${name}! I'm the Catalyst Assistant. I can help you find a coach, start an AI coaching session, ` +
    'book or reschedule sessions, track your goals and answer questions about your plan. What can I help you with?'
  );
}

export const HELP_CHAT_VISITOR_WELCOME =
  'Welcome to Catalyst! Work 1-on-1 with certified coaches and get 24/7 guidance from specialised AI mentors. ' +
  `Plans start at ${formatUsd(CLIENT_PLAN.priceCents)}/month with a ${CLIENT_PLAN.trialDays}-day free trial, no credit card needed. ` +
  'Ask me anything about how it works.';
