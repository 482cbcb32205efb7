import { Bot, CalendarCheck, FolderOpen, LayoutDashboard, type LucideIcon, Target, Users } from 'lucide-react';
import { useMemo, useSyncExternalStore } from 'react';
import { parseLocalJson, readLocal, useLocalValue, writeLocal, writeLocalJson } from '@/lib/local-settings';

export interface TutorialStep {
  id: 'dashboard' | 'goals' | 'coaches' | 'ai-coaches' | 'session' | 'resources';
  title: string;
  description: string;
  action: string;
  route: string;
  icon: LucideIcon;
}

/** The Quick Start Guide's six steps, each with the route its action opens. */
export const TUTORIAL_STEPS: TutorialStep[] = [
  { id: 'dashboard', title: 'Explore your dashboard', description: 'Your home base: today’s greeting, goals, upcoming sessions and recent activity at a glance.', action: 'Open Dashboard', route: '/dashboard', icon: LayoutDashboard },
  { id: 'goals', title: 'Set your first goal', description: 'Write down what you want to achieve, pick a category and a target date, and track progress as you go.', action: 'Set a Goal', route: '/goals', icon: Target },
  { id: 'coaches', title: 'Find a coach', description: 'Browse certified coaches by specialty, compare experience and rates, and view their profiles.', action: 'Browse Coaches', route: '/coaches', icon: Users },
  { id: 'ai-coaches', title: 'Meet your AI coaches', description: 'Specialised AI mentors are available 24/7 for instant guidance between sessions.', action: 'Try AI Coaching', route: '/ai-coaches', icon: Bot },
  { id: 'session', title: 'Book a session', description: 'Schedule a 1-on-1 video session with a coach or start an AI session, and manage them in My Sessions.', action: 'View My Sessions', route: '/sessions', icon: CalendarCheck },
  { id: 'resources', title: 'Discover resources', description: 'Articles, videos and templates picked for your growth; bookmark favourites and build collections.', action: 'Browse Resources', route: '/resources', icon: FolderOpen },
];

export interface TutorialProgress {
  currentStep: number;
  completedSteps: TutorialStep['id'][];
}

const EMPTY: TutorialProgress = { currentStep: 0, completedSteps: [] };
const STEP_IDS = TUTORIAL_STEPS.map((step) => step.id);

const progressKey = (userId: string) => `quick-start-guide:${userId}`;
export const welcomeKey = (userId: string) => `hasSeenWelcome:${userId}`;

function parseProgress(value: unknown): TutorialProgress {
  if (typeof value !== 'object' || value === null) throw new Error('expected an object');
  const v = value as { currentStep?: unknown; completedSteps?: unknown };
  const step = typeof v.currentStep === 'number' ? Math.trunc(v.currentStep) : 0;
  const completed = Array.isArray(v.completedSteps) ? v.completedSteps.filter((id): id is TutorialStep['id'] => STEP_IDS.includes(id)) : [];
  return { currentStep: Math.min(Math.max(step, 0), TUTORIAL_STEPS.length - 1), completedSteps: [...new Set(completed)] };
}

export function useTutorialProgress(userId: string): TutorialProgress {
  const raw = useLocalValue(progressKey(userId));
  return useMemo(() => parseLocalJson(progressKey(userId), raw, parseProgress, EMPTY), [raw, userId]);
}

export function updateTutorialProgress(userId: string, update: (current: TutorialProgress) => TutorialProgress): void {
  const key = progressKey(userId);
  writeLocalJson(key, update(parseLocalJson(key, readLocal(key), parseProgress, EMPTY)));
}

export function useHasSeenWelcome(userId: string): boolean {
  return useLocalValue(welcomeKey(userId)) === 'true';
}

export function markWelcomeSeen(userId: string): void {
  writeLocal(welcomeKey(userId), 'true');
}

// Whether the guide dialog is open: page state shared by the sidebar, the welcome dialog and the guide.
let guideOpen = false;
const guideListeners = new Set<() => void>();

export function setGuideOpen(open: boolean): void {
  guideOpen = open;
  for (const listener of guideListeners) listener();
}

export function useGuideOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      guideListeners.add(listener);
      return () => guideListeners.delete(listener);
    },
    () => guideOpen,
    () => false,
  );
}
