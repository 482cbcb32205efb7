import type { HelpChatAnswer, HelpChatAnswerer, HelpChatQuestion } from './answerer';
import { IntentClassifier } from './classifier/classifier';
import modelFile from './classifier/help-model.json';
import type { HelpModelFile } from './classifier/model';
import { fillTemplate } from './knowledge/facts';
import { FALLBACK_INTENT, KNOWLEDGE_BASE } from './knowledge';
import type { KnowledgeBase } from './knowledge/types';
import { selectVariant } from './render';

/** The committed model: its threshold (under which the assistant says it is not sure) was calibrated in training. */
export const HELP_MODEL = modelFile as HelpModelFile;
/** From this share of the threshold up, the 'not sure' answer names the topic it half-recognised. */
const HINT_SHARE = 0.5;

export function createBuiltinAnswerer(knowledge: KnowledgeBase = KNOWLEDGE_BASE, model: HelpModelFile = HELP_MODEL): HelpChatAnswerer & { classifier: IntentClassifier } {
  const classifier = new IntentClassifier(model, knowledge);
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
        const guess = result.confidence >= HINT_SHARE * classifier.threshold ? byId.get(result.best.intent) : undefined;
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
