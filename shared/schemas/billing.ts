import { z } from 'zod';
import { BILLING_PLAN_IDS, INVOICE_STATUSES } from '../constants/billing';
import { pagedInput, pageOf } from './paging';

const idField = (what: string) => z.string().trim().min(1, `${what} is empty`).max(64, `${what} is at most 64 characters`).optional();

/** Whose billing: the caller's own paying account; platform admins name an organisation or a person. */
export const billingAccountInput = z.object({ organizationId: idField('Organization id'), userId: idField('User id') }).prefault({});
export type BillingAccountInput = z.input<typeof billingAccountInput>;

export const usageMetricsSchema = z.object({
  currentPeriod: z.object({ sessions: z.number().int(), sessionMinutes: z.number().int() }),
  limits: z.object({ sessions: z.number().int(), sessionMinutes: z.number().int() }),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type UsageMetrics = z.infer<typeof usageMetricsSchema>;

export const usageChargeSchema = z.object({ type: z.string(), description: z.string(), amount: z.number().int() });
export const billingDetailsSchema = z.object({
  tier: z.enum(BILLING_PLAN_IDS),
  planName: z.string(),
  /** Cents; null for custom (sales) pricing. */
  monthlyBase: z.number().int().nullable(),
  usageCharges: z.array(usageChargeSchema),
  totalThisMonth: z.number().int(),
  trialEndsAt: z.string().nullable(),
  provider: z.enum(['manual', 'stripe']),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  description: z.string(),
  date: z.string(),
  amount: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  pdfUrl: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicePageSchema = pageOf(invoiceSchema);
export const invoiceHistoryInput = pagedInput({ organizationId: idField('Organization id'), userId: idField('User id') });

/** Enterprise pricing is custom: the monthly base (cents) a platform admin records for an organisation; null takes it away. */
export const customPriceInput = z.object({
  organizationId: z.string().trim().min(1, 'Organization id is required').max(64, 'Organization id is at most 64 characters'),
  monthlyBase: z
    .number({ error: 'Monthly price must be a whole number of cents' })
    .int('Monthly price must be a whole number of cents')
    .min(0, 'Monthly price cannot be negative')
    .max(100_000_000, 'Monthly price is at most $1,000,000.00')
    .nullable(),
});
export type CustomPriceInput = z.infer<typeof customPriceInput>;

export const changePlanInput = z.object({ plan: z.enum(['basic', 'premium'], { error: 'Plan must be basic or premium' }) });
export const invoiceIdInput = z.object({ id: z.coerce.number({ error: 'Invoice id must be a positive whole number' }).int('Invoice id must be a positive whole number').positive('Invoice id must be a positive whole number') });
