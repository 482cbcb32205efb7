import { abortError, streamText } from '../stream';
import type { CoachModel, CoachReply, CoachRequest, ReplyOptions } from '../types';
import { composeReply } from './compose';

/** The offline coaching engine: composes the whole reply in a few milliseconds, then streams it. */
export function createBuiltinModel(): CoachModel {
  return {
    provider: 'builtin',
    async reply(request: CoachRequest, options?: ReplyOptions): Promise<CoachReply> {
      if (request.signal?.aborted) throw abortError(request.signal);
      const reply = composeReply(request);
      await streamText(reply.message, options?.onDelta, request.signal);
      options?.onInfo?.({ provider: 'builtin' });
      return reply;
    },
  };
}
