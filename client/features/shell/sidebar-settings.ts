import { useMemo } from 'react';
import { parseLocalJson, readLocal, useLocalValue, writeLocal, writeLocalJson } from '@/lib/local-settings';
import { FEATURE_VISIBILITY_KEY, type FeatureVisibility, hiddenSidebarIds } from './feature-visibility';
import { NAV_GROUP_IDS, type NavGroupId, SIDEBAR_FEATURE_IDS, type SidebarFeatureId } from './nav-items';

export const SIDEBAR_SETTINGS_KEY = 'sidebar-settings';
export const COMPACT_SIDEBAR_KEY = 'useCompactSidebar';

export const DENSITIES = ['compact', 'normal', 'spacious'] as const;
export type Density = (typeof DENSITIES)[number];

export interface SidebarSettings {
  density: Density;
  isCollapsed: boolean;
  hiddenFeatures: SidebarFeatureId[];
  collapsedGroups: NavGroupId[];
}

export const DEFAULT_SIDEBAR_SETTINGS: SidebarSettings = { density: 'normal', isCollapsed: false, hiddenFeatures: [], collapsedGroups: [] };

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value);

function parseSettings(value: unknown): SidebarSettings {
  if (typeof value !== 'object' || value === null) throw new Error('expected an object');
  const v = value as Partial<Record<keyof SidebarSettings, unknown>>;
  return {
    density: oneOf(DENSITIES)(v.density) ? v.density : 'normal',
    isCollapsed: v.isCollapsed === true,
    hiddenFeatures: Array.isArray(v.hiddenFeatures) ? v.hiddenFeatures.filter(oneOf(SIDEBAR_FEATURE_IDS)) : [],
    collapsedGroups: Array.isArray(v.collapsedGroups) ? v.collapsedGroups.filter(oneOf(NAV_GROUP_IDS)) : [],
  };
}

function readSettings(): SidebarSettings {
  return parseLocalJson(SIDEBAR_SETTINGS_KEY, readLocal(SIDEBAR_SETTINGS_KEY), parseSettings, DEFAULT_SIDEBAR_SETTINGS);
}

export function updateSidebarSettings(update: Partial<SidebarSettings> | ((current: SidebarSettings) => Partial<SidebarSettings>)): void {
  const current = readSettings();
  const patch = typeof update === 'function' ? update(current) : update;
  writeLocalJson(SIDEBAR_SETTINGS_KEY, { ...current, ...patch });
}

export function useSidebarSettings(): SidebarSettings {
  const raw = useLocalValue(SIDEBAR_SETTINGS_KEY);
  return useMemo(() => parseLocalJson(SIDEBAR_SETTINGS_KEY, raw, parseSettings, DEFAULT_SIDEBAR_SETTINGS), [raw]);
}

export function toggleGroupCollapsed(group: NavGroupId): void {
  updateSidebarSettings((current) => ({
    collapsedGroups: current.collapsedGroups.includes(group) ? current.collapsedGroups.filter((g) => g !== group) : [...current.collapsedGroups, group],
  }));
}

export function useCompactSidebar(): boolean {
  return useLocalValue(COMPACT_SIDEBAR_KEY) === 'true';
}

export function setCompactSidebar(compact: boolean): void {
  writeLocal(COMPACT_SIDEBAR_KEY, compact ? 'true' : 'false');
}

/** Saves the feature visibility map and hides the matching navigation items. */
export function saveFeatureVisibility(visibility: FeatureVisibility): void {
  writeLocalJson(FEATURE_VISIBILITY_KEY, visibility);
  updateSidebarSettings({ hiddenFeatures: hiddenSidebarIds(visibility) });
}

/** 'Reset All Settings': normal density, no collapsed groups, no hidden features. */
export function resetAllSettings(): void {
  updateSidebarSettings({ density: 'normal', collapsedGroups: [], hiddenFeatures: [] });
  writeLocal(FEATURE_VISIBILITY_KEY, null);
}
