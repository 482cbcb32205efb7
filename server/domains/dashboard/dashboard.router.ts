import { z } from 'zod';
import { dashboardStatsSchema } from '@shared/schemas/dashboard';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { dashboardStats } from './dashboard.queries';
import { signedIn } from '../../trpc/access';

export const dashboardRouter = router({
  stats: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/stats',
        tags: ['dashboard'],
        summary: "This month in the caller's time zone: sessions (not cancelled), goals completed, AI coach replies",
      },
      access: signedIn(),
    })
    .input(z.void())
    .output(dashboardStatsSchema)
    .query(({ ctx }) => dashboardStats(ctx.db, ctx.user.id)),
});
