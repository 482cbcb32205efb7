import { Download, Link2 } from 'lucide-react';
import { format } from 'date-fns';
import { formatRecordingDuration, formatRecordingSize } from '@shared/constants/video';
import type { SessionRecording } from '@shared/schemas/session-recordings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RecordingPlayer } from './recording-player';

export function RecordingPlayerDialog({ recording, onClose, onDownload, onCopyLink }: { recording: SessionRecording | null; onClose(): void; onDownload(r: SessionRecording): void; onCopyLink(r: SessionRecording): void }) {
  return (
    <Dialog open={recording !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        {recording && (
          <>
            <DialogHeader>
              <DialogTitle>{recording.title}</DialogTitle>
              <DialogDescription>
                with {recording.participant} · {format(new Date(recording.createdAt), 'MMM d, yyyy')} · {formatRecordingDuration(recording.duration)} · {formatRecordingSize(recording.size)}
              </DialogDescription>
            </DialogHeader>
            <RecordingPlayer recording={recording} autoPlay />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => onCopyLink(recording)}>
                <Link2 aria-hidden="true" /> Copy link
              </Button>
              <Button onClick={() => onDownload(recording)} disabled={!recording.downloadUrl}>
                <Download aria-hidden="true" /> Download
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
