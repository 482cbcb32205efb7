import type { Session } from '@shared/schemas/sessions';
import type { Database } from '../db';
import { findSessionForUser } from '../domains/sessions/sessions.queries';
import { recordSessionActivity } from '../domains/sessions/session-support';
import { syncSessionParticipants } from '../domains/sessions/session-participants';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface DemoSession {
  client: string;
  /** The booking coach when a coach booked for a client; the client otherwise. */
  bookedBy?: string;
  coach?: string;
  aiCoach?: string;
  type: Session['type'];
  title: string;
  description: string;
  status: Session['status'];
  start: Date;
  duration: number;
  /** A short AI transcript: [fromAi, text]. */
  chat?: [boolean, string][];
}

/** A whole hour `days` from now (negative: in the past), at the given UTC hour. */
function day(now: Date, days: number, utcHour: number): Date {
  const date = new Date(now.getTime() + days * DAY);
  date.setUTCHours(utcHour, 0, 0, 0);
  return date;
}

/** Earlier this month when possible, so the month's figures have something to count on first start. */
function earlierThisMonth(now: Date, days: number): Date {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 0, 30);
  return new Date(Math.min(now.getTime() - 10 * MINUTE, Math.max(monthStart, now.getTime() - days * DAY)));
}

const structured = (message: string, suggestions: string[], actionItems: string[], followUpQuestions: string[]) =>
  JSON.stringify({ message, suggestions, actionItems, followUpQuestions });

function demoSessions(now: Date): DemoSession[] {
  const client = 'client@example.com';
  const coach = 'coach@example.com';
  return [
    { client, coach, type: 'human', title: 'Leadership kickoff', description: 'Goals, strengths and a 90-day plan.', status: 'completed', start: day(now, -21, 14), duration: 60 },
    { client, coach, type: 'human', title: 'Quarterly check-in', description: 'Moved to next month.', status: 'cancelled', start: day(now, -10, 15), duration: 45 },
    { client, coach, type: 'human', title: 'Delegation deep-dive', description: 'What to hand off and how.', status: 'completed', start: earlierThisMonth(now, 4), duration: 60 },
    { client, coach, type: 'human', title: 'Goal-setting follow-up', description: 'Review progress on the delegation goal.', status: 'scheduled', start: day(now, -2, 16), duration: 30 },
    {
      client, aiCoach: 'Executive Presence AI', type: 'ai', title: 'Preparing the board update', description: 'Structure and key messages.', status: 'completed',
      start: earlierThisMonth(now, 3), duration: 30,
      chat: [
        [false, 'I present our quarterly results to the board next week. How should I structure it?'],
        [true, structured('Lead with the decision you need from the board, then the three numbers that matter, then risks and asks.', ['Open with the headline', 'Limit to three metrics'], ['Draft a one-page summary', 'Rehearse the first two minutes'], ['What decision do you need from them?'])],
        [false, 'We need approval to hire four engineers.'],
        [true, structured('Then frame the hires as the lever for next quarter\'s targets and show the cost of waiting.', ['Quantify the cost of delay'], ['Add a slide with hiring ROI'], ['Who on the board is most sceptical?'])],
      ],
    },
    {
      client, aiCoach: 'Team Dynamics AI', type: 'ai', title: 'Handling a tough conversation', description: 'A team member keeps missing deadlines.', status: 'in_progress',
      start: new Date(Math.floor((now.getTime() - 20 * MINUTE) / MINUTE) * MINUTE), duration: 30,
      chat: [
        [false, 'One of my engineers keeps missing deadlines. How do I raise it without demotivating him?'],
        [true, structured('Describe the pattern, its impact and ask what is getting in the way before proposing fixes.', ['Use situation-behaviour-impact', 'Ask before advising'], ['Book a 30-minute 1:1 this week'], ['What have you already tried?'])],
      ],
    },
    { client, aiCoach: 'Mindful Balance AI', type: 'ai', title: 'Weekly reflection', description: 'Energy, wins and next week.', status: 'scheduled', start: day(now, 1, 12), duration: 30 },
    { client, coach, type: 'human', title: 'Stakeholder mapping', description: 'Who matters for the reorganisation and how to bring them along.', status: 'scheduled', start: day(now, 2, 15), duration: 60 },
    { client, coach: 'priya.patel@coaches.example', type: 'human', title: 'Career roadmap review', description: 'Director track: gaps and evidence.', status: 'scheduled', start: day(now, 5, 10), duration: 45 },

    { client: 'member@acme.example', coach, type: 'human', title: 'New manager foundations', description: 'First 90 days as a manager.', status: 'completed', start: day(now, -14, 13), duration: 60 },
    { client: 'member@acme.example', coach, type: 'human', title: 'Feedback practice', description: 'Rehearse a performance conversation.', status: 'scheduled', start: day(now, 3, 14), duration: 60 },
    {
      client: 'member@acme.example', aiCoach: 'Acme Leadership Compass', type: 'ai', title: 'Lead@Acme reflection', description: 'Ownership in practice.', status: 'completed',
      start: earlierThisMonth(now, 4), duration: 30,
      chat: [
        [false, 'What does ownership look like for a new team lead at Acme?'],
        [true, structured('Ownership means you close loops: you commit, you update early and you fix what you find.', ['Keep a visible commitments list'], ['Share a weekly status note'], ['Where do loops stay open today?'])],
      ],
    },
    { client: 'taylor.morgan@clients.example', bookedBy: coach, coach, type: 'human', title: 'Onboarding session', description: 'Get to know each other and agree on goals.', status: 'scheduled', start: day(now, 1, 17), duration: 60 },
    { client: 'taylor.morgan@clients.example', bookedBy: coach, coach, type: 'hybrid', title: 'Leadership circle', description: 'Peer group session on giving feedback.', status: 'scheduled', start: day(now, 8, 16), duration: 90 },
    { client: coach, coach: 'fatima.alsayed@coaches.example', type: 'human', title: 'Coaching supervision', description: 'Case review with my own coach.', status: 'scheduled', start: day(now, 6, 9), duration: 60 },

    { client: 'member@globex.example', coach: 'sarah.chen@coaches.example', type: 'human', title: 'Pipeline strategy', description: 'Focus accounts for the quarter.', status: 'scheduled', start: day(now, 4, 18), duration: 60 },
    {
      client: 'member@globex.example', aiCoach: 'Globex Sales Accelerator', type: 'ai', title: 'Discovery call prep', description: 'Questions for a new prospect.', status: 'completed',
      start: earlierThisMonth(now, 2), duration: 30,
      chat: [
        [false, 'I have a discovery call with a logistics company tomorrow. What should I ask?'],
        [true, structured('Start with their current process and its cost, then who decides and by when.', ['Ask about the last failed project'], ['Write five open questions'], ['What do you already know about them?'])],
      ],
    },
  ];
}

