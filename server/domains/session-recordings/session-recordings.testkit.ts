import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect } from 'vitest';
import type { HttpClient } from '../../testing/harness';

/** Three seconds of 320x240 VP8 + Opus as Chromium's MediaRecorder writes it (fake camera and microphone, 500 ms slices). */
export const SAMPLE_WEBM = readFileSync(path.join(import.meta.dirname, 'test-data', 'three-seconds.webm'));
/** What ts-ebml reads as its length: the last block's time. */
export const SAMPLE_DURATION_S = 2.967;

const TUS = { 'tus-resumable': '1.0.0' };

/** Creates the tus upload of a recording, its length declared at the end (as the browser does while recording). */
export async function createUpload(http: HttpClient, recordingId: number | string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...TUS, 'upload-defer-length': '1', 'upload-metadata': `recordingId ${Buffer.from(String(recordingId)).toString('base64')}`, ...extra };
  if (http.cookie) headers.cookie = http.cookie;
  const res = await fetch(`${http.baseUrl}/api/recording-uploads`, { method: 'POST', headers });
  const text = await res.text();
  let body: { message?: string; code?: string } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body };
}

/** A PATCH of `bytes` at `offset`; `total` declares the length (the last chunk). */
export async function patchUpload(baseUrl: string, cookie: string | undefined, location: string, offset: number, bytes: Buffer, total?: number) {
  const headers: Record<string, string> = { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' };
  if (cookie) headers.cookie = cookie;
  if (total !== undefined) headers['upload-length'] = String(total);
  const res = await fetch(`${baseUrl}${location}`, { method: 'PATCH', headers, body: new Uint8Array(bytes) });
  return { status: res.status, offset: Number(res.headers.get('upload-offset')), text: await res.text() };
}

export async function headUpload(baseUrl: string, cookie: string | undefined, location: string) {
  const headers: Record<string, string> = { ...TUS };
  if (cookie) headers.cookie = cookie;
  const res = await fetch(`${baseUrl}${location}`, { method: 'HEAD', headers });
  return { status: res.status, offset: Number(res.headers.get('upload-offset')) };
}

/** Sends part of a PATCH body, then cuts the connection: what a dropped network does mid-chunk. */
export async function patchThenDrop(baseUrl: string, cookie: string, location: string, offset: number, bytes: Buffer, sendBytes: number): Promise<void> {
  const url = new URL(`${baseUrl}${location}`);
  await new Promise<void>((resolve) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'PATCH',
      headers: { ...TUS, cookie, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.length) },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(bytes.subarray(0, sendBytes), () => setTimeout(() => req.destroy(), 150));
  });
}

/** Uploads the whole file in chunks and returns the upload's address. */
export async function uploadWhole(baseUrl: string, client: HttpClient, recordingId: number, bytes: Buffer, chunk = 32 * 1024): Promise<string> {
  const created = await createUpload(client, recordingId);
  expect(created.status, created.text).toBe(201);
  const location = created.headers.get('location')!;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    const end = Math.min(bytes.length, offset + chunk);
    const res = await patchUpload(baseUrl, client.cookie, location, offset, bytes.subarray(offset, end), end === bytes.length ? bytes.length : undefined);
    expect(res.status, res.text).toBe(204);
  }
  return location;
}

export async function waitForStatus(client: HttpClient, id: number, status: 'ready' | 'failed') {
  for (let i = 0; i < 200; i++) {
    const res = await client.get(`/api/session-recordings/${id}`);
    if (res.body?.status === status) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`recording ${id} never became ${status}`);
}
