import { okSchema } from '@shared/schemas/auth';
import {
  acceptInvitationInput,
  acceptInvitationOutput,
  invitationDetailsSchema,
  invitationTokenInput,
  inviteMemberInput,
  teamMemberIdInput,
  teamMemberPageSchema,
  teamMemberSchema,
  teamMembersInput,
  teamStatsInput,
  teamStatsSchema,
  updateMemberInput,
  updateMemberStatusInput,
} from '@shared/schemas/team';
import { TRPCError } from '@trpc/server';
import { TEAM_MESSAGES } from '@shared/constants/team';
import { tooManyRequests } from '../../lib/errors';
import { anyone, roles } from '../../trpc/access';
import type { Context } from '../../trpc/context';
import { router } from '../../trpc/init';
import { perHour } from '../../trpc/meta';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { organizationScope, type ScopeNeed } from '../organizations/organization-scope';
import { findTeamMember, listTeamMembers, teamStats } from './team.queries';
import { acceptInvitation, invitationDetails } from './team-join.service';
import { inviteMember, removeMember, resendInvitation, setMemberStatus, updateMember } from './team.service';

const tags = ['team'];
const HOUR_MS = 60 * 60 * 1000;
/** Invitation pages opened (and accepted) per address an hour: tokens cannot be guessed, this only bounds the work. */
const INVITATION_LOOKUPS_PER_IP = 120;

/**
 * The team page: organisation admins manage it, team leads and HR managers read it, platform admins
 * do both for the organisation they look at. Everyone else: 403; another organisation's member: 404.
 */
const readers = ['organization_admin', 'team_lead', 'hr_manager', 'admin'] as const;
const managers = ['organization_admin', 'admin'] as const;
// A platform admin has no organisation of its own: it names one (400 without), and a member is someone else's.
const teamRead = roles(readers, { object: true, organization: true, foreign: { peer: { organization_admin: 'ok', team_lead: 'ok', hr_manager: 'ok' }, otherOrg: { admin: 'ok' } } });
const teamList = roles(readers, { readOne: 'team.member', own: { admin: 'invalid' } });
const teamManage = (own: { organization_admin?: 'ok' | 'conflict' } = {}) =>
  roles(managers, { object: true, organization: true, own, foreign: { peer: { organization_admin: 'ok' }, otherOrg: { admin: 'ok' } } });

/** The scope of a call naming a member: their organisation for a platform admin, the caller's own otherwise. */
async function scopeOfMember(ctx: Pick<Context, 'db'> & { user: NonNullable<Context['user']> }, id: string, need: ScopeNeed) {
  if (ctx.user.role !== 'admin') return organizationScope(ctx.db, ctx.user, undefined, need);
  const user = await ctx.db.selectFrom('users').select('organizationId').where('id', '=', id).executeTakeFirst();
  const invitation = user ? undefined : await ctx.db.selectFrom('organizationInvitations').select('organizationId').where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  const organizationId = user?.organizationId ?? invitation?.organizationId;
  if (!organizationId) throw new TRPCError({ code: 'NOT_FOUND', message: TEAM_MESSAGES.memberNotFound });
  return organizationScope(ctx.db, ctx.user, organizationId, need);
}

async function limitInvitationLookups(ctx: Context): Promise<void> {
  const state = await ctx.rateLimiter.hit(`team-invitation:ip:${ctx.request.ip ?? 'unknown'}`, INVITATION_LOOKUPS_PER_IP, HOUR_MS);
  if (!state.allowed) throw tooManyRequests('Too many invitation links opened from this network. Try again later.', state.retryAfterSeconds);
}

