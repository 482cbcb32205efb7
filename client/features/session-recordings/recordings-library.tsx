import { Clock, Download, FileVideo, HardDrive, LayoutGrid, Link2, List, Pencil, Play, Search, Trash2 } from 'lucide-react';
import { keepPreviousData } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { formatRecordingDuration, formatRecordingSize, RECORDING_FILTER_LABELS, RECORDING_FILTERS, RECORDING_MESSAGES, type RecordingFilter } from '@shared/constants/video';
import type { SessionRecording } from '@shared/schemas/session-recordings';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { infiniteList, pagedItems } from '@/lib/paging';
import { trpc } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { EditRecordingDialog } from './edit-recording-dialog';
import { FavoriteButton, RecordingStatusBadge, RecordingTags, RecordingThumbnail } from './recording-look';
import { RecordingPlayerDialog } from './recording-player-dialog';
import { useRecordingActions } from './use-recording-actions';

const PAGE = 24;

/** The recordings library: search, All / Favorites / Recent, grid and list views; play, download, share, edit, delete. */
export function RecordingsLibrary() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<RecordingFilter>('all');
  const [view, setView] = useState('grid');
  const [playing, setPlaying] = useState<SessionRecording | null>(null);
  const [editing, setEditing] = useState<SessionRecording | null>(null);
  const query = useDebouncedValue(search.trim());
  const list = trpc.sessionRecordings.list.useInfiniteQuery(
    { limit: PAGE, filter, ...(query ? { search: query } : {}) },
    {
      ...infiniteList,
      placeholderData: keepPreviousData,
      // While a recording is still being processed, look again shortly.
      refetchInterval: (q) => (q.state.data?.pages.some((page) => page.items.some((r) => r.status === 'processing')) ? 3000 : false),
    },
  );
  const actions = useRecordingActions();
  const recordings = pagedItems(list.data);
  const common = {
    onPlay: setPlaying,
    onFavorite: (r: SessionRecording) => actions.favorite.mutate({ id: r.id, isFavorite: !r.isFavorite }),
    onDownload: actions.download,
    onCopyLink: (r: SessionRecording) => void actions.copyLink(r),
    onEdit: setEditing,
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Search by title or participant" aria-label="Search recordings" className="pl-8" />
        </div>
        <div className="flex gap-1" role="group" aria-label="Filter recordings">
          {RECORDING_FILTERS.map((value) => (
            <Button key={value} size="sm" variant={filter === value ? 'default' : 'outline'} aria-pressed={filter === value} onClick={() => setFilter(value)}>
              {RECORDING_FILTER_LABELS[value]}
            </Button>
          ))}
        </div>
      </div>

      <Tabs value={view} onValueChange={setView}>
        <TabsList>
          <TabsTrigger value="grid">
            <LayoutGrid className="size-4" aria-hidden="true" /> Grid
          </TabsTrigger>
          <TabsTrigger value="list">
            <List className="size-4" aria-hidden="true" /> List
          </TabsTrigger>
        </TabsList>
        {list.isError ? (
          <div className="mt-4">
            <LoadError what="Your recordings" onRetry={() => void list.refetch()} />
          </div>
        ) : recordings === undefined ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-64 w-full" />
            ))}
          </div>
        ) : recordings.length === 0 ? (
          <Card className="mt-4">
            <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
              <FileVideo className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">{RECORDING_MESSAGES.empty}</p>
              <p className="text-sm text-muted-foreground">Recordings of your video sessions appear here.</p>
            </CardContent>
          </Card>
        ) : (
          <>
            <TabsContent value="grid">
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {recordings.map((recording) => (
                  <RecordingCard key={recording.id} recording={recording} {...common} />
                ))}
              </ul>
            </TabsContent>
            <TabsContent value="list">
              <ul className="divide-y rounded-lg border">
                {recordings.map((recording) => (
                  <RecordingRow
                    key={recording.id}
                    recording={recording}
                    {...common}
                    deleting={actions.remove.isPending && actions.remove.variables?.id === recording.id}
                    onDelete={(r) => actions.remove.mutate({ id: r.id })}
                  />
                ))}
              </ul>
            </TabsContent>
          </>
        )}
      </Tabs>
      <LoadMore hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} what="recordings" />

      <RecordingPlayerDialog recording={playing} onClose={() => setPlaying(null)} onDownload={actions.download} onCopyLink={(r) => void actions.copyLink(r)} />
      <EditRecordingDialog
        recording={editing}
        saving={actions.update.isPending}
        onClose={() => setEditing(null)}
        onSave={(values) => editing && actions.update.mutate({ id: editing.id, ...values }, { onSuccess: () => setEditing(null) })}
      />
    </div>
  );
}

interface ItemProps {
  recording: SessionRecording;
  onPlay(r: SessionRecording): void;
  onFavorite(r: SessionRecording): void;
  onDownload(r: SessionRecording): void;
  onCopyLink(r: SessionRecording): void;
  onEdit(r: SessionRecording): void;
}

