import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { ActivityType } from '@shared/constants/coaching';
import type { CurrentUser } from '@shared/schemas/auth';
import type { Session } from '@shared/schemas/sessions';
import { personName } from '@shared/utils/person-name';
import type { Database, Tx } from '../../db';
import type { Context } from '../../trpc/context';
import { type NewActivity, recordActivity } from '../activity/activity.queries';
import type { SessionMailOptions } from './session-mail';

declare module '../../lib/event-bus' {
  interface AppEvents {
    /** A session was created or changed; subscribers filter by participant. */
    'session.changed': { sessionId: number; status: Session['status']; participantIds: string[] };
  }
}

export type SessionContext = Pick<Context, 'db' | 'mailer' | 'config' | 'request' | 'log' | 'bus' | 'jobs'> & { user: CurrentUser };

/** A 400 naming one field, in the same shape as the schema's own validation errors. */
export function fieldError(path: string, message: string): TRPCError {
  // Made by a failing parse: a ZodError built with `new` is not an Error, and tRPC would drop its issues.
  const failed = z
    .any()
    .superRefine((_value, check) => check.addIssue({ code: 'custom', path: [path], message }))
    .safeParse(undefined);
  return new TRPCError({ code: 'BAD_REQUEST', message: `${path}: ${message}`, cause: failed.error });
}

export function mailOptions(ctx: SessionContext): SessionMailOptions {
  return { db: ctx.db, mailer: ctx.mailer, origin: ctx.request.origin, from: ctx.config.mail.from, log: ctx.log };
}

/** The zone a wall-clock time is read in: the one sent with the request, else the account's, else UTC. */
export async function bookerZone(db: Database, userId: string, sent: string | undefined): Promise<string> {
  const row = await db.selectFrom('users').select('timezone').where('id', '=', userId).executeTakeFirst();
  if (sent && row?.timezone !== sent) {
    // The browser's zone is the best guess of where the person is now; later e-mails use it.
    await db.updateTable('users').set({ timezone: sent }).where('id', '=', userId).execute();
  }
  return sent ?? row?.timezone ?? 'UTC';
}

export function coachName(session: Session): string {
  if (session.coach) return personName(session.coach.user, 'your coach');
  return session.aiCoach?.name ?? 'your coach';
}

export function participantIds(session: Session): string[] {
  return [...new Set([session.clientId, session.bookedById, ...(session.coach ? [session.coach.userId] : [])])];
}

/** Each participant's entry, described from their side (the client sees the coach, the coach the client). */
export async function recordSessionActivity(db: Database | Tx, session: Session, type: ActivityType, title: string, at?: Date): Promise<void> {
  const clientName = personName(session.client, 'your client');
  const entries: NewActivity[] = [];
  const seen = new Set<string>();
  const add = (userId: string, counterpart: string) => {
    if (seen.has(userId)) return;
    seen.add(userId);
    entries.push({ userId, type, title, description: `${session.title} with ${counterpart}`, subjectType: 'session', subjectId: session.id, at });
  };
  add(session.clientId, coachName(session));
  if (session.coach) add(session.coach.userId, clientName);
  add(session.bookedById, `${clientName} and ${coachName(session)}`);
  await recordActivity(db, entries);
}
