import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_CLASSES, LEVEL_CLASSES, loadClassifier, SAFETY_CLASSES, type SafetyClass, type SafetyModelFile, type SafetyModelHead, softmax } from './classifier';
import { messageFeatures } from './features';
import { LANGUAGE_EXAMPLES, TOPICS } from '../knowledge';
// Training only (this module never runs in the server): the help chat's examples are ordinary messages too.
import { KNOWLEDGE_BASE } from '../../../domains/chatbot/knowledge';
import { seeded, shuffled } from '../../seeded-random';

export interface LabelledMessage {
  text: string;
  label: SafetyClass;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The tuning data: the two files in data/ plus the older labelled set (test-data/safety-set.json).
 * The held-out set (safety/test-data/heldout.json) is never read here.
 */
export function loadTuningData(): LabelledMessage[] {
  const messages: LabelledMessage[] = [];
  for (const file of ['data/training-crisis.json', 'data/training-other.json', 'data/training-round2.json', 'data/training-round3.json', 'data/training-short.json', 'data/training-concepts.json', 'data/training-plans.json']) {
    const data = JSON.parse(readFileSync(path.join(here, file), 'utf8')) as Record<string, unknown>;
    for (const [label, byLanguage] of Object.entries(data)) {
      if (label === 'about') continue;
      if (!(SAFETY_CLASSES as readonly string[]).includes(label)) throw new Error(`unknown safety label ${label} in ${file}`);
      for (const texts of Object.values(byLanguage as Record<string, string[]>)) for (const text of texts) messages.push({ text, label: label as SafetyClass });
    }
  }
  // Blind tuning sets: written by someone who never saw the code (validate-c and the held-out sets are never read here).
  for (const file of BLIND_TUNING_FILES) {
    for (const m of loadBlindSet(path.join(here, file)).messages) messages.push({ text: m.text, label: blindLabel(m) });
  }
  const older = JSON.parse(readFileSync(path.join(here, '../test-data/safety-set.json'), 'utf8')) as { crisis: { text: string; category: SafetyClass }[]; other: string[] };
  for (const { text, category } of older.crisis) messages.push({ text, label: category });
  for (const text of older.other) messages.push({ text, label: 'safe' });
  // Ordinary messages the app already holds as tuning data: coaching openers and topic examples of the
  // builtin engine (several languages), and the help chat's labelled product questions. Never a held-out file.
  for (const text of ordinaryMessages()) messages.push({ text, label: 'safe' });
  return messages;
}

/** The blind sets' format: labelled messages, and answers to the check-in question. */
export interface BlindSet {
  about: string;
  messages: { text: string; label: 'crisis' | 'ambiguous' | 'near_miss'; category?: string; lang: string }[];
  checkinReplies: { text: string; confirms: boolean; lang: string }[];
}

/** The blind tuning sets (tuning and training only). */
export const BLIND_TUNING_FILES = ['data/tune-a.json', 'data/tune-b.json', 'data/tune-c.json', 'data/tune-d.json', 'data/tune-e.json', 'data/tune-f.json', 'data/tune-g.json', 'data/tune-h.json', 'data/tune-j.json', 'data/tune-k.json'] as const;

export function loadBlindSet(file: string): BlindSet {
  return JSON.parse(readFileSync(file, 'utf8')) as BlindSet;
}

function blindLabel(m: BlindSet['messages'][number]): SafetyClass {
  if (m.label === 'near_miss') return 'safe';
  if (m.label === 'ambiguous') return 'concern';
  const category = m.category ?? 'self_harm';
  if (!(SAFETY_CLASSES as readonly string[]).includes(category) || category === 'safe' || category === 'concern') throw new Error(`unknown crisis category ${category}`);
  return category as SafetyClass;
}

function ordinaryMessages(): string[] {
  const openers = JSON.parse(readFileSync(path.join(here, '../builtin/test-data/openers-tuning.json'), 'utf8')) as { messages: string[] };
  const questions = JSON.parse(readFileSync(path.join(here, '../../../domains/chatbot/test-data/labelled-questions.json'), 'utf8')) as { question: string }[];
  return [
    ...openers.messages,
    ...TOPICS.flatMap((topic) => topic.examples),
    ...Object.values(LANGUAGE_EXAMPLES).flat(),
    ...questions.map((q) => q.question),
    // Product questions ("close my account", "erase my data") must never read as distress in the help chat.
    ...KNOWLEDGE_BASE.intents.flatMap((intent) => intent.examples),
  ];
}

export function dataHash(messages: readonly LabelledMessage[]): string {
  const hash = createHash('sha256');
  for (const { text, label } of messages) hash.update(`${label}\t${text}\n`);
  return hash.digest('hex');
}

export interface TrainOptions {
  seed: number;
  epochs: number;
  learningRate: number;
  l2: number;
  /** A feature must occur in at least this many training messages to be kept. */
  minCount: number;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = { seed: 20261123, epochs: 20, learningRate: 0.5, l2: 1e-4, minCount: 2 };

interface Weights {
  features: string[];
  weights: Float64Array[];
  bias: Float64Array;
}

/** Multinomial logistic regression by AdaGrad over seeded shuffles, classes weighted by inverse frequency. */
function fit(messages: readonly { text: string; label: string }[], classes: readonly string[], options: TrainOptions): Weights {
  const featureLists = messages.map((m) => messageFeatures(m.text));
  const counts = new Map<string, number>();
  for (const list of featureLists) for (const feature of list) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const features = [...counts.entries()]
    .filter(([, count]) => count >= options.minCount)
    .map(([feature]) => feature)
    .sort();
  const index = new Map(features.map((feature, i) => [feature, i]));
  const rows = featureLists.map((list) => list.map((feature) => index.get(feature)).filter((i): i is number => i !== undefined));
  const labels = messages.map((m) => classes.indexOf(m.label));
  const classCount = classes.length;
  const perClass = classes.map((_, c) => labels.filter((label) => label === c).length);
  const classWeight = perClass.map((n) => (n === 0 ? 0 : messages.length / (classCount * n)));

  const weights = Array.from({ length: classCount }, () => new Float64Array(features.length));
  const bias = new Float64Array(classCount);
  const gradSq = Array.from({ length: classCount }, () => new Float64Array(features.length).fill(1e-8));
  const biasSq = new Float64Array(classCount).fill(1e-8);
  const random = seeded(options.seed);
  const order = messages.map((_, i) => i);

  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (const i of shuffled(order, random)) {
      const active = rows[i]!;
      // Every message weighs the same however long it is: its features are scaled to unit length.
      const value = active.length > 0 ? 1 / Math.sqrt(active.length) : 0;
      const scores = weights.map((row, c) => active.reduce((sum, f) => sum + row[f]! * value, bias[c]!));
      const p = softmax(scores);
      const weight = classWeight[labels[i]!]!;
      for (let c = 0; c < classCount; c += 1) {
        const error = (p[c]! - (labels[i] === c ? 1 : 0)) * weight;
        const row = weights[c]!;
        const sq = gradSq[c]!;
        for (const f of active) {
          const g = error * value + options.l2 * row[f]!;
          sq[f]! += g * g;
          row[f]! -= (options.learningRate * g) / Math.sqrt(sq[f]!);
        }
        biasSq[c]! += error * error;
        bias[c]! -= (options.learningRate * error) / Math.sqrt(biasSq[c]!);
      }
    }
  }
  return { features, weights, bias };
}

const SCALE = 10_000;

function toHead(fitted: Weights, classes: readonly string[]): SafetyModelHead {
  // Features whose weights all round to zero carry nothing: left out to keep the file small.
  const keep = fitted.features.map((_, f) => fitted.weights.some((row) => Math.round(row[f]! * SCALE) !== 0));
  return {
    classes: [...classes],
    features: fitted.features.filter((_, f) => keep[f]),
    weights: fitted.weights.map((row) => Array.from(row).filter((_, f) => keep[f]).map((value) => Math.round(value * SCALE))),
    bias: Array.from(fitted.bias, (value) => Math.round(value * SCALE)),
    scale: SCALE,
  };
}

const levelOf = (label: SafetyClass): string => (label === 'safe' || label === 'concern' ? label : 'crisis');

function fitModel(messages: readonly LabelledMessage[], options: TrainOptions, thresholds: SafetyModelFile['thresholds'], hash: string): SafetyModelFile {
  const level = fit(messages.map((m) => ({ text: m.text, label: levelOf(m.label) })), LEVEL_CLASSES, options);
  const crisisOnly = messages.filter((m) => levelOf(m.label) === 'crisis');
  const category = fit(crisisOnly, CATEGORY_CLASSES, options);
  return {
    version: 1,
    about: 'Safety classifier (layer 2 of the safety check), trained by `npm run train:safety` from server/lib/ai/safety/data and test-data/safety-set.json. Do not edit by hand.',
    dataHash: hash,
    seed: options.seed,
    level: toHead(level, LEVEL_CLASSES),
    category: toHead(category, CATEGORY_CLASSES),
    thresholds,
  };
}

export interface CrossValidation {
  folds: number;
  /** Out-of-fold scores per message, in the order of the data. */
  scores: { label: SafetyClass; crisisScore: number; riskScore: number }[];
}

/** k-fold out-of-fold scores: what the classifier says about messages it was not trained on. */
export function crossValidate(messages: readonly LabelledMessage[], options: TrainOptions, folds = 5): CrossValidation {
  const random = seeded(options.seed ^ 0x9e3779b9);
  const assignment = shuffled(messages.map((_, i) => i), random);
  const foldOf = new Map(assignment.map((messageIndex, position) => [messageIndex, position % folds]));
  const scores: CrossValidation['scores'] = messages.map((m) => ({ label: m.label, crisisScore: 0, riskScore: 0 }));
  for (let fold = 0; fold < folds; fold += 1) {
    const train = messages.filter((_, i) => foldOf.get(i) !== fold);
    const classifier = loadClassifier(fitModel(train, options, { crisis: 1, concern: 1 }, ''));
    messages.forEach((m, i) => {
      if (foldOf.get(i) !== fold) return;
      const verdict = classifier.classify(m.text);
      scores[i] = { label: m.label, crisisScore: verdict.crisisScore, riskScore: verdict.riskScore };
    });
  }
  return { folds, scores };
}

/** Allowed share of ordinary (safe) tuning messages the classifier alone may flag, per level. */
export const FALSE_ALARM_BUDGET = { crisis: 0.01, concern: 0.02 };

/**
 * Thresholds from out-of-fold scores: the lowest ones that keep the classifier's own false alarms on
 * ordinary messages within budget. The classifier adds recall to the lexicon; it must not add noise.
 */
export function chooseThresholds(cv: CrossValidation): SafetyModelFile['thresholds'] {
  const safe = cv.scores.filter((s) => s.label === 'safe');
  const pick = (values: number[], budget: number) => {
    const sorted = [...values].sort((a, b) => b - a);
    const allowed = Math.floor(safe.length * budget);
    // Just above the (allowed+1)-th highest safe score; never below 0.5 of probability mass.
    return Math.max(0.5, Math.round(((sorted[allowed] ?? 0) + 1e-4) * 1e4) / 1e4);
  };
  return {
    crisis: pick(
      safe.map((s) => s.crisisScore),
      FALSE_ALARM_BUDGET.crisis,
    ),
    concern: pick(
      safe.map((s) => s.riskScore),
      FALSE_ALARM_BUDGET.concern,
    ),
  };
}

export function trainSafetyModel(messages: readonly LabelledMessage[], options: TrainOptions = DEFAULT_TRAIN_OPTIONS): { model: SafetyModelFile; cv: CrossValidation } {
  const cv = crossValidate(messages, options);
  const thresholds = chooseThresholds(cv);
  const model = fitModel(messages, options, thresholds, dataHash(messages));
  return { model, cv };
}
