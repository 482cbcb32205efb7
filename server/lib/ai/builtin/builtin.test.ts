import { describe, expect, it } from 'vitest';
import { createCoachModel } from '..';
import { TOPICS } from '../knowledge';
import { CRISIS_REPLIES } from '../safety/crisis-replies';
import type { CoachReply, CoachRequest } from '../types';
import { rankTopics } from './analyse';
import { composeReply } from './compose';
import { createBuiltinModel } from './provider';
import { CLIENT, SEEDED_COACHES, turn } from './test-fixtures';

const coach = SEEDED_COACHES[0]!;
const request = (message: string, extra: Partial<CoachRequest> = {}): CoachRequest => ({ coach, client: CLIENT, history: [], message, ...extra });

const MESSAGES = TOPICS.flatMap((topic) => topic.examples);

function expectWellFormed(reply: CoachReply, label: string) {
  expect(reply.message.trim().length, label).toBeGreaterThan(40);
  expect(reply.message, label).not.toMatch(/\{\w+\}|undefined|null/);
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

  it('gives every message a well-formed structured reply', () => {
    for (const message of [...MESSAGES, 'Hi', 'Thanks, that was helpful', 'Something odd happened today', '?']) {
      for (const persona of SEEDED_COACHES) expectWellFormed(composeReply(request(message, { coach: persona })), `${persona.name}: ${message}`);
    }
  });

  it('never gives the same reply to different messages', () => {
    const replies = MESSAGES.map((message) => composeReply(request(message)).message);
    expect(new Set(replies).size).toBe(MESSAGES.length);
  });

  it('answers the same message differently in each persona', () => {
    const message = 'My team keeps missing deadlines and I do not know how to handle it';
    const replies = SEEDED_COACHES.map((persona) => composeReply(request(message, { coach: persona })).message);
    expect(SEEDED_COACHES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(replies).size).toBe(replies.length);
    // Not just a different greeting: the opening sentence differs too.
    expect(new Set(replies.map((reply) => reply.split('.')[0])).size).toBe(replies.length);
  });

  it('quotes the client\'s own words and applies the topic\'s GROW questions', () => {
    const reply = composeReply(request('My co-founder keeps overriding my decisions in front of the team'));
    expect(reply.message).toContain('My co-founder keeps overriding my decisions in front of the team');
    const conflict = TOPICS.find((topic) => topic.id === 'leadership_conflict')!;
    const questions = Object.values(conflict.grow).flat().map((q) => q.replace('{person}', 'your co-founder'));
    expect(questions.some((question) => reply.message.includes(question))).toBe(true);
    expect(reply.actionItems.join(' ')).toMatch(/co-founder/);
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

  it('refers to an earlier message by its content', () => {
    const history = [
      turn('client', 'My co-founder keeps overriding my decisions in front of the investors'),
      turn('coach', 'What outcome do you want from the next conversation with your co-founder?'),
      turn('client', 'Separately, I want to plan my week better'),
      turn('coach', 'Which meetings could happen without you?'),
    ];
    const reply = composeReply(request('It happened again with my co-founder today', { history }));
    expect(reply.message).toContain('My co-founder keeps overriding my decisions in front of the investors');
  });

  it('moves through GROW as the conversation goes on and does not repeat itself', () => {
    const messages = [
      'I struggle to delegate and I end up doing everything myself',
      'Mostly I do not trust the quality of what comes back',
      'I could start with the weekly report',
      'I will hand the weekly report to Sam by Friday',
    ];
    const history: CoachRequest['history'] = [];
    const replies: string[] = [];
    for (const message of messages) {
      const reply = composeReply(request(message, { history: [...history] }));
      replies.push(reply.message);
      history.push(turn('client', message), turn('coach', reply.message));
    }
    const delegation = TOPICS.find((topic) => topic.id === 'delegation')!;
    const asks = (stage: keyof typeof delegation.grow, text: string) => delegation.grow[stage].some((q) => text.includes(q.replace('{person}', 'your team')));
    // Struggling is Reality talk, then Options (laid out as a list), then Will.
    expect(asks('reality', replies[0]!)).toBe(true);
    expect(replies[1]).toMatch(/\n- /);
    expect(asks('will', replies[2]!)).toBe(true);
    expect(new Set(replies).size).toBe(replies.length);
    const sentences = (text: string) => text.split(/(?<=[.?!])\s+|\n+/).filter((s) => s.length > 30 && !s.includes('"'));
    const repeated = sentences(replies[3]!).filter((sentence) => replies.slice(0, 3).some((earlier) => earlier.includes(sentence)));
    expect(repeated).toEqual([]);
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
    let syncDeltas = 0;
    const model = createBuiltinModel();
    const pending = model.reply(request('I have too many meetings and no time for deep work'), { onDelta: (text) => deltas.push(text) });
    syncDeltas = deltas.length;
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
});
