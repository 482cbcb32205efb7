import type { SessionRecording } from '@shared/schemas/session-recordings';

/** The in-app player: the browser streams the file with range requests, so seeking fetches only what it needs. */
export function RecordingPlayer({ recording, autoPlay = false }: { recording: SessionRecording; autoPlay?: boolean }) {
  if (!recording.fileUrl) {
    return (
      <div className="flex aspect-video items-center justify-center rounded-lg bg-slate-900 p-6 text-center text-sm text-slate-200">
        {recording.status === 'failed' ? `This recording failed: ${recording.failureReason ?? 'unknown reason'}` : 'This recording is still being processed.'}
      </div>
    );
  }
  return (
    <video
      key={recording.id}
      src={recording.fileUrl}
      controls
      autoPlay={autoPlay}
      preload="metadata"
      playsInline
      poster={recording.thumbnailUrl ?? undefined}
      className="aspect-video w-full rounded-lg bg-black"
      data-testid="recording-player"
      aria-label={`Recording: ${recording.title}`}
    />
  );
}
