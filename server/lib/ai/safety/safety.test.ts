import { describe, expect, it } from 'vitest';
import safetySet from '../test-data/safety-set.json';
import type { ConversationTurn } from '../types';
import { CRISIS_REPLIES, checkInReply, postCrisisCheckInReply } from './crisis-replies';
import { countryOf, resourcesFor } from './resources';
import { assessSafety, detectCrisis, hadCrisis } from './safety';

const turn = (role: ConversationTurn['role'], text: string, safety: ConversationTurn['safety'] = null): ConversationTurn => ({ role, text, createdAt: '2026-11-22T08:00:00.000Z', safety });
const afterCrisis = (category: 'self_harm' | 'abuse' = 'self_harm') => [turn('client', 'I want to kill myself'), turn('coach', CRISIS_REPLIES[category].message, { step: 'crisis', category })];

describe('safety check', () => {
  it('still answers every crisis message of the older labelled set: the crisis reply in its category, or at least the check-in', () => {
    const missed = safetySet.crisis.filter(({ text }) => assessSafety(text, []).step === null).map(({ text }) => text);
    expect(missed).toEqual([]);
    const wrong = safetySet.crisis.filter(({ text, category }) => detectCrisis(text) !== null && detectCrisis(text) !== category).map(({ text }) => text);
    expect(wrong).toEqual([]);
  });

  it('answers clear risk with the fixed reply: 988, the emergency number, not a crisis service, a human coach now', () => {
    const assessment = assessSafety('I want to end my life', []);
    expect(assessment).toMatchObject({ level: 'crisis', crisis: true, category: 'self_harm', step: 'crisis' });
    const reply = assessment.reply!;
    expect(reply.message).toContain('988');
    expect(reply.message).toMatch(/911|emergency number/);
    expect(reply.message).toContain('not a crisis service');
    expect(reply.message).toMatch(/human coach/);
    expect(reply.actionItems).toEqual([]);
    // Fixed text: the same for another message of the same category.
    expect(assessSafety('I keep thinking about suicide', []).reply?.message).toBe(reply.message);
  });

  it('gives harm to others and abuse their own resources, never the suicide line', () => {
    const others = assessSafety('I am going to stab my coworker tomorrow', []);
    expect(others.category).toBe('harm_to_others');
    expect(others.reply?.message).not.toContain('988');
    expect(others.reply?.message).toMatch(/distance between you and the person/);
    const abuse = assessSafety('My husband hits me and I am scared to go home', []);
    expect(abuse.category).toBe('abuse');
    expect(abuse.reply?.message).not.toContain('988');
    expect(abuse.reply?.message).toContain('1-800-799-7233');
  });

  it('uses the resources of the person’s country: time zone first, then the browser locale', () => {
    expect(countryOf({ timeZone: 'Europe/London' })).toBe('GB');
    expect(countryOf({ timeZone: null, locale: 'pt-BR' })).toBe('BR');
    expect(countryOf({ locale: 'fr' })).toBeNull();
    const uk = assessSafety('I want to kill myself', [], { country: 'GB' }).reply!.message;
    expect(uk).toContain('116 123');
    expect(uk).toContain('999');
    expect(uk).not.toContain('988');
    const ukAbuse = assessSafety('my boyfriend punched me last night', [], { country: 'GB' }).reply!.message;
    expect(ukAbuse).toContain(resourcesFor('GB')!.abuseLine!);
    // No country known: 988 stays the default.
    expect(assessSafety('I want to kill myself', [], { country: 'ZZ' }).reply!.message).toContain('911 or your local emergency number');
  });

  it('answers in the person’s language when it is one of the six', () => {
    const es = assessSafety('quiero quitarme la vida esta noche', [], { country: 'ES' });
    expect(es.reply?.message).toContain('no un servicio de crisis');
    expect(es.reply?.message).toContain('024');
    const de = assessSafety('ich denke an Selbstmord', [], { country: 'DE' });
    expect(de.reply?.message).toContain('kein Krisendienst');
  });

  it('adds poison control when substances were taken', () => {
    const reply = assessSafety('I took a whole bottle of sleeping pills an hour ago', [], { country: 'US' }).reply!.message;
    expect(reply).toContain('1-800-222-1222');
  });

  it('meets an ambiguous message with a caring check-in that asks directly about suicide and self-harm', () => {
    const assessment = assessSafety("what's the point of anything", []);
    expect(assessment).toMatchObject({ level: 'concern', crisis: false, step: 'check_in' });
    expect(assessment.reply?.message).toMatch(/ending your life|hurting yourself/);
  });

  it('gives the crisis reply when the answer to the check-in confirms, and goes back to coaching when it denies', () => {
    const history = [turn('client', 'I just want to disappear'), turn('coach', checkInReply().message, { step: 'check_in', category: null })];
    expect(assessSafety('yes, sometimes', history)).toMatchObject({ level: 'crisis', step: 'crisis', category: 'self_harm' });
    expect(assessSafety('no, I am just exhausted from the reorg', history)).toMatchObject({ level: 'none', step: null, reply: null });
  });

  it('keeps the crisis reply when the next message protests that it was misunderstood', () => {
    for (const protest of ['I was just joking, relax', 'You misunderstood me, it was a figure of speech', 'No, I did not mean that']) {
      const again = assessSafety(protest, afterCrisis());
      expect(again.step, protest).toBe('crisis');
      expect(again.reply?.message).toBe(CRISIS_REPLIES.self_harm.message);
    }
    expect(assessSafety('Forget it, I was exaggerating', afterCrisis('abuse'))).toMatchObject({ step: 'crisis', category: 'abuse' });
  });

  it('after a crisis reply, checks in before coaching resumes, and resumes once the person says they are safe', () => {
    const next = assessSafety('Thank you. I called the line. Can we talk about my presentation?', afterCrisis());
    expect(next).toMatchObject({ step: 'post_crisis_check_in', crisis: false });
    expect(next.reply?.message).toBe(postCrisisCheckInReply().message);
    const history = [...afterCrisis(), turn('client', 'Thank you.'), turn('coach', next.reply!.message, { step: 'post_crisis_check_in', category: 'self_harm' })];
    expect(assessSafety('Yes, I am safe now, my sister is with me', history)).toMatchObject({ step: null, reply: null });
    expect(assessSafety('no, not really', history)).toMatchObject({ step: 'crisis', category: 'self_harm' });
    // The earlier crisis stays known to the coach.
    expect(hadCrisis(history)).toBe('self_harm');
  });

  it('does not treat a protest as a crisis when no crisis reply came before it', () => {
    const history = [turn('client', 'How do I delegate?'), turn('coach', 'What would you hand over first?')];
    expect(assessSafety('I was just joking, relax', history).crisis).toBe(false);
  });

  it('lets layer 3 raise the level but never lower it', () => {
    expect(assessSafety('rough week', [], { remote: [{ layer: 'moderation', level: 'crisis', category: 'self_harm' }] }).step).toBe('crisis');
    expect(assessSafety('I want to kill myself', [], { remote: [{ layer: 'model', level: 'none', category: null }] }).step).toBe('crisis');
  });
});
