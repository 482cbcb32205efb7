import { format } from 'date-fns';
import { useState } from 'react';
import { formatUsd } from '@shared/constants/plans';
import { ROLE_LABELS, ROLES, type Role } from '@shared/constants/roles';
import { AUDIT_LOG_FILTERS, type AuditEntry, type AuditLogFilter } from '@shared/schemas/admin';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Card, CardContent } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { infiniteList, pagedItems } from '@/lib/paging';
import { trpc } from '@/lib/trpc';

const FILTER_LABELS: Record<AuditLogFilter, string> = {
  all: 'All changes',
  roles: 'Roles',
  organizations: 'Organization membership',
  settings: 'Settings',
  accounts: 'Accounts',
  ai_coaches: 'AI coaches',
};

const SETTING_LABELS: Record<string, string> = { allowAiCoaches: 'Allow AI Coaches', requireSessionApproval: 'Require Session Approval' };

const role = (value: unknown) => ((ROLES as readonly unknown[]).includes(value) ? ROLE_LABELS[value as Role] : String(value));
const onOff = (value: unknown) => (value ? 'on' : 'off');

/** One line a person can read: what changed, for whom, where. */
export function describeEntry(entry: AuditEntry): string {
  const d = entry.details ?? {};
  const who = entry.subjectName ?? 'someone';
  const where = entry.organizationName ? ` in ${entry.organizationName}` : '';
  switch (entry.action) {
    case 'user.role_changed':
      return `Changed ${who}'s role from ${role(d.from)} to ${role(d.to)}${where}`;
    case 'organization.member_added':
      return `Added ${who} to ${entry.organizationName ?? 'an organization'} as ${role(d.role)}`;
    case 'organization.member_removed':
      return `Removed ${who} from ${entry.organizationName ?? 'an organization'}`;
    case 'organization.member_status_changed':
      return `Set ${who} ${String(d.to)}${where}`;
    case 'organization.member_updated':
      return `Edited ${who}'s details${where}`;
    case 'organization.member_invited':
      return `Invited ${String(d.email)} as ${role(d.role)}${where}`;
    case 'organization.invitation_resent':
      return `Resent the invitation to ${String(d.email)}${where}`;
    case 'organization.invitation_revoked':
      return `Revoked the invitation to ${String(d.email)}${where}`;
    case 'organization.invitation_updated':
      return `Changed an invitation${where}`;
    case 'organization.created':
      return `Created the organization ${String(d.name ?? entry.organizationName ?? '')}`;
    case 'organization.features_changed':
      return `Changed the features hidden in ${entry.organizationName ?? 'an organization'}`;
    case 'platform.settings_changed':
      return `Turned ${Object.entries(d)
        .map(([key, change]) => `${SETTING_LABELS[key] ?? key} ${onOff((change as { to?: unknown }).to)}`)
        .join(', ')}`;
    case 'user.deactivated':
      return `Deactivated ${who}'s account`;
    case 'user.reactivated':
      return `Reactivated ${who}'s account`;
    case 'user.password_changed':
      return `${who} changed their password`;
    case 'ai_coach.created':
      return `Created the AI coach ${String(d.name ?? '')}${where}`;
    case 'ai_coach.updated':
      return `Edited an AI coach (${Array.isArray(d.fields) ? d.fields.join(', ') : 'details'})`;
    case 'ai_coach.activated':
      return 'Activated an AI coach';
    case 'ai_coach.deactivated':
      return 'Deactivated an AI coach';
    case 'api_token.created':
      return `${who} created the API token "${String(d.name)}" (${Array.isArray(d.scopes) ? d.scopes.join(', ') : ''})`;
    case 'api_token.revoked':
      return `${who} revoked the API token "${String(d.name)}"`;
    case 'billing.custom_price_set':
      return d.to === null ? `Removed the price agreed with ${entry.organizationName ?? 'an organization'}` : `Set the price agreed with ${entry.organizationName ?? 'an organization'} to ${formatUsd(Number(d.to), { cents: true })} a month`;
    case 'billing.invoice_marked_paid':
      return `Marked invoice ${String(d.number)} paid`;
    case 'job.retried':
      return `Retried the failed background job ${String(d.name)}${d.key ? ` (${String(d.key)})` : ''}`;
    default:
      return entry.action;
  }
}

/** Who changed which role, organisation, setting or account, and when; newest first. */
export function AuditLogTab() {
  const [filter, setFilter] = useState<AuditLogFilter>('all');
  const log = trpc.admin.auditLog.useInfiniteQuery({ filter, limit: 50 }, infiniteList);
  const items = pagedItems(log.data);
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Select value={filter} onValueChange={(value) => setFilter(value as AuditLogFilter)}>
          <SelectTrigger className="w-56" aria-label="Filter the audit log">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {AUDIT_LOG_FILTERS.map((f) => (
              <SelectItem key={f} value={f}>
                {FILTER_LABELS[f]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Card>
        <CardContent className="pt-2">
          {log.isLoading && (
            <div className="grid gap-3 py-4">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-12" />
              ))}
            </div>
          )}
          {log.isError && (
            <div className="py-4">
              <LoadError what="The audit log" onRetry={() => void log.refetch()} />
            </div>
          )}
          {items?.length === 0 && <p className="py-10 text-center text-muted-foreground">No changes recorded yet</p>}
          <ol className="divide-y" aria-label="Audit log">
            {items?.map((entry) => (
              <li key={entry.id} className="grid gap-1 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4" data-testid="audit-entry">
                <time dateTime={entry.createdAt} className="text-sm text-muted-foreground">
                  {format(new Date(entry.createdAt), 'MMM d, yyyy, h:mm a')}
                </time>
                <div className="min-w-0">
                  <p className="text-sm">{describeEntry(entry)}</p>
                  <p className="truncate text-xs text-muted-foreground">by {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'the system'}</p>
                </div>
              </li>
            ))}
          </ol>
          <LoadMore {...log} what="changes" />
        </CardContent>
      </Card>
    </div>
  );
}
