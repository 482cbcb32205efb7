import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { LAST_ORGANIZATION_ADMIN_MESSAGE, LAST_PLATFORM_ADMIN_MESSAGE, type Role } from '@shared/constants/roles';
import type { AdminStats, AdminUser, AuditEntry, AuditLogFilter } from '@shared/schemas/admin';
import type { Page } from '@shared/schemas/paging';
import { personName } from '@shared/utils/person-name';
import type { Database, Tx } from '../../db';
import { otherActiveOrganizationAdmins, otherActivePlatformAdmins } from '../../db/admins';
import { adminLockKeys, lockKeys } from '../../db/dialect';
import type { User } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { keysetPage, mapPage, type PageRequest, textKey } from '../../lib/paging';
import { containsPattern, lowerLike } from '../../lib/search';
import { sortNameOf } from '../organizations/organizations.queries';

export async function adminStats(db: Database): Promise<AdminStats> {
  const [users, coaches, active] = await Promise.all([
    db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('aiCoaches').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'in_progress').executeTakeFirstOrThrow(),
  ]);
  return { totalUsers: Number(users.n), aiCoaches: Number(coaches.n), activeSessions: Number(active.n) };
}

function adminUserSelect(db: Database | Tx) {
  return db
    .selectFrom('users as u')
    .leftJoin('organizations as o', 'o.id', 'u.organizationId')
    .select([
      'u.id',
      'u.email',
      'u.firstName',
      'u.lastName',
      'u.profileImageUrl',
      'u.role',
      'u.organizationId',
      'o.name as organizationName',
      'u.deactivatedAt',
      'u.createdAt',
      'u.lastActiveAt',
    ])
    .select(sortNameOf('u').as('sortName'));
}

export async function listAdminUsers(db: Database, input: PageRequest & { search?: string; role?: Role; organizationId?: string }): Promise<Page<AdminUser>> {
  let query = adminUserSelect(db);
  if (input.role) query = query.where('u.role', '=', input.role);
  if (input.organizationId) query = query.where('u.organizationId', '=', input.organizationId);
  if (input.search) {
    const pattern = containsPattern(input.search);
    query = query.where((eb) => eb.or([lowerLike(sql`coalesce(${sql.ref('u.firstName')}, '') || ' ' || coalesce(${sql.ref('u.lastName')}, '')`, pattern), lowerLike('u.email', pattern)]));
  }
  const rows = await keysetPage(query, [textKey(sortNameOf('u'), 'asc', (row) => row.sortName), textKey('u.id', 'asc', (row) => row.id)], input);
  return mapPage(rows, ({ sortName: _sort, ...user }) => user);
}

export async function findAdminUser(db: Database | Tx, id: string): Promise<AdminUser | undefined> {
  const row = await adminUserSelect(db).where('u.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { sortName: _sort, ...user } = row;
  return user;
}

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

export interface AccountChange {
  role: Role;
  organizationId: string | null;
}

/**
 * A platform admin's edit of someone's role and organisation, in one conditional UPDATE: from what
 * was read, keeping another platform admin when an admin leaves the role and another active admin
 * in an organisation its admin leaves. Audited: the role change, and leaving and joining organisations.
 */
export async function changeAccount(db: Database, actorId: string, user: User, change: AccountChange): Promise<'changed' | 'unchanged'> {
  const movesOrganization = change.organizationId !== user.organizationId;
  if (!movesOrganization && change.role === user.role) return 'unchanged';
  return db.transaction().execute(async (trx): Promise<'changed'> => {
    await lockKeys(trx, ...adminLockKeys(user.organizationId));
    const now = new Date().toISOString();
    let update = trx
      .updateTable('users')
      .set({
        role: change.role,
        organizationId: change.organizationId,
        ...(movesOrganization ? { organizationStatus: 'active' as const, department: null, organizationJoinedAt: change.organizationId ? now : null } : {}),
        updatedAt: now,
      })
      .where('id', '=', user.id)
      .where('role', '=', user.role)
      .where('organizationId', user.organizationId === null ? 'is' : '=', user.organizationId);
    const leavesPlatformAdmin = user.role === 'admin' && change.role !== 'admin';
    const leavesOrganizationAdmin =
      user.role === 'organization_admin' && user.organizationId !== null && user.organizationStatus === 'active' && (change.role !== 'organization_admin' || movesOrganization);
    if (leavesPlatformAdmin) update = update.where(({ exists, selectFrom }) => exists(otherActivePlatformAdmins(selectFrom, user.id)));
    if (leavesOrganizationAdmin) {
      const organizationId = user.organizationId!;
      update = update.where(({ exists, selectFrom }) => exists(otherActiveOrganizationAdmins(selectFrom, organizationId, user.id)));
    }
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const current = await trx.selectFrom('users').select(['role', 'organizationId']).where('id', '=', user.id).executeTakeFirst();
      if (current?.role !== user.role || current.organizationId !== user.organizationId) throw conflict('This account changed meanwhile. Reload the page and try again.');
      throw conflict(leavesPlatformAdmin ? LAST_PLATFORM_ADMIN_MESSAGE.replace('You are', 'This is') : LAST_ORGANIZATION_ADMIN_MESSAGE.replace("You are your organization's", "This is the organization's"));
    }
    if (change.role !== user.role) {
      await recordAudit(trx, { actorId, action: 'user.role_changed', subjectType: 'user', subjectId: user.id, details: { from: user.role, to: change.role, organizationId: change.organizationId } });
    }
    if (movesOrganization && user.organizationId) {
      await trx.deleteFrom('coachClients').where('source', '=', 'organisation').where((eb) => eb.or([eb('coachUserId', '=', user.id), eb('clientUserId', '=', user.id)])).execute();
      await recordAudit(trx, { actorId, action: 'organization.member_removed', subjectType: 'user', subjectId: user.id, details: { organizationId: user.organizationId, role: user.role } });
    }
    if (movesOrganization && change.organizationId) {
      await recordAudit(trx, { actorId, action: 'organization.member_added', subjectType: 'user', subjectId: user.id, details: { organizationId: change.organizationId, role: change.role } });
    }
    return 'changed';
  });
}

