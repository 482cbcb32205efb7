import type { KnowledgeBase } from '../knowledge/types';
import { decide, FALLBACK_CLASS, type HelpModelFile, type IntentPrior, loadScorer, type Scorer, withContext } from './model';

export { pageMatches } from './model';

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
  /** Calibrated to [0, 1]: the probability the model gives `best`. */
  confidence: number;
  best: IntentScore;
  /** Product intents by probability, likeliest first. */
  ranking: IntentScore[];
  tokens: string[];
}

/**
 * Intent classification by the trained model (help-model.json, `npm run train:help`): a regularised
 * softmax over word, word-pair and character n-gram features, nudged by the page, the role and the
 * previous answer, with a temperature and threshold calibrated on questions it was not trained on.
 */
export class IntentClassifier {
  private readonly scorer: Scorer;
  private readonly priors: Map<string, IntentPrior>;

  constructor(
    private readonly model: HelpModelFile,
    knowledge: KnowledgeBase,
  ) {
    this.scorer = loadScorer(model, knowledge);
    this.priors = new Map(knowledge.intents.map((intent) => [intent.id, intent]));
    const missing = knowledge.intents.filter((intent) => !model.classes.includes(intent.id)).map((intent) => intent.id);
    // A new intent without retraining would never be answered: say so at start-up, not in production.
    if (missing.length > 0) throw new Error(`help-model.json has no class for ${missing.join(', ')}: run npm run train:help`);
  }

  get threshold(): number {
    return this.model.threshold;
  }

  tokenize(text: string): string[] {
    return this.scorer.tokenize(text);
  }

  classify(text: string, context: ClassifyContext): Classification {
    const question = this.scorer.featurize(text);
    const scores = withContext(this.scorer.scores(question), this.scorer.classes, this.priors, context, question.tokens.length, this.model.context);
    const decision = decide(scores, this.scorer.classes, this.model, this.scorer.recognised(question));
    const ranking = this.scorer.classes
      .map((intent, c): IntentScore => ({ intent, score: round(decision.probabilities[c]!) }))
      .filter((entry) => entry.intent !== FALLBACK_CLASS)
      .sort((a, b) => b.score - a.score);
    const confidence = round(decision.confidence);
    return {
      intent: decision.intent === FALLBACK_CLASS ? null : decision.intent,
      confidence,
      best: { intent: decision.best, score: confidence },
      ranking,
      tokens: question.tokens,
    };
  }
}

const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
