import { z } from 'zod';
import { pagedInput, pageOf } from './paging';
import { stripInvisible } from '../utils/visible-text';
import { AI_COACH_MESSAGES, AI_COACH_LIMITS, AI_ICON_COLORS, AI_ICON_TYPES } from '../constants/coaching';
import { BUILDER_DEFAULT_COLOR, BUILDER_HEX_COLORS, BUILDER_MESSAGES, BUILDER_MINIMUMS, BUILDER_SPECIALTIES } from '../constants/ai-authoring';

export const aiCoachSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  persona: z.string(),
  specialties: z.array(z.string()),
  iconType: z.enum(AI_ICON_TYPES),
  /** A colour name (blue, green, orange, purple) or a hex code from the builder. */
  iconColor: z.string(),
  isActive: z.boolean(),
  /** Null for the platform's coaches; the organisation's id for its custom coaches. */
  organizationId: z.string().nullable(),
  /** A Premium coach's own AI coach: that coach's user id (shown to their clients only); null otherwise. */
  coachUserId: z.string().nullable(),
});
export type AiCoach = z.infer<typeof aiCoachSchema>;
export const aiCoachPageSchema = pageOf(aiCoachSchema);

/** What managers see of an AI coach: the system prompt too, and whose it is. */
export const managedAiCoachSchema = aiCoachSchema.extend({
  systemPrompt: z.string(),
  organizationName: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the caller made it (the builder lists these to edit). */
  createdById: z.string().nullable(),
});
export type ManagedAiCoach = z.infer<typeof managedAiCoachSchema>;
export const managedAiCoachPageSchema = pageOf(managedAiCoachSchema);

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The admin form's named colours, or a builder's hex code such as #3B82F6. */
export const aiIconColorField = z
  .string()
  .trim()
  .refine((value) => (AI_ICON_COLORS as readonly string[]).includes(value) || HEX_COLOR.test(value), 'Icon colour must be blue, green, orange, purple or a hex code like #3B82F6');

const text = (required: string, max: number) =>
  z.string({ error: required }).overwrite(stripInvisible).trim().min(1, required).max(max, `At most ${max} characters`);

/** The fields every AI coach form shares; each form may add its own stricter rules on top. */
export const aiCoachFields = {
  name: text(AI_COACH_MESSAGES.nameRequired, AI_COACH_LIMITS.nameMax),
  description: text(AI_COACH_MESSAGES.descriptionRequired, AI_COACH_LIMITS.descriptionMax),
  persona: text(AI_COACH_MESSAGES.personaRequired, AI_COACH_LIMITS.personaMax),
  specialties: z
    .array(z.string().overwrite(stripInvisible).trim().min(1, AI_COACH_MESSAGES.specialtiesRequired).max(AI_COACH_LIMITS.specialtyMax, `A specialty has at most ${AI_COACH_LIMITS.specialtyMax} characters`), {
      error: AI_COACH_MESSAGES.specialtiesRequired,
    })
    .min(1, AI_COACH_MESSAGES.specialtiesRequired)
    .max(AI_COACH_LIMITS.specialtiesMax, `At most ${AI_COACH_LIMITS.specialtiesMax} specialties`)
    .transform((list) => [...new Set(list)]),
  systemPrompt: text(AI_COACH_MESSAGES.systemPromptRequired, AI_COACH_LIMITS.systemPromptMax),
  iconType: z.enum(AI_ICON_TYPES, { error: 'Icon must be bot, crown, rocket or users' }).default('bot'),
  iconColor: aiIconColorField.default('blue'),
};

/**
 * POST /api/ai-coaches: the admin form's payload (and the builder's, whose form adds its own longer
 * minimums and sends a hex colour). A platform admin may name an organisation (its custom coach) or
 * leave it out (the platform's); an organisation admin's coach always belongs to their organisation.
 */
export const createAiCoachInput = z.object({
  ...aiCoachFields,
  organizationId: z.string().trim().min(1).max(64).nullish(),
});
export type CreateAiCoachInput = z.input<typeof createAiCoachInput>;

