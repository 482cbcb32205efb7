import { z } from 'zod';
import { pagedInput, pageOf } from './paging';
import { ROLES } from '../constants/roles';

/** The admin panel's Settings tab: platform-wide switches, stored and enforced. */
export const platformSettingsSchema = z.object({
  /** Off: no AI coach is listed and no AI session or chat message is accepted. */
  allowAiCoaches: z.boolean(),
  /** On: a person's booking of a human coach starts as pending_approval until the coach accepts it. */
  requireSessionApproval: z.boolean(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const updatePlatformSettingsInput = z
  .object({
    allowAiCoaches: z.boolean({ error: 'allowAiCoaches must be true or false' }).optional(),
    requireSessionApproval: z.boolean({ error: 'requireSessionApproval must be true or false' }).optional(),
  })
  .refine((value) => value.allowAiCoaches !== undefined || value.requireSessionApproval !== undefined, 'Send allowAiCoaches, requireSessionApproval or both');

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  aiCoaches: z.number().int(),
  /** Sessions in progress right now. */
  activeSessions: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  /** Set when a platform admin deactivated the account: it cannot sign in. */
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);

export const adminUsersInput = pagedInput({
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  role: z.enum(ROLES, { error: 'Unknown role' }).optional(),
  organizationId: z.string().trim().min(1).max(64).optional(),
});

export const adminUserIdInput = z.object({ id: z.string().trim().min(1).max(64) });

/** PUT /api/admin/users/{id}: the Edit dialog (role and organisation), audited. */
export const updateAdminUserInput = z.object({
  id: z.string().trim().min(1).max(64),
  role: z.enum(ROLES, { error: 'Role must be client, coach, organization_admin, team_lead, hr_manager or admin' }),
  organizationId: z.string().trim().min(1).max(64).nullable(),
});
export type UpdateAdminUserInput = z.input<typeof updateAdminUserInput>;

export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;
export const updateAccountStatusInput = z.object({
  id: z.string().trim().min(1).max(64),
  status: z.enum(ACCOUNT_STATUSES, { error: 'Status must be active or deactivated' }),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  /** The person the entry is about, when it is about a person. */
  subjectName: z.string().nullable(),
  /** The organisation the change happened in, when there is one. */
  organizationName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntryPageSchema = pageOf(auditEntrySchema);

/** The audit log view: newest first, optionally one kind of change. */
export const AUDIT_LOG_FILTERS = ['all', 'roles', 'organizations', 'settings', 'accounts', 'ai_coaches'] as const;
export type AuditLogFilter = (typeof AUDIT_LOG_FILTERS)[number];
export const auditLogInput = pagedInput({ filter: z.enum(AUDIT_LOG_FILTERS, { error: 'Unknown filter' }).optional() });
