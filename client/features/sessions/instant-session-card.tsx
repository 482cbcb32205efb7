import { Bot, Clock, Loader2, Video, Zap } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { INSTANT_SESSION_MESSAGES, INSTANT_SESSION_MINUTES } from '@shared/constants/coaching';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { browserTimeZone } from '@/lib/datetime';
import { errorCode, errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

interface Option {
  id: number;
  label: string;
}

/**
 * A 30-minute session that starts now (status in_progress), then opens the AI chat (/ai-coaches) or
 * the video call (/video-conferencing) with the new session's id.
 */
export function InstantSessionCard({ type, options }: { type: 'ai' | 'human'; options: Option[] }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? options[0]?.id ?? null;
  const navigate = useNavigate();
  const start = trpc.sessions.create.useMutation({
    onSuccess: (session) => {
      toast(type === 'ai' ? INSTANT_SESSION_MESSAGES.aiStarted : INSTANT_SESSION_MESSAGES.humanStarted);
      void navigate(`${type === 'ai' ? '/ai-coaches' : '/video-conferencing'}?session=${session.id}`);
    },
    // A refusal the person can act on (approval needed, AI coaches off) is shown as the server says it.
    onError: (error) => {
      const refused = errorCode(error) === 'CONFLICT' || errorCode(error) === 'FORBIDDEN';
      toast({ ...INSTANT_SESSION_MESSAGES.failure, ...(refused ? { description: errorMessage(error, INSTANT_SESSION_MESSAGES.failure.description) } : {}), variant: 'destructive' });
    },
  });
  const label = type === 'ai' ? 'AI Coaching' : 'Video Call';
  const pickerId = `instant-${type}-coach`;
  const begin = () => {
    if (selected === null) return;
    start.mutate({
      title: type === 'ai' ? 'Instant AI Coaching' : 'Instant Video Call',
      type,
      ...(type === 'ai' ? { aiCoachId: selected } : { coachId: selected }),
      scheduledAt: new Date().toISOString(),
      duration: INSTANT_SESSION_MINUTES,
      status: 'in_progress',
      timezone: browserTimeZone(),
    });
  };

  return (
    <Card data-testid={`instant-${type}`}>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Zap className="size-4 text-amber-500" aria-hidden="true" /> Instant Session
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" /> {INSTANT_SESSION_MINUTES} minutes
          </span>
          <span className="flex items-center gap-1">
            {type === 'ai' ? <Bot className="size-4" aria-hidden="true" /> : <Video className="size-4" aria-hidden="true" />} {label}
          </span>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={pickerId}>{type === 'ai' ? 'AI coach' : 'Coach'}</Label>
          <Select value={selected === null ? undefined : String(selected)} onValueChange={(value) => setChosen(Number(value))} disabled={options.length === 0}>
            <SelectTrigger id={pickerId}>
              <SelectValue placeholder={type === 'ai' ? 'No AI coaches available' : 'No coaches available'} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.id} value={String(option.id)}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button className="w-full" disabled={selected === null || start.isPending} onClick={begin}>
          {start.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Start Now
        </Button>
      </CardContent>
    </Card>
  );
}
