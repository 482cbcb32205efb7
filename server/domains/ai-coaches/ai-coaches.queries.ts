import { AI_ICON_TYPES, type AiIconType } from '@shared/constants/coaching';
import type { AiCoach, ManagedAiCoach } from '@shared/schemas/ai-coaches';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Database, Tx } from '../../db';
import type { AiCoachesTable } from '../../db/schema';
import { type Selectable, sql } from 'kysely';
import type { Page } from '@shared/schemas/paging';
import { keysetPage, mapPage, numberKey, type PageRequest } from '../../lib/paging';
import { parseJsonList } from '../coaches/coaches.queries';
import { recordAudit } from '../../lib/audit';
import { ensureBelowCap } from '../../lib/caps';

type AiCoachRow = Selectable<AiCoachesTable>;

export function toIconType(value: string): AiIconType {
  return (AI_ICON_TYPES as readonly string[]).includes(value) ? (value as AiIconType) : 'bot';
}

export function toAiCoach(row: AiCoachRow): AiCoach {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    persona: row.persona,
    specialties: parseJsonList(row.specialties),
    iconType: toIconType(row.iconType),
    iconColor: row.iconColor,
    isActive: Boolean(row.isActive),
    organizationId: row.organizationId,
  };
}

/** Active AI coaches the user may see: the platform's and the user's own organisation's, never another's. */
function visibleAiCoaches(db: Database | Tx, user: Pick<CurrentUser, 'organizationId'>) {
  return db
    .selectFrom('aiCoaches')
    .selectAll()
    .where('isActive', '=', true)
    .where((eb) =>
      user.organizationId ? eb.or([eb('organizationId', 'is', null), eb('organizationId', '=', user.organizationId)]) : eb('organizationId', 'is', null),
    );
}

// The organisation's own coaches first: they were made for these users.
const platformLast = sql<number>`case when ${sql.ref('ai_coaches.organization_id')} is null then 1 else 0 end`;

export async function listVisibleAiCoaches(db: Database, user: Pick<CurrentUser, 'organizationId'>, page: PageRequest): Promise<Page<AiCoach>> {
  const rows = await keysetPage(
    visibleAiCoaches(db, user),
    [numberKey(platformLast, 'asc', (row) => (row.organizationId === null ? 1 : 0)), numberKey('ai_coaches.id', 'asc', (row) => row.id)],
    page,
  );
  return mapPage(rows, toAiCoach);
}

export async function findVisibleAiCoach(db: Database | Tx, user: Pick<CurrentUser, 'organizationId'>, id: number): Promise<AiCoach | undefined> {
  const row = await visibleAiCoaches(db, user).where('id', '=', id).executeTakeFirst();
  return row ? toAiCoach(row) : undefined;
}

type ManagedRow = AiCoachRow & { organizationName: string | null };

export function toManagedAiCoach(row: ManagedRow): ManagedAiCoach {
  return { ...toAiCoach(row), systemPrompt: row.systemPrompt, organizationName: row.organizationName, createdAt: row.createdAt };
}

function managedSelect(db: Database | Tx) {
  return db.selectFrom('aiCoaches').leftJoin('organizations', 'organizations.id', 'aiCoaches.organizationId').selectAll('aiCoaches').select('organizations.name as organizationName');
}

/**
 * Every AI coach, active or not, newest first: all for platform admins (or those of one organisation,
 * 'platform' for the platform's own).
 */
export async function listManagedAiCoaches(db: Database, organizationId: string | undefined, page: PageRequest): Promise<Page<ManagedAiCoach>> {
  let query = managedSelect(db);
  if (organizationId === 'platform') query = query.where('aiCoaches.organizationId', 'is', null);
  else if (organizationId) query = query.where('aiCoaches.organizationId', '=', organizationId);
  const rows = await keysetPage(query, [numberKey('ai_coaches.id', 'desc', (row) => row.id)], page);
  return mapPage(rows, toManagedAiCoach);
}

export async function findManagedAiCoach(db: Database | Tx, id: number): Promise<ManagedAiCoach | undefined> {
  const row = await managedSelect(db).where('aiCoaches.id', '=', id).executeTakeFirst();
  return row ? toManagedAiCoach(row) : undefined;
}

export async function countAiCoachesOf(db: Database | Tx, organizationId: string | null): Promise<number> {
  const row = await db
    .selectFrom('aiCoaches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organizationId', organizationId === null ? 'is' : '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewAiCoach {
  name: string;
  description: string;
  persona: string;
  specialties: string[];
  systemPrompt: string;
  iconType: AiIconType;
  iconColor: string;
}

/** The coach, within the owner's cap, and the audit entry: together. */
export async function insertAiCoach(db: Database, actorId: string, organizationId: string | null, coach: NewAiCoach): Promise<ManagedAiCoach> {
  return db.transaction().execute(async (trx) => {
    ensureBelowCap('aiCoachesPerOwner', await countAiCoachesOf(trx, organizationId));
    const { id } = await trx
      .insertInto('aiCoaches')
      .values({ ...coach, specialties: JSON.stringify(coach.specialties), organizationId, isActive: true, createdById: actorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId, action: 'ai_coach.created', subjectType: 'ai_coach', subjectId: id, details: { name: coach.name, organizationId } });
    const created = await findManagedAiCoach(trx, id);
    if (!created) throw new Error(`AI coach ${id} vanished inside its own transaction`);
    return created;
  });
}

export type AiCoachChanges = Partial<NewAiCoach> & { isActive?: boolean };

export async function updateAiCoach(db: Database, actorId: string, id: number, changes: AiCoachChanges): Promise<ManagedAiCoach | undefined> {
  return db.transaction().execute(async (trx) => {
    const { specialties, ...rest } = changes;
    const values = { ...rest, ...(specialties ? { specialties: JSON.stringify(specialties) } : {}) };
    if (Object.keys(values).length > 0) {
      await trx
        .updateTable('aiCoaches')
        .set({ ...values, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      const fields = Object.keys(changes).filter((key) => key !== 'isActive');
      await recordAudit(trx, {
        actorId,
        action: changes.isActive === undefined ? 'ai_coach.updated' : changes.isActive ? 'ai_coach.activated' : 'ai_coach.deactivated',
        subjectType: 'ai_coach',
        subjectId: id,
        details: { fields },
      });
    }
    return findManagedAiCoach(trx, id);
  });
}
