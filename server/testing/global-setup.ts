import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../seed';
import type {} from './harness';

/** Migrates and seeds one template database; every test app starts from a copy of it. */
export default async function setup(project: TestProject) {
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
