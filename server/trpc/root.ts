import { authRouter } from '../domains/auth/auth.router';
import { resourcesRouter } from '../domains/resources/resources.router';
import { router } from './init';

/** One key per domain; the key is the domain's name in camelCase. */
export const appRouter = router({
  auth: authRouter,
  resources: resourcesRouter,
});

export type AppRouter = typeof appRouter;
