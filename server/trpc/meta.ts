import type { OpenApiMeta } from 'trpc-to-openapi';
import type { AccessRule } from './access';

/** What a procedure declares about itself, read by the REST facade, middlewares and the generated tests. */
export interface AppMeta extends OpenApiMeta {
  /** The output is a Page ({ items, nextCursor }): REST answers the items with a `Link: rel="next"` header. */
  paged?: boolean;
  /** A per-user write quota: at most `limit` calls in `windowMs`, then 429 with Retry-After. */
  quota?: WriteQuota;
  /**
   * A creating mutation that limits itself in its body instead of by `quota` (per network address when
   * anyone may call it, or a limit with its own message); names where and what. The quota test accepts it.
   */
  limitedBy?: string;
  /** Who may call it and what each caller gets (server/trpc/access.ts); the access-matrix test enforces it. */
  access?: AccessRule;
}

export interface WriteQuota {
  limit: number;
  windowMs: number;
  /** What the person is creating, for the message: 'goals' -> 'You have created too many goals...'. */
  what: string;
}

const HOUR_MS = 60 * 60 * 1000;

/** `limit` per hour of what: the common shape of a creation quota. */
export function perHour(limit: number, what: string): WriteQuota {
  return { limit, windowMs: HOUR_MS, what };
}
