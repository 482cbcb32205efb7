import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Config } from '../../../config';
import { parseJsonObject } from './reply-schema';

export type { ChatCompletionMessageParam };

/** One JSON answer from the configured OpenAI-compatible server, or null on any failure. */
export type JsonCompleter = (messages: ChatCompletionMessageParam[], options?: { signal?: AbortSignal }) => Promise<unknown>;

/**
 * For features that want a single JSON answer rather than a streamed coaching reply (the help chat).
 * Returns null when AI_PROVIDER is builtin, so callers keep their own default.
 */
export function createJsonCompleter(ai: Config['ai'], timeoutMs = 15_000): JsonCompleter | null {
  if (ai.provider !== 'openai') return null;
  const client = new OpenAI({ baseURL: ai.baseUrl, apiKey: ai.apiKey ?? 'not-needed', maxRetries: 0, timeout: timeoutMs });
  let jsonMode = true;
  const ask = (messages: ChatCompletionMessageParam[], signal?: AbortSignal) =>
    client.chat.completions.create(
      { model: ai.model, messages, temperature: 0.3, ...(jsonMode ? { response_format: { type: 'json_object' as const } } : {}) },
      { signal },
    );
  return async (messages, options) => {
    try {
      let completion;
      try {
        completion = await ask(messages, options?.signal);
      } catch (error) {
        if (!(jsonMode && error instanceof OpenAI.BadRequestError && /response_format|json/i.test(error.message))) throw error;
        jsonMode = false;
        completion = await ask(messages, options?.signal);
      }
      const content = completion.choices[0]?.message?.content;
      return content ? (parseJsonObject(content) ?? null) : null;
    } catch {
      return null;
    }
  };
}
