import { KNOWLEDGE_BASE } from '../knowledge';
import { DEFAULT_FEATURE_OPTIONS, type FeatureOptions, featureVector, OFF_TOPIC_FEATURE, productWordsOf, QuestionFeaturizer, vocabularyOf } from './features';
import { type ContextWeights, decide, FALLBACK_CLASS, type HelpModelFile, type IntentPrior, type Recognised, recognisedBy, softmax, withContext } from './model';
import { dataHash, type TrainingQuestion } from './training-data';
import { seeded, shuffled } from '../../../lib/seeded-random';

// Dev-time only (npm run train:help and its test): this module never runs in the server.

export interface TrainOptions {
  seed: number;
  epochs: number;
  learningRate: number;
  /** L2 penalty per update: what keeps the model from memorising its examples. */
  l2: number;
  /** A feature must occur in at least this many training questions to be kept. */
  minCount: number;
  folds: number;
  features: FeatureOptions;
  /** How much one text of each source weighs: answer sentences are prose, not questions, so they weigh less. */
  sourceWeight: Record<TrainingQuestion['source'], number>;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  seed: 20261201,
  epochs: 15,
  learningRate: 0.5,
  l2: 1e-4,
  minCount: 2,
  folds: 5,
  features: DEFAULT_FEATURE_OPTIONS,
  sourceWeight: { examples: 1, answers: 0.5, labelled: 1, blind: 1 },
};

export const CLASSES: readonly string[] = [...KNOWLEDGE_BASE.intents.map((intent) => intent.id), FALLBACK_CLASS];
export const PRODUCT_WORDS: readonly string[] = productWordsOf(
  KNOWLEDGE_BASE.intents.flatMap((intent) => intent.examples),
  KNOWLEDGE_BASE,
);
export const PRIORS: ReadonlyMap<string, IntentPrior> = new Map(KNOWLEDGE_BASE.intents.map((intent) => [intent.id, intent]));

interface SparseRow {
  index: number[];
  value: number[];
}

interface Fitted {
  featurizer: QuestionFeaturizer;
  vocabulary: Record<string, number>;
  features: string[];
  index: Map<string, number>;
  /** [feature][class], flat. */
  weights: Float64Array;
  bias: Float64Array;
}

const SKIP_ERROR = 1e-4;

