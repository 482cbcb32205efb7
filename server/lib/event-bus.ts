import { EventEmitter, on, setMaxListeners } from 'node:events';

/**
 * Typed domain events. Each domain adds its own topics by augmenting this interface:
 *   declare module '../../lib/event-bus' { interface AppEvents { 'goal.created': { userId: string } } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppEvents {}

export type Topic = keyof AppEvents;

export interface EventBus {
  publish<K extends Topic>(topic: K, payload: AppEvents[K]): void;
  subscribe<K extends Topic>(topic: K, handler: (payload: AppEvents[K]) => void): () => void;
  /** Events of one topic as an async iterable (for tRPC subscriptions); ends when the signal aborts. */
  stream<K extends Topic>(topic: K, signal: AbortSignal | undefined): AsyncIterable<AppEvents[K]>;
  close(): void;
}

/**
 * In-process bus. The interface is what other code depends on: a multi-instance deployment swaps
 * this for one that fans out through PostgreSQL LISTEN/NOTIFY or Redis without touching callers.
 */
export function createInProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const closing = new AbortController();
  // One listener per open stream (each live subscriber): not a leak.
  setMaxListeners(0, closing.signal);

  return {
    publish(topic, payload) {
      emitter.emit(topic, payload);
    },
    subscribe(topic, handler) {
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    async *stream(topic, signal) {
      const combined = signal ? AbortSignal.any([signal, closing.signal]) : closing.signal;
      try {
        for await (const [payload] of on(emitter, topic, { signal: combined })) {
          yield payload;
        }
      } catch (error) {
        if (!(error instanceof Error && error.name === 'AbortError')) throw error;
      }
    },
    close() {
      closing.abort();
      emitter.removeAllListeners();
    },
  };
}
