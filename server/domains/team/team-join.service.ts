import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { INVITATION_MESSAGES, TEAM_MESSAGES, teamRoleOf } from '@shared/constants/team';
import type { CurrentUser } from '@shared/schemas/auth';
import type { InvitationDetails, acceptInvitationInput } from '@shared/schemas/team';
import { personName } from '@shared/utils/person-name';
import type { Database, Tx } from '../../db';
import type { User } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { revokeLiveSessions } from '../../lib/live-sockets';
import { hashToken } from '../../lib/tokens';
import type { Context } from '../../trpc/context';
import { signInAs } from '../auth/sign-in';
import { findUserByEmail, findUserById, toCurrentUser } from '../users/users.queries';
import { splitName } from './team.service';

/** Joining an organisation from a mailed invitation: what the page shows, and accepting it. */

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/** A pending, unexpired invitation by its mailed token. */
function invitationByToken(db: Database | Tx, config: Context['config'], token: string) {
  return db
    .selectFrom('organizationInvitations as i')
    .innerJoin('organizations as o', 'o.id', 'i.organizationId')
    .leftJoin('users as inviter', 'inviter.id', 'i.invitedById')
    .selectAll('i')
    .select(['o.name as organizationName', 'inviter.firstName as inviterFirstName', 'inviter.lastName as inviterLastName'])
    .where('i.tokenHash', '=', hashToken(config.sessionSecret, token))
    .executeTakeFirst();
}

type InvitationRow = NonNullable<Awaited<ReturnType<typeof invitationByToken>>>;

function usable(invitation: InvitationRow | undefined, now: Date): InvitationRow {
  if (invitation?.status === 'accepted') throw new TRPCError({ code: 'BAD_REQUEST', message: INVITATION_MESSAGES.used });
  if (!invitation || invitation.status !== 'pending' || invitation.expiresAt <= now.toISOString()) throw new TRPCError({ code: 'BAD_REQUEST', message: INVITATION_MESSAGES.invalid });
  return invitation;
}

/** What the invitation page shows; changes nothing. */
export async function invitationDetails(ctx: Pick<Context, 'db' | 'config'>, token: string): Promise<InvitationDetails> {
  const invitation = usable(await invitationByToken(ctx.db, ctx.config, token), new Date());
  const inviter = personName({ firstName: invitation.inviterFirstName, lastName: invitation.inviterLastName });
  return {
    organizationName: invitation.organizationName,
    email: invitation.email,
    fullName: invitation.fullName,
    role: teamRoleOf(invitation.role) ?? 'member',
    platformRole: invitation.role,
    invitedBy: inviter || null,
    expiresAt: invitation.expiresAt,
    accountExists: (await findUserByEmail(ctx.db, invitation.email)) !== undefined,
  };
}

/**
 * Accepts an invitation: the signed-in account with the invited address, or (no account yet) a new
 * one created for that address and signed in. Single use: the invitation leaves 'pending' in the same
 * conditional UPDATE that joins the person, so two clicks cannot both join.
 */
export async function acceptInvitation(ctx: Context, input: z.output<typeof acceptInvitationInput>): Promise<{ user: CurrentUser; organizationName: string }> {
  const now = new Date();
  const invitation = usable(await invitationByToken(ctx.db, ctx.config, input.token), now);
  let account: User | undefined;
  let created = false;
  if (ctx.user) {
    if (ctx.user.email !== invitation.email) throw new TRPCError({ code: 'FORBIDDEN', message: INVITATION_MESSAGES.wrongAccount(invitation.email) });
    account = await findUserById(ctx.db, ctx.user.id);
  } else {
    account = await findUserByEmail(ctx.db, invitation.email);
    if (account) throw new TRPCError({ code: 'UNAUTHORIZED', message: INVITATION_MESSAGES.signInRequired(invitation.email) });
  }

  const joined = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const taken = await trx
        .updateTable('organizationInvitations')
        .set({ status: 'accepted', acceptedAt: now.toISOString() })
        .where('id', '=', invitation.id)
        .where('status', '=', 'pending')
        .where('expiresAt', '>', now.toISOString())
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) throw new TRPCError({ code: 'BAD_REQUEST', message: INVITATION_MESSAGES.invalid });
      let user = account;
      if (!user) {
        const names = splitName(invitation.fullName);
        user = await trx
          .insertInto('users')
          .values({ id: randomUUID(), email: invitation.email, firstName: input.firstName ?? names.firstName, lastName: input.lastName ?? names.lastName, role: 'client' })
          .returningAll()
          .executeTakeFirstOrThrow();
        created = true;
      }
      if (user.role === 'admin') throw conflict(TEAM_MESSAGES.platformAdmin);
      if (user.organizationId === invitation.organizationId) throw conflict(TEAM_MESSAGES.alreadyMember);
      if (user.organizationId) throw conflict(TEAM_MESSAGES.otherOrganization);
      const result = await trx
        .updateTable('users')
        .set({ organizationId: invitation.organizationId, role: invitation.role, organizationStatus: 'active', department: invitation.department, organizationJoinedAt: now.toISOString(), updatedAt: now.toISOString() })
        .where('id', '=', user.id)
        .where('organizationId', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw conflict(TEAM_MESSAGES.otherOrganization);
      await trx.updateTable('organizationInvitations').set({ acceptedUserId: user.id }).where('id', '=', invitation.id).execute();
      await recordAudit(trx, {
        actorId: user.id,
        action: 'organization.member_added',
        subjectType: 'user',
        subjectId: user.id,
        details: { organizationId: invitation.organizationId, role: invitation.role, invitationId: invitation.id, invitedById: invitation.invitedById },
      });
      if (user.role !== invitation.role) {
        await recordAudit(trx, { actorId: invitation.invitedById, action: 'user.role_changed', subjectType: 'user', subjectId: user.id, details: { from: user.role, to: invitation.role, organizationId: invitation.organizationId, invitationId: invitation.id } });
      }
      return { ...user, organizationId: invitation.organizationId, role: invitation.role };
    })
    .catch((error: unknown) => {
      // Someone created the account for this address a moment ago: they sign in to accept.
      if (isUniqueViolation(error)) throw new TRPCError({ code: 'UNAUTHORIZED', message: INVITATION_MESSAGES.signInRequired(invitation.email) });
      throw error;
    });

  if (created) await signInAs(ctx, joined.id);
  // Open websockets carry the old organisation and role: they reconnect with the new ones.
  else revokeLiveSessions(ctx.bus, { userId: joined.id, reason: 'organization_changed' });
  const fresh = await findUserById(ctx.db, joined.id);
  return { user: toCurrentUser(fresh ?? joined), organizationName: invitation.organizationName };
}
