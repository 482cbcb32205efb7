import OpenAI from 'openai';
import { composeReply } from '../builtin/compose';
import { abortError, streamText } from '../stream';
import type { CoachModel, CoachReply, CoachRequest, ReplyInfo, ReplyOptions } from '../types';
import { MessageStreamer } from './partial-json';
import { buildMessages } from './prompt';
import { parseModelReply } from './reply-schema';

export interface OpenAiModelOptions {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** Answers whenever the server fails or its answer cannot be repaired. */
  fallback: CoachModel;
  /** Per-request timeout; a slow server falls back rather than keep the client waiting. */
  timeoutMs?: number;
}

class ModelAnswerError extends Error {
  override name = 'ModelAnswerError';
}

function describeError(error: unknown): string {
  if (error instanceof OpenAI.APIError) return `server error ${error.status ?? 'connection'}: ${error.message}`.slice(0, 200);
  if (error instanceof Error) return error.message.slice(0, 200);
  return String(error).slice(0, 200);
}

/**
 * Any OpenAI-compatible chat-completions server. Streams the reply's message text as the JSON
 * arrives, validates the finished answer with zod, repairs what it can, and hands over to the
 * builtin engine when the server fails or the answer has no usable message.
 */
export function createOpenAiModel(options: OpenAiModelOptions): CoachModel {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers often need no key, but the client library insists on one.
    apiKey: options.apiKey ?? 'not-needed',
    maxRetries: 0,
    timeout: options.timeoutMs ?? 30_000,
  });
  // Some compatible servers reject response_format; after the first refusal, ask for JSON in the prompt only.
  let jsonMode = true;

  async function attempt(request: CoachRequest, onText: (delta: string) => void): Promise<{ streamer: MessageStreamer; usage: ReplyInfo['usage'] }> {
    const stream = await client.chat.completions.create(
      {
        model: options.model,
        messages: buildMessages(request),
        stream: true,
        stream_options: { include_usage: true },
        temperature: 0.7,
        ...(jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
      },
      { signal: request.signal },
    );
    const streamer = new MessageStreamer();
    let usage: ReplyInfo['usage'];
    for await (const chunk of stream) {
      if (chunk.usage) {
        usage = { promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens, totalTokens: chunk.usage.total_tokens };
      }
      const content = chunk.choices[0]?.delta?.content;
      if (!content) continue;
      const delta = streamer.push(content);
      if (delta) onText(delta);
    }
    return { streamer, usage };
  }

  return {
    provider: 'openai',
    async reply(request: CoachRequest, replyOptions?: ReplyOptions): Promise<CoachReply> {
      let streamed = '';
      const onText = (delta: string) => {
        // The final message is trimmed, so leading whitespace is never streamed.
        const text = streamed ? delta : delta.trimStart();
        if (!text) return;
        streamed += text;
        replyOptions?.onDelta?.(text);
      };
      const fallBack = async (reason: string) => {
        if (streamed) replyOptions?.onReset?.();
        return options.fallback.reply(request, {
          ...replyOptions,
          onInfo: (info) => replyOptions?.onInfo?.({ ...info, fallbackReason: reason }),
        });
      };

      let result: Awaited<ReturnType<typeof attempt>>;
      try {
        try {
          result = await attempt(request, onText);
        } catch (error) {
          if (!(jsonMode && !streamed && error instanceof OpenAI.BadRequestError && /response_format|json/i.test(error.message))) throw error;
          jsonMode = false;
          result = await attempt(request, onText);
        }
      } catch (error) {
        if (request.signal?.aborted) throw abortError(request.signal);
        return fallBack(describeError(error));
      }

      // A message cut off mid-sentence is not worth repairing; the builtin engine answers instead.
      if (result.streamer.started && !result.streamer.finished) return fallBack('the model answer stopped in the middle of the message');
      const parsed = parseModelReply(result.streamer.raw);
      if (!parsed) return fallBack(describeError(new ModelAnswerError('the model answer had no valid JSON message')));
      let reply = parsed.reply;
      if (parsed.missing.length > 0) {
        const filler = composeReply(request);
        reply = { ...reply, ...Object.fromEntries(parsed.missing.map((field) => [field, filler[field]])) };
      }
      // The streamed text must add up to the final message; finish it, or restart it when it drifted.
      if (reply.message.startsWith(streamed)) {
        await streamText(reply.message.slice(streamed.length), replyOptions?.onDelta, request.signal);
      } else if (streamed.trimEnd() !== reply.message) {
        replyOptions?.onReset?.();
        await streamText(reply.message, replyOptions?.onDelta, request.signal);
      }
      replyOptions?.onInfo?.({ provider: 'openai', repaired: parsed.repaired || parsed.missing.length > 0, usage: result.usage });
      return reply;
    },
  };
}
