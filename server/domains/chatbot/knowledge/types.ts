import type { HelpChatSuggestedAction } from '@shared/constants/chatbot';
import type { Role } from '@shared/constants/roles';

export type Audience = 'visitor' | 'member';

/** When an answer variant applies; every condition given must hold. Pages match exactly or as a path prefix. */
export interface AnswerCondition {
  audience?: Audience;
  roles?: readonly Role[];
  pages?: readonly string[];
}

export interface AnswerVariant {
  when?: AnswerCondition;
  /** Text with {placeholders} from FACTS (and {firstName}). */
  text: string;
  actions: readonly HelpChatSuggestedAction[];
}

export interface IntentDefinition {
  id: string;
  /** The topic in a few words, offered back when the assistant is unsure. */
  title: string;
  /** Questions people ask for this intent: the classifier's training data. */
  examples: readonly string[];
  /** Pages where this intent is likelier (a small bias for ambiguous questions). */
  pages?: readonly string[];
  /** Roles that ask this more often (same kind of bias). */
  roles?: readonly (Role | 'visitor')[];
  /** At least one variant without conditions: the default answer. */
  answers: readonly AnswerVariant[];
}

export interface KnowledgeBase {
  intents: readonly IntentDefinition[];
  phrases: Record<string, string>;
  synonyms: Record<string, string>;
  stopwords: readonly string[];
  fallback: readonly AnswerVariant[];
}
