import { Building2, Lock } from 'lucide-react';
import { useState } from 'react';
import { BILLING_MESSAGES, BILLING_TAB_LABELS, BILLING_TABS, type BillingTab } from '@shared/constants/billing';
import { COACH_PLANS, formatUsd } from '@shared/constants/plans';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BillingDetailsPanel, CustomPriceForm, InvoiceList, PlanBadge, UsageOverview } from '@/features/billing/billing-panels';
import { errorCode, errorMessage } from '@/lib/errors';
import { infiniteList, pagedItems } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useWorkspace } from '@/lib/workspace';

function Notice({ icon: Icon, title, children }: { icon: typeof Lock; title: string; children?: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{title}</p>
        {children}
      </CardContent>
    </Card>
  );
}

export function AdvancedBillingPage() {
  const workspace = useWorkspace();
  const adminWithoutOrganization = workspace.isPlatformAdmin && !workspace.organizationId;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Billing</h1>
        <p className="mt-1 text-muted-foreground">
          {workspace.isPlatformAdmin && workspace.organization ? `Usage, charges and invoices of ${workspace.organization.name}.` : 'Your plan, what you used this month, and your invoices. Amounts in USD.'}
        </p>
      </header>
      {adminWithoutOrganization ? (
        <Notice icon={Building2} title="Choose an organization to look at">
          <p className="max-w-md text-sm text-muted-foreground">Use the organization menu in the sidebar to pick the organization whose billing you want to see.</p>
        </Notice>
      ) : (
        <BillingWorkspace organizationId={workspace.isPlatformAdmin ? (workspace.organizationId ?? undefined) : undefined} isCoach={workspace.user?.role === 'coach'} isAdmin={workspace.isPlatformAdmin} />
      )}
    </div>
  );
}

function BillingWorkspace({ organizationId, isCoach, isAdmin }: { organizationId?: string; isCoach: boolean; isAdmin: boolean }) {
  const [tab, setTab] = useState<BillingTab>('usage');
  const input = { organizationId };
  const usage = trpc.billing.usageMetrics.useQuery(input, { retry: false });
  const details = trpc.billing.details.useQuery(input, { retry: false });
  const history = trpc.billing.history.useInfiniteQuery({ ...input, limit: 20 }, { ...infiniteList, retry: false });
  const invoices = pagedItems(history.data);
  const changePlan = trpc.billing.changePlan.useMutation({
    onSuccess: async (data) => {
      toast({ title: BILLING_MESSAGES.planChanged, description: `You are now on the ${data.planName} plan; the change is prorated from today.` });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to change plan. Please try again.'), variant: 'destructive' }),
  });
  const setPrice = trpc.billing.setCustomPrice.useMutation({
    onSuccess: (data) => {
      toast({ title: BILLING_MESSAGES.customPriceSaved, description: data.monthlyBase === null ? 'No price is agreed with this organization.' : `${formatUsd(data.monthlyBase, { cents: true })} a month from this month on.` });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to save the price.'), variant: 'destructive' }),
  });
  const markPaid = trpc.billing.markPaid.useMutation({
    onSuccess: async () => {
      toast({ title: 'Invoice Paid', description: 'The invoice is marked paid.' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to mark the invoice paid.'), variant: 'destructive' }),
  });

  if (errorCode(details.error) === 'FORBIDDEN') {
    return (
      <Notice icon={Lock} title={BILLING_MESSAGES.forbidden}>
        <p className="max-w-md text-sm text-muted-foreground">Ask your organization's admin about your plan and invoices.</p>
      </Notice>
    );
  }
  if (details.isError || usage.isError) return <LoadError what="Billing" onRetry={() => void Promise.all([details.refetch(), usage.refetch()])} />;
  if (!details.data || !usage.data) {
    return (
      <div className="grid gap-4 md:grid-cols-3" aria-busy="true" aria-label="Loading billing">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  }

  const planActions = isCoach ? (
    <div className="flex flex-wrap gap-2 border-t pt-3">
      {COACH_PLANS.map((plan) => (
        <Button key={plan.id} variant={details.data.tier === plan.id ? 'secondary' : 'outline'} size="sm" disabled={details.data.tier === plan.id || changePlan.isPending} onClick={() => changePlan.mutate({ plan: plan.id })}>
          {details.data.tier === plan.id ? `${plan.name} (current)` : `Switch to ${plan.name} · ${formatUsd(plan.priceCents)}/month`}
        </Button>
      ))}
    </div>
  ) : undefined;

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as BillingTab)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList className="h-auto flex-wrap">
          {BILLING_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {BILLING_TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <PlanBadge tier={details.data.tier} name={details.data.planName} />
      </div>
      <TabsContent value="usage">
        <UsageOverview usage={usage.data} details={details.data} />
      </TabsContent>
      <TabsContent value="details">
        <BillingDetailsPanel
          details={details.data}
          planActions={planActions}
          priceEditor={isAdmin && organizationId && details.data.tier === 'enterprise' ? <CustomPriceForm current={details.data.monthlyBase} saving={setPrice.isPending} onSave={(monthlyBase) => setPrice.mutate({ organizationId, monthlyBase })} /> : undefined}
        />
      </TabsContent>
      <TabsContent value="invoices" className="space-y-3">
        {history.isError ? (
          <LoadError what="Invoices" onRetry={() => void history.refetch()} />
        ) : invoices ? (
          <>
            <InvoiceList invoices={invoices} onMarkPaid={isAdmin ? (invoice) => markPaid.mutate({ id: invoice.id }) : undefined} marking={markPaid.isPending && typeof markPaid.variables?.id === 'number' ? markPaid.variables.id : null} />
            <LoadMore hasNextPage={history.hasNextPage} isFetchingNextPage={history.isFetchingNextPage} fetchNextPage={history.fetchNextPage} what="invoices" />
          </>
        ) : (
          <Skeleton className="h-24" />
        )}
      </TabsContent>
    </Tabs>
  );
}

export default AdvancedBillingPage;
