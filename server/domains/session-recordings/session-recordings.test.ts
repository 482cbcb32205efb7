import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { booking, coachId, inDays } from '../sessions/sessions.testkit';
import { joinCall, sessionIdByTitle, until, waitForPeer } from '../video-sessions/video-sessions.testkit';
import { LEAVE_GRACE_MS } from '../video-sessions/call-events';
import { ABANDONED_UPLOAD_MS, sweepAbandonedRecordings, uploadDirectory } from './recording-files';
import {
  createUpload,
  headUpload,
  patchThenDrop,
  patchUpload,
  SAMPLE_DURATION_S,
  SAMPLE_WEBM,
  uploadWhole,
  waitForStatus,
} from './session-recordings.testkit';

let t: TestApp;
let client: HttpClient;
let coach: HttpClient;
let stranger: HttpClient;
let jordan: number;
beforeAll(async () => {
  t = await startTestApp();
  client = await t.signIn('client@example.com');
  coach = await t.signIn('coach@example.com');
  stranger = await t.signIn('member@globex.example');
  jordan = await coachId(t.db, 'coach@example.com');
});
afterAll(() => t.close());

let day = 300;
async function liveCall(): Promise<number> {
  day += 1;
  const booked = await client.post('/api/sessions', booking({ coachId: jordan, scheduledAt: inDays(day, 10), title: `Recorded call ${day}` }));
  expect(booked.status).toBe(200);
  expect((await coach.post(`/api/video-sessions/${booked.body.id}/start`)).status).toBe(200);
  return booked.body.id;
}

async function startRecording(sessionId: number, title?: string): Promise<number> {
  const res = await coach.post('/api/session-recordings', { sessionId, ...(title ? { title } : {}) });
  expect(res.status, res.text).toBe(200);
  return res.body.id;
}

/** A call recorded, uploaded and processed: ready to watch. */
async function readyRecording(sessionId?: number): Promise<number> {
  const id = await startRecording(sessionId ?? (await liveCall()));
  await uploadWhole(t.url, coach, id, SAMPLE_WEBM);
  await waitForStatus(coach, id, 'ready');
  return id;
}

const storedFile = (id: number) => path.join(t.config.dataDir, 'files', 'recordings', `${id}.webm`);

describe('recording a call, with consent', () => {
  it("lets the session's coach record: everyone in the call sees the indicator and a notice in the chat", async () => {
    const sessionId = await liveCall();
    const clientTab = joinCall(t.url, client.cookie, sessionId);
    await clientTab.ready;
    await waitForPeer(t.db, clientTab.peerId);
    try {
      expect((await client.post('/api/session-recordings', { sessionId })).status).toBe(403);
      expect((await stranger.post('/api/session-recordings', { sessionId })).status).toBe(404);
      const started = await coach.post('/api/session-recordings', { sessionId });
      expect(started.body).toMatchObject({ status: 'processing', isLive: true, canManage: true, fileUrl: null });
      await until(() => clientTab.of('recording').length === 1, 'the recording indicator');
      expect(clientTab.of('recording')[0]).toMatchObject({ state: 'started', recording: { id: started.body.id } });
      await until(() => clientTab.of('chat').some((e) => e.message.kind === 'notice'), 'the notice');
      expect(clientTab.of('chat')[0]?.message.content).toMatch(/started recording this call/);
      expect((await client.get(`/api/video-sessions/${sessionId}`)).body.activeRecording).toMatchObject({ id: started.body.id });
      expect((await coach.post('/api/session-recordings', { sessionId })).status).toBe(409);

      // The client objects: the recorder hears it, the chat keeps it.
      const coachTab = joinCall(t.url, coach.cookie, sessionId);
      await coachTab.ready;
      await waitForPeer(t.db, coachTab.peerId);
      expect((await client.post(`/api/session-recordings/${started.body.id}/stop-request`)).status).toBe(200);
      await until(() => coachTab.of('stop-request').length === 1, 'the request to stop');
      expect(coachTab.of('stop-request')[0]?.recordingId).toBe(started.body.id);
      expect((await client.post(`/api/session-recordings/${started.body.id}/stop`)).status).toBe(403);
      const stopped = await coach.post(`/api/session-recordings/${started.body.id}/stop`);
      expect(stopped.body.isLive).toBe(false);
      await until(() => clientTab.of('recording').some((e) => e.state === 'stopped'), 'the indicator going off');
      expect((await client.get(`/api/video-sessions/${sessionId}`)).body.activeRecording).toBeNull();
      const notices = (await client.get(`/api/video-sessions/${sessionId}/messages`)).body.filter((m: { kind: string }) => m.kind === 'notice');
      expect(notices.map((m: { content: string }) => m.content)).toEqual([
        expect.stringMatching(/stopped the recording/),
        expect.stringMatching(/asked to stop the recording/),
        expect.stringMatching(/started recording this call/),
      ]);
      coachTab.close();
    } finally {
      clientTab.close();
    }
  });

  it('refuses to record a call that is not on', async () => {
    const sessionId = await sessionIdByTitle(t.db, 'Stakeholder mapping');
    const res = await coach.post('/api/session-recordings', { sessionId });
    expect(res.status).toBe(409);
  });
});

