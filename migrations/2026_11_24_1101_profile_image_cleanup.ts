import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // Addresses saved before pictures were limited could point at this app's own routes (/api/logout, a
  // coach referral): every viewer's browser would request them. Only https:, uploads and the bundled
  // demo pictures stay.
  await db
    .updateTable('users')
    .set({ profile_image_url: null })
    .where('profile_image_url', 'is not', null)
    .where(sql<boolean>`profile_image_url not like 'https://%'`)
    .where(sql<boolean>`profile_image_url not like '/files/avatars/%'`)
    .where(sql<boolean>`profile_image_url not like '/coaches/%.svg'`)
    .execute();
}

export async function down(): Promise<void> {
  // The cleared addresses are not kept: nothing to restore.
}
