/** Shapes of the builtin engine's knowledge. The engine holds no coaching content of its own. */

export type GrowStage = 'goal' | 'reality' | 'options' | 'will';
export const GROW_STAGES: readonly GrowStage[] = ['goal', 'reality', 'options', 'will'];

/** Goal categories as the goals domain stores them. */
export type GoalCategory = 'leadership' | 'skills' | 'personal' | 'career';

/**
 * One coaching topic. Templates may use {person} (who the client named, e.g. "your co-founder"),
 * which falls back to the topic's defaultPerson.
 */
export interface TopicKnowledge {
  id: string;
  /** How the coach names the topic in a sentence: "a conflict with a colleague". */
  label: string;
  categories: readonly GoalCategory[];
  /** Single words; a trailing * matches any ending ("delegat*"). Weight 1 each. */
  keywords: readonly string[];
  /** Multi-word phrases (same * rule per word). Weight 2 each. */
  phrases: readonly string[];
  /** Messages this topic should recognise; the tests check every one of them. */
  examples: readonly string[];
  defaultPerson: string;
  /** Short observations that name what is usually going on. */
  insights: readonly string[];
  /** GROW questions by stage. */
  grow: Readonly<Record<GrowStage, readonly string[]>>;
  /** Concrete options to put on the table in the Options stage, one sentence each. */
  options: readonly string[];
  reframes: readonly string[];
  /** Next steps, each short enough to become a goal title (<= 100 characters after filling). */
  actionItems: readonly string[];
  suggestions: readonly string[];
}

export type IntentId = 'greeting' | 'gratitude' | 'progress' | 'decision' | 'advice' | 'commitment' | 'venting' | 'statement';

export interface IntentKnowledge {
  id: IntentId;
  /** Regular expressions over canonical text (lower case, contractions expanded). */
  patterns: readonly string[];
  /** The earliest GROW stage this intent asks for. */
  minStage: GrowStage;
}

/** How a persona speaks. Templates: {topic}, {quote}, {earlier}, {goal}, {progress}, {name}. */
export interface VoiceProfile {
  id: string;
  /** Words in the coach's persona, description, prompt or specialties that select this voice. */
  cues: readonly string[];
  acknowledgements: readonly string[];
  reflections: readonly string[];
  empathy: readonly string[];
  earlierReferences: readonly string[];
  goalReferences: readonly string[];
  stageIntros: Readonly<Record<GrowStage, readonly string[]>>;
  closers: readonly string[];
  greetings: readonly string[];
  celebrations: readonly string[];
  /** When the client says thanks or goodbye. */
  farewells: readonly string[];
}

/** A specialty's angle on any topic, e.g. Strategic Planning -> think in bets and horizons. */
export interface SpecialtyLens {
  /** Lower-case words; a coach's specialty containing one of them takes this lens. */
  match: readonly string[];
  lines: readonly string[];
}
