import { abortError, streamText } from '../stream';
import type { CoachModel, CoachReply, CoachRequest, ReplyOptions } from '../types';
import { composeReply } from './compose';
import { withKnowledge } from './knowledge-quote';

const WARM_UP: CoachRequest = {
  coach: { id: 0, name: 'Warm-up', description: '', persona: 'calm', specialties: ['Team Building'], systemPrompt: '' },
  client: { firstName: null, goals: [], upcomingSessions: [], signupGoals: null, timezone: null },
  history: [{ role: 'client', text: 'My team keeps missing deadlines', createdAt: '' }],
  message: 'How do I delegate better?',
};

/** The offline coaching engine: composes the whole reply in a millisecond or so, then streams it. */
export function createBuiltinModel(): CoachModel {
  // Compile the knowledge's patterns off the request path, so the first client does not pay for it.
  setImmediate(() => composeReply(WARM_UP)).unref();
  return {
    provider: 'builtin',
    async reply(request: CoachRequest, options?: ReplyOptions): Promise<CoachReply> {
      if (request.signal?.aborted) throw abortError(request.signal);
      const reply = withKnowledge(composeReply(request), request);
      await streamText(reply.message, options?.onDelta, request.signal);
      options?.onInfo?.({ provider: 'builtin' });
      return reply;
    },
  };
}
