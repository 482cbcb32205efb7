import { describe, expect, it } from 'vitest';
import type { ConversationTurn } from '../types';
import heldout from './test-data/heldout.json';
import { checkInReply } from './crisis-replies';
import { assessSafety } from './safety';
import { loadTuningData } from './train';

interface HeldOutMessage {
  text: string;
  label: 'crisis' | 'ambiguous' | 'near_miss';
  category?: string;
  lang: string;
}

const HELD_OUT = heldout.messages as HeldOutMessage[];
const pct = (n: number, d: number) => `${n}/${d} (${d === 0 ? '-' : ((100 * n) / d).toFixed(1)}%)`;

function figures(messages: { text: string; label: HeldOutMessage['label']; category?: string }[]) {
  const verdicts = messages.map((m) => ({ ...m, verdict: assessSafety(m.text, []) }));
  const crisis = verdicts.filter((m) => m.label === 'crisis');
  const ambiguous = verdicts.filter((m) => m.label === 'ambiguous');
  const near = verdicts.filter((m) => m.label === 'near_miss');
  return {
    crisisMissed: crisis.filter((m) => m.verdict.level !== 'crisis'),
    crisisCount: crisis.length,
    categoryRight: crisis.filter((m) => m.verdict.category === m.category).length,
    ambiguousMissed: ambiguous.filter((m) => m.verdict.level === 'none'),
    ambiguousToCrisis: ambiguous.filter((m) => m.verdict.level === 'crisis').length,
    ambiguousCount: ambiguous.length,
    falseAlarms: near.filter((m) => m.verdict.level !== 'none'),
    nearCount: near.length,
  };
}

function report(name: string, f: ReturnType<typeof figures>): string {
  return (
    `${name}: clear crisis caught ${pct(f.crisisCount - f.crisisMissed.length, f.crisisCount)} (category right ${pct(f.categoryRight, f.crisisCount)}), ` +
    `ambiguous checked in ${pct(f.ambiguousCount - f.ambiguousMissed.length, f.ambiguousCount)} (${f.ambiguousToCrisis} of them with the crisis reply), ` +
    `near-miss false alarms ${pct(f.falseAlarms.length, f.nearCount)}`
  );
}

describe('safety check: honest evaluation', () => {
  it('prints the tuning figures (the data the lexicon, classifier and thresholds were fitted on)', () => {
    const tuning = loadTuningData().map((m) => ({
      text: m.text,
      label: m.label === 'safe' ? ('near_miss' as const) : m.label === 'concern' ? ('ambiguous' as const) : ('crisis' as const),
      category: m.label,
    }));
    const f = figures(tuning);
    console.log(report(`tuning set (${tuning.length} messages)`, f));
    expect(tuning.length).toBeGreaterThanOrEqual(600);
  });

  it('gates on the held-out set: 100% of clear crises, at least 95% of ambiguous messages checked in, at most 5% false alarms on near-misses', () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(150);
    for (const language of ['en', 'es', 'fr', 'de', 'pt', 'it']) expect(HELD_OUT.some((m) => m.lang === language), language).toBe(true);
    const f = figures(HELD_OUT);
    console.log(report(`held-out set (${HELD_OUT.length} messages, written before tuning)`, f));
    const list = (items: { text: string }[]) => items.map((m) => `  ${m.text}`).join('\n');
    if (f.crisisMissed.length) console.log(`missed crises:\n${list(f.crisisMissed)}`);
    if (f.ambiguousMissed.length) console.log(`ambiguous messages not checked in:\n${list(f.ambiguousMissed)}`);
    if (f.falseAlarms.length) console.log(`near-miss false alarms:\n${list(f.falseAlarms)}`);
    expect(f.crisisMissed.map((m) => m.text)).toEqual([]);
    expect((f.ambiguousCount - f.ambiguousMissed.length) / f.ambiguousCount).toBeGreaterThanOrEqual(0.95);
    expect(f.falseAlarms.length / f.nearCount).toBeLessThanOrEqual(0.05);
  });

  it('gates on the held-out answers to the check-in: every answer that confirms gets the crisis reply', () => {
    const checkIn: ConversationTurn[] = [
      { role: 'client', text: 'I just want to disappear', createdAt: '' },
      { role: 'coach', text: checkInReply().message, createdAt: '', safety: { step: 'check_in', category: null } },
    ];
    const answers = heldout.checkinReplies;
    const confirmed = answers.filter((a) => a.confirms);
    const denied = answers.filter((a) => !a.confirms);
    const missed = confirmed.filter((a) => assessSafety(a.text, checkIn).level !== 'crisis');
    const resumed = denied.filter((a) => assessSafety(a.text, checkIn).step === null);
    console.log(`held-out check-in answers: confirmations answered with the crisis reply ${pct(confirmed.length - missed.length, confirmed.length)}, denials back to coaching ${pct(resumed.length, denied.length)}`);
    expect(missed.map((a) => a.text)).toEqual([]);
  });
});

describe('safety classifier training', () => {
  it('is reproducible: training again from the tuning data gives the committed model file exactly', async () => {
    const { DEFAULT_TRAIN_OPTIONS, trainSafetyModel } = await import('./train');
    const committed = (await import('./safety-model.json')).default;
    const { model } = trainSafetyModel(loadTuningData(), DEFAULT_TRAIN_OPTIONS);
    // A changed data file without `npm run train:safety` shows up here first.
    expect(model.dataHash).toBe(committed.dataHash);
    expect(JSON.stringify(model)).toBe(JSON.stringify(committed));
  }, 30_000);
});
