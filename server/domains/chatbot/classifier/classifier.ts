import { COMMON_WORDS } from './common-words';
import { type Lexicon, lexiconWords, surfaceWords, tokenize, TypoCorrector } from './text';
import { centroid, cosine, type SparseVector, VectorSpace } from './vectors';

export interface TrainingIntent {
  id: string;
  examples: readonly string[];
  pages?: readonly string[];
  roles?: readonly string[];
}

export interface ClassifyContext {
  /** Current path, e.g. '/coaches'. */
  page: string;
  /** The caller's role, or 'visitor' when signed out. */
  role: string;
  /** The intent of the assistant's previous answer in this conversation, if any. */
  previousIntent?: string | null;
}

export interface IntentScore {
  intent: string;
  score: number;
}

export interface Classification {
  /** The best intent, or null when the confidence is under the threshold. */
  intent: string | null;
  /** Calibrated to [0, 1]: how sure the classifier is of `best`. */
  confidence: number;
  best: IntentScore;
  ranking: IntentScore[];
  tokens: string[];
}

export interface ClassifierOptions {
  /** Under this confidence the answer is the 'not sure' fallback. */
  threshold: number;
}

// Weights found on the knowledge base's own examples plus the labelled questions (see chatbot tests).
const WORD_WEIGHT = 0.75;
const CHAR_WEIGHT = 0.25;
const NEAREST_WEIGHT = 0.6;
const CENTROID_WEIGHT = 0.4;
const PAGE_BONUS = 0.04;
const ROLE_BONUS = 0.03;
const FOLLOW_UP_BONUS = 0.05;
/** A top score this high (cosine-like, 0-1) counts as a full match. */
const FULL_MATCH_SCORE = 0.55;
const SOFTMAX_TEMPERATURE = 0.06;

interface IntentModel {
  id: string;
  examples: { words: SparseVector; chars: SparseVector }[];
  centroidWords: SparseVector;
  centroidChars: SparseVector;
  pages: readonly string[];
  roles: readonly string[];
}

export function pageMatches(page: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => (pattern === '/' ? page === '/' : page === pattern || page.startsWith(`${pattern}/`)));
}

/**
 * Intent classification over the knowledge base's example utterances: TF-IDF over stemmed words and
 * word pairs, plus character trigrams (so typos the corrector misses still overlap), scored against
 * the nearest example and the intent's centroid, nudged by page, role and the previous answer.
 */
export class IntentClassifier {
  private readonly corrector: TypoCorrector;
  private readonly wordSpace: VectorSpace;
  private readonly charSpace: VectorSpace;
  private readonly models: IntentModel[];

  constructor(
    intents: readonly TrainingIntent[],
    private readonly lexicon: Lexicon,
    private readonly options: ClassifierOptions,
  ) {
    const known = new Map<string, number>();
    const countWord = (word: string) => known.set(word, (known.get(word) ?? 0) + 1);
    for (const intent of intents) for (const example of intent.examples) surfaceWords(example, lexicon).forEach(countWord);
    lexiconWords(lexicon).forEach(countWord);
    for (const word of COMMON_WORDS) if (!known.has(word)) known.set(word, 0);
    this.corrector = new TypoCorrector(known);

    const tokenised = intents.map((intent) => intent.examples.map((example) => tokenize(example, lexicon)));
    const allTokens = tokenised.flat();
    this.wordSpace = new VectorSpace(allTokens.map(wordFeatures));
    this.charSpace = new VectorSpace(allTokens.map(charFeatures));

    this.models = intents.map((intent, i) => {
      const examples = tokenised[i]!.map((tokens) => ({
        words: this.wordSpace.vector(wordFeatures(tokens)),
        chars: this.charSpace.vector(charFeatures(tokens)),
      }));
      return {
        id: intent.id,
        examples,
        centroidWords: centroid(examples.map((e) => e.words)),
        centroidChars: centroid(examples.map((e) => e.chars)),
        pages: intent.pages ?? [],
        roles: intent.roles ?? [],
      };
    });
  }

  tokenize(text: string): string[] {
    return tokenize(text, this.lexicon, this.corrector);
  }

  classify(text: string, context: ClassifyContext): Classification {
    const tokens = this.tokenize(text);
    const words = this.wordSpace.vector(wordFeatures(tokens));
    const chars = this.charSpace.vector(charFeatures(tokens));
    const isShort = tokens.length <= 3;

    const ranking = this.models
      .map((model): IntentScore => {
        let nearest = 0;
        for (const example of model.examples) {
          nearest = Math.max(nearest, WORD_WEIGHT * cosine(words, example.words) + CHAR_WEIGHT * cosine(chars, example.chars));
        }
        const central = WORD_WEIGHT * cosine(words, model.centroidWords) + CHAR_WEIGHT * cosine(chars, model.centroidChars);
        let score = NEAREST_WEIGHT * nearest + CENTROID_WEIGHT * central;
        // Context only tips the balance between intents the text already points to.
        if (score > 0.1) {
          if (pageMatches(context.page, model.pages)) score += PAGE_BONUS;
          if (model.roles.includes(context.role)) score += ROLE_BONUS;
          if (isShort && context.previousIntent === model.id) score += FOLLOW_UP_BONUS;
        }
        return { intent: model.id, score };
      })
      .sort((a, b) => b.score - a.score);

    const best = ranking[0] ?? { intent: '', score: 0 };
    const coverage = tokens.length === 0 ? 0 : tokens.filter((token) => this.wordSpace.knows(`w:${token}`)).length / tokens.length;
    const confidence = calibrate(ranking, coverage);
    return { intent: confidence >= this.options.threshold ? best.intent : null, confidence, best, ranking, tokens };
  }
}

/**
 * Confidence in [0, 1]: how strong the best match is on its own (a full match at FULL_MATCH_SCORE),
 * times how clearly it beats the others (a softmax over the scores), times how much of the question
 * the knowledge base knows words for ('write me a poem' shares one word with messaging, not a topic).
 */
export function calibrate(ranking: readonly IntentScore[], coverage: number): number {
  const top = ranking[0]?.score ?? 0;
  if (top <= 0 || coverage <= 0) return 0;
  const strength = Math.min(1, top / FULL_MATCH_SCORE);
  let sum = 0;
  for (const { score } of ranking) sum += Math.exp((score - top) / SOFTMAX_TEMPERATURE);
  const share = 1 / sum;
  // The share alone is harsh when two intents are both plausible; its square root keeps such answers usable.
  const value = strength * Math.sqrt(share) * Math.sqrt(coverage);
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
}

function wordFeatures(tokens: readonly string[]): Map<string, number> {
  const features = new Map<string, number>();
  const add = (key: string, weight: number) => features.set(key, (features.get(key) ?? 0) + weight);
  tokens.forEach((token, i) => {
    add(`w:${token}`, 1);
    const next = tokens[i + 1];
    if (next) add(`b:${token}_${next}`, 0.5);
  });
  return features;
}

function charFeatures(tokens: readonly string[]): Map<string, number> {
  const features = new Map<string, number>();
  for (const token of tokens) {
    const padded = `^${token}$`;
    const grams = Math.max(1, padded.length - 2);
    for (let i = 0; i + 3 <= padded.length; i += 1) {
      const key = padded.slice(i, i + 3);
      // Each word weighs the same whatever its length.
      features.set(key, (features.get(key) ?? 0) + 1 / grams);
    }
  }
  return features;
}
