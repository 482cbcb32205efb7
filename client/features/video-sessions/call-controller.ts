import type { CallEvent, IceServer, PeerSignal } from '@shared/schemas/video-sessions';

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
  /** Perfect negotiation: the polite side yields when both offer at once. */
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  senders: { audio: RTCRtpSender | null; video: RTCRtpSender | null };
  /** Signals to this peer leave in order (a candidate never overtakes its description). */
  outbox: Promise<void>;
  /** Signals from this peer are applied in order. */
  inbox: Promise<void>;
  restartTimer: ReturnType<typeof setTimeout> | null;
  /** Re-negotiates a connection that is not up within CONNECT_TIMEOUT_MS (a lost offer, a stuck ICE check). */
  watchdog: ReturnType<typeof setTimeout> | null;
  stats: { packetsLost: number; packetsReceived: number };
}

export interface CallControllerOptions {
  peerId: string;
  iceServers: IceServer[];
  send(to: string | undefined, signal: PeerSignal): Promise<void>;
  onChange(): void;
}

const QUALITY_INTERVAL_MS = 3000;
/** A connection 'disconnected' this long is restarted (ICE restart) without leaving the call. */
const RESTART_AFTER_MS = 2500;
/** A connection not up this long after it was made is negotiated again, a few times at most. */
const CONNECT_TIMEOUT_MS = 8000;
const CONNECT_ATTEMPTS = 4;

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

  constructor(private readonly options: CallControllerOptions) {
    this.qualityTimer = setInterval(() => void this.measureQuality(), QUALITY_INTERVAL_MS);
  }

  get sharingScreen(): boolean {
    return this.screenTrack !== null;
  }

  get media(): MediaState {
    return { audio: !this.muted && this.audioTrack !== null, video: !this.cameraOff && (this.cameraTrack !== null || this.screenTrack !== null), screen: this.sharingScreen };
  }

  /** The camera and microphone to send (either may be missing when the browser refused it). */
  setLocalStream(stream: MediaStream | null): void {
    this.localStream = stream;
    this.audioTrack = stream?.getAudioTracks()[0] ?? null;
    this.cameraTrack = stream?.getVideoTracks()[0] ?? null;
    for (const peer of this.peers.values()) this.attachTracks(peer);
    this.options.onChange();
  }

  handleEvent(event: CallEvent): void {
    if (this.closed) return;
    switch (event.type) {
      case 'hello':
      case 'join':
        this.ensurePeer(event.from, event.userId, event.name);
        // The newcomer learns what we send before any video arrives.
        this.sendTo(event.from, { type: 'media', ...this.media });
        break;
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
      return existing;
    }
    if (existing) this.removePeer(id);
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    const peer: RemotePeer = {
      id,
      userId,
      name,
      pc,
      stream: new MediaStream(),
      media: { audio: true, video: true, screen: false },
      quality: 'connecting',
      polite: this.options.peerId > id,
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
    this.watchConnection(peer, CONNECT_ATTEMPTS);

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
    this.attachTracks(peer);
    return peer;
  }

  /**
   * A signal lost on the way (a dropped request, a restarted server) leaves a connection waiting for an
   * answer that never comes: after a while the offer is withdrawn and ICE restarted, which makes a new one.
   */
  private watchConnection(peer: RemotePeer, attemptsLeft: number): void {
    peer.watchdog = setTimeout(() => {
      peer.watchdog = null;
      const pc = peer.pc;
      if (this.closed || this.peers.get(peer.id) !== peer || pc.connectionState === 'connected' || attemptsLeft <= 0) return;
      const withdraw = pc.signalingState === 'have-local-offer' ? pc.setLocalDescription({ type: 'rollback' }) : Promise.resolve();
      void withdraw.then(() => pc.restartIce()).catch((error: unknown) => console.warn('could not renegotiate', error));
      this.watchConnection(peer, attemptsLeft - 1);
    }, CONNECT_TIMEOUT_MS);
  }

  /** Adds our tracks to a connection once; later changes replace the sent track without renegotiating. */
  private attachTracks(peer: RemotePeer): void {
    const stream = this.localStream;
    if (!stream) return;
    if (!peer.senders.audio && this.audioTrack) peer.senders.audio = peer.pc.addTrack(this.audioTrack, stream);
    const video = this.screenTrack ?? this.cameraTrack;
    if (!peer.senders.video && video) peer.senders.video = peer.pc.addTrack(video, stream);
    void this.applySenders(peer);
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
    const peer = this.peers.get(from) ?? this.ensurePeer(from, '', '');
    if (signal.type === 'media') {
      peer.media = { audio: signal.audio, video: signal.video, screen: signal.screen };
      return;
    }
    peer.inbox = peer.inbox.then(async () => {
      const pc = peer.pc;
      try {
        if (signal.type === 'description') {
          const description = signal.description;
          const collision = description.type === 'offer' && (peer.makingOffer || pc.signalingState !== 'stable');
          peer.ignoreOffer = !peer.polite && collision;
          if (peer.ignoreOffer) return;
          await pc.setRemoteDescription(description as RTCSessionDescriptionInit);
          if (description.type === 'offer') {
            await pc.setLocalDescription();
            if (pc.localDescription) this.sendTo(from, { type: 'description', description: { type: pc.localDescription.type as 'answer', sdp: pc.localDescription.sdp } });
          }
        } else if (signal.type === 'candidate') {
          try {
            await pc.addIceCandidate(signal.candidate ? (signal.candidate as RTCIceCandidateInit) : undefined);
          } catch (error) {
            if (!peer.ignoreOffer) throw error;
          }
        }
      } catch (error) {
        console.warn('signal from peer failed', error);
      }
    });
  }

  private sendTo(to: string, signal: PeerSignal): void {
    const peer = this.peers.get(to);
    const deliver = () => this.options.send(to, signal).catch((error: unknown) => console.warn('signal not delivered', error));
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

  /** A new camera or microphone, sent in place of the old one. */
  async switchDevice(kind: 'audio' | 'video', deviceId: string, constraints: MediaTrackConstraints = {}): Promise<void> {
    const fresh = await navigator.mediaDevices.getUserMedia(kind === 'audio' ? { audio: { deviceId: { exact: deviceId } } } : { video: { ...constraints, deviceId: { exact: deviceId } } });
    const track = kind === 'audio' ? fresh.getAudioTracks()[0] : fresh.getVideoTracks()[0];
    if (!track) return;
    const old = kind === 'audio' ? this.audioTrack : this.cameraTrack;
    const tracks = [...(this.localStream?.getTracks() ?? []).filter((t) => t !== old), track];
    this.localStream = new MediaStream(tracks);
    if (kind === 'audio') {
      this.audioTrack = track;
      track.enabled = !this.muted;
    } else {
      this.cameraTrack = track;
      track.enabled = !this.cameraOff;
    }
    for (const peer of this.peers.values()) this.attachTracks(peer);
    old?.stop();
    this.options.onChange();
  }

  /** The worst link decides: round-trip time and packet loss of what we receive, from getStats. */
  private async measureQuality(): Promise<void> {
    let changed = false;
    for (const peer of this.peers.values()) {
      if (peer.pc.connectionState !== 'connected') continue;
      try {
        const report = await peer.pc.getStats();
        let rtt: number | null = null;
        let lost = 0;
        let received = 0;
        report.forEach((entry: RTCStats & Record<string, unknown>) => {
          if (entry.type === 'candidate-pair' && entry.state === 'succeeded' && typeof entry.currentRoundTripTime === 'number') rtt = entry.currentRoundTripTime;
          if (entry.type === 'inbound-rtp') {
            lost += Number(entry.packetsLost ?? 0);
            received += Number(entry.packetsReceived ?? 0);
          }
        });
        const newLost = lost - peer.stats.packetsLost;
        const newReceived = received - peer.stats.packetsReceived;
        peer.stats = { packetsLost: lost, packetsReceived: received };
        const loss = newLost + newReceived > 0 ? newLost / (newLost + newReceived) : 0;
        const seconds = rtt ?? 0;
        const quality: ConnectionQuality = seconds < 0.15 && loss < 0.02 ? 'good' : seconds < 0.4 && loss < 0.08 ? 'fair' : 'poor';
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
