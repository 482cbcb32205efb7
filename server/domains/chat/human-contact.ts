import { TRPCError } from '@trpc/server';
import { DEFAULT_DURATION } from '@shared/constants/coaching';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Escalation, HandoffDraft, HumanContact } from '@shared/schemas/chat';
import type { Session } from '@shared/schemas/sessions';
import { personName } from '@shared/utils/person-name';
import type { Database } from '../../db';
import { summariseSession } from '../../lib/ai/summary';
import type { Context } from '../../trpc/context';
import { openDirectWithCoach, openSupport, sendMessage } from '../messages/messages.service';
import { notify } from '../notifications/notifications.service';
import { createSession } from '../sessions/create-session';
import { chatSession } from './chat.service';
import { findPersona, sessionTurns } from './chat.queries';

export type HumanContactContext = Pick<Context, 'db' | 'bus' | 'rateLimiter' | 'mailer' | 'config' | 'request' | 'log' | 'jobs'> & { user: CurrentUser };

/** What the client sends when they press 'Talk to a human coach' in a crisis reply. */
export const ESCALATION_MESSAGE = 'I would like to talk to a person now, please. (Sent from my AI coaching session, after a safety check.)';

/** The session's own client only: a coach taking part reads the chat but does not act for the client. */
async function ownSession(ctx: HumanContactContext, sessionId: number): Promise<Session> {
  const session = await chatSession(ctx, sessionId);
  if (session.clientId !== ctx.user.id) throw new TRPCError({ code: 'FORBIDDEN', message: "Only the session's client can do this" });
  return session;
}

/** The client's human coach (their most recent coach relation), or the support team when they have none. */
export async function humanContactFor(db: Database, clientId: string): Promise<HumanContact & { coachUserId: string | null }> {
  const coach = await db
    .selectFrom('coachClients')
    .innerJoin('coaches', 'coaches.userId', 'coachClients.coachUserId')
    .innerJoin('users', 'users.id', 'coachClients.coachUserId')
    .select(['coaches.id as coachId', 'coaches.userId', 'users.firstName', 'users.lastName'])
    .where('coachClients.clientUserId', '=', clientId)
    .where('coachClients.coachUserId', '!=', clientId)
    .orderBy('coachClients.since', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!coach) return { kind: 'support', name: 'Catalyst support', coachId: null, coachUserId: null };
  return { kind: 'coach', name: personName(coach, 'your coach'), coachId: coach.coachId, coachUserId: coach.userId };
}

async function openContact(ctx: HumanContactContext, contact: HumanContact): Promise<number> {
  return contact.kind === 'coach' && contact.coachId !== null ? openDirectWithCoach(ctx, contact.coachId) : openSupport(ctx);
}

const publicContact = ({ kind, name, coachId }: HumanContact): HumanContact => ({ kind, name, coachId });

/**
 * 'Talk to a human coach' from a crisis reply: opens the conversation with the client's coach (or
 * support), posts the client's request in it and alerts the recipient at once.
 */
export async function escalateToHuman(ctx: HumanContactContext, sessionId: number): Promise<Escalation> {
  const session = await ownSession(ctx, sessionId);
  const contact = await humanContactFor(ctx.db, ctx.user.id);
  const conversationId = await openContact(ctx, contact);
  await sendMessage(ctx, { conversationId, content: ESCALATION_MESSAGE });
  const recipients =
    contact.coachUserId !== null
      ? await ctx.db.selectFrom('users').select(['id', 'email']).where('id', '=', contact.coachUserId).execute()
      : await ctx.db.selectFrom('users').select(['id', 'email']).where('role', '=', 'admin').execute();
  const client = personName(ctx.user, 'A client');
  await notify(ctx, recipients, {
    kind: 'safety.escalation',
    title: `${client} asked to talk to a person now`,
    body: `${client} pressed "Talk to a human coach" after a safety check in the AI session "${session.title}". Their message is waiting in Messages.`,
    link: `/messages?conversationId=${conversationId}`,
    email: { subject: `${client} asked to talk to a person now`, origin: ctx.config.publicUrl ?? ctx.request.origin },
  });
  return { conversationId, contact: publicContact(contact) };
}

const SLOT_STEP_MS = 30 * 60_000;
const SEARCH_DAYS = 14;
/** Bookable hours in the coach's own time zone. */
const DAY_START_HOUR = 8;
const DAY_END_HOUR = 20;

function hourIn(zone: string, at: Date): number {
  try {
    return Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(at));
  } catch {
    return at.getUTCHours();
  }
}

