import { FileVideo, Star } from 'lucide-react';
import { RECORDING_CARD_TAGS } from '@shared/constants/video';
import type { SessionRecording } from '@shared/schemas/session-recordings';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** 'Processing' or 'Failed' when the recording is not ready (nothing when it is). */
export function RecordingStatusBadge({ recording }: { recording: SessionRecording }) {
  if (recording.status === 'ready') return null;
  if (recording.status === 'processing') {
    return <Badge className="border-transparent bg-amber-100 text-amber-800">{recording.isLive ? 'Recording' : 'Processing'}</Badge>;
  }
  return (
    <Badge className="border-transparent bg-red-100 text-red-800" title={recording.failureReason ?? undefined}>
      Failed
    </Badge>
  );
}

/** The first two tags, then '+N'. */
export function RecordingTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, RECORDING_CARD_TAGS);
  const more = tags.length - shown.length;
  return (
    <div className="flex flex-wrap gap-1">
      {shown.map((tag) => (
        <Badge key={tag} variant="secondary">
          {tag}
        </Badge>
      ))}
      {more > 0 && <Badge variant="outline">+{more}</Badge>}
    </div>
  );
}

export function FavoriteButton({ recording, onToggle, className }: { recording: SessionRecording; onToggle(): void; className?: string }) {
  return (
    <Button
      size="icon"
      variant="ghost"
      className={className}
      aria-pressed={recording.isFavorite}
      aria-label={recording.isFavorite ? `Remove ${recording.title} from favorites` : `Add ${recording.title} to favorites`}
      onClick={onToggle}
    >
      <Star className={cn('size-4', recording.isFavorite && 'fill-amber-400 text-amber-500')} aria-hidden="true" />
    </Button>
  );
}

export function RecordingThumbnail({ recording, className }: { recording: SessionRecording; className?: string }) {
  return recording.thumbnailUrl ? (
    <img src={recording.thumbnailUrl} alt="" className={cn('size-full object-cover', className)} loading="lazy" />
  ) : (
    <div className={cn('flex size-full items-center justify-center bg-slate-800 text-slate-400', className)}>
      <FileVideo className="size-10" aria-hidden="true" />
    </div>
  );
}
