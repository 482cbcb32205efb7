/**
 * Trains the help chat's intent model from the tuning data and writes
 * server/domains/chatbot/classifier/help-model.json. Deterministic: the same data and seed give the same file.
 *   npm run train:help
 * Prints the out-of-fold figure on the training part and the figure on the validation part (a quarter of
 * the blind-written tuning set, never trained on). The held-out sets are never read.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TRAIN_OPTIONS, trainHelpModel } from '../server/domains/chatbot/classifier/train';
import { loadTrainingData } from '../server/domains/chatbot/classifier/training-data';
import { measureInProcess } from '../server/domains/chatbot/classifier/evaluate';

const started = performance.now();
const { train, validation } = loadTrainingData();
const { model, calibration } = trainHelpModel(train, DEFAULT_TRAIN_OPTIONS);
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/domains/chatbot/classifier/help-model.json');
writeFileSync(out, `${JSON.stringify(model)}\n`);

const bySource = new Map<string, number>();
for (const q of train) bySource.set(q.source, (bySource.get(q.source) ?? 0) + 1);
const pct = (value: number) => `${(100 * value).toFixed(1)}%`;
const checked = measureInProcess(model, validation);
console.log(`trained on ${train.length} questions (${[...bySource].map(([k, v]) => `${k} ${v}`).join(', ')}) in ${Math.round(performance.now() - started)} ms`);
console.log(`${model.features.length} features; temperature ${model.temperature}, threshold ${model.threshold}, context ${JSON.stringify(model.context)}`);
console.log(`${DEFAULT_TRAIN_OPTIONS.folds}-fold out-of-fold on the tuning questions of the training part: ${pct(calibration.accuracy)}`);
console.log(`validation part (${validation.length} blind-written questions, never trained on): ${checked.right}/${checked.total} = ${pct(checked.right / checked.total)}`);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
