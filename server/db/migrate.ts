import { Migrator, type MigrationResultSet } from 'kysely';
import { migrations } from '../../migrations';
import type { Database } from './index';

/** Applies every pending migration in order; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<MigrationResultSet> {
  // Domains own numbered ranges (0100 shell, 0200 coaching, …), so a database that already ran a
  // later range may meet a new migration with a lower number: apply it rather than refuse.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: result.error });
  }
  return result;
}
