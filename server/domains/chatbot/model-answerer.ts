import { z } from 'zod';
import type { JsonCompleter } from '../../lib/ai';
import type { ChatCompletionMessageParam } from '../../lib/ai/openai/json-completion';
import type { HelpChatAnswer, HelpChatAnswerer, HelpChatQuestion } from './answerer';
import type { IntentClassifier } from './classifier/classifier';
import { fillTemplate } from './knowledge/facts';
import { KNOWLEDGE_BASE } from './knowledge';
import type { KnowledgeBase } from './knowledge/types';
import { selectVariant } from './render';

/** Knowledge entries handed to the model as grounding: the classifier's best guesses. */
const GROUNDING_INTENTS = 3;
const HISTORY_TURNS = 6;

const modelAnswerSchema = z.object({ message: z.string().trim().min(1).max(1500) });

/**
 * The help chat through the configured OpenAI-compatible model. The built-in classifier still decides
 * the intent, its confidence and the suggested actions (so buttons only ever point at real pages);
 * the model writes the answer from the knowledge entries the classifier ranks highest. Any failure
 * gives the built-in answer; crisis messages never get here (the safety check runs first).
 */
export function createModelAnswerer(
  complete: JsonCompleter,
  builtin: HelpChatAnswerer & { classifier: IntentClassifier },
  knowledge: KnowledgeBase = KNOWLEDGE_BASE,
): HelpChatAnswerer {
  const byId = new Map(knowledge.intents.map((intent) => [intent.id, intent]));
  return {
    name: 'openai',
    async answer(question: HelpChatQuestion): Promise<HelpChatAnswer> {
      // The safety check has already run (chatbot.service): a message that reaches here is not a crisis.
      const base = await builtin.answer(question);

      const previousIntent = [...question.history].reverse().find((turn) => turn.role === 'assistant')?.intent ?? null;
      const ranking = builtin.classifier.classify(question.message, { page: question.page, role: question.role, previousIntent }).ranking;
      const situation = { audience: question.role === 'visitor' ? ('visitor' as const) : ('member' as const), role: question.role, page: question.page };
      const facts = ranking
        .slice(0, GROUNDING_INTENTS)
        .map(({ intent }) => byId.get(intent))
        .filter((intent) => intent !== undefined)
        .map((intent) => `- ${intent.title}: ${fillTemplate(selectVariant(intent.answers, situation).text, { firstName: question.firstName })}`);

      const system = [
        'You are the help assistant of Catalyst, a coaching platform with human and AI coaches.',
        `The person asking is ${question.role === 'visitor' ? 'a visitor who is not signed in' : `a signed-in ${question.role}`}, on the page ${question.page}.`,
        'Answer only from these facts; if they do not cover the question, say so briefly and suggest contacting support.',
        facts.join('\n'),
        'Keep the answer under 90 words, friendly, plain text. Answer ONLY with a JSON object: {"message": string}.',
      ].join('\n\n');
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: system },
        ...question.history.slice(-HISTORY_TURNS).map((turn): ChatCompletionMessageParam => ({ role: turn.role, content: turn.content })),
        { role: 'user', content: question.message },
      ];
      const parsed = modelAnswerSchema.safeParse(await complete(messages));
      return parsed.success ? { ...base, message: parsed.data.message } : base;
    },
  };
}
