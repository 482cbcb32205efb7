import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@shared/constants/auth';
import { BILLING_MESSAGES } from '@shared/constants/billing';
import type { Role } from '@shared/constants/roles';
import type { BillingDetails, Invoice, UsageMetrics } from '@shared/schemas/billing';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe';
import { type TestApp, startTestApp, testDialect } from '../../testing/harness';
import { hashPassword } from '../auth/passwords';
import { ensureAccount } from './billing-account';
import { periodOf } from './billing-periods';
import { changePlan, closeAccountPeriod, closePeriod } from './billing.service';
import { paymentProviderFor } from './payments';

let t: TestApp;
let hash: string;
let sequence = 0;

async function person(role: Role, options: { organizationId?: string | null; createdAt?: string; plan?: 'basic' | 'premium' } = {}) {
  const id = randomUUID();
  const email = `billing-${++sequence}-${id.slice(0, 6)}@billing.example`;
  await t.db
    .insertInto('users')
    .values({ id, email, firstName: 'Bill', lastName: String(sequence), role, organizationId: options.organizationId ?? null, profileImageUrl: null, passwordHash: hash, ...(options.createdAt ? { createdAt: options.createdAt } : {}) })
    .execute();
  let coachId: number | null = null;
  if (role === 'coach') coachId = (await t.db.insertInto('coaches').values({ userId: id, title: 'Coach', plan: options.plan ?? 'basic' }).returning('id').executeTakeFirstOrThrow()).id;
  return { id, email, coachId };
}

async function completed(clientId: string, coachId: number | null, at: Date, minutes: number, aiCoachId: number | null = null, status: 'completed' | 'scheduled' = 'completed') {
  const scheduledAt = new Date(at.getTime() - minutes * 60_000).toISOString();
  await t.db
    .insertInto('sessions')
    .values({ type: aiCoachId ? 'ai' : 'human', title: 'Billed', status, scheduledAt, duration: minutes, endsAt: at.toISOString(), coachId, aiCoachId, clientId, bookedById: clientId, completedAt: status === 'completed' ? at.toISOString() : null })
    .execute();
}

const deps = () => ({ db: t.db, storage: t.app.services.storage, payments: paymentProviderFor(t.config.billing) });

beforeAll(async () => {
  t = await startTestApp();
  hash = await hashPassword(DEMO_PASSWORD);
}, 60_000);
afterAll(() => t.close());

/** A trigger that makes the database refuse one account's invoice rows (a failure inside the closing transaction). */
async function refuseInvoicesOf(accountId: string) {
  // The id is ours (user:<uuid>), so inlining it is safe; trigger bodies take no parameters.
  if (!/^user:[0-9a-f-]+$/.test(accountId)) throw new Error(`unexpected account id ${accountId}`);
  const id = sql.raw(`'${accountId}'`);
  if (testDialect === 'postgres') {
    await sql`create function refuse_invoice() returns trigger language plpgsql as $$ begin if new.account_id = ${id} then raise exception 'invoice refused by the test'; end if; return new; end $$`.execute(t.db);
    await sql`create trigger refuse_invoice before insert on invoices for each row execute function refuse_invoice()`.execute(t.db);
  } else {
    await sql`create trigger refuse_invoice before insert on invoices when new.account_id = ${id} begin select raise(abort, 'invoice refused by the test'); end`.execute(t.db);
  }
}

async function allowInvoices() {
  await sql`drop trigger if exists refuse_invoice${testDialect === 'postgres' ? sql` on invoices` : sql``}`.execute(t.db);
  if (testDialect === 'postgres') await sql`drop function if exists refuse_invoice()`.execute(t.db);
}

