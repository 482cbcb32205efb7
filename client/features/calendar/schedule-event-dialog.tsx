import { zodResolver } from '@hookform/resolvers/zod';
import { addHours, startOfHour } from 'date-fns';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CALENDAR_EVENT_TYPE_LABELS, CALENDAR_EVENT_TYPES, CALENDAR_MESSAGES } from '@shared/constants/calendar';
import { type CalendarEvent, type CreateEventInput, type CreateEventValues, createEventInput } from '@shared/schemas/calendar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { browserTimeZone, toDateTimeLocal } from '@/lib/datetime';
import { errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type FormValues = CreateEventInput;

/** A new event: the next whole hour to an hour later. An edited one: its own values, in local time. */
function defaults(event?: CalendarEvent | null): FormValues {
  if (event) {
    return {
      title: event.title,
      description: event.description ?? '',
      type: event.type,
      startTime: toDateTimeLocal(new Date(event.startTime)),
      endTime: toDateTimeLocal(new Date(event.endTime)),
      location: event.location ?? '',
      isVirtual: event.isVirtual,
    };
  }
  const start = startOfHour(addHours(new Date(), 1));
  return { title: '', description: '', type: 'meeting', startTime: toDateTimeLocal(start), endTime: toDateTimeLocal(addHours(start, 1)), location: '', isVirtual: false };
}

/** Times are picked as wall-clock times and sent with the browser's zone; the server converts them. */
interface ScheduleEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One of the caller's events to edit; absent schedules a new one. */
  event?: CalendarEvent | null;
  onSaved?: (startTime: string) => void;
}

export function ScheduleEventDialog({ open, onOpenChange, event, onSaved }: ScheduleEventDialogProps) {
  const form = useForm<FormValues, unknown, CreateEventValues>({ resolver: zodResolver(createEventInput), defaultValues: defaults() });
  const { errors } = form.formState;
  const saved = (result: CalendarEvent, title: string, description: string) => {
    toast({ title, description });
    onOpenChange(false);
    onSaved?.(result.startTime);
  };
  const failed = (error: unknown) => {
    for (const [field, message] of Object.entries(fieldIssues(error))) {
      if (field in defaults()) form.setError(field as keyof FormValues, { message });
    }
    toast({ title: 'Error', description: errorMessage(error, 'Failed to save the event. Please try again.'), variant: 'destructive' });
  };
  const create = trpc.calendar.create.useMutation({
    onSuccess: (created) => saved(created, CALENDAR_MESSAGES.created, `"${created.title}" has been added to your calendar.`),
    onError: failed,
  });
  const update = trpc.calendar.update.useMutation({
    onSuccess: (updated) => saved(updated, CALENDAR_MESSAGES.updated, `"${updated.title}" has been updated.`),
    onError: failed,
  });
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) form.reset(defaults(event));
  }, [open, event, form]);

  const submit = form.handleSubmit((values) => {
    const timezone = browserTimeZone();
    if (event) update.mutate({ ...values, id: event.sourceId, timezone });
    else create.mutate({ ...values, timezone });
  });

  const field = (name: 'title' | 'description' | 'startTime' | 'endTime' | 'location') => ({
    id: `event-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `event-${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>{event ? 'Edit Event' : 'Schedule Event'}</DialogTitle>
          <DialogDescription>{event ? 'Change the details or move it to another time.' : 'Add a meeting, workshop or group session to your calendar.'}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor="event-title">Title</Label>
            <Input placeholder="e.g. Quarterly planning" {...field('title')} />
            <FieldError id="event-title-error" message={errors.title?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="event-description">Description</Label>
            <Textarea placeholder="Optional" {...field('description')} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="event-type">Type</Label>
            <Controller
              control={form.control}
              name="type"
              render={({ field: f }) => (
                <Select value={f.value ?? 'meeting'} onValueChange={f.onChange}>
                  <SelectTrigger id="event-type">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {CALENDAR_EVENT_TYPES.map((type) => (
                      <SelectItem key={type} value={type}>
                        {CALENDAR_EVENT_TYPE_LABELS[type]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="event-startTime">Start Time</Label>
              <Input type="datetime-local" {...field('startTime')} />
              <FieldError id="event-startTime-error" message={errors.startTime?.message} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="event-endTime">End Time</Label>
              <Input type="datetime-local" {...field('endTime')} />
              <FieldError id="event-endTime-error" message={errors.endTime?.message} />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="event-location">Location</Label>
            <Input placeholder="Optional: a room or a meeting link" {...field('location')} />
            <FieldError id="event-location-error" message={errors.location?.message} />
          </div>
          <div className="flex items-center justify-between gap-4 rounded-md border p-3">
            <Label htmlFor="event-virtual">Virtual event</Label>
            <Controller control={form.control} name="isVirtual" render={({ field: f }) => <Switch id="event-virtual" checked={f.value ?? false} onCheckedChange={f.onChange} />} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {event ? 'Save Changes' : 'Schedule Event'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
