import { authRouter } from '../domains/auth/auth.router';
import { chatbotRouter } from '../domains/chatbot/chatbot.router';
import { router } from './init';

/** One key per domain; the key is the domain's name in camelCase. */
export const appRouter = router({
  auth: authRouter,
  chatbot: chatbotRouter,
});

export type AppRouter = typeof appRouter;
