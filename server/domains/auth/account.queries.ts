import type { Role } from '@shared/constants/roles';
import type { Database } from '../../db';
import { otherActiveOrganizationAdmins, otherActivePlatformAdmins } from '../../db/admins';
import { adminLockKeys, lockKeys } from '../../db/dialect';
import { recordAudit } from '../../lib/audit';

export interface RoleChange {
  userId: string;
  actorId: string;
  from: Role;
  to: Role;
  organizationId: string | null;
}

export type RoleChangeOutcome = 'changed' | 'last_admin' | 'last_organization_admin' | 'changed_meanwhile';

/**
 * Changes a user's role and records who did it, together. One conditional UPDATE decides: the role
 * is still `from`, and leaving admin (or an organisation's admin) leaves another one behind, so two
 * admins demoting themselves at once cannot both succeed.
 */
export async function setUserRole(db: Database, change: RoleChange): Promise<RoleChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    // PostgreSQL runs these side by side: who else is admin is decided one change at a time.
    await lockKeys(trx, ...adminLockKeys(change.organizationId));
    let update = trx
      .updateTable('users')
      .set({ role: change.to, updatedAt: new Date().toISOString() })
      .where('id', '=', change.userId)
      .where('role', '=', change.from);
    if (change.from === 'admin') update = update.where(({ exists, selectFrom }) => exists(otherActivePlatformAdmins(selectFrom, change.userId)));
    const orgId = change.organizationId;
    if (change.from === 'organization_admin' && orgId) update = update.where(({ exists, selectFrom }) => exists(otherActiveOrganizationAdmins(selectFrom, orgId, change.userId)));
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const current = await trx.selectFrom('users').select('role').where('id', '=', change.userId).executeTakeFirst();
      if (current?.role !== change.from) return 'changed_meanwhile';
      return change.from === 'admin' ? 'last_admin' : 'last_organization_admin';
    }
    await recordAudit(trx, {
      actorId: change.actorId,
      action: 'user.role_changed',
      subjectType: 'user',
      subjectId: change.userId,
      details: { from: change.from, to: change.to, organizationId: change.organizationId },
    });
    return 'changed';
  });
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string | null;
}

export async function updateUserProfile(db: Database, userId: string, changes: ProfileChanges): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
    await recordAudit(trx, { actorId: userId, action: 'user.password_changed', subjectType: 'user', subjectId: userId });
  });
}
