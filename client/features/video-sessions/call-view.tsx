import { Circle, Hand, Loader2, MessageSquare, Mic, MicOff, MonitorUp, MonitorX, PhoneOff, Settings2, Square, Video, VideoOff, LogOut } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { VIDEO_MESSAGES, VIDEO_QUALITY_SIZES } from '@shared/constants/video';
import type { ActiveRecording, CallEvent, CallMessage, JoinedCall, VideoSettings } from '@shared/schemas/video-sessions';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';
import { toast, useToastsAbove } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { CallChat } from './call-chat';
import { CallController, CameraNotSentError, type ConnectionQuality } from './call-controller';
import { CallRecorder } from './call-recorder';
import { DevicePickerDialog } from './device-picker-dialog';
import { claimPeerId, keepPeerIdOnReload } from './peer-id';
import { QualityIndicator } from './quality-indicator';
import { VideoTile } from './video-tile';

function mediaConstraints(settings: VideoSettings): MediaStreamConstraints {
  const size = VIDEO_QUALITY_SIZES[settings.defaultVideoQuality];
  return {
    video: { width: { ideal: size.width }, height: { ideal: size.height }, ...(settings.cameraDevice ? { deviceId: { ideal: settings.cameraDevice } } : {}) },
    audio: settings.microphoneDevice ? { deviceId: { ideal: settings.microphoneDevice } } : true,
  };
}

const WORST: ConnectionQuality[] = ['lost', 'poor', 'fair', 'connecting', 'good'];

function useElapsed(since: string | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!since) return '0:00';
  const seconds = Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The full-screen call: joins (starting a scheduled session), connects to everyone in the call over
 * WebRTC, and offers mute, camera, devices, screen share, chat, consented recording, leave and end.
 */
