import type { SidebarFeatureId } from './nav-items';

export const FEATURE_CATEGORIES = [
  { id: 'core', label: 'Core Features' },
  { id: 'coaching', label: 'Coaching' },
  { id: 'management', label: 'Management' },
  { id: 'advanced', label: 'Advanced Features' },
] as const;
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number]['id'];

export interface FeatureDefinition {
  id: string;
  label: string;
  description: string;
  category: FeatureCategory;
  isPremium: boolean;
  /** The navigation item this feature shows or hides. */
  sidebarId: SidebarFeatureId;
}

/** The spec's 17 configurable features, all visible by default. */
export const FEATURES: FeatureDefinition[] = [
  { id: 'dashboard', label: 'Dashboard', description: 'Your overview: greeting, goals, upcoming sessions and activity.', category: 'core', isPremium: false, sidebarId: 'dashboard' },
  { id: 'goals', label: 'Goals', description: 'Set goals and track their progress.', category: 'core', isPremium: false, sidebarId: 'goals' },
  { id: 'calendar', label: 'Calendar', description: 'Month view of sessions, workshops and meetings.', category: 'core', isPremium: false, sidebarId: 'calendar' },
  { id: 'messages', label: 'Messages', description: 'Conversations with your coaches and team.', category: 'core', isPremium: false, sidebarId: 'messaging' },
  { id: 'reports', label: 'Progress Reports', description: 'Progress metrics and downloadable reports.', category: 'core', isPremium: false, sidebarId: 'progress' },
  { id: 'resources', label: 'Resources', description: 'Articles, videos, templates and your collections.', category: 'core', isPremium: false, sidebarId: 'resources' },
  { id: 'coaches', label: 'Find Coaches', description: 'Browse certified coaches and book sessions.', category: 'coaching', isPremium: false, sidebarId: 'coaches' },
  { id: 'ai-coaches', label: 'AI Coaches', description: 'Chat with specialised AI coaching personas, 24/7.', category: 'coaching', isPremium: false, sidebarId: 'ai-coaches' },
  { id: 'sessions', label: 'My Sessions', description: 'Upcoming, in-progress and past sessions.', category: 'coaching', isPremium: false, sidebarId: 'sessions' },
  { id: 'team', label: 'Team Management', description: 'Members, roles and invitations of your organization.', category: 'management', isPremium: false, sidebarId: 'team' },
  { id: 'analytics', label: 'Analytics Dashboard', description: 'Session, progress and outcome analytics.', category: 'management', isPremium: true, sidebarId: 'analytics' },
  { id: 'billing', label: 'Billing', description: 'Usage, billing details and invoices.', category: 'management', isPremium: false, sidebarId: 'billing' },
  { id: 'coach-onboarding', label: 'Coach Setup', description: 'Create and publish your coach profile.', category: 'management', isPremium: false, sidebarId: 'coach-onboarding' },
  { id: 'ai-assistant-generator', label: 'AI Assistant Generator', description: 'Train an AI assistant in your coaching style.', category: 'advanced', isPremium: true, sidebarId: 'ai-assistant' },
  { id: 'ai-coach-builder', label: 'AI Coach Builder', description: 'Design custom AI coaches for your organization.', category: 'advanced', isPremium: true, sidebarId: 'ai-builder' },
  { id: 'video-conferencing', label: 'Video Conferencing', description: 'Video sessions with screen sharing and recording.', category: 'advanced', isPremium: false, sidebarId: 'video-conf' },
  { id: 'session-recordings', label: 'Session Recordings', description: 'Watch, tag and share recorded sessions.', category: 'advanced', isPremium: true, sidebarId: 'recordings' },
];

export type FeatureVisibility = Record<string, boolean>;

export const FEATURE_VISIBILITY_KEY = 'feature-visibility-config';

export function defaultVisibility(): FeatureVisibility {
  return Object.fromEntries(FEATURES.map((feature) => [feature.id, true]));
}

/** Stored map -> a complete map: unknown ids are dropped, missing ones visible. */
export function parseVisibility(value: unknown): FeatureVisibility {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('expected an object of feature ids');
  const stored = value as Record<string, unknown>;
  return Object.fromEntries(FEATURES.map((feature) => [feature.id, stored[feature.id] !== false]));
}

/** The navigation ids to hide for a visibility map. */
export function hiddenSidebarIds(visibility: FeatureVisibility): SidebarFeatureId[] {
  return FEATURES.filter((feature) => visibility[feature.id] === false).map((feature) => feature.sidebarId);
}

/** The visibility map implied by the navigation's hidden ids (so both stores agree). */
export function visibilityFromHidden(hidden: readonly string[]): FeatureVisibility {
  return Object.fromEntries(FEATURES.map((feature) => [feature.id, !hidden.includes(feature.sidebarId)]));
}
