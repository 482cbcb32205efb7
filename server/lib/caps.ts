import { TRPCError } from '@trpc/server';
import { STORED_LIMIT_MESSAGES, STORED_LIMITS } from '@shared/constants/limits';

type Cap = keyof typeof STORED_LIMIT_MESSAGES;

/** Refuses one more of a capped kind when `count` already reached its limit (409, the cap's message). */
export function ensureBelowCap(cap: Cap, count: number | bigint | string): void {
  if (Number(count) >= STORED_LIMITS[cap]) throw new TRPCError({ code: 'CONFLICT', message: STORED_LIMIT_MESSAGES[cap] });
}
