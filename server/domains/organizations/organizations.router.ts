import { TRPCError } from '@trpc/server';
import {
  ORGANIZATION_MESSAGES,
  organizationFeaturesSchema,
  organizationIdInput,
  organizationInput,
  organizationSchema,
  organizationSummaryPageSchema,
  organizationsListInput,
  organizationUserPageSchema,
  organizationUsersInput,
  updateOrganizationFeaturesInput,
} from '@shared/schemas/organizations';
import { TEAM_MESSAGES } from '@shared/constants/team';
import { isUniqueViolation } from '../../lib/db-errors';
import { revokeLiveSessions } from '../../lib/live-sockets';
import { everyone, roles, signedIn } from '../../trpc/access';
import { mergeRouters, router } from '../../trpc/init';
import { perHour } from '../../trpc/meta';
import { authedProcedure } from '../../trpc/procedures';
import { findUserById } from '../users/users.queries';
import { organizationManageAccess, organizationScope } from './organization-scope';
import { ssoSettingsRouter } from './sso-settings.router';
import {
  createOrganization,
  findOrganizationByDomain,
  findOrganizationForViewer,
  listOrganizations,
  listOrganizationUsers,
  organizationExists,
  organizationHiddenFeatures,
  setOrganizationHiddenFeatures,
  toOrganization,
} from './organizations.queries';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Organization not found' });

/** An organisation's own data: its members (any role) and platform admins; anyone else 404. */
const memberRead = signedIn({ object: true, organization: true, foreign: { peer: everyone('ok'), otherOrg: { admin: 'ok' } } });

const organizationRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/organizations',
        tags: ['organizations'],
        summary: 'Set up an organization; the caller becomes its organization_admin and member',
      },
      quota: perHour(10, 'organizations'),
      access: signedIn({ own: { organization_admin: 'conflict', team_lead: 'conflict', hr_manager: 'conflict', otherOrgMember: 'conflict', admin: 'forbidden' } }),
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

  list: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/organizations', tags: ['organizations'], summary: 'Every organization by name with its member count (platform admins: the organization switcher); paged' },
      paged: true,
      access: roles(['admin'], { readOne: 'organizations.byId' }),
    })
    .input(organizationsListInput)
    .output(organizationSummaryPageSchema)
    .query(({ ctx, input }) => {
      if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Only platform admins can list every organization' });
      return listOrganizations(ctx.db, input);
    }),

  byId: authedProcedure
    .meta({
      openapi: { method: 'GET', path: '/organizations/{organizationId}', tags: ['organizations'], summary: 'One organization: for its members and platform admins' },
      access: memberRead,
    })
    .input(organizationIdInput)
    .output(organizationSchema)
    .query(async ({ ctx, input }) => {
      const org = await findOrganizationForViewer(ctx.db, ctx.user, input.organizationId);
      if (!org) throw notFound();
      return toOrganization(org);
    }),

  users: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/organizations/{organizationId}/users',
        tags: ['organizations'],
        summary: "An organization's members by name: for its organization_admin, team_lead and hr_manager, and platform admins; paged",
      },
      paged: true,
      access: signedIn({
        object: true,
        organization: true,
        own: { otherOrgMember: 'forbidden' },
        foreign: { peer: { organization_admin: 'ok', team_lead: 'ok', hr_manager: 'ok', otherOrgMember: 'forbidden' }, otherOrg: { admin: 'ok' } },
      }),
    })
    .input(organizationUsersInput)
    .output(organizationUserPageSchema)
    .query(async ({ ctx, input }) => {
      const users = await listOrganizationUsers(ctx.db, ctx.user, input.organizationId, input);
      // Another organisation is invisible to the caller (404); its own members list is a role feature (403).
      if (!users && input.organizationId !== ctx.user.organizationId) throw notFound();
      if (!users) throw new TRPCError({ code: 'FORBIDDEN', message: "Only this organization's admins, team leads and HR managers can see its members" });
      // A platform admin asking for an organisation that does not exist gets a plain 404.
      if (users.items.length === 0 && !(await organizationExists(ctx.db, input.organizationId))) throw notFound();
      return users;
    }),

  features: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/organizations/{organizationId}/features',
        tags: ['organizations'],
        summary: "Features the organization's admin hides from every member (each device may hide more)",
      },
      access: memberRead,
    })
    .input(organizationIdInput)
    .output(organizationFeaturesSchema)
    .query(async ({ ctx, input }) => {
      if (ctx.user.role !== 'admin' && ctx.user.organizationId !== input.organizationId) throw notFound();
      const hiddenFeatures = await organizationHiddenFeatures(ctx.db, input.organizationId);
      if (!hiddenFeatures) throw notFound();
      return { hiddenFeatures };
    }),

  updateFeatures: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/organizations/{organizationId}/features',
        tags: ['organizations'],
        summary: 'Set the features hidden from every member of the organization: its organization_admin and platform admins; audited',
      },
      access: organizationManageAccess,
    })
    .input(updateOrganizationFeaturesInput)
    .output(organizationFeaturesSchema)
    .mutation(async ({ ctx, input }) => {
      const scope = await organizationScope(ctx.db, ctx.user, input.organizationId, 'manage').catch((error: unknown) => {
        if (error instanceof TRPCError && error.code === 'FORBIDDEN') throw new TRPCError({ code: 'FORBIDDEN', message: TEAM_MESSAGES.manageForbidden });
        throw error;
      });
      const hiddenFeatures = await setOrganizationHiddenFeatures(ctx.db, ctx.user.id, scope.organizationId, input.hiddenFeatures);
      return { hiddenFeatures };
    }),
});

export const organizationsRouter = mergeRouters(organizationRouter, ssoSettingsRouter);
