/**
 * Trains the safety classifier (layer 2 of the safety check) from the tuning data and writes
 * server/lib/ai/safety/safety-model.json. Deterministic: the same data and seed give the same file.
 *   npm run train:safety
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TRAIN_OPTIONS, loadTuningData, trainSafetyModel } from '../server/lib/ai/safety/train';

const started = performance.now();
const messages = loadTuningData();
const { model, cv } = trainSafetyModel(messages, DEFAULT_TRAIN_OPTIONS);
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/lib/ai/safety/safety-model.json');
writeFileSync(out, `${JSON.stringify(model)}\n`);

const byLabel = new Map<string, number>();
for (const m of messages) byLabel.set(m.label, (byLabel.get(m.label) ?? 0) + 1);
const share = (label: string, test: (s: (typeof cv.scores)[number]) => boolean) => {
  const rows = cv.scores.filter((s) => s.label === label);
  return `${rows.filter(test).length}/${rows.length}`;
};
console.log(`trained on ${messages.length} messages (${[...byLabel].map(([k, v]) => `${k} ${v}`).join(', ')}) in ${Math.round(performance.now() - started)} ms`);
console.log(`${model.level.features.length} + ${model.category.features.length} features kept; thresholds crisis ${model.thresholds.crisis}, concern ${model.thresholds.concern}`);
console.log(
  `classifier alone, ${cv.folds}-fold out-of-fold on the tuning data: crisis flagged ` +
    ['self_harm', 'harm_to_others', 'abuse', 'medical_emergency'].map((l) => `${l} ${share(l, (s) => s.crisisScore >= model.thresholds.crisis)}`).join(', ') +
    `; concern flagged ${share('concern', (s) => s.riskScore >= model.thresholds.concern)}; safe flagged ${share('safe', (s) => s.riskScore >= model.thresholds.concern)}`,
);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