describe('usage and details', () => {
  it("meters this month's completed sessions and minutes against the default limits", async () => {
    const coach = await person('coach');
    const client = await person('client');
    const now = new Date();
    await completed(client.id, coach.coachId, new Date(now.getTime() - 60_000), 30);
    await completed(client.id, coach.coachId, new Date(now.getTime() - 120_000), 45);
    await completed(client.id, coach.coachId, new Date(now.getTime() - 180_000), 60, null, 'scheduled');
    await completed(client.id, coach.coachId, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 3_600_000), 50);
    const http = await t.signIn(coach.email);
    const usage = (await http.get('/api/billing/usage-metrics')).body as UsageMetrics;
    expect(usage).toMatchObject({ currentPeriod: { sessions: 2, sessionMinutes: 75 }, limits: { sessions: 100, sessionMinutes: 1000 } });
    const clientHttp = await t.signIn(client.email);
    expect(((await clientHttp.get('/api/billing/usage-metrics')).body as UsageMetrics).currentPeriod).toEqual({ sessions: 2, sessionMinutes: 75 });
  });

  it('shows a Basic coach the $250 base, no usage charges and no invoices', async () => {
    const coach = await person('coach');
    const http = await t.signIn(coach.email);
    const details = (await http.get('/api/billing/details')).body as BillingDetails;
    expect(details).toMatchObject({ tier: 'basic', planName: 'Basic', monthlyBase: 25_000, usageCharges: [], totalThisMonth: 25_000, provider: 'manual' });
    expect((await http.get('/api/billing/history')).body).toEqual([]);
  });

  it('gives an organisation admin the enterprise plan and keeps team leads, HR managers and organisation members out', async () => {
    const orgAdmin = await t.signIn('orgadmin@acme.example');
    const details = (await orgAdmin.get('/api/billing/details')).body as BillingDetails;
    expect(details).toMatchObject({ tier: 'enterprise', monthlyBase: null });
    for (const email of ['lead@acme.example', 'hr@acme.example', 'member@acme.example']) {
      const res = await (await t.signIn(email)).get('/api/billing/details');
      expect(res.status, email).toBe(403);
      expect(res.body.message).toBe("Billing is for the paying account: your organization's administrators manage its billing.");
    }
    const globex = (await t.db.selectFrom('organizations').select('id').where('name', 'like', 'Globex%').executeTakeFirstOrThrow()).id;
    expect((await orgAdmin.get(`/api/billing/details?organizationId=${globex}`)).status).toBe(404);
    const admin = await t.signIn('admin@example.com');
    expect((await admin.get('/api/billing/details')).status).toBe(400);
    expect(((await admin.get(`/api/billing/details?organizationId=${globex}`)).body as BillingDetails).tier).toBe('enterprise');
    expect((await t.anon.get('/api/billing/history')).status).toBe(401);
  });
});

