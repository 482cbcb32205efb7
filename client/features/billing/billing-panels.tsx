import { Crown, Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { BILLING_TEXT, type BillingPlanId } from '@shared/constants/billing';
import { formatUsd } from '@shared/constants/plans';
import type { BillingDetails, Invoice, UsageMetrics } from '@shared/schemas/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { formatCalendarDay, formatLocalDate, lastDayBefore } from '@/lib/datetime';
import { cn } from '@/lib/utils';

const usd = (cents: number) => formatUsd(cents, { cents: true });

/** The plan badge; the enterprise plan is styled apart (spec part 2 section 9). */
export function PlanBadge({ tier, name }: { tier: BillingPlanId; name: string }) {
  if (tier === 'enterprise') {
    return (
      <Badge data-testid="plan-badge" data-tier={tier} className="gap-1 border-transparent bg-gradient-to-r from-amber-500 to-purple-600 text-white">
        <Crown className="size-3" aria-hidden="true" /> {name}
      </Badge>
    );
  }
  return (
    <Badge data-testid="plan-badge" data-tier={tier} variant="secondary">
      {name}
    </Badge>
  );
}

function Meter({ label, used, limit, unit }: { label: string; used: number; limit: number; unit: string }) {
  const percent = limit > 0 ? Math.min(100, Math.round((used * 100) / limit)) : 0;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-2xl tabular-nums">
          {used.toLocaleString('en-US')} <span className="text-base font-normal text-muted-foreground">/ {limit.toLocaleString('en-US')} {unit}</span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Progress value={percent} aria-label={`${label}: ${percent}% of the limit`} className={cn(percent >= 90 && '[&>div]:bg-destructive')} />
        <p className="mt-2 text-xs text-muted-foreground">{percent}% of your plan's limit</p>
      </CardContent>
    </Card>
  );
}

export function UsageOverview({ usage, details }: { usage: UsageMetrics; details: BillingDetails }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Meter label="Sessions this month" used={usage.currentPeriod.sessions} limit={usage.limits.sessions} unit="sessions" />
      <Meter label="Session minutes this month" used={usage.currentPeriod.sessionMinutes} limit={usage.limits.sessionMinutes} unit="minutes" />
      <Card>
        <CardHeader className="pb-2">
          <CardDescription>Total this month</CardDescription>
          <CardTitle className="text-2xl tabular-nums" data-testid="total-this-month">
            {usd(details.totalThisMonth)}
          </CardTitle>
        </CardHeader>
        <CardContent className="text-xs text-muted-foreground">
          <span data-testid="billing-period">
            Period {formatCalendarDay(usage.periodStart)} to {formatCalendarDay(lastDayBefore(usage.periodEnd))}
          </span>
          {details.trialEndsAt && new Date(details.trialEndsAt) > new Date() ? ` · Free trial until ${formatLocalDate(details.trialEndsAt)}` : ''}
        </CardContent>
      </Card>
    </div>
  );
}

export function BillingDetailsPanel({ details, planActions, priceEditor }: { details: BillingDetails; planActions?: React.ReactNode; priceEditor?: React.ReactNode }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            Current plan <PlanBadge tier={details.tier} name={details.planName} />
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <div className="flex justify-between">
            <span className="text-muted-foreground">Monthly base</span>
            <span className="font-medium tabular-nums" data-testid="monthly-base">
              {details.monthlyBase === null ? 'Custom pricing via sales' : usd(details.monthlyBase)}
            </span>
          </div>
          {priceEditor}
          <div className="flex justify-between">
            <span className="text-muted-foreground">Payments</span>
            <span className="font-medium">{details.provider === 'stripe' ? 'Card via Stripe' : 'Invoice (manual)'}</span>
          </div>
          <div className="flex justify-between border-t pt-3">
            <span className="font-medium">Total this month</span>
            <span className="font-semibold tabular-nums">{usd(details.totalThisMonth)}</span>
          </div>
          {planActions}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Usage charges</CardTitle>
        </CardHeader>
        <CardContent>
          {details.usageCharges.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{BILLING_TEXT.noUsageCharges}</p>
          ) : (
            <ul className="divide-y text-sm" aria-label="Usage charges">
              {details.usageCharges.map((charge, i) => (
                <li key={`${charge.type}-${i}`} className="flex items-start justify-between gap-3 py-2">
                  <span>{charge.description}</span>
                  <span className={cn('shrink-0 font-medium tabular-nums', charge.amount < 0 && 'text-emerald-600')}>{usd(charge.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

const STATUS_STYLE: Record<Invoice['status'], string> = {
  paid: 'bg-emerald-100 text-emerald-800 border-transparent',
  open: 'bg-amber-100 text-amber-800 border-transparent',
  void: 'bg-muted text-muted-foreground border-transparent',
};

export function InvoiceList({ invoices, onMarkPaid, marking }: { invoices: Invoice[]; onMarkPaid?: (invoice: Invoice) => void; marking?: number | null }) {
  if (invoices.length === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-2 py-10 text-center text-sm text-muted-foreground">
          <FileText className="size-8" aria-hidden="true" />
          {BILLING_TEXT.noInvoices}
        </CardContent>
      </Card>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Invoices">
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <Card data-testid="invoice-row">
            <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium">
                  {invoice.number} · {invoice.description}
                </p>
                <p className="text-xs text-muted-foreground" data-testid="invoice-dates">
                  Issued <time dateTime={invoice.date}>{formatLocalDate(invoice.date)}</time> · Period {formatCalendarDay(invoice.periodStart)} to {formatCalendarDay(lastDayBefore(invoice.periodEnd))}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <Badge className={STATUS_STYLE[invoice.status]}>{invoice.status}</Badge>
                <span className="font-semibold tabular-nums">{usd(invoice.amount)}</span>
                <Button variant="outline" size="sm" asChild>
                  <a href={invoice.pdfUrl} download aria-label={`Download ${invoice.number} as PDF`}>
                    <Download aria-hidden="true" /> PDF
                  </a>
                </Button>
                {onMarkPaid && invoice.status === 'open' && (
                  <Button size="sm" onClick={() => onMarkPaid(invoice)} disabled={marking === invoice.id}>
                    Mark paid
                  </Button>
                )}
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A platform admin records the Enterprise price agreed with an organisation (dollars in the field, cents on the wire). */
export function CustomPriceForm({ current, saving, onSave }: { current: number | null; saving: boolean; onSave: (monthlyBase: number | null) => void }) {
  const [value, setValue] = useState(current === null ? '' : (current / 100).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="grid gap-2 border-t pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        const text = value.trim();
        if (text === '') return onSave(null);
        if (!/^\d+(\.\d{1,2})?$/.test(text)) return setError('Enter an amount in dollars, such as 1500 or 1499.99');
        setError(null);
        onSave(Math.round(Number(text) * 100));
      }}
    >
      <label htmlFor="custom-price" className="text-sm font-medium">
        Agreed monthly price (USD)
      </label>
      <div className="flex gap-2">
        <Input id="custom-price" inputMode="decimal" placeholder="Not agreed yet" value={value} onChange={(event) => setValue(event.target.value)} aria-invalid={error !== null} aria-describedby="custom-price-help" />
        <Button type="submit" size="sm" disabled={saving} className="shrink-0">
          Save price
        </Button>
      </div>
      <p id="custom-price-help" className={cn('text-xs', error ? 'text-destructive' : 'text-muted-foreground')}>
        {error ?? 'The base of this month and the next ones; leave it empty for none.'}
      </p>
    </form>
  );
}
