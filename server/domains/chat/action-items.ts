import { TRPCError } from '@trpc/server';
import type { GoalCategory } from '@shared/constants/goals';
import type { Goal } from '@shared/schemas/goals';
import { recordGoalActivity } from '../activity/activity.queries';
import { type ChatContext, chatSession } from './chat.service';
import { findAiMessage } from './chat.queries';

const TITLE_MAX = 200;

/** The goal category closest to the AI coach's specialties; 'skills' when none fits. */
function categoryFor(specialties: string[]): GoalCategory {
  const text = specialties.join(' ').toLowerCase();
  if (/leader|executive|team|management/.test(text)) return 'leadership';
  if (/career|promotion|job/.test(text)) return 'career';
  if (/wellbeing|balance|personal|life/.test(text)) return 'personal';
  return 'skills';
}

/**
 * One click on an action item of an AI reply makes it a goal of the session's client. Only items the
 * reply really offered are accepted, and a second click returns the goal made by the first.
 */
export async function addActionItemAsGoal(ctx: ChatContext, sessionId: number, messageId: number, actionItem: string): Promise<{ goal: Goal; created: boolean }> {
  const session = await chatSession(ctx, sessionId);
  if (session.clientId !== ctx.user.id) throw new TRPCError({ code: 'FORBIDDEN', message: "Only the session's client can add its action items as goals" });
  const reply = await findAiMessage(ctx.db, session.id, messageId);
  if (!reply) throw new TRPCError({ code: 'NOT_FOUND', message: 'That AI reply is not part of this session' });
  const offered = reply.parsedResponse?.actionItems.find((item) => item.trim() === actionItem);
  if (!offered) throw new TRPCError({ code: 'BAD_REQUEST', message: 'actionItem: This action item is not part of that reply' });
  const title = offered.trim().slice(0, TITLE_MAX);

  return ctx.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('goals').selectAll().where('userId', '=', ctx.user.id).where('title', '=', title).where('status', '!=', 'completed').executeTakeFirst();
    if (existing) return { goal: existing, created: false };
    const stamp = new Date().toISOString();
    const goal = await trx
      .insertInto('goals')
      .values({
        userId: ctx.user.id,
        title,
        description: `Action item from your AI coaching session with ${session.aiCoach?.name ?? 'your AI coach'}`,
        category: categoryFor(session.aiCoach?.specialties ?? []),
        priority: 'medium',
        status: 'active',
        progress: 0,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordGoalActivity(trx, goal, 'created');
    return { goal, created: true };
  });
}