describe('the tus upload', () => {
  it('resumes after a dropped connection and marks the recording ready with its real length and size', async () => {
    const id = await startRecording(await liveCall(), 'Quarter planning');
    const created = await createUpload(coach, id);
    expect(created.status, created.text).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/recording-uploads\/\d+-[a-f0-9]{32}$/);

    const first = await patchUpload(t.url, coach.cookie, location, 0, SAMPLE_WEBM.subarray(0, 20_000));
    expect(first).toMatchObject({ status: 204, offset: 20_000 });
    // The network drops halfway through the next chunk.
    await patchThenDrop(t.url, coach.cookie!, location, 20_000, SAMPLE_WEBM.subarray(20_000, 60_000), 15_000);
    const resumed = await headUpload(t.url, coach.cookie, location);
    expect(resumed.status).toBe(200);
    expect(resumed.offset).toBeGreaterThanOrEqual(20_000);
    expect(resumed.offset).toBeLessThanOrEqual(35_000);
    const rest = await patchUpload(t.url, coach.cookie, location, resumed.offset, SAMPLE_WEBM.subarray(resumed.offset), SAMPLE_WEBM.length);
    expect(rest.status, rest.text).toBe(204);

    const ready = await waitForStatus(coach, id, 'ready');
    expect(Math.abs(ready.duration - SAMPLE_DURATION_S)).toBeLessThan(0.05);
    expect(ready.size).toBe((await import('node:fs')).statSync(storedFile(id)).size);
    // The stored copy is the upload with a seekable header: the same clusters after it.
    expect(ready.size).toBeGreaterThan(SAMPLE_WEBM.length);
    expect(ready).toMatchObject({ title: 'Quarter planning', fileUrl: `/api/session-recordings/${id}/file`, isLive: false });
    // Nothing of the upload stays behind, also not what the dropped request wrote late.
    await vi.waitFor(() => expect(readdirSync(uploadDirectory(t.config))).toEqual([]), { timeout: 5000 });
  });

  it("accepts uploads only from the recording's maker, signed in, from this origin, with the tus body type", async () => {
    const id = await startRecording(await liveCall());
    expect((await createUpload(client, id)).status).toBe(404);
    expect((await createUpload(stranger, id)).status).toBe(404);
    expect((await createUpload(t.anon, id)).status).toBe(401);
    expect((await createUpload(coach, id, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await createUpload(coach, 'abc')).status).toBe(400);
    const created = await createUpload(coach, id);
    expect(created.status).toBe(201);
    expect((await createUpload(coach, id)).status).toBe(409);
    const location = created.headers.get('location')!;
    expect((await patchUpload(t.url, client.cookie, location, 0, SAMPLE_WEBM.subarray(0, 100))).status).toBe(404);
    expect((await patchUpload(t.url, undefined, location, 0, SAMPLE_WEBM.subarray(0, 100))).status).toBe(401);
    const form = await fetch(`${t.url}${location}`, {
      method: 'PATCH',
      headers: { cookie: coach.cookie!, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
    expect((await headUpload(t.url, coach.cookie, location)).offset).toBe(0);
  });

  it('marks a recording failed, with the reason, when the upload is not a WebM video', async () => {
    const id = await startRecording(await liveCall());
    await uploadWhole(t.url, coach, id, Buffer.from('this is not a video at all'.repeat(100)));
    const failed = await waitForStatus(coach, id, 'failed');
    expect(failed.failureReason).toBe('The upload is not a WebM video');
    expect(failed.fileUrl).toBeNull();
  });

  it('keeps what arrived when the recording tab goes away: the idle upload is processed as it is', async () => {
    const sessionId = await liveCall();
    const coachTab = joinCall(t.url, coach.cookie, sessionId);
    await coachTab.ready;
    await waitForPeer(t.db, coachTab.peerId);
    const id = await startRecording(sessionId);
    const created = await createUpload(coach, id);
    const location = created.headers.get('location')!;
    await patchUpload(t.url, coach.cookie, location, 0, SAMPLE_WEBM.subarray(0, 50_000));
    const deps = t.app.services;
    // Nothing arrived for longer than the grace time.
    const idle = new Date(Date.now() - ABANDONED_UPLOAD_MS - 1000).toISOString();
    await t.db.updateTable('sessionRecordings').set({ uploadTouchedAt: idle }).where('id', '=', id).execute();
    // Still in the call: the upload is only slow, and is left alone.
    await sweepAbandonedRecordings(deps);
    expect((await coach.get(`/api/session-recordings/${id}`)).body).toMatchObject({ status: 'processing', isLive: true });
    coachTab.close();
    // The tab keeps its place for the reconnect grace, then leaves the call.
    await expect
      .poll(async () => (await t.db.selectFrom('callPeers').select('peerId').where('sessionId', '=', sessionId).executeTakeFirst()) ?? null, { timeout: LEAVE_GRACE_MS + 10_000, interval: 50 })
      .toBeNull();
    expect(await sweepAbandonedRecordings(deps)).toBeGreaterThanOrEqual(1);
    const ready = await waitForStatus(coach, id, 'ready');
    expect(ready.duration).toBeGreaterThan(0.5);
    expect(ready.duration).toBeLessThan(SAMPLE_DURATION_S);
    expect(ready.isLive).toBe(false);
  });
});

describe('playback and download', () => {
  it('streams with range requests: 206 with exactly the asked bytes, 416 outside the file, and a named download', async () => {
    const id = await readyRecording();
    const whole = await fetch(`${t.url}/api/session-recordings/${id}/file`, { headers: { cookie: client.cookie! } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBe((await client.get(`/api/session-recordings/${id}`)).body.size);

    for (const [range, start, end] of [
      ['bytes=100-199', 100, 199],
      ['bytes=5000-', 5000, bytes.length - 1],
      ['bytes=-10', bytes.length - 10, bytes.length - 1],
    ] as const) {
      const part = await fetch(`${t.url}/api/session-recordings/${id}/file`, { headers: { cookie: client.cookie!, range } });
      expect(part.status, range).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
    const outside = await fetch(`${t.url}/api/session-recordings/${id}/file`, { headers: { cookie: client.cookie!, range: `bytes=${bytes.length + 10}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    await coach.put(`/api/session-recordings/${id}`, { title: 'Q3: "plans" / review' });
    const download = await fetch(`${t.url}/api/session-recordings/${id}/file?download=1`, { headers: { cookie: client.cookie! } });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Q3 plans review - [A-Z][a-z]{2} \d{1,2}, \d{4}\.webm"$/);
  });
});

describe('who may see a recording', () => {
  it('shows it to the session client and coach only; anyone else gets 404 on the record, the file and the thumbnail', async () => {
    const id = await readyRecording();
    expect((await client.get(`/api/session-recordings/${id}`)).status).toBe(200);
    expect((await client.get('/api/session-recordings')).body.map((r: { id: number }) => r.id)).toContain(id);
    for (const email of ['member@globex.example', 'admin@example.com', 'orgadmin@acme.example', 'member@acme.example']) {
      const other = await t.signIn(email);
      expect((await other.get(`/api/session-recordings/${id}`)).status, email).toBe(404);
      expect((await other.get(`/api/session-recordings/${id}/file`)).status, email).toBe(404);
      expect((await other.get(`/api/session-recordings/${id}/thumbnail`)).status, email).toBe(404);
      expect((await other.put(`/api/session-recordings/${id}/favorite`, { isFavorite: true })).status, email).toBe(404);
      expect((await other.delete(`/api/session-recordings/${id}`)).status, email).toBe(404);
      expect((await other.get('/api/session-recordings')).body.map((r: { id: number }) => r.id), email).not.toContain(id);
    }
    expect((await t.anon.get(`/api/session-recordings/${id}/file`)).status).toBe(401);
    expect((await t.anon.get('/api/session-recordings')).status).toBe(401);
  });

  it("shows a member's recordings to the organisation's admins only while its policy allows it", async () => {
    const sessionId = await sessionIdByTitle(t.db, 'Feedback practice');
    await coach.post(`/api/video-sessions/${sessionId}/start`);
    const id = await readyRecording(sessionId);
    const member = await t.signIn('member@acme.example');
    const acmeAdmin = await t.signIn('orgadmin@acme.example');
    const globexAdmin = await t.signIn('orgadmin@globex.example');
    const acme = (await member.get('/api/auth/user')).body.organizationId as string;
    expect((await member.get(`/api/session-recordings/${id}`)).body.participant).toEqual(expect.any(String));
    expect((await acmeAdmin.get(`/api/session-recordings/${id}`)).status).toBe(404);

    expect((await acmeAdmin.get(`/api/organizations/${acme}/recording-policy`)).body).toEqual({ organizationId: acme, adminsCanViewRecordings: false });
    expect((await member.put(`/api/organizations/${acme}/recording-policy`, { adminsCanViewRecordings: true })).status).toBe(403);
    expect((await globexAdmin.put(`/api/organizations/${acme}/recording-policy`, { adminsCanViewRecordings: true })).status).toBe(404);
    expect((await acmeAdmin.put(`/api/organizations/${acme}/recording-policy`, { adminsCanViewRecordings: 'yes' })).status).toBe(400);
    expect((await acmeAdmin.put(`/api/organizations/${acme}/recording-policy`, { adminsCanViewRecordings: true })).body.adminsCanViewRecordings).toBe(true);

    const seen = await acmeAdmin.get(`/api/session-recordings/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.canManage).toBe(false);
    expect((await acmeAdmin.get('/api/session-recordings')).body.map((r: { id: number }) => r.id)).toContain(id);
    expect((await fetch(`${t.url}/api/session-recordings/${id}/file`, { headers: { cookie: acmeAdmin.cookie!, range: 'bytes=0-3' } })).status).toBe(206);
    expect((await acmeAdmin.delete(`/api/session-recordings/${id}`)).status).toBe(403);
    expect((await globexAdmin.get(`/api/session-recordings/${id}`)).status).toBe(404);
    // Other roles of the organisation stay out.
    expect((await (await t.signIn('lead@acme.example')).get(`/api/session-recordings/${id}`)).status).toBe(404);

    await acmeAdmin.put(`/api/organizations/${acme}/recording-policy`, { adminsCanViewRecordings: false });
    expect((await acmeAdmin.get(`/api/session-recordings/${id}`)).status).toBe(404);
  });
});

describe('the recordings library', () => {
  it('searches by title or participant, filters favourites (per person) and recent, and pages', async () => {
    const sessionId = await liveCall();
    const a = await startRecording(sessionId, 'Delegation review');
    await coach.post(`/api/session-recordings/${a}/stop`);
    const b = await startRecording(sessionId, 'Career compass');
    await coach.post(`/api/session-recordings/${b}/stop`);

    expect((await client.get('/api/session-recordings?search=DELEGATION')).body.map((r: { id: number }) => r.id)).toEqual([a]);
    const coachName = (await client.get(`/api/session-recordings/${a}`)).body.participant as string;
    expect((await client.get(`/api/session-recordings?search=${encodeURIComponent(coachName.split(' ')[0]!)}&limit=500`)).body.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([a, b]),
    );
    expect((await client.get('/api/session-recordings?search=%25')).body).toEqual([]);

    expect((await client.put(`/api/session-recordings/${b}/favorite`, { isFavorite: true })).body.isFavorite).toBe(true);
    expect((await client.get('/api/session-recordings?filter=favorites')).body.map((r: { id: number }) => r.id)).toEqual([b]);
    expect((await coach.get('/api/session-recordings?filter=favorites')).body).toEqual([]);
    await client.put(`/api/session-recordings/${b}/favorite`, { isFavorite: false });
    expect((await client.get('/api/session-recordings?filter=favorites')).body).toEqual([]);

    await t.db.updateTable('sessionRecordings').set({ createdAt: new Date(Date.now() - 8 * 86_400_000).toISOString() }).where('id', '=', a).execute();
    const recent = (await client.get('/api/session-recordings?filter=recent&limit=500')).body.map((r: { id: number }) => r.id);
    expect(recent).toContain(b);
    expect(recent).not.toContain(a);

    const first = await client.get('/api/session-recordings?limit=1');
    expect(first.body).toHaveLength(1);
    expect(first.headers.get('link')).toMatch(/rel="next"/);
    expect((await client.get('/api/session-recordings?filter=everything')).body.message).toBe('Invalid input: filter: Filter must be all, favorites or recent');
  });

  it('renames and tags (the coach, not the client), then deletes the recording and its file', async () => {
    const id = await readyRecording();
    expect(existsSync(storedFile(id))).toBe(true);
    const thumb = await fetch(`${t.url}/api/session-recordings/${id}/thumbnail`, {
      method: 'PUT',
      headers: { cookie: coach.cookie!, 'content-type': 'image/jpeg' },
      body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200)]),
    });
    expect(thumb.status).toBe(200);
    const withThumb = (await client.get(`/api/session-recordings/${id}`)).body;
    expect(withThumb.thumbnailUrl).toBe(`/api/session-recordings/${id}/thumbnail`);
    expect((await fetch(`${t.url}${withThumb.thumbnailUrl}`, { headers: { cookie: client.cookie! } })).headers.get('content-type')).toBe('image/jpeg');
    const notImage = await fetch(`${t.url}/api/session-recordings/${id}/thumbnail`, { method: 'PUT', headers: { cookie: coach.cookie!, 'content-type': 'image/jpeg' }, body: 'GIF89a' });
    expect(notImage.status).toBe(400);
    const byClient = await fetch(`${t.url}/api/session-recordings/${id}/thumbnail`, {
      method: 'PUT',
      headers: { cookie: client.cookie!, 'content-type': 'image/jpeg' },
      body: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    });
    expect(byClient.status).toBe(403);

    expect((await client.put(`/api/session-recordings/${id}`, { title: 'Mine now' })).status).toBe(403);
    const updated = await coach.put(`/api/session-recordings/${id}`, { title: '  Kick-off  ', tags: ['goals', 'q3', 'goals', 'feedback'] });
    expect(updated.body).toMatchObject({ title: 'Kick-off', tags: ['goals', 'q3', 'feedback'] });
    expect((await coach.put(`/api/session-recordings/${id}`, { title: '' })).body.message).toBe('Invalid input: title: Title is required');
    expect((await coach.put(`/api/session-recordings/${id}`, {})).status).toBe(400);
    expect((await coach.put(`/api/session-recordings/${id}`, { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).body.message).toBe('Invalid input: tags: At most 20 tags');

    expect((await client.delete(`/api/session-recordings/${id}`)).status).toBe(403);
    expect((await coach.delete(`/api/session-recordings/${id}`)).body).toEqual({ ok: true });
    expect(existsSync(storedFile(id))).toBe(false);
    expect((await client.get(`/api/session-recordings/${id}`)).status).toBe(404);
    expect((await client.get(`/api/session-recordings/${id}/file`)).status).toBe(404);
    expect((await coach.delete(`/api/session-recordings/${id}`)).status).toBe(404);
  });
});
