import { CircleUser, CreditCard, HelpCircle, type LucideIcon, Shield, UserCog } from 'lucide-react';
import type { CurrentUser } from '@shared/schemas/auth';

export interface QuickLink {
  path: string;
  label: string;
  icon: LucideIcon;
}

/** Quick actions and footer links of the spec; the Admin Panel only for admins. */
export function quickActions(user: CurrentUser): QuickLink[] {
  return [
    { path: '/role-selection', label: 'Change Role', icon: UserCog },
    ...(user.role === 'admin' ? [{ path: '/admin', label: 'Admin Panel', icon: Shield }] : []),
  ];
}

export const FOOTER_LINKS: QuickLink[] = [
  { path: '/subscription', label: 'Manage Subscription', icon: CreditCard },
  { path: '/settings', label: 'Settings', icon: CircleUser },
  { path: '/support', label: 'Support', icon: HelpCircle },
];
