import { useQueryClient } from '@tanstack/react-query';
import { Bell, ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Notification } from '@shared/schemas/notifications';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { toast } from '@/lib/toast';
import { refreshDomains } from '@/lib/live-data';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

const PAGE = 10;

/**
 * The header's bell: the signed-in person's notifications (safety alerts first of all), with the
 * spec's dot while any is unread. New ones arrive live over the websocket and, if urgent, as a toast.
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const page = trpc.notifications.list.useQuery({ limit: PAGE });
  const unreadQuery = trpc.notifications.unreadCount.useQuery();
  const markRead = trpc.notifications.markRead.useMutation();
  const markAll = trpc.notifications.markAllRead.useMutation();
  trpc.notifications.onNotification.useSubscription(undefined, {
    onData: (notification) => {
      void refreshDomains(queryClient, ['notifications']);
      if (notification.kind.startsWith('safety.')) toast({ title: notification.title, description: notification.body, variant: 'destructive' });
    },
  });

  const unread = unreadQuery.data?.count ?? 0;
  const open = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate({ id: notification.id });
    if (notification.link) navigate(notification.link);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'} className="relative" data-testid="notification-bell">
          <Bell />
          {unread > 0 && <span className="absolute top-2 right-2 size-2 rounded-full bg-destructive ring-2 ring-background" aria-hidden="true" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        <div className="flex items-center justify-between gap-2 pr-1">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          {unread > 0 && (
            <Button variant="ghost" size="sm" className="h-7 text-xs" onClick={() => markAll.mutate()}>
              Mark all read
            </Button>
          )}
        </div>
        <DropdownMenuSeparator />
        {page.data && page.data.items.length === 0 && <p className="px-2 py-3 text-sm text-muted-foreground">No notifications yet.</p>}
        {page.data?.items.map((notification) => (
          <DropdownMenuItem key={notification.id} onSelect={() => open(notification)} className={cn('flex items-start gap-2 py-2', !notification.readAt && 'bg-accent/40')}>
            {notification.kind.startsWith('safety.') && <ShieldAlert className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />}
            <span className="min-w-0">
              <span className="block text-sm font-medium">{notification.title}</span>
              <span className="line-clamp-2 block text-xs text-muted-foreground">{notification.body}</span>
              <time className="block text-[11px] text-muted-foreground" dateTime={notification.createdAt}>
                {new Date(notification.createdAt).toLocaleString()}
              </time>
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
