// PostgreSQL and several instances for bench:api (--pg): a database of its own for the run, and a
// small round-robin HTTP proxy standing in for the load balancer in front of the instances.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../server/testing/postgres';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  /** DATABASE_URL for the app: a file path or a postgres:// URL. */
  url: string;
  /** What the report prints (no password). */
  label: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the server for this run only (dropped at the end unless --keep). */
export async function postgresBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = uniqueDatabaseName('catalyst_bench');
  const url = await createDatabase(serverUrl, name);
  const shown = new URL(url);
  shown.password = '';
  return { url, label: `PostgreSQL ${shown.host}/${name}`, drop: () => dropDatabase(serverUrl, name) };
}

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

/** Forwards each request to the next upstream in turn (keep-alive to each), as nginx's default upstream does. */
export async function startRoundRobinProxy(upstreams: string[]): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const targets = upstreams.map((upstream) => new URL(upstream));
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = targets[next++ % targets.length]!;
    const forward = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' }, agent },
      (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(res);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `proxy: ${error.message}` }));
    });
    req.pipe(forward);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
