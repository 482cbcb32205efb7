import {
  createSessionInput,
  listSessionsInput,
  rescheduleSessionInput,
  sessionIdInput,
  sessionPageSchema,
  sessionSchema,
  sessionStatsInput,
  sessionStatsSchema,
  updateSessionStatusInput,
} from '@shared/schemas/sessions';
import { router } from '../../trpc/init';
import { perHour } from '../../trpc/meta';
import { authedProcedure } from '../../trpc/procedures';
import { changeSessionStatus, getSession, rescheduleSession } from './change-session';
import { createSession } from './create-session';
import { listSessionsForUser, sessionStats } from './sessions.queries';

export const sessionsRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/sessions',
        tags: ['sessions'],
        summary: "The caller's sessions (as client, coach or booking coach): all latest start first, or one tab (view=upcoming soonest first, in_progress, past); paged",
      },
      paged: true,
    })
    .input(listSessionsInput)
    .output(sessionPageSchema)
    .query(({ ctx, input }) => listSessionsForUser(ctx.db, ctx.user.id, input)),

  // Before /sessions/{id}: the REST facade takes the first matching path.
  stats: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/sessions/stats', tags: ['sessions'], summary: 'Counts for the /sessions stat cards and tabs: total, upcoming, inProgress, past, completed, ai' } })
    .input(sessionStatsInput)
    .output(sessionStatsSchema)
    .query(({ ctx, input }) => sessionStats(ctx.db, ctx.user.id, input.type)),

  byId: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/sessions/{id}', tags: ['sessions'], summary: 'One session the caller takes part in' } })
    .input(sessionIdInput)
    .output(sessionSchema)
    .query(({ ctx, input }) => getSession(ctx, input.id)),

  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/sessions',
        tags: ['sessions'],
        summary: 'Book a session (human or AI; coaches may book for their own clients); instant and AI sessions may start as in_progress',
      },
      quota: perHour(100, 'sessions'),
    })
    .input(createSessionInput)
    .output(sessionSchema)
    .mutation(({ ctx, input }) => createSession(ctx, input)),

  updateStatus: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/sessions/{sessionId}/status',
        tags: ['sessions'],
        summary: 'Join or start (scheduled -> in_progress), complete (in_progress -> completed) or cancel (scheduled -> cancelled)',
      },
    })
    .input(updateSessionStatusInput)
    .output(sessionSchema)
    .mutation(({ ctx, input }) => changeSessionStatus(ctx, input.sessionId, input.status)),

  reschedule: authedProcedure
    .meta({ openapi: { method: 'PATCH', path: '/sessions/{sessionId}', tags: ['sessions'], summary: 'Move a scheduled session to a new time (and optionally a new duration)' } })
    .input(rescheduleSessionInput)
    .output(sessionSchema)
    .mutation(({ ctx, input }) => rescheduleSession(ctx, input)),
});
