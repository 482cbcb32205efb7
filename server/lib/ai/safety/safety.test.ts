import { describe, expect, it } from 'vitest';
import safetySet from '../test-data/safety-set.json';
import type { ConversationTurn } from '../types';
import { CRISIS_REPLIES } from './crisis-replies';
import { assessSafety, detectCrisis, withoutCrisisTurns } from './safety';

const turn = (role: ConversationTurn['role'], text: string): ConversationTurn => ({ role, text, createdAt: '2026-11-22T08:00:00.000Z' });

describe('safety check', () => {
  it('has a labelled set of at least 60 messages with crisis, near-miss and ordinary talk', () => {
    expect(safetySet.crisis.length + safetySet.other.length).toBeGreaterThanOrEqual(60);
    expect(safetySet.crisis.length).toBeGreaterThanOrEqual(20);
    for (const phrase of ['killing it at work', 'this deadline is killing me', 'murder a coffee', 'shoot for the stars']) {
      expect(safetySet.other.some((text) => text.toLowerCase().includes(phrase))).toBe(true);
    }
  });

  it('catches every crisis message and flags at most 5% of the others', () => {
    const missed = safetySet.crisis.filter(({ text }) => !assessSafety(text, []).crisis).map(({ text }) => text);
    const flagged = safetySet.other.filter((text) => assessSafety(text, []).crisis);
    const recall = (safetySet.crisis.length - missed.length) / safetySet.crisis.length;
    const falsePositiveRate = flagged.length / safetySet.other.length;
    console.log(
      `safety set: crisis caught ${safetySet.crisis.length - missed.length}/${safetySet.crisis.length} (${(recall * 100).toFixed(1)}%), ` +
        `others flagged ${flagged.length}/${safetySet.other.length} (${(falsePositiveRate * 100).toFixed(1)}%)`,
    );
    expect(missed).toEqual([]);
    expect(falsePositiveRate).toBeLessThanOrEqual(0.05);
  });

  it('names the right category for each crisis message', () => {
    const wrong = safetySet.crisis.filter(({ text, category }) => detectCrisis(text) !== category);
    expect(wrong).toEqual([]);
  });

  it('answers a crisis with the fixed reply: 988, emergency services, not a crisis service, a human coach', () => {
    const assessment = assessSafety('I want to end my life', []);
    expect(assessment).toMatchObject({ crisis: true, category: 'self_harm' });
    const reply = assessment.reply;
    expect(reply?.message).toContain('988');
    expect(reply?.message).toMatch(/911|emergency number/);
    expect(reply?.message).toContain('not a crisis service');
    expect(reply?.message).toMatch(/human coach/);
    expect(reply?.suggestions).toContain('Book a session with a human coach');
    expect(reply?.actionItems).toEqual([]);
    // Fixed text: the same for a different crisis message in the same category.
    expect(assessSafety('I keep thinking about suicide', []).reply?.message).toBe(reply?.message);
  });

  it('keeps the crisis reply when the next message protests that it was misunderstood', () => {
    const first = assessSafety('I want to kill myself', []);
    const history = [turn('client', 'I want to kill myself'), turn('coach', first.reply?.message ?? '')];
    for (const protest of ['I was just joking, relax', 'You misunderstood me, it was a figure of speech', "I'm fine, can we get back to my goals?", 'No, I did not mean that']) {
      const again = assessSafety(protest, history);
      expect(again.crisis, protest).toBe(true);
      expect(again.category).toBe('self_harm');
      expect(again.reply?.message).toBe(first.reply?.message);
    }
  });

  it('recognises the crisis reply when it was stored as structured JSON text', () => {
    const stored = JSON.stringify(CRISIS_REPLIES.abuse);
    const history = [turn('client', 'My husband hits me'), turn('coach', stored)];
    expect(assessSafety('Forget it, I was exaggerating', history)).toMatchObject({ crisis: true, category: 'abuse' });
  });

  it('goes back to coaching when the message after the crisis reply neither protests nor is a crisis', () => {
    const history = [turn('client', 'I want to kill myself'), turn('coach', CRISIS_REPLIES.self_harm.message)];
    expect(assessSafety('Thank you. I will call 988 now.', history).crisis).toBe(false);
  });

  it('does not treat a protest as a crisis when no crisis reply came before it', () => {
    const history = [turn('client', 'How do I delegate?'), turn('coach', 'What would you hand over first?')];
    expect(assessSafety('I was just joking, relax', history).crisis).toBe(false);
  });

  it('leaves crisis messages and crisis replies out of the history a model sees', () => {
    const history = [
      turn('client', 'How do I delegate?'),
      turn('coach', 'What would you hand over first?'),
      turn('client', 'I want to kill myself'),
      turn('coach', CRISIS_REPLIES.self_harm.message),
    ];
    expect(withoutCrisisTurns(history).map((t) => t.text)).toEqual(['How do I delegate?', 'What would you hand over first?']);
  });
});
