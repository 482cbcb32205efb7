export const ROLES = ['client', 'coach', 'organization_admin', 'team_lead', 'hr_manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that read an organisation's people, programmes and aggregate analytics. */
export const ORG_MANAGER_ROLES = ['organization_admin', 'team_lead', 'hr_manager'] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  client: 'Client',
  coach: 'Coach',
  organization_admin: 'Organization Admin',
  team_lead: 'Team Lead',
  hr_manager: 'HR Manager',
  admin: 'Platform Admin',
};

/** Roles any signed-in user may give themselves on /role-selection. */
export const SELF_SELECTABLE_ROLES = ['client', 'coach', 'organization_admin'] as const satisfies readonly Role[];
/** Roles granted inside an organisation by its admin or a platform admin, never chosen by the person. */
export const ORGANIZATION_MEMBER_ROLES = ['team_lead', 'hr_manager'] as const satisfies readonly Role[];

export const LAST_PLATFORM_ADMIN_MESSAGE = 'You are the only Platform Admin. Appoint another Platform Admin before changing your role.';
export const LAST_ORGANIZATION_ADMIN_MESSAGE = "You are your organization's only admin. Make another member its admin before changing your role.";
