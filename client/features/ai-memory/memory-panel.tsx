import { Brain, Loader2, X } from 'lucide-react';
import { AI_MEMORY_LIMIT, AI_MEMORY_KINDS, AI_MEMORY_LABELS, AI_MEMORY_TEXT, type AiMemoryItem } from '@shared/schemas/ai-memory';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** "What I remember": the AI coach's notes about the signed-in person, each with "Forget this". */
export function MemoryPanel() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-testid="ai-memory-open">
          <Brain aria-hidden="true" /> {AI_MEMORY_TEXT.button}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85dvh] overflow-y-auto sm:max-w-lg" data-testid="ai-memory">
        <DialogHeader>
          <DialogTitle>{AI_MEMORY_TEXT.title}</DialogTitle>
          <DialogDescription>{AI_MEMORY_TEXT.description}</DialogDescription>
        </DialogHeader>
        <MemoryList />
      </DialogContent>
    </Dialog>
  );
}

const ALL_NOTES = { limit: AI_MEMORY_LIMIT };

function MemoryList() {
  // Fresh on every opening: the chat adds notes as it goes.
  // At most 50 notes are kept per person: one page holds them all.
  const memory = trpc.aiMemory.list.useQuery(ALL_NOTES, { refetchOnMount: 'always' });
  const utils = trpc.useUtils();
  const forget = trpc.aiMemory.forget.useMutation({
    onSuccess: (_, { id }) => {
      utils.aiMemory.list.setData(ALL_NOTES, (page) => page && { ...page, items: page.items.filter((item) => item.id !== id) });
      toast({ title: AI_MEMORY_TEXT.forgotten });
    },
    onError: () => toast({ title: 'Error', description: AI_MEMORY_TEXT.forgetFailed, variant: 'destructive' }),
  });

  if (memory.isLoading) {
    return (
      <div className="space-y-2" aria-label="Loading">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (memory.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Your coach&apos;s notes could not be loaded. Please try again.
      </p>
    );
  }
  const items = memory.data?.items ?? [];
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{AI_MEMORY_TEXT.empty}</p>;
  return (
    <div className="space-y-4">
      {AI_MEMORY_KINDS.map((kind) => {
        const ofKind = items.filter((item) => item.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} aria-label={AI_MEMORY_LABELS[kind]} className="space-y-2">
            <h3 className="text-sm font-semibold">{AI_MEMORY_LABELS[kind]}</h3>
            <ul className="space-y-2">
              {ofKind.map((item) => (
                <MemoryRow key={item.id} item={item} forgetting={forget.isPending && forget.variables?.id === item.id} onForget={() => forget.mutate({ id: item.id })} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function MemoryRow({ item, forgetting, onForget }: { item: AiMemoryItem; forgetting: boolean; onForget(): void }) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-md border px-3 py-2" data-testid="ai-memory-item">
      <div className="min-w-0">
        <p className="text-sm break-words">{item.text}</p>
        <p className="text-xs text-muted-foreground">{new Date(item.createdAt).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}</p>
      </div>
      <Button variant="ghost" size="sm" className="shrink-0" onClick={onForget} disabled={forgetting} aria-label={`${AI_MEMORY_TEXT.forget}: ${item.text}`}>
        {forgetting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />} {AI_MEMORY_TEXT.forget}
      </Button>
    </li>
  );
}
