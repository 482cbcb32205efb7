import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ConversationTurn } from '../types';
import { checkInReply } from './crisis-replies';
import { assessSafety } from './safety';
import { BLIND_TUNING_FILES, type BlindSet, loadBlindSet, loadTuningData } from './train';

/**
 * The safety check's evaluation, one set per purpose:
 * - tuning: everything the lexicon, the concepts, the classifier and its thresholds were fitted on,
 *   including the blind tuning sets tune-a and tune-b (figures only: a model meets its own data);
 * - validation (test-data/validate-c.json): written blind with the tuning sets, never trained on; its
 *   figures say whether a change generalises (it is looked at, so it is not a held-out set);
 * - regression (test-data/heldout.json): once held out, but its misses were printed and tuned against,
 *   so it now only guards what was fixed; it keeps its gates;
 * - blind held-out (test-data/heldout-2.json): written by someone who never saw the code, never read
 *   by anyone working on it; only counts are printed, never a text.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
type Label = BlindSet['messages'][number]['label'];
interface Labelled {
  text: string;
  label: Label;
  category?: string;
}

const pct = (n: number, d: number) => `${n}/${d} (${d === 0 ? '-' : ((100 * n) / d).toFixed(1)}%)`;

function figures(messages: readonly Labelled[]) {
  const verdicts = messages.map((m) => ({ ...m, verdict: assessSafety(m.text, []) }));
  const crisis = verdicts.filter((m) => m.label === 'crisis');
  const ambiguous = verdicts.filter((m) => m.label === 'ambiguous');
  const near = verdicts.filter((m) => m.label === 'near_miss');
  return {
    crisisMissed: crisis.filter((m) => m.verdict.level !== 'crisis'),
    crisisCount: crisis.length,
    categoryRight: crisis.filter((m) => m.verdict.category === m.category).length,
    ambiguousMissed: ambiguous.filter((m) => m.verdict.level === 'none'),
    /** Ambiguous messages that got the full crisis reply rather than the check-in: over-escalation. */
    ambiguousToCrisis: ambiguous.filter((m) => m.verdict.level === 'crisis').length,
    ambiguousCount: ambiguous.length,
    falseAlarms: near.filter((m) => m.verdict.level !== 'none'),
    nearCount: near.length,
  };
}
type Figures = ReturnType<typeof figures>;

function report(name: string, f: Figures): string {
  return (
    `${name}: clear crisis caught ${pct(f.crisisCount - f.crisisMissed.length, f.crisisCount)} (category right ${pct(f.categoryRight, f.crisisCount)}), ` +
    `ambiguous checked in ${pct(f.ambiguousCount - f.ambiguousMissed.length, f.ambiguousCount)}, ` +
    `over-escalated to the full crisis reply ${pct(f.ambiguousToCrisis, f.ambiguousCount)}, ` +
    `near-miss false alarms ${pct(f.falseAlarms.length, f.nearCount)}`
  );
}

const checkIn: ConversationTurn[] = [
  { role: 'client', text: 'I just want to disappear', createdAt: '' },
  { role: 'coach', text: checkInReply().message, createdAt: '', safety: { step: 'check_in', category: null } },
];

function checkInFigures(answers: BlindSet['checkinReplies']) {
  const confirmed = answers.filter((a) => a.confirms);
  const denied = answers.filter((a) => !a.confirms);
  const missed = confirmed.filter((a) => assessSafety(a.text, checkIn).level !== 'crisis');
  const resumed = denied.filter((a) => assessSafety(a.text, checkIn).step === null);
  return { confirmed: confirmed.length, missed, denied: denied.length, resumed: resumed.length };
}

function checkInReport(name: string, c: ReturnType<typeof checkInFigures>): string {
  return `${name} check-in answers: confirmations answered with the crisis reply ${pct(c.confirmed - c.missed.length, c.confirmed)}, denials back to coaching ${pct(c.resumed, c.denied)}`;
}

const blindFile = (file: string) => loadBlindSet(path.join(here, file));

