import { useMemo } from 'react';
import { ANALYTICS_ROLES } from '@shared/constants/analytics';
import { mayUseBilling } from '@shared/constants/billing';
import type { FeatureId } from '@shared/constants/features';
import { useCurrentUser } from '@/lib/auth';
import { trpc } from '@/lib/trpc';
import { useWorkspace } from '@/lib/workspace';
import { FEATURES } from './feature-visibility';
import type { SidebarFeatureId } from './nav-items';

const NONE: FeatureId[] = [];

/** Features the organisation's admin hides from everyone in it (none outside an organisation). */
export function useOrganizationFeatures() {
  const { organizationId } = useWorkspace();
  const query = trpc.organizations.features.useQuery({ organizationId: organizationId ?? '' }, { enabled: Boolean(organizationId), retry: false });
  const hidden = query.data?.hiddenFeatures ?? NONE;
  return { organizationId, hidden, isLoading: query.isLoading && Boolean(organizationId) };
}

/** The navigation ids the organisation hides. */
export function sidebarIdsOf(features: readonly FeatureId[]): SidebarFeatureId[] {
  return FEATURES.filter((feature) => (features as readonly string[]).includes(feature.id)).map((feature) => feature.sidebarId);
}

/** Pages the user's role cannot use (the server answers 403 there): analytics for clients, billing for those who do not pay. */
export function hiddenForRole(role: string | undefined, organizationId: string | null): SidebarFeatureId[] {
  if (!role) return [];
  const hidden: SidebarFeatureId[] = [];
  if (!(ANALYTICS_ROLES as readonly string[]).includes(role)) hidden.push('analytics');
  if (!mayUseBilling(role, organizationId)) hidden.push('billing');
  return hidden;
}

/** What the sidebar hides: the role's closed pages, the organisation's choice, and this device's own on top. */
export function useHiddenNavigation(deviceHidden: readonly SidebarFeatureId[]): SidebarFeatureId[] {
  const { hidden } = useOrganizationFeatures();
  const { user } = useCurrentUser();
  const role = user?.role;
  const organizationId = user?.organizationId ?? null;
  return useMemo(() => [...new Set([...hiddenForRole(role, organizationId), ...sidebarIdsOf(hidden), ...deviceHidden])], [role, organizationId, hidden, deviceHidden]);
}
