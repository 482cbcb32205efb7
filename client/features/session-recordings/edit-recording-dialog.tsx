import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { recordingFormSchema, type SessionRecording } from '@shared/schemas/session-recordings';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type Form = z.infer<typeof recordingFormSchema>;

/** Rename a recording and set its tags (comma-separated). */
export function EditRecordingDialog({ recording, onClose, onSave, saving }: { recording: SessionRecording | null; onClose(): void; onSave(values: { title: string; tags: string[] }): void; saving: boolean }) {
  const form = useForm<Form>({ resolver: zodResolver(recordingFormSchema), defaultValues: { title: '', tags: '' } });
  useEffect(() => {
    if (recording) form.reset({ title: recording.title, tags: recording.tags.join(', ') });
  }, [recording, form]);
  const submit = form.handleSubmit((values) =>
    onSave({
      title: values.title,
      tags: values.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    }),
  );
  return (
    <Dialog open={recording !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Recording</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="recording-title">Title</Label>
            <Input id="recording-title" {...form.register('title')} aria-invalid={Boolean(form.formState.errors.title)} />
            <FieldError message={form.formState.errors.title?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="recording-tags">Tags</Label>
            <Input id="recording-tags" placeholder="goals, feedback" {...form.register('tags')} />
            <p className="text-xs text-muted-foreground">Separate tags with commas.</p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
