import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { Role } from '@shared/constants/roles';
import { type ManagerRole, type MemberStatus, TEAM_INVITATION_VALID_DAYS, TEAM_MESSAGES, platformRoleOf } from '@shared/constants/team';
import type { TeamMember, inviteMemberInput, updateMemberInput } from '@shared/schemas/team';
import type { CurrentUser } from '@shared/schemas/auth';
import { personName } from '@shared/utils/person-name';
import type { Database, Tx } from '../../db';
import { otherActiveOrganizationAdmins } from '../../db/admins';
import { adminLockKeys, lockKeys } from '../../db/dialect';
import type { User } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { ensureBelowCap } from '../../lib/caps';
import { revokeLiveSessions } from '../../lib/live-sockets';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Context } from '../../trpc/context';
import { endAllSessionsOf } from '../auth/sessions';
import type { OrganizationScope } from '../organizations/organization-scope';
import { fieldError } from '../sessions/session-support';
import { findUserByEmail, findUserById } from '../users/users.queries';
import { teamInvitationMessage } from './invitation.mail';
import { countPendingInvitations, findMemberAccount, findPendingInvitation, findTeamMember } from './team.queries';

type TeamContext = Pick<Context, 'db' | 'bus' | 'mailer' | 'config' | 'request' | 'log'> & { user: CurrentUser };

const DAY_MS = 24 * 60 * 60 * 1000;
const ORGANIZATION_ROLES: readonly Role[] = ['organization_admin', 'team_lead', 'hr_manager'];

const memberNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: TEAM_MESSAGES.memberNotFound });
const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/** 'Ada Lovelace King' -> first 'Ada', last 'Lovelace King'. */
export function splitName(fullName: string): { firstName: string; lastName: string | null } {
  const [first = fullName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length ? rest.join(' ') : null };
}

async function reload(db: Database | Tx, organizationId: string, id: string): Promise<TeamMember> {
  const member = await findTeamMember(db, organizationId, id);
  if (!member) throw memberNotFound();
  return member;
}

async function inviterName(db: Database, userId: string): Promise<string> {
  const user = await findUserById(db, userId);
  return user ? personName(user, user.email) : 'Your organization admin';
}

/** Mails the invitation link; a mail failure is logged and leaves the invitation to be resent. */
async function sendInvitationMail(ctx: TeamContext, scope: OrganizationScope, invitation: { email: string; fullName: string; role: Role }, token: string): Promise<void> {
  const url = `${ctx.request.origin}/join?token=${encodeURIComponent(token)}`;
  const message = teamInvitationMessage({
    to: invitation.email,
    fullName: invitation.fullName,
    organizationName: scope.organizationName,
    inviterName: await inviterName(ctx.db, ctx.user.id),
    role: invitation.role,
    url,
    validDays: TEAM_INVITATION_VALID_DAYS,
  });
  await ctx.mailer.send(message).catch((error: unknown) => ctx.log.error({ err: error, to: invitation.email }, 'team invitation mail failed'));
}

/** Who the address may not be invited as: a platform admin, a member already, or someone of another organisation. */
async function refuseExistingAccount(db: Database | Tx, organizationId: string, email: string): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (!existing) return;
  if (existing.role === 'admin') throw conflict(TEAM_MESSAGES.platformAdmin);
  if (existing.organizationId === organizationId) throw conflict(TEAM_MESSAGES.alreadyMember);
  if (existing.organizationId) throw conflict(TEAM_MESSAGES.otherOrganization);
}

async function refusePendingInvitation(db: Database | Tx, organizationId: string, email: string, exceptId?: string): Promise<void> {
  let query = db.selectFrom('organizationInvitations').select('id').where('organizationId', '=', organizationId).where('email', '=', email).where('status', '=', 'pending');
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(TEAM_MESSAGES.alreadyInvited);
}

