import type { EnqueueOptions, JobInfo } from './jobs';

/**
 * Recurring jobs on either runner: each run is a job keyed by its time slot (`name:slot`), so every
 * instance may schedule it and it still runs once per slot; the run enqueues the next slot.
 */
export function createRecurring(enqueue: (name: string, payload: unknown, options: EnqueueOptions) => Promise<unknown>, now: () => Date = () => new Date()) {
  const intervals = new Map<string, number>();
  return {
    handler(name: string, intervalMs: number, run: (slot: number, job: JobInfo) => Promise<void>) {
      intervals.set(name, intervalMs);
      return async (payload: { slot: number }, job: JobInfo) => {
        await run(payload.slot, job);
        // The next slot; enqueued by whichever instance ran this one (the key keeps it single).
        const next = payload.slot + 1;
        await enqueue(name, { slot: next }, { key: `${name}:${next}`, runAt: new Date(next * intervalMs) });
      };
    },
    /** The current slot of every recurring job (at start-up: a slot missed while down runs now). */
    async schedule() {
      for (const [name, intervalMs] of intervals) {
        const slot = Math.floor(now().getTime() / intervalMs);
        await enqueue(name, { slot }, { key: `${name}:${slot}` });
      }
    },
  };
}
