import { TRPCError } from '@trpc/server';
import { BILLING_MESSAGES, type BillingPlanId, BILLING_PLANS, mayUseBilling } from '@shared/constants/billing';
import type { Role } from '@shared/constants/roles';
import type { Database, Tx } from '../../db';
import type { EventBus } from '../../lib/event-bus';
import { publishDataChange } from '../../lib/live-changes';

export interface BillingViewer {
  id: string;
  role: Role;
  organizationId: string | null;
}

/** Who pays: a person (an independent client, a coach) or an organisation. */
export type Payer = { kind: 'user'; userId: string } | { kind: 'organization'; organizationId: string };

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: BILLING_MESSAGES.accountNotFound });

/** The paying account a billing call reads: the caller's own; platform admins name one. */
export async function payerFor(db: Database, viewer: BillingViewer, requested: { organizationId?: string; userId?: string }): Promise<Payer> {
  if (viewer.role === 'admin') {
    if (requested.organizationId) {
      const org = await db.selectFrom('organizations').select('id').where('id', '=', requested.organizationId).executeTakeFirst();
      if (!org) throw notFound();
      return { kind: 'organization', organizationId: org.id };
    }
    if (requested.userId) {
      const user = await db.selectFrom('users').select(['id', 'role', 'organizationId']).where('id', '=', requested.userId).executeTakeFirst();
      if (!user || user.role === 'admin' || !mayUseBilling(user.role, user.organizationId) || user.role === 'organization_admin') throw notFound();
      return { kind: 'user', userId: user.id };
    }
    throw new TRPCError({ code: 'BAD_REQUEST', message: BILLING_MESSAGES.chooseAccount });
  }
  // Someone else's organisation or person is invisible.
  if (requested.organizationId && requested.organizationId !== viewer.organizationId) throw notFound();
  if (requested.userId && requested.userId !== viewer.id) throw notFound();
  if (viewer.role === 'organization_admin' && viewer.organizationId) return { kind: 'organization', organizationId: viewer.organizationId };
  if (viewer.role === 'coach' || (viewer.role === 'client' && !viewer.organizationId)) return { kind: 'user', userId: viewer.id };
  throw new TRPCError({ code: 'FORBIDDEN', message: BILLING_MESSAGES.forbidden });
}

export const accountIdOf = (payer: Payer) => (payer.kind === 'user' ? `user:${payer.userId}` : `org:${payer.organizationId}`);

/** The plan a new account starts on: organisations enterprise, coaches their onboarding plan, clients the client plan with its trial. */
async function initialPlan(db: Database | Tx, payer: Payer): Promise<{ planId: BillingPlanId; trialEndsAt: string | null }> {
  if (payer.kind === 'organization') return { planId: 'enterprise', trialEndsAt: null };
  const user = await db.selectFrom('users').leftJoin('coaches', 'coaches.userId', 'users.id').select(['users.role', 'users.createdAt', 'coaches.plan']).where('users.id', '=', payer.userId).executeTakeFirst();
  if (!user) return { planId: 'starter', trialEndsAt: null };
  if (user.role === 'coach') return { planId: user.plan ?? 'basic', trialEndsAt: null };
  if (user.role === 'client') return { planId: 'client', trialEndsAt: new Date(new Date(user.createdAt).getTime() + BILLING_PLANS.client.trialDays * 86_400_000).toISOString() };
  return { planId: 'starter', trialEndsAt: null };
}

/** The account row, created on first use (its id is derived from the payer, so two first uses make one row). */
export async function ensureAccount(db: Database | Tx, payer: Payer) {
  const id = accountIdOf(payer);
  const existing = await db.selectFrom('billingAccounts').selectAll().where('id', '=', id).executeTakeFirst();
  if (existing) return existing;
  const plan = await initialPlan(db, payer);
  await db
    .insertInto('billingAccounts')
    .values({
      id,
      userId: payer.kind === 'user' ? payer.userId : null,
      organizationId: payer.kind === 'organization' ? payer.organizationId : null,
      planId: plan.planId,
      trialEndsAt: plan.trialEndsAt,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return db.selectFrom('billingAccounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export type BillingAccount = Awaited<ReturnType<typeof ensureAccount>>;

export const payerOf = (account: Pick<BillingAccount, 'userId' | 'organizationId'>): Payer =>
  account.organizationId ? { kind: 'organization', organizationId: account.organizationId } : { kind: 'user', userId: account.userId! };

/** The people who see an account's billing screens: its person, or its organisation's admins (a handful). */
async function accountViewers(db: Database, accountId: string): Promise<string[]> {
  const account = await db.selectFrom('billingAccounts').select(['userId', 'organizationId']).where('id', '=', accountId).executeTakeFirst();
  if (!account) return [];
  if (account.userId) return [account.userId];
  if (!account.organizationId) return [];
  const admins = await db.selectFrom('users').select('id').where('organizationId', '=', account.organizationId).where('role', '=', 'organization_admin').limit(100).execute();
  return admins.map((admin) => admin.id);
}

/** An account's invoices or charges changed outside its people's own requests (a closed month, a payment): their open billing screens refresh. */
export async function publishBillingChange(db: Database, bus: EventBus | undefined, accountId: string | null | undefined): Promise<void> {
  if (!bus || !accountId) return;
  publishDataChange(bus, await accountViewers(db, accountId), 'billing');
}
