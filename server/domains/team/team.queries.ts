import { sql } from 'kysely';
import type { Role } from '@shared/constants/roles';
import { TEAM_ROLE_PLATFORM_ROLES, type TeamRole, type TeamStatus, teamRoleOf } from '@shared/constants/team';
import type { Page } from '@shared/schemas/paging';
import type { TeamMember, TeamStats } from '@shared/schemas/team';
import type { Database, Tx } from '../../db';
import { keysetPage, mapPage, type PageRequest, textKey } from '../../lib/paging';
import { containsPattern, lowerLike } from '../../lib/search';
import { sortNameOf } from '../organizations/organizations.queries';

export interface MemberFilters {
  search?: string;
  role?: TeamRole | 'all';
  status?: TeamStatus | 'all';
}

/** The organisation's accounts as team members, with their figures; one row each. */
function memberRows(db: Database | Tx, organizationId: string, filters: MemberFilters = {}) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('coaches as c', 'c.userId', 'u.id')
    .select([
      'u.id',
      sql<string>`trim(coalesce(${sql.ref('u.firstName')}, '') || ' ' || coalesce(${sql.ref('u.lastName')}, ''))`.as('name'),
      'u.email',
      'u.profileImageUrl as avatar',
      sql<Role>`${sql.ref('u.role')}`.as('platformRole'),
      sql<TeamStatus>`${sql.ref('u.organizationStatus')}`.as('status'),
      sql<string | null>`${sql.ref('u.organizationJoinedAt')}`.as('joinedAt'),
      sql<string | null>`${sql.ref('u.lastActiveAt')}`.as('lastActive'),
      // Completed sessions as the client, plus as the coach: two indexed counts.
      sql<number>`(select count(*) from sessions s where s.client_id = u.id and s.status = 'completed') + (select count(*) from sessions s where s.coach_id = c.id and s.status = 'completed')`.as(
        'sessionsCount',
      ),
      sql<number>`(select count(*) from coach_clients cc where cc.coach_user_id = u.id)`.as('clientsCount'),
      sql<number | null>`${sql.ref('c.rating')}`.as('rating'),
      sql<string | null>`${sql.ref('u.department')}`.as('department'),
      sql<string | null>`null`.as('invitationExpiresAt'),
      sortNameOf('u').as('sortName'),
    ])
    .where('u.organizationId', '=', organizationId);
  if (filters.role && filters.role !== 'all') query = query.where('u.role', 'in', [...TEAM_ROLE_PLATFORM_ROLES[filters.role]]);
  if (filters.status === 'active' || filters.status === 'inactive') query = query.where('u.organizationStatus', '=', filters.status);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) => eb.or([lowerLike(sql`coalesce(${sql.ref('u.firstName')}, '') || ' ' || coalesce(${sql.ref('u.lastName')}, '')`, pattern), lowerLike('u.email', pattern)]));
  }
  return query;
}

/** The organisation's open invitations as pending members. */
function invitationRows(db: Database | Tx, organizationId: string, filters: MemberFilters = {}) {
  let query = db
    .selectFrom('organizationInvitations as i')
    .select([
      'i.id',
      sql<string>`${sql.ref('i.fullName')}`.as('name'),
      'i.email',
      sql<string | null>`null`.as('avatar'),
      sql<Role>`${sql.ref('i.role')}`.as('platformRole'),
      sql<TeamStatus>`'pending'`.as('status'),
      sql<string | null>`${sql.ref('i.sentAt')}`.as('joinedAt'),
      sql<string | null>`null`.as('lastActive'),
      sql<number>`0`.as('sessionsCount'),
      sql<number>`0`.as('clientsCount'),
      sql<number | null>`null`.as('rating'),
      sql<string | null>`${sql.ref('i.department')}`.as('department'),
      sql<string | null>`${sql.ref('i.expiresAt')}`.as('invitationExpiresAt'),
      sql<string>`lower(${sql.ref('i.fullName')})`.as('sortName'),
    ])
    .where('i.organizationId', '=', organizationId)
    .where('i.status', '=', 'pending');
  if (filters.role && filters.role !== 'all') query = query.where('i.role', 'in', [...TEAM_ROLE_PLATFORM_ROLES[filters.role]]);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) => eb.or([lowerLike('i.fullName', pattern), lowerLike('i.email', pattern)]));
  }
  return query;
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof memberRows>['executeTakeFirstOrThrow']>>;

