import type { Services } from '../../trpc/context';
import { previousPeriodOf } from './billing-periods';
import { closePeriod } from './billing.service';
import { paymentProviderFor } from './payments';

declare module '../../lib/jobs' {
  interface JobPayloads {
    'billing.close-period': { slot: number };
  }
}

/**
 * Invoices close after their month ends: a recurring job (every BILLING_CLOSE_INTERVAL_MS) closes last
 * month for every account not closed yet. Closing is idempotent per account and period, so a run
 * after a crash, or on two instances, issues each invoice once.
 */
export function defineBillingJobs(services: Pick<Services, 'db' | 'storage' | 'config' | 'log' | 'jobs' | 'bus'>): void {
  const interval = services.config.billing.closeIntervalMs;
  if (interval <= 0) return;
  services.jobs.every(
    'billing.close-period',
    interval,
    async () => {
      const now = new Date();
      const result = await closePeriod({ db: services.db, storage: services.storage, payments: paymentProviderFor(services.config.billing), bus: services.bus }, new Date(previousPeriodOf(now).startIso), now);
      if (result.created > 0) services.log.info({ period: result.period.start, invoices: result.created }, 'billing period closed');
    },
    { maxAttempts: 10, leaseMs: 30 * 60_000 },
  );
}
