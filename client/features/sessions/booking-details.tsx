import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BOOKING_MESSAGES, DEFAULT_DURATION, DURATION_OPTIONS, SESSION_APPROVAL_MESSAGES } from '@shared/constants/coaching';
import { type BookingForm, bookingFormSchema } from '@shared/schemas/sessions';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { browserTimeZone, toDateTimeLocal } from '@/lib/datetime';
import { errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** What the person typed on this step, kept by the wizard while they go back and forth. */
export type BookingDraft = Partial<Pick<BookingForm, 'title' | 'description' | 'scheduledAt' | 'duration'>>;

interface Props {
  selection: Pick<BookingForm, 'type' | 'coachId' | 'aiCoachId' | 'clientId'>;
  draft?: BookingDraft;
  /** Back to the previous step, with what was typed here. */
  onBack(draft: BookingDraft): void;
  onBooked(): void;
}

const FIELDS = ['title', 'description', 'scheduledAt', 'duration'] as const;

/** Step 3: title, description, date and time (not before now), duration; submits POST /api/sessions. */
export function BookingDetails({ selection, draft, onBack, onBooked }: Props) {
  const [minimum] = useState(() => toDateTimeLocal(new Date()));
  const form = useForm<BookingForm>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: { title: '', description: '', scheduledAt: '', duration: DEFAULT_DURATION, ...draft, ...selection },
  });
  const create = trpc.sessions.create.useMutation({
    onSuccess: (session) => {
      toast(session.status === 'pending_approval' ? { ...SESSION_APPROVAL_MESSAGES.requested } : { ...BOOKING_MESSAGES.success });
      onBooked();
    },
    onError: (error) => {
      toast({ ...BOOKING_MESSAGES.failure, variant: 'destructive' });
      for (const [field, message] of Object.entries(fieldIssues(error))) {
        const name = FIELDS.find((f) => f === field);
        if (name) form.setError(name, { message });
      }
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => create.mutate({ ...values, timezone: browserTimeZone() }));
  const describedBy = (field: string) => (errors[field as keyof BookingForm] ? `booking-${field}-error` : undefined);

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor="booking-title">Session title</Label>
        <Input id="booking-title" placeholder="e.g. Leadership check-in" aria-invalid={errors.title ? true : undefined} aria-describedby={describedBy('title')} {...form.register('title')} />
        <FieldError id="booking-title-error" message={errors.title?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="booking-description">Description (optional)</Label>
        <Textarea id="booking-description" placeholder="What would you like to focus on?" {...form.register('description')} />
        <FieldError id="booking-description-error" message={errors.description?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="booking-scheduled-at">Date and time</Label>
          <Input
            id="booking-scheduled-at"
            type="datetime-local"
            min={minimum}
            aria-invalid={errors.scheduledAt ? true : undefined}
            aria-describedby={describedBy('scheduledAt')}
            {...form.register('scheduledAt')}
          />
          <FieldError id="booking-scheduledAt-error" message={errors.scheduledAt?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="booking-duration">Duration</Label>
          <Controller
            control={form.control}
            name="duration"
            render={({ field }) => (
              <Select value={String(field.value)} onValueChange={(value) => field.onChange(Number(value))}>
                <SelectTrigger id="booking-duration" aria-invalid={errors.duration ? true : undefined} aria-describedby={describedBy('duration')}>
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
            )}
          />
          <FieldError id="booking-duration-error" message={errors.duration?.message} />
        </div>
      </div>
      {create.error && (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {errorMessage(create.error, BOOKING_MESSAGES.failure.description)}
        </p>
      )}
      <div className="flex justify-between gap-2">
        <Button
          variant="outline"
          onClick={() => {
            const { title, description, scheduledAt, duration } = form.getValues();
            onBack({ title, description, scheduledAt, duration });
          }}
          disabled={create.isPending}
        >
          Back
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Book Session
        </Button>
      </div>
    </form>
  );
}
