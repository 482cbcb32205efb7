import OpenAI from 'openai';
import { z } from 'zod';
import type { SafetySignal } from '../types';
import { parseJsonObject } from '../openai/reply-schema';

/** Layer 3 of the safety check must not hold up a chat message for long: past this, its answer is ignored. */
export const REMOTE_SAFETY_TIMEOUT_MS = 2_500;

export const SAFETY_CLASSIFIER_PROMPT = [
  'You are a safety classifier for a workplace coaching chat. Read the user message and answer ONLY with JSON:',
  '{"level": "none" | "concern" | "crisis", "category": "self_harm" | "harm_to_others" | "abuse" | "medical_emergency" | null}.',
  'crisis: clear risk now or soon (suicidal intent or plans, self-harm, an overdose or poison taken, an eating-disorder or medical emergency, a threat or plan to hurt someone, violence or sexual abuse at home).',
  'concern: ambiguous signs such as hopelessness, wanting to disappear, feeling like a burden.',
  'none: anything else, including figures of speech ("this deadline is killing me", "we killed it", "dying to get the job").',
  'The message may be in any language.',
].join('\n');

const classification = z.object({
  level: z.enum(['none', 'concern', 'crisis']),
  category: z.enum(['self_harm', 'harm_to_others', 'abuse', 'medical_emergency']).nullish(),
});

export interface RemoteSafetyOptions {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
  /** The moderation model to ask for; servers without /moderations simply fail that half. */
  moderationModel?: string;
}

export type RemoteSafety = (message: string) => Promise<SafetySignal[]>;

/**
 * Layer 3: the provider's moderation endpoint (self-harm, self-harm intent and instructions, violence)
 * and a short classification prompt, asked in parallel under one timeout. Whatever fails, times out
 * or cannot be parsed gives no signal: this layer can raise the decision of layers 1 and 2, never lower it.
 */
export function createRemoteSafety(options: RemoteSafetyOptions): RemoteSafety {
  const timeout = options.timeoutMs ?? REMOTE_SAFETY_TIMEOUT_MS;
  const client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey ?? 'not-needed', maxRetries: 0, timeout });

  async function moderation(message: string, signal: AbortSignal): Promise<SafetySignal | null> {
    const result = await client.moderations.create({ model: options.moderationModel ?? 'omni-moderation-latest', input: message }, { signal });
    const first = result.results[0];
    if (!first) return null;
    const flags = first.categories as unknown as Record<string, boolean | undefined>;
    const scores = first.category_scores as unknown as Record<string, number | undefined>;
    if (flags['self-harm/intent'] || flags['self-harm/instructions'] || flags['self-harm']) {
      return { layer: 'moderation', level: 'crisis', category: 'self_harm', detail: 'self-harm' };
    }
    if (flags['violence'] && (scores['violence'] ?? 0) >= 0.7) return { layer: 'moderation', level: 'crisis', category: 'harm_to_others', detail: 'violence' };
    if ((scores['self-harm'] ?? 0) >= 0.3) return { layer: 'moderation', level: 'concern', category: 'self_harm', detail: 'self-harm score' };
    return null;
  }

  async function classify(message: string, signal: AbortSignal): Promise<SafetySignal | null> {
    const completion = await client.chat.completions.create(
      {
        model: options.model,
        temperature: 0,
        max_tokens: 40,
        messages: [
          { role: 'system', content: SAFETY_CLASSIFIER_PROMPT },
          { role: 'user', content: message },
        ],
      },
      { signal },
    );
    const parsed = classification.safeParse(parseJsonObject(completion.choices[0]?.message?.content ?? ''));
    if (!parsed.success || parsed.data.level === 'none') return null;
    return { layer: 'model', level: parsed.data.level, category: parsed.data.category ?? 'self_harm' };
  }

  return async (message) => {
    const signal = AbortSignal.timeout(timeout);
    const settled = await Promise.allSettled([moderation(message, signal), classify(message, signal)]);
    return settled.flatMap((result) => (result.status === 'fulfilled' && result.value ? [result.value] : []));
  };
}
