import { helpChatAskInput, helpChatAskOutput, helpChatFeedbackInput, helpChatFeedbackOutput } from '@shared/schemas/chatbot';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { askHelpChat, recordHelpChatFeedback } from './chatbot.service';
import { anyone, signedIn } from '../../trpc/access';
import { perHour } from '../../trpc/meta';

export const chatbotRouter = router({
  ask: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/chatbot/ask',
        tags: ['chatbot'],
        summary: 'Ask the help chat assistant; signed-in users get their conversation stored and its id back',
        protect: false,
      },
      limitedBy: 'chatbot.service.ts: per network address, anyone may ask', access: anyone({ object: true }),
    })
    .input(helpChatAskInput)
    .output(helpChatAskOutput)
    .mutation(({ ctx, input }) => askHelpChat(ctx, input)),

  feedback: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/chatbot/feedback',
        tags: ['chatbot'],
        summary: 'Thumbs up or down on an assistant answer in one of your own help chat conversations',
      },
      quota: perHour(300, 'feedback answers'), access: signedIn({ object: true }),
    })
    .input(helpChatFeedbackInput)
    .output(helpChatFeedbackOutput)
    .mutation(({ ctx, input }) => recordHelpChatFeedback(ctx, ctx.user, input)),
});
