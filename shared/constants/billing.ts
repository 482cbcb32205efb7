import { CLIENT_PLAN, COACH_PLANS } from './plans';

/** Billing (part 2 sections 2, 3, 9; README "Billing" decisions). Money in integer cents, USD. */

export const BILLING_PLAN_IDS = ['starter', 'client', 'basic', 'premium', 'enterprise'] as const;
export type BillingPlanId = (typeof BILLING_PLAN_IDS)[number];

export interface BillingPlan {
  id: BillingPlanId;
  name: string;
  /** Monthly base in cents; null for custom (sales) pricing. */
  monthlyBaseCents: number | null;
  trialDays: number;
  limits: { sessions: number; sessionMinutes: number };
  /** Overage per completed session over the limit, and per minute over the minutes limit. */
  overage: { perSessionCents: number; perMinuteCents: number };
  clientLimit: number | null;
  revenueShare: boolean;
}

/** Spec part 2 section 9: default usage limits 100 sessions, 1000 minutes; default tier starter. */
export const DEFAULT_USAGE_LIMITS = { sessions: 100, sessionMinutes: 1000 } as const;
export const DEFAULT_TIER: BillingPlanId = 'starter';
/** Decided (README): overage is $2.00 a session and $0.10 a minute beyond the plan's limits. */
export const DEFAULT_OVERAGE = { perSessionCents: 200, perMinuteCents: 10 } as const;

const [basic, premium] = COACH_PLANS;

export const BILLING_PLANS: Record<BillingPlanId, BillingPlan> = {
  starter: { id: 'starter', name: 'Starter', monthlyBaseCents: 0, trialDays: 0, limits: DEFAULT_USAGE_LIMITS, overage: DEFAULT_OVERAGE, clientLimit: null, revenueShare: false },
  client: { id: 'client', name: CLIENT_PLAN.name, monthlyBaseCents: CLIENT_PLAN.priceCents, trialDays: CLIENT_PLAN.trialDays, limits: DEFAULT_USAGE_LIMITS, overage: DEFAULT_OVERAGE, clientLimit: null, revenueShare: false },
  basic: { id: 'basic', name: basic.name, monthlyBaseCents: basic.priceCents, trialDays: 0, limits: DEFAULT_USAGE_LIMITS, overage: DEFAULT_OVERAGE, clientLimit: basic.clientLimit, revenueShare: false },
  premium: { id: 'premium', name: premium.name, monthlyBaseCents: premium.priceCents, trialDays: 0, limits: { sessions: 500, sessionMinutes: 5000 }, overage: { perSessionCents: 150, perMinuteCents: 8 }, clientLimit: premium.clientLimit, revenueShare: true },
  enterprise: { id: 'enterprise', name: 'Enterprise', monthlyBaseCents: null, trialDays: 0, limits: { sessions: 5000, sessionMinutes: 50000 }, overage: { perSessionCents: 100, perMinuteCents: 5 }, clientLimit: null, revenueShare: false },
};

/** Decided (README): a completed session with a Premium coach's own AI coach is valued at $10.00, of which the coach earns 30%. */
export const AI_SESSION_VALUE_CENTS = 1_000;
export const REVENUE_SHARE_PERCENT = 30;
export const revenueSharePerSessionCents = Math.round((AI_SESSION_VALUE_CENTS * REVENUE_SHARE_PERCENT) / 100);

export const LEDGER_TYPES = ['subscription', 'proration_credit', 'proration_charge', 'usage_sessions', 'usage_minutes', 'revenue_share'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];
export const LEDGER_TYPE_LABELS: Record<LedgerType, string> = {
  subscription: 'Monthly base',
  proration_credit: 'Plan change credit',
  proration_charge: 'Plan change charge',
  usage_sessions: 'Additional sessions',
  usage_minutes: 'Additional session minutes',
  revenue_share: 'AI coach revenue share',
};

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['manual', 'stripe'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

export const BILLING_TABS = ['usage', 'details', 'invoices'] as const;
export type BillingTab = (typeof BILLING_TABS)[number];
export const BILLING_TAB_LABELS: Record<BillingTab, string> = { usage: 'Usage Overview', details: 'Billing Details', invoices: 'Invoice History' };

export const BILLING_TEXT = {
  noUsageCharges: 'No additional usage charges this month',
  noInvoices: 'No invoices found',
} as const;

export const BILLING_MESSAGES = {
  forbidden: "Billing is for the paying account: your organization's administrators manage its billing.",
  chooseAccount: 'Choose the organization (organizationId) or person (userId) whose billing to read.',
  accountNotFound: 'Billing account not found',
  invoiceNotFound: 'Invoice not found',
  planForbidden: 'Only coaches choose between the Basic and Premium plans.',
  samePlan: 'You are already on this plan.',
  alreadyPaid: 'This invoice is already paid.',
  markPaidForbidden: 'Only platform admins mark invoices paid by hand.',
  planChanged: 'Plan Changed',
  customPriceForbidden: 'Only platform admins set the price agreed with an organization.',
  customPriceSaved: 'Price Saved',
} as const;

/** Who has a billing page: people who pay for themselves (clients and coaches outside an organisation, and coaches), organisation admins, platform admins. */
export function mayUseBilling(role: string, organizationId: string | null): boolean {
  if (role === 'admin' || role === 'organization_admin' || role === 'coach') return true;
  if (role === 'client') return organizationId === null;
  return false;
}