/** A new invitation: stored with the HMAC of its token, audited, mailed. */
export async function inviteMember(ctx: TeamContext, scope: OrganizationScope, input: z.output<typeof inviteMemberInput>): Promise<TeamMember> {
  const role = platformRoleOf(input.role, input.managerRole);
  const token = randomToken();
  const now = new Date();
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await refuseExistingAccount(trx, scope.organizationId, input.email);
    await refusePendingInvitation(trx, scope.organizationId, input.email);
    await ensureBelowCap(trx, 'pendingInvitationsPerOrganization', scope.organizationId, () => countPendingInvitations(trx, scope.organizationId));
    await trx
      .insertInto('organizationInvitations')
      .values({
        id,
        organizationId: scope.organizationId,
        email: input.email,
        fullName: input.fullName,
        role,
        department: input.department,
        tokenHash: hashToken(ctx.config.sessionSecret, token),
        expiresAt: new Date(now.getTime() + TEAM_INVITATION_VALID_DAYS * DAY_MS).toISOString(),
        invitedById: ctx.user.id,
        sentAt: now.toISOString(),
      })
      .execute();
    await recordAudit(trx, {
      actorId: ctx.user.id,
      action: 'organization.member_invited',
      subjectType: 'invitation',
      subjectId: id,
      details: { organizationId: scope.organizationId, email: input.email, role },
    });
  });
  await sendInvitationMail(ctx, scope, { email: input.email, fullName: input.fullName, role }, token);
  return reload(ctx.db, scope.organizationId, id);
}

/** A fresh link for a pending invitation (the old one stops working), valid another 7 days. */
export async function resendInvitation(ctx: TeamContext, scope: OrganizationScope, id: string): Promise<TeamMember> {
  const invitation = await findPendingInvitation(ctx.db, scope.organizationId, id);
  if (!invitation) {
    if (await findMemberAccount(ctx.db, scope.organizationId, id)) throw conflict(TEAM_MESSAGES.notPending);
    throw memberNotFound();
  }
  const token = randomToken();
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('organizationInvitations')
      .set({ tokenHash: hashToken(ctx.config.sessionSecret, token), expiresAt: new Date(now.getTime() + TEAM_INVITATION_VALID_DAYS * DAY_MS).toISOString(), sentAt: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict(TEAM_MESSAGES.notPending);
    await recordAudit(trx, { actorId: ctx.user.id, action: 'organization.invitation_resent', subjectType: 'invitation', subjectId: id, details: { organizationId: scope.organizationId, email: invitation.email } });
  });
  await sendInvitationMail(ctx, scope, invitation, token);
  return reload(ctx.db, scope.organizationId, id);
}

/**
 * Changes a member's role or status in one conditional UPDATE: from what was read, and, when an
 * active admin stops being one, only while another active admin stays (two admins demoting each
 * other at once cannot both succeed).
 */
