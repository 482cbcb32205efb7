import { MicOff, MonitorUp, VideoOff, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { ConnectionQuality } from './call-controller';
import { QualityIndicator } from './quality-indicator';

interface VideoTileProps {
  stream: MediaStream | null;
  name: string;
  /** Our own tile: never played aloud, shown mirrored like a mirror. */
  local?: boolean;
  audioOff?: boolean;
  videoOff?: boolean;
  screen?: boolean;
  quality?: ConnectionQuality;
  /** Speaker chosen in the settings (HTMLMediaElement.setSinkId where the browser has it). */
  sinkId?: string | null;
  className?: string;
  testId: string;
}

/** One person in the call: their video (or initials while it is off), name, microphone state and connection quality. */
export function VideoTile({ stream, name, local = false, audioOff, videoOff, screen, quality, sinkId, className, testId }: VideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [needsSound, setNeedsSound] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (!stream) return;
    video.play().catch((error: unknown) => {
      // Autoplay with sound refused until the person interacts: play muted and offer the sound.
      if (local || (error as Error).name !== 'NotAllowedError') return;
      video.muted = true;
      setNeedsSound(true);
      void video.play().catch(() => undefined);
    });
  }, [stream, local]);

  useEffect(() => {
    const video = ref.current as (HTMLVideoElement & { setSinkId?: (id: string) => Promise<void> }) | null;
    if (local || !video?.setSinkId || sinkId === undefined) return;
    void video.setSinkId(sinkId ?? '').catch((error: unknown) => console.warn('speaker not available', error));
  }, [sinkId, local]);

  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <figure className={cn('relative flex min-h-0 items-center justify-center overflow-hidden rounded-xl bg-slate-800', className)} data-call-tile={local ? 'local' : 'remote'} data-name={name}>
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={local}
        data-testid={testId}
        aria-label={local ? 'Your video' : `Video of ${name}`}
        className={cn('size-full object-contain', local && !screen && '-scale-x-100', videoOff && 'invisible')}
      />
      {videoOff && (
        <div className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
          <span className="flex size-20 items-center justify-center rounded-full bg-slate-600 text-2xl font-semibold text-white">{initials || '?'}</span>
        </div>
      )}
      <figcaption className="absolute bottom-2 left-2 flex max-w-[calc(100%-1rem)] items-center gap-1.5 rounded-md bg-slate-950/70 px-2 py-1 text-xs text-white">
        {audioOff && <MicOff className="size-3.5 text-red-400" aria-label="Microphone off" />}
        {videoOff && <VideoOff className="size-3.5 text-red-400" aria-label="Camera off" />}
        {screen && <MonitorUp className="size-3.5 text-sky-300" aria-label="Sharing screen" />}
        <span className="truncate">{name}</span>
        {quality && <QualityIndicator quality={quality} />}
      </figcaption>
      {needsSound && (
        <Button
          size="sm"
          variant="secondary"
          className="absolute top-2 right-2"
          onClick={() => {
            if (ref.current) ref.current.muted = false;
            setNeedsSound(false);
          }}
        >
          <Volume2 aria-hidden="true" /> Enable sound
        </Button>
      )}
    </figure>
  );
}
