// npm run db:migrate: applies pending migrations to DATABASE_URL.
import { loadConfig } from '../server/config';
import { createDb } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';

const config = loadConfig();
const handle = createDb(config);
try {
  const { results } = await migrateToLatest(handle.db);
  if (!results?.length) console.log('database is up to date');
  for (const result of results ?? []) console.log(`${result.status}: ${result.migrationName}`);
} finally {
  await handle.close();
}
