import type { MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  // Enterprise pricing is custom: the monthly base agreed with an organisation, in cents; null until a platform admin sets one.
  await db.schema.alterTable('billing_accounts').addColumn('custom_monthly_base_cents', 'integer').execute();
  // The first billing month (YYYY-MM-DD) it applies to: the month it was agreed in; earlier months are never billed at it.
  await db.schema.alterTable('billing_accounts').addColumn('custom_monthly_base_from', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('billing_accounts').dropColumn('custom_monthly_base_from').execute();
  await db.schema.alterTable('billing_accounts').dropColumn('custom_monthly_base_cents').execute();
}
