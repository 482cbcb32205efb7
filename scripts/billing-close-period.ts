// npm run billing:close-period -- --date YYYY-MM-DD: closes the billing month containing that date for
// every account (invoices, numbers, PDFs); running it again for the same month changes nothing.
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { createDb } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { closePeriod } from '../server/domains/billing/billing.service';
import { previousPeriodOf } from '../server/domains/billing/billing-periods';
import { paymentProviderFor } from '../server/domains/billing/payments';
import { createLocalStorage } from '../server/lib/storage';

const { values } = parseArgs({ options: { date: { type: 'string' } } });
if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
  console.error('--date must be YYYY-MM-DD (a day of the month to close); without it, last month closes');
  process.exit(2);
}
const date = values.date ? new Date(`${values.date}T00:00:00.000Z`) : new Date(previousPeriodOf(new Date()).startIso);
if (Number.isNaN(date.getTime())) {
  console.error(`--date ${values.date} is not a date`);
  process.exit(2);
}

const config = loadConfig();
const handle = createDb(config);
try {
  await migrateToLatest(handle.db);
  const result = await closePeriod({ db: handle.db, storage: createLocalStorage(config.dataDir), payments: paymentProviderFor(config.billing) }, date);
  console.log(`closed ${result.period.start} to ${result.period.end}: ${result.created} invoices issued, ${result.existing} already issued, ${result.empty} accounts with nothing to bill`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
