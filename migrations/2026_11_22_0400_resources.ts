import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('resources')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    // Exactly one of url and content is set (checked by the input schema).
    .addColumn('url', 'text')
    .addColumn('content', 'text')
    .addColumn('is_premium', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Null: the platform library, seen by everyone; otherwise only that organisation's members see it.
    .addColumn('organization_id', 'text', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('resources_organization_id_idx').on('resources').column('organization_id').execute();

  for (const table of ['resource_bookmarks', 'resource_likes'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'resource_id'])
      .execute();
    await db.schema.createIndex(`${table}_resource_id_idx`).on(table).column('resource_id').execute();
  }

  await db.schema
    .createTable('resource_ratings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addPrimaryKeyConstraint('resource_ratings_pk', ['user_id', 'resource_id'])
    .execute();
  await db.schema.createIndex('resource_ratings_resource_id_idx').on('resource_ratings').column('resource_id').execute();

  await db.schema
    .createTable('resource_collections')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('resource_collections_owner_id_idx').on('resource_collections').column('owner_id').execute();
  await db.schema.createIndex('resource_collections_is_public_idx').on('resource_collections').column('is_public').execute();

  await db.schema
    .createTable('resource_collection_items')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('resource_collections.id').onDelete('cascade'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addPrimaryKeyConstraint('resource_collection_items_pk', ['collection_id', 'resource_id'])
    .execute();
  await db.schema.createIndex('resource_collection_items_resource_id_idx').on('resource_collection_items').column('resource_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('resource_collection_items').execute();
  await db.schema.dropTable('resource_collections').execute();
  await db.schema.dropTable('resource_ratings').execute();
  await db.schema.dropTable('resource_likes').execute();
  await db.schema.dropTable('resource_bookmarks').execute();
  await db.schema.dropTable('resources').execute();
}
