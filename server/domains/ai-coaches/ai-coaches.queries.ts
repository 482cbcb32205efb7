import { AI_ICON_TYPES, type AiIconType } from '@shared/constants/coaching';
import type { AiCoach } from '@shared/schemas/ai-coaches';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Database, Tx } from '../../db';
import type { AiCoachesTable } from '../../db/schema';
import type { Selectable } from 'kysely';
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

export async function listVisibleAiCoaches(db: Database, user: Pick<CurrentUser, 'organizationId'>): Promise<AiCoach[]> {
  // The organisation's own coaches first: they were made for these users.
  const rows = await visibleAiCoaches(db, user).orderBy((eb) => eb.case().when('organizationId', 'is', null).then(1).else(0).end(), 'asc')
    .orderBy('id', 'asc').execute();
  return rows.map(toAiCoach);
}

export async function findVisibleAiCoach(db: Database | Tx, user: Pick<CurrentUser, 'organizationId'>, id: number): Promise<AiCoach | undefined> {
  const row = await visibleAiCoaches(db, user).where('id', '=', id).executeTakeFirst();
  return row ? toAiCoach(row) : undefined;
}
