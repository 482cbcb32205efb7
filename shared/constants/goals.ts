import { type GOAL_CATEGORIES, type GOAL_PRIORITIES, type GOAL_STATUSES } from './coaching';

export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_CATEGORY_LABELS: Record<GoalCategory, string> = { leadership: 'Leadership', skills: 'Skills', personal: 'Personal', career: 'Career' };
export const GOAL_PRIORITY_LABELS: Record<GoalPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = { active: 'Active', completed: 'Completed', paused: 'Paused' };

/** The spec's rule: a goal at 100% progress is completed. */
export const GOAL_COMPLETE_PROGRESS = 100;

/** One definition of overall goal progress, named wherever it is shown (/goals, /reports, report PDFs). */
export const OVERALL_PROGRESS_LABEL = 'Overall Progress';
export const OVERALL_PROGRESS_HINT = 'Mean of your active and completed goals; paused goals are left out';

export const GOAL_LIMITS = { titleMax: 200, descriptionMax: 2000 } as const;

export const GOAL_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  targetDateRequired: 'Target date is required',
  targetDateInvalid: 'Target date must be a valid date (YYYY-MM-DD)',
  category: 'Category must be leadership, skills, personal or career',
  priority: 'Priority must be high, medium or low',
  status: 'Status must be active, completed or paused',
  progress: 'Progress must be a whole number from 0 to 100',
  notFound: 'Goal not found',
  created: 'Goal Created',
  updated: 'Goal Updated',
  deleted: 'Goal Deleted',
} as const;
