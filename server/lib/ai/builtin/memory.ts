import type { TopicKnowledge } from '../knowledge';
import { canonical, contentStems } from '../text';
import type { MemoryItem } from '../types';
import { scoreTopic } from './analyse';
import { refusalFor } from './guard';
import { detectLanguage } from './language';
import { factsOf } from './nlp';
import { toSecondPerson } from './paraphrase';

/** What is worth remembering from one client message, before it is stored. */
export interface MemoryCandidate {
  kind: MemoryItem['kind'];
  text: string;
}

/**
 * The goals, commitments and context (who is who) a client message states, read with the same NLP
 * as the replies. Refused requests and messages in other languages teach the coach nothing.
 */
export function extractMemory(message: string): MemoryCandidate[] {
  if (refusalFor(message) || detectLanguage(message) !== 'en') return [];
  const facts = factsOf(message);
  const out: MemoryCandidate[] = [];
  for (const text of facts.commitments) out.push({ kind: 'commitment', text });
  for (const text of facts.goals) out.push({ kind: 'goal', text });
  for (const { role, name } of facts.roles) out.push({ kind: 'context', text: `${name}: your ${role}` });
  return out;
}

/** A stable key for one remembered fact, so the same commitment said twice is stored once. */
export function memoryKey(kind: MemoryItem['kind'], text: string): string {
  return `${kind}:${canonical(text)}`.slice(0, 200);
}

/** "Last week", "Yesterday": when a remembered commitment was made, as a coach would say it. */
export function whenSaid(createdAt: string, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 86_400_000);
  if (!Number.isFinite(days) || days < 0) return 'Last time';
  if (days === 0) return 'Earlier today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return 'Earlier this week';
  if (days < 14) return 'Last week';
  if (days < 35) return 'A few weeks ago';
  return 'Last time we spoke';
}

/** The latest commitment from an earlier session that the coach has not asked about yet, as slots for a follow-up line. */
export function followUpFor(memory: readonly MemoryItem[], now: Date): { c: string; When: string; when_lower: string } | null {
  const open = memory.filter((item) => item.kind === 'commitment' && item.followUp).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!open) return null;
  const when = whenSaid(open.createdAt, now);
  const text = toSecondPerson(open.text);
  return { c: text.charAt(0).toLowerCase() + text.slice(1), When: when, when_lower: when.charAt(0).toLowerCase() + when.slice(1) };
}

/** A goal the client mentioned in an earlier session that this message is about. */
export function memoryGoalFor(memory: readonly MemoryItem[], message: string, topic: TopicKnowledge): string | null {
  const words = contentStems(message);
  for (const item of memory) {
    if (item.kind !== 'goal') continue;
    const shared = [...contentStems(item.text)].filter((word) => words.has(word)).length;
    if (shared >= 2 || (shared >= 1 && topic.id !== 'general' && scoreTopic(topic, item.text).score > 0)) return item.text;
  }
  return null;
}
