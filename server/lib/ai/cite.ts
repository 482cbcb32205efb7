import { CITATION_PREFIX } from '@shared/constants/ai-authoring';
import type { CoachReply, KnowledgePassage } from './types';

/**
 * A reply drawn from retrieved passages names its source ("From: <title>"). The builtin engine
 * quotes and cites itself; a remote model asked to cite may forget, so the best source is added.
 */
export function ensureCited(reply: CoachReply, passages: readonly KnowledgePassage[]): CoachReply {
  const best = passages[0];
  if (!best || passages.some((passage) => reply.message.includes(`${CITATION_PREFIX}${passage.title}`))) return reply;
  return { ...reply, message: `${reply.message.trimEnd()}\n\n${CITATION_PREFIX}${best.title}` };
}
