import { TRPCError } from '@trpc/server';
import { SSO_CALLBACK_PATH, SSO_MESSAGES } from '@shared/constants/sso';
import { type SsoSettings, ssoSettingsSchema, updateSsoSettingsInput } from '@shared/schemas/organization-sso';
import { organizationIdInput } from '@shared/schemas/organizations';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError } from '../../lib/errors';
import { PrivateAddressError, assertPublicHost } from '../../lib/outbound-host';
import type { Context } from '../../trpc/context';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { organizationManageAccess, organizationScope, type Viewer } from './organization-scope';
import { domainsClaimedElsewhere, findSsoSettings, saveSsoSettings, sealedSecretOf } from './sso-settings.queries';

const claimed = (domains: string[]) =>
  new TRPCError({ code: 'CONFLICT', message: `${domains.join(', ')} ${domains.length === 1 ? 'is' : 'are'} already used for single sign-on by another organization.` });

/** The server will call the issuer: it must not resolve to a private address (loopback too in development and tests). */
async function refusePrivateIssuer(issuerUrl: string, policy: Config['ssoPrivateIssuers']): Promise<void> {
  if (policy === 'all') return;
  try {
    await assertPublicHost(issuerUrl, { allowLoopback: policy === 'loopback' });
  } catch (error) {
    // A host that cannot be found now may be found later: sign-in checks every call again.
    if (error instanceof PrivateAddressError) throw fieldError('issuerUrl', SSO_MESSAGES.issuerPrivate);
  }
}

function manageScope(ctx: Context & { user: Viewer }, organizationId: string) {
  return organizationScope(ctx.db, ctx.user, organizationId, 'manage').catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === 'FORBIDDEN') throw new TRPCError({ code: 'FORBIDDEN', message: SSO_MESSAGES.manageForbidden });
    throw error;
  });
}

async function settingsView(ctx: Context, organizationId: string): Promise<SsoSettings> {
  const saved = await findSsoSettings(ctx.db, ctx.config.ssoSecretKey, organizationId);
  return {
    organizationId,
    configured: Boolean(saved),
    issuerUrl: saved?.issuerUrl ?? null,
    clientId: saved?.clientId ?? null,
    hasClientSecret: Boolean(saved?.clientSecret),
    allowedDomains: saved?.allowedDomains ?? [],
    enabled: saved?.enabled ?? false,
    // The provider must send people back to the trusted origin (PUBLIC_URL), never to a Host header.
    redirectUri: `${ctx.request.origin}${SSO_CALLBACK_PATH}`,
    updatedAt: saved?.updatedAt ?? null,
  };
}

export const ssoSettingsRouter = router({
  sso: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/organizations/{organizationId}/sso',
        tags: ['organizations'],
        summary: "The organization's single sign-on (OpenID Connect) settings, without the client secret: its organization_admin and platform admins",
      },
      access: organizationManageAccess,
    })
    .input(organizationIdInput)
    .output(ssoSettingsSchema)
    .query(async ({ ctx, input }) => {
      const scope = await manageScope(ctx, input.organizationId);
      return settingsView(ctx, scope.organizationId);
    }),

  updateSso: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/organizations/{organizationId}/sso',
        tags: ['organizations'],
        summary: 'Set the single sign-on provider (issuer, client id and secret, allowed e-mail domains, enabled); the secret is write-only; a domain another organization uses is a 409; audited',
      },
      access: organizationManageAccess,
    })
    .input(updateSsoSettingsInput)
    .output(ssoSettingsSchema)
    .mutation(async ({ ctx, input }) => {
      const scope = await manageScope(ctx, input.organizationId);
      const { organizationId: _id, ...values } = input;
      await refusePrivateIssuer(values.issuerUrl, ctx.config.ssoPrivateIssuers);
      // A blank secret keeps the saved one, if there is one this server can still open (SSO_SECRET_KEY unchanged).
      const saved = values.clientSecret ? undefined : await findSsoSettings(ctx.db, ctx.config.ssoSecretKey, scope.organizationId);
      if (!values.clientSecret && !saved?.clientSecret) throw new TRPCError({ code: 'BAD_REQUEST', message: SSO_MESSAGES.secretRequired });
      const existingSecret = values.clientSecret ? null : await sealedSecretOf(ctx.db, scope.organizationId);
      const taken = await domainsClaimedElsewhere(ctx.db, scope.organizationId, values.allowedDomains);
      if (taken.length > 0) throw claimed(taken);
      await saveSsoSettings(ctx.db, ctx.config.ssoSecretKey, ctx.user.id, scope.organizationId, values, existingSecret).catch((error: unknown) => {
        // Two organisations saving the same domain at once: the primary key decides.
        if (isUniqueViolation(error)) throw claimed(values.allowedDomains);
        throw error;
      });
      return settingsView(ctx, scope.organizationId);
    }),
});
