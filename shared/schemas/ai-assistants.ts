import { z } from 'zod';
import { pageOf, pagedInput } from './paging';
import { stripInvisible } from '../utils/visible-text';
import { AI_COACH_LIMITS } from '../constants/coaching';
import {
  ASSISTANT_COACHING_STYLES,
  ASSISTANT_MESSAGES,
  ASSISTANT_PERSONALITIES,
  ASSISTANT_RESPONSE_STYLES,
  BUILDER_SPECIALTIES,
  KNOWLEDGE_LIMITS,
} from '../constants/ai-authoring';

const text = (min: number, message: string, max: number) =>
  z.string({ error: message }).overwrite(stripInvisible).trim().min(min, message).max(max, `At most ${max} characters`);

/** The generator's Setup form and POST /api/ai-assistants (part 2 sections 3 and 5). */
export const assistantSetupSchema = z.object({
  name: text(1, ASSISTANT_MESSAGES.nameRequired, AI_COACH_LIMITS.nameMax),
  description: text(10, ASSISTANT_MESSAGES.descriptionMin, AI_COACH_LIMITS.descriptionMax),
  personality: z.enum(ASSISTANT_PERSONALITIES, { error: ASSISTANT_MESSAGES.personalityRequired }),
  specialties: z
    .array(z.enum(BUILDER_SPECIALTIES, { error: 'Choose specialties from the list' }), { error: ASSISTANT_MESSAGES.specialtiesRequired })
    .min(1, ASSISTANT_MESSAGES.specialtiesRequired)
    .max(BUILDER_SPECIALTIES.length)
    .transform((list) => [...new Set(list)]),
  coachingStyle: z.enum(ASSISTANT_COACHING_STYLES, { error: ASSISTANT_MESSAGES.coachingStyleRequired }),
  responseStyle: z.enum(ASSISTANT_RESPONSE_STYLES, { error: ASSISTANT_MESSAGES.responseStyleRequired }),
  enableProactiveCheck: z.boolean({ error: 'enableProactiveCheck must be true or false' }).default(false),
  enableGoalTracking: z.boolean({ error: 'enableGoalTracking must be true or false' }).default(true),
  enableSessionSummaries: z.boolean({ error: 'enableSessionSummaries must be true or false' }).default(true),
});
export type AssistantSetupForm = z.input<typeof assistantSetupSchema>;

export const ASSISTANT_STATUSES = ['training', 'testing', 'deployed'] as const;

export const trainingJobSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  /** 0-100: passages indexed of total. */
  progress: z.number().int(),
  error: z.string().nullable(),
});
export type TrainingJob = z.infer<typeof trainingJobSchema>;

export const assistantSchema = z.object({
  id: z.number().int(),
  /** The AI coach clients chat with once it is deployed. */
  aiCoachId: z.number().int(),
  name: z.string(),
  description: z.string(),
  personality: z.enum(ASSISTANT_PERSONALITIES),
  specialties: z.array(z.string()),
  coachingStyle: z.enum(ASSISTANT_COACHING_STYLES),
  responseStyle: z.enum(ASSISTANT_RESPONSE_STYLES),
  enableProactiveCheck: z.boolean(),
  enableGoalTracking: z.boolean(),
  enableSessionSummaries: z.boolean(),
  status: z.enum(ASSISTANT_STATUSES),
  /** The trained version chats use (0: not trained yet). */
  activeVersion: z.number().int(),
  latestVersion: z.number().int(),
  isDeployed: z.boolean(),
  totalInteractions: z.number().int(),
  training: trainingJobSchema.nullable(),
  createdAt: z.string(),
});
export type Assistant = z.infer<typeof assistantSchema>;
export const assistantPageSchema = pageOf(assistantSchema);

export const assistantIdInput = z.object({ id: z.coerce.number({ error: 'Assistant id must be a number' }).int().positive() });
/** The spec's calls name no assistant; without one they address the caller's newest. */
export const optionalAssistantInput = z.object({ assistantId: z.coerce.number({ error: 'Assistant id must be a number' }).int().positive().optional() }).prefault({});

