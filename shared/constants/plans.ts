/** The spec's business constants (part 1 section 9, part 2 section 9). Money in integer cents. */

export const CLIENT_PLAN = {
  id: 'client',
  name: 'Client',
  priceCents: 5_000,
  interval: 'month',
  trialDays: 7,
  features: ['Cancel anytime', 'No credit card needed for the trial'],
} as const;

export const COACH_PLANS = [
  {
    id: 'basic',
    name: 'Basic',
    priceCents: 25_000,
    clientLimit: 10,
    features: ['Up to 10 active clients', 'Basic analytics', 'Standard support', 'AI assistance'],
  },
  {
    id: 'premium',
    name: 'Premium',
    priceCents: 50_000,
    clientLimit: 50,
    features: ['Up to 50 active clients', 'Advanced analytics', 'Priority support', 'Custom AI coach creation', 'Revenue sharing'],
  },
] as const;

export type CoachPlanId = (typeof COACH_PLANS)[number]['id'];

export const ORGANIZATION_PLAN = {
  id: 'organization',
  name: 'Organization',
  pricing: 'Custom pricing via sales',
  features: ['Unlimited team members', 'Custom company AI coaches', 'SSO integration', 'Dedicated account manager', 'Priority support'],
} as const;

/** Coach session fees are extra, about $100-300/hour. */
export const COACH_SESSION_FEE_RANGE_CENTS = { min: 10_000, max: 30_000 } as const;

export function formatUsd(cents: number, options: { cents?: boolean } = {}): string {
  const showCents = options.cents ?? cents % 100 !== 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: showCents ? 2 : 0,
    maximumFractionDigits: showCents ? 2 : 0,
  }).format(cents / 100);
}

/** Part 2 section 9: coaches may switch between Basic and Premium at any time. */
export const COACH_PLAN_CHANGE_ANYTIME = true;
/** Part 2 section 9: the revenue share of Premium coaches comes from AI-generated sessions. */
export const REVENUE_SHARING_APPLIES_TO = 'AI-generated sessions';
