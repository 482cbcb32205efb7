import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { describeIssues, toApiIssues } from '../lib/errors';
import type { Context } from './context';
import type { AppMeta } from './meta';

const t = initTRPC
  .context<Context>()
  .meta<AppMeta>()
  .create({
    transformer: superjson,
    isDev: process.env.NODE_ENV !== 'production',
    errorFormatter({ shape, error }) {
      const issues = error.cause instanceof ZodError ? toApiIssues(error.cause.issues) : undefined;
      return {
        ...shape,
        message: issues ? describeIssues(issues) : shape.message,
        data: { ...shape.data, issues },
      };
    },
  });

export const router = t.router;
export const middleware = t.middleware;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
/** Every procedure: a REST call's string-borne values become typed before the input is parsed. */
export const baseProcedure = t.procedure.use(({ ctx, path, getRawInput, next }) => {
  const restInput = ctx.restInput;
  if (!restInput) return next();
  return next({ getRawInput: async () => restInput.convert(path, await getRawInput()) });
});
