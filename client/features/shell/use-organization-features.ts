import { useMemo } from 'react';
import type { FeatureId } from '@shared/constants/features';
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

/** What the sidebar hides: the organisation's choice, and this device's own on top. */
export function useHiddenNavigation(deviceHidden: readonly SidebarFeatureId[]): SidebarFeatureId[] {
  const { hidden } = useOrganizationFeatures();
  return useMemo(() => [...new Set([...sidebarIdsOf(hidden), ...deviceHidden])], [hidden, deviceHidden]);
}
