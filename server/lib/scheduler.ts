import type { FastifyBaseLogger } from 'fastify';

/**
 * Recurring jobs. In-process today (a timer per job, one run at a time); the durable job queue can
 * take the same registrations later, since every handler is idempotent and keyed by what it closes.
 */
export interface Scheduler {
  every(name: string, intervalMs: number, run: () => Promise<unknown>): void;
  close(): Promise<void>;
}

export function createInProcessScheduler(log: FastifyBaseLogger): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let closed = false;
  return {
    every(name, intervalMs, run) {
      let busy = false;
      const tick = () => {
        if (busy || closed) return;
        busy = true;
        const job = run()
          .catch((error: unknown) => log.error({ err: error, job: name }, 'scheduled job failed'))
          .finally(() => {
            busy = false;
            running.delete(job);
          });
        running.add(job);
      };
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      timers.push(timer);
      // The first run soon after start, so a period that ended while the server was down closes.
      const first = setTimeout(tick, Math.min(intervalMs, 30_000));
      first.unref();
      timers.push(first);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
