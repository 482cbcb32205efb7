import { helpChatAskInput, helpChatAskOutput, helpChatFeedbackInput, helpChatFeedbackOutput } from '@shared/schemas/chatbot';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { askHelpChat, recordHelpChatFeedback } from './chatbot.service';
import { anyone, signedIn } from '../../trpc/access';

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
      access: anyone({ object: true }),
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
      access: signedIn({ object: true }),
    })
    .input(helpChatFeedbackInput)
    .output(helpChatFeedbackOutput)
    .mutation(({ ctx, input }) => recordHelpChatFeedback(ctx, ctx.user, input)),
});
