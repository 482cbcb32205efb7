import { Building2, GraduationCap, type LucideIcon, UserRound } from 'lucide-react';
import { CLIENT_PLAN, COACH_PLANS, formatUsd } from '@shared/constants/plans';

export type Audience = 'individuals' | 'organizations' | 'coaches';

export interface Slide {
  id: Audience;
  tab: string;
  eyebrow: string;
  icon: LucideIcon;
  title: string;
  text: string;
  cta: { label: string; to: string };
  stat: { value: string; label: string };
  highlights: string[];
  /** Tailwind classes for the slide's background. */
  background: string;
}

/** The hero carousel's three slides; the tab switcher below follows the same order. */
export const SLIDES: Slide[] = [
  {
    id: 'individuals',
    tab: 'Individuals',
    eyebrow: 'For individuals',
    icon: UserRound,
    title: 'Unlock your potential with expert coaching',
    text: 'Work 1-on-1 with certified coaches, get 24/7 guidance from specialised AI mentors, and track every goal you set, for personal growth or your next career step.',
    cta: { label: `Find Your Coach - ${formatUsd(CLIENT_PLAN.priceCents)}/month`, to: '/client-signup' },
    stat: { value: '85%', label: 'of clients reach their goals within 90 days' },
    highlights: ['Certified human coaches', '24/7 AI mentors', 'Goal tracking with analytics'],
    background: 'from-indigo-700 via-indigo-600 to-violet-600',
  },
  {
    id: 'organizations',
    tab: 'Organizations',
    eyebrow: 'For organizations',
    icon: Building2,
    title: 'Coaching for every team, at enterprise scale',
    text: 'Give every employee a coach. Build custom company AI coaches, sign in with SSO, and follow progress across teams with a dedicated account manager at your side.',
    cta: { label: 'Transform Your Organization', to: '/organization-setup' },
    stat: { value: '2,000+', label: 'active users grow with Catalyst' },
    highlights: ['Custom company AI coaches', 'SSO integration', 'Dedicated account manager'],
    background: 'from-sky-700 via-blue-700 to-indigo-700',
  },
  {
    id: 'coaches',
    tab: 'Coaches',
    eyebrow: 'For coaches',
    icon: GraduationCap,
    title: 'Grow your coaching practice',
    text: 'Publish your profile, invite clients, run video sessions and build an AI assistant in your own style, with revenue sharing from AI coach interactions.',
    cta: { label: `Join as Coach - ${formatUsd(COACH_PLANS[0].priceCents)}/month`, to: '/coach-onboarding' },
    stat: { value: '$5,000+', label: 'average monthly earnings of a coach' },
    highlights: ['Revenue sharing from AI sessions', 'Client tools and video', 'Your own AI assistant'],
    background: 'from-violet-700 via-fuchsia-700 to-rose-600',
  },
];

export const CAROUSEL_INTERVAL_MS = 5000;