export const knowledgeSourceSchema = z.object({
  id: z.number().int(),
  assistantId: z.number().int(),
  kind: z.enum(['text', 'file', 'qa']),
  title: z.string(),
  /** The first characters of the text, for the list. */
  preview: z.string(),
  characters: z.number().int(),
  status: z.enum(['pending', 'indexed', 'failed']),
  passageCount: z.number().int(),
  createdAt: z.string(),
});
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;
export const knowledgeSourcePageSchema = pageOf(knowledgeSourceSchema);
export const trainingDataInput = pagedInput({ assistantId: z.coerce.number({ error: 'Assistant id must be a number' }).int().positive().optional() });

const sourceTitle = z.string({ error: 'Title is required' }).overwrite(stripInvisible).trim().min(1, 'Title is required').max(KNOWLEDGE_LIMITS.titleMax, `At most ${KNOWLEDGE_LIMITS.titleMax} characters`);

/** Pasted text (title and text), or a question and its answer. Files go through the upload route. */
export const addKnowledgeInput = z
  .object({
    assistantId: z.number({ error: 'Assistant id must be a number' }).int().positive(),
    kind: z.enum(['text', 'qa'], { error: "Kind must be 'text' or 'qa' (files are uploaded to /api/ai-assistant/training-data/files)" }),
    title: sourceTitle.optional(),
    text: z.string({ error: 'Text is required' }).trim().max(KNOWLEDGE_LIMITS.textMax, `At most ${KNOWLEDGE_LIMITS.textMax} characters`).optional(),
    question: z.string({ error: 'Question is required' }).trim().max(KNOWLEDGE_LIMITS.questionMax, `At most ${KNOWLEDGE_LIMITS.questionMax} characters`).optional(),
    answer: z.string({ error: 'Answer is required' }).trim().max(KNOWLEDGE_LIMITS.answerMax, `At most ${KNOWLEDGE_LIMITS.answerMax} characters`).optional(),
  })
  .superRefine((value, ctx) => {
    const required = (field: 'title' | 'text' | 'question' | 'answer', message: string) => {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (value.kind === 'text') {
      required('title', 'Title is required');
      required('text', 'Text is required');
    } else {
      required('question', 'Question is required');
      required('answer', 'Answer is required');
    }
  });
export type AddKnowledgeInput = z.input<typeof addKnowledgeInput>;

export const deleteKnowledgeInput = z.object({ id: z.coerce.number({ error: 'Source id must be a number' }).int().positive() });

export const citationSchema = z.object({ sourceId: z.number().int(), title: z.string(), excerpt: z.string(), score: z.number() });
export type Citation = z.infer<typeof citationSchema>;

/** Which passages one reply used, for the Testing panel. */
export const replyCitationsSchema = z.object({ messageId: z.number().int(), citations: z.array(citationSchema), rating: z.number().int().nullable() });
export const replyCitationsPageSchema = pageOf(replyCitationsSchema);
/** One test chat's replies; without sessionId, those of every chat of the caller's. */
export const sessionCitationsInput = pagedInput({ sessionId: z.coerce.number({ error: 'Session id must be a number' }).int().positive().optional() });

export const metricsSchema = z.object({
  assistantId: z.number().int().nullable(),
  interactions: z.number().int(),
  averageReplyMs: z.number().int(),
  passagesUsed: z.number().int(),
  thumbsUp: z.number().int(),
  thumbsDown: z.number().int(),
});
export type AssistantMetrics = z.infer<typeof metricsSchema>;

export const rateReplyInput = z.object({
  messageId: z.coerce.number({ error: 'Message id must be a number' }).int().positive(),
  rating: z.union([z.literal(1), z.literal(-1)], { error: 'Rating must be 1 (thumbs up) or -1 (thumbs down)' }),
});

export const testSessionSchema = z.object({ sessionId: z.number().int() });
