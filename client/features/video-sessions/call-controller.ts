import type { CallEvent, IceServer, PeerSignal } from '@shared/schemas/video-sessions';
import { framesEncoded, linkQuality, type ReceiveCounters } from './call-stats';

export type ConnectionQuality = 'connecting' | 'good' | 'fair' | 'poor' | 'lost';

export interface MediaState {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

/** One other tab in the call and our connection to it. */
export interface RemotePeer {
  id: string;
  userId: string;
  name: string;
  pc: RTCPeerConnection;
  stream: MediaStream;
  media: MediaState;
  quality: ConnectionQuality;
  /**
   * One side of each pair offers (the tab with the smaller id, so both agree without asking, however they
   * joined) and the other answers: a call's start is then free of offer collisions. The offerer also restarts
   * a stuck connection.
   */
  offerer: boolean;
  /** The page behind the tab id, from its media signals: another one means the tab was reloaded (see connectAfresh). */
  connection: string | null;
  /** Perfect negotiation for later renegotiation from either side: the answerer is the polite one. */
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  senders: { audio: RTCRtpSender | null; video: RTCRtpSender | null };
  /** Signals to this peer leave in order (a candidate never overtakes its description). */
  outbox: Promise<void>;
  /** Signals from this peer are applied in order. */
  inbox: Promise<void>;
  restartTimer: ReturnType<typeof setTimeout> | null;
  /** The offerer re-negotiates a connection that is not up within CONNECT_TIMEOUT_MS (a lost offer or answer). */
  watchdog: ReturnType<typeof setTimeout> | null;
  stats: ReceiveCounters;
}

export interface CallControllerOptions {
  /** This tab's id in the call, the same across a reload of the tab (see peer-id.ts). */
  peerId: string;
  iceServers: IceServer[];
  send(to: string | undefined, signal: PeerSignal): Promise<void>;
  onChange(): void;
}

const QUALITY_INTERVAL_MS = 3000;
/** A connection 'disconnected' this long is restarted (ICE restart) without leaving the call. */
const RESTART_AFTER_MS = 2500;
/**
 * A connection whose ICE has not even started checking this long after it was made (its offer or answer was
 * lost) is negotiated again by the offerer, a few times at most. A connection still checking is left alone:
 * on a loaded machine the first checks take seconds, and ICE reports 'failed' itself when they do not succeed.
 */
const CONNECT_TIMEOUT_MS = 10_000;
const CONNECT_ATTEMPTS = 4;
/** A signal the server could not take (a dropped request, a 5xx) is sent again this often, after a pause. */
const SEND_ATTEMPTS = 3;
/**
 * A camera switched to must have its frames encoded (a few of them) this soon, or the call goes back to the
 * camera it had: some cameras give frames WebRTC cannot send (a depth camera's 16-bit frames), and the other
 * side's picture would freeze on the last frame of the old one.
 */
const CAMERA_CHECK_MS = 8000;
const CAMERA_CHECK_FRAMES = 3;

/** A camera whose frames the call cannot send (see CAMERA_CHECK_MS); the call kept the one it had. */
export class CameraNotSentError extends Error {
  constructor(label: string) {
    super(`The camera ${label} sends no frames`);
    this.name = 'CameraNotSentError';
  }
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A mesh call from one tab: a peer connection to every other tab, negotiated with the perfect
 * negotiation pattern so either side may renegotiate (screen share, camera switch) at any time.
 * Plain TypeScript (no React), driven by the call's events; the view re-renders on onChange.
 */
export class CallController {
  readonly peers = new Map<string, RemotePeer>();
  localStream: MediaStream | null = null;
  /** The outgoing camera (or screen) and microphone tracks; null while muted or off. */
  private cameraTrack: MediaStreamTrack | null = null;
  private audioTrack: MediaStreamTrack | null = null;
  private screenTrack: MediaStreamTrack | null = null;
  muted = false;
  cameraOff = false;
  private qualityTimer: ReturnType<typeof setInterval>;
  private closed = false;
  /** This page's connection (see the media signal): new with every page load, unlike the tab id. */
  readonly connection = randomId();

  constructor(private readonly options: CallControllerOptions) {
    this.qualityTimer = setInterval(() => void this.measureQuality(), QUALITY_INTERVAL_MS);
  }

  get sharingScreen(): boolean {
    return this.screenTrack !== null;
  }

  get media(): MediaState & { connection: string } {
    return { connection: this.connection, audio: !this.muted && this.audioTrack !== null, video: !this.cameraOff && (this.cameraTrack !== null || this.screenTrack !== null), screen: this.sharingScreen };
  }