describe('closing a period', () => {
  it('charges overage per the plan rates and issues one invoice however often the period is closed', async () => {
    const coach = await person('coach');
    const client = await person('client');
    for (let i = 0; i < 102; i += 1) await completed(client.id, coach.coachId, new Date(Date.UTC(2026, 9, 3, 8, i)), 10);
    const account = await ensureAccount(t.db, { kind: 'user', userId: coach.id });
    const october = periodOf(new Date('2026-10-15T00:00:00Z'));
    const first = await closeAccountPeriod(deps(), account.id, october, new Date('2026-11-01T01:00:00Z'));
    const again = await closeAccountPeriod(deps(), account.id, october, new Date('2026-11-01T02:00:00Z'));
    expect(first?.created).toBe(true);
    expect(again).toEqual({ invoiceId: first!.invoiceId, created: false });
    const invoice = await t.db.selectFrom('invoices').selectAll().where('accountId', '=', account.id).execute();
    expect(invoice).toHaveLength(1);
    // $250 base + 2 sessions over 100 at $2.00 + 20 minutes over 1000 at $0.10.
    expect(invoice[0]!.amountCents).toBe(25_000 + 400 + 200);
    expect(invoice[0]!.description).toBe('Basic plan, October 2026');
  });

  it('prorates a mid-month move to Premium from the change date and credits the revenue share of its AI coaches', async () => {
    const coach = await person('coach');
    const client = await person('client');
    const payer = { kind: 'user', userId: coach.id } as const;
    await ensureAccount(t.db, payer);
    // November has 30 days: the 16th at midnight leaves exactly half.
    await changePlan(t.db, payer, 'premium', new Date('2026-11-16T00:00:00Z'));
    const aiCoach = (await t.db.insertInto('aiCoaches').values({ name: 'Owned', description: 'd', persona: 'p', systemPrompt: 's', createdById: coach.id, coachUserId: coach.id }).returning('id').executeTakeFirstOrThrow()).id;
    await completed(client.id, null, new Date('2026-11-20T10:00:00Z'), 20, aiCoach);
    await completed(client.id, null, new Date('2026-11-21T10:00:00Z'), 20, aiCoach);
    const result = await closeAccountPeriod(deps(), `user:${coach.id}`, periodOf(new Date('2026-11-20T00:00:00Z')), new Date('2026-12-01T00:05:00Z'));
    const lines = await t.db.selectFrom('billingLedger').select(['type', 'amountCents']).where('invoiceId', '=', result!.invoiceId).orderBy('id').execute();
    expect(lines).toEqual([
      { type: 'subscription', amountCents: 25_000 },
      { type: 'proration_credit', amountCents: -12_500 },
      { type: 'proration_charge', amountCents: 25_000 },
      { type: 'revenue_share', amountCents: -600 },
    ]);
    const invoice = await t.db.selectFrom('invoices').selectAll().where('id', '=', result!.invoiceId).executeTakeFirstOrThrow();
    expect(invoice.amountCents).toBe(36_900);
    expect((await t.db.selectFrom('coaches').select('plan').where('userId', '=', coach.id).executeTakeFirstOrThrow()).plan).toBe('premium');
    await expect(changePlan(t.db, payer, 'premium', new Date('2026-11-17T00:00:00Z'))).rejects.toThrow(BILLING_MESSAGES.samePlan);
  });

  it('bills a client from the end of the free trial only', async () => {
    const client = await person('client', { createdAt: '2026-11-20T00:00:00.000Z' });
    const account = await ensureAccount(t.db, { kind: 'user', userId: client.id });
    expect(account.trialEndsAt).toBe('2026-11-27T00:00:00.000Z');
    const result = await closeAccountPeriod(deps(), account.id, periodOf(new Date('2026-11-02T00:00:00Z')), new Date('2026-12-01T00:00:00Z'));
    const invoice = await t.db.selectFrom('invoices').selectAll().where('id', '=', result!.invoiceId).executeTakeFirstOrThrow();
    // $50 for the 4 of 30 days after the trial: 5000 * 4 / 30 = 666.67.
    expect(invoice.amountCents).toBe(667);
    const december = await closeAccountPeriod(deps(), account.id, periodOf(new Date('2026-10-02T00:00:00Z')), new Date('2026-12-01T00:00:00Z'));
    expect(december).toBeNull();
  });

  it('closes every account once and numbers invoices without gaps, however often it runs', async () => {
    const date = new Date('2026-09-10T00:00:00Z');
    const first = await closePeriod(deps(), date, new Date('2026-10-01T00:10:00Z'));
    const second = await closePeriod(deps(), date, new Date('2026-10-01T00:20:00Z'));
    expect(first.created).toBeGreaterThan(0);
    expect(second.created).toBe(0);
    expect(second.existing).toBe(first.created);
    const perAccount = await t.db.selectFrom('invoices').select(['accountId', (eb) => eb.fn.countAll<number>().as('n')]).where('periodStart', '=', '2026-09-01').groupBy('accountId').execute();
    expect(perAccount.every((row) => Number(row.n) === 1)).toBe(true);
    const numbers = (await t.db.selectFrom('invoices').select('number').orderBy('number').execute()).map((row) => row.number);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('gives the number of a close that fails back: the next close takes it, so numbers have no gaps', async () => {
    const failing = await ensureAccount(t.db, { kind: 'user', userId: (await person('coach')).id });
    const other = await ensureAccount(t.db, { kind: 'user', userId: (await person('coach')).id });
    const june = periodOf(new Date('2026-06-10T00:00:00Z'));
    const closedAt = new Date('2026-07-01T00:10:00Z');
    const counter = async () => (await t.db.selectFrom('billingCounters').select('value').where('name', '=', 'invoice').executeTakeFirst())?.value ?? 0;
    const numberOf = async (invoiceId: number) => (await t.db.selectFrom('invoices').select('number').where('id', '=', invoiceId).executeTakeFirstOrThrow()).number;
    const before = await counter();
    // The database refuses this account's invoice row, after the close has written its lines and taken a number.
    await refuseInvoicesOf(failing.id);
    try {
      await expect(closeAccountPeriod(deps(), failing.id, june, closedAt)).rejects.toThrow(/invoice refused by the test/);
    } finally {
      await allowInvoices();
    }
    expect(await counter()).toBe(before);
    expect(await t.db.selectFrom('billingLedger').select('id').where('accountId', '=', failing.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('invoices').select('id').where('accountId', '=', failing.id).execute()).toEqual([]);

    const next = await closeAccountPeriod(deps(), other.id, june, closedAt);
    expect(await numberOf(next!.invoiceId)).toBe(before + 1);
    const retried = await closeAccountPeriod(deps(), failing.id, june, closedAt);
    expect(retried?.created).toBe(true);
    expect(await numberOf(retried!.invoiceId)).toBe(before + 2);
    const numbers = (await t.db.selectFrom('invoices').select('number').orderBy('number').execute()).map((row) => row.number);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('lists the invoice in the history, serves its PDF, and lets a platform admin mark it paid once', async () => {
    const coach = await person('coach');
    const client = await person('client');
    await completed(client.id, coach.coachId, new Date('2026-08-05T10:00:00Z'), 60);
    const account = await ensureAccount(t.db, { kind: 'user', userId: coach.id });
    const { invoiceId } = (await closeAccountPeriod(deps(), account.id, periodOf(new Date('2026-08-05T00:00:00Z')), new Date('2026-09-01T00:00:00Z')))!;
    const http = await t.signIn(coach.email);
    const history = (await http.get('/api/billing/history')).body as Invoice[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: invoiceId, status: 'open', description: 'Basic plan, August 2026', amount: 25_000, pdfUrl: `/api/billing/invoices/${invoiceId}/pdf` });
    const pdf = await http.get(history[0]!.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    const stranger = await t.signIn((await person('coach')).email);
    expect((await stranger.get(history[0]!.pdfUrl)).status).toBe(404);
    expect((await http.post(`/api/billing/invoices/${invoiceId}/mark-paid`, {})).status).toBe(403);
    const admin = await t.signIn('admin@example.com');
    expect((await admin.post(`/api/billing/invoices/${invoiceId}/mark-paid`, {})).status).toBe(200);
    expect((await admin.post(`/api/billing/invoices/${invoiceId}/mark-paid`, {})).status).toBe(409);
    // Once paid by hand, the audit log says who recorded it (once: the refused second call adds nothing).
    const audited = await t.db.selectFrom('auditLog').select('details').where('action', '=', 'billing.invoice_marked_paid').where('subjectId', '=', String(invoiceId)).execute();
    expect(audited.map((row) => JSON.parse(row.details!))).toEqual([{ number: history[0]!.number }]);
    expect(((await http.get('/api/billing/history')).body as Invoice[])[0]!.status).toBe('paid');
  });

  it("tells the account's people when an invoice is issued, paid or repriced, so their open billing screens refresh; nobody else", async () => {
    const organizationId = randomUUID();
    await t.db.insertInto('organizations').values({ id: organizationId, name: `Live ${organizationId.slice(0, 6)}` }).execute();
    const orgAdmin = await person('organization_admin', { organizationId });
    const member = await person('client', { organizationId });
    const outsider = await person('coach');
    const heard: { userIds: string[]; domains: string[] }[] = [];
    const stop = t.app.services.bus.subscribe('data.changed', (change) => {
      if (change.domains.includes('billing')) heard.push(change);
    });
    try {
      const admin = await t.signIn('admin@example.com');
      expect((await admin.put('/api/billing/custom-price', { organizationId, monthlyBase: 900 })).status).toBe(200);
      // On PostgreSQL the bus goes through LISTEN/NOTIFY, in order: each step waits for its event.
      await expect.poll(() => heard).toEqual([{ userIds: [orgAdmin.id], domains: ['billing'] }]);

      const account = await ensureAccount(t.db, { kind: 'organization', organizationId });
      // This month, billed at the price agreed in it, closed as the job does after it ends.
      const month = periodOf(new Date());
      const issuedAt = new Date(Date.parse(month.endIso) + 30 * 60_000);
      const closed = await closeAccountPeriod({ ...deps(), bus: t.app.services.bus }, account.id, month, issuedAt);
      expect(closed?.created).toBe(true);
      await expect.poll(() => heard.length).toBe(2);
      // Nothing said is shown by a marker published after the step: the bus delivers in order, so once the marker is heard, so is anything before it.
      const nothingMoreThan = async (count: number) => {
        const marker = randomUUID();
        t.app.services.bus.publish('data.changed', { userIds: [marker], domains: ['billing'] });
        await expect.poll(() => heard.some((change) => change.userIds.includes(marker))).toBe(true);
        heard.splice(heard.findIndex((change) => change.userIds.includes(marker)), 1);
        expect(heard).toHaveLength(count);
      };
      // Closing again issues nothing, and says nothing.
      await closeAccountPeriod({ ...deps(), bus: t.app.services.bus }, account.id, month, issuedAt);
      await nothingMoreThan(2);
      expect((await admin.post(`/api/billing/invoices/${closed!.invoiceId}/mark-paid`, {})).status).toBe(200);
      await expect.poll(() => heard.length).toBe(3);
      expect((await admin.post(`/api/billing/invoices/${closed!.invoiceId}/mark-paid`, {})).status).toBe(409);
      await nothingMoreThan(3);
      for (const change of heard) {
        expect(change.userIds).toEqual([orgAdmin.id]);
        expect(change.userIds).not.toContain(member.id);
        expect(change.userIds).not.toContain(outsider.id);
      }
    } finally {
      stop();
    }
  });

  it('changes a coach plan over HTTP and shows the proration as usage charges', async () => {
    const coach = await person('coach');
    const http = await t.signIn(coach.email);
    const res = await http.post('/api/billing/plan', { plan: 'premium' });
    expect(res.status, res.text).toBe(200);
    const details = res.body as BillingDetails;
    expect(details.tier).toBe('premium');
    expect(details.usageCharges.map((c) => c.type)).toEqual(['proration_credit', 'proration_charge']);
    expect(details.totalThisMonth).toBe(25_000 + details.usageCharges.reduce((sum, c) => sum + c.amount, 0));
    expect((await http.post('/api/billing/plan', { plan: 'premium' })).status).toBe(409);
    expect((await http.post('/api/billing/plan', { plan: 'gold' })).text).toContain('Plan must be basic or premium');
    const client = await t.signIn('client@example.com');
    expect((await client.post('/api/billing/plan', { plan: 'premium' })).status).toBe(403);
  });
});

describe('Enterprise custom pricing', () => {
  it("lets a platform admin set an organization's agreed monthly price: this month's base, then its invoice; audited", async () => {
    const organizationId = randomUUID();
    await t.db.insertInto('organizations').values({ id: organizationId, name: `Priced ${organizationId.slice(0, 6)}` }).execute();
    const orgAdmin = await person('organization_admin', { organizationId });
    const admin = await t.signIn('admin@example.com');

    const set = await admin.put('/api/billing/custom-price', { organizationId, monthlyBase: 149_999 });
    expect(set.status).toBe(200);
    expect(set.body as BillingDetails).toMatchObject({ tier: 'enterprise', monthlyBase: 149_999, totalThisMonth: 149_999 });
    // The organisation's own admin sees the agreed price.
    const own = (await (await t.signIn(orgAdmin.email)).get('/api/billing/details')).body as BillingDetails;
    expect(own).toMatchObject({ monthlyBase: 149_999, totalThisMonth: 149_999 });
    const audit = await t.db.selectFrom('auditLog').select(['actorId', 'details']).where('action', '=', 'billing.custom_price_set').where('subjectId', '=', organizationId).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details!)).toEqual({ from: null, to: 149_999 });

    // A month before the agreement is not billed at it: last month, with a member's session inside the limits, has nothing to invoice.
    const member = await person('client', { organizationId });
    const now = new Date();
    const lastMonth = periodOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    await completed(member.id, null, new Date(Date.parse(lastMonth.startIso) + 10 * 86_400_000), 45);
    const account = await ensureAccount(t.db, { kind: 'organization', organizationId });
    expect(await closeAccountPeriod(deps(), account.id, lastMonth, new Date(lastMonth.endIso))).toBeNull();
    // This month closes at the agreed base (closed early here; the scheduled job does it once the month is over).
    const thisMonth = periodOf(now);
    const closed = await closeAccountPeriod(deps(), account.id, thisMonth, now);
    const invoice = await t.db.selectFrom('invoices').selectAll().where('id', '=', closed!.invoiceId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ amountCents: 149_999, description: `Enterprise plan, ${thisMonth.label}` });

    // Taken away, the organization has no price again.
    expect(((await admin.put('/api/billing/custom-price', { organizationId, monthlyBase: null })).body as BillingDetails).monthlyBase).toBeNull();
    const after = await t.db.selectFrom('billingAccounts').select(['customMonthlyBaseCents', 'customMonthlyBaseFrom']).where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ customMonthlyBaseCents: null, customMonthlyBaseFrom: null });
  });

  it("is for platform admins only, names bad amounts, and treats an unknown organization as missing", async () => {
    const organizationId = (await t.db.selectFrom('organizations').select('id').where('name', 'like', 'Acme%').executeTakeFirstOrThrow()).id;
    const orgAdmin = await t.signIn('orgadmin@acme.example');
    const refused = await orgAdmin.put('/api/billing/custom-price', { organizationId, monthlyBase: 1 });
    expect(refused.status).toBe(403);
    expect((await t.anon.put('/api/billing/custom-price', { organizationId, monthlyBase: 1 })).status).toBe(401);
    const admin = await t.signIn('admin@example.com');
    for (const [monthlyBase, message] of [
      [-1, 'Monthly price cannot be negative'],
      [10.5, 'Monthly price must be a whole number of cents'],
      ['100', 'Monthly price must be a whole number of cents'],
      [100_000_001, 'Monthly price is at most $1,000,000.00'],
    ] as const) {
      const res = await admin.put('/api/billing/custom-price', { organizationId, monthlyBase });
      expect(res.status, String(monthlyBase)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const unknown = await admin.put('/api/billing/custom-price', { organizationId: 'no-such-org', monthlyBase: 100 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(BILLING_MESSAGES.accountNotFound);
    // Acme is untouched by all of that.
    expect(((await orgAdmin.get('/api/billing/details')).body as BillingDetails).monthlyBase).toBeNull();
  });
});

describe('Stripe payments', () => {
  let stripe: FakeStripe;
  let app: TestApp;
  const secret = 'whsec_test_secret';
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await startTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_catalyst', STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: stripe.url } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  it('sends a closed invoice to Stripe and marks it paid on a correctly signed invoice.paid event only', async () => {
    const id = randomUUID();
    await app.db.insertInto('users').values({ id, email: `stripe-${id.slice(0, 6)}@billing.example`, firstName: 'Stripe', lastName: 'Coach', role: 'coach', organizationId: null, profileImageUrl: null }).execute();
    await app.db.insertInto('coaches').values({ userId: id, title: 'Coach', plan: 'premium' }).execute();
    const account = await ensureAccount(app.db, { kind: 'user', userId: id });
    const payments = paymentProviderFor(app.config.billing);
    expect(payments.id).toBe('stripe');
    const { invoiceId } = (await closeAccountPeriod({ db: app.db, storage: app.app.services.storage, payments }, account.id, periodOf(new Date('2026-07-10T00:00:00Z')), new Date('2026-08-01T00:00:00Z')))!;
    expect(stripe.requests.map((r) => `${r.method} ${r.path.replace(/in_\d+/, 'in_X')}`)).toEqual(['POST /v1/customers', 'POST /v1/invoices', 'POST /v1/invoiceitems', 'POST /v1/invoices/in_X/finalize']);
    expect(stripe.requests[2]!.body).toMatchObject({ amount: '50000', currency: 'usd' });
    expect(stripe.requests[1]!.idempotencyKey).toBe(`invoice-${invoiceId}`);
    const invoice = await app.db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
    expect(invoice.providerInvoiceId).toMatch(/^in_/);

    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: { id: invoice.providerInvoiceId, object: 'invoice', metadata: { invoiceId: String(invoiceId) } } } });
    const bad = await app.anon.request('POST', '/api/billing/webhook', undefined, { raw: payload, headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Webhook refused/);
    expect((await app.db.selectFrom('invoices').select('status').where('id', '=', invoiceId).executeTakeFirstOrThrow()).status).toBe('open');

    const header = new Stripe('sk_test_catalyst').webhooks.generateTestHeaderString({ payload, secret });
    const good = await app.anon.request('POST', '/api/billing/webhook', undefined, { raw: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
    expect(good.status, good.text).toBe(200);
    expect((await app.db.selectFrom('invoices').select('status').where('id', '=', invoiceId).executeTakeFirstOrThrow()).status).toBe('paid');
    const again = await app.anon.request('POST', '/api/billing/webhook', undefined, { raw: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
    expect(again.body).toEqual({ received: true, duplicate: true });
  });

  it('refuses webhooks when payments are manual', async () => {
    const res = await t.anon.request('POST', '/api/billing/webhook', { id: 'evt_2' });
    expect(res.status).toBe(400);
  });
});
