import { describe, expect, it } from 'vitest';
import { HELP_MODEL } from '../builtin-answerer';
import { KNOWLEDGE_BASE } from '../knowledge';
import { normalise } from './text';
import { DEFAULT_TRAIN_OPTIONS, trainHelpModel } from './train';
import { dataHash, isValidationQuestion, loadTrainingData } from './training-data';

describe('help chat intent model training', () => {
  it('splits the blind-written tuning set by a hash of each question: about a quarter for validation, never trained on', () => {
    const { train, validation } = loadTrainingData();
    const blind = [...train.filter((q) => q.source === 'blind'), ...validation];
    expect(blind.length).toBeGreaterThanOrEqual(500);
    expect(validation.length / blind.length).toBeGreaterThan(0.2);
    expect(validation.length / blind.length).toBeLessThan(0.3);
    const trained = new Set(train.map((q) => normalise(q.text)));
    for (const q of validation) {
      expect(isValidationQuestion(q.text)).toBe(true);
      expect(trained.has(normalise(q.text)), q.text).toBe(false);
    }
    // Every intent and the out-of-scope class have questions to learn from.
    for (const id of [...KNOWLEDGE_BASE.intents.map((intent) => intent.id), 'fallback']) expect(train.some((q) => q.intent === id), id).toBe(true);
  });

  it('is reproducible: training again from the tuning data gives the committed model file exactly', () => {
    const { train } = loadTrainingData();
    // A changed example, answer or tuning question without `npm run train:help` shows up here first.
    expect(dataHash(train)).toBe(HELP_MODEL.dataHash);
    const { model } = trainHelpModel(train, DEFAULT_TRAIN_OPTIONS);
    expect(JSON.stringify(model)).toBe(JSON.stringify(HELP_MODEL));
  }, 300_000);
});