  /** The camera and microphone to send (either may be missing when the browser refused it). */
  setLocalStream(stream: MediaStream | null): void {
    this.localStream = stream;
    this.audioTrack = stream?.getAudioTracks()[0] ?? null;
    this.cameraTrack = stream?.getVideoTracks()[0] ?? null;
    for (const peer of this.peers.values()) void this.attachTracks(peer);
    this.options.onChange();
  }

  handleEvent(event: CallEvent): void {
    if (this.closed) return;
    switch (event.type) {
      case 'hello':
      case 'join': {
        const known = this.peers.get(event.from);
        const peer = this.ensurePeer(event.from, event.userId, event.name);
        // The newcomer learns what we send (and which page we are) before any video arrives.
        this.sendTo(event.from, { type: 'media', ...this.media });
        // A signalling stream back after a drop (ours: 'hello', theirs: 'join'): what it lost meanwhile is made good.
        if (peer === known) this.resumeAfterReconnect(peer);
        break;
      }
      case 'leave':
        this.removePeer(event.from);
        break;
      case 'signal':
        this.receive(event.from, event.signal);
        break;
      default:
        return;
    }
    this.options.onChange();
  }

  private ensurePeer(id: string, userId: string, name: string): RemotePeer {
    const existing = this.peers.get(id);
    // A reconnected signalling stream says hello again: a connection that still works is kept.
    if (existing && existing.pc.connectionState !== 'failed' && existing.pc.connectionState !== 'closed') {
      if (name) existing.name = name;
      if (userId) existing.userId = userId;
      return existing;
    }
    if (existing) this.removePeer(id);
    const offerer = this.options.peerId < id;
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    const peer: RemotePeer = {
      id,
      userId,
      name,
      pc,
      stream: new MediaStream(),
      media: { audio: true, video: true, screen: false },
      quality: 'connecting',
      offerer,
      connection: null,
      polite: !offerer,
      makingOffer: false,
      ignoreOffer: false,
      senders: { audio: null, video: null },
      outbox: Promise.resolve(),
      inbox: Promise.resolve(),
      restartTimer: null,
      watchdog: null,
      stats: { packetsLost: 0, packetsReceived: 0 },
    };
    this.peers.set(id, peer);
    if (offerer) this.watchConnection(peer, CONNECT_ATTEMPTS);

    pc.onnegotiationneeded = async () => {
      try {
        peer.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) this.sendTo(id, { type: 'description', description: { type: pc.localDescription.type as 'offer', sdp: pc.localDescription.sdp } });
      } catch (error) {
        console.warn('negotiation failed', error);
      } finally {
        peer.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      const json = candidate?.toJSON();
      this.sendTo(id, { type: 'candidate', candidate: json && json.candidate ? { candidate: json.candidate, sdpMid: json.sdpMid ?? null, sdpMLineIndex: json.sdpMLineIndex ?? null, usernameFragment: json.usernameFragment ?? null } : null });
    };
    pc.ontrack = ({ track }) => {
      for (const old of peer.stream.getTracks().filter((t) => t.kind === track.kind && t.id !== track.id)) peer.stream.removeTrack(old);
      if (!peer.stream.getTracks().includes(track)) peer.stream.addTrack(track);
      // A fresh MediaStream object makes <video> pick up the new track set.
      peer.stream = new MediaStream(peer.stream.getTracks());
      this.options.onChange();
    };
    pc.oniceconnectionstatechange = () => {
      // Only the offerer restarts ICE (its restart is an offer the other side answers): both at once would collide.
      if (!peer.offerer) return this.options.onChange();
      if (pc.iceConnectionState === 'failed') pc.restartIce();
      if (pc.iceConnectionState === 'disconnected' && !peer.restartTimer) {
        peer.restartTimer = setTimeout(() => {
          peer.restartTimer = null;
          if (pc.iceConnectionState === 'disconnected' || pc.iceConnectionState === 'failed') pc.restartIce();
        }, RESTART_AFTER_MS);
      }
      this.options.onChange();
    };
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'disconnected') peer.quality = pc.connectionState === 'failed' ? 'lost' : 'poor';
      // Measured properly from the next getStats round on.
      if (pc.connectionState === 'connected' && (peer.quality === 'connecting' || peer.quality === 'lost')) peer.quality = 'good';
      this.options.onChange();
    };
    void this.attachTracks(peer);
    // Without a camera or microphone the offerer still offers, to receive the others' media.
    if (offerer && pc.getTransceivers().length === 0) {
      pc.addTransceiver('audio', { direction: 'recvonly' });
      pc.addTransceiver('video', { direction: 'recvonly' });
    }
    return peer;
  }

