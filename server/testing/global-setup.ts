import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, type DatabaseHandle } from '../db';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../seed';
import { buildServer } from '../../scripts/build-server';
import type {} from './harness';
import { createDatabase, dropDatabase, dropStaleDatabases, uniqueDatabaseName } from './postgres';

/**
 * Migrates and seeds one template database; every test app starts from a copy of it. The `api-pg`
 * project (present when TEST_DATABASE_URL names a PostgreSQL server) makes the template a database on
 * that server, and each test app gets its own database created from it.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // The tests that start the server in a child process run it bundled, as `npm start` does (about a second
  // to build here, against tens of seconds of compiling the server through tsx at each start).
  if (project.name.startsWith('api')) {
    // Inside the checkout (node_modules resolves from there), never in a node_modules another checkout may share.
    const bundle = path.resolve(`test-results/server-bundle/server-${project.name}.js`);
    await buildServer(bundle);
    project.provide('serverBundle', bundle);
  }
  if (project.name.endsWith('-pg')) {
    if (!serverUrl) throw new Error(`project ${project.name} needs TEST_DATABASE_URL`);
    await dropStaleDatabases(serverUrl);
    const name = uniqueDatabaseName('catalyst_template');
    const url = await createDatabase(serverUrl, name);
    const handle = createDb({ database: { kind: 'postgres', url, poolMax: 2 } });
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db);
    await installJobQueue(url, handle);
    project.provide('templateDb', '');
    project.provide('postgres', { serverUrl, template: name });
    return () => dropDatabase(serverUrl, name);
  }
  project.provide('postgres', null);
  const dir = mkdtempSync(path.join(tmpdir(), 'catalyst-template-'));
  const file = path.join(dir, 'template.db');
  const handle = createDb({ database: { kind: 'sqlite', file } });
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db);
  // Fold the WAL into the main file so a plain copy is complete.
  await handle.close();
  project.provide('templateDb', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts the app once on the template and closes it (closing the handle): its job queue installs
 * pg-boss's schema and a queue (a partition) per job name, about half a second per database
 * (measured), which every test database cloned from the template would otherwise spend again.
 */
async function installJobQueue(url: string, handle: DatabaseHandle): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalyst-template-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dir, SESSION_SECRET: 'test-secret-test-secret-test-secret-0123', LOG_LEVEL: 'silent', JOB_POLL_MS: '0' });
    const app = await buildApp(config, { database: handle, clientDir: path.join(dir, 'no-client') });
    await app.ready();
    await app.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
