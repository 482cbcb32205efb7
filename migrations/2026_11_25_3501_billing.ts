import { type MigrationDb, nowIsoDefault, serialPrimaryKey } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // Who pays: one person (client or coach) or one organisation, on one plan; periods are calendar months (UTC).
  await db.schema
    .createTable('billing_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.unique().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.unique().references('organizations.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('trial_ends_at', 'text')
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('provider_customer_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();

  // Every charge (positive) and credit (negative) in cents, in the period it belongs to; `reference` makes writes idempotent.
  await db.schema
    .createTable('billing_ledger')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('account_id', 'text', (c) => c.notNull().references('billing_accounts.id').onDelete('cascade'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('invoice_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
  await db.schema.createIndex('billing_ledger_account_period_idx').on('billing_ledger').columns(['account_id', 'period_start', 'id']).execute();

  // One invoice per account and period; `number` comes from billing_counters inside the closing transaction, so it has no gaps.
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('account_id', 'text', (c) => c.notNull().references('billing_accounts.id').onDelete('cascade'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('pdf_key', 'text')
    .addColumn('provider_invoice_id', 'text', (c) => c.unique())
    .addUniqueConstraint('invoices_account_period_unique', ['account_id', 'period_start'])
    .execute();
  await db.schema.createIndex('invoices_account_issued_idx').on('invoices').columns(['account_id', 'issued_at', 'id']).execute();

  await db.schema
    .createTable('billing_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();

  // Stripe webhook event ids already handled: a redelivered event changes nothing.
  await db.schema
    .createTable('billing_webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(db)))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('billing_webhook_events').execute();
  await db.schema.dropTable('billing_counters').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('billing_ledger').execute();
  await db.schema.dropTable('billing_accounts').execute();
}
