import { ACCOUNT_INTENTS } from './intents-account';
import { COACHING_INTENTS } from './intents-coaching';
import { FALLBACK_ANSWERS, GENERAL_INTENTS } from './intents-general';
import { PLAN_INTENTS } from './intents-plans';
import { PHRASES, SYNONYMS } from './lexicon';
import { PHRASES_OTHER_LANGUAGES, STOPWORDS_OTHER_LANGUAGES, SYNONYMS_OTHER_LANGUAGES } from './lexicon-languages';
import { quote, quotesOf } from './facts';
import type { IntentDefinition, KnowledgeBase } from './types';

/**
 * An intent whose answers quote a product page or the Support FAQ also learns from those sentences:
 * the page's own words ("cookie", "advertising", "tablet") then point at the intent that quotes them.
 */
function grounded(intent: IntentDefinition): IntentDefinition {
  const quoted = [...new Set(intent.answers.flatMap((answer) => quotesOf(answer.text)))].flatMap((reference) => {
    const faq = reference.startsWith('faq:') ? reference.slice(4) : null;
    return [...(faq ? [faq] : []), ...quote(reference).split(/(?<=[.?!])\s+/)];
  });
  const sentences = quoted.map((sentence) => sentence.trim()).filter((sentence) => sentence.split(' ').length >= 4);
  return sentences.length === 0 ? intent : { ...intent, examples: [...intent.examples, ...new Set(sentences)] };
}

/** What the built-in help chat knows about the product: intents with examples and answers, as data. */
export const KNOWLEDGE_BASE: KnowledgeBase = {
  intents: [...PLAN_INTENTS, ...COACHING_INTENTS, ...GENERAL_INTENTS, ...ACCOUNT_INTENTS].map(grounded),
  phrases: { ...PHRASES, ...PHRASES_OTHER_LANGUAGES },
  synonyms: { ...SYNONYMS, ...SYNONYMS_OTHER_LANGUAGES },
  stopwords: STOPWORDS_OTHER_LANGUAGES,
  fallback: FALLBACK_ANSWERS,
};

export const FALLBACK_INTENT = 'fallback';
