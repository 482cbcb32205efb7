import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ORGANIZATION_MESSAGES, organizationIdInput, organizationInput, organizationSchema, organizationUserSchema } from '@shared/schemas/organizations';
import { isUniqueViolation } from '../../lib/db-errors';
import { revokeLiveSessions } from '../../lib/live-sockets';
import { router } from '../../trpc/init';
import { perHour } from '../../trpc/meta';
import { authedProcedure } from '../../trpc/procedures';
import { findUserById } from '../users/users.queries';
import { createOrganization, findOrganizationByDomain, listOrganizationUsers, organizationExists, toOrganization } from './organizations.queries';

export const organizationsRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/organizations',
        tags: ['organizations'],
        summary: 'Set up an organization; the caller becomes its organization_admin and member',
      },
      quota: perHour(10, 'organizations'),
    })
    .input(organizationInput)
    .output(organizationSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await findUserById(ctx.db, ctx.user.id);
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'You are not signed in' });
      if (user.role === 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: ORGANIZATION_MESSAGES.platformAdmin });
      if (user.organizationId) {
        const message = user.role === 'organization_admin' ? ORGANIZATION_MESSAGES.alreadyAdmin : ORGANIZATION_MESSAGES.alreadyMember;
        throw new TRPCError({ code: 'CONFLICT', message });
      }
      if (input.domain && (await findOrganizationByDomain(ctx.db, input.domain))) {
        throw new TRPCError({ code: 'CONFLICT', message: ORGANIZATION_MESSAGES.domainTaken });
      }
      const org = await createOrganization(ctx.db, { id: user.id, role: user.role }, input).catch((error: unknown) => {
        // Two setups racing for the same domain: the unique index decides.
        if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: ORGANIZATION_MESSAGES.domainTaken });
        throw error;
      });
      // The creator's role and organisation changed: open websockets reconnect with them.
      revokeLiveSessions(ctx.bus, { userId: user.id, reason: 'organization_changed' });
      return toOrganization(org);
    }),

  users: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/organizations/{organizationId}/users',
        tags: ['organizations'],
        summary: "An organization's members: for its organization_admin, team_lead and hr_manager, and platform admins",
      },
    })
    .input(organizationIdInput)
    .output(z.array(organizationUserSchema))
    .query(async ({ ctx, input }) => {
      const users = await listOrganizationUsers(ctx.db, ctx.user, input.organizationId);
      // Another organisation is invisible to the caller (404); its own members list is a role feature (403).
      if (!users && input.organizationId !== ctx.user.organizationId) throw new TRPCError({ code: 'NOT_FOUND', message: 'Organization not found' });
      if (!users) throw new TRPCError({ code: 'FORBIDDEN', message: "Only this organization's admins, team leads and HR managers can see its members" });
      // A platform admin asking for an organisation that does not exist gets a plain 404.
      if (users.length === 0 && !(await organizationExists(ctx.db, input.organizationId))) {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Organization not found' });
      }
      return users;
    }),
});
