import type { ChatMessage } from '@shared/schemas/chat';
import type { Session } from '@shared/schemas/sessions';
import type { Context, Services } from '../../trpc/context';
import { findSessionForUser } from '../sessions/sessions.queries';
import { findClientMessage, hasReply } from './chat.queries';
import { type ReplyDeps, writeReply } from './chat.service';

declare module '../../lib/jobs' {
  interface JobPayloads {
    /**
     * The AI reply to one client message; `origin` is the address links in safety alerts use, `locale`
     * the browser's locale when the message was sent (crisis resources by country when the account has
     * no time zone; absent on jobs queued before it was recorded).
     */
    'chat.reply': { sessionId: number; messageId: number; clientId: string; origin: string; locale?: string | null };
  }
}

/** A reply streams for up to a minute or so; an instance that died holding it is noticed after this. */
const REPLY_LEASE_MS = 2 * 60_000;

export const replyJobKey = (messageId: number) => `chat.reply:${messageId}`;

/** Queues the reply to a client's message and starts it at once on this instance. */
export async function enqueueReply(deps: Pick<Context, 'jobs'>, session: Session, message: ChatMessage, origin: string, locale: string | null = null): Promise<void> {
  await deps.jobs.enqueue('chat.reply', { sessionId: session.id, messageId: message.id, clientId: session.clientId, origin, locale }, { key: replyJobKey(message.id) });
  deps.jobs.wake();
}

/**
 * The reply job. At least once: a reply cut short by a shutdown goes back to the queue and is written
 * again by whichever instance claims it (its deltas carry the job's attempt, so a screen starts the
 * text over); a message that has its reply already is left alone. Replies of one chat run one at a
 * time on an instance, in the order their messages came.
 */
export function defineChatReplyJobs(services: Services): void {
  const tails = new Map<number, Promise<unknown>>();
  services.jobs.define(
    'chat.reply',
    async ({ sessionId, messageId, clientId, origin, locale = null }, job) => {
      const previous = tails.get(sessionId) ?? Promise.resolve();
      const run = previous.catch(() => {}).then(async () => {
        if (await hasReply(services.db, sessionId, messageId)) return;
        const session = await findSessionForUser(services.db, clientId, sessionId);
        const message = session && (await findClientMessage(services.db, sessionId, messageId));
        if (!session || !message) return;
        const deps: ReplyDeps = { ...services, request: { ip: null, userAgent: null, origin, cookies: {}, locale } };
        await writeReply(deps, session, message, job.signal, job.attempt);
      });
      tails.set(sessionId, run);
      try {
        await run;
      } finally {
        if (tails.get(sessionId) === run) tails.delete(sessionId);
      }
    },
    { maxAttempts: 5, leaseMs: REPLY_LEASE_MS },
  );
}
