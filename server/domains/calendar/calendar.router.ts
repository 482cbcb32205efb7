import { z } from 'zod';
import {
  calendarEventPageSchema,
  calendarEventSchema,
  calendarFeedSchema,
  createEventInput,
  eventDeletedSchema,
  eventIdInput,
  listEventsInput,
  updateEventInput,
} from '@shared/schemas/calendar';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { getOrCreateFeed, regenerateFeed, revokeFeed } from './calendar-feed.queries';
import { changeEvent, createEvent, getEvent, listCalendar, removeEvent } from './calendar.service';
import { perHour } from '../../trpc/meta';
import { signedIn } from '../../trpc/access';
import { publishDataChange } from '../../lib/live-changes';
import type { Context } from '../../trpc/context';

const tags = ['calendar'];

/** The owner's other screens and devices refresh their calendar. */
function changed<T>(ctx: Pick<Context, 'bus'> & { user: { id: string } }, result: T): T {
  publishDataChange(ctx.bus, [ctx.user.id], 'calendar');
  return result;
}

/** The subscription address, on this server's public origin. */
const feedUrl = (origin: string, token: string) => `${origin}/api/calendar/feed/${token}.ics`;

export const calendarRouter = router({
  events: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/calendar/events',
        tags,
        summary:
          "The caller's own events and their coaching sessions (type coaching; cancelled sessions keep status cancelled) overlapping [from, to), earliest first; paged",
      },
      paged: true,
      access: signedIn({ readOne: 'calendar.get' }),
    })
    .input(listEventsInput)
    .output(calendarEventPageSchema)
    .query(({ ctx, input }) =>
      listCalendar(ctx.db, ctx.user.id, { from: input.from && new Date(input.from).toISOString(), to: input.to && new Date(input.to).toISOString() }, input),
    ),

  get: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/calendar/events/{id}', tags, summary: "One of the caller's own events" }, access: signedIn({ object: true }) })
    .input(eventIdInput)
    .output(calendarEventSchema)
    .query(({ ctx, input }) => getEvent(ctx.db, ctx.user.id, input.id)),

  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/calendar/events',
        tags,
        summary: 'Schedule an event; times with an offset, or wall-clock times read in `timezone` (else the account zone)',
      },
      quota: perHour(300, 'events'),
      access: signedIn(),
    })
    .input(createEventInput)
    .output(calendarEventSchema)
    .mutation(async ({ ctx, input }) => changed(ctx, await createEvent(ctx.db, ctx.user.id, input))),

  update: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/calendar/events/{id}', tags, summary: "Change one of the caller's events (fields left out stay as they are)" }, access: signedIn({ object: true }) })
    .input(updateEventInput)
    .output(calendarEventSchema)
    .mutation(async ({ ctx, input }) => changed(ctx, await changeEvent(ctx.db, ctx.user.id, input))),

  delete: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/calendar/events/{id}', tags, summary: "Delete one of the caller's events" }, access: signedIn({ object: true }) })
    .input(eventIdInput)
    .output(eventDeletedSchema)
    .mutation(async ({ ctx, input }) => {
      await removeEvent(ctx.db, ctx.user.id, input.id);
      return changed(ctx, { ok: true as const });
    }),

  feed: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/calendar/feed', tags, summary: "The caller's private iCalendar subscription address, created on first use" }, access: signedIn() })
    .input(z.void())
    .output(calendarFeedSchema)
    .query(async ({ ctx }) => {
      const feed = await getOrCreateFeed(ctx.db, ctx.config.sessionSecret, ctx.user.id);
      return { url: feedUrl(ctx.request.origin, feed.token), createdAt: feed.createdAt };
    }),

  regenerateFeed: authedProcedure
    .meta({ openapi: { method: 'POST', path: '/calendar/feed/regenerate', tags, summary: 'A new subscription address; the previous one answers 404 from now on' }, quota: perHour(30, 'calendar feed links'), access: signedIn() })
    .input(z.void())
    .output(calendarFeedSchema)
    .mutation(async ({ ctx }) => {
      const feed = await regenerateFeed(ctx.db, ctx.config.sessionSecret, ctx.user.id);
      return { url: feedUrl(ctx.request.origin, feed.token), createdAt: feed.createdAt };
    }),

  revokeFeed: authedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/calendar/feed', tags, summary: 'Turn the subscription address off (a later GET creates a new one)' }, access: signedIn() })
    .input(z.void())
    .output(eventDeletedSchema)
    .mutation(async ({ ctx }) => {
      await revokeFeed(ctx.db, ctx.user.id);
      return { ok: true as const };
    }),
});
