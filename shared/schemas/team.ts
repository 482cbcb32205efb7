import { z } from 'zod';
import { pagedInput, pageOf } from './paging';
import { stripInvisible } from '../utils/visible-text';
import { MANAGER_ROLES, MEMBER_STATUSES, TEAM_MESSAGES, TEAM_ROLES, TEAM_STATUSES } from '../constants/team';
import { ROLES } from '../constants/roles';
import { currentUserSchema } from './auth';

const organizationIdField = z.string().trim().min(1).max(64).optional();

const emailField = z
  .string({ error: TEAM_MESSAGES.emailRequired })
  .trim()
  .min(1, TEAM_MESSAGES.emailRequired)
  .max(254, 'Email is too long')
  .pipe(z.email({ error: TEAM_MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

const nameField = (required: string) =>
  z.string({ error: required }).overwrite(stripInvisible).trim().min(1, required).max(200, 'Name must be at most 200 characters');

const departmentField = z
  .string()
  .overwrite(stripInvisible)
  .trim()
  .max(100, 'Department must be at most 100 characters')
  .nullish()
  .transform((value) => value || null);

const teamRoleField = z.enum(TEAM_ROLES, { error: 'Role must be admin, coach, manager or member' });
const managerRoleField = z.enum(MANAGER_ROLES, { error: 'Manager role must be team_lead or hr_manager' });

/** Part 2 section 3: team member. `role` is the team role; `platformRole` the account's role it stands for. */
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  platformRole: z.enum(ROLES),
  status: z.enum(TEAM_STATUSES),
  /** When the member joined; for a pending invitation, when it was (last) sent. */
  joinedAt: z.string().nullable(),
  /** The member's last request (to within a few minutes); null when never signed in. */
  lastActive: z.string().nullable(),
  /** Completed sessions the member took part in, as coach or client. */
  sessionsCount: z.number().int(),
  /** Clients the member coaches. */
  clientsCount: z.number().int(),
  /** The member's coach rating out of 5; 0 when unrated. */
  rating: z.number(),
  department: z.string().nullable(),
  /** Pending invitations only: when the link stops working. */
  invitationExpiresAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberPageSchema = pageOf(teamMemberSchema);

export const teamMembersInput = pagedInput({
  organizationId: organizationIdField,
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  role: z.enum(['all', ...TEAM_ROLES], { error: 'Role must be all, admin, coach, manager or member' }).optional(),
  status: z.enum(['all', ...TEAM_STATUSES], { error: 'Status must be all, active, inactive or pending' }).optional(),
});
export type TeamMembersInput = z.input<typeof teamMembersInput>;

export const teamStatsInput = z.object({ organizationId: organizationIdField }).prefault({});
export const teamStatsSchema = z.object({
  totalMembers: z.number().int(),
  activeCoaches: z.number().int(),
  totalClients: z.number().int(),
  /** Mean rating of the organisation's rated coaches, one decimal; 0 when none is rated. */
  averageRating: z.number(),
});
export type TeamStats = z.infer<typeof teamStatsSchema>;

export const teamMemberIdInput = z.object({ id: z.string().trim().min(1).max(64) });

/** POST /api/team/invite: the invite dialog's fields. */
export const inviteMemberInput = z.object({
  organizationId: organizationIdField,
  email: emailField,
  fullName: nameField(TEAM_MESSAGES.nameRequired),
  role: teamRoleField.default('member'),
  /** Which manager role a 'manager' becomes; team_lead when not said. */
  managerRole: managerRoleField.optional(),
  department: departmentField,
});
export type InviteMemberInput = z.input<typeof inviteMemberInput>;

/** The invite dialog (the same rules). */
export const inviteFormSchema = z.object({
  email: emailField,
  fullName: nameField(TEAM_MESSAGES.nameRequired),
  role: teamRoleField,
  managerRole: managerRoleField,
  department: z.string().max(100, 'Department must be at most 100 characters'),
});
export type InviteForm = z.input<typeof inviteFormSchema>;

/** PUT /api/team/members/{id}: the edit dialog's fields (name and email required). */
export const updateMemberInput = z.object({
  id: z.string().trim().min(1).max(64),
  name: nameField(TEAM_MESSAGES.editNameRequired),
  email: emailField,
  role: teamRoleField,
  managerRole: managerRoleField.optional(),
  status: z.enum(TEAM_STATUSES, { error: 'Status must be active, inactive or pending' }).optional(),
  department: departmentField,
});
export type UpdateMemberInput = z.input<typeof updateMemberInput>;

export const editMemberFormSchema = z.object({
  name: nameField(TEAM_MESSAGES.editNameRequired),
  email: emailField,
  role: teamRoleField,
  managerRole: managerRoleField,
  status: z.enum(TEAM_STATUSES),
  department: z.string().max(100, 'Department must be at most 100 characters'),
});
export type EditMemberForm = z.input<typeof editMemberFormSchema>;

/** PATCH /api/team/members/{memberId}/status. */
export const updateMemberStatusInput = z.object({
  memberId: z.string().trim().min(1).max(64),
  status: z.enum(MEMBER_STATUSES, { error: 'Status must be active or inactive' }),
});

const tokenField = z.string({ error: 'Token is required' }).min(1, 'Token is required').max(128, 'Token is too long');

export const invitationTokenInput = z.object({ token: tokenField });

/** What the invitation page shows before the person accepts. */
export const invitationDetailsSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(TEAM_ROLES),
  platformRole: z.enum(ROLES),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  /** An account with the invited address exists: the person signs in to accept; otherwise accepting creates it. */
  accountExists: z.boolean(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** POST /api/team/invitations/accept: signed in as the invited address, or (new address) the names of the account to create. */
export const acceptInvitationInput = z.object({
  token: tokenField,
  firstName: z.string().overwrite(stripInvisible).trim().min(1, 'First name is required').max(100, 'First name must be at most 100 characters').optional(),
  lastName: z.string().overwrite(stripInvisible).trim().min(1, 'Last name is required').max(100, 'Last name must be at most 100 characters').optional(),
});

export const acceptInvitationOutput = z.object({ user: currentUserSchema, organizationName: z.string() });
