import type { HelpChatAnswer, HelpChatAnswerer, HelpChatQuestion } from './answerer';
import { IntentClassifier } from './classifier/classifier';
import { fillTemplate } from './knowledge/facts';
import { FALLBACK_INTENT, KNOWLEDGE_BASE } from './knowledge';
import type { KnowledgeBase } from './knowledge/types';
import { selectVariant } from './render';

/** Under this confidence the assistant says it is not sure instead of guessing. */
export const CONFIDENCE_THRESHOLD = 0.3;
/** Between this and the threshold, the 'not sure' answer names the topic it half-recognised. */
const HINT_THRESHOLD = 0.15;

export function createBuiltinAnswerer(knowledge: KnowledgeBase = KNOWLEDGE_BASE): HelpChatAnswerer & { classifier: IntentClassifier } {
  const classifier = new IntentClassifier(knowledge.intents, knowledge, { threshold: CONFIDENCE_THRESHOLD });
  const byId = new Map(knowledge.intents.map((intent) => [intent.id, intent]));

  return {
    name: 'builtin',
    classifier,
    async answer(question: HelpChatQuestion): Promise<HelpChatAnswer> {
      const previousIntent = [...question.history].reverse().find((turn) => turn.role === 'assistant')?.intent ?? null;
      const result = classifier.classify(question.message, { page: question.page, role: question.role, previousIntent });
      const situation = { audience: question.role === 'visitor' ? ('visitor' as const) : ('member' as const), role: question.role, page: question.page };
      const variables = { firstName: question.firstName };

      const intent = result.intent ? byId.get(result.intent) : undefined;
      if (!intent) {
        const variant = selectVariant(knowledge.fallback, situation);
        const guess = result.confidence >= HINT_THRESHOLD ? byId.get(result.best.intent) : undefined;
        const hint = guess ? ` Were you asking about ${guess.title}?` : '';
        return {
          message: fillTemplate(variant.text, variables) + hint,
          intent: FALLBACK_INTENT,
          confidence: result.confidence,
          suggestedActions: [...variant.actions],
        };
      }
      const variant = selectVariant(intent.answers, situation);
      return {
        message: fillTemplate(variant.text, variables),
        intent: intent.id,
        confidence: result.confidence,
        suggestedActions: [...variant.actions],
      };
    },
  };
}
