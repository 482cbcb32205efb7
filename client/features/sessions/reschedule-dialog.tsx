import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DURATION_OPTIONS } from '@shared/constants/coaching';
import { rescheduleFormSchema, type Session } from '@shared/schemas/sessions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { browserTimeZone, toDateTimeLocal } from '@/lib/datetime';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type RescheduleForm = z.infer<typeof rescheduleFormSchema>;

/** A new time (and length) for a scheduled session; the session can also be cancelled from here. */
export function RescheduleDialog({ session, onOpenChange }: { session: Session | null; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={session !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reschedule Session</DialogTitle>
          <DialogDescription>{session ? `Pick a new time for "${session.title}". Everyone taking part gets an updated invitation.` : ''}</DialogDescription>
        </DialogHeader>
        {session && <RescheduleForm session={session} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RescheduleForm({ session, onDone }: { session: Session; onDone(): void }) {
  const [minimum] = useState(() => toDateTimeLocal(new Date()));
  const form = useForm<RescheduleForm>({
    resolver: zodResolver(rescheduleFormSchema),
    defaultValues: { scheduledAt: toDateTimeLocal(new Date(session.scheduledAt)), duration: session.duration },
  });
  const reschedule = trpc.sessions.reschedule.useMutation({
    onSuccess: () => {
      toast({ title: 'Session Rescheduled', description: 'The new time has been sent to everyone taking part.' });
      onDone();
    },
  });
  const cancel = trpc.sessions.updateStatus.useMutation({
    onSuccess: () => {
      toast({ title: 'Session Cancelled', description: 'Everyone taking part has been told.' });
      onDone();
    },
  });
  const pending = reschedule.isPending || cancel.isPending;
  const error = reschedule.error ?? cancel.error;
  const { errors } = form.formState;
  const durations: number[] = DURATION_OPTIONS.includes(session.duration as (typeof DURATION_OPTIONS)[number]) ? [...DURATION_OPTIONS] : [session.duration, ...DURATION_OPTIONS].sort((a, b) => a - b);

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit((values) => reschedule.mutate({ sessionId: session.id, ...values, timezone: browserTimeZone() }))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="reschedule-at">New date and time</Label>
          <Input id="reschedule-at" type="datetime-local" min={minimum} aria-invalid={errors.scheduledAt ? true : undefined} {...form.register('scheduledAt')} />
          <FieldError message={errors.scheduledAt?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="reschedule-duration">Duration</Label>
          <Controller
            control={form.control}
            name="duration"
            render={({ field }) => (
              <Select value={String(field.value)} onValueChange={(value) => field.onChange(Number(value))}>
                <SelectTrigger id="reschedule-duration">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {durations.map((minutes) => (
                    <SelectItem key={minutes} value={String(minutes)}>
                      {minutes} minutes
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError message={errors.duration?.message} />
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {errorMessage(error, 'The session could not be changed. Please try again.')}
        </p>
      )}
      <DialogFooter className="sm:justify-between">
        <Button variant="ghost" className="text-destructive hover:text-destructive" disabled={pending} onClick={() => cancel.mutate({ sessionId: session.id, status: 'cancelled' })}>
          Cancel Session
        </Button>
        <Button type="submit" disabled={pending}>
          {reschedule.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save New Time
        </Button>
      </DialogFooter>
    </form>
  );
}
