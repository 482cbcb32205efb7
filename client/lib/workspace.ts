import { ORG_MANAGER_ROLES, type Role } from '@shared/constants/roles';
import { useCurrentUser } from './auth';
import { useLocalValue, writeLocal } from './local-settings';
import { trpc } from './trpc';

/** The organisation a platform admin looks at, remembered on this device per admin. */
const chosenKey = (userId: string) => `admin-organization:${userId}`;

export function chooseOrganization(userId: string, organizationId: string | null): void {
  writeLocal(chosenKey(userId), organizationId);
}

/**
 * The organisation the signed-in person works in: their own, or for a platform admin the one they
 * chose to look at (none until they choose). `scope` is what organisation-scoped calls send: the
 * id for a platform admin, nothing for members (the server uses their own).
 */
export function useWorkspace() {
  const { user } = useCurrentUser();
  const chosen = useLocalValue(chosenKey(user?.id ?? 'signed-out'));
  const isPlatformAdmin = user?.role === 'admin';
  const organizationId = isPlatformAdmin ? chosen : (user?.organizationId ?? null);
  const organization = trpc.organizations.byId.useQuery({ organizationId: organizationId ?? '' }, { enabled: Boolean(organizationId), retry: false, staleTime: 60_000 });
  const role: Role | undefined = user?.role;
  return {
    user,
    isPlatformAdmin,
    organizationId: organization.isError ? null : organizationId,
    organization: organization.data ?? null,
    isLoading: Boolean(organizationId) && organization.isLoading,
    /** Team leads, HR managers and admins of the organisation, and platform admins looking at one. */
    readsOrganization: Boolean(organizationId) && (isPlatformAdmin || (role !== undefined && (ORG_MANAGER_ROLES as readonly Role[]).includes(role))),
    /** Its admins, and platform admins looking at it. */
    managesOrganization: Boolean(organizationId) && (isPlatformAdmin || role === 'organization_admin'),
    scope: isPlatformAdmin && organizationId ? { organizationId } : {},
  };
}
