import { z } from 'zod';
import { pageOf } from './paging';
import { stripInvisible } from '../utils/visible-text';

/** What every token starts with, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'cat_';

/** At most this many active (unrevoked, unexpired) tokens per person. */
export const API_TOKEN_LIMIT = 20;

export const API_TOKEN_LEVELS = ['read', 'write'] as const;
export type ApiTokenLevel = (typeof API_TOKEN_LEVELS)[number];

/**
 * Areas a token can be limited to: the domain names of the API (`/api/<area>/...`). `read` and
 * `write` alone cover every area; `write` includes `read`.
 */
export const API_TOKEN_AREAS = ['sessions', 'goals', 'calendar', 'messages', 'progress-reports', 'resources', 'notifications'] as const;
export type ApiTokenArea = (typeof API_TOKEN_AREAS)[number];

export const API_TOKEN_SCOPES = [...API_TOKEN_LEVELS, ...API_TOKEN_AREAS.flatMap((area) => API_TOKEN_LEVELS.map((level) => `${area}:${level}` as const))] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

export const API_TOKEN_TEXT = {
  title: 'API tokens',
  description: 'Personal tokens let your own scripts and integrations call the Catalyst API as you. Send one as "Authorization: Bearer <token>".',
  create: 'Create Token',
  created: 'Token Created',
  copyOnce: 'Copy this token now: it will not be shown again.',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  empty: 'No API tokens yet.',
  revoke: 'Revoke',
  revoked: 'Token Revoked',
  never: 'Never',
  noExpiry: 'No expiry',
  notFound: 'API token not found',
  limit: `You already have ${API_TOKEN_LIMIT} active API tokens, the most allowed. Revoke one to create another.`,
  tokenCannotMint: 'An API token cannot create API tokens: create one in Settings, signed in to Catalyst.',
} as const;

const scopeMessage = `Scopes must be among: ${API_TOKEN_SCOPES.join(', ')}`;

/** One schema for the form and the server. */
export const createApiTokenInput = z.object({
  // Control, zero-width and bidi characters are stripped, so a name of only those is an empty one.
  name: z.string({ error: 'Name is required' }).overwrite(stripInvisible).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: scopeMessage }), { error: 'Choose at least one scope' })
    .min(1, 'Choose at least one scope')
    .max(API_TOKEN_SCOPES.length, scopeMessage)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope may be listed once'),
  /** Days until the token stops working; null or absent: it does not expire. */
  expiresInDays: z.number({ error: 'Expiry must be a number of days' }).int('Expiry must be a whole number of days').min(1, 'Expiry must be between 1 and 365 days').max(365, 'Expiry must be between 1 and 365 days').nullish(),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInput>;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.string()),
  /** The token's first characters, to tell tokens apart. */
  tokenHint: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenPageSchema = pageOf(apiTokenSchema);

/** The answer to a creation: the only time the secret is ever sent. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenIdInput = z.object({ id: z.coerce.number({ message: 'id: Must be a number' }).int().positive({ message: 'id: Must be a positive whole number' }) });

/** The Settings form: one access level for all areas or for the chosen ones, and an expiry choice. */
export const apiTokenFormSchema = z.object({
  name: createApiTokenInput.shape.name,
  level: z.enum(API_TOKEN_LEVELS),
  /** Empty: every area. */
  areas: z.array(z.enum(API_TOKEN_AREAS)),
  expiry: z.enum(['none', ...API_TOKEN_EXPIRY_DAYS.map(String)] as [string, ...string[]]),
});
export type ApiTokenFormValues = z.infer<typeof apiTokenFormSchema>;

export function toCreateApiTokenInput(values: ApiTokenFormValues): CreateApiTokenInput {
  const scopes: ApiTokenScope[] = values.areas.length === 0 ? [values.level] : values.areas.map((area) => `${area}:${values.level}` as const);
  return { name: values.name, scopes, expiresInDays: values.expiry === 'none' ? null : Number(values.expiry) };
}
