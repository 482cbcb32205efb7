import { CITATION_PREFIX } from '@shared/constants/ai-authoring';
import type { CoachReply, CoachRequest } from '../types';

const STOP = new Set('a an and are as at be but by do for from had has have how i if in is it its me my of on or so that the this to was we what when which who why will with you your'.split(' '));

function terms(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && !STOP.has(word)));
}

/**
 * The run of up to three consecutive sentences of the passage (within maxChars) that shares the most
 * words with the message; among equals the longer run (more context), then the earlier.
 */
export function excerptFor(passage: string, message: string, maxChars = 320): string {
  // Lines wrapped inside a paragraph (PDF text) are one sentence stream; blank lines end a paragraph.
  const sentences = passage.split(/(?<=[.!?])\s+|\n\s*\n/).map((s) => s.replace(/\s*\n\s*/g, ' ').trim()).filter(Boolean);
  if (sentences.length === 0) return '';
  const wanted = terms(message);
  let best = { score: -1, text: '' };
  for (let i = 0; i < sentences.length; i += 1) {
    let text = '';
    for (let j = i; j < Math.min(sentences.length, i + 3); j += 1) {
      const next = text ? `${text} ${sentences[j]}` : sentences[j]!;
      if (text && next.length > maxChars) break;
      text = next;
      const score = [...terms(text)].filter((word) => wanted.has(word)).length;
      if (score > best.score || (score === best.score && text.length > best.text.length && best.text.length < maxChars)) best = { score, text };
    }
  }
  const excerpt = best.text;
  return excerpt.length > maxChars ? `${excerpt.slice(0, maxChars - 1).trimEnd()}…` : excerpt;
}

/**
 * The builtin engine's use of trained knowledge: the reply keeps its own structure and voice, and
 * quotes the most relevant passage of the author's material after its opening, citing its source.
 */
export function withKnowledge(reply: CoachReply, request: CoachRequest): CoachReply {
  const best = request.knowledge?.[0];
  if (!best) return reply;
  const excerpt = excerptFor(best.text, request.message);
  if (!excerpt) return reply;
  const quote = `${CITATION_PREFIX}${best.title}: “${excerpt}”`;
  const [opening, ...rest] = reply.message.split(/\n\n/);
  const message = [opening, quote, ...rest].filter(Boolean).join('\n\n');
  const title = best.title.length > 60 ? `${best.title.slice(0, 59)}…` : best.title;
  const suggestions = [`Reread "${title}" with your situation in mind`, ...reply.suggestions].slice(0, 3);
  const actionItems = [`Try one idea from "${title}" this week`.slice(0, 100), ...reply.actionItems].slice(0, 3);
  return { ...reply, message, suggestions, actionItems };
}
