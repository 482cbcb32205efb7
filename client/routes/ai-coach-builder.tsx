import { useState } from 'react';
import { Crown } from 'lucide-react';
import type { ManagedAiCoach } from '@shared/schemas/ai-coaches';
import { AiCoachIcon } from '@/components/ai-coach-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { BuilderForm } from '@/features/ai-coaches/builder-form';
import { BUILDER_MESSAGES } from '@shared/constants/ai-authoring';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

export function AiCoachBuilderPage() {
  const [editing, setEditing] = useState<ManagedAiCoach | null>(null);
  const [formKey, setFormKey] = useState(0);
  const mine = trpc.aiCoaches.mine.useQuery({}, { retry: false });
  const deactivate = trpc.aiCoaches.deactivate.useMutation({
    onSuccess: async (coach) => {
      toast({ title: BUILDER_MESSAGES.deactivated, description: `${coach.name} no longer shows in AI Coaches.` });
    },
    onError: (error) => toast({ title: BUILDER_MESSAGES.errorTitle, description: errorMessage(error, 'Failed to deactivate the AI coach'), variant: 'destructive' }),
  });
  const forbidden = mine.error?.data?.code === 'FORBIDDEN';
  const edit = (coach: ManagedAiCoach | null) => {
    setEditing(coach);
    setFormKey((key) => key + 1);
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          AI Coach Builder <Badge variant="secondary" className="gap-1"><Crown className="size-3" aria-hidden="true" /> Premium</Badge>
        </h1>
        <p className="mt-1 text-muted-foreground">Build an AI coach in your own words: its persona, its method and its specialties.</p>
      </div>
      {forbidden ? (
        <Card>
          <CardContent className="py-8 text-center text-muted-foreground">{BUILDER_MESSAGES.clientsCannot}</CardContent>
        </Card>
      ) : (
        <>
          <BuilderForm key={formKey} editing={editing} onSaved={() => edit(null)} />
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Your AI coaches</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {mine.isLoading ? (
                <Skeleton className="h-20" />
              ) : (mine.data?.items.length ?? 0) === 0 ? (
                <p className="text-sm text-muted-foreground">No AI coaches yet. The ones you create appear here.</p>
              ) : (
                <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
                  {mine.data?.items.map((coach) => (
                    <li key={coach.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
                      <AiCoachIcon coach={coach} />
                      <div className="min-w-0 flex-1 basis-40">
                        <p className="font-medium">{coach.name}</p>
                        <p className="truncate text-sm text-muted-foreground">{coach.description}</p>
                      </div>
                      <Badge variant={coach.isActive ? 'default' : 'secondary'}>{coach.isActive ? 'Active' : 'Inactive'}</Badge>
                      <Button size="sm" variant="outline" onClick={() => edit(coach)}>
                        Edit
                      </Button>
                      {coach.isActive && (
                        <Button size="sm" variant="outline" disabled={deactivate.isPending} onClick={() => deactivate.mutate({ id: coach.id })}>
                          Deactivate
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

export default AiCoachBuilderPage;