export function toTeamMember(row: Omit<MemberRow, 'sortName'>): TeamMember {
  return {
    id: row.id,
    name: row.name || row.email,
    email: row.email,
    avatar: row.avatar,
    role: teamRoleOf(row.platformRole) ?? 'member',
    platformRole: row.platformRole,
    status: row.status,
    joinedAt: row.joinedAt,
    lastActive: row.lastActive,
    sessionsCount: Number(row.sessionsCount),
    clientsCount: Number(row.clientsCount),
    rating: row.rating == null ? 0 : Math.round(Number(row.rating) * 10) / 10,
    department: row.department,
    invitationExpiresAt: row.invitationExpiresAt,
  };
}

/** A page of the organisation's members and open invitations, by name (search, team role and status filters). */
export async function listTeamMembers(db: Database, organizationId: string, filters: MemberFilters & PageRequest): Promise<Page<TeamMember>> {
  const status = filters.status ?? 'all';
  const members = memberRows(db, organizationId, filters);
  const invitations = invitationRows(db, organizationId, filters);
  const source = status === 'pending' ? invitations : status === 'all' ? members.unionAll(invitations) : members;
  const query = db.selectFrom(source.as('m')).selectAll('m');
  const page = await keysetPage(query, [textKey('m.sortName', 'asc', (row) => row.sortName), textKey('m.id', 'asc', (row) => row.id)], filters);
  return mapPage(page, toTeamMember);
}

/** One member or open invitation of the organisation; undefined for anyone else's. */
export async function findTeamMember(db: Database | Tx, organizationId: string, id: string): Promise<TeamMember | undefined> {
  const member = await memberRows(db, organizationId).where('u.id', '=', id).executeTakeFirst();
  if (member) return toTeamMember(member);
  const invitation = await invitationRows(db, organizationId).where('i.id', '=', id).executeTakeFirst();
  return invitation ? toTeamMember(invitation) : undefined;
}

/** The four stat cards: members (active and inactive), active coaches, clients, mean coach rating. */
export async function teamStats(db: Database, organizationId: string): Promise<TeamStats> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('coaches as c', 'c.userId', 'u.id')
    .where('u.organizationId', '=', organizationId)
    .select((eb) => [
      eb.fn.countAll<number>().as('totalMembers'),
      eb.fn.sum<number>(eb.case().when(eb.and([eb('u.role', '=', 'coach'), eb('u.organizationStatus', '=', 'active')])).then(1).else(0).end()).as('activeCoaches'),
      eb.fn.sum<number>(eb.case().when('u.role', '=', 'client').then(1).else(0).end()).as('totalClients'),
      eb.fn.avg<number | null>('c.rating').as('averageRating'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalMembers: Number(row.totalMembers),
    activeCoaches: Number(row.activeCoaches ?? 0),
    totalClients: Number(row.totalClients ?? 0),
    averageRating: row.averageRating == null ? 0 : Math.round(Number(row.averageRating) * 10) / 10,
  };
}

/** The organisation's pending invitation of one id. */
export function findPendingInvitation(db: Database | Tx, organizationId: string, id: string) {
  return db.selectFrom('organizationInvitations').selectAll().where('id', '=', id).where('organizationId', '=', organizationId).where('status', '=', 'pending').executeTakeFirst();
}

export function findMemberAccount(db: Database | Tx, organizationId: string, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('organizationId', '=', organizationId).executeTakeFirst();
}

export async function countPendingInvitations(db: Database | Tx, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('organizationInvitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organizationId', '=', organizationId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the organisation keeps an active admin other than this person. */
export async function hasOtherActiveAdmin(db: Database | Tx, organizationId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('organizationId', '=', organizationId)
    .where('role', '=', 'organization_admin')
    .where('organizationStatus', '=', 'active')
    .where('id', '!=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
