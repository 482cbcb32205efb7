import { RECORDING_MESSAGES } from '@shared/constants/video';
import type { SessionRecording } from '@shared/schemas/session-recordings';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** The library's actions with the spec's toasts (every change refreshes the lists: lib/live-data.ts). */
export function useRecordingActions() {
  const favorite = trpc.sessionRecordings.favorite.useMutation();
  const remove = trpc.sessionRecordings.delete.useMutation({
    onSuccess: () => {
      toast(RECORDING_MESSAGES.deleted);
    },
    onError: () => toast({ ...RECORDING_MESSAGES.deleteFailed, variant: 'destructive' }),
  });
  const update = trpc.sessionRecordings.update.useMutation({
    onSuccess: () => {
      toast(RECORDING_MESSAGES.updated);
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to update recording. Please try again.'), variant: 'destructive' }),
  });

  const copyLink = async (recording: SessionRecording) => {
    const link = `${window.location.origin}/recordings/${recording.id}`;
    try {
      await navigator.clipboard.writeText(link);
      toast({ ...RECORDING_MESSAGES.linkCopied, description: link });
    } catch {
      toast({ title: 'Error', description: `Copy this link: ${link}`, variant: 'destructive' });
    }
  };

  /** A real download: the browser saves the file under the name the server gives it. */
  const download = (recording: SessionRecording) => {
    if (!recording.downloadUrl) return;
    const anchor = document.createElement('a');
    anchor.href = recording.downloadUrl;
    anchor.download = '';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    toast(RECORDING_MESSAGES.downloadStarted);
  };

  return { favorite, remove, update, copyLink, download };
}
