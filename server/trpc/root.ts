import { authRouter } from '../domains/auth/auth.router';
import { clientSignupRouter } from '../domains/client-signup/client-signup.router';
import { router } from './init';

/** One key per domain; the key is the domain's name in camelCase. */
export const appRouter = router({
  auth: authRouter,
  clientSignup: clientSignupRouter,
});

export type AppRouter = typeof appRouter;
