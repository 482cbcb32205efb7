import { COMMON_WORDS } from './common-words';
import { foldPhrases, type Lexicon, lexiconWords, normalise, surfaceWords, tokenize, TypoCorrector } from './text';

/** Which features a question gets; part of the model file, so training and answering agree. */
export interface FeatureOptions {
  /** Character n-grams of each word, from `charMin` to `charMax` letters (word edges marked). */
  charMin: number;
  charMax: number;
  /** Weight of the character group against the word group (each group is scaled to unit length first). */
  charWeight: number;
  /** Weight of the feature that says which share of the content words the knowledge base never uses. */
  offTopicWeight: number;
}

/** Always in the model: the share of content words that are not the product's words. */
export const OFF_TOPIC_FEATURE = 'u:offtopic';

export const DEFAULT_FEATURE_OPTIONS: FeatureOptions = { charMin: 3, charMax: 5, charWeight: 0.3, offTopicWeight: 2 };

/**
 * The product's words: content tokens of the knowledge base's examples and of its lexicon. A question
 * made of other words ('a recipe for lasagna') is about something else, whatever it shares with an intent.
 */
export function productWordsOf(examples: readonly string[], lexicon: Lexicon): string[] {
  const words = new Set<string>();
  for (const text of [...examples, ...Object.values(lexicon.phrases), ...Object.values(lexicon.synonyms)]) for (const token of tokenize(text, lexicon)) words.add(token);
  return [...words].sort();
}

/** One question as the model sees it: its content tokens and its two groups of binary features. */
export interface QuestionFeatures {
  tokens: string[];
  words: string[];
  chars: string[];
  /** Share of the content tokens that are not product words (0 when there are none). */
  offTopic: number;
}

/**
 * Counts of surface words: the typo corrector's vocabulary. The knowledge base's own texts, the lexicon
 * and everyday English count in full; a word of the tuning questions only when two of them use it, so
 * a writer's one-off typo ('cancle') is corrected like anyone else's instead of becoming a word.
 */
export function vocabularyOf(knowledgeTexts: readonly string[], questions: readonly string[], lexicon: Lexicon): Record<string, number> {
  const known = new Map<string, number>();
  const count = (word: string) => known.set(word, (known.get(word) ?? 0) + 1);
  for (const text of knowledgeTexts) surfaceWords(text, lexicon).forEach(count);
  lexiconWords(lexicon).forEach(count);
  const asked = new Map<string, number>();
  for (const text of questions) for (const word of new Set(surfaceWords(text, lexicon))) asked.set(word, (asked.get(word) ?? 0) + 1);
  for (const [word, n] of asked) if (n >= 2 || known.has(word)) known.set(word, (known.get(word) ?? 0) + n);
  for (const word of COMMON_WORDS) if (!known.has(word)) known.set(word, 0);
  return Object.fromEntries([...known.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Features of a question: stemmed content words and word pairs after typo correction, phrase and
 * synonym folding (what it is about), plus character n-grams of every word as written (so unseen
 * inflections, compounds, typos the corrector misses and other languages still share features).
 */
export class QuestionFeaturizer {
  private readonly corrector: TypoCorrector;

  constructor(
    private readonly lexicon: Lexicon,
    vocabulary: Record<string, number>,
    private readonly options: FeatureOptions,
    productWords: readonly string[],
  ) {
    this.corrector = new TypoCorrector(new Map(Object.entries(vocabulary)));
    this.productWords = new Set(productWords);
  }

  private readonly productWords: Set<string>;

  tokenize(text: string): string[] {
    return tokenize(text, this.lexicon, this.corrector);
  }

  featurize(text: string): QuestionFeatures {
    const tokens = this.tokenize(text);
    const words = new Set<string>();
    tokens.forEach((token, i) => {
      words.add(`w:${token}`);
      const next = tokens[i + 1];
      if (next) words.add(`b:${token}_${next}`);
    });
    const chars = new Set<string>();
    for (const word of foldPhrases(normalise(text), this.lexicon).split(' ')) {
      if (!word) continue;
      const padded = `<${word}>`;
      for (let n = this.options.charMin; n <= this.options.charMax; n += 1) {
        for (let i = 0; i + n <= padded.length; i += 1) chars.add(`c:${padded.slice(i, i + n)}`);
      }
    }
    const offTopic = tokens.length === 0 ? 0 : tokens.filter((token) => !this.productWords.has(token)).length / tokens.length;
    return { tokens, words: [...words], chars: [...chars], offTopic };
  }
}

/**
 * The model's input: each group scaled to unit length (times its weight) over the features the model
 * knows, so long questions weigh as much as short ones, plus the off-topic share.
 */
export function featureVector(question: QuestionFeatures, options: FeatureOptions, known: (feature: string) => boolean): Map<string, number> {
  const vector = new Map<string, number>();
  const add = (group: readonly string[], weight: number) => {
    const kept = group.filter(known);
    if (kept.length === 0) return;
    const value = weight / Math.sqrt(kept.length);
    for (const feature of kept) vector.set(feature, value);
  };
  add(question.words, 1);
  add(question.chars, options.charWeight);
  if (options.offTopicWeight > 0 && question.offTopic > 0) vector.set(OFF_TOPIC_FEATURE, options.offTopicWeight * question.offTopic);
  return vector;
}
