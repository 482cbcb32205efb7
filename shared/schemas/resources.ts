import { z } from 'zod';
import { pagedInput, pageOf } from './paging';
import { stripInvisible } from '../utils/visible-text';
import { RESOURCE_CATEGORIES, RESOURCE_DIFFICULTIES, RESOURCE_LIMITS as L, RESOURCE_TYPES } from '../constants/resources';

export const resourceTypeSchema = z.enum(RESOURCE_TYPES, { error: 'Choose a resource type' });
export const resourceCategorySchema = z.enum(RESOURCE_CATEGORIES, { error: 'Choose a category' });
export const resourceDifficultySchema = z.enum(RESOURCE_DIFFICULTIES, { error: 'Choose a difficulty' });

/** A boolean with a message naming the field. */
const jsonBoolean = (message: string) => z.boolean({ error: message });

const id = (label: string) => z.coerce.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).positive(`${label} must be positive`);

export const resourceIdInput = z.object({ id: id('Resource id') });
export const collectionIdInput = z.object({ id: id('Collection id') });

export const resourceSchema = z.object({
  id: z.number().int(),
  type: resourceTypeSchema,
  category: resourceCategorySchema,
  difficulty: resourceDifficultySchema,
  title: z.string(),
  description: z.string(),
  author: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  /** Where the resource lives; null when the resource is text kept here (see hasContent). */
  url: z.string().nullable(),
  hasContent: z.boolean(),
  viewCount: z.number().int(),
  /** Mean of members' ratings (1-5), one decimal; 0 when nobody has rated it yet. */
  rating: z.number(),
  ratingCount: z.number().int(),
  likes: z.number().int(),
  /** Paid content (a book, a paid course); free material is not premium. */
  isPremium: z.boolean(),
  isBookmarked: z.boolean(),
  isLiked: z.boolean(),
  myRating: z.number().int().nullable(),
  /** The caller added it, or is an admin: may delete it. */
  canManage: z.boolean(),
  createdAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourceDetailSchema = resourceSchema.extend({ content: z.string().nullable() });
export type ResourceDetail = z.infer<typeof resourceDetailSchema>;

const resourceFilterFields = {
  type: resourceTypeSchema.optional(),
  category: resourceCategorySchema.optional(),
  difficulty: resourceDifficultySchema.optional(),
  search: z.string().trim().max(L.searchMax, `Search must be at most ${L.searchMax} characters`).optional(),
};

export const listResourcesInput = pagedInput({
  ...resourceFilterFields,
  bookmarked: z.boolean({ error: 'bookmarked must be true or false' }).optional(),
});
export type ListResourcesInput = z.output<typeof listResourcesInput>;

/** The tab counts of /resources for the current filters. */
export const resourceCountsInput = z.object(resourceFilterFields).prefault({});
export const resourceCountsSchema = z.object({ matching: z.number().int(), bookmarked: z.number().int(), collections: z.number().int() });
export type ResourceCounts = z.infer<typeof resourceCountsSchema>;

/** Collections: the caller's own (mine) or theirs and other people's public ones. */
export const listCollectionsInput = pagedInput({ mine: z.boolean({ error: 'mine must be true or false' }).optional() });

const requiredText = (message: string, max: number, label: string) =>
  z.string({ error: message }).overwrite(stripInvisible).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || undefined);

export const URL_OR_CONTENT_MESSAGE = 'Add a URL or text content';
export const URL_AND_CONTENT_MESSAGE = 'Give either a URL or text content, not both';

export const createResourceInput = z
  .object({
    title: requiredText('Title is required', L.titleMax, 'Title'),
    type: resourceTypeSchema,
    category: resourceCategorySchema,
    difficulty: resourceDifficultySchema,
    description: requiredText('Description is required', L.descriptionMax, 'Description'),
    author: optionalText(L.authorMax, 'Author'),
    duration: z
      .number({ error: 'Duration is required' })
      .int('Duration must be a whole number of minutes')
      .min(1, 'Duration must be at least 1 minute')
      .max(L.durationMax, `Duration must be at most ${L.durationMax} minutes`),
    url: optionalText(L.urlMax, 'URL').pipe(z.url({ protocol: /^https?$/, error: 'Enter a valid http or https URL' }).optional()),
    content: optionalText(L.contentMax, 'Text content'),
    isPremium: jsonBoolean('isPremium must be true or false').default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.url && !value.content) ctx.addIssue({ code: 'custom', path: ['url'], message: URL_OR_CONTENT_MESSAGE });
    if (value.url && value.content) ctx.addIssue({ code: 'custom', path: ['content'], message: URL_AND_CONTENT_MESSAGE });
  });
export type CreateResourceInput = z.input<typeof createResourceInput>;
export type CreateResourceValues = z.output<typeof createResourceInput>;

export const bookmarkInput = resourceIdInput.extend({ bookmark: jsonBoolean('bookmark must be true or false') });
export const likeInput = resourceIdInput.extend({ like: jsonBoolean('like must be true or false') });

const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';
export const rateInput = resourceIdInput.extend({
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
});

export const collectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  /** Resources in it that the caller can see. */
  resourceCount: z.number().int(),
  createdAt: z.string(),
  isOwner: z.boolean(),
  ownerName: z.string(),
  resourceIds: z.array(z.number().int()),
});
export type Collection = z.infer<typeof collectionSchema>;

export const collectionDetailSchema = collectionSchema.extend({ resources: z.array(resourceSchema) });
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

const collectionFields = {
  name: requiredText('Name is required', L.collectionNameMax, 'Name'),
  description: requiredText('Description is required', L.collectionDescriptionMax, 'Description'),
  isPublic: jsonBoolean('isPublic must be true or false'),
};

export const createCollectionInput = z.object({ ...collectionFields, isPublic: collectionFields.isPublic.default(false) });
export type CreateCollectionInput = z.input<typeof createCollectionInput>;
export type CreateCollectionValues = z.output<typeof createCollectionInput>;

export const updateCollectionInput = collectionIdInput.extend({
  name: collectionFields.name.optional(),
  description: collectionFields.description.optional(),
  isPublic: collectionFields.isPublic.optional(),
});

export const addCollectionItemInput = collectionIdInput.extend({
  resourceId: z.number({ error: 'resourceId is required' }).int('resourceId must be a whole number').positive('resourceId must be positive'),
});
export const removeCollectionItemInput = collectionIdInput.extend({ resourceId: id('resourceId') });

export const deletedSchema = z.object({ ok: z.literal(true) });

export const resourcePageSchema = pageOf(resourceSchema);
export const collectionPageSchema = pageOf(collectionSchema);
