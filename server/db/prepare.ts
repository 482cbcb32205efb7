import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { isDatabaseEmpty, seedDemoData } from '../seed';
import type { DatabaseHandle } from './index';
import { migrateToLatest } from './migrate';

/** Migrates forward, then seeds demo data only into an empty database (never re-seeds or resets). */
export async function prepareDatabase(handle: DatabaseHandle, config: Config, log: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  const { results } = await migrateToLatest(handle.db);
  for (const result of results ?? []) log.info(`migration applied: ${result.migrationName}`);
  if (config.seedDemo && (await isDatabaseEmpty(handle.db))) {
    await seedDemoData(handle.db);
    log.info('demo data seeded (password for every demo account: catalyst-demo)');
  }
}
