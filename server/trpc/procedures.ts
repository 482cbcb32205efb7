import { TRPCError } from '@trpc/server';
import { ROLE_LABELS, type Role } from '@shared/constants/roles';
import { tooManyRequests } from '../lib/errors';
import { baseProcedure, middleware } from './init';

export const publicProcedure = baseProcedure;

const signedIn = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'You are not signed in' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** The procedure's write quota (meta.quota), counted per person once the caller may use it. */
const writeQuota = middleware(async ({ ctx, meta, path, next }) => {
  const quota = meta?.quota;
  if (!quota || !ctx.user) return next();
  // Counted in the shared limiter table, so every instance enforces the same quota.
  const state = await ctx.rateLimiter.hit(`quota:${path}:${ctx.user.id}`, quota.limit, quota.windowMs);
  if (!state.allowed) {
    const minutes = Math.ceil(state.retryAfterSeconds / 60);
    throw tooManyRequests(`You have created too many ${quota.what} recently. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, state.retryAfterSeconds);
  }
  return next();
});

export const authedProcedure = signedIn.use(writeQuota);

/** Signed in AND holding one of the roles; a whole feature the role may not use answers 403. */
export function roleProcedure(...roles: [Role, ...Role[]]) {
  return signedIn
    .use(({ ctx, next }) => {
      if (!roles.includes(ctx.user.role)) {
        const allowed = roles.map((role) => ROLE_LABELS[role]).join(', ');
        throw new TRPCError({ code: 'FORBIDDEN', message: `This is only available to: ${allowed}` });
      }
      return next();
    })
    .use(writeQuota);
}
