import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';

/** Beside the test chat: which passages each reply used (newest first), thumbs up/down, and the assistant's real counts. */
export function TestingPanel({ assistantId, sessionId }: { assistantId: number; sessionId: number }) {
  const utils = trpc.useUtils();
  // The chat itself is live; the panel refreshes each second, as the chat's own fallback poll does.
  const citations = trpc.aiAssistants.citations.useQuery({ sessionId }, { refetchInterval: 1000 });
  const metrics = trpc.aiAssistants.metrics.useQuery({ assistantId }, { refetchInterval: 2000 });
  const rate = trpc.aiAssistants.rate.useMutation({ onSuccess: () => Promise.all([utils.aiAssistants.citations.invalidate({ sessionId }), utils.aiAssistants.metrics.invalidate({ assistantId }), utils.aiAssistants.list.invalidate()]) });
  // A new reply changes the counts too: refresh them with it, not up to two seconds later.
  const replies = citations.data?.items.length ?? 0;
  useEffect(() => {
    if (replies > 0) void utils.aiAssistants.metrics.invalidate({ assistantId });
  }, [replies, assistantId, utils]);
  const m = metrics.data;
  return (
    <div className="grid content-start gap-4">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5" aria-label="Assistant metrics">
        {[
          ['Interactions', m?.interactions ?? 0],
          ['Avg reply', `${((m?.averageReplyMs ?? 0) / 1000).toFixed(1)}s`],
          ['Passages used', m?.passagesUsed ?? 0],
          ['Thumbs up', m?.thumbsUp ?? 0],
          ['Thumbs down', m?.thumbsDown ?? 0],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border p-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="passages-heading" className="grid content-start gap-2">
        <h3 id="passages-heading" className="font-semibold">
          Passages used
        </h3>
        {(citations.data?.items.length ?? 0) === 0 ? (
          <p className="text-sm text-muted-foreground">Ask a question your material answers: the passages each reply used appear here.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Passages used by each reply">
            {citations.data?.items.map((reply, index) => (
              <li key={reply.messageId} className="grid gap-2 rounded-md border p-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">Reply {citations.data.items.length - index}</span>
                  <span className="flex gap-1">
                    <Button size="icon" variant={reply.rating === 1 ? 'default' : 'ghost'} aria-label="Thumbs up" aria-pressed={reply.rating === 1} onClick={() => rate.mutate({ messageId: reply.messageId, rating: 1 })}>
                      <ThumbsUp aria-hidden="true" />
                    </Button>
                    <Button size="icon" variant={reply.rating === -1 ? 'default' : 'ghost'} aria-label="Thumbs down" aria-pressed={reply.rating === -1} onClick={() => rate.mutate({ messageId: reply.messageId, rating: -1 })}>
                      <ThumbsDown aria-hidden="true" />
                    </Button>
                  </span>
                </div>
                {reply.citations.length === 0 ? (
                  <p className="text-muted-foreground">No passage matched this message.</p>
                ) : (
                  <ul className="grid gap-2">
                    {reply.citations.map((citation, i) => (
                      <li key={i}>
                        <p className="font-medium">From: {citation.title}</p>
                        <p className="text-muted-foreground">“{citation.excerpt}”</p>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
