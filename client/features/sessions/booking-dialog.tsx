import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { StepIndicator } from '@/components/ui/step-indicator';
import { useCurrentUser } from '@/lib/auth';
import { trpc } from '@/lib/trpc';
import { type BookingDraft, BookingDetails } from './booking-details';
import { AiCoachStep, ClientStep, CoachStep, TypeStep, WhoForStep } from './booking-steps';
import type { Coach } from '@shared/schemas/coaches';
import { PAGE_LIMIT_MAX } from '@shared/schemas/paging';

export interface BookingDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Preselects this coach (a human session); the coach step offers 'Change'. */
  coachId?: number;
  /** Preselects this AI coach (an AI session). */
  aiCoachId?: number;
}

/** 'Book a Coaching Session': the three-step wizard. Closing it (or booking) starts it afresh. */
export function BookingDialog({ open, onOpenChange, coachId, aiCoachId }: BookingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Book a Coaching Session</DialogTitle>
          <DialogDescription>Choose who the session is with and when it happens.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the first step. */}
        {open && <BookingWizard coachId={coachId} aiCoachId={aiCoachId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

type Phase = 'whoFor' | 'client' | 'type' | 'coach' | 'details';

function BookingWizard({ coachId, aiCoachId, onDone }: { coachId?: number; aiCoachId?: number; onDone(): void }) {
  const { user } = useCurrentUser();
  if (!user) {
    return (
      <div className="flex justify-center py-10" role="status">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
        <span className="sr-only">Loading</span>
      </div>
    );
  }
  return <Wizard isCoach={user.role === 'coach'} userId={user.id} coachId={coachId} aiCoachId={aiCoachId} onDone={onDone} />;
}

/** The directory's page, with the coach a card preselected added when it is not on that page. */
function withPreselected(page: Coach[], preselected: Coach | undefined): Coach[] {
  return preselected && !page.some((c) => c.id === preselected.id) ? [preselected, ...page] : page;
}

function Wizard({ isCoach, userId, coachId, aiCoachId, onDone }: { isCoach: boolean; userId: string; coachId?: number; aiCoachId?: number; onDone(): void }) {
  const [phase, setPhase] = useState<Phase>(isCoach ? 'whoFor' : 'type');
  const [forWhom, setForWhom] = useState<'self' | 'client' | null>(null);
  const [clientId, setClientId] = useState<string | null>(null);
  const [type, setType] = useState<'human' | 'ai' | null>(coachId ? 'human' : aiCoachId ? 'ai' : null);
  const [selectedCoach, setSelectedCoach] = useState<number | null>(coachId ?? null);
  const [selectedAi, setSelectedAi] = useState<number | null>(aiCoachId ?? null);
  const [draft, setDraft] = useState<BookingDraft>({});

  // A coach's clients are capped by its plan, far below a page; the directory's first page is the choice, plus a preselected coach.
  const clients = trpc.coaches.clients.useQuery({ limit: PAGE_LIMIT_MAX }, { enabled: isCoach });
  const coaches = trpc.coaches.list.useQuery({ limit: PAGE_LIMIT_MAX }, { enabled: type === 'human' });
  const preselectedCoach = trpc.coaches.byId.useQuery({ id: coachId ?? 0 }, { enabled: coachId !== undefined && type === 'human' });
  const aiCoaches = trpc.aiCoaches.list.useQuery({ limit: PAGE_LIMIT_MAX }, { enabled: type === 'ai' });

  const directory = coaches.data && withPreselected(coaches.data.items, preselectedCoach.data);
  // A coach booking for itself cannot pick its own profile (the server refuses it too).
  const coachOptions = forWhom === 'client' ? directory : directory?.filter((c) => c.userId !== userId);
  const step = phase === 'coach' ? 2 : phase === 'details' ? 3 : 1;
  const firstLabel = !isCoach || phase === 'type' ? 'Session Type' : phase === 'client' ? 'Select Client' : 'Who For';
  const labels: [string, string, string] = [firstLabel, type === 'ai' ? 'Select AI Coach' : 'Select Coach', 'Details'];

  const canContinue =
    (phase === 'whoFor' && forWhom !== null) ||
    (phase === 'client' && clientId !== null) ||
    (phase === 'type' && type !== null) ||
    (phase === 'coach' && (type === 'ai' ? selectedAi !== null : selectedCoach !== null && (coachOptions ?? []).some((c) => c.id === selectedCoach && c.isAvailable)));

  const next = () => {
    if (phase === 'whoFor') setPhase(forWhom === 'client' ? 'client' : 'type');
    else if (phase === 'client' || phase === 'coach') setPhase(phase === 'client' ? 'type' : 'details');
    else if (phase === 'type') setPhase('coach');
  };
  const back = () => {
    if (phase === 'client') setPhase('whoFor');
    else if (phase === 'type') setPhase(forWhom === 'client' ? 'client' : 'whoFor');
    else if (phase === 'coach') setPhase('type');
    else if (phase === 'details') setPhase('coach');
  };
  const backDisabled = phase === 'whoFor' || (phase === 'type' && !isCoach);

  return (
    <div className="grid gap-5">
      <StepIndicator labels={labels} current={step} label="Booking steps" compact />
      {phase === 'whoFor' && <WhoForStep value={forWhom} onChange={setForWhom} />}
      {phase === 'client' && <ClientStep clients={clients.data?.items} isLoading={clients.isLoading} value={clientId} onChange={setClientId} />}
      {phase === 'type' && <TypeStep value={type} onChange={setType} />}
      {phase === 'coach' && type === 'human' && (
        <CoachStep
          coaches={coachOptions}
          isLoading={coaches.isLoading}
          value={selectedCoach}
          selfUserId={userId}
          preselected={coachId !== undefined && selectedCoach === coachId}
          onChange={setSelectedCoach}
        />
      )}
      {phase === 'coach' && type === 'ai' && <AiCoachStep coaches={aiCoaches.data?.items} isLoading={aiCoaches.isLoading} value={selectedAi} onChange={setSelectedAi} />}
      {phase === 'details' && type !== null ? (
        <BookingDetails
          selection={{
            type,
            coachId: type === 'human' ? selectedCoach : undefined,
            aiCoachId: type === 'ai' ? selectedAi : undefined,
            clientId: forWhom === 'client' ? clientId : undefined,
          }}
          draft={draft}
          onBack={(typed) => {
            setDraft(typed);
            back();
          }}
          onBooked={onDone}
        />
      ) : (
        <div className="flex justify-between gap-2">
          <Button variant="outline" onClick={back} disabled={backDisabled}>
            Back
          </Button>
          <Button onClick={next} disabled={!canContinue}>
            Continue
          </Button>
        </div>
      )}
    </div>
  );
}
