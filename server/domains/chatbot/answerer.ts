import type { HelpChatSuggestedAction } from '@shared/constants/chatbot';
import type { Role } from '@shared/constants/roles';
import type { Config } from '../../config';
import { createJsonCompleter } from '../../lib/ai';
import { createBuiltinAnswerer } from './builtin-answerer';
import { createModelAnswerer } from './model-answerer';

export interface HelpChatTurn {
  role: 'user' | 'assistant';
  content: string;
  intent: string | null;
}

/** What an answerer gets: the question, where and who is asking, and the conversation so far. */
export interface HelpChatQuestion {
  message: string;
  /** Path of the page the widget is on, e.g. '/coaches'. */
  page: string;
  /** The caller's role as the server knows it, or 'visitor' when signed out. */
  role: Role | 'visitor';
  firstName: string | null;
  /** Earlier turns of a stored conversation, oldest first (empty for visitors). */
  history: readonly HelpChatTurn[];
  /** Anything else the host page sent in the context. */
  extras: Readonly<Record<string, unknown>>;
}

export interface HelpChatAnswer {
  message: string;
  intent: string;
  confidence: number;
  suggestedActions: HelpChatSuggestedAction[];
}

/**
 * Answers help chat questions. The built-in classifier is the default; a model-backed answerer
 * (AI_PROVIDER=openai) can implement the same interface and fall back to the built-in one.
 */
export interface HelpChatAnswerer {
  readonly name: string;
  answer(question: HelpChatQuestion): Promise<HelpChatAnswer>;
}

let builtin: ReturnType<typeof createBuiltinAnswerer> | undefined;
const modelAnswerers = new Map<string, HelpChatAnswerer>();

export function createHelpChatAnswerer(config: Pick<Config, 'ai'>): HelpChatAnswerer {
  // The classifier's index is built once per process: it depends only on the knowledge base.
  builtin ??= createBuiltinAnswerer();
  if (config.ai.provider !== 'openai') return builtin;
  const key = `${config.ai.baseUrl ?? ''}|${config.ai.model}|${config.ai.apiKey ?? ''}`;
  let answerer = modelAnswerers.get(key);
  const complete = answerer ? null : createJsonCompleter(config.ai);
  if (!answerer && complete) {
    answerer = createModelAnswerer(complete, builtin);
    modelAnswerers.set(key, answerer);
  }
  return answerer ?? builtin;
}
