import { z } from 'zod';
import { pagedInput, pageOf } from './paging';
import { COACH_SORTS } from '../constants/coaching';

/** The public part of a coach's account: never the e-mail. */
export const coachUserSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

export const coachSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  resume: z.string().nullable(),
  specialties: z.array(z.string()),
  /** Decimal string in USD, e.g. "150.00" (the spec's numeric string). */
  hourlyRate: z.string(),
  hourlyRateCents: z.number().int(),
  /** Decimal string, e.g. "4.90"; null until the coach has a review. */
  rating: z.string().nullable(),
  reviewCount: z.number().int(),
  totalSessions: z.number().int(),
  /** Years of experience. */
  experience: z.number().int(),
  timezone: z.string().nullable(),
  isAvailable: z.boolean(),
  clientsServed: z.number().int(),
  user: coachUserSchema,
});
export type Coach = z.infer<typeof coachSchema>;

export const coachListInput = pagedInput({
  specialty: z.string().trim().max(100, 'Specialty must be at most 100 characters').optional(),
  minRating: z.coerce.number({ error: 'Minimum rating must be a number' }).min(0, 'Minimum rating must be between 0 and 5').max(5, 'Minimum rating must be between 0 and 5').optional(),
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  sort: z.enum(COACH_SORTS, { error: 'Sort must be rating, experience or price' }).optional(),
});
export type CoachListInput = z.output<typeof coachListInput>;

export const coachCountInput = coachListInput.unwrap().pick({ specialty: true, minRating: true, q: true }).prefault({});
export const coachCountSchema = z.object({ count: z.number().int() });

export const coachIdInput = z.object({ id: z.coerce.number({ error: 'Coach id must be a number' }).int().positive() });

/** A coach's client, as the coach sees it. */
export const clientSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type Client = z.infer<typeof clientSchema>;

export const coachPageSchema = pageOf(coachSchema);
export const clientPageSchema = pageOf(clientSchema);
