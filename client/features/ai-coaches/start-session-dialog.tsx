import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { BOOKING_MESSAGES, DEFAULT_DURATION, DURATION_OPTIONS } from '@shared/constants/coaching';
import type { AiCoach } from '@shared/schemas/ai-coaches';
import { AiCoachIcon } from '@/components/ai-coach-icon';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

export interface StartSessionValues {
  title: string;
  description: string;
  duration: number;
}

export interface StartSessionDialogProps {
  coach: AiCoach | null;
  onOpenChange(open: boolean): void;
  onStart(coach: AiCoach, values: StartSessionValues): void;
  pending: boolean;
}

/** 'Start AI Session': a short session-start form for one AI coach; the session starts at once (in progress). */
export function StartSessionDialog({ coach, onOpenChange, onStart, pending }: StartSessionDialogProps) {
  return (
    <Dialog open={coach !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Start AI Session</DialogTitle>
          <DialogDescription>{coach ? `A coaching session with ${coach.name}, starting now.` : ''}</DialogDescription>
        </DialogHeader>
        {coach && <StartSessionForm key={coach.id} coach={coach} onStart={onStart} pending={pending} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function StartSessionForm({ coach, onStart, pending, onCancel }: { coach: AiCoach; onStart: StartSessionDialogProps['onStart']; pending: boolean; onCancel(): void }) {
  const [title, setTitle] = useState(`Coaching with ${coach.name}`);
  const [description, setDescription] = useState('');
  const [duration, setDuration] = useState(DEFAULT_DURATION);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError(BOOKING_MESSAGES.titleRequired);
      return;
    }
    onStart(coach, { title: title.trim(), description: description.trim(), duration });
  };
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <div className="flex items-center gap-3 rounded-lg border p-3">
        <AiCoachIcon coach={coach} />
        <div className="min-w-0">
          <p className="font-medium">{coach.name}</p>
          <p className="truncate text-sm text-muted-foreground">{coach.description}</p>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ai-session-title">Session title</Label>
        <Input id="ai-session-title" value={title} maxLength={200} aria-invalid={Boolean(error)} aria-describedby={error ? 'ai-session-title-error' : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            setError(undefined);
          }}
        />
        <FieldError id="ai-session-title-error" message={error} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ai-session-topic">What would you like to work on? (optional)</Label>
        <Textarea id="ai-session-topic" value={description} maxLength={2000} rows={3} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ai-session-duration">Duration</Label>
        <Select value={String(duration)} onValueChange={(value) => setDuration(Number(value))}>
          <SelectTrigger id="ai-session-duration">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {DURATION_OPTIONS.map((minutes) => (
              <SelectItem key={minutes} value={String(minutes)}>
                {minutes} minutes
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />} Start Session
        </Button>
      </DialogFooter>
    </form>
  );
}
