import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db';
import { prepareDatabase } from './db/prepare';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = createDb(config);
  const app = await buildApp(config, { database });
  await prepareDatabase(database, config, app.log);
  await app.listen({ port: config.port, host: config.host });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // Stop accepting, let in-flight requests finish, close websockets (preClose) and the database (onClose).
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Catalyst failed to start:', error);
  }
  process.exit(1);
});
