import { TRPCError } from '@trpc/server';
import { ROLE_LABELS, type Role } from '@shared/constants/roles';
import { baseProcedure } from './init';

export const publicProcedure = baseProcedure;

export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'You are not signed in' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Signed in AND holding one of the roles; a whole feature the role may not use answers 403. */
export function roleProcedure(...roles: [Role, ...Role[]]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.user.role)) {
      const allowed = roles.map((role) => ROLE_LABELS[role]).join(', ');
      throw new TRPCError({ code: 'FORBIDDEN', message: `This is only available to: ${allowed}` });
    }
    return next();
  });
}
