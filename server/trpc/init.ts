import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { storageFault } from '../db/storage-errors';
import { assertProcedureScope } from '../domains/api-tokens/api-tokens.scopes';
import { describeIssues, toApiIssues } from '../lib/errors';
import type { Context } from './context';
import type { AppMeta } from './meta';

const t = initTRPC
  .context<Context>()
  .meta<AppMeta>()
  .create({
    transformer: superjson,
    // Stacks carry file paths: only for an explicit NODE_ENV=development and a loopback caller (see Context).
    isDev: false,
    errorFormatter({ shape, error, ctx }) {
      const issues = error.cause instanceof ZodError ? toApiIssues(error.cause.issues) : undefined;
      const { stack: _stack, ...data } = shape.data;
      return {
        ...shape,
        message: issues ? describeIssues(issues) : shape.message,
        data: { ...data, issues, ...(ctx?.exposeErrorDetails && error.stack ? { stack: error.stack } : {}) },
      };
    },
  });

export const router = t.router;
export const middleware = t.middleware;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
/** Every procedure: a REST call's string-borne values become typed before the input is parsed. */
export const baseProcedure = t.procedure
  .use(async ({ ctx, type, next }) => {
    const result = await next();
    if (result.ok) {
      if (type === 'mutation') ctx.storageHealth?.writeSucceeded();
      return result;
    }
    // A full disk or read-only file is the server's state, not a bug: 503 with the reason, and it recovers by itself.
    if (result.error.code !== 'INTERNAL_SERVER_ERROR') return result;
    const cause = storageFault(result.error.cause);
    if (cause) ctx.storageHealth?.fault(cause);
    if (cause) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: `The database cannot store changes right now (${cause}). Try again later.`, cause: result.error });
    return result;
  })
  .use(async ({ ctx, next }) => {
    // A websocket resolved its session once at connect: every operation reads it again (one indexed read).
    if (!ctx.refreshIdentity) return next();
    return next({ ctx: await ctx.refreshIdentity() });
  })
  .use(({ ctx, path, type, next }) => {
    // An API token acts only within its scopes: a mutation needs write, anything else read, for the procedure's area.
    assertProcedureScope(ctx.apiToken, path, type);
    return next();
  })
  .use(({ ctx, path, getRawInput, next }) => {
    const restInput = ctx.restInput;
    if (!restInput) return next();
    return next({ getRawInput: async () => restInput.convert(path, await getRawInput()) });
  });
