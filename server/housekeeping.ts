import { pruneEmailLinks } from './domains/auth/email-link.queries';
import { pruneExpiredSessions } from './domains/auth/sessions';
import { pruneFinishedJobs } from './lib/jobs';
import type { Services } from './trpc/context';

declare module './lib/jobs' {
  interface JobPayloads {
    housekeeping: { slot: number };
  }
}

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** The longest window any rate limit looks back over. */
const LONGEST_RATE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Finished jobs are kept a week (what ran, when) before they go. */
const FINISHED_JOBS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Removes what has expired: sign-in sessions, e-mail sign-in links, old rate-limit events, finished jobs. */
export async function runHousekeeping(services: Pick<Services, 'db' | 'rateLimiter'>, now = new Date()): Promise<void> {
  await pruneExpiredSessions(services.db);
  await pruneEmailLinks(services.db, now);
  await services.rateLimiter.prune(LONGEST_RATE_WINDOW_MS);
  await pruneFinishedJobs(services.db, FINISHED_JOBS_KEPT_MS, now);
}

/** Hourly, as a recurring job: one instance runs each hour's slot; a slot missed while every instance was down runs at start. */
export function defineHousekeeping(services: Pick<Services, 'db' | 'rateLimiter' | 'jobs'>): void {
  services.jobs.every('housekeeping', HOUSEKEEPING_INTERVAL_MS, () => runHousekeeping(services), { leaseMs: 10 * 60_000 });
}
