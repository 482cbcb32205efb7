import { Building2, ClipboardList, GraduationCap, type LucideIcon, Shield, UserRound, UsersRound } from 'lucide-react';
import type { Role } from '@shared/constants/roles';

export interface RoleOption {
  role: Role;
  title: string;
  description: string;
  features: string[];
  badge?: string;
  /** Shown under the card: who may take this role. */
  note?: string;
  icon: LucideIcon;
}

/** The six roles offered at selection, with what each one unlocks. */
export const ROLE_OPTIONS: RoleOption[] = [
  {
    role: 'client',
    title: 'Client',
    description: 'Grow with coaches and AI, and pay per session.',
    features: ['Human coaches', 'AI assistants', 'Goals', 'Sessions', 'Resources'],
    badge: 'Recommended',
    icon: UserRound,
  },
  {
    role: 'coach',
    title: 'Coach',
    description: 'Run your coaching practice on Catalyst.',
    features: ['Coach profile', 'Client tools', 'Video sessions', 'Revenue', 'AI assistant creation'],
    icon: GraduationCap,
  },
  {
    role: 'organization_admin',
    title: 'Organization Admin',
    description: 'Set up and run coaching for your organization.',
    features: ['Oversight', 'Team management', 'Analytics', 'Billing', 'Custom AI coaches'],
    icon: Building2,
  },
  {
    role: 'team_lead',
    title: 'Team Lead',
    description: 'Coordinate your team’s coaching.',
    features: ['Team coordination', 'Progress tracking'],
    note: "Granted by your organization's admin",
    icon: UsersRound,
  },
  {
    role: 'hr_manager',
    title: 'HR Manager',
    description: 'Manage coaching programmes across the organization.',
    features: ['Programme management', 'ROI reporting'],
    note: "Granted by your organization's admin",
    icon: ClipboardList,
  },
  {
    role: 'admin',
    title: 'Platform Admin',
    description: 'Administer the whole platform.',
    features: ['Full platform administration'],
    note: 'Appointed by the Catalyst team',
    icon: Shield,
  },
];

/** Where each role goes after choosing it. */
export function destinationFor(role: Role): string {
  if (role === 'coach') return '/coach-onboarding';
  if (role === 'organization_admin') return '/organization-setup';
  return '/';
}
