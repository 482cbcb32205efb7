import { TRPCError } from '@trpc/server';
import { ORGANIZATION_MEMBER_ROLES, type Role } from '@shared/constants/roles';
import {
  adminStatsSchema,
  adminUserIdInput,
  adminUserPageSchema,
  adminUserSchema,
  adminUsersInput,
  auditEntryPageSchema,
  auditLogInput,
  platformSettingsSchema,
  updateAccountStatusInput,
  updateAdminUserInput,
  updatePlatformSettingsInput,
} from '@shared/schemas/admin';
import { managedAiCoachesInput, managedAiCoachPageSchema } from '@shared/schemas/ai-coaches';
import { z } from 'zod';
import { JOB_MESSAGES, deadJobPageSchema, deadJobsInput, retriedJobSchema, retryDeadJobInput } from '@shared/schemas/jobs';
import { revokeLiveSessions } from '../../lib/live-sockets';
import { roles, signedIn } from '../../trpc/access';
import { router } from '../../trpc/init';
import { authedProcedure, roleProcedure } from '../../trpc/procedures';
import { listManagedAiCoaches } from '../ai-coaches/ai-coaches.queries';
import { endAllSessionsOf } from '../auth/sessions';
import { fieldError } from '../sessions/session-support';
import { findUserById } from '../users/users.queries';
import { adminStats, changeAccount, findAdminUser, listAdminUsers, listAuditLog, setAccountActive } from './admin.queries';
import { getPlatformSettings, updatePlatformSettings } from './platform-settings.queries';

const tags = ['admin'];
const adminOnly = roles(['admin']);
/** A platform admin acting on anyone's account, of any organisation. */
const adminOnAccounts = roles(['admin'], { object: true, foreign: { peer: { admin: 'ok' }, otherOrg: { admin: 'ok' } } });
const adminProcedure = roleProcedure('admin');

const ORGANIZATION_ROLES: readonly Role[] = ['organization_admin', ...ORGANIZATION_MEMBER_ROLES];
const userNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });

async function loadAdminUser(ctx: { db: Parameters<typeof findAdminUser>[0] }, id: string) {
  const user = await findAdminUser(ctx.db, id);
  if (!user) throw userNotFound();
  return user;
}

