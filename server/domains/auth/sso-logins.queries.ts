import { randomUUID } from 'node:crypto';
import type { SsoErrorCode } from '@shared/constants/sso';
import type { Database, Tx } from '../../db';
import type { SsoLoginAttemptsTable } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';

export async function insertLoginAttempt(db: Database, attempt: SsoLoginAttemptsTable): Promise<void> {
  // Abandoned attempts go on the way (an index on expires_at keeps this cheap).
  await db.deleteFrom('ssoLoginAttempts').where('expiresAt', '<', new Date().toISOString()).execute();
  await db.insertInto('ssoLoginAttempts').values(attempt).execute();
}

/** Takes the attempt out (single use: a replayed callback finds nothing); undefined when unknown or expired. */
export async function takeLoginAttempt(db: Database, keyHash: string): Promise<SsoLoginAttemptsTable | undefined> {
  const row = await db.deleteFrom('ssoLoginAttempts').where('keyHash', '=', keyHash).returningAll().executeTakeFirst();
  if (!row || Date.parse(row.expiresAt) <= Date.now()) return undefined;
  return row;
}

export interface SsoProfile {
  issuer: string;
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export type SsoAccount = { userId: string; created: boolean } | { refused: SsoErrorCode };

/**
 * The account a provider's person signs in as: the one linked to (issuer, subject), else the one with
 * the e-mail address, else a new one; each joins the organisation as a member when it has none.
 * Accounts of another organisation and platform admins are refused. One transaction.
 */
export async function accountForSsoProfile(db: Database, organizationId: string, profile: SsoProfile): Promise<SsoAccount> {
  try {
    return await db.transaction().execute((trx) => resolveAccount(trx, organizationId, profile));
  } catch (error) {
    // A first sign-in racing another for the same person: the second finds the first's account.
    if (isUniqueViolation(error)) return db.transaction().execute((trx) => resolveAccount(trx, organizationId, profile));
    throw error;
  }
}

async function resolveAccount(trx: Tx, organizationId: string, profile: SsoProfile): Promise<SsoAccount> {
  const now = new Date().toISOString();
  const linked = await trx
    .selectFrom('ssoIdentities')
    .innerJoin('users', 'users.id', 'ssoIdentities.userId')
    .select(['users.id', 'users.role', 'users.organizationId'])
    .where('ssoIdentities.organizationId', '=', organizationId)
    .where('ssoIdentities.issuer', '=', profile.issuer)
    .where('ssoIdentities.subject', '=', profile.subject)
    .executeTakeFirst();
  let user = linked ?? (await trx.selectFrom('users').select(['id', 'role', 'organizationId']).where('email', '=', profile.email).executeTakeFirst());
  let created = false;
  if (!user) {
    user = await trx
      .insertInto('users')
      .values({ id: randomUUID(), email: profile.email, firstName: profile.firstName, lastName: profile.lastName, role: 'client', passwordHash: null, profileImageUrl: null, organizationId: null })
      .returning(['id', 'role', 'organizationId'])
      .executeTakeFirstOrThrow();
    created = true;
  }
  if (user.role === 'admin') return { refused: 'platform_admin' };
  if (user.organizationId && user.organizationId !== organizationId) return { refused: 'other_organization' };
  if (!user.organizationId) {
    const joined = await trx
      .updateTable('users')
      .set({ organizationId, organizationStatus: 'active', organizationJoinedAt: now, updatedAt: now })
      .where('id', '=', user.id)
      .where('organizationId', 'is', null)
      .executeTakeFirst();
    if (Number(joined.numUpdatedRows) === 0) return { refused: 'other_organization' };
    await recordAudit(trx, { actorId: user.id, action: 'organization.member_added', subjectType: 'user', subjectId: user.id, details: { organizationId, role: user.role, via: 'sso', created } });
  }
  if (linked) {
    await trx
      .updateTable('ssoIdentities')
      .set({ lastSignInAt: now })
      .where('organizationId', '=', organizationId)
      .where('issuer', '=', profile.issuer)
      .where('subject', '=', profile.subject)
      .execute();
  } else {
    await trx.insertInto('ssoIdentities').values({ organizationId, issuer: profile.issuer, subject: profile.subject, userId: user.id, lastSignInAt: now }).execute();
  }
  return { userId: user.id, created };
}