/** Multinomial logistic regression with an L2 penalty, by AdaGrad over seeded shuffles, classes weighted by inverse frequency. */
export function fit(questions: readonly TrainingQuestion[], options: TrainOptions): Fitted {
  const fromKnowledge = (q: TrainingQuestion) => q.source === 'examples' || q.source === 'answers';
  const vocabulary = vocabularyOf(
    questions.filter(fromKnowledge).map((q) => q.text),
    questions.filter((q) => !fromKnowledge(q)).map((q) => q.text),
    KNOWLEDGE_BASE,
  );
  const featurizer = new QuestionFeaturizer(KNOWLEDGE_BASE, vocabulary, options.features, PRODUCT_WORDS);
  const featurized = questions.map((q) => featurizer.featurize(q.text));
  const counts = new Map<string, number>();
  for (const f of featurized) for (const feature of [...f.words, ...f.chars]) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const features = [...counts.entries()]
    .filter(([, count]) => count >= options.minCount)
    .map(([feature]) => feature)
    .concat(OFF_TOPIC_FEATURE)
    .sort();
  const index = new Map(features.map((feature, i) => [feature, i]));
  const rows: SparseRow[] = featurized.map((f) => {
    const row: SparseRow = { index: [], value: [] };
    for (const [feature, value] of featureVector(f, options.features, (name) => index.has(name))) {
      row.index.push(index.get(feature)!);
      row.value.push(value);
    }
    return row;
  });
  const labels = questions.map((q) => CLASSES.indexOf(q.intent));
  const classCount = CLASSES.length;
  const perClass = CLASSES.map((_, c) => labels.filter((label) => label === c).length);
  const classWeight = perClass.map((n) => (n === 0 ? 0 : questions.length / (classCount * n)));

  // Flat [feature][class]: an update touches one contiguous run per active feature.
  const weights = new Float64Array(features.length * classCount);
  const bias = new Float64Array(classCount);
  const gradSq = new Float64Array(features.length * classCount).fill(1e-8);
  const biasSq = new Float64Array(classCount).fill(1e-8);
  const random = seeded(options.seed);
  const order = questions.map((_, i) => i);
  const scores = new Float64Array(classCount);
  const errors = new Float64Array(classCount);
  const updated = new Int32Array(classCount);

  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (const i of shuffled(order, random)) {
      const row = rows[i]!;
      scores.set(bias);
      for (let k = 0; k < row.index.length; k += 1) {
        const base = row.index[k]! * classCount;
        const value = row.value[k]!;
        for (let c = 0; c < classCount; c += 1) scores[c]! += weights[base + c]! * value;
      }
      const p = softmax(Array.from(scores));
      const weight = classWeight[labels[i]!]! * options.sourceWeight[questions[i]!.source];
      // Classes the question says nothing about (error under SKIP_ERROR) are left alone: most of them, after the first epochs.
      let active = 0;
      for (let c = 0; c < classCount; c += 1) {
        errors[c] = (p[c]! - (labels[i] === c ? 1 : 0)) * weight;
        if (Math.abs(errors[c]!) >= SKIP_ERROR) updated[active++] = c;
      }
      for (let k = 0; k < row.index.length; k += 1) {
        const base = row.index[k]! * classCount;
        const value = row.value[k]!;
        for (let a = 0; a < active; a += 1) {
          const c = updated[a]!;
          const at = base + c;
          const g = errors[c]! * value + options.l2 * weights[at]!;
          gradSq[at]! += g * g;
          weights[at]! -= (options.learningRate * g) / Math.sqrt(gradSq[at]!);
        }
      }
      for (let c = 0; c < classCount; c += 1) {
        biasSq[c]! += errors[c]! * errors[c]!;
        bias[c]! -= (options.learningRate * errors[c]!) / Math.sqrt(biasSq[c]!);
      }
    }
  }
  return { featurizer, vocabulary, features, index, weights, bias };
}

/** Raw class scores (no context, no temperature) of a fitted model for one question. */
export function scoreWith(fitted: Fitted, text: string, options: TrainOptions): { scores: number[]; tokens: number; recognised: Recognised } {
  const { index } = fitted;
  const question = fitted.featurizer.featurize(text);
  const scores = Array.from(fitted.bias);
  for (const [feature, value] of featureVector(question, options.features, (name) => index.has(name))) {
    const f = index.get(feature)!;
    for (let c = 0; c < scores.length; c += 1) scores[c]! += fitted.weights[f * scores.length + c]! * value;
  }
  return { scores, tokens: question.tokens.length, recognised: recognisedBy(question, (feature) => index.has(feature)) };
}

export interface OutOfFold {
  question: TrainingQuestion;
  scores: number[];
  tokens: number;
  recognised: Recognised;
}

/** k-fold out-of-fold scores: what the model says about questions it was not trained on. */
export function crossValidate(questions: readonly TrainingQuestion[], options: TrainOptions): OutOfFold[] {
  const random = seeded(options.seed ^ 0x9e3779b9);
  const assignment = shuffled(
    questions.map((_, i) => i),
    random,
  );
  const foldOf = new Map(assignment.map((questionIndex, position) => [questionIndex, position % options.folds]));
  const out: OutOfFold[] = new Array<OutOfFold>(questions.length);
  for (let fold = 0; fold < options.folds; fold += 1) {
    const fitted = fit(
      questions.filter((_, i) => foldOf.get(i) !== fold),
      options,
    );
    questions.forEach((question, i) => {
      if (foldOf.get(i) === fold) out[i] = { question, ...scoreWith(fitted, question.text, options) };
    });
  }
  return out;
}

export interface Calibration {
  context: ContextWeights;
  temperature: number;
  threshold: number;
  /** Out-of-fold accuracy on the tuning questions (labelled and blind training part) with these settings. */
  accuracy: number;
}

/** No tuning question is a follow-up, so this nudge is fixed rather than fitted ('and premium?' after coach plans). */
const FOLLOW_UP = 1;

