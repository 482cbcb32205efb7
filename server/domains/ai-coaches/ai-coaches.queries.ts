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
    coachUserId: row.coachUserId,
  };
}

export type AiCoachViewer = Pick<CurrentUser, 'id' | 'organizationId'>;

/**
 * Active AI coaches the user may see: the platform's, the user's own organisation's, and those a
 * Premium coach made for their clients (seen by that coach's clients and the coach), never another's.
 */
function visibleAiCoaches(db: Database | Tx, user: AiCoachViewer) {
  return db
    .selectFrom('aiCoaches')
    .selectAll()
    .where('isActive', '=', true)
    .where((eb) =>
      eb.or([
        eb.and([eb('organizationId', 'is', null), eb('coachUserId', 'is', null)]),
        ...(user.organizationId ? [eb('organizationId', '=', user.organizationId)] : []),
        eb('coachUserId', '=', user.id),
        eb('coachUserId', 'in', eb.selectFrom('coachClients').select('coachClients.coachUserId').where('coachClients.clientUserId', '=', user.id)),
      ]),
    );
}

// The organisation's (and one's coach's) own coaches first: they were made for these users.
const platformLast = sql<number>`case when ${sql.ref('ai_coaches.organization_id')} is null and ${sql.ref('ai_coaches.coach_user_id')} is null then 1 else 0 end`;

export async function listVisibleAiCoaches(db: Database, user: AiCoachViewer, page: PageRequest): Promise<Page<AiCoach>> {
  const rows = await keysetPage(
    visibleAiCoaches(db, user),
    [numberKey(platformLast, 'asc', (row) => (row.organizationId === null && row.coachUserId === null ? 1 : 0)), numberKey('ai_coaches.id', 'asc', (row) => row.id)],
    page,
  );
  return mapPage(rows, toAiCoach);
}

export async function findVisibleAiCoach(db: Database | Tx, user: AiCoachViewer, id: number): Promise<AiCoach | undefined> {
  const row = await visibleAiCoaches(db, user).where('id', '=', id).executeTakeFirst();
  return row ? toAiCoach(row) : undefined;
}

type ManagedRow = AiCoachRow & { organizationName: string | null };

export function toManagedAiCoach(row: ManagedRow): ManagedAiCoach {
  return { ...toAiCoach(row), systemPrompt: row.systemPrompt, organizationName: row.organizationName, createdAt: row.createdAt, createdById: row.createdById };
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

/** Whose AI coach it is: an organisation's, a Premium coach's (for their clients), or the platform's (both null). */
export interface AiCoachOwner {
  organizationId: string | null;
  coachUserId: string | null;
}

export async function countAiCoachesOf(db: Database | Tx, owner: AiCoachOwner): Promise<number> {
  let query = db.selectFrom('aiCoaches').select((eb) => eb.fn.countAll<number>().as('n'));
  if (owner.coachUserId) query = query.where('coachUserId', '=', owner.coachUserId);
  else query = query.where('organizationId', owner.organizationId === null ? 'is' : '=', owner.organizationId).where('coachUserId', 'is', null);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The AI coaches the caller made (the builder lists them to edit), newest first; assistants' coaches are the generator's. */
export async function listOwnAiCoaches(db: Database, userId: string, page: PageRequest): Promise<Page<ManagedAiCoach>> {
  const query = managedSelect(db)
    .where('aiCoaches.createdById', '=', userId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('aiAssistants').select('aiAssistants.id').whereRef('aiAssistants.aiCoachId', '=', 'aiCoaches.id'))));
  const rows = await keysetPage(query, [numberKey('ai_coaches.id', 'desc', (row) => row.id)], page);
  return mapPage(rows, toManagedAiCoach);
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
export async function insertAiCoach(db: Database | Tx, actorId: string, owner: AiCoachOwner, coach: NewAiCoach, isActive = true): Promise<ManagedAiCoach> {
  const insert = async (trx: Tx) => {
    await ensureBelowCap(trx, 'aiCoachesPerOwner', owner.coachUserId ? `coach:${owner.coachUserId}` : `organization:${owner.organizationId ?? 'platform'}`, () => countAiCoachesOf(trx, owner));
    const { id } = await trx
      .insertInto('aiCoaches')
      .values({ ...coach, specialties: JSON.stringify(coach.specialties), organizationId: owner.organizationId, coachUserId: owner.coachUserId, isActive, createdById: actorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actorId, action: 'ai_coach.created', subjectType: 'ai_coach', subjectId: id, details: { name: coach.name, ...owner } });
    const created = await findManagedAiCoach(trx, id);
    if (!created) throw new Error(`AI coach ${id} vanished inside its own transaction`);
    return created;
  };
  return db.isTransaction ? insert(db as Tx) : db.transaction().execute(insert);
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