export function CallView({ sessionId, onClose }: { sessionId: number; onClose: () => void }) {
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const settingsQuery = trpc.videoSessions.settings.useQuery();
  const start = trpc.videoSessions.start.useMutation();
  const end = trpc.videoSessions.end.useMutation();
  const leave = trpc.videoSessions.leave.useMutation();
  const startRecording = trpc.sessionRecordings.start.useMutation();
  const stopRecording = trpc.sessionRecordings.stop.useMutation();
  const requestStop = trpc.sessionRecordings.requestStop.useMutation();

  // The same across a reload of this tab: the reloaded page takes its own place in the call again.
  const [peerId] = useState(() => claimPeerId(sessionId));
  useEffect(() => keepPeerIdOnReload(sessionId, peerId), [sessionId, peerId]);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [joined, setJoined] = useState<JoinedCall | null>(null);
  const [mediaReady, setMediaReady] = useState(false);
  const [mediaBlocked, setMediaBlocked] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [devicesOpen, setDevicesOpen] = useState(false);
  const [liveMessages, setLiveMessages] = useState<CallMessage[]>([]);
  const [recording, setRecording] = useState<ActiveRecording | null>(null);
  const [stopRequestedBy, setStopRequestedBy] = useState<string | null>(null);
  const [askedToStop, setAskedToStop] = useState(false);
  const [speaker, setSpeaker] = useState<string | null | undefined>(undefined);
  const [controller, setController] = useState<CallController | null>(null);
  const [recorder, setRecorder] = useState<CallRecorder | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  // Toasts ('Call Started', recording notices) stay above the controls, never over End or Mute.
  const controlsRef = useRef<HTMLElement>(null);
  const closedRef = useRef(false);
  const autoRecorded = useRef(false);
  const startedRef = useRef(false);

  const settings = settingsQuery.data;
  const session = joined?.session ?? null;
  const isHost = session?.isHost ?? false;
  const iAmRecording = recording !== null && recorder !== null;

  // Join once: a scheduled session starts here (the strict-mode double mount must not start twice).
  useEffect(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    start.mutate(
      { id: sessionId },
      {
        onSuccess: (result) => {
          toast(VIDEO_MESSAGES.started);
          setJoined(result);
          setController(
            new CallController({
              peerId,
              iceServers: result.iceServers,
              send: (to, signal) => utils.client.videoSessions.signal.mutate({ sessionId, from: peerId, ...(to ? { to } : {}), signal }).then(() => undefined),
              onChange: rerender,
            }),
          );
          setRecording(result.session.activeRecording);
        },
        onError: () => {
          toast({ ...VIDEO_MESSAGES.startFailed, variant: 'destructive' });
          onClose();
        },
      },
    );
  }, [sessionId, start, onClose, utils, peerId]);

  // Camera and microphone, as the settings ask; refused, the call goes on receive-only.
  const settingsLoaded = settings !== undefined;
  useEffect(() => {
    if (!controller || !settingsLoaded) return;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia(mediaConstraints(settings!))
      .then((stream) => {
        if (cancelled) return stream.getTracks().forEach((track) => track.stop());
        controller.setLocalStream(stream);
      })
      .catch((error: unknown) => {
        console.error(VIDEO_MESSAGES.mediaBlocked, error);
        if (!cancelled) setMediaBlocked(true);
      })
      .finally(() => {
        if (!cancelled) setMediaReady(true);
      });
    return () => {
      cancelled = true;
    };
    // Asked once per call: later settings changes apply to the next call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, settingsLoaded]);

  const finishRecording = useCallback(async () => {
    if (!recorder) return;
    setRecorder(null);
    const id = recording?.id;
    setRecording(null);
    if (id !== undefined) stopRecording.mutate({ id });
    await recorder.stop().catch((error: unknown) => console.warn('recording upload did not finish', error));
    void utils.sessionRecordings.list.invalidate();
  }, [recorder, recording, stopRecording, utils]);

  const closeCall = useCallback(() => {
    if (closedRef.current) return;
    closedRef.current = true;
    void finishRecording();
    controller?.close();
    void utils.videoSessions.list.invalidate();
    void utils.sessions.invalidate();
    onClose();
  }, [finishRecording, onClose, utils, controller]);

  const onEvent = useCallback(
    (event: CallEvent) => {
      controller?.handleEvent(event);
      if (event.type === 'chat') setLiveMessages((messages) => [...messages, event.message]);
      if (event.type === 'recording') {
        if (event.state === 'started') setRecording(event.recording);
        else {
          setRecording((current) => (current?.id === event.recording.id ? null : current));
          setStopRequestedBy(null);
          setAskedToStop(false);
        }
      }
      if (event.type === 'stop-request') setStopRequestedBy(event.by);
      if (event.type === 'ended') {
        toast({ ...VIDEO_MESSAGES.ended, description: `${event.by} ended the call.` });
        closeCall();
      }
      if (event.type === 'join' || event.type === 'hello' || event.type === 'leave') rerender();
    },
    [closeCall, controller],
  );

  trpc.videoSessions.onCallEvent.useSubscription(
    { sessionId, peerId },
    {
      enabled: joined !== null && mediaReady,
      onData: onEvent,
      onError: (error) => console.error('call signalling failed', error),
    },
  );

  // Leaving the page (or closing the view) leaves the call and finishes a recording's upload.
  useEffect(() => () => controller?.close(), [controller]);
  useEffect(() => () => void recorder?.stop().catch(() => undefined), [recorder]);

  const peers = controller ? [...controller.peers.values()] : [];

  // The recording hears everyone: the mix follows who is in the call.
  useEffect(() => {
    recorder?.syncAudio([controller?.localStream, ...peers.map((peer) => peer.stream)].filter((stream): stream is MediaStream => stream !== null && stream !== undefined));
  });

  const beginRecording = useCallback(() => {
    if (!settings) return;
    startRecording.mutate(
      { sessionId },
      {
        onSuccess: (created) => {
          const next = new CallRecorder(
            created.id,
            {
              tiles: () =>
                [...(stageRef.current?.querySelectorAll<HTMLElement>('[data-call-tile]') ?? [])].flatMap((tile) => {
                  const video = tile.querySelector('video');
                  return video ? [{ video, name: tile.dataset.name ?? '' }] : [];
                }),
            },
            settings.defaultVideoQuality,
            (error) => console.error('recording upload failed', error),
          );
          next.syncAudio([controller?.localStream, ...[...(controller?.peers.values() ?? [])].map((peer) => peer.stream)].filter((stream): stream is MediaStream => Boolean(stream)));
          next.start();
          setRecorder(next);
          setRecording({ id: created.id, recorderId: user?.id ?? null, startedBy: 'You', startedAt: created.createdAt });
        },
        onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Recording could not start.'), variant: 'destructive' }),
      },
    );
  }, [settings, sessionId, startRecording, user, controller]);

  // autoRecord: the coach's calls start recording as soon as they have joined.
  useEffect(() => {
    if (autoRecorded.current || !mediaReady || !settings?.autoRecord || !isHost || recording) return;
    autoRecorded.current = true;
    beginRecording();
  }, [mediaReady, settings, isHost, recording, beginRecording]);

  const elapsed = useElapsed(session?.startedAt ?? null);
  useToastsAbove(controlsRef, Boolean(joined && settings && controller));

  if (!joined || !settings || !controller) {
    return createPortal(
      <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-slate-950 text-white" role="status">
        <Loader2 className="size-8 animate-spin" aria-hidden="true" />
        <p>Joining the call...</p>
      </div>,
      document.body,
    );
  }

  const overall = peers.reduce<ConnectionQuality>((worst, peer) => (WORST.indexOf(peer.quality) < WORST.indexOf(worst) ? peer.quality : worst), 'good');
  const hangUp = () => {
    leave.mutate({ sessionId, peerId });
    closeCall();
  };
  const endForAll = () => {
    end.mutate(
      { sessionId },
      {
        onSuccess: () => {
          toast(VIDEO_MESSAGES.ended);
          closeCall();
        },
        onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The call could not be ended.'), variant: 'destructive' }),
      },
    );
  };
  const toggleScreen = async () => {
    try {
      if (controller.sharingScreen) controller.stopScreenShare();
      else await controller.startScreenShare();
    } catch (error) {
      console.warn('screen share refused', error);
    }
  };
  const canShare = settings.enableScreenShare && typeof navigator.mediaDevices?.getDisplayMedia === 'function';
  const local = controller.localStream;
  const localShown = controller.screenStream ?? local;

  // In a portal after the app's root: above the help chat button, under dialogs opened from the call.
  return createPortal(
    <div className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white" role="dialog" aria-modal="true" aria-label={`Call: ${session!.title}`} data-testid="call-view">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-800 px-4 py-3">
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-semibold">{session!.title}</h1>
          <p className="truncate text-xs text-slate-400">
            with {session!.participant} · <span aria-label="Call length">{elapsed}</span>
          </p>
        </div>
        {recording && (
          <span className="flex items-center gap-1.5 rounded-full bg-red-600 px-3 py-1 text-xs font-semibold" data-testid="recording-indicator">
            <Circle className="size-2.5 animate-pulse fill-current" aria-hidden="true" /> Recording
          </span>
        )}
        {peers.length > 0 && <QualityIndicator quality={overall} showLabel />}
      </header>

      {mediaBlocked && (
        <p role="alert" className="bg-amber-500/20 px-4 py-2 text-sm text-amber-100">
          {VIDEO_MESSAGES.mediaBlocked}
        </p>
      )}
      {stopRequestedBy && iAmRecording && (
        <div role="alert" className="flex flex-wrap items-center gap-3 bg-red-900/60 px-4 py-2 text-sm">
          <Hand className="size-4" aria-hidden="true" /> {stopRequestedBy} asked to stop the recording.
          <Button size="sm" variant="secondary" onClick={() => void finishRecording()}>
            Stop recording
          </Button>
        </div>
      )}

      {/* relative: on a phone the chat covers the pictures only, never the header (Recording) or the controls. */}
      <div className="relative flex min-h-0 flex-1">
        <div ref={stageRef} className={cn('relative grid min-h-0 flex-1 auto-rows-fr gap-3 p-3', peers.length === 0 ? 'grid-cols-1' : peers.length < 3 ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-2 lg:grid-cols-3')}>
          {peers.length === 0 && (
            <div className="flex items-center justify-center rounded-xl border border-dashed border-slate-700 p-6 text-center text-sm text-slate-300 sm:hidden">
              Waiting for others to join...
            </div>
          )}
          {peers.map((peer) => (
            <VideoTile
              key={peer.id}
              testId="remote-video"
              stream={peer.stream}
              name={peer.name || 'Participant'}
              audioOff={!peer.media.audio}
              videoOff={!peer.media.video}
              screen={peer.media.screen}
              quality={peer.quality}
              sinkId={speaker !== undefined ? speaker : (settings.speakerDevice ?? undefined)}
            />
          ))}
          <VideoTile
            testId="local-video"
            local
            stream={localShown}
            name={`${[user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'You'} (you)`}
            audioOff={!controller.media.audio}
            videoOff={!controller.media.video}
            screen={controller.sharingScreen}
            // On a phone in a two-person call, our own picture floats in a corner over the other person's.
            className={peers.length === 1 ? 'max-sm:absolute max-sm:right-5 max-sm:bottom-5 max-sm:z-10 max-sm:h-40 max-sm:w-28 max-sm:shadow-lg max-sm:ring-2 max-sm:ring-slate-700' : undefined}
          />
          {peers.length === 0 && (
            <div className="hidden items-center justify-center rounded-xl border border-dashed border-slate-700 p-6 text-center text-sm text-slate-300 sm:flex">
              Waiting for others to join...
            </div>
          )}
        </div>
        {chatOpen && settings.enableChat && (
          <CallChat sessionId={sessionId} live={liveMessages} onClose={() => setChatOpen(false)} className="absolute inset-0 z-10 sm:static sm:w-80 sm:border-l sm:border-slate-800" />
        )}
      </div>

      <nav ref={controlsRef} aria-label="Call controls" className="flex flex-wrap items-center justify-center gap-2 border-t border-slate-800 px-3 py-3">
        <Button variant={controller.muted ? 'destructive' : 'secondary'} size="sm" onClick={() => controller.setMuted(!controller.muted)} disabled={!local?.getAudioTracks().length}>
          {controller.muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
          {controller.muted ? 'Unmute' : 'Mute'}
        </Button>
        <Button variant={controller.cameraOff ? 'destructive' : 'secondary'} size="sm" onClick={() => controller.setCameraOff(!controller.cameraOff)} disabled={!local?.getVideoTracks().length}>
          {controller.cameraOff ? <VideoOff aria-hidden="true" /> : <Video aria-hidden="true" />}
          {controller.cameraOff ? 'Start camera' : 'Stop camera'}
        </Button>
        {canShare && (
          <Button variant="secondary" size="sm" onClick={() => void toggleScreen()}>
            {controller.sharingScreen ? <MonitorX aria-hidden="true" /> : <MonitorUp aria-hidden="true" />}
            {controller.sharingScreen ? 'Stop sharing' : 'Share screen'}
          </Button>
        )}
        {isHost && !recording && (
          <Button variant="secondary" size="sm" onClick={beginRecording} disabled={startRecording.isPending}>
            <Circle className="fill-red-500 text-red-500" aria-hidden="true" /> Record
          </Button>
        )}
        {iAmRecording && (
          <Button variant="secondary" size="sm" onClick={() => void finishRecording()}>
            <Square aria-hidden="true" /> Stop recording
          </Button>
        )}
        {recording && !iAmRecording && (
          <Button
            variant="secondary"
            size="sm"
            disabled={askedToStop || requestStop.isPending}
            onClick={() => requestStop.mutate({ id: recording.id }, { onSuccess: () => setAskedToStop(true) })}
          >
            <Hand aria-hidden="true" /> {askedToStop ? 'Asked to stop' : 'Ask to stop recording'}
          </Button>
        )}
        {settings.enableChat && (
          <Button variant="secondary" size="sm" onClick={() => setChatOpen(!chatOpen)} aria-pressed={chatOpen}>
            <MessageSquare aria-hidden="true" /> Chat
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => setDevicesOpen(true)}>
          <Settings2 aria-hidden="true" /> Devices
        </Button>
        <Button variant="outline" size="sm" className="border-slate-600 bg-transparent text-white hover:bg-slate-800" onClick={hangUp}>
          <LogOut aria-hidden="true" /> Leave
        </Button>
        {isHost && (
          <Button variant="destructive" size="sm" onClick={endForAll} disabled={end.isPending}>
            <PhoneOff aria-hidden="true" /> End Call
          </Button>
        )}
      </nav>

      <DevicePickerDialog
        open={devicesOpen}
        onOpenChange={setDevicesOpen}
        current={controller.devices}
        speaker={speaker ?? settings.speakerDevice}
        onCamera={(id) =>
          void controller.switchDevice('video', id, mediaConstraints(settings).video as MediaTrackConstraints).catch((error: unknown) => {
            console.warn(error);
            if (error instanceof CameraNotSentError) toast({ ...VIDEO_MESSAGES.cameraNotSent, variant: 'destructive' });
          })
        }
        onMicrophone={(id) => void controller.switchDevice('audio', id).catch((error: unknown) => console.warn(error))}
        onSpeaker={(id) => setSpeaker(id)}
      />
    </div>,
    document.body,
  );
}
