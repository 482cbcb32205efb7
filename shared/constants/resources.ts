export const RESOURCE_TYPES = ['article', 'video', 'audio', 'document', 'template', 'course', 'tool'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_CATEGORIES = ['leadership', 'communication', 'strategy', 'personal-development', 'team-building', 'productivity'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const RESOURCE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type ResourceDifficulty = (typeof RESOURCE_DIFFICULTIES)[number];

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  article: 'Article',
  video: 'Video',
  audio: 'Audio',
  document: 'Document',
  template: 'Template',
  course: 'Course',
  tool: 'Tool',
};

export const RESOURCE_CATEGORY_LABELS: Record<ResourceCategory, string> = {
  leadership: 'Leadership',
  communication: 'Communication',
  strategy: 'Strategy',
  'personal-development': 'Personal Development',
  'team-building': 'Team Building',
  productivity: 'Productivity',
};

export const RESOURCE_DIFFICULTY_LABELS: Record<ResourceDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** The spec's display limit for the Featured Resources panel. */
export const FEATURED_RESOURCE_LIMIT = 3;

export const RESOURCE_LIMITS = {
  titleMax: 200,
  authorMax: 120,
  descriptionMax: 2000,
  contentMax: 50_000,
  urlMax: 2000,
  durationMax: 100 * 60,
  collectionNameMax: 100,
  collectionDescriptionMax: 500,
  searchMax: 100,
} as const;

export const RESOURCE_MESSAGES = {
  collectionCreated: 'Collection Created',
  resourceAdded: 'Resource Added',
} as const;
