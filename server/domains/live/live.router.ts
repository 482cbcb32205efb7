import type { LiveChange, LiveDomain } from '@shared/schemas/live';
import type { EventBus } from '../../lib/event-bus';
import '../../lib/live-changes';
import '../messages/messages.service';
import '../notifications/notifications.service';
import '../sessions/session-support';
import { signedIn } from '../../trpc/access';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';

/**
 * One person's changes from every topic that carries them: explicit `data.changed` events and the
 * domain events that already name their recipients (sessions, messages, notifications).
 */
async function* changesFor(bus: EventBus, userId: string, signal: AbortSignal | undefined): AsyncGenerator<LiveChange> {
  const queue: LiveDomain[][] = [];
  let wake: (() => void) | null = null;
  const push = (domains: LiveDomain[]) => {
    queue.push(domains);
    wake?.();
  };
  const unsubscribe = [
    bus.subscribe('data.changed', (event) => event.userIds.includes(userId) && push(event.domains)),
    bus.subscribe('session.changed', (event) => event.participantIds.includes(userId) && push(['sessions'])),
    bus.subscribe('messages.event', (event) => event.recipientIds.includes(userId) && push(['messages'])),
    bus.subscribe('notification.created', (event) => event.userId === userId && push(['notifications'])),
  ];
  try {
    while (!signal?.aborted) {
      const next = queue.shift();
      if (next) {
        yield { domains: next };
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        signal?.addEventListener('abort', () => resolve(), { once: true });
      });
      wake = null;
    }
  } finally {
    for (const off of unsubscribe) off();
  }
}

export const liveRouter = router({
  /** Live: which of the caller's data changed (sessions, goals, messages...), so open screens refresh without a reload. */
  changes: authedProcedure
    .meta({ access: signedIn() })
    .subscription(({ ctx, signal }) => changesFor(ctx.bus, ctx.user.id, signal)),
});