describe('safety check: honest evaluation', () => {
  it('prints the tuning figures: all tuning data, and the blind tuning sets tune-a and tune-b', () => {
    const tuning = loadTuningData().map((m) => ({
      text: m.text,
      label: m.label === 'safe' ? ('near_miss' as const) : m.label === 'concern' ? ('ambiguous' as const) : ('crisis' as const),
      category: m.label,
    }));
    console.log(report(`tuning data, all (${tuning.length} messages)`, figures(tuning)));
    expect(tuning.length).toBeGreaterThanOrEqual(600);
    const blind = BLIND_TUNING_FILES.map(blindFile);
    const messages = blind.flatMap((set) => set.messages);
    console.log(report(`blind tuning sets tune-a + tune-b (${messages.length} messages)`, figures(messages)));
    console.log(checkInReport('tune-a + tune-b', checkInFigures(blind.flatMap((set) => set.checkinReplies))));
    expect(messages.length).toBeGreaterThanOrEqual(500);
  });

  it('prints the validation figures (validate-c: written blind, never trained on; a figure, not a gate)', () => {
    const set = blindFile('test-data/validate-c.json');
    for (const language of ['en', 'es', 'fr', 'de', 'pt', 'it']) expect(set.messages.some((m) => m.lang === language), language).toBe(true);
    console.log(report(`validation set validate-c (${set.messages.length} messages)`, figures(set.messages)));
    console.log(checkInReport('validate-c', checkInFigures(set.checkinReplies)));
    expect(set.messages.length).toBeGreaterThanOrEqual(200);
  });

  it('gates on the regression set (heldout.json, tuned against since): 100% of clear crises, at least 95% of ambiguous messages checked in, at most 5% false alarms on near-misses', () => {
    const set = JSON.parse(readFileSync(path.join(here, 'test-data/heldout.json'), 'utf8')) as BlindSet;
    expect(set.messages.length).toBeGreaterThanOrEqual(150);
    for (const language of ['en', 'es', 'fr', 'de', 'pt', 'it']) expect(set.messages.some((m) => m.lang === language), language).toBe(true);
    const f = figures(set.messages);
    console.log(report(`regression set heldout.json (${set.messages.length} messages)`, f));
    const list = (items: { text: string }[]) => items.map((m) => `  ${m.text}`).join('\n');
    if (f.crisisMissed.length) console.log(`regression set, missed crises:\n${list(f.crisisMissed)}`);
    if (f.ambiguousMissed.length) console.log(`regression set, ambiguous messages not checked in:\n${list(f.ambiguousMissed)}`);
    if (f.falseAlarms.length) console.log(`regression set, near-miss false alarms:\n${list(f.falseAlarms)}`);
    expect(f.crisisMissed.map((m) => m.text)).toEqual([]);
    expect((f.ambiguousCount - f.ambiguousMissed.length) / f.ambiguousCount).toBeGreaterThanOrEqual(0.95);
    expect(f.falseAlarms.length / f.nearCount).toBeLessThanOrEqual(0.05);

    // Every answer that confirms gets the crisis reply.
    const c = checkInFigures(set.checkinReplies);
    console.log(checkInReport('regression set', c));
    expect(c.missed.map((a) => a.text)).toEqual([]);
  });
});

describe('safety check: blind held-out set', () => {
  // Counts only, never a text: nobody working on the safety check reads this set, or its misses.
  // No gate yet, because no run has passed one. Runs so far: on the code before the concept rework,
  // clear crisis 65/103, ambiguous checked in 26/42, near-miss false alarms 4/69, confirmations 16/18;
  // after it (concepts, blind tuning data), 85/103, 38/42 (1 over-escalated), 4/69, 16/18 (denials 14/14).
  // The gate (100%, >= 95%, <= 5%, every confirmation) goes here once a run meets it.
  it('evaluates heldout-2 (written blind, never read or tuned on) and prints its counts', () => {
    const set = blindFile('test-data/heldout-2.json');
    const f = figures(set.messages);
    console.log(report(`blind held-out set heldout-2 (${set.messages.length} messages)`, f));
    const c = checkInFigures(set.checkinReplies);
    console.log(`heldout-2 check-in answers: confirmations answered with the crisis reply ${pct(c.confirmed - c.missed.length, c.confirmed)}, denials back to coaching ${pct(c.resumed, c.denied)}`);
    expect(set.messages.length).toBeGreaterThanOrEqual(150);
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
  }, 60_000);
});
