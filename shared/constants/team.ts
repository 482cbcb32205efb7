import type { Role } from './roles';

/** The team page's roles (part 2 sections 2, 3, 6); each stands for a platform role, said in the UI. */
export const TEAM_ROLES = ['admin', 'coach', 'manager', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { admin: 'Admin', coach: 'Coach', manager: 'Manager', member: 'Member' };

/** What each team role grants, shown next to it in the invite and edit forms. */
export const TEAM_ROLE_HINTS: Record<TeamRole, string> = {
  admin: 'Organization Admin: manages the team, settings and custom AI coaches',
  coach: "Coach: coaches the organization's members",
  manager: 'Team Lead or HR Manager: reads the team and its programme figures',
  member: 'Client: is coached by people and AI coaches',
};

/** A manager is one of two platform roles, chosen on invite and edit. */
export const MANAGER_ROLES = ['team_lead', 'hr_manager'] as const satisfies readonly Role[];
export type ManagerRole = (typeof MANAGER_ROLES)[number];

export const TEAM_STATUSES = ['active', 'inactive', 'pending'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];
export const TEAM_STATUS_LABELS: Record<TeamStatus, string> = { active: 'Active', inactive: 'Inactive', pending: 'Pending' };

/** Statuses a member can be given; 'pending' is an open invitation, never set by hand. */
export const MEMBER_STATUSES = ['active', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The platform role behind a team role. */
export function platformRoleOf(role: TeamRole, managerRole: ManagerRole = 'team_lead'): Role {
  switch (role) {
    case 'admin':
      return 'organization_admin';
    case 'coach':
      return 'coach';
    case 'manager':
      return managerRole;
    case 'member':
      return 'client';
  }
}

/** The team role a platform role shows as; null for a platform admin, who is no organisation's member. */
export function teamRoleOf(role: Role): TeamRole | null {
  switch (role) {
    case 'organization_admin':
      return 'admin';
    case 'coach':
      return 'coach';
    case 'team_lead':
    case 'hr_manager':
      return 'manager';
    case 'client':
      return 'member';
    case 'admin':
      return null;
  }
}

/** Platform roles a team-role filter matches. */
export const TEAM_ROLE_PLATFORM_ROLES: Record<TeamRole, readonly Role[]> = {
  admin: ['organization_admin'],
  coach: ['coach'],
  manager: MANAGER_ROLES,
  member: ['client'],
};

/** Days an e-mailed team invitation stays valid. */
export const TEAM_INVITATION_VALID_DAYS = 7;

export const TEAM_MESSAGES = {
  empty: 'No team members found',
  invitationSent: 'Invitation Sent',
  memberUpdated: 'Member Updated',
  memberRemoved: 'Member Removed',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  nameRequired: 'Full name is required',
  editNameRequired: 'Name is required',
  forbidden: 'Team management is for organization admins, team leads and HR managers.',
  programmeForbidden: 'The programme dashboard is for organization admins, team leads and HR managers.',
  reportsForbidden: 'Team, goal and session reports are for organization admins, team leads and HR managers.',
  manageForbidden: "Only your organization's admins can change the team.",
  chooseOrganization: 'Choose an organization to look at.',
  organizationNotFound: 'Organization not found',
  memberNotFound: 'Team member not found',
  alreadyMember: 'This person is already a member of your organization.',
  otherOrganization: 'This e-mail address belongs to a member of another organization. They have to leave it before they can join yours.',
  platformAdmin: 'Platform administrators cannot join an organization.',
  alreadyInvited: 'An invitation to this e-mail address is already pending. Resend it from the team list.',
  lastAdminRemove: "This is the organization's only admin. Make another member an admin before removing them.",
  lastAdminDemote: "This is the organization's only admin. Make another member an admin before changing their role.",
  lastAdminDeactivate: "This is the organization's only active admin. Make another member an admin before deactivating them.",
  notYourself: 'You cannot remove or deactivate yourself. Ask another admin of your organization.',
  pendingStatus: 'An invitation stays pending until it is accepted. Revoke it to withdraw it.',
  emailLocked: "A member's e-mail address is their sign-in: only they can change it.",
  notPending: 'Only a pending invitation can be resent.',
  inactiveSignIn: (organization: string) => `Your access to ${organization} is inactive. Ask your organization's admin to reactivate it.`,
  deactivatedSignIn: 'This account has been deactivated. Contact support to have it reactivated.',
} as const;

export function removeMemberConfirmation(name: string): string {
  return `Are you sure you want to remove ${name} from the team?`;
}

export const INVITATION_MESSAGES = {
  invalid: 'This invitation link is invalid, has been revoked or has expired. Ask your organization admin for a new one.',
  used: 'This invitation has already been accepted.',
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  signInRequired: (email: string) => `An account for ${email} already exists. Sign in to accept the invitation.`,
  joined: (organization: string) => `You joined ${organization}.`,
} as const;