/**
 * Context weights, temperature and threshold from out-of-fold scores of real questions (not the
 * intents' own examples): the temperature that makes probabilities honest (least log loss), then
 * the context weights and threshold that answer most of them right ('fallback' right for out-of-scope).
 */
export function calibrate(outOfFold: readonly OutOfFold[]): Calibration {
  const questions = outOfFold.filter((o) => o.question.source === 'labelled' || o.question.source === 'blind');
  const adjusted = (context: ContextWeights) =>
    questions.map((o) => withContext(o.scores, CLASSES, PRIORS, { page: o.question.page, role: o.question.role }, o.tokens, context));
  const accuracyAt = (scores: number[][], temperature: number, threshold: number) =>
    scores.filter((s, i) => decide(s, CLASSES, { temperature, threshold }, questions[i]!.recognised).intent === questions[i]!.question.intent).length / scores.length;

  let best: Calibration | undefined;
  for (const page of [0, 0.25, 0.5, 1]) {
    for (const role of [0, 0.25, 0.5, 1]) {
      const context = { page, role, followUp: FOLLOW_UP };
      const scores = adjusted(context);
      const temperature = fitTemperature(scores, questions.map((o) => CLASSES.indexOf(o.question.intent)));
      // The middle of the best plateau: the threshold least sensitive to where exactly it sits.
      const grid = Array.from({ length: 90 }, (_, i) => Math.round((0.05 + i * 0.01) * 100) / 100);
      const accuracies = grid.map((threshold) => accuracyAt(scores, temperature, threshold));
      const top = Math.max(...accuracies);
      const plateau = grid.filter((_, i) => accuracies[i] === top);
      const threshold = plateau[Math.floor(plateau.length / 2)]!;
      if (!best || top > best.accuracy) best = { context, temperature, threshold, accuracy: top };
    }
  }
  return best!;
}

/** The temperature with the least log loss, by a coarse then a fine grid. */
function fitTemperature(scores: readonly number[][], labels: readonly number[]): number {
  const loss = (t: number) => scores.reduce((sum, s, i) => sum - Math.log(Math.max(1e-12, softmax(s, t)[labels[i]!]!)), 0);
  let best = 1;
  for (let t = 0.2; t <= 5; t += 0.1) if (loss(t) < loss(best)) best = Math.round(t * 100) / 100;
  const coarse = best;
  for (let t = coarse - 0.1; t <= coarse + 0.1; t += 0.01) if (t > 0 && loss(t) < loss(best)) best = Math.round(t * 100) / 100;
  return best;
}

/** Weights are stored to two decimals: finer steps change no answer and double the file. */
const SCALE = 100;

export function trainHelpModel(train: readonly TrainingQuestion[], options: TrainOptions = DEFAULT_TRAIN_OPTIONS): { model: HelpModelFile; calibration: Calibration } {
  const calibration = calibrate(crossValidate(train, options));
  const fitted = fit(train, options);
  // Features whose weights all round to zero carry nothing: left out to keep the file small.
  const rows = fitted.features.map((_, f) => CLASSES.map((_, c) => Math.round(fitted.weights[f * CLASSES.length + c]! * SCALE)));
  const keep = rows.map((row) => row.some((value) => value !== 0));
  const model: HelpModelFile = {
    version: 1,
    about: 'Help chat intent model, trained by `npm run train:help` from the intents\' examples, labelled-questions.json and the training part of tuning-questions-blind.json. Do not edit by hand.',
    dataHash: dataHash(train),
    seed: options.seed,
    featureOptions: options.features,
    classes: [...CLASSES],
    vocabulary: fitted.vocabulary,
    productWords: [...PRODUCT_WORDS],
    features: fitted.features.filter((_, f) => keep[f]),
    weights: rows.filter((_, f) => keep[f]),
    bias: Array.from(fitted.bias, (value) => Math.round(value * SCALE)),
    scale: SCALE,
    context: calibration.context,
    temperature: calibration.temperature,
    threshold: calibration.threshold,
  };
  return { model, calibration };
}