/** Past, upcoming, in-progress and AI sessions with their activity; for each client that has none yet. */
export async function seedSessions(db: Database, users: Map<string, string>, aiCoaches: Map<string, number>, now = new Date()): Promise<void> {
  const seeded = new Set<string>();
  for (const demo of demoSessions(now)) {
    const clientId = users.get(demo.client);
    if (!clientId) continue;
    if (!seeded.has(clientId)) {
      const existing = await db.selectFrom('sessions').select('id').where('clientId', '=', clientId).executeTakeFirst();
      if (existing) continue;
      seeded.add(clientId);
    }
    const bookedById = users.get(demo.bookedBy ?? demo.client) ?? clientId;
    const coachUserId = demo.coach ? users.get(demo.coach) : undefined;
    const coach = coachUserId ? await db.selectFrom('coaches').select('id').where('userId', '=', coachUserId).executeTakeFirst() : undefined;
    const aiCoachId = demo.aiCoach ? (aiCoaches.get(demo.aiCoach) ?? null) : null;
    if (demo.type !== 'ai' && !coach) continue;
    if (demo.type === 'ai' && aiCoachId === null) continue;

    const end = new Date(demo.start.getTime() + demo.duration * MINUTE);
    const instant = demo.status === 'in_progress' && demo.type === 'ai';
    const bookedAt = instant ? demo.start : new Date(Math.min(demo.start.getTime() - 4 * DAY, now.getTime() - 2 * 60 * MINUTE));
    const cancelledAt = new Date(Math.min(bookedAt.getTime() + DAY, now.getTime() - 60 * MINUTE));
    const { id } = await db
      .insertInto('sessions')
      .values({
        type: demo.type,
        title: demo.title,
        description: demo.description,
        status: demo.status,
        scheduledAt: demo.start.toISOString(),
        duration: demo.duration,
        endsAt: end.toISOString(),
        coachId: coach?.id ?? null,
        aiCoachId,
        clientId,
        bookedById,
        timezone: 'UTC',
        icsSequence: demo.status === 'cancelled' ? 1 : 0,
        startedAt: demo.status === 'in_progress' || demo.status === 'completed' ? demo.start.toISOString() : null,
        completedAt: demo.status === 'completed' ? end.toISOString() : null,
        cancelledAt: demo.status === 'cancelled' ? cancelledAt.toISOString() : null,
        createdAt: bookedAt.toISOString(),
        updatedAt: (demo.status === 'completed' ? end : demo.status === 'cancelled' ? cancelledAt : bookedAt).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncSessionParticipants(db, [id]);

    const session = await findSessionForUser(db, clientId, id);
    if (!session) continue;
    const ai = session.type === 'ai';
    const startedType = ai ? 'ai_session_started' : 'session_started';
    const startedTitle = ai ? 'AI session started' : 'Session started';
    if (!instant) await recordSessionActivity(db, session, 'session_booked', 'Session booked', bookedAt);
    if (demo.status === 'in_progress' || demo.status === 'completed') await recordSessionActivity(db, session, startedType, startedTitle, demo.start);
    if (demo.status === 'completed') await recordSessionActivity(db, session, 'session_completed', 'Session completed', end);
    if (demo.status === 'cancelled') await recordSessionActivity(db, session, 'session_cancelled', 'Session cancelled', cancelledAt);

    for (const [index, [fromAi, text]] of (demo.chat ?? []).entries()) {
      const sentAt = new Date(Math.min(demo.start.getTime() + (index + 1) * 2 * MINUTE, now.getTime() - MINUTE));
      await db
        .insertInto('sessionMessages')
        .values({ sessionId: id, senderId: fromAi ? null : clientId, isFromAi: fromAi, message: text, parsedResponse: fromAi ? text : null, createdAt: sentAt.toISOString() })
        .execute();
    }
  }
}
