import { describe, expect, it } from 'vitest';
import { createCoachModel } from '..';
import { TOPICS, VOICES } from '../knowledge';
import { CRISIS_REPLIES } from '../safety/crisis-replies';
import type { CoachReply, CoachRequest } from '../types';
import { rankTopics } from './analyse';
import { composeReply } from './compose';
import { createBuiltinModel } from './provider';
import { replay } from './state';
import { CLIENT, SEEDED_COACHES, converse, sentencesOf, turn } from './test-fixtures';
import { voiceFor } from './voice';

const coach = SEEDED_COACHES[0]!;
const request = (message: string, extra: Partial<CoachRequest> = {}): CoachRequest => ({ coach, client: CLIENT, history: [], message, ...extra });

const MESSAGES = TOPICS.flatMap((topic) => topic.examples);

/** Question marks outside quoted example lines: a coach asks one question at a time. */
function questionsAsked(text: string): number {
  return (text.replace(/"[^"]*"/g, '').match(/\?/g) ?? []).length;
}

function expectWellFormed(reply: CoachReply, label: string) {
  expect(reply.message.trim().length, label).toBeGreaterThan(30);
  expect(reply.message, label).not.toMatch(/\{\w+\}|undefined|null/);
  expect(questionsAsked(reply.message), label).toBeLessThanOrEqual(1);
  for (const list of [reply.suggestions, reply.actionItems, reply.followUpQuestions]) {
    expect(list.length, label).toBeGreaterThanOrEqual(1);
    expect(list.length, label).toBeLessThanOrEqual(5);
    for (const item of list) expect(item.trim().length, label).toBeGreaterThan(5);
    expect(new Set(list).size, label).toBe(list.length);
  }
  for (const item of reply.actionItems) expect(item.length, item).toBeLessThanOrEqual(100);
  for (const question of reply.followUpQuestions) expect(question, label).toMatch(/\?$/);
}

describe('builtin coaching engine', () => {
  it('recognises the topic of every example message in its knowledge', () => {
    const wrong = TOPICS.flatMap((topic) =>
      topic.examples.filter((example) => rankTopics(example)[0]?.topic.id !== topic.id).map((example) => `${topic.id}: ${example} -> ${rankTopics(example)[0]?.topic.id}`),
    );
    expect(wrong).toEqual([]);
  });

  it('gives every message a well-formed structured reply with at most one question, in every persona', () => {
    for (const message of [...MESSAGES, 'Hi', 'Thanks, that was helpful', 'Something odd happened today', '?']) {
      for (const persona of SEEDED_COACHES) expectWellFormed(composeReply(request(message, { coach: persona })), `${persona.name}: ${message}`);
    }
  });

  it('never quotes the client back: no reply carries a quote of their words or opens with "You said"', () => {
    for (const message of MESSAGES) {
      const reply = composeReply(request(message)).message;
      expect(reply, message).not.toMatch(/^(?:You said|I heard|You wrote)\b/);
      expect(reply.includes(`"${message}`), message).toBe(false);
      // No run of six of the client's words inside quotation marks.
      const words = message.split(/\s+/);
      for (let i = 0; i + 6 <= words.length; i += 1) expect(reply.includes(`"${words.slice(i, i + 6).join(' ')}`), message).toBe(false);
    }
  });

  it('never gives the same reply to different messages', () => {
    const replies = MESSAGES.map((message) => composeReply(request(message)).message);
    expect(new Set(replies).size).toBe(MESSAGES.length);
  });

  it('paraphrases the client in the second person and uses the named person in action items', () => {
    const reply = composeReply(request('My co-founder keeps overriding my decisions in front of the team'));
    expect(reply.message).toMatch(/your co-founder keeps overriding your decisions/i);
    expect(reply.actionItems.join(' ')).toMatch(/co-founder/);
  });

  it('names the person in a commitment made with a pronoun, in action items and the summary of commitments', () => {
    const history = [turn('client', 'My manager Marco keeps taking credit for my work'), turn('coach', 'What would you like to change first?')];
    const reply = composeReply(request('I think I will talk to him on Thursday after the team meeting.', { history }));
    expect(reply.actionItems).toContain('Talk to Marco on Thursday after the team meeting');
    const summary = composeReply(
      request('Can you summarise what I have committed to?', { history: [...history, turn('client', 'I will talk to him on Thursday after the team meeting.'), turn('coach', 'Who will know?')] }),
    );
    expect(summary.message).toMatch(/talk to Marco on Thursday/i);
    expect(summary.message).not.toMatch(/\bhim\b/);
  });

  it('asks what makes a step happen, never "by when?", right after the client named the step and its day', () => {
    const history = [turn('client', 'My manager Marco keeps taking credit for my work'), turn('coach', 'What would you like to change first?')];
    for (const coach of SEEDED_COACHES) {
      const reply = composeReply(request("OK, I'll talk to Marco on Thursday after the standup", { history, coach }));
      const asked = sentencesOf(reply.message).filter((sentence) => sentence.endsWith('?'));
      expect(asked, `${coach.name}: ${reply.message}`).toHaveLength(1);
      expect(asked[0], coach.name).not.toMatch(/\b(when|by which date|what date|by when)\b/i);
    }
  });

  it('mentions the client\'s matching goal with its progress', () => {
    const delegation = composeReply(request('I struggle to delegate, I end up doing everything myself'));
    expect(delegation.message).toContain('Delegate more to my team');
    expect(delegation.message).toContain('40%');
    expect(delegation.actionItems).toContain('Update progress on "Delegate more to my team"');
    const promotion = composeReply(request('I was passed over for promotion again'));
    expect(promotion.message).toContain('Get promoted to director');
    // No goal on hiring: none is forced in.
    const hiring = composeReply(request('I need to hire my first engineering manager'));
    for (const goal of CLIENT.goals) expect(hiring.message).not.toContain(goal.title);
  });

  it('refers to the signup goals when no active goal fits', () => {
    const reply = composeReply(request('How do I get buy-in for our new strategy?', { client: { ...CLIENT, goals: [] } }));
    expect(reply.message).toContain('calmer and more strategic leader');
  });

  it('refers to an earlier message by its content, in its own words', () => {
    const history = [
      turn('client', 'My co-founder keeps overriding my decisions in front of the investors'),
      turn('coach', 'What outcome do you want from the next conversation with your co-founder?'),
      turn('client', 'Separately, I want to plan my week better'),
      turn('coach', 'Which meetings could happen without you?'),
    ];
    const reply = composeReply(request('It happened again with my co-founder today', { history }));
    expect(reply.message).toContain('your co-founder keeps overriding your decisions in front of the investors');
  });

  it('keeps GROW in order: Goal, Reality, Options, Will, one stage per substantive turn and never back', () => {
    const messages = [
      'I struggle to delegate and I end up doing everything myself',
      'I want to free up five hours a week for strategy work',
      'Mostly I do not trust the quality of what comes back',
      'I could start with the weekly report, Sam has done it before',
      'I will hand the weekly report to Sam by Friday',
      'ok',
      'I think the hardest part will be not checking his work every hour',
    ];
    for (const persona of SEEDED_COACHES) {
      const { replies } = converse(persona, messages);
      const method = voiceFor(persona).voice.method;
      const asks = (stage: keyof typeof method.questions, text: string) => method.questions[stage].some((q) => text.includes(q.replace('{person}', 'Sam')));
      expect(asks('goal', replies[0]!.message), persona.name).toBe(true);
      expect(asks('reality', replies[1]!.message), persona.name).toBe(true);
      expect(replies[2]!.message, persona.name).toMatch(/\n- /);
      expect(asks('will', replies[3]!.message) || asks('will', replies[4]!.message), persona.name).toBe(true);
    }
    const { stages } = replay(messages);
    expect(stages).toEqual(['goal', 'reality', 'options', 'will', 'will', 'will', 'will']);
  });

  it('repeats no sentence within a ten-turn conversation, in any persona', () => {
    const messages = [
      'My team keeps missing deadlines and I am getting frustrated',
      'I want them to deliver what they promise without me chasing',
      'Honestly I think I set vague deadlines and then step in at the last minute',
      'Maybe I could agree clear dates in the planning meeting',
      'yes',
      'I will agree clear dates with Priya and Tom in Monday planning',
      'What should I say to Priya first?',
      'What should I avoid?',
      'not sure',
      'Thanks, that helps',
    ];
    for (const persona of SEEDED_COACHES) {
      const { replies } = converse(persona, messages);
      const seen = new Map<string, number>();
      replies.forEach((reply, index) => {
        for (const sentence of sentencesOf(reply.message)) {
          expect(seen.has(sentence), `${persona.name}, turn ${index + 1} repeats turn ${(seen.get(sentence) ?? 0) + 1}: ${sentence}`).toBe(false);
          seen.set(sentence, index);
        }
      });
    }
  });

  it('answers the same message differently in a new session', () => {
    for (const message of MESSAGES.slice(0, 20)) {
      const replies = ['101', '102', '103'].map((conversationId) => composeReply(request(message, { conversationId })).message);
      expect(new Set(replies).size, message).toBe(3);
    }
  });

  it('gives a different reply when the client sends the same message twice', () => {
    const first = composeReply(request('How do I delegate better?'));
    const second = composeReply(request('How do I delegate better?', { history: [turn('client', 'How do I delegate better?'), turn('coach', first.message)] }));
    expect(second.message).not.toBe(first.message);
  });

  it('works for a custom coach whose persona matches no known voice', () => {
    const custom = { id: 99, name: 'Acme Helper', description: 'Internal coach', persona: 'Knows Acme.', specialties: ['Quality'], systemPrompt: 'Help.' };
    expectWellFormed(composeReply(request('How do I give feedback to my colleague about her long presentations?', { coach: custom })), 'custom');
  });

  it('streams the message in several deltas on separate turns of the event loop', async () => {
    const deltas: string[] = [];
    const model = createBuiltinModel();
    const pending = model.reply(request('I have too many meetings and no time for deep work'), { onDelta: (text) => deltas.push(text) });
    const syncDeltas = deltas.length;
    const reply = await pending;
    expect(syncDeltas).toBeLessThanOrEqual(1);
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe(reply.message);
  });

  it('stops streaming when the request is aborted', async () => {
    const controller = new AbortController();
    const deltas: string[] = [];
    const model = createBuiltinModel();
    const pending = model.reply(request('I have too many meetings and no time for deep work', { signal: controller.signal }), {
      onDelta: (text) => {
        deltas.push(text);
        if (deltas.length === 2) controller.abort();
      },
    });
    await expect(pending).rejects.toThrow();
    expect(deltas.length).toBe(2);
  });

  it('answers a crisis message with the fixed crisis reply through the configured model', async () => {
    const model = createCoachModel({ ai: { provider: 'builtin', baseUrl: undefined, apiKey: undefined, model: 'x' } });
    const deltas: string[] = [];
    const infos: string[] = [];
    const reply = await model.reply(request('I want to kill myself'), { onDelta: (text) => deltas.push(text), onInfo: (info) => infos.push(info.provider) });
    expect(reply.message).toBe(CRISIS_REPLIES.self_harm.message);
    expect(deltas.join('')).toBe(reply.message);
    expect(infos).toEqual(['safety']);
  });

  it('has a voice for every method it names', () => {
    expect(new Set(VOICES.map((voice) => voice.method.name)).size).toBe(VOICES.length);
  });
});
