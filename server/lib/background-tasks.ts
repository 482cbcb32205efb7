import { setMaxListeners } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';

/** Work that outlives the request that started it (AI replies), tracked so shutdown can end it cleanly. */
export interface BackgroundTasks {
  /**
   * Runs the task after any earlier task of the same key (one reply at a time per chat). The task gets
   * a signal that aborts at shutdown; it must stop writing once it has cleaned up. A failing task is
   * logged, never thrown. Returns false (and runs nothing) once shutdown has begun.
   */
  run(key: string, task: (signal: AbortSignal) => Promise<void>): boolean;
  /** Tasks queued or running. */
  readonly pending: number;
  /** Refuses new tasks, lets running ones finish for up to graceMs, then aborts the rest and waits for them. */
  close(graceMs?: number): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const shutdown = new AbortController();
  // Every running reply listens to this one signal: as many listeners as concurrent replies.
  setMaxListeners(0, shutdown.signal);
  let closing = false;
  const tails = new Map<string, Promise<void>>();
  const running = new Set<Promise<void>>();

  return {
    run(key, task) {
      if (closing) return false;
      const previous = tails.get(key) ?? Promise.resolve();
      const job = previous
        .then(() => task(shutdown.signal))
        .catch((error: unknown) => log.error({ err: error, task: key }, 'background task failed'));
      running.add(job);
      tails.set(key, job);
      void job.finally(() => {
        running.delete(job);
        if (tails.get(key) === job) tails.delete(key);
      });
      return true;
    },
    get pending() {
      return running.size;
    },
    async close(graceMs = 2000) {
      closing = true;
      if (running.size === 0) {
        shutdown.abort();
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      const allDone = () => Promise.allSettled([...running]).then(() => undefined);
      await Promise.race([allDone(), grace]);
      clearTimeout(timer);
      shutdown.abort();
      while (running.size > 0) await allDone();
    },
  };
}
