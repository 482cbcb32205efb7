import {
  DEFAULT_DURATION,
  DURATION_OPTIONS,
  INSTANT_SESSION_MINUTES,
  MAX_DURATION,
  MIN_DURATION,
} from '@shared/constants/coaching';
import { CLIENT_PLAN, COACH_PLANS, COACH_SESSION_FEE_RANGE_CENTS, formatUsd, ORGANIZATION_PLAN, REVENUE_SHARING_APPLIES_TO } from '@shared/constants/plans';

/** 'a, b and c' */
export function sentenceList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** 'Basic analytics' -> 'basic analytics', but 'AI assistance' and 'SSO integration' keep their capitals. */
function lowerFirst(text: string): string {
  return /^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function planFeatures(features: readonly string[]): string {
  // The client limit is stated separately in every answer.
  return sentenceList(features.filter((feature) => !feature.startsWith('Up to')).map(lowerFirst));
}

const basic = COACH_PLANS.find((plan) => plan.id === 'basic');
const premium = COACH_PLANS.find((plan) => plan.id === 'premium');
if (!basic || !premium) throw new Error('COACH_PLANS must define basic and premium');

/**
 * Every number and list the answers quote, taken from the shared constants so the chat never
 * disagrees with the pricing page. Answers refer to them as {name}.
 */
export const FACTS: Record<string, string> = {
  product: 'Catalyst',
  clientPrice: formatUsd(CLIENT_PLAN.priceCents),
  trialDays: String(CLIENT_PLAN.trialDays),
  sessionFeeRange: `${formatUsd(COACH_SESSION_FEE_RANGE_CENTS.min)}-${COACH_SESSION_FEE_RANGE_CENTS.max / 100}`,
  basicName: basic.name,
  basicPrice: formatUsd(basic.priceCents),
  basicClients: String(basic.clientLimit),
  basicFeatures: planFeatures(basic.features),
  premiumName: premium.name,
  premiumPrice: formatUsd(premium.priceCents),
  premiumClients: String(premium.clientLimit),
  premiumFeatures: planFeatures(premium.features),
  revenueSharingScope: REVENUE_SHARING_APPLIES_TO,
  orgPricing: lowerFirst(ORGANIZATION_PLAN.pricing),
  orgFeatures: sentenceList(ORGANIZATION_PLAN.features.map(lowerFirst)),
  durations: `${sentenceList(DURATION_OPTIONS.map(String), 'or')} minutes`,
  defaultDuration: String(DEFAULT_DURATION),
  minDuration: String(MIN_DURATION),
  maxDurationHours: String(MAX_DURATION / 60),
  instantMinutes: String(INSTANT_SESSION_MINUTES),
  // Static marketing copy of the landing page (part 1 section 1).
  certifiedCoaches: '500+',
  goalsWithin90Days: '85%',
};

/** Per-request values an answer may use besides the facts. */
export interface AnswerVariables {
  firstName: string | null;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills {name} placeholders; an unknown name is a bug in the knowledge base and throws. */
export function fillTemplate(template: string, variables: AnswerVariables): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    if (name === 'firstName') return variables.firstName?.trim() || 'there';
    const value = FACTS[name];
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in a help chat answer`);
    return value;
  });
}

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}
