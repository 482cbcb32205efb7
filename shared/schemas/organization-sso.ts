import { z } from 'zod';
import { SSO_MESSAGES } from '../constants/sso';
import { DOMAIN_PATTERN, organizationIdInput } from './organizations';

/** Plain http is only for a provider on this machine (development and tests). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedIssuerUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

const domainSchema = z
  .string({ error: 'Enter e-mail domains like acme.com' })
  .trim()
  .toLowerCase()
  .max(253, 'Domain is too long')
  .refine((domain) => DOMAIN_PATTERN.test(domain), { error: (issue) => `${JSON.stringify(issue.input)} is not a domain like acme.com` });

/** The fields of the settings form; the client secret is write-only (blank keeps the saved one). */
export const ssoSettingsForm = z.object({
  issuerUrl: z
    .string({ error: 'Enter the issuer URL' })
    .trim()
    .min(1, 'Enter the issuer URL')
    .max(500, 'The issuer URL is too long')
    .refine(isAllowedIssuerUrl, SSO_MESSAGES.issuerHttps)
    // Discovery appends /.well-known/openid-configuration to the issuer; a trailing slash would double it.
    .transform((url) => url.replace(/\/+$/, '')),
  clientId: z.string({ error: 'Enter the client ID' }).trim().min(1, 'Enter the client ID').max(255, 'The client ID is at most 255 characters'),
  clientSecret: z
    .string()
    .max(1000, 'The client secret is at most 1000 characters')
    .optional()
    .transform((secret) => (secret && secret.trim() ? secret.trim() : undefined)),
  allowedDomains: z
    .array(domainSchema, { error: 'Enter at least one e-mail domain' })
    .min(1, 'Enter at least one e-mail domain')
    .max(20, 'At most 20 e-mail domains')
    .transform((domains) => [...new Set(domains)]),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type SsoSettingsFormValues = z.input<typeof ssoSettingsForm>;

/** The settings card's form: the same rules, with the domains typed as one text (commas, spaces or new lines between them). */
export const ssoSettingsTextForm = ssoSettingsForm.extend({
  allowedDomains: z.preprocess((value) => (typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : value), ssoSettingsForm.shape.allowedDomains),
});

/** PUT /api/organizations/{organizationId}/sso */
export const updateSsoSettingsInput = organizationIdInput.extend(ssoSettingsForm.shape);

/** What the organisation's admins see; the client secret never leaves the server. */
export const ssoSettingsSchema = z.object({
  organizationId: z.string(),
  configured: z.boolean(),
  issuerUrl: z.string().nullable(),
  clientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  allowedDomains: z.array(z.string()),
  enabled: z.boolean(),
  /** The redirect URI to register at the provider. */
  redirectUri: z.string(),
  updatedAt: z.string().nullable(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;
