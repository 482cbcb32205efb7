import { CalendarCheck, HeartHandshake, Loader2, Phone, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HANDOFF_MAX } from '@shared/schemas/chat';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** Under a crisis reply: the resources to call, and real actions that reach a person. */
export function CrisisActions({ sessionId, resources }: { sessionId: number; resources: readonly string[] }) {
  const navigate = useNavigate();
  const escalate = trpc.chat.escalate.useMutation({
    onSuccess: (result) => {
      toast({ title: result.contact.kind === 'coach' ? `${result.contact.name} has your message` : 'Our support team has your message', description: 'Opening the conversation.' });
      navigate(`/messages?conversationId=${result.conversationId}`);
    },
    onError: (error) => toast({ title: 'Could not reach a person', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const book = trpc.chat.bookHuman.useMutation({
    onSuccess: (session) => toast({ title: 'Session booked', description: `${session.title}, ${new Date(session.scheduledAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}` }),
    onError: (error) => toast({ title: 'Could not book a session', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <div className="space-y-2 border-t border-red-200 pt-2" data-testid="crisis-actions">
      {resources.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Where to get help now">
          {resources.map((line) => (
            <li key={line} className="flex items-start gap-1.5">
              <Phone className="mt-0.5 size-3.5 shrink-0 text-red-700" aria-hidden="true" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => escalate.mutate({ id: sessionId })} disabled={escalate.isPending}>
          {escalate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <HeartHandshake aria-hidden="true" />}
          Talk to a human coach
        </Button>
        <Button size="sm" variant="outline" onClick={() => book.mutate({ id: sessionId })} disabled={book.isPending || book.isSuccess}>
          {book.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CalendarCheck aria-hidden="true" />}
          {book.isSuccess ? 'Session booked' : 'Book the first free slot'}
        </Button>
      </div>
    </div>
  );
}

/** 'Talk to my coach': a summary of this AI session, reviewed and edited by the client, sent to their coach (or support). */
export function TalkToMyCoach({ sessionId }: { sessionId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <UserRound aria-hidden="true" />
        Talk to my coach
      </Button>
      {open && <HandoffDialog sessionId={sessionId} onClose={() => setOpen(false)} />}
    </>
  );
}

function HandoffDialog({ sessionId, onClose }: { sessionId: number; onClose(): void }) {
  const navigate = useNavigate();
  const draft = trpc.chat.handoffDraft.useQuery({ id: sessionId }, { staleTime: 0, gcTime: 0 });
  const [text, setText] = useState<string | null>(null);
  const send = trpc.chat.sendHandoff.useMutation({
    onSuccess: (result) => {
      toast({ title: 'Summary sent', description: `Sent to ${result.contact.name}.` });
      onClose();
      navigate(`/messages?conversationId=${result.conversationId}`);
    },
    onError: (error) => toast({ title: 'The summary was not sent', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const value = text ?? draft.data?.summary ?? '';
  const recipient = draft.data?.contact.kind === 'coach' ? draft.data.contact.name : 'our support team';
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Talk to my coach</DialogTitle>
          <DialogDescription>
            {draft.data ? `This summary of your AI session goes to ${recipient} as your message. Change anything before you send it.` : 'Preparing a summary of this session...'}
          </DialogDescription>
        </DialogHeader>
        <label htmlFor="handoff-text" className="sr-only">
          Message to your coach
        </label>
        <Textarea id="handoff-text" rows={10} maxLength={HANDOFF_MAX} value={value} disabled={!draft.data} onChange={(event) => setText(event.target.value)} />
        {draft.isError && <p role="alert" className="text-sm text-destructive">The summary could not be prepared. {errorMessage(draft.error, 'Please try again.')}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => send.mutate({ id: sessionId, message: value })} disabled={!draft.data || !value.trim() || send.isPending}>
            {send.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Send to {draft.data?.contact.kind === 'coach' ? draft.data.contact.name : 'support'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
