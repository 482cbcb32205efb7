import { z } from 'zod';
import { clip } from '../text';
import type { CoachReply } from '../types';

const MAX_ITEMS = 5;
const MAX_ACTION_ITEM = 100;

/** What the model is told to return, checked strictly first. */
export const coachReplySchema = z.object({
  message: z.string().trim().min(1),
  suggestions: z.array(z.string()),
  actionItems: z.array(z.string()),
  followUpQuestions: z.array(z.string()),
});

/** Lists as models sometimes send them: a single string, objects with a text field, or nothing. */
const looseList = z
  .unknown()
  .optional()
  .transform((value): string[] | null => {
    if (value === undefined || value === null) return null;
    const items = Array.isArray(value) ? value : [value];
    return items
      .map((item) => {
        if (typeof item === 'string') return item;
        if (item && typeof item === 'object') {
          for (const key of ['text', 'title', 'label', 'question', 'item', 'suggestion']) {
            const field = (item as Record<string, unknown>)[key];
            if (typeof field === 'string') return field;
          }
        }
        return '';
      })
      .filter((item) => item.trim().length > 0);
  });

const looseReplySchema = z.object({
  message: z.string().trim().min(1).optional(),
  reply: z.string().trim().min(1).optional(),
  response: z.string().trim().min(1).optional(),
  text: z.string().trim().min(1).optional(),
  suggestions: looseList,
  actionItems: looseList,
  action_items: looseList,
  followUpQuestions: looseList,
  follow_up_questions: looseList,
});

/** Closes a JSON text that was cut off (an unterminated string, open arrays or objects). */
export function closeTruncatedJson(source: string): string {
  const stack: string[] = [];
  let inString = false;
  let escaped = false;
  for (const char of source) {
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') stack.push('}');
    else if (char === '[') stack.push(']');
    else if (char === '}' || char === ']') stack.pop();
  }
  let out = source;
  if (escaped) out = out.slice(0, -1);
  if (inString) out += '"';
  out = out.replace(/,\s*$/, '').replace(/:\s*$/, ': null');
  return out + stack.reverse().join('');
}

/** The JSON object in a model's answer: code fences and text around it ignored, a cut-off end closed. */
export function parseJsonObject(raw: string): unknown {
  const unfenced = raw.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  const start = unfenced.indexOf('{');
  if (start < 0) return undefined;
  const end = unfenced.lastIndexOf('}');
  for (const candidate of [unfenced.slice(start, end + 1), closeTruncatedJson(unfenced.slice(start))]) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // Try the next repair.
    }
  }
  return undefined;
}

export interface ParsedReply {
  reply: CoachReply;
  /** True when the answer needed repair (loose shapes, cut-off JSON, lists filled in). */
  repaired: boolean;
  /** Lists the model did not send at all; the caller fills them in. */
  missing: ('suggestions' | 'actionItems' | 'followUpQuestions')[];
}

function tidy(reply: CoachReply): CoachReply {
  const list = (items: string[]) => [...new Set(items.map((item) => item.replace(/\s+/g, ' ').trim()).filter(Boolean))].slice(0, MAX_ITEMS);
  return {
    message: reply.message.trim(),
    suggestions: list(reply.suggestions),
    actionItems: list(reply.actionItems).map((item) => clip(item.replace(/[.!]+$/, ''), MAX_ACTION_ITEM)),
    followUpQuestions: list(reply.followUpQuestions),
  };
}

/** The model's answer as a structured reply, repaired where possible; null when no message can be found. */
export function parseModelReply(raw: string): ParsedReply | null {
  const value = parseJsonObject(raw);
  if (value === undefined) return null;
  const strict = coachReplySchema.safeParse(value);
  if (strict.success) return { reply: tidy(strict.data), repaired: !isPlainJson(raw), missing: [] };
  const loose = looseReplySchema.safeParse(value);
  if (!loose.success) return null;
  const data = loose.data;
  const message = data.message ?? data.reply ?? data.response ?? data.text;
  if (!message) return null;
  const suggestions = data.suggestions;
  const actionItems = data.actionItems ?? data.action_items;
  const followUpQuestions = data.followUpQuestions ?? data.follow_up_questions;
  const missing: ParsedReply['missing'] = [];
  if (!suggestions) missing.push('suggestions');
  if (!actionItems) missing.push('actionItems');
  if (!followUpQuestions) missing.push('followUpQuestions');
  return {
    reply: tidy({ message, suggestions: suggestions ?? [], actionItems: actionItems ?? [], followUpQuestions: followUpQuestions ?? [] }),
    repaired: true,
    missing,
  };
}

function isPlainJson(raw: string): boolean {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}
