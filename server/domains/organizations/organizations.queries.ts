import { randomUUID } from 'node:crypto';
import { ORG_MANAGER_ROLES, type Role } from '@shared/constants/roles';
import type { Organization, OrganizationUser, OrganizationValues } from '@shared/schemas/organizations';
import type { Database, Tx } from '../../db';
import type { Organization as OrganizationRow } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { parseJsonList } from '../coaches/coaches.queries';

export function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    industry: row.industry,
    size: row.size,
    description: row.description,
    coachingGoals: parseJsonList(row.coachingGoals),
    createdAt: row.createdAt,
  };
}

export function findOrganizationByDomain(db: Database | Tx, domain: string) {
  return db.selectFrom('organizations').select('id').where('domain', '=', domain).executeTakeFirst();
}

/** The organisation, its creator as organization_admin and member, and the audit trail: together or not at all. */
export async function createOrganization(db: Database, creator: { id: string; role: Role }, input: OrganizationValues): Promise<OrganizationRow> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const org = await trx
      .insertInto('organizations')
      .values({
        id,
        name: input.name,
        domain: input.domain,
        industry: input.industry,
        size: input.size,
        description: input.description,
        coachingGoals: JSON.stringify(input.coachingGoals),
        createdById: creator.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ organizationId: id, role: 'organization_admin', updatedAt: new Date().toISOString() })
      .where('id', '=', creator.id)
      .execute();
    await recordAudit(trx, { actorId: creator.id, action: 'organization.created', subjectType: 'organization', subjectId: id, details: { name: input.name } });
    await recordAudit(trx, { actorId: creator.id, action: 'organization.member_added', subjectType: 'user', subjectId: creator.id, details: { organizationId: id, role: 'organization_admin' } });
    if (creator.role !== 'organization_admin') {
      await recordAudit(trx, { actorId: creator.id, action: 'user.role_changed', subjectType: 'user', subjectId: creator.id, details: { from: creator.role, to: 'organization_admin' } });
    }
    return org;
  });
}

export interface Viewer {
  id: string;
  role: Role;
  organizationId: string | null;
}

/** Who may read an organisation's people: its admins, leads and HR, and platform admins. */
export function mayReadOrganizationUsers(viewer: Viewer, organizationId: string): boolean {
  if (viewer.role === 'admin') return true;
  return viewer.organizationId === organizationId && (ORG_MANAGER_ROLES as readonly Role[]).includes(viewer.role);
}

/** Members of one organisation, only for a viewer allowed to read them (null otherwise). */
export async function listOrganizationUsers(db: Database, viewer: Viewer, organizationId: string): Promise<OrganizationUser[] | null> {
  if (!mayReadOrganizationUsers(viewer, organizationId)) return null;
  return db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'email', 'role', 'profileImageUrl', 'organizationId'])
    .where('organizationId', '=', organizationId)
    .orderBy('firstName')
    .orderBy('lastName')
    .orderBy('email')
    .execute();
}

export function organizationExists(db: Database, organizationId: string) {
  return db.selectFrom('organizations').select('id').where('id', '=', organizationId).executeTakeFirst();
}
