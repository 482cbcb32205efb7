import type { Role } from '@shared/constants/roles';
import type { Database } from '../../db';
import { recordAudit } from '../../lib/audit';

/** Changes a user's role and records who did it, together. */
export async function setUserRole(db: Database, userId: string, from: Role, to: Role): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ role: to, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
    await recordAudit(trx, { actorId: userId, action: 'user.role_changed', subjectType: 'user', subjectId: userId, details: { from, to } });
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
