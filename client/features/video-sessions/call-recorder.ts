import { Upload } from 'tus-js-client';
import { RECORDING_UPLOAD_CHUNK_BYTES, RECORDING_UPLOAD_PATH, type VideoQuality } from '@shared/constants/video';

const CANVAS_SIZES: Record<VideoQuality, { width: number; height: number }> = {
  low: { width: 854, height: 480 },
  medium: { width: 1280, height: 720 },
  high: { width: 1920, height: 1080 },
};
const FPS = 30;
const SLICE_MS = 1000;
const THUMBNAIL_AFTER_MS = 1500;

export interface RecorderSources {
  /** The call's video tiles (remote and local), each with the name drawn under it. */
  tiles(): { video: HTMLVideoElement; name: string }[];
}

export interface RecordingResult {
  /** What the browser measured, from the first slice to the stop. */
  elapsedMs: number;
}

function pickMimeType(): string {
  for (const type of ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm']) {
    if (MediaRecorder.isTypeSupported(type)) return type;
  }
  return 'video/webm';
}

/**
 * Records the call in the recorder's browser: every tile drawn on one canvas, every voice mixed with
 * WebAudio, encoded by MediaRecorder as WebM, and uploaded while it records with tus (resumable,
 * one chunk at a time), so a dropped connection or a closed tab loses at most the last chunk.
 */
export class CallRecorder {
  private readonly canvas = document.createElement('canvas');
  private readonly audio = new AudioContext();
  private readonly mix = this.audio.createMediaStreamDestination();
  private readonly mixed = new Map<string, MediaStreamAudioSourceNode>();
  private drawTimer: ReturnType<typeof setInterval> | null = null;
  private recorder: MediaRecorder | null = null;
  private upload: Upload | null = null;
  private startedAt = 0;
  private done: Promise<RecordingResult> | null = null;

  constructor(
    private readonly recordingId: number,
    private readonly sources: RecorderSources,
    quality: VideoQuality,
    private readonly onUploadError: (error: Error) => void,
  ) {
    Object.assign(this.canvas, CANVAS_SIZES[quality]);
  }

  /** Keeps the mix in step with who is in the call: every stream with a voice is heard once. */
  syncAudio(streams: MediaStream[]): void {
    const wanted = new Map(streams.flatMap((stream) => stream.getAudioTracks().map((track) => [track.id, track] as const)));
    for (const [id, node] of this.mixed) {
      if (!wanted.has(id)) {
        node.disconnect();
        this.mixed.delete(id);
      }
    }
    for (const [id, track] of wanted) {
      if (this.mixed.has(id)) continue;
      const node = this.audio.createMediaStreamSource(new MediaStream([track]));
      node.connect(this.mix);
      this.mixed.set(id, node);
    }
  }

  private draw(): void {
    // Opaque: an alpha channel makes Chromium write BlockGroups without key-frame cue points.
    const context = this.canvas.getContext('2d', { alpha: false });
    if (!context) return;
    const { width, height } = this.canvas;
    context.fillStyle = '#0f172a';
    context.fillRect(0, 0, width, height);
    const tiles = this.sources.tiles().filter((tile) => tile.video.videoWidth > 0);
    if (tiles.length === 0) return;
    const columns = Math.ceil(Math.sqrt(tiles.length));
    const rows = Math.ceil(tiles.length / columns);
    const cellWidth = width / columns;
    const cellHeight = height / rows;
    tiles.forEach((tile, index) => {
      const x = (index % columns) * cellWidth;
      const y = Math.floor(index / columns) * cellHeight;
      const scale = Math.min(cellWidth / tile.video.videoWidth, cellHeight / tile.video.videoHeight);
      const w = tile.video.videoWidth * scale;
      const h = tile.video.videoHeight * scale;
      context.drawImage(tile.video, x + (cellWidth - w) / 2, y + (cellHeight - h) / 2, w, h);
      context.font = `${Math.round(height / 36)}px sans-serif`;
      context.fillStyle = 'rgba(15, 23, 42, 0.6)';
      const label = tile.name;
      const labelWidth = context.measureText(label).width + 16;
      context.fillRect(x + 8, y + cellHeight - height / 18 - 8, labelWidth, height / 18);
      context.fillStyle = '#ffffff';
      context.fillText(label, x + 16, y + cellHeight - 8 - height / 72);
    });
  }

