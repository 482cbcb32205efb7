import { type FeatureOptions, featureVector, QuestionFeaturizer, type QuestionFeatures } from './features';
import type { Lexicon } from './text';

/** The answer when no product topic is likely enough: its own class, learnt from out-of-scope questions. */
export const FALLBACK_CLASS = 'fallback';

/** The trained intent model as committed in help-model.json (written by `npm run train:help`). */
export interface HelpModelFile {
  version: 1;
  about: string;
  /** sha256 of the training questions and labels, so a stale model is noticed. */
  dataHash: string;
  seed: number;
  featureOptions: FeatureOptions;
  /** The intents and 'fallback'. */
  classes: string[];
  /** Surface words and their counts in the training data: the typo corrector's vocabulary. */
  vocabulary: Record<string, number>;
  /** Content tokens of the knowledge base: a question of other words is about something else. */
  productWords: string[];
  features: string[];
  /** One row per feature, one weight per class, times `scale`, rounded. */
  weights: number[][];
  bias: number[];
  scale: number;
  /** Added to an intent's score when the page, the role or a short follow-up points at it. */
  context: ContextWeights;
  /** Divides the scores before the softmax: fitted on out-of-fold scores so probabilities are calibrated. */
  temperature: number;
  /** Under this probability for the best product intent the answer is 'I don't know'. */
  threshold: number;
}

export interface ContextWeights {
  page: number;
  role: number;
  followUp: number;
}

/** Scores of every class for one question, before context and temperature. */
export interface Scorer {
  readonly classes: readonly string[];
  featurize(text: string): QuestionFeatures;
  tokenize(text: string): string[];
  knows(feature: string): boolean;
  scores(question: QuestionFeatures): number[];
  recognised(question: QuestionFeatures): Recognised;
}

export function recognisedBy(question: QuestionFeatures, knows: (feature: string) => boolean): Recognised {
  const knownWords = question.words.filter(knows).length;
  return { tokens: question.tokens.length, knownWords, knownFeatures: knownWords + question.chars.filter(knows).length };
}

export function loadScorer(model: HelpModelFile, lexicon: Lexicon): Scorer {
  const featurizer = new QuestionFeaturizer(lexicon, model.vocabulary, model.featureOptions, model.productWords);
  const index = new Map(model.features.map((feature, i) => [feature, i]));
  const rows = model.weights.map((row) => Float64Array.from(row, (value) => value / model.scale));
  const bias = model.bias.map((value) => value / model.scale);
  const knows = (feature: string) => index.has(feature);
  return {
    classes: model.classes,
    featurize: (text) => featurizer.featurize(text),
    tokenize: (text) => featurizer.tokenize(text),
    knows,
    recognised: (question) => recognisedBy(question, knows),
    scores(question) {
      const out = [...bias];
      for (const [feature, value] of featureVector(question, model.featureOptions, knows)) {
        const row = rows[index.get(feature)!]!;
        for (let c = 0; c < out.length; c += 1) out[c]! += row[c]! * value;
      }
      return out;
    },
  };
}

export interface Decision {
  /** The answered intent, or 'fallback'. */
  intent: string;
  /** Calibrated probability of the likeliest product intent (0 when the question has no known word). */
  confidence: number;
  /** The likeliest product intent, answered or not. */
  best: string;
  /** Every class's probability, in the order of `classes`. */
  probabilities: number[];
}

/** What the model recognises in a question: with nothing ('???', 'qwerty asdf zxcv') it does not guess. */
export interface Recognised {
  /** Content words (after stopwords) of the question. */
  tokens: number;
  /** Its word features (words, word pairs) the model has weights for. */
  knownWords: number;
  /** All its features the model has weights for. */
  knownFeatures: number;
}

/**
 * The answer for scores: the likeliest product intent when its calibrated probability reaches the
 * threshold, else 'fallback'. A question with content words none of which the model knows, or with
 * nothing the model knows at all, is not guessed at (confidence 0).
 */
export function decide(scores: readonly number[], classes: readonly string[], calibration: { temperature: number; threshold: number }, recognised: Recognised): Decision {
  const probabilities = softmax(scores, calibration.temperature);
  let best = -1;
  for (let c = 0; c < probabilities.length; c += 1) if (classes[c] !== FALLBACK_CLASS && (best < 0 || probabilities[c]! > probabilities[best]!)) best = c;
  const unrecognised = recognised.knownFeatures === 0 || (recognised.tokens > 0 && recognised.knownWords === 0);
  const confidence = unrecognised ? 0 : probabilities[best]!;
  return { intent: confidence >= calibration.threshold ? classes[best]! : FALLBACK_CLASS, confidence, best: classes[best]!, probabilities };
}

export function softmax(scores: readonly number[], temperature = 1): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((score) => Math.exp((score - max) / temperature));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((value) => value / sum);
}

/** Where and by whom a question is asked, as far as the scores use it. */
export interface ScoreContext {
  page: string | null;
  role: string | null;
  previousIntent?: string | null;
}

export interface IntentPrior {
  id: string;
  pages?: readonly string[];
  roles?: readonly string[];
}

export function pageMatches(page: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => (pattern === '/' ? page === '/' : page === pattern || page.startsWith(`${pattern}/`)));
}

/** A short follow-up ('and premium?') leans on the previous answer's topic. */
const SHORT_QUESTION_TOKENS = 3;

/** The scores with context added: the page an intent is asked on, the role that asks it, the topic just answered. */
export function withContext(scores: readonly number[], classes: readonly string[], priors: ReadonlyMap<string, IntentPrior>, context: ScoreContext, tokens: number, weights: ContextWeights): number[] {
  return scores.map((score, c) => {
    const prior = priors.get(classes[c]!);
    if (!prior) return score;
    let out = score;
    if (context.page && prior.pages && pageMatches(context.page, prior.pages)) out += weights.page;
    if (context.role && prior.roles?.includes(context.role)) out += weights.role;
    if (tokens <= SHORT_QUESTION_TOKENS && context.previousIntent === prior.id) out += weights.followUp;
    return out;
  });
}
