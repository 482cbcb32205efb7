import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { FEATURE_IDS, type FeatureId } from '@shared/constants/features';
import { ORG_MANAGER_ROLES, type Role } from '@shared/constants/roles';
import type { Page } from '@shared/schemas/paging';
import type { Organization, OrganizationSummary, OrganizationUser, OrganizationValues } from '@shared/schemas/organizations';
import type { Database, Tx } from '../../db';
import type { Organization as OrganizationRow } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { keysetPage, mapPage, type PageRequest, textKey } from '../../lib/paging';
import { containsPattern, lowerLike } from '../../lib/search';
import { parseJsonList } from '../coaches/coaches.queries';
import type { Viewer } from './organization-scope';

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
      .set({ organizationId: id, role: 'organization_admin', organizationStatus: 'active', organizationJoinedAt: new Date().toISOString(), updatedAt: new Date().toISOString() })
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

/** Who may read an organisation's people: its admins, leads and HR, and platform admins. */
export function mayReadOrganizationUsers(viewer: Viewer, organizationId: string): boolean {
  if (viewer.role === 'admin') return true;
  return viewer.organizationId === organizationId && (ORG_MANAGER_ROLES as readonly Role[]).includes(viewer.role);
}

/** A person's name as the lists sort it: lower-cased "first last", the e-mail when there is no name. */
export const sortNameOf = (table: 'users' | 'u') =>
  sql<string>`lower(coalesce(nullif(trim(coalesce(${sql.ref(`${table}.firstName`)}, '') || ' ' || coalesce(${sql.ref(`${table}.lastName`)}, '')), ''), ${sql.ref(`${table}.email`)}))`;

/** A page of one organisation's members by name, only for a viewer allowed to read them (null otherwise). */
export async function listOrganizationUsers(db: Database, viewer: Viewer, organizationId: string, page: PageRequest): Promise<Page<OrganizationUser> | null> {
  if (!mayReadOrganizationUsers(viewer, organizationId)) return null;
  const query = db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'email', 'role', 'profileImageUrl', 'organizationId'])
    .select(sortNameOf('users').as('sortName'))
    .where('organizationId', '=', organizationId);
  const rows = await keysetPage(query, [textKey(sortNameOf('users'), 'asc', (row) => row.sortName), textKey('users.id', 'asc', (row) => row.id)], page);
  return mapPage(rows, ({ sortName: _sort, ...user }) => user);
}

/** The organisation, for its members and platform admins; undefined (404) for everyone else. */
export async function findOrganizationForViewer(db: Database, viewer: Viewer, organizationId: string): Promise<OrganizationRow | undefined> {
  if (viewer.role !== 'admin' && viewer.organizationId !== organizationId) return undefined;
  return db.selectFrom('organizations').selectAll().where('id', '=', organizationId).executeTakeFirst();
}

/** Every organisation by name with its member count (platform admins choose the one to look at). */
export async function listOrganizations(db: Database, input: PageRequest & { search?: string }): Promise<Page<OrganizationSummary>> {
  let query = db
    .selectFrom('organizations')
    .select(['organizations.id', 'organizations.name', 'organizations.domain'])
    .select(sql<string>`lower(${sql.ref('organizations.name')})`.as('sortName'))
    .select((eb) => eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).whereRef('users.organizationId', '=', 'organizations.id').as('memberCount'));
  if (input.search) {
    const pattern = containsPattern(input.search);
    query = query.where((eb) => eb.or([lowerLike('organizations.name', pattern), lowerLike('organizations.domain', pattern)]));
  }
  const rows = await keysetPage(
    query,
    [textKey(sql`lower(${sql.ref('organizations.name')})`, 'asc', (row) => row.sortName), textKey('organizations.id', 'asc', (row) => row.id)],
    input,
  );
  return mapPage(rows, (row) => ({ id: row.id, name: row.name, domain: row.domain, memberCount: Number(row.memberCount ?? 0) }));
}

export async function organizationHiddenFeatures(db: Database | Tx, organizationId: string): Promise<FeatureId[] | undefined> {
  const row = await db.selectFrom('organizations').select('hiddenFeatures').where('id', '=', organizationId).executeTakeFirst();
  if (!row) return undefined;
  return parseJsonList(row.hiddenFeatures).filter((id): id is FeatureId => (FEATURE_IDS as readonly string[]).includes(id));
}

/** Stores the hidden features and who changed them from what, together. */
export async function setOrganizationHiddenFeatures(db: Database, actorId: string, organizationId: string, hidden: FeatureId[]): Promise<FeatureId[]> {
  return db.transaction().execute(async (trx) => {
    const before = (await organizationHiddenFeatures(trx, organizationId)) ?? [];
    await trx.updateTable('organizations').set({ hiddenFeatures: JSON.stringify(hidden) }).where('id', '=', organizationId).execute();
    await recordAudit(trx, { actorId, action: 'organization.features_changed', subjectType: 'organization', subjectId: organizationId, details: { from: before, to: hidden } });
    return hidden;
  });
}

export function organizationExists(db: Database, organizationId: string) {
  return db.selectFrom('organizations').select('id').where('id', '=', organizationId).executeTakeFirst();
}
