import { COACHING_INTENTS } from './intents-coaching';
import { FALLBACK_ANSWERS, GENERAL_INTENTS } from './intents-general';
import { PLAN_INTENTS } from './intents-plans';
import { PHRASES, SYNONYMS } from './lexicon';
import type { KnowledgeBase } from './types';

/** What the built-in help chat knows about the product: intents with examples and answers, as data. */
export const KNOWLEDGE_BASE: KnowledgeBase = {
  intents: [...PLAN_INTENTS, ...COACHING_INTENTS, ...GENERAL_INTENTS],
  phrases: PHRASES,
  synonyms: SYNONYMS,
  fallback: FALLBACK_ANSWERS,
};

export const FALLBACK_INTENT = 'fallback';
