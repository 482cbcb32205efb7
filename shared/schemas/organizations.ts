import { z } from 'zod';
import { pagedInput, pageOf } from './paging';
import { stripInvisible } from '../utils/visible-text';
import { FEATURE_IDS } from '../constants/features';
import { COACHING_GOALS, ORGANIZATION_INDUSTRIES, ORGANIZATION_SIZES } from '../constants/onboarding';
import { roleSchema } from './auth';

export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** POST /api/organizations; the form uses the same schema. */
export const organizationInput = z.object({
  name: z
    .string({ error: 'Organization name must be at least 2 characters' })
    .overwrite(stripInvisible)
    .trim()
    .min(2, 'Organization name must be at least 2 characters')
    .max(200, 'Organization name must be at most 200 characters'),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253, 'Domain is too long')
    .refine((domain) => domain === '' || DOMAIN_PATTERN.test(domain), 'Enter a domain like acme.com')
    .nullish()
    .transform((domain) => domain || null),
  industry: z.enum(ORGANIZATION_INDUSTRIES, { error: 'Please select an industry' }),
  size: z.enum(ORGANIZATION_SIZES, { error: 'Please select organization size' }),
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be at most 2000 characters')
    .nullish()
    .transform((description) => description || null),
  coachingGoals: z
    .array(z.enum(COACHING_GOALS, { error: 'Choose coaching goals from the list' }), { error: 'Please select at least one coaching goal' })
    .min(1, 'Please select at least one coaching goal')
    .transform((goals) => [...new Set(goals)]),
});
export type OrganizationInput = z.input<typeof organizationInput>;
export type OrganizationValues = z.output<typeof organizationInput>;

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  description: z.string().nullable(),
  coachingGoals: z.array(z.string()),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationIdInput = z.object({ organizationId: z.string().min(1).max(64) });

/** Part 2 section 3: organisation user. */
export const organizationUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: roleSchema,
  profileImageUrl: z.string().nullable(),
  organizationId: z.string().nullable(),
});
export type OrganizationUser = z.infer<typeof organizationUserSchema>;
export const organizationUserPageSchema = pageOf(organizationUserSchema);

/** GET /api/organizations/{organizationId}/users: a page of the members, by name. */
export const organizationUsersInput = pagedInput({ organizationId: z.string().min(1).max(64) });

/** GET /api/organizations (platform admins): every organisation by name, to choose the one to look at. */
export const organizationsListInput = pagedInput({ search: z.string().trim().max(100, 'Search is at most 100 characters').optional() });
export const organizationSummarySchema = z.object({ id: z.string(), name: z.string(), domain: z.string().nullable(), memberCount: z.number().int() });
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;
export const organizationSummaryPageSchema = pageOf(organizationSummarySchema);

/** Features the organisation's admin hides from every member; each device may hide more on top. */
export const organizationFeaturesSchema = z.object({ hiddenFeatures: z.array(z.enum(FEATURE_IDS)) });
export type OrganizationFeatures = z.infer<typeof organizationFeaturesSchema>;
export const updateOrganizationFeaturesInput = z.object({
  organizationId: z.string().min(1).max(64),
  hiddenFeatures: z
    .array(z.enum(FEATURE_IDS, { error: 'Unknown feature id' }), { error: 'hiddenFeatures must be a list of feature ids' })
    .max(FEATURE_IDS.length)
    .transform((ids) => [...new Set(ids)]),
});

export const ORGANIZATION_MESSAGES = {
  alreadyAdmin: 'You already administer an organization. Each account can run one organization.',
  alreadyMember: 'You already belong to an organization. Ask its admin to remove you before setting up a new one.',
  domainTaken: 'This domain is already claimed by another organization.',
  platformAdmin: 'Platform administrators cannot set up an organization with their admin account.',
} as const;
