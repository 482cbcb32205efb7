import { z } from 'zod';

const ratingMessage = 'Rating must be a whole number from 1 to 5';

export const rateSessionInput = z.object({
  id: z.coerce.number({ error: 'Session id must be a positive whole number' }).int('Session id must be a positive whole number').positive('Session id must be a positive whole number'),
  rating: z.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage),
});

export const sessionRatingSchema = z.object({ sessionId: z.number().int(), rating: z.number().int(), ratedAt: z.string() });

export const SESSION_RATING_MESSAGES = {
  notFound: 'Session not found',
  notCompleted: 'Only completed sessions can be rated',
} as const;
