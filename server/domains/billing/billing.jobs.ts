import type { Scheduler } from '../../lib/scheduler';
import type { Services } from '../../trpc/context';
import { previousPeriodOf } from './billing-periods';
import { closePeriod } from './billing.service';
import { paymentProviderFor } from './payments';

/** Invoices close after their month ends: each run closes last month for every account not closed yet. */
export function scheduleBillingJobs(scheduler: Scheduler, services: Pick<Services, 'db' | 'storage' | 'config' | 'log'>) {
  const interval = services.config.billing.closeIntervalMs;
  if (interval <= 0) return;
  scheduler.every('billing.close-period', interval, async () => {
    const now = new Date();
    const result = await closePeriod({ db: services.db, storage: services.storage, payments: paymentProviderFor(services.config.billing) }, new Date(previousPeriodOf(now).startIso), now);
    if (result.created > 0) services.log.info({ period: result.period.start, invoices: result.created }, 'billing period closed');
  });
}
