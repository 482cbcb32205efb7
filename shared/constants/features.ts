/** The 17 configurable features (part 2 section 9), all visible by default. */
export const FEATURE_IDS = [
  'dashboard',
  'goals',
  'calendar',
  'messages',
  'reports',
  'resources',
  'coaches',
  'ai-coaches',
  'sessions',
  'team',
  'analytics',
  'billing',
  'coach-onboarding',
  'ai-assistant-generator',
  'ai-coach-builder',
  'video-conferencing',
  'session-recordings',
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];
