import type { Config } from '../../config';
import { createBuiltinModel } from './builtin/provider';
import { createOpenAiModel } from './openai/provider';
import { assessSafety, withoutCrisisTurns } from './safety/safety';
import { streamText } from './stream';
import type { CoachModel } from './types';

export type * from './types';
export { assessSafety } from './safety/safety';
export { CRISIS_REPLIES } from './safety/crisis-replies';
export type { CrisisCategory } from './safety/patterns';
export { createBuiltinModel } from './builtin/provider';
export { createJsonCompleter, type JsonCompleter } from './openai/json-completion';

/**
 * The coach model for this configuration: the builtin engine by default, or an OpenAI-compatible
 * server (falling back to the builtin engine whenever it fails). Either way the safety check runs
 * first inside reply(), so no model ever sees a crisis message even if a caller forgot to check.
 */
export function createCoachModel(config: Pick<Config, 'ai'>): CoachModel {
  const builtin = createBuiltinModel();
  const model =
    config.ai.provider === 'openai'
      ? createOpenAiModel({ baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey, model: config.ai.model, fallback: builtin })
      : builtin;
  return withSafety(model);
}

function withSafety(model: CoachModel): CoachModel {
  return {
    provider: model.provider,
    async reply(request, options) {
      const safety = assessSafety(request.message, request.history);
      if (safety.crisis && safety.reply) {
        await streamText(safety.reply.message, options?.onDelta, request.signal);
        options?.onInfo?.({ provider: 'safety' });
        return safety.reply;
      }
      return model.reply({ ...request, history: withoutCrisisTurns(request.history) }, options);
    },
  };
}
export { extractMemory, memoryKey, type MemoryCandidate } from './builtin/memory';
