import type { z } from 'zod';
import type { ssoSettingsForm } from '@shared/schemas/organization-sso';
import type { Database, Tx } from '../../db';
import { recordAudit } from '../../lib/audit';
import { openSecret, sealSecret } from '../../lib/secret-box';

/** The purpose the client secrets are sealed for (server/lib/secret-box.ts). */
const SECRET_PURPOSE = 'organization-sso-client-secret';

export interface SsoProviderSettings {
  organizationId: string;
  issuerUrl: string;
  clientId: string;
  /** Null when it cannot be opened (SSO_SECRET_KEY changed since it was saved). */
  clientSecret: string | null;
  enabled: boolean;
  allowedDomains: string[];
  updatedAt: string;
}

export async function ssoDomainsOf(db: Database | Tx, organizationId: string): Promise<string[]> {
  const rows = await db.selectFrom('organizationSsoDomains').select('domain').where('organizationId', '=', organizationId).orderBy('domain').limit(20).execute();
  return rows.map((row) => row.domain);
}

/** An organisation's provider with its secret opened; undefined when none is saved. */
export async function findSsoSettings(db: Database | Tx, keySecret: string, organizationId: string): Promise<SsoProviderSettings | undefined> {
  const row = await db.selectFrom('organizationSso').selectAll().where('organizationId', '=', organizationId).executeTakeFirst();
  if (!row) return undefined;
  return {
    organizationId: row.organizationId,
    issuerUrl: row.issuerUrl,
    clientId: row.clientId,
    clientSecret: openSecret(keySecret, SECRET_PURPOSE, row.clientSecretEncrypted),
    enabled: Boolean(row.enabled),
    allowedDomains: await ssoDomainsOf(db, organizationId),
    updatedAt: row.updatedAt,
  };
}

/** The organisation that claimed an e-mail domain for single sign-on (enabled or not). */
export async function organizationForSsoDomain(db: Database | Tx, domain: string): Promise<string | undefined> {
  const row = await db.selectFrom('organizationSsoDomains').select('organizationId').where('domain', '=', domain.toLowerCase()).executeTakeFirst();
  return row?.organizationId;
}

/** Domains of the list that another organisation already claimed. */
export async function domainsClaimedElsewhere(db: Database | Tx, organizationId: string, domains: string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db.selectFrom('organizationSsoDomains').select('domain').where('domain', 'in', domains).where('organizationId', '!=', organizationId).execute();
  return rows.map((row) => row.domain);
}

export type SsoSettingsValues = z.output<typeof ssoSettingsForm>;

/**
 * Saves the provider and replaces the claimed domains in one transaction; a domain another
 * organisation holds fails on the primary key (the caller turns that into 409). A blank secret keeps the saved one.
 */
export async function saveSsoSettings(db: Database, keySecret: string, actorId: string, organizationId: string, values: SsoSettingsValues, sealedSecret: string | null): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const sealed = values.clientSecret ? sealSecret(keySecret, SECRET_PURPOSE, values.clientSecret) : sealedSecret;
    if (!sealed) throw new Error('saveSsoSettings needs a client secret');
    const row = { issuerUrl: values.issuerUrl, clientId: values.clientId, clientSecretEncrypted: sealed, enabled: values.enabled, updatedById: actorId, updatedAt: now };
    await trx
      .insertInto('organizationSso')
      .values({ organizationId, ...row })
      .onConflict((oc) => oc.column('organizationId').doUpdateSet(row))
      .execute();
    await trx.deleteFrom('organizationSsoDomains').where('organizationId', '=', organizationId).execute();
    await trx
      .insertInto('organizationSsoDomains')
      .values(values.allowedDomains.map((domain) => ({ domain, organizationId })))
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'organization.sso_updated',
      subjectType: 'organization',
      subjectId: organizationId,
      // Never the secret; whether it changed is enough for the log.
      details: { issuerUrl: values.issuerUrl, clientId: values.clientId, allowedDomains: values.allowedDomains, enabled: values.enabled, secretChanged: Boolean(values.clientSecret) },
    });
  });
}

export async function sealedSecretOf(db: Database, organizationId: string): Promise<string | null> {
  const row = await db.selectFrom('organizationSso').select('clientSecretEncrypted').where('organizationId', '=', organizationId).executeTakeFirst();
  return row?.clientSecretEncrypted ?? null;
}
