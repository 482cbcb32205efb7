import { AI_ICON_TYPES, type AiIconType } from '@shared/constants/coaching';
import type { AiCoach } from '@shared/schemas/ai-coaches';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Database, Tx } from '../../db';
import type { AiCoachesTable } from '../../db/schema';
import { type Selectable, sql } from 'kysely';
import type { Page } from '@shared/schemas/paging';
import { keysetPage, mapPage, numberKey, type PageRequest } from '../../lib/paging';
import { parseJsonList } from '../coaches/coaches.queries';

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
