import { rankTopics } from './builtin/analyse';
import { refusalFor } from './builtin/guard';
import { factsOf } from './builtin/nlp';
import { toFirstPerson } from './builtin/paraphrase';
import { detectRisk } from './safety/safety';
import { canonical, clip } from './text';
import { turnMessage } from './turns';
import type { ConversationTurn } from './types';

export interface SummaryInput {
  history: readonly ConversationTurn[];
  aiCoachName: string;
  /** The coach's first name for the greeting, or null when it goes to support. */
  recipient: string | null;
  /** When the session took place (ISO). */
  date: string;
}

/**
 * A short summary of an AI session in the client's own voice, for them to review and send to their
 * human coach: what it was about, the goals and people named, and what they committed to. Read with
 * the same NLP the coach uses; a safety alert is mentioned, never quoted.
 */
export function summariseSession({ history, aiCoachName, recipient, date }: SummaryInput): string {
  const clientTurns = history.filter((turn) => turn.role === 'client').map((turn) => turnMessage(turn));
  const usable = clientTurns.filter((text) => !refusalFor(text) && detectRisk(text).level === 'none');
  const commitments: string[] = [];
  const goals: string[] = [];
  const people: string[] = [];
  const seen = new Set<string>();
  const add = (list: string[], text: string) => {
    const key = canonical(text);
    if (seen.has(key)) return;
    seen.add(key);
    list.push(text);
  };
  for (const text of usable) {
    const facts = factsOf(text);
    for (const item of facts.commitments) add(commitments, item);
    for (const item of facts.goals) add(goals, item);
    for (const { role, name } of facts.roles) add(people, `${name} (my ${role})`);
  }
  const topics = [...new Set(usable.flatMap((text) => rankTopics(text).slice(0, 1).map((match) => toFirstPerson(match.topic.label))))].slice(0, 3);
  const safetyAlert = history.some((turn) => turn.role === 'coach' && turn.safety && turn.safety.step !== 'post_crisis_check_in');
  const day = new Date(date).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

  const lines = [`${recipient ? `Hi ${recipient},` : 'Hi,'} here is a short summary of my AI coaching session with ${aiCoachName} on ${day}.`];
  if (topics.length > 0) lines.push(`What I worked on: ${topics.join(', ')}.`);
  else if (usable[0]) lines.push(`What I brought up: ${clip(usable[0], 160)}`);
  if (goals.length > 0) lines.push(`Goals I mentioned: ${goals.slice(0, 3).join('; ')}.`);
  if (people.length > 0) lines.push(`People involved: ${people.slice(0, 4).join(', ')}.`);
  if (commitments.length > 0) lines.push(`What I committed to:\n${commitments.slice(0, 5).map((item) => `- ${item}`).join('\n')}`);
  if (safetyAlert) lines.push('I also went through a hard moment in this session and the safety check came up. I would like to talk about it with a person.');
  lines.push('Could we talk this through in our next session?');
  return lines.join('\n\n');
}
