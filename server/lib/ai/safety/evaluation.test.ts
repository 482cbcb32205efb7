import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkInFigures, checkInReport, figures, report } from './evaluation';
import { BLIND_TUNING_FILES, type BlindSet, loadBlindSet, loadTuningData } from './train';

/**
 * The safety check's evaluation, one set per purpose:
 * - tuning: everything the lexicon, the concepts, the classifier and its thresholds were fitted on,
 *   including the blind tuning sets (data/tune-*.json; figures only: a model meets its own data);
 * - validation (test-data/validate-c.json, validate-i.json): written blind, never trained on; their
 *   figures say whether a change generalises (they are looked at, so they are not held-out sets);
 * - regression (test-data/heldout.json): once held out, but its misses were printed and tuned against,
 *   so it now only guards what was fixed; it keeps its gates;
 * - blind held-out (test-data/heldout-2.json): written by someone who never saw the code, never read
 *   by anyone working on it. It is not run here: `npm run eval:safety-heldout` runs it on purpose (each
 *   run recorded in that script), prints counts only and checks the gates, so figures seen
 *   after every change cannot become a target tuned against. It becomes a gate in this file once a run
 *   passes.
 */

const here = path.dirname(fileURLToPath(import.meta.url));

const blindFile = (file: string) => loadBlindSet(path.join(here, file));

describe('safety check: honest evaluation', () => {
  it('prints the tuning figures: all tuning data, and each blind tuning set', () => {
    const tuning = loadTuningData().map((m) => ({
      text: m.text,
      label: m.label === 'safe' ? ('near_miss' as const) : m.label === 'concern' ? ('ambiguous' as const) : ('crisis' as const),
      category: m.label,
    }));
    console.log(report(`tuning data, all (${tuning.length} messages)`, figures(tuning)));
    expect(tuning.length).toBeGreaterThanOrEqual(600);
    const blind = BLIND_TUNING_FILES.map(blindFile);
    for (const [i, set] of blind.entries()) {
      console.log(report(`blind tuning set ${BLIND_TUNING_FILES[i]} (${set.messages.length} messages)`, figures(set.messages)));
      console.log(checkInReport(BLIND_TUNING_FILES[i]!, checkInFigures(set.checkinReplies)));
    }
    const messages = blind.flatMap((set) => set.messages);
    expect(messages.length).toBeGreaterThanOrEqual(900);
  }, 120_000);

  it('prints the validation figures (validate-c and validate-i: written blind, never trained on; figures, not gates)', () => {
    for (const name of ['validate-c', 'validate-i']) {
      const set = blindFile(`test-data/${name}.json`);
      for (const language of ['en', 'es', 'fr', 'de', 'pt', 'it']) expect(set.messages.some((m) => m.lang === language), `${name} ${language}`).toBe(true);
      console.log(report(`validation set ${name} (${set.messages.length} messages)`, figures(set.messages)));
      console.log(checkInReport(name, checkInFigures(set.checkinReplies)));
      expect(set.messages.length).toBeGreaterThanOrEqual(200);
    }
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

describe('safety classifier training', () => {
  it('is reproducible: training again from the tuning data gives the committed model file exactly', async () => {
    const { DEFAULT_TRAIN_OPTIONS, trainSafetyModel } = await import('./train');
    const committed = (await import('./safety-model.json')).default;
    const { model } = trainSafetyModel(loadTuningData(), DEFAULT_TRAIN_OPTIONS);
    // A changed data file without `npm run train:safety` shows up here first.
    expect(model.dataHash).toBe(committed.dataHash);
    expect(JSON.stringify(model)).toBe(JSON.stringify(committed));
    // Five folds and a final fit over ~2,900 messages: about 15 s of CPU, several times that on a loaded machine.
  }, 600_000);
});