  /** Starts drawing, encoding and uploading; resolves once the upload has been created. */
  start(): void {
    void this.audio.resume();
    // A timer, not requestAnimationFrame: the recording goes on while the tab is in the background.
    this.drawTimer = setInterval(() => this.draw(), 1000 / FPS);
    this.draw();
    const video = this.canvas.captureStream(FPS).getVideoTracks();
    const stream = new MediaStream([...video, ...this.mix.stream.getAudioTracks()]);
    const recorder = new MediaRecorder(stream, { mimeType: pickMimeType(), videoBitsPerSecond: 2_500_000 });
    this.recorder = recorder;

    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    // Slices are enqueued in order: each waits for the one before to be read into bytes.
    let queue = Promise.resolve();
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      queue = queue.then(async () => controller.enqueue(new Uint8Array(await event.data.arrayBuffer())));
    };
    const stopped = new Promise<void>((resolve) => {
      recorder.onstop = () => {
        queue = queue.then(() => controller.close());
        void queue.then(resolve);
      };
    });

    const uploaded = new Promise<void>((resolve, reject) => {
      const upload = new Upload(body.getReader(), {
        endpoint: RECORDING_UPLOAD_PATH,
        uploadLengthDeferred: true,
        chunkSize: RECORDING_UPLOAD_CHUNK_BYTES,
        retryDelays: [500, 1000, 2000, 4000, 8000, 15000],
        metadata: { recordingId: String(this.recordingId), filetype: 'video/webm' },
        storeFingerprintForResuming: false,
        onSuccess: () => resolve(),
        onError: (error) => {
          this.onUploadError(error);
          reject(error);
        },
      });
      this.upload = upload;
      upload.start();
    });

    this.startedAt = performance.now();
    recorder.start(SLICE_MS);
    setTimeout(() => void this.sendThumbnail(), THUMBNAIL_AFTER_MS);
    this.done = Promise.all([stopped, uploaded]).then(() => ({ elapsedMs: this.elapsedMs }));
  }

  private elapsedMs = 0;

  private async sendThumbnail(): Promise<void> {
    const blob = await new Promise<Blob | null>((resolve) => this.canvas.toBlob(resolve, 'image/jpeg', 0.8));
    if (!blob) return;
    await fetch(`/api/session-recordings/${this.recordingId}/thumbnail`, { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body: blob, credentials: 'include' }).catch(() => undefined);
  }

  /** Stops recording; resolves when the last chunk is uploaded (the server then processes the file). */
  async stop(): Promise<RecordingResult> {
    if (this.recorder && this.recorder.state !== 'inactive') {
      this.elapsedMs = performance.now() - this.startedAt;
      this.recorder.stop();
    }
    if (this.drawTimer) clearInterval(this.drawTimer);
    this.drawTimer = null;
    try {
      return await (this.done ?? Promise.resolve({ elapsedMs: this.elapsedMs }));
    } finally {
      for (const node of this.mixed.values()) node.disconnect();
      this.mixed.clear();
      // Stopping twice (the stop button, then leaving the call) must not close the context twice.
      if (this.audio.state !== 'closed') void this.audio.close().catch(() => undefined);
    }
  }

  /** Leaving without stopping (the tab closes): what was uploaded stays and the server takes it as it is. */
  abandon(): void {
    if (this.drawTimer) clearInterval(this.drawTimer);
    void this.upload?.abort(false);
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
  }
}
