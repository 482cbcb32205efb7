import type { Config } from '../../config';
import { createBuiltinModel } from './builtin/provider';
import { createOpenAiModel } from './openai/provider';
import { createRemoteSafety, type RemoteSafety } from './safety/remote';
import { assessSafety, hadCrisis } from './safety/safety';
import { streamText } from './stream';
import type { CoachModel, ConversationTurn, SafetyAssessment, SafetyContext } from './types';

export type * from './types';
export { assessSafety, detectCrisis, detectRisk, hadCrisis } from './safety/safety';
export { checkInReply, crisisReply, CRISIS_REPLIES, postCrisisCheckInReply } from './safety/crisis-replies';
export { countryOf, resourcesFor } from './safety/resources';
export type { CrisisCategory } from './safety/lexicon';
export { createBuiltinModel } from './builtin/provider';
export { createJsonCompleter, type JsonCompleter } from './openai/json-completion';
export { extractMemory, memoryKey, type MemoryCandidate } from './builtin/memory';
export { retrieve, type RetrievedPassage } from './retrieval';

/** The safety check every caller runs first: layers 1 and 2 always, layer 3 when a provider is configured. */
export interface SafetyCheck {
  check(message: string, history: readonly ConversationTurn[], context?: Omit<SafetyContext, 'remote'>): Promise<SafetyAssessment>;
}

export function createSafetyCheck(config: Pick<Config, 'ai'>): SafetyCheck {
  const remote: RemoteSafety | null =
    config.ai.provider === 'openai' ? createRemoteSafety({ baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey, model: config.ai.model }) : null;
  return {
    async check(message, history, context = {}) {
      // Layer 3 only ever adds signals; a failure or timeout there leaves layers 1 and 2 in charge.
      const signals = remote ? await remote(message).catch(() => []) : [];
      return assessSafety(message, history, { ...context, remote: signals });
    },
  };
}

/**
 * The coach model for this configuration: the builtin engine by default, or an OpenAI-compatible
 * server (falling back to the builtin engine whenever it fails). Either way the safety check runs
 * first inside reply(), so no model ever answers a crisis message even if a caller forgot to check.
 */
export function createCoachModel(config: Pick<Config, 'ai'>): CoachModel {
  const builtin = createBuiltinModel();
  const model =
    config.ai.provider === 'openai'
      ? createOpenAiModel({ baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey, model: config.ai.model, fallback: builtin })
      : builtin;
  return withSafety(model, createSafetyCheck(config));
}

function withSafety(model: CoachModel, safety: SafetyCheck): CoachModel {
  return {
    provider: model.provider,
    checkSafety: (message, history, context) => safety.check(message, history, context),
    async reply(request, options) {
      // The local layers again, whatever the caller did: cheap, and a caller cannot skip them.
      const verdict = assessSafety(request.message, request.history, { country: request.country ?? null });
      if (verdict.reply) {
        await streamText(verdict.reply.message, options?.onDelta, request.signal);
        options?.onInfo?.({ provider: 'safety' });
        return verdict.reply;
      }
      // Earlier crisis turns stay in the history; the coach is told so it never coaches over them.
      const postCrisis = hadCrisis(request.history);
      return model.reply(postCrisis ? { ...request, safety: { postCrisis } } : request, options);
    },
  };
}
