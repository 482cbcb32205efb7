import {
  BarChart3,
  Bot,
  Calendar,
  CreditCard,
  FileVideo,
  FolderOpen,
  LayoutDashboard,
  type LucideIcon,
  MailPlus,
  MessageSquare,
  Sparkles,
  Target,
  TrendingUp,
  UserCheck,
  Users,
  UsersRound,
  Video,
  Wand2,
  CalendarCheck,
} from 'lucide-react';

/** The spec's sidebar feature ids (the ids stored in sidebar-settings.hiddenFeatures). */
export const SIDEBAR_FEATURE_IDS = [
  'dashboard',
  'goals',
  'calendar',
  'messaging',
  'progress',
  'resources',
  'coaches',
  'ai-coaches',
  'sessions',
  'team',
  'analytics',
  'billing',
  'coach-onboarding',
  'coach-invitations',
  'ai-assistant',
  'ai-builder',
  'video-conf',
  'recordings',
] as const;
export type SidebarFeatureId = (typeof SIDEBAR_FEATURE_IDS)[number];

export const NAV_GROUP_IDS = ['core', 'coaching', 'management', 'advanced'] as const;
export type NavGroupId = (typeof NAV_GROUP_IDS)[number];

export interface NavItem {
  id: SidebarFeatureId;
  path: string;
  label: string;
  icon: LucideIcon;
}

export interface NavGroup {
  id: NavGroupId;
  label: string;
  items: NavItem[];
}

/** The navigation table of the spec, in order. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'core',
    label: 'Core Features',
    items: [
      { id: 'dashboard', path: '/', label: 'Dashboard', icon: LayoutDashboard },
      { id: 'goals', path: '/goals', label: 'Goals', icon: Target },
      { id: 'calendar', path: '/calendar', label: 'Calendar', icon: Calendar },
      { id: 'messaging', path: '/messages', label: 'Messages', icon: MessageSquare },
      { id: 'progress', path: '/reports', label: 'Progress', icon: TrendingUp },
      { id: 'resources', path: '/resources', label: 'Resources', icon: FolderOpen },
    ],
  },
  {
    id: 'coaching',
    label: 'Coaching',
    items: [
      { id: 'coaches', path: '/coaches', label: 'Find Coaches', icon: Users },
      { id: 'ai-coaches', path: '/ai-coaches', label: 'AI Coaches', icon: Bot },
      { id: 'sessions', path: '/sessions', label: 'My Sessions', icon: CalendarCheck },
    ],
  },
  {
    id: 'management',
    label: 'Management',
    items: [
      { id: 'team', path: '/team', label: 'Team', icon: UsersRound },
      { id: 'analytics', path: '/analytics-dashboard', label: 'Analytics', icon: BarChart3 },
      { id: 'billing', path: '/advanced-billing', label: 'Billing', icon: CreditCard },
      { id: 'coach-onboarding', path: '/coach-onboarding', label: 'Coach Setup', icon: UserCheck },
      { id: 'coach-invitations', path: '/coach-invitations', label: 'Client Invitations', icon: MailPlus },
    ],
  },
  {
    id: 'advanced',
    label: 'Advanced',
    items: [
      { id: 'ai-assistant', path: '/ai-assistant-generator', label: 'AI Assistant Generator', icon: Sparkles },
      { id: 'ai-builder', path: '/ai-coach-builder', label: 'AI Coach Builder', icon: Wand2 },
      { id: 'video-conf', path: '/video-conferencing', label: 'Video Conferencing', icon: Video },
      { id: 'recordings', path: '/session-recordings', label: 'Session Recordings', icon: FileVideo },
    ],
  },
];

/** The dashboard lives at /, /dashboard and /enhanced-dashboard: one item for all three. */
const DASHBOARD_PATHS = new Set(['/', '/dashboard', '/enhanced-dashboard']);

/** Standard sidebar: the root (the dashboard) matches its own paths exactly, every other item by path prefix. */
export function isActiveStandard(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return DASHBOARD_PATHS.has(pathname);
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/** Compact sidebar: exact match only (the dashboard's paths count as one). */
export function isActiveCompact(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return DASHBOARD_PATHS.has(pathname);
  return pathname === itemPath;
}

/** Groups with only the items not hidden; groups left empty are dropped. */
export function visibleGroups(hidden: readonly string[]): NavGroup[] {
  const hiddenSet = new Set(hidden);
  return NAV_GROUPS.map((group) => ({ ...group, items: group.items.filter((item) => !hiddenSet.has(item.id)) })).filter((group) => group.items.length > 0);
}