/** Deactivates (no sign-in, no session) or reactivates an account; the last active platform admin and an organisation's last active admin stay. */
export async function setAccountActive(db: Database, actorId: string, user: User, active: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockKeys(trx, ...adminLockKeys(user.organizationId));
    let update = trx
      .updateTable('users')
      .set({ deactivatedAt: active ? null : new Date().toISOString(), updatedAt: new Date().toISOString() })
      .where('id', '=', user.id);
    const leavesOrganizationAdmin = !active && user.role === 'organization_admin' && user.organizationId !== null && user.organizationStatus === 'active';
    if (!active && user.role === 'admin') update = update.where(({ exists, selectFrom }) => exists(otherActivePlatformAdmins(selectFrom, user.id)));
    if (leavesOrganizationAdmin) {
      const organizationId = user.organizationId!;
      update = update.where(({ exists, selectFrom }) => exists(otherActiveOrganizationAdmins(selectFrom, organizationId, user.id)));
    }
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw conflict(
        user.role === 'admin'
          ? 'This is the only active Platform Admin. Appoint another Platform Admin before deactivating this account.'
          : "This is the organization's only active admin. Make another member an admin before deactivating this account.",
      );
    }
    await recordAudit(trx, { actorId, action: active ? 'user.reactivated' : 'user.deactivated', subjectType: 'user', subjectId: user.id, details: { organizationId: user.organizationId } });
  });
}

const FILTER_ACTIONS: Record<Exclude<AuditLogFilter, 'all'>, { exact?: string[]; prefix?: string }> = {
  roles: { exact: ['user.role_changed'] },
  organizations: { prefix: 'organization.' },
  settings: { prefix: 'platform.' },
  accounts: { exact: ['user.deactivated', 'user.reactivated', 'user.password_changed', 'api_token.created', 'api_token.revoked'] },
  ai_coaches: { prefix: 'ai_coach.' },
};

/** The audit log, newest first: who did what to whom, optionally one kind of change. */
export async function listAuditLog(db: Database, input: PageRequest & { filter?: AuditLogFilter }): Promise<Page<AuditEntry>> {
  let query = db
    .selectFrom('auditLog as a')
    .leftJoin('users as actor', 'actor.id', 'a.actorId')
    .leftJoin('users as subject', (join) => join.onRef('subject.id', '=', 'a.subjectId').on('a.subjectType', '=', 'user'))
    .select([
      'a.id',
      'a.createdAt',
      'a.action',
      'a.actorId',
      'a.subjectType',
      'a.subjectId',
      'a.details',
      'actor.email as actorEmail',
      'actor.firstName as actorFirstName',
      'actor.lastName as actorLastName',
      'subject.email as subjectEmail',
      'subject.firstName as subjectFirstName',
      'subject.lastName as subjectLastName',
    ]);
  const filter = input.filter && input.filter !== 'all' ? FILTER_ACTIONS[input.filter] : undefined;
  if (filter?.exact) query = query.where('a.action', 'in', filter.exact);
  if (filter?.prefix) query = query.where('a.action', 'like', `${filter.prefix}%`);
  const rows = await keysetPage(query, [textKey('a.created_at', 'desc', (row) => row.createdAt), textKey('a.id', 'desc', (row) => row.id)], input);
  // Entries name organisations by id; one read gives the page their names.
  const details = new Map(rows.items.map((row) => [row.id, parseDetails(row.details)]));
  const organizationIds = [
    ...new Set(
      rows.items.flatMap((row) => {
        const id = row.subjectType === 'organization' ? row.subjectId : details.get(row.id)?.organizationId;
        return typeof id === 'string' ? [id] : [];
      }),
    ),
  ];
  const names = new Map(
    organizationIds.length ? (await db.selectFrom('organizations').select(['id', 'name']).where('id', 'in', organizationIds).execute()).map((org) => [org.id, org.name]) : [],
  );
  return mapPage(rows, (row) => ({
    id: row.id,
    createdAt: row.createdAt,
    action: row.action,
    actor: row.actorId && row.actorEmail ? { id: row.actorId, name: personName({ firstName: row.actorFirstName, lastName: row.actorLastName }, row.actorEmail), email: row.actorEmail } : null,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    subjectName: row.subjectEmail ? personName({ firstName: row.subjectFirstName, lastName: row.subjectLastName }, row.subjectEmail) : null,
    organizationName: names.get(String(row.subjectType === 'organization' ? row.subjectId : (details.get(row.id)?.organizationId ?? ''))) ?? null,
    details: details.get(row.id) ?? null,
  }));
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
