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

export type IntentId =
  | 'summary'
  | 'what_to_say'
  | 'what_to_avoid'
  | 'correction'
  | 'greeting'
  | 'gratitude'
  | 'progress'
  | 'decision'
  | 'advice'
  | 'commitment'
  | 'venting'
  | 'statement';

export interface IntentKnowledge {
  id: IntentId;
  /** Regular expressions over canonical text (lower case, contractions expanded). */
  patterns: readonly string[];
  /** The earliest GROW stage this intent asks for. */
  minStage: GrowStage;
}

/** A coaching tool a persona reaches for: "a pre-mortem" and how to use it in one clause. */
export interface CoachingTool {
  name: string;
  how: string;
}

/**
 * How a persona coaches, not only how it greets: its own questions for each GROW stage, the tools it
 * offers and what it keeps bringing the client back to.
 */
export interface PersonaMethod {
  name: string;
  /** Noun phrases for what this coach attends to ("the result you need"). */
  focus: readonly string[];
  /** Statements that turn the client's attention to that focus. */
  focusLines: readonly string[];
  /** One open question per reply comes from here; a template with {person} only when the client named someone. */
  questions: Readonly<Record<GrowStage, readonly string[]>>;
  tools: readonly CoachingTool[];
  /** Lines that introduce a list of options. */
  optionIntros: readonly string[];
}

/** How a persona speaks. Templates: {goal}, {progress}, {name}, {feeling} ({Feeling} capitalised). */
export interface VoiceProfile {
  id: string;
  /** Words in the coach's persona, description, prompt or specialties that select this voice. */
  cues: readonly string[];
  method: PersonaMethod;
  /** Naming the client's feeling, in this voice. */
  empathy: readonly string[];
  goalReferences: readonly string[];
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