export const teamRouter = router({
  members: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/team/members',
        tags,
        summary: "The organization's members and pending invitations by name (search by name or e-mail, team role, status); platform admins pass organizationId; paged",
      },
      paged: true,
      access: teamList,
    })
    .input(teamMembersInput)
    .output(teamMemberPageSchema)
    .query(async ({ ctx, input }) => {
      const scope = await organizationScope(ctx.db, ctx.user, input.organizationId, 'read');
      return listTeamMembers(ctx.db, scope.organizationId, input);
    }),

  stats: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/team/stats', tags, summary: 'The team stat cards: totalMembers, activeCoaches, totalClients, averageRating (of rated coaches, out of 5)' },
      access: roles(readers, { own: { admin: 'invalid' } }),
    })
    .input(teamStatsInput)
    .output(teamStatsSchema)
    .query(async ({ ctx, input }) => {
      const scope = await organizationScope(ctx.db, ctx.user, input.organizationId, 'read');
      return teamStats(ctx.db, scope.organizationId);
    }),

  member: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/team/members/{id}', tags, summary: 'One member (or pending invitation) of the organization with their figures' }, access: teamRead })
    .input(teamMemberIdInput)
    .output(teamMemberSchema)
    .query(async ({ ctx, input }) => {
      const scope = await scopeOfMember(ctx, input.id, 'read');
      const member = await findTeamMember(ctx.db, scope.organizationId, input.id);
      if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: TEAM_MESSAGES.memberNotFound });
      return member;
    }),

  invite: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/team/invite',
        tags,
        summary:
          'Invite someone by e-mail (a single-use link valid 7 days): role admin (organization_admin), coach, manager (team_lead or hr_manager, by managerRole) or member (client); organization admins, and platform admins naming organizationId',
      },
      quota: perHour(100, 'invitations'),
      access: roles(managers, { own: { admin: 'invalid' } }),
    })
    .input(inviteMemberInput)
    .output(teamMemberSchema)
    .mutation(async ({ ctx, input }) => {
      const scope = await organizationScope(ctx.db, ctx.user, input.organizationId, 'manage');
      return inviteMember(ctx, scope, input);
    }),

  resendInvitation: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/team/members/{id}/resend', tags, summary: 'Send a pending invitation again with a new link (the previous link stops working), valid another 7 days' },
      quota: perHour(100, 'invitations'),
      access: teamManage(),
    })
    .input(teamMemberIdInput)
    .output(teamMemberSchema)
    .mutation(async ({ ctx, input }) => resendInvitation(ctx, await scopeOfMember(ctx, input.id, 'manage'), input.id)),

  update: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/team/members/{id}',
        tags,
        summary: "Edit a member's name, team role, status and department (their e-mail is theirs to change), or a pending invitation's; audited",
      },
      access: teamManage({ organization_admin: 'ok' }),
    })
    .input(updateMemberInput)
    .output(teamMemberSchema)
    .mutation(async ({ ctx, input }) => updateMember(ctx, await scopeOfMember(ctx, input.id, 'manage'), input)),

  updateStatus: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/team/members/{memberId}/status',
        tags,
        summary: 'Set a member active or inactive; inactive ends their sessions on every device and blocks their sign-in',
      },
      access: teamManage({ organization_admin: 'conflict' }),
    })
    .input(updateMemberStatusInput)
    .output(teamMemberSchema)
    .mutation(async ({ ctx, input }) => setMemberStatus(ctx, await scopeOfMember(ctx, input.memberId, 'manage'), input.memberId, input.status)),

  remove: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/team/members/{id}',
        tags,
        summary: 'Remove a member from the organization (their own goals and history stay; sessions end on every device), or revoke a pending invitation',
      },
      access: teamManage({ organization_admin: 'conflict' }),
    })
    .input(teamMemberIdInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await removeMember(ctx, await scopeOfMember(ctx, input.id, 'manage'), input.id);
      return { ok: true as const };
    }),

  invitation: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/team/invitations/lookup',
        tags,
        summary: 'What an e-mailed team invitation offers (organization, role, address); changes nothing',
        protect: false,
      },
      limitedBy: 'invitation lookups per network address an hour', access: anyone(),
    })
    .input(invitationTokenInput)
    .output(invitationDetailsSchema)
    .mutation(async ({ ctx, input }) => {
      await limitInvitationLookups(ctx);
      return invitationDetails(ctx, input.token);
    }),

  acceptInvitation: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/team/invitations/accept',
        tags,
        summary:
          'Accept a team invitation (single use): signed in with the invited address, or, when no account has it yet, creating that account and signing it in',
        protect: false,
      },
      // Someone already in an organisation, or a platform admin, cannot join another: 409.
      limitedBy: 'invitation lookups per network address an hour', access: anyone({ own: { organization_admin: 'conflict', team_lead: 'conflict', hr_manager: 'conflict', admin: 'conflict', otherOrgMember: 'conflict' } }),
    })
    .input(acceptInvitationInput)
    .output(acceptInvitationOutput)
    .mutation(async ({ ctx, input }) => {
      await limitInvitationLookups(ctx);
      return acceptInvitation(ctx, input);
    }),
});
