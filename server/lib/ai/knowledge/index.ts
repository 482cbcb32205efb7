import { CAREER_TOPICS } from './topics-career';
import { PEOPLE_TOPICS } from './topics-people';
import { STRATEGY_TOPICS } from './topics-strategy';
import { WELLBEING_TOPICS } from './topics-wellbeing';
import type { TopicKnowledge } from './types';

export * from './types';
export { GENERAL_TOPIC, INTENTS, SHARED_LINES } from './general';
export { DEFAULT_VOICE_ID, SPECIALTY_LENSES, VOICES } from './voices';

export const TOPICS: readonly TopicKnowledge[] = [...PEOPLE_TOPICS, ...CAREER_TOPICS, ...WELLBEING_TOPICS, ...STRATEGY_TOPICS];
export { CONVERSATION_GUIDES, type ConversationGuide } from './guides';
export { LANGUAGE_EXAMPLES, LANGUAGE_PACKS, type LanguagePack, type OtherLanguage } from './languages';
export { FEELINGS, REFLECTION_FRAMES } from './reflections';
export { REFUSALS, type RefusalKind, type RefusalKnowledge } from './refusals';
