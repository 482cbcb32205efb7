import type { Role } from '@shared/constants/roles';
import type { CoachProfileValues } from '@shared/schemas/coach-onboarding';
import { hourlyRateToCents } from '@shared/schemas/coach-onboarding';
import type { Database } from '../../db';
import { recordAudit } from '../../lib/audit';

/** Creates or updates the caller's coach profile and gives them the coach role, together. */
export async function upsertCoachProfile(db: Database, user: { id: string; role: Role }, input: CoachProfileValues): Promise<void> {
  const now = new Date().toISOString();
  const fields = {
    title: input.title,
    bio: input.bio,
    resume: input.resume,
    hourlyRateCents: hourlyRateToCents(input.hourlyRate) ?? 0,
    experienceYears: input.experience,
    timezone: input.timezone,
    specialties: JSON.stringify(input.specialties),
  };
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('coaches').select('id').where('userId', '=', user.id).executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('coaches')
        .set({ ...fields, ...(input.plan ? { plan: input.plan } : {}), updatedAt: now })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('coaches')
        .values({ userId: user.id, ...fields, plan: input.plan ?? 'basic' })
        .execute();
    }
    if (user.role !== 'coach') {
      await trx.updateTable('users').set({ role: 'coach', updatedAt: now }).where('id', '=', user.id).execute();
      await recordAudit(trx, { actorId: user.id, action: 'user.role_changed', subjectType: 'user', subjectId: user.id, details: { from: user.role, to: 'coach' } });
    }
  });
}
