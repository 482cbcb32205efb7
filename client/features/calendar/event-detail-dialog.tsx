import { format } from 'date-fns';
import { Clock, MapPin, Pencil, Trash2, Users, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CALENDAR_EVENT_STATUS_LABELS, CALENDAR_EVENT_TYPE_LABELS, CALENDAR_MESSAGES } from '@shared/constants/calendar';
import type { CalendarEvent } from '@shared/schemas/calendar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { STATUS_TONE, timeRange, TYPE_TONE } from './calendar-utils';

export function EventDetailDialog({ event, onClose, onEdit }: { event: CalendarEvent | null; onClose: () => void; onEdit: (event: CalendarEvent) => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = trpc.calendar.delete.useMutation({
    onSuccess: () => {
      toast({ title: CALENDAR_MESSAGES.deleted, description: 'The event has been removed from your calendar.' });
      onClose();
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to delete the event.'), variant: 'destructive' }),
  });

  return (
    <Dialog
      open={event !== null}
      onOpenChange={(open) => {
        if (!open) {
          setConfirming(false);
          onClose();
        }
      }}
    >
      {event && (
        <DialogContent className="grid-cols-[minmax(0,1fr)]">
          <DialogHeader>
            <DialogTitle className={cn('break-words', event.status === 'cancelled' && 'line-through')}>{event.title}</DialogTitle>
            <DialogDescription>{event.description || 'No description'}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap gap-1.5">
            <Badge className={cn('border', TYPE_TONE[event.type])}>{CALENDAR_EVENT_TYPE_LABELS[event.type]}</Badge>
            <Badge className={cn('border-transparent', STATUS_TONE[event.status])}>{CALENDAR_EVENT_STATUS_LABELS[event.status]}</Badge>
          </div>
          <dl className="grid gap-2 text-sm">
            <div className="flex items-start gap-2">
              <dt className="sr-only">When</dt>
              <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <dd>
                {format(new Date(event.startTime), 'EEEE, MMMM d, yyyy')}
                <br />
                {timeRange(event)}
              </dd>
            </div>
            <div className="flex items-start gap-2">
              <dt className="sr-only">Location</dt>
              {event.isVirtual ? <Video className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" /> : <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
              <dd className="break-words">{[event.location, event.isVirtual ? 'Virtual' : null].filter(Boolean).join(' · ') || 'No location'}</dd>
            </div>
            <div className="flex items-start gap-2">
              <dt className="sr-only">Participants</dt>
              <Users className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <dd title={event.participants.map((p) => p.name).join(', ')}>
                {event.participants.length} {event.participants.length === 1 ? 'participant' : 'participants'}
              </dd>
            </div>
          </dl>
          <DialogFooter>
            {event.source === 'session' ? (
              <Button asChild variant="outline">
                <Link to="/sessions">Open in Sessions</Link>
              </Button>
            ) : confirming ? (
              <div className="flex items-center justify-end gap-2">
                <span className="text-sm">Delete this event?</span>
                <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
                <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => remove.mutate({ id: event.sourceId })}>
                  Delete
                </Button>
              </div>
            ) : (
              event.canEdit && (
                <>
                  <Button variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
                    <Trash2 aria-hidden="true" />
                    Delete Event
                  </Button>
                  <Button variant="outline" onClick={() => onEdit(event)}>
                    <Pencil aria-hidden="true" />
                    Edit Event
                  </Button>
                </>
              )
            )}
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

export function DayEventsDialog({ day, events, onClose, onOpen }: { day: Date | null; events: CalendarEvent[]; onClose: () => void; onOpen: (event: CalendarEvent) => void }) {
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && onClose()}>
      {day && (
        <DialogContent className="grid-cols-[minmax(0,1fr)]">
          <DialogHeader>
            <DialogTitle>{format(day, 'EEEE, MMMM d')}</DialogTitle>
            <DialogDescription>
              {events.length} {events.length === 1 ? 'event' : 'events'}
            </DialogDescription>
          </DialogHeader>
          <ul className="space-y-2">
            {events.map((event) => (
              <li key={event.id}>
                <button
                  type="button"
                  onClick={() => onOpen(event)}
                  className={cn('w-full rounded-md border px-3 py-2 text-left text-sm hover:opacity-80', TYPE_TONE[event.type], event.status === 'cancelled' && 'line-through opacity-60')}
                >
                  <span className="font-medium">{event.title}</span>
                  <span className="block text-xs">{timeRange(event)}</span>
                </button>
              </li>
            ))}
          </ul>
        </DialogContent>
      )}
    </Dialog>
  );
}