/** The first half-hour start, at least 30 minutes from now, when neither the coach nor the client has a session, within the coach's day. */
export async function firstFreeSlot(db: Database, coachUserId: string, clientId: string, duration: number, now = new Date()): Promise<Date | null> {
  const from = new Date(Math.ceil((now.getTime() + SLOT_STEP_MS) / SLOT_STEP_MS) * SLOT_STEP_MS);
  const until = new Date(from.getTime() + SEARCH_DAYS * 86_400_000);
  const busy = await db
    .selectFrom('sessions')
    .leftJoin('coaches', 'coaches.id', 'sessions.coachId')
    .select(['sessions.scheduledAt', 'sessions.duration'])
    .where('sessions.type', 'in', ['human', 'hybrid'])
    .where('sessions.status', 'in', ['scheduled', 'in_progress'])
    .where('sessions.scheduledAt', '<', until.toISOString())
    .where('sessions.scheduledAt', '>', new Date(from.getTime() - 8 * 3_600_000).toISOString())
    .where((eb) => eb.or([eb('sessions.clientId', 'in', [coachUserId, clientId]), eb('coaches.userId', 'in', [coachUserId, clientId])]))
    .execute();
  const intervals = busy.map((row) => ({ start: new Date(row.scheduledAt).getTime(), end: new Date(row.scheduledAt).getTime() + row.duration * 60_000 }));
  const zone = (await db.selectFrom('users').select('timezone').where('id', '=', coachUserId).executeTakeFirst())?.timezone ?? 'UTC';
  for (let start = from.getTime(); start < until.getTime(); start += SLOT_STEP_MS) {
    const end = start + duration * 60_000;
    const hour = hourIn(zone, new Date(start));
    const endHour = hourIn(zone, new Date(end - 1));
    if (hour < DAY_START_HOUR || endHour >= DAY_END_HOUR || endHour < hour) continue;
    if (intervals.some((busySlot) => busySlot.start < end && busySlot.end > start)) continue;
    return new Date(start);
  }
  return null;
}

/** 'Book the first free slot': a session with the client's own coach at the first time both are free. */
export async function bookFirstFreeSlot(ctx: HumanContactContext, sessionId: number): Promise<Session> {
  await ownSession(ctx, sessionId);
  const contact = await humanContactFor(ctx.db, ctx.user.id);
  if (contact.kind !== 'coach' || contact.coachId === null || contact.coachUserId === null) {
    throw new TRPCError({ code: 'CONFLICT', message: 'You do not have a coach yet. Find one on the Find Coaches page, or write to support.' });
  }
  const slot = await firstFreeSlot(ctx.db, contact.coachUserId, ctx.user.id, DEFAULT_DURATION);
  if (!slot) throw new TRPCError({ code: 'CONFLICT', message: `${contact.name} has no free time in the next ${SEARCH_DAYS} days. Message them instead.` });
  return createSession(ctx, {
    type: 'human',
    coachId: contact.coachId,
    title: `Talk with ${contact.name}`,
    description: 'Booked from the AI coach after a safety check.',
    scheduledAt: slot.toISOString(),
    duration: DEFAULT_DURATION,
  });
}

/** 'Talk to my coach': a summary of the AI session the client reviews (and may edit) before sending. */
export async function handoffDraft(ctx: HumanContactContext, sessionId: number): Promise<HandoffDraft> {
  const session = await ownSession(ctx, sessionId);
  const contact = await humanContactFor(ctx.db, ctx.user.id);
  const history = await sessionTurns(ctx.db, session.id);
  const persona = session.aiCoachId === null ? undefined : await findPersona(ctx.db, session.aiCoachId);
  const summary = summariseSession({
    history,
    aiCoachName: persona?.name ?? 'the AI coach',
    recipient: contact.kind === 'coach' ? contact.name.split(' ')[0] ?? contact.name : null,
    date: session.scheduledAt,
  });
  return { contact: publicContact(contact), summary };
}

/** Sends the reviewed summary to the client's coach (or support) as the client's own message. */
export async function sendHandoff(ctx: HumanContactContext, sessionId: number, text: string): Promise<Escalation> {
  await ownSession(ctx, sessionId);
  const contact = await humanContactFor(ctx.db, ctx.user.id);
  const conversationId = await openContact(ctx, contact);
  await sendMessage(ctx, { conversationId, content: text });
  return { conversationId, contact: publicContact(contact) };
}
