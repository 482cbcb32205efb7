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
/** Roles a user may pick only as a member of an organisation. */
export const ORGANIZATION_MEMBER_ROLES = ['team_lead', 'hr_manager'] as const satisfies readonly Role[];
