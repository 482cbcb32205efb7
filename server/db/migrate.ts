import { Migrator, type MigrationResultSet } from 'kysely';
import { migrations } from '../../migrations';
import type { Database } from './index';

/** Applies every pending migration in order; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: result.error });
  }
  return result;
}
