import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Config } from '../config';
import { createInProcessEventBus, type EventBus, type Topic } from './event-bus';

/** How instances hand each other live events: any channel that delivers every message to every instance. */
export interface BusTransport {
  readonly name: 'postgres' | 'redis';
  /** Resolves once the instance receives (subscribed/listening). */
  ready(): Promise<void>;
  send(message: string): Promise<void>;
  onMessage(handler: (message: string) => void): void;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

interface Envelope {
  /** The instance that published it: it delivered the event locally already. */
  o: string;
  t: string;
  p: unknown;
}

/**
 * An event bus across instances: every event is delivered in-process at once (callers on this
 * instance see no delay or change) and handed to the transport; events from other instances are
 * delivered in-process as they arrive, in the order they were sent.
 */
export function createDistributedEventBus(transport: BusTransport, log: Log): EventBus & { ready(): Promise<void>; transport: string } {
  const local = createInProcessEventBus();
  const instance = randomUUID();
  let closed = false;
  transport.onMessage((message) => {
    if (closed) return;
    try {
      const envelope = JSON.parse(message) as Envelope;
      if (envelope.o === instance) return;
      local.publish(envelope.t as Topic, envelope.p as never);
    } catch (error) {
      log.warn({ err: error }, 'event bus: unreadable message dropped');
    }
  });
  return {
    transport: transport.name,
    ready: () => transport.ready(),
    publish(topic, payload) {
      local.publish(topic, payload);
      if (closed) return;
      const envelope: Envelope = { o: instance, t: topic, p: payload };
      transport.send(JSON.stringify(envelope)).catch((error: unknown) => log.warn({ err: error, topic }, 'event bus: could not reach other instances'));
    },
    subscribe: (topic, handler) => local.subscribe(topic, handler),
    stream: (topic, signal) => local.stream(topic, signal),
    close() {
      closed = true;
      local.close();
      void transport.close().catch(() => {});
    },
  };
}

/** Instances that share a database share events; tests (one database each) never hear each other. */
export function channelFor(config: Pick<Config, 'database'>): string {
  const identity = config.database.kind === 'postgres' ? config.database.url : config.database.file;
  return `catalyst_events_${createHash('sha256').update(identity).digest('hex').slice(0, 16)}`;
}

const NOTIFY_LIMIT = 7900;

/**
 * PostgreSQL LISTEN/NOTIFY: one connection listens, one sends (so events leave in order). A payload
 * too large for NOTIFY goes through the bus_payloads table and the notification carries its id.
 */
export function createPostgresTransport(url: string, channel: string, log: Log): BusTransport {
  const handlers: ((message: string) => void)[] = [];
  const sender = new pg.Client({ connectionString: url });
  let listener: pg.Client | undefined;
  let closed = false;
  // Everything on the sending connection runs one piece of work at a time, in the order asked: a large
  // event (a row, then its notification) is never overtaken by a small one published right after it, as
  // publish() does not wait for the transport. (pg would also queue overlapping queries, but not the
  // two steps of one send, and it deprecates that queueing.)
  let senderQueue: Promise<unknown> = Promise.resolve();
  const onSender = <T>(work: () => Promise<T>): Promise<T> => {
    const run = senderQueue.then(work);
    senderQueue = run.catch(() => {});
    return run;
  };
  // Messages are handled one after another: a large one (read from the table) never lets a later one overtake it.
  let delivering = Promise.resolve();
  const deliver = (text: string) => {
    delivering = delivering
      .then(async () => {
        let message = text;
        if (text.startsWith('ref:')) {
          const { rows } = await onSender(() => sender.query<{ payload: string }>('select payload from bus_payloads where id = $1', [Number(text.slice(4))]));
          if (!rows[0]) return;
          message = rows[0].payload;
        }
        for (const handler of handlers) handler(message);
      })
      .catch((error: unknown) => log.warn({ err: error }, 'event bus: could not read a large event'));
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (note) => {
      if (note.channel === channel && note.payload !== undefined) deliver(note.payload);
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'event bus: listener connection lost, reconnecting');
      void client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen().catch(() => {}), 1000).unref();
    });
    await client.connect();
    await client.query(`listen "${channel}"`);
    listener = client;
  };
  sender.on('error', (error) => log.warn({ err: error }, 'event bus: sender connection lost'));
  const ready = Promise.all([sender.connect(), listen()]).then(() => undefined);
  ready.catch(() => {});

  return {
    name: 'postgres',
    ready: () => ready,
    send(message) {
      // Queued at the call, so sends leave in the order they were made.
      return onSender(async () => {
        await ready;
        let body = message;
        if (Buffer.byteLength(message) > NOTIFY_LIMIT) {
          const { rows } = await sender.query<{ id: number }>('insert into bus_payloads (payload) values ($1) returning id', [message]);
          body = `ref:${rows[0]!.id}`;
        }
        await sender.query('select pg_notify($1, $2)', [channel, body]);
        if (body !== message) {
          // Housekeeping for the table: events older than an hour were delivered long ago.
          await sender.query("delete from bus_payloads where created_at < to_char((now() - interval '1 hour') at time zone 'utc', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')").catch(() => {});
        }
      });
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async close() {
      closed = true;
      await Promise.allSettled([sender.end(), listener?.end()]);
    },
  };
}

/** Redis pub/sub: a publishing connection and a subscribed one. */
export function createRedisTransport(url: string, channel: string, log: Log): BusTransport {
  const handlers: ((message: string) => void)[] = [];
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  for (const client of [publisher, subscriber]) client.on('error', (error) => log.warn({ err: error }, 'event bus: redis connection error'));
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) for (const handler of handlers) handler(message);
  });
  const ready = subscriber.subscribe(channel).then(() => undefined);
  ready.catch(() => {});
  return {
    name: 'redis',
    ready: () => ready,
    async send(message) {
      await publisher.publish(channel, message);
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/**
 * The bus the configuration asks for: Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY
 * when the database is PostgreSQL, in-process otherwise (one instance: nothing to fan out to).
 */
export async function createConfiguredEventBus(config: Pick<Config, 'database' | 'redisUrl'>, log: Log): Promise<EventBus> {
  const channel = channelFor(config);
  let transport: BusTransport | undefined;
  if (config.redisUrl) transport = createRedisTransport(config.redisUrl, channel, log);
  else if (config.database.kind === 'postgres') transport = createPostgresTransport(config.database.url, channel, log);
  if (!transport) return createInProcessEventBus();
  const bus = createDistributedEventBus(transport, log);
  await bus.ready();
  return bus;
}