function Meta({ recording }: { recording: SessionRecording }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span className="flex items-center gap-1" data-testid="recording-duration">
        <Clock className="size-3.5" aria-hidden="true" />
        {formatRecordingDuration(recording.duration)}
      </span>
      <span className="flex items-center gap-1" data-testid="recording-size">
        <HardDrive className="size-3.5" aria-hidden="true" />
        {formatRecordingSize(recording.size)}
      </span>
      <time dateTime={recording.createdAt}>{format(new Date(recording.createdAt), 'MMM d, yyyy')}</time>
    </p>
  );
}

function RecordingCard({ recording, onPlay, onFavorite, onDownload, onCopyLink, onEdit }: ItemProps) {
  const ready = recording.fileUrl !== null;
  return (
    <li className="min-w-0">
      <Card className="overflow-hidden" data-testid="recording-card">
        <div className="relative aspect-video">
          <button type="button" className="size-full cursor-pointer disabled:cursor-default" onClick={() => onPlay(recording)} disabled={!ready} aria-label={`Play ${recording.title}`}>
            <RecordingThumbnail recording={recording} />
            {ready && (
              <span className="absolute inset-0 flex items-center justify-center bg-black/0 transition-colors hover:bg-black/30">
                <Play className="size-10 rounded-full bg-black/50 p-2 text-white" aria-hidden="true" />
              </span>
            )}
          </button>
          <span className="absolute right-2 bottom-2 rounded bg-black/70 px-1.5 py-0.5 text-xs text-white">{formatRecordingDuration(recording.duration)}</span>
          <span className="absolute top-2 left-2">
            <RecordingStatusBadge recording={recording} />
          </span>
          <FavoriteButton recording={recording} onToggle={() => onFavorite(recording)} className="absolute top-1 right-1 bg-background/80 hover:bg-background" />
        </div>
        <CardContent className="space-y-2 pt-4">
          <h3 className="truncate font-semibold">{recording.title}</h3>
          <p className="text-sm text-muted-foreground">with {recording.participant}</p>
          <Meta recording={recording} />
          <RecordingTags tags={recording.tags} />
          <div className="flex flex-wrap gap-2 pt-1">
            <Button size="sm" onClick={() => onPlay(recording)} disabled={!ready}>
              <Play aria-hidden="true" /> Play
            </Button>
            <Button size="sm" variant="outline" onClick={() => onDownload(recording)} disabled={!ready}>
              <Download aria-hidden="true" /> Download
            </Button>
            <Button size="icon" variant="ghost" onClick={() => onCopyLink(recording)} aria-label={`Copy share link of ${recording.title}`}>
              <Link2 aria-hidden="true" />
            </Button>
            {recording.canManage && (
              <Button size="icon" variant="ghost" onClick={() => onEdit(recording)} aria-label={`Edit ${recording.title}`}>
                <Pencil aria-hidden="true" />
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

function RecordingRow({ recording, onPlay, onFavorite, onDownload, onCopyLink, onEdit, onDelete, deleting }: ItemProps & { onDelete(r: SessionRecording): void; deleting: boolean }) {
  const ready = recording.fileUrl !== null;
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center" data-testid="recording-row">
      <button type="button" className="relative aspect-video w-full shrink-0 overflow-hidden rounded-md sm:w-40" onClick={() => onPlay(recording)} disabled={!ready} aria-label={`Play ${recording.title}`}>
        <RecordingThumbnail recording={recording} />
      </button>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold">{recording.title}</h3>
          <RecordingStatusBadge recording={recording} />
        </div>
        <p className="text-sm text-muted-foreground">with {recording.participant}</p>
        <Meta recording={recording} />
        <RecordingTags tags={recording.tags} />
      </div>
      <div className={cn('flex shrink-0 flex-wrap items-center gap-1')}>
        <FavoriteButton recording={recording} onToggle={() => onFavorite(recording)} />
        <Button size="icon" variant="ghost" onClick={() => onPlay(recording)} disabled={!ready} aria-label={`Play ${recording.title}`}>
          <Play aria-hidden="true" />
        </Button>
        <Button size="icon" variant="ghost" onClick={() => onDownload(recording)} disabled={!ready} aria-label={`Download ${recording.title}`}>
          <Download aria-hidden="true" />
        </Button>
        <Button size="icon" variant="ghost" onClick={() => onCopyLink(recording)} aria-label={`Copy share link of ${recording.title}`}>
          <Link2 aria-hidden="true" />
        </Button>
        {recording.canManage && (
          <>
            <Button size="icon" variant="ghost" onClick={() => onEdit(recording)} aria-label={`Edit ${recording.title}`}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button size="icon" variant="ghost" className="text-destructive" onClick={() => onDelete(recording)} disabled={deleting || recording.isLive} aria-label={`Delete ${recording.title}`}>
              <Trash2 aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
