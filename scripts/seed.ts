// npm run seed: migrates, then adds whatever demo data is missing (idempotent; never deletes).
import { loadConfig } from '../server/config';
import { createDb } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoData } from '../server/seed';

const config = loadConfig();
const handle = createDb(config);
try {
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db);
  console.log('demo data is in place (password for every demo account: catalyst-demo)');
} finally {
  await handle.close();
}
