import type { PlatformSettings } from '@shared/schemas/admin';
import type { Database, Tx } from '../../db';
import { recordAudit } from '../../lib/audit';

const ROW_ID = 'platform';
const DEFAULTS: PlatformSettings = { allowAiCoaches: true, requireSessionApproval: false };

/** The admin panel's platform-wide switches (defaults when the row is missing). */
export async function getPlatformSettings(db: Database | Tx): Promise<PlatformSettings> {
  const row = await db.selectFrom('platformSettings').select(['allowAiCoaches', 'requireSessionApproval']).where('id', '=', ROW_ID).executeTakeFirst();
  if (!row) return DEFAULTS;
  return { allowAiCoaches: Boolean(row.allowAiCoaches), requireSessionApproval: Boolean(row.requireSessionApproval) };
}

/** Stores the switches and who changed which from what, together. */
export async function updatePlatformSettings(db: Database, actorId: string, changes: Partial<PlatformSettings>): Promise<PlatformSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await getPlatformSettings(trx);
    const after = { ...before, ...changes };
    await trx
      .insertInto('platformSettings')
      .values({ id: ROW_ID, ...after, updatedById: actorId, updatedAt: new Date().toISOString() })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...after, updatedById: actorId, updatedAt: new Date().toISOString() }))
      .execute();
    const changed = Object.fromEntries(
      (Object.keys(after) as (keyof PlatformSettings)[]).filter((key) => after[key] !== before[key]).map((key) => [key, { from: before[key], to: after[key] }]),
    );
    if (Object.keys(changed).length > 0) await recordAudit(trx, { actorId, action: 'platform.settings_changed', subjectType: 'platform', subjectId: ROW_ID, details: changed });
    return after;
  });
}
