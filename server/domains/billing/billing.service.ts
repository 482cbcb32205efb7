import { sql } from 'kysely';
import { TRPCError } from '@trpc/server';
import { BILLING_MESSAGES, BILLING_PLANS, type BillingPlan, LEDGER_TYPE_LABELS, type LedgerType, revenueSharePerSessionCents } from '@shared/constants/billing';
import type { BillingDetails, UsageMetrics } from '@shared/schemas/billing';
import type { Database, Tx } from '../../db';
import type { Storage } from '../../lib/storage';
import { type BillingAccount, ensureAccount, type Payer, publishBillingChange } from './billing-account';
import type { EventBus } from '../../lib/event-bus';
import { type BillingPeriod, periodOf, remainingShare } from './billing-periods';
import { ledgerLines, meteredUsage, ownedAiSessions } from './billing.queries';
import { renderInvoicePdf } from './invoice-pdf';
import { recordAudit } from '../../lib/audit';
import type { PaymentProvider } from './payments';

export const planOf = (account: Pick<BillingAccount, 'planId'>): BillingPlan => BILLING_PLANS[account.planId] ?? BILLING_PLANS.starter;
/** The plan's price, or for a custom (Enterprise) plan the one agreed with the organisation, from the month it was agreed in; null: none for that month. */
function monthlyBaseOf(account: Pick<BillingAccount, 'customMonthlyBaseCents' | 'customMonthlyBaseFrom'>, plan: BillingPlan, period: BillingPeriod): number | null {
  if (plan.monthlyBaseCents !== null) return plan.monthlyBaseCents;
  if (account.customMonthlyBaseCents === null || !account.customMonthlyBaseFrom || period.start < account.customMonthlyBaseFrom) return null;
  return account.customMonthlyBaseCents;
}
export const invoiceNumberText = (n: number) => `INV-${String(n).padStart(6, '0')}`;
export const invoicePdfKey = (number: number) => `invoices/inv-${String(number).padStart(6, '0')}.pdf`;

interface Line {
  type: LedgerType;
  description: string;
  amountCents: number;
  reference: string;
}

/** The month's base: the plan's price, from the end of a free trial when the trial ends inside the period, nothing while it lasts. */
function baseLine(account: BillingAccount, plan: BillingPlan, period: BillingPeriod): Line | null {
  const price = monthlyBaseOf(account, plan, period) ?? 0;
  if (price === 0) return null;
  let amount = price;
  let description = `${plan.name} plan, ${period.label}`;
  if (account.trialEndsAt && account.trialEndsAt > period.startIso) {
    if (account.trialEndsAt >= period.endIso) return null;
    amount = Math.round(price * remainingShare(period, new Date(account.trialEndsAt)));
    description = `${plan.name} plan from the end of the free trial (${account.trialEndsAt.slice(0, 10)}), ${period.label}`;
  }
  return { type: 'subscription', description, amountCents: amount, reference: `base:${account.id}:${period.start}` };
}

/** What the period's usage and revenue share come to so far (or in full, for a closed period). */
async function meteredLines(db: Database | Tx, account: BillingAccount, plan: BillingPlan, period: BillingPeriod): Promise<{ lines: Line[]; usage: { sessions: number; minutes: number } }> {
  const usage = await meteredUsage(db, account, period);
  const lines: Line[] = [];
  const extraSessions = Math.max(0, usage.sessions - plan.limits.sessions);
  const extraMinutes = Math.max(0, usage.minutes - plan.limits.sessionMinutes);
  if (extraSessions > 0) {
    lines.push({ type: 'usage_sessions', description: `${extraSessions} sessions over the ${plan.limits.sessions} included`, amountCents: extraSessions * plan.overage.perSessionCents, reference: `usage-sessions:${account.id}:${period.start}` });
  }
  if (extraMinutes > 0) {
    lines.push({ type: 'usage_minutes', description: `${extraMinutes} session minutes over the ${plan.limits.sessionMinutes} included`, amountCents: extraMinutes * plan.overage.perMinuteCents, reference: `usage-minutes:${account.id}:${period.start}` });
  }
  if (plan.revenueShare && account.userId) {
    const aiSessions = await ownedAiSessions(db, account.userId, period);
    if (aiSessions > 0) {
      lines.push({ type: 'revenue_share', description: `Revenue share: ${aiSessions} sessions with your AI coaches`, amountCents: -aiSessions * revenueSharePerSessionCents, reference: `revenue-share:${account.id}:${period.start}` });
    }
  }
  return { lines, usage };
}