  /**
   * A signal lost on the way (a dropped request, a restarted server) leaves the offerer waiting for an answer,
   * or both sides without each other's candidates: after a while the offer is withdrawn and ICE restarted,
   * which makes a new offer. Applied in turn with the peer's signals, so it never cuts into one.
   */
  private watchConnection(peer: RemotePeer, attemptsLeft: number): void {
    peer.watchdog = setTimeout(() => {
      peer.watchdog = null;
      const pc = peer.pc;
      if (this.closed || this.peers.get(peer.id) !== peer || attemptsLeft <= 0) return;
      const ice = pc.iceConnectionState;
      if (ice === 'connected' || ice === 'completed' || pc.connectionState === 'connected') return;
      // Checking: the candidates arrived and ICE is at work; it says 'failed' itself if that goes nowhere.
      if (ice === 'checking' && pc.signalingState === 'stable') return this.watchConnection(peer, attemptsLeft);
      peer.inbox = peer.inbox
        .then(async () => {
          if (pc.signalingState === 'have-local-offer') await pc.setLocalDescription({ type: 'rollback' });
          pc.restartIce();
        })
        .catch((error: unknown) => console.warn('could not renegotiate', error));
      this.watchConnection(peer, attemptsLeft - 1);
    }, CONNECT_TIMEOUT_MS);
  }

  /**
   * A signalling stream that dropped took with it whatever was sent to it meanwhile: an ICE restart's offer or
   * its answer (the offerer then waits in have-local-offer for ever), or the candidates. When either side's
   * stream is back, the offerer of a connection that is not up and settled withdraws a pending offer and
   * restarts ICE again, in turn with the peer's signals. A connection that is up and stable is left alone.
   */
  private resumeAfterReconnect(peer: RemotePeer): void {
    if (!peer.offerer) return;
    const pc = peer.pc;
    const ice = pc.iceConnectionState;
    if (pc.signalingState === 'stable' && (ice === 'connected' || ice === 'completed')) return;
    peer.inbox = peer.inbox
      .then(async () => {
        if (this.closed || this.peers.get(peer.id) !== peer) return;
        if (pc.signalingState === 'have-local-offer') await pc.setLocalDescription({ type: 'rollback' });
        pc.restartIce();
      })
      .catch((error: unknown) => console.warn('could not restart after reconnecting', error));
  }

  /**
   * A tab id back with another page behind it (the tab was reloaded: its id is kept, its connections are new):
   * our connection to the old page is replaced by a fresh one at once, in the same place (the same tile),
   * instead of waiting for the old one to fail.
   */
  private connectAfresh(peer: RemotePeer, connection: string): RemotePeer {
    this.removePeer(peer.id);
    const fresh = this.ensurePeer(peer.id, peer.userId, peer.name);
    fresh.connection = connection;
    return fresh;
  }

  /** Adds our tracks to a connection once; later changes replace the sent track without renegotiating. */
  private attachTracks(peer: RemotePeer): Promise<void> {
    const stream = this.localStream;
    if (!stream) return Promise.resolve();
    // The answering side adds its tracks once the offer is in (they ride on the answer), so it never
    // makes an offer of its own at the call's start.
    if (!peer.offerer && !peer.pc.remoteDescription) return Promise.resolve();
    if (!peer.senders.audio && this.audioTrack) peer.senders.audio = peer.pc.addTrack(this.audioTrack, stream);
    const video = this.screenTrack ?? this.cameraTrack;
    if (!peer.senders.video && video) peer.senders.video = peer.pc.addTrack(video, stream);
    return this.applySenders(peer);
  }

  private async applySenders(peer: RemotePeer): Promise<void> {
    const audio = this.muted ? null : this.audioTrack;
    const video = this.cameraOff && !this.screenTrack ? null : (this.screenTrack ?? this.cameraTrack);
    try {
      if (peer.senders.audio && peer.senders.audio.track !== audio) await peer.senders.audio.replaceTrack(audio);
      if (peer.senders.video && peer.senders.video.track !== video) await peer.senders.video.replaceTrack(video);
    } catch (error) {
      console.warn('could not replace a track', error);
    }
  }

