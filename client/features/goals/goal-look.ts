import type { GoalCategory, GoalPriority, GoalStatus } from '@shared/constants/goals';

export const CATEGORY_TONE: Record<GoalCategory, string> = {
  leadership: 'bg-indigo-100 text-indigo-800',
  skills: 'bg-sky-100 text-sky-800',
  personal: 'bg-pink-100 text-pink-800',
  career: 'bg-amber-100 text-amber-900',
};

export const PRIORITY_TONE: Record<GoalPriority, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-yellow-100 text-yellow-900',
  low: 'bg-emerald-100 text-emerald-800',
};

export const STATUS_TONE: Record<GoalStatus, string> = {
  active: 'bg-blue-100 text-blue-800',
  completed: 'bg-green-100 text-green-800',
  paused: 'bg-slate-200 text-slate-800',
};