/** Every line of the period: what the ledger holds, plus what is not written yet (the base, usage and revenue share until the period closes). */
async function periodLines(db: Database | Tx, account: BillingAccount, period: BillingPeriod): Promise<{ lines: Line[]; pending: Line[]; usage: { sessions: number; minutes: number } }> {
  const plan = planOf(account);
  const written = await ledgerLines(db, account.id, period.start);
  const references = new Set(written.map((line) => line.reference));
  const base = baseLine(account, plan, period);
  const metered = await meteredLines(db, account, plan, period);
  const pending = [...(base ? [base] : []), ...metered.lines].filter((line) => !references.has(line.reference));
  const lines: Line[] = [...written.map((l) => ({ type: l.type, description: l.description, amountCents: l.amountCents, reference: l.reference })), ...pending];
  return { lines, pending, usage: metered.usage };
}

export async function usageMetrics(db: Database, payer: Payer, now = new Date()): Promise<UsageMetrics> {
  const account = await ensureAccount(db, payer);
  const period = periodOf(now);
  const plan = planOf(account);
  const usage = await meteredUsage(db, account, period);
  return { currentPeriod: { sessions: usage.sessions, sessionMinutes: usage.minutes }, limits: { ...plan.limits }, periodStart: period.start, periodEnd: period.end };
}

export async function billingDetails(db: Database, payer: Payer, now = new Date()): Promise<BillingDetails> {
  const account = await ensureAccount(db, payer);
  const plan = planOf(account);
  const { lines } = await periodLines(db, account, periodOf(now));
  const base = lines.filter((l) => l.type === 'subscription').reduce((sum, l) => sum + l.amountCents, 0);
  const usageCharges = lines.filter((l) => l.type !== 'subscription' && l.amountCents !== 0).map((l) => ({ type: l.type, description: l.description || LEDGER_TYPE_LABELS[l.type], amount: l.amountCents }));
  return {
    tier: plan.id,
    planName: plan.name,
    monthlyBase: monthlyBaseOf(account, plan, periodOf(now)),
    usageCharges,
    totalThisMonth: base + usageCharges.reduce((sum, c) => sum + c.amount, 0),
    trialEndsAt: account.trialEndsAt,
    provider: account.provider,
  };
}

async function writeLines(tx: Tx, accountId: string, periodStart: string, lines: Line[]) {
  if (lines.length === 0) return;
  await tx
    .insertInto('billingLedger')
    .values(lines.map((l) => ({ accountId, periodStart, type: l.type, description: l.description, amountCents: l.amountCents, reference: l.reference })))
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
}

/**
 * A coach moves between Basic and Premium at `at`: this month's base (at the old plan) is written if
 * it is not yet, then the unused rest of the old plan is credited and the rest of the month on the
 * new plan charged, each pro rata to the time left. One transaction.
 */
export async function changePlan(db: Database, payer: Payer, planId: 'basic' | 'premium', at = new Date()) {
  return db.transaction().execute(async (tx) => {
    const account = await ensureAccount(tx, payer);
    if (account.planId === planId) throw new TRPCError({ code: 'CONFLICT', message: BILLING_MESSAGES.samePlan });
    const period = periodOf(at);
    const oldPlan = planOf(account);
    const newPlan = BILLING_PLANS[planId];
    const base = baseLine(account, oldPlan, period);
    if (base) await writeLines(tx, account.id, period.start, [base]);
    const share = remainingShare(period, at);
    const stamp = at.toISOString();
    const days = Math.round((share * period.lengthMs) / 86_400_000);
    await writeLines(tx, account.id, period.start, [
      { type: 'proration_credit', description: `Unused ${oldPlan.name} plan (${days} days)`, amountCents: -Math.round((oldPlan.monthlyBaseCents ?? 0) * share), reference: `change:${account.id}:${stamp}:credit` },
      { type: 'proration_charge', description: `${newPlan.name} plan for the rest of ${period.label} (${days} days)`, amountCents: Math.round((newPlan.monthlyBaseCents ?? 0) * share), reference: `change:${account.id}:${stamp}:charge` },
    ]);
    await tx.updateTable('billingAccounts').set({ planId, updatedAt: stamp }).where('id', '=', account.id).execute();
    if (account.userId) await tx.updateTable('coaches').set({ plan: planId }).where('userId', '=', account.userId).execute();
    return { ...account, planId };
  });
}