export const adminRouter = router({
  stats: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/stats', tags, summary: 'The admin panel counts: total users, AI coaches, sessions in progress right now' }, access: adminOnly })
    .input(z.void())
    .output(adminStatsSchema)
    .query(({ ctx }) => adminStats(ctx.db)),

  users: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/users', tags, summary: 'Every account by name (search by name or e-mail, role, organization); paged' },
      paged: true,
      access: roles(['admin'], { readOne: 'admin.user' }),
    })
    .input(adminUsersInput)
    .output(adminUserPageSchema)
    .query(({ ctx, input }) => listAdminUsers(ctx.db, input)),

  user: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/users/{id}', tags, summary: 'One account with its organization and status' }, access: adminOnAccounts })
    .input(adminUserIdInput)
    .output(adminUserSchema)
    .query(({ ctx, input }) => loadAdminUser(ctx, input.id)),

  updateUser: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/users/{id}',
        tags,
        summary:
          "Change an account's role and organization (organization roles need one, platform admins have none); leaving an organization ends the person's sessions; the last admins are kept; audited",
      },
      access: adminOnAccounts,
    })
    .input(updateAdminUserInput)
    .output(adminUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await findUserById(ctx.db, input.id);
      if (!user) throw userNotFound();
      if (input.role === 'admin' && input.organizationId) throw fieldError('organizationId', 'Platform admins belong to no organization');
      if (ORGANIZATION_ROLES.includes(input.role) && !input.organizationId) throw fieldError('organizationId', 'Choose the organization this role belongs to');
      if (input.organizationId && !(await ctx.db.selectFrom('organizations').select('id').where('id', '=', input.organizationId).executeTakeFirst())) {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Organization not found' });
      }
      const outcome = await changeAccount(ctx.db, ctx.user.id, user, { role: input.role, organizationId: input.organizationId });
      if (outcome === 'changed') {
        const leftOrganization = user.organizationId !== null && user.organizationId !== input.organizationId;
        // Leaving an organisation ends its sessions on every device; any change closes open websockets, which reconnect as the account now is.
        if (leftOrganization) await endAllSessionsOf(ctx.db, user.id, user.id === ctx.user.id ? (ctx.sessionIdHash ?? undefined) : undefined);
        revokeLiveSessions(ctx.bus, { userId: user.id, reason: user.organizationId !== input.organizationId ? 'organization_changed' : 'role_changed' });
      }
      return loadAdminUser(ctx, user.id);
    }),

  updateUserStatus: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/users/{id}/status',
        tags,
        summary: 'Deactivate an account (it cannot sign in; its sessions end on every device) or reactivate it; audited',
      },
      access: roles(['admin'], { object: true, own: { admin: 'conflict' }, foreign: { peer: { admin: 'ok' }, otherOrg: { admin: 'ok' } } }),
    })
    .input(updateAccountStatusInput)
    .output(adminUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await findUserById(ctx.db, input.id);
      if (!user) throw userNotFound();
      const active = input.status === 'active';
      if (!active && user.id === ctx.user.id) throw new TRPCError({ code: 'CONFLICT', message: 'You cannot deactivate your own account.' });
      if (active !== (user.deactivatedAt === null)) {
        await setAccountActive(ctx.db, ctx.user.id, user, active);
        if (!active) {
          await endAllSessionsOf(ctx.db, user.id);
          revokeLiveSessions(ctx.bus, { userId: user.id, reason: 'account_deactivated' });
        }
      }
      return loadAdminUser(ctx, user.id);
    }),

  aiCoaches: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/ai-coaches',
        tags,
        summary: "Every AI coach, active or not, newest first (organizationId narrows to one organization's, 'platform' to the platform's); paged",
      },
      paged: true,
      access: adminOnly,
    })
    .input(managedAiCoachesInput)
    .output(managedAiCoachPageSchema)
    .query(({ ctx, input }) => listManagedAiCoaches(ctx.db, input.organizationId, input)),

  settings: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/settings', tags, summary: "The platform's switches: whether AI coaches are allowed and whether bookings of human coaches need the coach's approval" },
      access: signedIn(),
    })
    .input(z.void())
    .output(platformSettingsSchema)
    .query(({ ctx }) => getPlatformSettings(ctx.db)),

  updateSettings: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/admin/settings', tags, summary: "Turn 'Allow AI Coaches' and 'Require Session Approval' on or off, platform-wide; audited" },
      access: adminOnly,
    })
    .input(updatePlatformSettingsInput)
    .output(platformSettingsSchema)
    .mutation(({ ctx, input }) => updatePlatformSettings(ctx.db, ctx.user.id, input)),

  auditLog: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/audit-log', tags, summary: 'Who changed which role, organization membership, setting or account, and when; newest first; paged' },
      paged: true,
      access: adminOnly,
    })
    .input(auditLogInput)
    .output(auditEntryPageSchema)
    .query(({ ctx, input }) => listAuditLog(ctx.db, input)),

  deadJobs: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/jobs/dead', tags, summary: 'Background jobs that failed every attempt (the dead letter), newest first, with their last error; paged' },
      paged: true,
      access: adminOnly,
    })
    .input(deadJobsInput)
    .output(deadJobPageSchema)
    .query(({ ctx, input }) => ctx.jobs.listDead(input)),

  retryDeadJob: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/jobs/{id}/retry', tags, summary: 'Queue a dead background job again, due now, with its attempts counted afresh; audited' },
      access: adminOnly,
    })
    .input(retryDeadJobInput)
    .output(retriedJobSchema)
    .mutation(async ({ ctx, input }) => {
      const outcome = await ctx.jobs.retryDead(ctx.user.id, input.id);
      if (outcome === 'missing') throw new TRPCError({ code: 'NOT_FOUND', message: JOB_MESSAGES.notFound });
      if (outcome === 'not_dead') throw new TRPCError({ code: 'CONFLICT', message: JOB_MESSAGES.notDead });
      ctx.jobs.wake();
      return outcome;
    }),
});
