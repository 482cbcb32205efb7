import * as oidc from 'openid-client';
import type { SsoErrorCode } from '@shared/constants/sso';
import { SSO_CALLBACK_PATH } from '@shared/constants/sso';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { assertPublicHost } from '../../lib/outbound-host';
import { hashToken, randomToken, safeEqual } from '../../lib/tokens';
import { findSsoSettings, organizationForSsoDomain, type SsoProviderSettings } from '../organizations/sso-settings.queries';
import { accountForSsoProfile, insertLoginAttempt, takeLoginAttempt } from './sso-logins.queries';

/** How long a person has at their provider before the sign-in must start again. */
export const SSO_ATTEMPT_TTL_MS = 10 * 60 * 1000;
const PROVIDER_TIMEOUT_MS = 10_000;
const DISCOVERY_TTL_MS = 10 * 60 * 1000;

export class SsoFailure extends Error {
  override name = 'SsoFailure';
  constructor(readonly code: SsoErrorCode, cause?: unknown) {
    super(code, { cause });
  }
}

/** Every call to a provider (discovery, token, keys, userinfo) goes only to an address the policy allows, with a time limit. */
const guardedFetch =
  (policy: Config['ssoPrivateIssuers']): oidc.CustomFetch =>
  async (url, options) => {
    if (policy !== 'all') await assertPublicHost(url, { allowLoopback: policy === 'loopback' });
    return fetch(url, { ...options, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) } as RequestInit);
  };

/** Discovered providers, per organisation and settings version: only a cache, so each instance may hold its own. */
const discovered = new Map<string, { config: oidc.Configuration; expiresAt: number }>();

async function providerConfig(settings: SsoProviderSettings & { clientSecret: string }, policy: Config['ssoPrivateIssuers']): Promise<oidc.Configuration> {
  const timedFetch = guardedFetch(policy);
  const key = `${settings.organizationId}|${settings.updatedAt}|${settings.issuerUrl}|${settings.clientId}`;
  const cached = discovered.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.config;
  // http is accepted at save time only for localhost (development and tests).
  const insecure = settings.issuerUrl.startsWith('http:');
  const options: oidc.DiscoveryRequestOptions = { [oidc.customFetch]: timedFetch, execute: insecure ? [oidc.allowInsecureRequests] : [] };
  let config = await oidc.discovery(new URL(settings.issuerUrl), settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), options);
  // client_secret_basic is the default (RFC 8414); a provider that only takes the secret in the body gets it there.
  const methods = config.serverMetadata().token_endpoint_auth_methods_supported;
  if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
    config = new oidc.Configuration(config.serverMetadata(), settings.clientId, undefined, oidc.ClientSecretPost(settings.clientSecret));
    if (insecure) oidc.allowInsecureRequests(config);
  }
  config[oidc.customFetch] = timedFetch;
  if (discovered.size > 500) discovered.clear();
  discovered.set(key, { config, expiresAt: Date.now() + DISCOVERY_TTL_MS });
  return config;
}

async function usableSettings(db: Database, config: Config, organizationId: string) {
  const settings = await findSsoSettings(db, config.ssoSecretKey, organizationId);
  if (!settings?.enabled || !settings.clientSecret) throw new SsoFailure('not_configured');
  return { ...settings, clientSecret: settings.clientSecret };
}

async function discover(settings: SsoProviderSettings & { clientSecret: string }, policy: Config['ssoPrivateIssuers']) {
  try {
    return await providerConfig(settings, policy);
  } catch (error) {
    throw new SsoFailure('provider_unavailable', error);
  }
}

export interface StartedSsoLogin {
  /** Goes into the browser's short-lived cookie; only its hash is stored. */
  key: string;
  authorizationUrl: string;
}

/** Starts a sign-in for an e-mail address: finds its organisation's provider and the URL to send the person to. */
export async function startSsoLogin(db: Database, config: Config, input: { email: string; origin: string; returnTo: string }): Promise<StartedSsoLogin> {
  const domain = input.email.split('@')[1] ?? '';
  const organizationId = await organizationForSsoDomain(db, domain);
  if (!organizationId) throw new SsoFailure('not_configured');
  const settings = await usableSettings(db, config, organizationId);
  const provider = await discover(settings, config.ssoPrivateIssuers);

  const key = randomToken();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = `${input.origin}${SSO_CALLBACK_PATH}`;
  await insertLoginAttempt(db, {
    keyHash: hashToken(config.sessionSecret, key),
    organizationId,
    state,
    nonce,
    codeVerifier,
    redirectUri,
    returnTo: input.returnTo,
    expiresAt: new Date(Date.now() + SSO_ATTEMPT_TTL_MS).toISOString(),
  });
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: input.email,
  });
  return { key, authorizationUrl: url.href };
}

export interface FinishedSsoLogin {
  userId: string;
  returnTo: string;
}

/**
 * Completes a sign-in at the callback: the attempt this browser started (single use), the state it
 * expects, the code exchanged with PKCE, the ID token's nonce, a verified e-mail in an allowed domain.
 */
export async function finishSsoLogin(db: Database, config: Config, input: { key: string | undefined; query: URLSearchParams }): Promise<FinishedSsoLogin> {
  if (!input.key || input.key.length > 128) throw new SsoFailure('expired');
  const attempt = await takeLoginAttempt(db, hashToken(config.sessionSecret, input.key));
  if (!attempt) throw new SsoFailure('expired');
  const state = input.query.get('state') ?? '';
  if (!safeEqual(state, attempt.state)) throw new SsoFailure('state_mismatch');
  if (input.query.has('error')) throw new SsoFailure('provider_error');

  const settings = await usableSettings(db, config, attempt.organizationId);
  const provider = await discover(settings, config.ssoPrivateIssuers);
  // The URL the provider sent the person to is rebuilt from the stored redirect URI, never from Host.
  const currentUrl = new URL(`${attempt.redirectUri}?${input.query.toString()}`);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(provider, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new SsoFailure('provider_error', error);
  }
  const idToken = tokens.claims();
  if (!idToken) throw new SsoFailure('provider_error');
  let claims: Record<string, unknown> = idToken;
  if (typeof idToken.email !== 'string') {
    // Many providers put the e-mail in userinfo only.
    try {
      claims = { ...(await oidc.fetchUserInfo(provider, tokens.access_token, idToken.sub)), ...idToken };
    } catch (error) {
      throw new SsoFailure('provider_error', error);
    }
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@')) throw new SsoFailure('email_unverified');
  // Only a provider that says nothing about verification is trusted on its word; an explicit false is refused.
  if (claims.email_verified === false || claims.email_verified === 'false') throw new SsoFailure('email_unverified');
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!settings.allowedDomains.includes(domain)) throw new SsoFailure('email_not_allowed');

  const account = await accountForSsoProfile(db, attempt.organizationId, {
    issuer: idToken.iss,
    subject: idToken.sub,
    email,
    firstName: text(claims.given_name) ?? text(claims.name)?.split(' ')[0] ?? null,
    lastName: text(claims.family_name) ?? null,
  });
  if ('refused' in account) throw new SsoFailure(account.refused);
  return { userId: account.userId, returnTo: attempt.returnTo };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null;
}
