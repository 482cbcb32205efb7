import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { ManagedAiCoach } from '@shared/schemas/ai-coaches';
import { AiCoachIcon } from '@/components/ai-coach-icon';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { infiniteList, pagedItems } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { AiCoachDialog } from './ai-coach-dialog';

/** Every AI coach with its Active/Inactive badge and switch, Edit, and Create AI Coach. */
export function AiCoachesTab({ organizationId }: { organizationId: string | null }) {
  const coaches = trpc.admin.aiCoaches.useInfiniteQuery({ limit: 50 }, infiniteList);
  const items = pagedItems(coaches.data);
  const [editing, setEditing] = useState<ManagedAiCoach | null>(null);
  const [creating, setCreating] = useState(false);
  const toggle = trpc.aiCoaches.update.useMutation({
    onSuccess: async (coach) => {
      toast({ title: coach.isActive ? 'AI Coach Activated' : 'AI Coach Deactivated', description: `${coach.name} is ${coach.isActive ? 'available' : 'no longer available'} to people.` });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The AI coach could not be changed. Please try again.'), variant: 'destructive' }),
  });

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Create AI Coach
        </Button>
      </div>
      <Card>
        <CardContent className="pt-2">
          {coaches.isLoading && (
            <div className="grid gap-3 py-4">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16" />
              ))}
            </div>
          )}
          {coaches.isError && (
            <div className="py-4">
              <LoadError what="AI coaches" onRetry={() => void coaches.refetch()} />
            </div>
          )}
          {items?.length === 0 && <p className="py-10 text-center text-muted-foreground">No AI coaches yet</p>}
          <ul className="divide-y" aria-label="AI coaches">
            {items?.map((coach) => (
              <li key={coach.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" data-testid="admin-ai-coach">
                <div className="flex min-w-0 flex-1 items-start gap-3">
                  <AiCoachIcon coach={coach} />
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-medium">{coach.name}</p>
                      <Badge className={coach.isActive ? 'border-transparent bg-emerald-100 text-emerald-800' : 'border-transparent bg-slate-200 text-slate-700'}>{coach.isActive ? 'Active' : 'Inactive'}</Badge>
                      <Badge variant="outline">{coach.organizationName ?? 'Platform'}</Badge>
                    </div>
                    <p className="line-clamp-2 text-sm text-muted-foreground">{coach.description}</p>
                    <p className="text-xs text-muted-foreground">{coach.specialties.join(' · ')}</p>
                  </div>
                </div>
                <div className="flex shrink-0 items-center gap-3 self-end sm:self-center">
                  <label className="flex items-center gap-2 text-sm">
                    <Switch
                      checked={coach.isActive}
                      disabled={toggle.isPending && toggle.variables?.id === coach.id}
                      onCheckedChange={(isActive) => toggle.mutate({ id: coach.id, isActive })}
                      aria-label={`${coach.name} active`}
                    />
                    {/* The switch's own words follow it: a coach switched off reads Inactive. */}
                    <span className="sr-only sm:not-sr-only" data-testid="ai-coach-switch-state">{coach.isActive ? 'Active' : 'Inactive'}</span>
                  </label>
                  <Button size="sm" variant="outline" onClick={() => setEditing(coach)} aria-label={`Edit ${coach.name}`}>
                    <Pencil aria-hidden="true" /> Edit
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <LoadMore {...coaches} what="AI coaches" />
        </CardContent>
      </Card>
      <AiCoachDialog open={creating || editing !== null} coach={editing} defaultOrganizationId={organizationId} onOpenChange={(open) => {
        if (!open) {
          setCreating(false);
          setEditing(null);
        }
      }} />
    </div>
  );
}
