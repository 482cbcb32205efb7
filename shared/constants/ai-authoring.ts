/** AI authoring: the AI coach builder and the AI assistant generator (part 2, sections 2-9). */

/** The builder's specialties (part 2 section 9). */
export const BUILDER_SPECIALTIES = [
  'Executive Leadership',
  'Team Building',
  'Career Development',
  'Communication Skills',
  'Strategic Planning',
  'Change Management',
  'Performance Coaching',
  'Work-Life Balance',
  'Stress Management',
  'Innovation & Creativity',
  'Conflict Resolution',
  'Time Management',
] as const;

/** The builder's colours (part 2 section 9); blue is the default. */
export const BUILDER_COLORS = [
  { name: 'blue', hex: '#3B82F6' },
  { name: 'green', hex: '#10B981' },
  { name: 'purple', hex: '#8B5CF6' },
  { name: 'orange', hex: '#F59E0B' },
  { name: 'red', hex: '#EF4444' },
  { name: 'indigo', hex: '#6366F1' },
] as const;
export const BUILDER_HEX_COLORS = ['#3B82F6', '#10B981', '#8B5CF6', '#F59E0B', '#EF4444', '#6366F1'] as const;
export const BUILDER_DEFAULT_COLOR = '#3B82F6';
/** The live preview shows this many specialties, then '+N more'. */
export const BUILDER_PREVIEW_SPECIALTIES = 2;

export const BUILDER_MESSAGES = {
  nameRequired: 'AI coach name is required',
  descriptionMin: 'Description must be at least 20 characters',
  personaMin: 'Persona must be at least 50 characters',
  specialtiesRequired: 'Select at least one specialty',
  systemPromptMin: 'System prompt must be at least 100 characters',
  colorInvalid: 'Choose one of the six colours',
  created: 'AI Coach Created',
  updated: 'AI Coach Updated',
  deactivated: 'AI Coach Deactivated',
  errorTitle: 'Error',
  failed: 'Failed to create AI coach',
  /** Who may create (Premium plan, part 2 section 9). */
  premiumOnly: 'Custom AI coach creation is part of the Premium coach plan ($500/month). Your Basic plan does not include it: switch to Premium to create AI coaches.',
  clientsCannot: 'Custom AI coach creation is part of the Premium coach plan ($500/month), for coaches and organization admins; your account cannot create AI coaches.',
} as const;

export const BUILDER_MINIMUMS = { description: 20, persona: 50, systemPrompt: 100 } as const;

export const ASSISTANT_PERSONALITIES = ['empathetic', 'analytical', 'motivational', 'calm', 'strategic'] as const;
export const ASSISTANT_COACHING_STYLES = ['directive', 'non-directive', 'solution-focused', 'transformational'] as const;
/** The spec's form lacks this input; these are the styles it offers. */
export const ASSISTANT_RESPONSE_STYLES = ['concise', 'detailed', 'conversational', 'structured'] as const;
export const ASSISTANT_STEPS = ['setup', 'training', 'testing', 'deployment'] as const;
export type AssistantStep = (typeof ASSISTANT_STEPS)[number];
/** Existing assistants shown before 'View all'. */
export const ASSISTANTS_SHOWN = 3;

export const ASSISTANT_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionMin: 'Description must be at least 10 characters',
  personalityRequired: 'Personality type is required',
  specialtiesRequired: 'At least one specialty is required',
  coachingStyleRequired: 'Coaching style is required',
  responseStyleRequired: 'Response style is required',
  created: { title: 'AI Assistant Created', description: 'Your AI coaching assistant has been created and training has begun.' },
  failed: { title: 'Error', description: 'Failed to create AI assistant. Please try again.' },
  trainingStarted: 'Training Started',
  notFound: 'AI assistant not found',
  noSources: 'Add some knowledge first: paste text, upload a file or add a question and answer.',
  sourceNotFound: 'Knowledge source not found',
  deployed: 'Assistant Deployed',
  undeployed: 'Assistant Undeployed',
  notTrained: 'Train the assistant before deploying it.',
  fileType: 'Upload a PDF, DOCX, Markdown or plain text file',
  fileEmpty: 'No text could be read from this file',
  fileTooLarge: 'Files can be at most 5 MB',
} as const;

export const KNOWLEDGE_LIMITS = { titleMax: 200, textMax: 200_000, questionMax: 1000, answerMax: 5000, fileBytesMax: 5 * 1024 * 1024 } as const;
/** Passages retrieved for one reply, and how many the builtin engine quotes. */
export const RETRIEVAL_TOP_K = 3;
export const CITATION_PREFIX = 'From: ';
