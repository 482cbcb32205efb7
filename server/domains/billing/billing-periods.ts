/** Billing periods are calendar months in UTC: [start, end) with start the first day of the month. */
export interface BillingPeriod {
  /** YYYY-MM-DD of the first day. */
  start: string;
  /** YYYY-MM-DD of the first day of the next month. */
  end: string;
  startIso: string;
  endIso: string;
  lengthMs: number;
  label: string;
}

export function periodOf(date: Date): BillingPeriod {
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const end = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  return {
    start: start.toISOString().slice(0, 10),
    end: end.toISOString().slice(0, 10),
    startIso: start.toISOString(),
    endIso: end.toISOString(),
    lengthMs: end.getTime() - start.getTime(),
    label: start.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

/** The period before the one containing `date` (what the scheduler closes). */
export function previousPeriodOf(date: Date): BillingPeriod {
  const current = periodOf(date);
  return periodOf(new Date(new Date(current.startIso).getTime() - 1));
}

/** The share (0..1) of the period left from `at` to its end. */
export function remainingShare(period: BillingPeriod, at: Date): number {
  const left = new Date(period.endIso).getTime() - at.getTime();
  return Math.min(1, Math.max(0, left / period.lengthMs));
}