/** The next invoice number, taken inside the closing transaction: a rolled-back close gives its number back, so numbers have no gaps. */
async function nextInvoiceNumber(tx: Tx): Promise<number> {
  const row = await tx
    .insertInto('billingCounters')
    .values({ name: 'invoice', value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql<number>`${sql.ref('billing_counters.value')} + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

export interface CloseDeps {
  db: Database;
  storage: Storage;
  payments: PaymentProvider;
  /** Tells the account's people that an invoice appeared (absent in one-off scripts). */
  bus?: EventBus;
}

/**
 * Closes one account's period: writes its base, usage and revenue share, and issues the invoice with
 * the next number, in one transaction. Keyed by (account, period): a second run finds the invoice and
 * does nothing. Periods with no lines get no invoice.
 */
export async function closeAccountPeriod(deps: CloseDeps, accountId: string, period: BillingPeriod, now = new Date()): Promise<{ invoiceId: number; created: boolean } | null> {
  const result = await deps.db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('invoices').select('id').where('accountId', '=', accountId).where('periodStart', '=', period.start).executeTakeFirst();
    if (existing) return { invoiceId: existing.id, created: false };
    const account = await tx.selectFrom('billingAccounts').selectAll().where('id', '=', accountId).executeTakeFirst();
    if (!account) return null;
    const { pending } = await periodLines(tx, account, period);
    await writeLines(tx, account.id, period.start, pending);
    const lines = await ledgerLines(tx, account.id, period.start);
    if (lines.length === 0) return null;
    const number = await nextInvoiceNumber(tx);
    const plan = planOf(account);
    const inserted = await tx
      .insertInto('invoices')
      .values({
        number,
        accountId: account.id,
        periodStart: period.start,
        periodEnd: period.end,
        description: `${plan.name} plan, ${period.label}`,
        amountCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
        issuedAt: now.toISOString(),
        pdfKey: invoicePdfKey(number),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.updateTable('billingLedger').set({ invoiceId: inserted.id }).where('accountId', '=', account.id).where('periodStart', '=', period.start).where('invoiceId', 'is', null).execute();
    return { invoiceId: inserted.id, created: true };
  });
  if (result?.created) {
    await invoicePdf(deps.db, deps.storage, result.invoiceId);
    await collect(deps, result.invoiceId);
    await publishBillingChange(deps.db, deps.bus, accountId);
  }
  return result;
}

/** Hands a new invoice to the payment provider; a failure leaves it open for the next run or an admin. */
async function collect(deps: CloseDeps, invoiceId: number) {
  if (deps.payments.id === 'manual') return;
  const invoice = await deps.db
    .selectFrom('invoices')
    .innerJoin('billingAccounts as a', 'a.id', 'invoices.accountId')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .leftJoin('organizations as o', 'o.id', 'a.organizationId')
    .select(['invoices.id', 'invoices.number', 'invoices.description', 'invoices.amountCents', 'invoices.providerInvoiceId', 'a.id as accountId', 'a.providerCustomerId', 'u.email', 'u.firstName', 'u.lastName', 'o.name as orgName'])
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  if (invoice.providerInvoiceId || invoice.amountCents <= 0) return;
  const name = invoice.orgName ?? ([invoice.firstName, invoice.lastName].filter(Boolean).join(' ') || invoice.email || invoice.accountId);
  const result = await deps.payments.collect({
    id: invoice.id,
    number: invoiceNumberText(invoice.number),
    description: invoice.description,
    amountCents: invoice.amountCents,
    customer: { accountId: invoice.accountId, email: invoice.email, name, providerCustomerId: invoice.providerCustomerId },
  });
  await deps.db.updateTable('invoices').set({ providerInvoiceId: result.providerInvoiceId }).where('id', '=', invoice.id).execute();
  if (result.providerCustomerId) await deps.db.updateTable('billingAccounts').set({ providerCustomerId: result.providerCustomerId, provider: deps.payments.id }).where('id', '=', invoice.accountId).execute();
}

/** Payers who have no account yet (coaches, independent clients, organisations), so closing a period bills them too. */
async function ensureAllAccounts(db: Database, before: string) {
  const users = await db
    .selectFrom('users')
    .leftJoin('billingAccounts as a', 'a.userId', 'users.id')
    .select('users.id')
    .where('a.id', 'is', null)
    .where('users.createdAt', '<', before)
    .where((eb) => eb.or([eb('users.role', '=', 'coach'), eb.and([eb('users.role', '=', 'client'), eb('users.organizationId', 'is', null)])]))
    .execute();
  for (const user of users) await ensureAccount(db, { kind: 'user', userId: user.id });
  const orgs = await db.selectFrom('organizations').leftJoin('billingAccounts as a', 'a.organizationId', 'organizations.id').select('organizations.id').where('a.id', 'is', null).where('organizations.createdAt', '<', before).execute();
  for (const org of orgs) await ensureAccount(db, { kind: 'organization', organizationId: org.id });
}

/** Closes the period containing `date` for every account, in id order; safe to run again (each account and period closes once). */
export async function closePeriod(deps: CloseDeps, date: Date, now = new Date()): Promise<{ period: BillingPeriod; created: number; existing: number; empty: number }> {
  const period = periodOf(date);
  // A month still running cannot close: its usage is not final.
  if (now.toISOString() < period.endIso) throw new Error(`The billing period ${period.start} to ${period.end} has not ended yet`);
  await ensureAllAccounts(deps.db, period.endIso);
  const counts = { created: 0, existing: 0, empty: 0 };
  let after = '';
  for (;;) {
    const batch = await deps.db.selectFrom('billingAccounts').select('id').where('id', '>', after).orderBy('id').limit(200).execute();
    if (batch.length === 0) break;
    for (const { id } of batch) {
      const result = await closeAccountPeriod(deps, id, period, now);
      if (!result) counts.empty += 1;
      else if (result.created) counts.created += 1;
      else counts.existing += 1;
    }
    after = batch.at(-1)!.id;
  }
  return { period, ...counts };
}

/** The invoice's PDF from the storage, drawn from its ledger lines the first time. */
export async function invoicePdf(db: Database, storage: Storage, invoiceId: number): Promise<Buffer> {
  const invoice = await db
    .selectFrom('invoices')
    .innerJoin('billingAccounts as a', 'a.id', 'invoices.accountId')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .leftJoin('organizations as o', 'o.id', 'a.organizationId')
    .selectAll('invoices')
    .select(['u.email', 'u.firstName', 'u.lastName', 'o.name as orgName'])
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const lines = await db.selectFrom('billingLedger').select(['description', 'amountCents']).where('invoiceId', '=', invoiceId).orderBy('id').execute();
  return storage.getOrCreate(invoice.pdfKey ?? invoicePdfKey(invoice.number), () =>
    renderInvoicePdf({
      number: invoiceNumberText(invoice.number),
      issuedAt: invoice.issuedAt,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      status: invoice.status,
      description: invoice.description,
      billedTo: invoice.orgName ?? ([invoice.firstName, invoice.lastName].filter(Boolean).join(' ') || invoice.email || invoice.accountId),
      lines,
      amountCents: invoice.amountCents,
    }),
  );
}

/**
 * Marks an open invoice paid (an admin for manual payments, the Stripe webhook otherwise); false when it
 * was not open. The account's people see it paid on their open screens.
 */
export async function markInvoicePaid(db: Database, bus: EventBus | undefined, where: { id: number } | { providerInvoiceId: string }, at = new Date()): Promise<boolean> {
  let query = db.updateTable('invoices').set({ status: 'paid', paidAt: at.toISOString() }).where('status', '=', 'open');
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('providerInvoiceId', '=', where.providerInvoiceId);
  const paid = await query.returning('accountId').executeTakeFirst();
  if (!paid) return false;
  await publishBillingChange(db, bus, paid.accountId);
  return true;
}

/**
 * A platform admin records the monthly price agreed with an organisation (Enterprise is custom).
 * It is the base from the month it is agreed in, that month in full (no proration: the agreement
 * covers it); months before are never billed at it, closed invoices never change. Audited.
 */
export async function setCustomPrice(db: Database, actorId: string, organizationId: string, monthlyBase: number | null, now = new Date()): Promise<void> {
  const account = await ensureAccount(db, { kind: 'organization', organizationId });
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('billingAccounts')
      .set({ customMonthlyBaseCents: monthlyBase, customMonthlyBaseFrom: monthlyBase === null ? null : periodOf(now).start, updatedAt: now.toISOString() })
      .where('id', '=', account.id)
      .execute();
    await recordAudit(tx, { actorId, action: 'billing.custom_price_set', subjectType: 'organization', subjectId: organizationId, details: { from: account.customMonthlyBaseCents, to: monthlyBase } });
  });
}
