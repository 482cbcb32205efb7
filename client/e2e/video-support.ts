import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Test-side instruments and checks of a call page, shared by the video browser tests. */

const CALL_LOCK = path.join(tmpdir(), 'catalyst-e2e-video-calls.lock');

/**
 * One video test file at a time: two files' calls side by side (four peers encoding fake video) take
 * both cores, and their timings (recording length, connection within the test's time) fail. The other
 * worker goes on with other files meanwhile. A lock left by a process that died is taken over.
 * Returns the release.
 */
export async function exclusiveCalls(): Promise<() => Promise<void>> {
  const owner = `${process.pid}:${threadId}`;
  for (;;) {
    try {
      await mkdir(CALL_LOCK);
      await writeFile(path.join(CALL_LOCK, 'owner'), owner);
      return () => rm(CALL_LOCK, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await readFile(path.join(CALL_LOCK, 'owner'), 'utf8').catch(() => '');
      const pid = Number(holder.split(':')[0]);
      let alive = !holder;
      if (pid) {
        try {
          process.kill(pid, 0);
          alive = true;
        } catch {
          alive = false;
        }
      }
      if (!alive) await rm(CALL_LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** What the call code warned about on each page (failed signals, negotiation), for a failure's message. */
const warnings = new WeakMap<Page, string[]>();

/** Test-side instruments: every RTCPeerConnection the page makes, and when MediaRecorder started and stopped. */
export async function instrument(page: Page) {
  const seen: string[] = [];
  warnings.set(page, seen);
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(`${((performance.now() / 1000) | 0).toString()}s ${message.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as SocketWindow & { __pcs: RTCPeerConnection[]; __recorded: { start: number; stop: number }[] };
    w.__pcs = [];
    w.__recorded = [];
    // The signalling sockets, so a test can cut them (a network blip), and lose what they bring meanwhile.
    w.__sockets = [];
    w.__blockSockets = false;
    w.__lost = [];
    const OriginalSocket = window.WebSocket;
    window.WebSocket = class extends OriginalSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        w.__sockets.push(this);
        // Heard first (added before the app's own listeners): while blocked, a message never reaches the app.
        this.addEventListener('message', (event) => {
          if (!w.__blockSockets) return;
          event.stopImmediatePropagation();
          w.__lost.push(String(event.data).slice(0, 300));
        });
      }
    } as typeof WebSocket;
    const Original = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        w.__pcs.push(this);
      }
    } as typeof RTCPeerConnection;
    const start = MediaRecorder.prototype.start;
    MediaRecorder.prototype.start = function (this: MediaRecorder, slice?: number) {
      const entry = { start: performance.now(), stop: 0 };
      w.__recorded.push(entry);
      this.addEventListener('stop', () => (entry.stop = performance.now()));
      return start.call(this, slice);
    };
  });
}

interface SocketWindow {
  __sockets: WebSocket[];
  /** While true, what the server sends down the page's websockets is lost on the way (and kept in __lost). */
  __blockSockets: boolean;
  __lost: string[];
}

/**
 * Signalling down: from now on the page's websockets lose everything the server sends (the server believes it
 * delivered it). Returns what was lost so far, for a test to wait until the message it means has gone missing.
 */
export async function blockSignalling(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    (window as unknown as SocketWindow).__blockSockets = true;
  });
  return () => page.evaluate(() => [...(window as unknown as SocketWindow).__lost]);
}

/** Signalling back: the blocked sockets drop (as a blip ends) and the app's client connects again at once. */
export async function restoreSignalling(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as SocketWindow;
    w.__blockSockets = false;
    for (const socket of w.__sockets) socket.close();
  });
}

/** The sum of one RTP counter over the page's open connections (e.g. outbound audio packetsSent). */
export async function rtpCount(page: Page, type: 'outbound-rtp' | 'inbound-rtp', kind: 'audio' | 'video', field: 'packetsSent' | 'packetsReceived'): Promise<number> {
  return page.evaluate(
    async ({ type, kind, field }) => {
      let total = 0;
      for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
        if (pc.connectionState === 'closed') continue;
        (await pc.getStats()).forEach((entry: Record<string, unknown>) => {
          if (entry.type === type && entry.kind === kind) total += Number(entry[field] ?? 0);
        });
      }
      return total;
    },
    { type, kind, field },
  );
}

/** The remote video is real: it has a size and its frames keep coming. */
export async function expectLiveRemoteVideo(page: Page) {
  const video = page.getByTestId('remote-video').first();
  await video.waitFor();
  await page
    .waitForFunction(() => {
      const element = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
      return element !== null && element.videoWidth > 0;
    }, undefined, { timeout: 30_000 })
    .catch(async (error: unknown) => {
      // What the page's connections were doing, so a failure says where the call got stuck.
      const state = await page.evaluate(() => ({
        connections: (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.map((pc) => `${pc.connectionState}/${pc.iceConnectionState}/${pc.signalingState}`),
        videos: [...document.querySelectorAll<HTMLVideoElement>('[data-testid="remote-video"]')].map((v) => `${v.videoWidth}x${v.videoHeight} ready=${v.readyState} tracks=${(v.srcObject as MediaStream | null)?.getTracks().map((t) => `${t.kind}:${t.readyState}`).join(',') ?? 'none'}`),
      }));
      throw new Error(`no live remote video: ${JSON.stringify({ ...state, warnings: warnings.get(page) ?? [] })}`, { cause: error });
    });
  // The count starts again with another stream in the element (a connection made afresh): counted per stream.
  const frames = () => video.evaluate((element: HTMLVideoElement) => ({ stream: (element.srcObject as MediaStream | null)?.id ?? '', count: element.getVideoPlaybackQuality().totalVideoFrames }));
  let before = await frames();
  const newFrames = async () => {
    const now = await frames();
    if (now.stream !== before.stream) before = { stream: now.stream, count: 0 };
    return now.count - before.count;
  };
  // More than five new frames (passes as soon as they are there; generous for a loaded machine).
  await expect.poll(newFrames, { timeout: 15_000 }).toBeGreaterThan(5);
}
