import type { ColumnType } from 'kysely';
import type { UpdatedAt } from './columns';

/* Single sign-on per organisation (OpenID Connect): settings, claimed domains, sign-ins in progress, linked identities. */

export interface OrganizationSsoTable {
  organizationId: string;
  issuerUrl: string;
  clientId: string;
  clientSecretEncrypted: string;
  enabled: ColumnType<number | boolean, boolean | undefined, boolean>;
  updatedById: ColumnType<string | null, string | null | undefined, string | null>;
  updatedAt: UpdatedAt;
}

export interface OrganizationSsoDomainsTable {
  domain: string;
  organizationId: string;
}

export interface SsoLoginAttemptsTable {
  keyHash: string;
  organizationId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
  expiresAt: string;
}

export interface SsoIdentitiesTable {
  organizationId: string;
  issuer: string;
  subject: string;
  userId: string;
  createdAt: ColumnType<string, string | undefined, never>;
  lastSignInAt: ColumnType<string | null, string | null | undefined, string | null>;
}
