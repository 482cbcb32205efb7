import { ArrowLeft, Info } from 'lucide-react';
import { CHAT_MESSAGES } from '@shared/constants/chat';
import { SPECIALTIES_PER_CARD } from '@shared/constants/coaching';
import type { Session } from '@shared/schemas/sessions';
import { AiCoachIcon } from '@/components/ai-coach-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function ChatHeader({ session, onBack }: { session: Session | undefined; onBack(): void }) {
  const coach = session?.aiCoach;
  return (
    <header className="space-y-2 border-b bg-background px-2 py-2 sm:space-y-3 sm:px-4 sm:py-3">
      <div className="flex items-start gap-3">
        <Button variant="ghost" size="icon" onClick={onBack} aria-label="Back to AI coaches">
          <ArrowLeft aria-hidden="true" />
        </Button>
        {coach ? <AiCoachIcon coach={coach} className="hidden sm:flex" /> : <Skeleton className="hidden size-10 rounded-lg sm:block" />}
        <div className="min-w-0 flex-1">
          {coach ? (
            <>
              <h1 className="text-base font-semibold leading-tight sm:text-lg">{coach.name}</h1>
              {/* On phones the header keeps to a fifth of the screen: the description is on the coach card. */}
              <p className="hidden text-sm text-muted-foreground sm:block">{coach.description}</p>
              {/* Chips wrap rather than run off a phone's edge. */}
              <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Specialties">
                {coach.specialties.slice(0, SPECIALTIES_PER_CARD).map((specialty) => (
                  <li key={specialty} className="max-w-full min-w-0">
                    <Badge variant="secondary" className="max-w-full truncate">
                      {specialty}
                    </Badge>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <div className="space-y-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-72 max-w-full" />
            </div>
          )}
        </div>
      </div>
      <p className="flex items-start gap-2 rounded-md bg-blue-50 px-2 py-1 text-xs leading-snug text-blue-900 sm:px-3 sm:py-2" role="note" data-testid="ai-notice">
        <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" /> {CHAT_MESSAGES.aiNotice}
      </p>
    </header>
  );
}
