import { setMaxListeners } from 'node:events';

interface PoolLog {
  warn(details: object, message: string): void;
}

export interface WorkerPoolOptions<Claimed> {
  /** The next due job, claimed for this instance; undefined when none is due. */
  claim(): Promise<Claimed | undefined>;
  /** Runs a claimed job and settles it (done, retry, dead, or back to the queue after a shutdown). */
  execute(job: Claimed): Promise<void>;
  /** The job's name, for the log when its bookkeeping fails. */
  nameOf(job: Claimed): string;
  concurrency: number;
  log: PoolLog;
}

/**
 * The claim loop both job runners share (the table runner, pg-boss): claims due jobs while fewer than
 * `concurrency` run here, and each finished job makes room for the next. A wake while a claim is under
 * way claims again after it, never in parallel. stop() stops claiming, gives running jobs their grace,
 * then aborts `signal` and waits for them to settle.
 */
export function createWorkerPool<Claimed>(options: WorkerPoolOptions<Claimed>) {
  const { claim, execute, nameOf, concurrency, log } = options;
  const shutdown = new AbortController();
  // Every running job listens to this one signal.
  setMaxListeners(0, shutdown.signal);
  const active = new Set<Promise<void>>();
  let claiming: Promise<void> | undefined;
  let wakeAgain = false;
  let stopping = false;
  let started = 0;

  function fill(): Promise<void> {
    if (stopping) return Promise.resolve();
    if (claiming) {
      wakeAgain = true;
      return claiming;
    }
    claiming = (async () => {
      do {
        wakeAgain = false;
        while (!stopping && active.size < concurrency) {
          const job = await claim();
          if (!job) break;
          started++;
          const run: Promise<void> = execute(job)
            .catch((error: unknown) => log.warn({ err: error, job: nameOf(job) }, 'job bookkeeping failed'))
            .finally(() => {
              active.delete(run);
              if (!stopping) void fill();
            });
          active.add(run);
        }
      } while (wakeAgain && !stopping);
    })()
      .catch((error: unknown) => log.warn({ err: error }, 'job poll failed'))
      .finally(() => (claiming = undefined));
    return claiming;
  }

  return {
    /** Aborted once a stop's grace has run out: handlers give up, their jobs go back to the queue. */
    signal: shutdown.signal,
    get stopping() {
      return stopping;
    },
    fill,
    /** Runs every due job, and those they make due, until none is left; the number started meanwhile. */
    async drain(): Promise<number> {
      const before = started;
      for (;;) {
        await fill();
        if (active.size === 0 || stopping) break;
        await Promise.allSettled([...active]);
      }
      return started - before;
    },
    /** Jobs started so far (a caller may count from before its own preparation). */
    started: () => started,
    async stop(graceMs: number): Promise<void> {
      stopping = true;
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise((resolve) => (graceTimer = setTimeout(resolve, graceMs)));
      await Promise.race([Promise.allSettled([claiming, ...active]), grace]);
      clearTimeout(graceTimer);
      shutdown.abort();
      while (active.size > 0 || claiming) await Promise.allSettled([claiming, ...active]);
    },
  };
}
