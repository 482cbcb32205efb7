import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Test-side instruments and checks of a call page, shared by the video browser tests. */

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
    const w = window as unknown as { __pcs: RTCPeerConnection[]; __recorded: { start: number; stop: number }[]; __sockets: WebSocket[] };
    w.__pcs = [];
    w.__recorded = [];
    // The signalling sockets, so a test can cut them (a network blip).
    w.__sockets = [];
    const OriginalSocket = window.WebSocket;
    window.WebSocket = class extends OriginalSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        w.__sockets.push(this);
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
  const frames = () => video.evaluate((element: HTMLVideoElement) => element.getVideoPlaybackQuality().totalVideoFrames);
  const before = await frames();
  // More than five new frames (passes as soon as they are there; generous for a loaded machine).
  await expect.poll(frames, { timeout: 15_000 }).toBeGreaterThan(before + 5);
}
