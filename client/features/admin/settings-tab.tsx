import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import type { PlatformSettings } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { formatCalendarDay, lastDayBefore } from '@/lib/datetime';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const SWITCHES: { key: keyof PlatformSettings; label: string; description: string }[] = [
  { key: 'allowAiCoaches', label: 'Allow AI Coaches', description: 'Off: no AI coach is listed anywhere, and no AI session or AI chat message is accepted.' },
  {
    key: 'requireSessionApproval',
    label: 'Require Session Approval',
    description: "On: a person's booking of a human coach waits as Pending Approval until the coach accepts it.",
  },
];

/**
 * The plan card: the spec's static 'Active until December 2024' is one of its placeholders, so it shows
 * the plan and current billing period of the organization in view (periods are calendar months that renew).
 */
function PlanCard({ organizationId, organizationName }: { organizationId: string | null; organizationName: string | null }) {
  const input = { organizationId: organizationId ?? undefined };
  const details = trpc.billing.details.useQuery(input, { enabled: Boolean(organizationId), retry: false });
  const usage = trpc.billing.usageMetrics.useQuery(input, { enabled: Boolean(organizationId), retry: false });
  return (
    <Card data-testid="admin-plan-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-5 text-amber-500" aria-hidden="true" />
          <h2>{details.data ? `${details.data.planName} Plan` : 'Enterprise Plan'}</h2>
        </CardTitle>
        <CardDescription data-testid="admin-plan-period">
          {!organizationId ? (
            'Choose an organization in the sidebar menu to see its plan and billing period.'
          ) : usage.data ? (
            `${organizationName ?? 'This organization'}: active until ${formatCalendarDay(lastDayBefore(usage.data.periodEnd))}, renewed monthly.`
          ) : usage.isError ? (
            'The billing period could not be loaded.'
          ) : (
            <Skeleton className="h-4 w-48" />
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/advanced-billing">Manage Subscription</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The plan card and the platform's stored, enforced switches. */
export function SettingsTab({ organizationId, organizationName }: { organizationId: string | null; organizationName: string | null }) {
  const utils = trpc.useUtils();
  const settings = trpc.admin.settings.useQuery();
  const update = trpc.admin.updateSettings.useMutation({
    onSuccess: (saved) => {
      utils.admin.settings.setData(undefined, saved);
      toast({ title: 'Settings Updated', description: 'The change applies to everyone at once.' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The setting could not be saved. Please try again.'), variant: 'destructive' }),
  });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <PlanCard organizationId={organizationId} organizationName={organizationName} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Platform Settings</h2>
          </CardTitle>
          <CardDescription>Stored on the server and enforced for everyone.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {SWITCHES.map(({ key, label, description }) => {
            const value = settings.data?.[key];
            return (
              <div key={key} className="flex items-start justify-between gap-4">
                <div>
                  <label htmlFor={`setting-${key}`} className="text-sm font-medium">
                    {label}
                  </label>
                  <p className="text-sm text-muted-foreground">{description}</p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <span className="w-16 text-right text-sm text-muted-foreground" data-testid={`setting-${key}-state`}>
                    {value === undefined ? <Skeleton className="ml-auto h-4 w-14" /> : value ? 'Enabled' : 'Disabled'}
                  </span>
                  <Switch id={`setting-${key}`} checked={value ?? false} disabled={value === undefined || update.isPending} onCheckedChange={(checked) => update.mutate({ [key]: checked })} />
                </div>
              </div>
            );
          })}
        </CardContent>
      </Card>
    </div>
  );
}
