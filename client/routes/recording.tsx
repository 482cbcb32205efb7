import { ArrowLeft, Download } from 'lucide-react';
import { format } from 'date-fns';
import { Link, useParams } from 'react-router';
import { formatRecordingDuration, formatRecordingSize } from '@shared/constants/video';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { RecordingTags } from '@/features/session-recordings/recording-look';
import { RecordingPlayer } from '@/features/session-recordings/recording-player';
import { useRecordingActions } from '@/features/session-recordings/use-recording-actions';
import { errorCode } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { NotFoundPage } from './not-found';

/** A shared recording link ({origin}/recordings/{id}): plays it for those allowed; anyone else sees the 404 page. */
export function RecordingPage() {
  const { id } = useParams();
  const recordingId = Number(id);
  const valid = Number.isInteger(recordingId) && recordingId > 0;
  const recording = trpc.sessionRecordings.byId.useQuery({ id: recordingId }, { enabled: valid, retry: false });
  const actions = useRecordingActions();

  if (!valid || errorCode(recording.error) === 'NOT_FOUND') return <NotFoundPage />;
  if (recording.isError) return <LoadError what="The recording" onRetry={() => void recording.refetch()} />;
  if (!recording.data) return <Skeleton className="mx-auto aspect-video w-full max-w-4xl" />;
  const value = recording.data;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 p-4 sm:p-6 lg:p-8">
      <Button variant="ghost" size="sm" asChild>
        <Link to="/session-recordings">
          <ArrowLeft aria-hidden="true" /> Session Recordings
        </Link>
      </Button>
      <h1 className="text-2xl font-bold tracking-tight">{value.title}</h1>
      <p className="text-sm text-muted-foreground">
        with {value.participant} · {format(new Date(value.createdAt), 'MMM d, yyyy')} · {formatRecordingDuration(value.duration)} · {formatRecordingSize(value.size)}
      </p>
      <RecordingPlayer recording={value} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RecordingTags tags={value.tags} />
        <Button onClick={() => actions.download(value)} disabled={!value.downloadUrl}>
          <Download aria-hidden="true" /> Download
        </Button>
      </div>
    </div>
  );
}

export default RecordingPage;
