import { Bot } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AiCoach } from '@shared/schemas/ai-coaches';
import { AiCoachCard, AiCoachGridSkeleton } from '@/features/ai-coaches/ai-coach-card';
import { BenefitsPanel } from '@/features/ai-coaches/benefits-panel';
import { ContinueOrNewDialog } from '@/features/ai-coaches/continue-or-new-dialog';
import { StartSessionDialog } from '@/features/ai-coaches/start-session-dialog';
import { useOpenAiChat } from '@/features/ai-coaches/use-open-ai-chat';
import { MemoryPanel } from '@/features/ai-memory/memory-panel';
import { ChatScreen } from '@/features/chat/chat-screen';
import { LoadMore } from '@/components/load-more';
import { infiniteList, pagedItems } from '@/lib/paging';
import { trpc } from '@/lib/trpc';

/** AI Coaching Personas; with `?session=<id>` the chat of that AI session (its back action returns here). */
export function AiCoachesPage() {
  const [params, setParams] = useSearchParams();
  const sessionId = Number(params.get('session'));
  if (Number.isInteger(sessionId) && sessionId > 0) {
    return <ChatScreen key={sessionId} sessionId={sessionId} onBack={() => setParams({})} tools={<MemoryPanel />} />;
  }
  return <AiCoachGallery />;
}

function AiCoachGallery() {
  const coaches = trpc.aiCoaches.list.useInfiniteQuery({}, infiniteList);
  const items = pagedItems(coaches.data);
  const [starting, setStarting] = useState<AiCoach | null>(null);
  const open = useOpenAiChat();

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6 lg:p-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">AI Coaching Personas</h1>
        <p className="text-muted-foreground">Specialised AI coaches, ready whenever you are.</p>
      </header>
      <BenefitsPanel />
      {coaches.isLoading ? (
        <AiCoachGridSkeleton />
      ) : coaches.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The AI coaches could not be loaded. Please try again.
        </p>
      ) : items?.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-14 text-center">
          <Bot className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No AI coaches available</h2>
          <p className="text-sm text-muted-foreground">AI coaches are being configured for your organization.</p>
        </div>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items?.map((coach) => (
              <AiCoachCard key={coach.id} coach={coach} onStart={setStarting} onChat={(c) => void open.chat(c)} opening={open.openingId === coach.id} />
            ))}
          </div>
          <LoadMore {...coaches} what="AI coaches" />
        </>
      )}
      <StartSessionDialog
        coach={starting}
        pending={open.starting}
        onOpenChange={(isOpen) => !isOpen && setStarting(null)}
        onStart={(coach, values) => void open.start(coach, values).then((ok) => ok && setStarting(null))}
      />
      <ContinueOrNewDialog choice={open.choice} pending={open.starting} onContinue={open.continueOpen} onNew={(picked) => void open.startNew(picked)} onOpenChange={(isOpen) => !isOpen && open.dismissChoice()} />
    </div>
  );
}

export default AiCoachesPage;
