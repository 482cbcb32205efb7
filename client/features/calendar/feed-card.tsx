import { Copy, Link2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { CALENDAR_MESSAGES } from '@shared/constants/calendar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** The private subscription address for desktop and phone calendar apps, with copy and regenerate. */
export function FeedCard() {
  const utils = trpc.useUtils();
  const feed = trpc.calendar.feed.useQuery();
  const [confirming, setConfirming] = useState(false);
  const regenerate = trpc.calendar.regenerateFeed.useMutation({
    onSuccess: (next) => {
      utils.calendar.feed.setData(undefined, next);
      setConfirming(false);
      toast({ title: CALENDAR_MESSAGES.feedRegenerated, description: 'The old link no longer works. Subscribe again with the new one.' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to regenerate the link.'), variant: 'destructive' }),
  });

  async function copy() {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast({ title: CALENDAR_MESSAGES.linkCopied, description: 'Paste it into your calendar app as a subscription (From URL).' });
    } catch {
      toast({ title: 'Error', description: 'Copying is not allowed here. Select the link and copy it by hand.', variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Link2 className="size-5" aria-hidden="true" />
          <h2>Calendar Sync</h2>
        </CardTitle>
        <CardDescription>Subscribe from Google Calendar, Outlook or Apple Calendar to see your events and sessions there. Keep this link private.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {feed.data ? (
          <Input readOnly aria-label="Calendar subscription link" value={feed.data.url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
        ) : feed.isError ? (
          <p className="text-sm text-destructive">The subscription link could not be loaded.</p>
        ) : (
          <Skeleton className="h-9 w-full" />
        )}
        {confirming ? (
          <div className="space-y-2 rounded-md border border-destructive/40 p-3">
            <p className="text-sm">Calendars subscribed with the current link will stop updating. Continue?</p>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button size="sm" variant="destructive" disabled={regenerate.isPending} onClick={() => regenerate.mutate()}>
                Regenerate
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy()} disabled={!feed.data}>
              <Copy aria-hidden="true" />
              Copy Link
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)} disabled={!feed.data}>
              <RefreshCw aria-hidden="true" />
              Regenerate
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
