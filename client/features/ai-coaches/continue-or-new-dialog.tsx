import type { AiCoach } from '@shared/schemas/ai-coaches';
import type { Session } from '@shared/schemas/sessions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatSessionTime } from '@/lib/datetime';

export interface OpenChatChoice {
  coach: AiCoach;
  session: Session;
}

/** 'Chat Interface' while a session with the coach is still open: continue that conversation or start a new one. */
export function ContinueOrNewDialog({ choice, pending, onContinue, onNew, onOpenChange }: { choice: OpenChatChoice | null; pending: boolean; onContinue(choice: OpenChatChoice): void; onNew(choice: OpenChatChoice): void; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={choice !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Continue your session?</DialogTitle>
          <DialogDescription>
            {choice ? `You have an open session with ${choice.coach.name}: “${choice.session.title}”, started ${formatSessionTime(choice.session.scheduledAt)}.` : ''}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2">
          <Button variant="outline" disabled={pending} onClick={() => choice && onNew(choice)}>
            Start a new session
          </Button>
          <Button disabled={pending} onClick={() => choice && onContinue(choice)}>
            Continue session
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
