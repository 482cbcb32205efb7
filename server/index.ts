import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { createDb, type DatabaseHandle } from './db';
import { prepareDatabase } from './db/prepare';
import { inspectDatabaseFile, storageFault } from './db/storage-errors';

const SHUTDOWN_GRACE_MS = 10_000;

/** A start-up failure with a one-line reason (no stack): the operator can act on it as it stands. */
class StartupError extends Error {}

/** A database URL without its password, for messages. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const file = config.database.kind === 'sqlite' ? config.database.file : redactUrl(config.database.url);
  const fault = config.database.kind === 'sqlite' ? inspectDatabaseFile(file) : null;
  if (fault) throw new StartupError(`Catalyst cannot start: database ${file}: ${fault}`);
  try {
    const database = createDb(config);
    await database.checkPages();
    return database;
  } catch (error) {
    const cause = storageFault(error);
    if (cause) throw new StartupError(`Catalyst cannot start: database ${file}: ${cause}`);
    throw error;
  }
}

async function main() {
  const config = loadConfig();
  if (config.env === 'production' && !config.publicUrl) {
    throw new StartupError('Catalyst cannot start: NODE_ENV=production needs PUBLIC_URL (the address people reach the app at, e.g. https://coach.example.com) for links in e-mails');
  }
  const database = await openDatabase(config);
  const file = config.database.kind === 'sqlite' ? config.database.file : redactUrl(config.database.url);
  const app = await buildApp(config, { database });
  try {
    await prepareDatabase(database, config, app.log);
    // Migrations write only when one is pending: prove the file takes writes before serving.
    await database.probeWrite();
  } catch (error) {
    const cause = storageFault(error);
    if (cause) throw new StartupError(`Catalyst cannot start: database ${file}: ${cause}`);
    throw error;
  }
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
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('Catalyst failed to start:', error);
  }
  process.exit(1);
});