/** PATCH /api/ai-coaches/{id}: any of the fields, and the Active switch. */
export const updateAiCoachInput = z.object({
  id: z.coerce.number({ error: 'AI coach id must be a number' }).int().positive(),
  name: aiCoachFields.name.optional(),
  description: aiCoachFields.description.optional(),
  persona: aiCoachFields.persona.optional(),
  specialties: aiCoachFields.specialties.optional(),
  systemPrompt: aiCoachFields.systemPrompt.optional(),
  iconType: z.enum(AI_ICON_TYPES, { error: 'Icon must be bot, crown, rocket or users' }).optional(),
  iconColor: aiIconColorField.optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export type UpdateAiCoachInput = z.input<typeof updateAiCoachInput>;

/** Comma-separated specialties as the admin form takes them: split on commas and trimmed. */
export function splitSpecialties(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The admin panel's Create AI Coach form: the spec's fields and messages, specialties as text. */
export const adminAiCoachFormSchema = z.object({
  name: aiCoachFields.name,
  description: aiCoachFields.description,
  persona: aiCoachFields.persona,
  specialties: z
    .string()
    .refine((value) => splitSpecialties(value).length > 0, AI_COACH_MESSAGES.specialtiesRequired)
    .refine((value) => splitSpecialties(value).length <= AI_COACH_LIMITS.specialtiesMax, `At most ${AI_COACH_LIMITS.specialtiesMax} specialties`),
  systemPrompt: aiCoachFields.systemPrompt,
  iconType: z.enum(AI_ICON_TYPES),
  iconColor: z.enum(AI_ICON_COLORS),
});
export type AdminAiCoachForm = z.infer<typeof adminAiCoachFormSchema>;

/** GET /api/admin/ai-coaches: every coach, active or not, optionally of one organisation ('platform' for the platform's). */
export const managedAiCoachesInput = pagedInput({
  organizationId: z.string().trim().min(1).max(64).optional(),
});

const builderText = (min: number, message: string, max: number) =>
  z.string({ error: message }).overwrite(stripInvisible).trim().min(min, message).max(max, `At most ${max} characters`);

/**
 * The AI coach builder's form (/ai-coach-builder): the spec's longer minimums, specialties from the
 * builder's twelve and one of its six hex colours. The same schema checks PUT /api/ai-coaches/{id}.
 */
export const builderAiCoachFormSchema = z.object({
  name: text(BUILDER_MESSAGES.nameRequired, AI_COACH_LIMITS.nameMax),
  description: builderText(BUILDER_MINIMUMS.description, BUILDER_MESSAGES.descriptionMin, AI_COACH_LIMITS.descriptionMax),
  persona: builderText(BUILDER_MINIMUMS.persona, BUILDER_MESSAGES.personaMin, AI_COACH_LIMITS.personaMax),
  specialties: z
    .array(z.enum(BUILDER_SPECIALTIES, { error: 'Choose specialties from the list' }), { error: BUILDER_MESSAGES.specialtiesRequired })
    .min(1, BUILDER_MESSAGES.specialtiesRequired)
    .max(BUILDER_SPECIALTIES.length)
    .transform((list) => [...new Set(list)]),
  systemPrompt: builderText(BUILDER_MINIMUMS.systemPrompt, BUILDER_MESSAGES.systemPromptMin, AI_COACH_LIMITS.systemPromptMax),
  iconType: z.enum(AI_ICON_TYPES, { error: 'Icon must be bot, crown, rocket or users' }).default('bot'),
  iconColor: z.enum(BUILDER_HEX_COLORS, { error: BUILDER_MESSAGES.colorInvalid }).default(BUILDER_DEFAULT_COLOR),
});
export type BuilderAiCoachForm = z.input<typeof builderAiCoachFormSchema>;

/** PUT /api/ai-coaches/{id}: the builder's whole form again. */
export const replaceAiCoachInput = builderAiCoachFormSchema.extend({
  id: z.coerce.number({ error: 'AI coach id must be a number' }).int().positive(),
});

export const aiCoachIdInput = z.object({ id: z.coerce.number({ error: 'AI coach id must be a number' }).int().positive() });
