import { format } from 'date-fns';
import { RotateCcw } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { infiniteList, pagedItems } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** Background jobs that failed every attempt (the dead letters), newest first, each with Retry. */
export function BackgroundJobsTab() {
  const jobs = trpc.admin.deadJobs.useInfiniteQuery({ limit: 50 }, infiniteList);
  const items = pagedItems(jobs.data);
  // A success refreshes the admin reads (the MutationCache hook), so the job leaves this list.
  const retry = trpc.admin.retryDeadJob.useMutation({
    onSuccess: (job) => toast({ title: 'Job Queued', description: `${job.name} will run again now.` }),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The job could not be queued again. Please try again.'), variant: 'destructive' }),
  });

  return (
    <Card>
      <CardContent className="pt-2">
        <p className="py-2 text-sm text-muted-foreground">Jobs that failed every attempt. Retry queues one again once its cause is fixed (a mail server back, a setting corrected).</p>
        {jobs.isLoading && (
          <div className="grid gap-3 py-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        )}
        {jobs.isError && (
          <div className="py-4">
            <LoadError what="Background jobs" onRetry={() => void jobs.refetch()} />
          </div>
        )}
        {items?.length === 0 && <p className="py-10 text-center text-muted-foreground">No failed background jobs</p>}
        <ul className="divide-y" aria-label="Failed background jobs">
          {items?.map((job) => (
            <li key={job.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" data-testid="dead-job">
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-mono text-sm font-medium">{job.name}</p>
                  <Badge variant="outline">
                    {job.attempts} {job.attempts === 1 ? 'attempt' : 'attempts'}
                  </Badge>
                </div>
                {job.key && <p className="truncate font-mono text-xs text-muted-foreground">Key: {job.key}</p>}
                <p className="line-clamp-3 text-sm break-words text-red-700">{job.lastError ?? 'No error recorded'}</p>
                <p className="text-xs text-muted-foreground">
                  Failed <time dateTime={job.updatedAt}>{format(new Date(job.updatedAt), 'MMM d, yyyy, h:mm a')}</time>
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                className="shrink-0 self-end sm:self-center"
                disabled={retry.isPending && retry.variables?.id === job.id}
                onClick={() => retry.mutate({ id: job.id })}
                aria-label={`Retry ${job.name} (job ${job.id})`}
              >
                <RotateCcw aria-hidden="true" /> Retry
              </Button>
            </li>
          ))}
        </ul>
        <LoadMore {...jobs} what="failed jobs" />
      </CardContent>
    </Card>
  );
}