  private receive(from: string, signal: PeerSignal): void {
    const known = this.peers.get(from);
    // A tab announces itself ('join') before its first signal; anything else from an unknown tab is a late
    // signal of one that left, and would only make an empty tile.
    if (!known && !(signal.type === 'description' && signal.description.type === 'offer')) return;
    let peer = known ?? this.ensurePeer(from, '', '');
    if (signal.type === 'media') {
      if (signal.connection && peer.connection && signal.connection !== peer.connection) peer = this.connectAfresh(peer, signal.connection);
      if (signal.connection) peer.connection = signal.connection;
      peer.media = { audio: signal.audio, video: signal.video, screen: signal.screen };
      return this.options.onChange();
    }
    peer.inbox = peer.inbox.then(async () => {
      // The connection may have been replaced (see answer) while this signal waited its turn.
      const current = this.peers.get(from);
      if (!current) return;
      const pc = current.pc;
      try {
        if (signal.type === 'description') {
          const description = signal.description;
          const collision = description.type === 'offer' && (current.makingOffer || pc.signalingState !== 'stable');
          current.ignoreOffer = !current.polite && collision;
          if (current.ignoreOffer) return;
          if (description.type === 'offer') return await this.answer(current, description as RTCSessionDescriptionInit);
          await pc.setRemoteDescription(description as RTCSessionDescriptionInit);
        } else if (signal.type === 'candidate') {
          try {
            await pc.addIceCandidate(signal.candidate ? (signal.candidate as RTCIceCandidateInit) : undefined);
          } catch (error) {
            if (!current.ignoreOffer) throw error;
          }
        }
      } catch (error) {
        console.warn('signal from peer failed', error);
      }
    });
  }

  /**
   * Answers an offer. A tab that came back with a new connection (a reload, a failed one it replaced) offers
   * with new keys our old connection cannot take: we start a fresh connection for it and answer on that.
   */
  private async answer(peer: RemotePeer, offer: RTCSessionDescriptionInit): Promise<void> {
    let current = peer;
    try {
      await current.pc.setRemoteDescription(offer);
    } catch (error) {
      if (!current.pc.currentRemoteDescription) throw error;
      this.removePeer(current.id);
      current = this.ensurePeer(peer.id, peer.userId, peer.name);
      current.media = peer.media;
      current.connection = peer.connection;
      await current.pc.setRemoteDescription(offer);
      this.options.onChange();
    }
    void this.attachTracks(current);
    await current.pc.setLocalDescription();
    const local = current.pc.localDescription;
    if (local) this.sendTo(current.id, { type: 'description', description: { type: local.type as 'answer', sdp: local.sdp } });
  }

