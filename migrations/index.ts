import type { Migration } from 'kysely';
import * as m0001 from './2026_11_22_0001_foundation';
import * as m0002 from './2026_11_22_0002_outbox';
import * as m0400 from './2026_11_22_0400_resources';

/** Static list (not FileMigrationProvider) so bundles and tests find every migration. Append only. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_foundation': m0001,
  '2026_11_22_0002_outbox': m0002,
  '2026_11_22_0400_resources': m0400,
};
