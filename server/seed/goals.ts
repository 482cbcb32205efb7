import type { GoalCategory, GoalPriority, GoalStatus } from '@shared/constants/goals';
import type { Database } from '../db';
import { recordGoalActivity } from '../domains/activity/activity.queries';

const DAY = 24 * 60 * 60 * 1000;

interface DemoGoal {
  title: string;
  description: string;
  category: GoalCategory;
  priority: GoalPriority;
  status: GoalStatus;
  progress: number;
  targetInDays: number;
  createdDaysAgo: number;
  completedDaysAgo?: number;
}

const DEMO_GOALS: Record<string, DemoGoal[]> = {
  'client@example.com': [
    { title: 'Improve delegation skills', description: 'Hand off two recurring responsibilities and coach the team through them.', category: 'leadership', priority: 'high', status: 'active', progress: 65, targetInDays: 30, createdDaysAgo: 25 },
    { title: 'Present with confidence', description: 'Deliver the quarterly board update without notes.', category: 'skills', priority: 'medium', status: 'active', progress: 30, targetInDays: 60, createdDaysAgo: 18 },
    { title: 'Prepare for the director role', description: 'Close the gaps in the director competency model.', category: 'career', priority: 'high', status: 'active', progress: 45, targetInDays: 90, createdDaysAgo: 12 },
    { title: 'Daily reflection habit', description: 'Ten minutes of journaling every working day for a month.', category: 'personal', priority: 'low', status: 'completed', progress: 100, targetInDays: -1, createdDaysAgo: 35, completedDaysAgo: 2 },
    { title: 'Read six leadership books', description: 'One book every two months, with notes shared with my coach.', category: 'personal', priority: 'low', status: 'paused', progress: 20, targetInDays: 180, createdDaysAgo: 40 },
  ],
  'coach@example.com': [
    { title: 'Grow the practice to 20 clients', description: 'Through referrals and the invitation link.', category: 'career', priority: 'high', status: 'active', progress: 55, targetInDays: 120, createdDaysAgo: 30 },
    { title: 'Earn the ICF PCC credential', description: 'Log the remaining coaching hours and pass the assessment.', category: 'skills', priority: 'medium', status: 'active', progress: 40, targetInDays: 200, createdDaysAgo: 60 },
    { title: 'Launch a group coaching programme', description: 'A six-week leadership circle for new managers.', category: 'leadership', priority: 'medium', status: 'completed', progress: 100, targetInDays: -5, createdDaysAgo: 50, completedDaysAgo: 6 },
  ],
  'member@acme.example': [
    { title: 'Lead my first cross-team project', description: 'Deliver the billing migration with the platform team.', category: 'leadership', priority: 'high', status: 'active', progress: 25, targetInDays: 75, createdDaysAgo: 15 },
    { title: 'Give feedback every week', description: 'One piece of specific feedback to each direct report weekly.', category: 'skills', priority: 'medium', status: 'completed', progress: 100, targetInDays: -3, createdDaysAgo: 45, completedDaysAgo: 3 },
  ],
  'member@globex.example': [
    { title: 'Hit the Q4 sales target', description: 'Close 120% of quota through the focus accounts.', category: 'career', priority: 'high', status: 'active', progress: 70, targetInDays: 40, createdDaysAgo: 50 },
  ],
};

/** Earlier this month when possible, so "goals achieved this month" has something to count on first start. */
function earlierThisMonth(now: Date, days: number): Date {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 1);
  return new Date(Math.min(now.getTime() - 10 * 60_000, Math.max(monthStart, now.getTime() - days * DAY)));
}

/** Goals at several stages with their activity, for each demo user who has none yet. */
export async function seedGoals(db: Database, users: Map<string, string>, now = new Date()): Promise<void> {
  for (const [email, goals] of Object.entries(DEMO_GOALS)) {
    const userId = users.get(email);
    if (!userId) continue;
    const existing = await db.selectFrom('goals').select('id').where('userId', '=', userId).executeTakeFirst();
    if (existing) continue;
    for (const goal of goals) {
      const createdAt = new Date(now.getTime() - goal.createdDaysAgo * DAY);
      const completedAt = goal.completedDaysAgo === undefined ? null : earlierThisMonth(now, goal.completedDaysAgo);
      const { id } = await db
        .insertInto('goals')
        .values({
          userId,
          title: goal.title,
          description: goal.description,
          category: goal.category,
          priority: goal.priority,
          status: goal.status,
          progress: goal.progress,
          targetDate: new Date(now.getTime() + goal.targetInDays * DAY).toISOString().slice(0, 10),
          createdAt: createdAt.toISOString(),
          updatedAt: (completedAt ?? createdAt).toISOString(),
          completedAt: completedAt?.toISOString() ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordGoalActivity(db, { id, userId, title: goal.title }, 'created', createdAt);
      if (completedAt) await recordGoalActivity(db, { id, userId, title: goal.title }, 'completed', completedAt);
    }
  }
}