  private sendTo(to: string, signal: PeerSignal): void {
    const peer = this.peers.get(to);
    const deliver = async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await this.options.send(to, signal);
        } catch (error) {
          // A 4xx is an answer (the other tab left, the call ended): only a lost request or a 5xx is tried again.
          const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
          if (this.closed || attempt >= SEND_ATTEMPTS || (status !== undefined && status < 500)) return console.warn('signal not delivered', error);
          await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
        }
      }
    };
    if (!peer) return void deliver();
    peer.outbox = peer.outbox.then(deliver);
  }

  private broadcastMedia(): void {
    void this.options.send(undefined, { type: 'media', ...this.media }).catch(() => undefined);
  }

  private removePeer(id: string): void {
    const peer = this.peers.get(id);
    if (!peer) return;
    if (peer.restartTimer) clearTimeout(peer.restartTimer);
    if (peer.watchdog) clearTimeout(peer.watchdog);
    peer.pc.close();
    this.peers.delete(id);
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (this.audioTrack) this.audioTrack.enabled = !muted;
    for (const peer of this.peers.values()) void this.applySenders(peer);
    this.broadcastMedia();
    this.options.onChange();
  }

  setCameraOff(off: boolean): void {
    this.cameraOff = off;
    if (this.cameraTrack) this.cameraTrack.enabled = !off;
    for (const peer of this.peers.values()) void this.applySenders(peer);
    this.broadcastMedia();
    this.options.onChange();
  }

  /** Shares the screen in place of the camera (the same sender, a replaced track). */
  async startScreenShare(): Promise<void> {
    const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    const track = display.getVideoTracks()[0];
    if (!track) return;
    track.onended = () => this.stopScreenShare();
    this.screenTrack = track;
    for (const peer of this.peers.values()) {
      if (!peer.senders.video && this.localStream) peer.senders.video = peer.pc.addTrack(track, this.localStream);
      void this.applySenders(peer);
    }
    this.broadcastMedia();
    this.options.onChange();
  }

  stopScreenShare(): void {
    if (!this.screenTrack) return;
    this.screenTrack.onended = null;
    this.screenTrack.stop();
    this.screenTrack = null;
    for (const peer of this.peers.values()) void this.applySenders(peer);
    this.broadcastMedia();
    this.options.onChange();
  }

  get screenStream(): MediaStream | null {
    return this.screenTrack ? new MediaStream([this.screenTrack]) : null;
  }

  /** The camera and microphone being sent now (what the device pickers show), null when there is none. */
  get devices(): { audio: string | null; video: string | null } {
    return { audio: this.audioTrack?.getSettings().deviceId ?? null, video: this.cameraTrack?.getSettings().deviceId ?? null };
  }

  /**
   * A new camera or microphone, sent in place of the old one. A camera whose frames the call cannot send is
   * given up for the one it had (CameraNotSentError), so the others never look at a frozen picture.
   */
  async switchDevice(kind: 'audio' | 'video', deviceId: string, constraints: MediaTrackConstraints = {}): Promise<void> {
    const fresh = await navigator.mediaDevices.getUserMedia(kind === 'audio' ? { audio: { deviceId: { exact: deviceId } } } : { video: { ...constraints, deviceId: { exact: deviceId } } });
    const track = kind === 'audio' ? fresh.getAudioTracks()[0] : fresh.getVideoTracks()[0];
    if (!track) return;
    const old = kind === 'audio' ? this.audioTrack : this.cameraTrack;
    const oldStream = this.localStream;
    this.useTrack(kind, track, [...(oldStream?.getTracks() ?? []).filter((t) => t !== old), track]);
    // The old device stops only once every sender carries the new one: stopped first, the sender would send an ended track meanwhile.
    await Promise.all([...this.peers.values()].map((peer) => this.attachTracks(peer)));
    this.options.onChange();
    if (kind === 'video' && old && !(await this.sendsFrames(track))) {
      if (this.closed || this.cameraTrack !== track) return track.stop();
      this.useTrack(kind, old, oldStream?.getTracks() ?? [old]);
      await Promise.all([...this.peers.values()].map((peer) => this.applySenders(peer)));
      track.stop();
      this.options.onChange();
      throw new CameraNotSentError(track.label);
    }
    if (this.closed) return track.stop();
    old?.stop();
  }

  private useTrack(kind: 'audio' | 'video', track: MediaStreamTrack, tracks: MediaStreamTrack[]): void {
    this.localStream = new MediaStream(tracks);
    if (kind === 'audio') {
      this.audioTrack = track;
      track.enabled = !this.muted;
    } else {
      this.cameraTrack = track;
      track.enabled = !this.cameraOff;
    }
  }

  /**
   * Whether the connections up now encode the camera track's frames (CAMERA_CHECK_FRAMES within CAMERA_CHECK_MS).
   * With nobody connected, the camera off or the screen shared instead, there is nothing to tell by: yes.
   */
  private async sendsFrames(track: MediaStreamTrack): Promise<boolean> {
    const encoded = async () => {
      const senders = [...this.peers.values()].flatMap((peer) => (peer.pc.connectionState === 'connected' && peer.senders.video?.track === track ? [peer.senders.video] : []));
      return senders.length === 0 ? null : framesEncoded(senders);
    };
    const start = await encoded().catch(() => null);
    if (start === null) return true;
    const until = Date.now() + CAMERA_CHECK_MS;
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      if (this.closed || this.cameraTrack !== track) return true;
      const now = await encoded().catch(() => null);
      if (now === null || now - start >= CAMERA_CHECK_FRAMES) return true;
    }
    return false;
  }

  /** The worst link decides: round-trip time and packet loss of what we receive, from getStats. */
  private async measureQuality(): Promise<void> {
    let changed = false;
    for (const peer of this.peers.values()) {
      if (peer.pc.connectionState !== 'connected') continue;
      try {
        const { quality, stats } = await linkQuality(peer.pc, peer.stats);
        peer.stats = stats;
        if (quality !== peer.quality) {
          peer.quality = quality;
          changed = true;
        }
      } catch {
        // A connection closing mid-measure has no stats: the next round sees it gone.
      }
    }
    if (changed) this.options.onChange();
  }

  close(): void {
    this.closed = true;
    clearInterval(this.qualityTimer);
    for (const id of [...this.peers.keys()]) this.removePeer(id);
    this.screenTrack?.stop();
    for (const track of this.localStream?.getTracks() ?? []) track.stop();
  }
}
