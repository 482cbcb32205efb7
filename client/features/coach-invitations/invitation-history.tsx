import { format } from 'date-fns';
import { History } from 'lucide-react';
import type { InvitationStatus } from '@shared/constants/onboarding';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadMore } from '@/components/load-more';
import { infiniteList, pagedItems } from '@/lib/paging';
import { cn } from '@/lib/utils';
import { trpc } from '@/lib/trpc';

const STATUS_STYLE: Record<InvitationStatus, string> = {
  accepted: 'border-transparent bg-green-100 text-green-800',
  pending: 'border-transparent bg-amber-100 text-amber-800',
  declined: 'border-transparent bg-red-100 text-red-800',
};

export function InvitationHistory() {
  const invitations = trpc.coachInvitations.list.useInfiniteQuery({}, { ...infiniteList, retry: false });
  const items = pagedItems(invitations.data);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" />
          <h2>Invitation History</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {invitations.isLoading && (
          <div className="grid gap-2" aria-label="Loading invitations">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        )}
        {items?.length === 0 && <p className="py-6 text-center text-muted-foreground">No invitations sent yet</p>}
        {items && items.length > 0 && (
          <ul className="divide-y" aria-label="Invitations">
            {items.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{invitation.email}</p>
                  {invitation.message && <p className="line-clamp-2 text-sm text-muted-foreground">{invitation.message}</p>}
                  <p className="text-xs text-muted-foreground">
                    Sent <time dateTime={invitation.sentAt}>{format(new Date(invitation.sentAt), 'MMM d, yyyy h:mm a')}</time>
                  </p>
                </div>
                <Badge className={cn('capitalize', STATUS_STYLE[invitation.status])}>{invitation.status}</Badge>
              </li>
            ))}
          </ul>
        )}
        <LoadMore {...invitations} what="invitations" />
      </CardContent>
    </Card>
  );
}