async function changeMemberAccount(
  trx: Tx,
  actorId: string,
  member: User,
  changes: { role?: Role; status?: MemberStatus; firstName?: string; lastName?: string | null; department?: string | null },
  lastAdminMessage: string,
): Promise<void> {
  const organizationId = member.organizationId!;
  await lockKeys(trx, ...adminLockKeys(organizationId));
  const role = changes.role ?? member.role;
  const status = changes.status ?? member.organizationStatus;
  const leavesAdmin = member.role === 'organization_admin' && member.organizationStatus === 'active' && (role !== 'organization_admin' || status !== 'active');
  let update = trx
    .updateTable('users')
    .set({
      role,
      organizationStatus: status,
      ...(changes.firstName !== undefined ? { firstName: changes.firstName, lastName: changes.lastName ?? null } : {}),
      ...(changes.department !== undefined ? { department: changes.department } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', member.id)
    .where('organizationId', '=', organizationId)
    .where('role', '=', member.role)
    .where('organizationStatus', '=', member.organizationStatus);
  if (leavesAdmin) {
    update = update.where(({ exists, selectFrom }) => exists(otherActiveOrganizationAdmins(selectFrom, organizationId, member.id)));
  }
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const current = await trx.selectFrom('users').select(['role', 'organizationStatus', 'organizationId']).where('id', '=', member.id).executeTakeFirst();
    if (current && current.organizationId === organizationId && current.role === member.role && current.organizationStatus === member.organizationStatus) throw conflict(lastAdminMessage);
    throw conflict('This member changed meanwhile. Reload the page and try again.');
  }
  if (role !== member.role) {
    await recordAudit(trx, { actorId, action: 'user.role_changed', subjectType: 'user', subjectId: member.id, details: { from: member.role, to: role, organizationId } });
  }
  if (status !== member.organizationStatus) {
    await recordAudit(trx, { actorId, action: 'organization.member_status_changed', subjectType: 'user', subjectId: member.id, details: { from: member.organizationStatus, to: status, organizationId } });
  }
  if (changes.firstName !== undefined || changes.department !== undefined) {
    await recordAudit(trx, { actorId, action: 'organization.member_updated', subjectType: 'user', subjectId: member.id, details: { organizationId, name: changes.firstName !== undefined, department: changes.department } });
  }
}

/** An inactive member (or one who left) keeps no session: every device signs out, open websockets close. */
async function endSessions(ctx: TeamContext, userId: string, reason: 'organization_changed' | 'role_changed'): Promise<void> {
  if (reason === 'organization_changed') await endAllSessionsOf(ctx.db, userId);
  revokeLiveSessions(ctx.bus, { userId, reason });
}

/** A manager edited without naming which kind stays the kind they are. */
function keptManagerRole(role: Role): ManagerRole | undefined {
  return role === 'team_lead' || role === 'hr_manager' ? role : undefined;
}

/** PUT /api/team/members/{id}: a member's name, role, status and department, or a pending invitation's. */
export async function updateMember(ctx: TeamContext, scope: OrganizationScope, input: z.output<typeof updateMemberInput>): Promise<TeamMember> {
  const member = await findMemberAccount(ctx.db, scope.organizationId, input.id);
  if (member) {
    if (input.email !== member.email) throw fieldError('email', TEAM_MESSAGES.emailLocked);
    if (input.status === 'pending') throw fieldError('status', TEAM_MESSAGES.pendingStatus);
    const nextRole = platformRoleOf(input.role, input.managerRole ?? keptManagerRole(member.role));
    const nextStatus = input.status ?? member.organizationStatus;
    if (member.id === ctx.user.id && nextStatus !== 'active') throw conflict(TEAM_MESSAGES.notYourself);
    const name = splitName(input.name);
    const lastAdminMessage = nextStatus !== member.organizationStatus ? TEAM_MESSAGES.lastAdminDeactivate : TEAM_MESSAGES.lastAdminDemote;
    await ctx.db.transaction().execute((trx) =>
      changeMemberAccount(trx, ctx.user.id, member, { role: nextRole, status: nextStatus, firstName: name.firstName, lastName: name.lastName, department: input.department }, lastAdminMessage),
    );
    if (nextStatus === 'inactive' && member.organizationStatus === 'active') await endSessions(ctx, member.id, 'organization_changed');
    else if (nextRole !== member.role) await endSessions(ctx, member.id, 'role_changed');
    return reload(ctx.db, scope.organizationId, member.id);
  }

  const invitation = await findPendingInvitation(ctx.db, scope.organizationId, input.id);
  if (!invitation) throw memberNotFound();
  if (input.status && input.status !== 'pending') throw fieldError('status', TEAM_MESSAGES.pendingStatus);
  const role = platformRoleOf(input.role, input.managerRole ?? keptManagerRole(invitation.role));
  const readdressed = input.email !== invitation.email;
  const token = readdressed ? randomToken() : null;
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    if (readdressed) {
      await refuseExistingAccount(trx, scope.organizationId, input.email);
      await refusePendingInvitation(trx, scope.organizationId, input.email, invitation.id);
    }
    const result = await trx
      .updateTable('organizationInvitations')
      .set({
        fullName: input.name,
        role,
        department: input.department,
        // A new address gets a new link; the one sent to the old address stops working.
        ...(token ? { email: input.email, tokenHash: hashToken(ctx.config.sessionSecret, token), sentAt: now.toISOString(), expiresAt: new Date(now.getTime() + TEAM_INVITATION_VALID_DAYS * DAY_MS).toISOString() } : {}),
      })
      .where('id', '=', invitation.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict(TEAM_MESSAGES.notPending);
    await recordAudit(trx, {
      actorId: ctx.user.id,
      action: 'organization.invitation_updated',
      subjectType: 'invitation',
      subjectId: invitation.id,
      details: { organizationId: scope.organizationId, from: { email: invitation.email, role: invitation.role }, to: { email: input.email, role } },
    });
  });
  if (token) await sendInvitationMail(ctx, scope, { email: input.email, fullName: input.name, role }, token);
  return reload(ctx.db, scope.organizationId, invitation.id);
}

/** PATCH /api/team/members/{memberId}/status: active or inactive (inactive signs them out everywhere). */
export async function setMemberStatus(ctx: TeamContext, scope: OrganizationScope, memberId: string, status: MemberStatus): Promise<TeamMember> {
  const member = await findMemberAccount(ctx.db, scope.organizationId, memberId);
  if (!member) {
    if (await findPendingInvitation(ctx.db, scope.organizationId, memberId)) throw conflict(TEAM_MESSAGES.pendingStatus);
    throw memberNotFound();
  }
  if (member.organizationStatus === status) return reload(ctx.db, scope.organizationId, member.id);
  if (member.id === ctx.user.id) throw conflict(TEAM_MESSAGES.notYourself);
  await ctx.db.transaction().execute((trx) => changeMemberAccount(trx, ctx.user.id, member, { status }, TEAM_MESSAGES.lastAdminDeactivate));
  if (status === 'inactive') await endSessions(ctx, member.id, 'organization_changed');
  return reload(ctx.db, scope.organizationId, member.id);
}

/**
 * DELETE /api/team/members/{id}: detaches a member (their goals, sessions and history stay theirs;
 * organisation roles fall back to client, coaches stay coaches) and signs them out on every device;
 * for a pending invitation, revokes it.
 */
export async function removeMember(ctx: TeamContext, scope: OrganizationScope, id: string): Promise<void> {
  const member = await findMemberAccount(ctx.db, scope.organizationId, id);
  if (!member) {
    const invitation = await findPendingInvitation(ctx.db, scope.organizationId, id);
    if (!invitation) throw memberNotFound();
    await ctx.db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('organizationInvitations').set({ status: 'revoked' }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw memberNotFound();
      await recordAudit(trx, { actorId: ctx.user.id, action: 'organization.invitation_revoked', subjectType: 'invitation', subjectId: id, details: { organizationId: scope.organizationId, email: invitation.email } });
    });
    return;
  }
  if (member.id === ctx.user.id) throw conflict(TEAM_MESSAGES.notYourself);
  await ctx.db.transaction().execute(async (trx) => {
    await lockKeys(trx, ...adminLockKeys(scope.organizationId));
    let update = trx
      .updateTable('users')
      .set({
        organizationId: null,
        role: ORGANIZATION_ROLES.includes(member.role) ? 'client' : member.role,
        organizationStatus: 'active',
        department: null,
        organizationJoinedAt: null,
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', member.id)
      .where('organizationId', '=', scope.organizationId)
      .where('role', '=', member.role);
    if (member.role === 'organization_admin') {
      update = update.where(({ exists, selectFrom }) => exists(otherActiveOrganizationAdmins(selectFrom, scope.organizationId, member.id)));
    }
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const current = await trx.selectFrom('users').select(['organizationId', 'role']).where('id', '=', member.id).executeTakeFirst();
      if (current?.organizationId === scope.organizationId && current.role === member.role) throw conflict(TEAM_MESSAGES.lastAdminRemove);
      throw memberNotFound();
    }
    // Coaching the organisation arranged ends with the membership; relations the person made stay.
    await trx.deleteFrom('coachClients').where('source', '=', 'organisation').where((eb) => eb.or([eb('coachUserId', '=', member.id), eb('clientUserId', '=', member.id)])).execute();
    await recordAudit(trx, {
      actorId: ctx.user.id,
      action: 'organization.member_removed',
      subjectType: 'user',
      subjectId: member.id,
      details: { organizationId: scope.organizationId, role: member.role },
    });
    if (ORGANIZATION_ROLES.includes(member.role)) {
      await recordAudit(trx, { actorId: ctx.user.id, action: 'user.role_changed', subjectType: 'user', subjectId: member.id, details: { from: member.role, to: 'client', organizationId: scope.organizationId } });
    }
  });
  await endSessions(ctx, member.id, 'organization_changed');
}
