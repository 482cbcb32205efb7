import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CALL_PEERS } from '@shared/constants/video';
import { type HttpClient, type TestApp, startTestApp } from '../../testing/harness';
import { aiCoachId, booking, coachId, inDays } from '../sessions/sessions.testkit';
import { LEAVE_GRACE_MS } from './call-events';
import { joinCall, newPeerId, sessionIdByTitle, startCall, until, waitForPeer } from './video-sessions.testkit';

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

let day = 200;
/** A fresh human session of client@example.com with coach@example.com, on its own day. */
async function bookCall(overrides: Record<string, unknown> = {}): Promise<number> {
  day += 1;
  const res = await client.post('/api/sessions', booking({ coachId: jordan, scheduledAt: inDays(day, 10), title: `Call ${day}`, ...overrides }));
  expect(res.status).toBe(200);
  return res.body.id as number;
}

async function liveCall(): Promise<number> {
  const id = await bookCall();
  expect((await startCall(client, id)).status).toBe(200);
  return id;
}

describe('GET/PUT /api/video-settings', () => {
  it('answers the defaults, then saves one field at a time for the caller only', async () => {
    const fresh = await t.signIn('lead@acme.example');
    expect((await fresh.get('/api/video-settings')).body).toEqual({
      defaultVideoQuality: 'high',
      cameraDevice: null,
      microphoneDevice: null,
      speakerDevice: null,
      autoRecord: false,
      enableChat: true,
      enableScreenShare: true,
    });
    expect((await fresh.put('/api/video-settings', { defaultVideoQuality: 'low' })).body.defaultVideoQuality).toBe('low');
    expect((await fresh.put('/api/video-settings', { autoRecord: true })).body).toMatchObject({ defaultVideoQuality: 'low', autoRecord: true });
    expect((await fresh.put('/api/video-settings', { cameraDevice: 'a1b2c3d4e5f6' })).body).toMatchObject({ cameraDevice: 'a1b2c3d4e5f6', autoRecord: true });
    expect((await fresh.put('/api/video-settings', { cameraDevice: null })).body.cameraDevice).toBeNull();
    expect((await fresh.get('/api/video-settings')).body).toMatchObject({ defaultVideoQuality: 'low', autoRecord: true, enableChat: true });
    // Another person's settings are untouched.
    expect((await (await t.signIn('hr@acme.example')).get('/api/video-settings')).body.defaultVideoQuality).toBe('high');
  });

  it('refuses bad settings with a message naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ defaultVideoQuality: 'ultra' }, 'defaultVideoQuality: Video quality must be low, medium or high'],
      [{ autoRecord: 'yes' }, 'autoRecord: autoRecord must be true or false'],
      [{ cameraDevice: 'x'.repeat(300) }, 'cameraDevice: Device id must be at most 256 characters'],
      [{ microphoneDevice: 'bad id\n<script>' }, 'microphoneDevice: Device id must be a device id the browser reported'],
      [{}, 'Send at least one setting to change'],
    ];
    for (const [body, message] of cases) {
      const res = await client.put('/api/video-settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(`Invalid input: ${message}`);
      expect(res.body.code).toBe('BAD_REQUEST');
    }
    const unknown = await client.put('/api/video-settings', { enableChat: false, role: 'admin' });
    expect(unknown.status).toBe(400);
    expect((await client.get('/api/video-settings')).body.enableChat).toBe(true);
    expect((await t.anon.get('/api/video-settings')).status).toBe(401);
    expect((await t.anon.put('/api/video-settings', { autoRecord: true })).status).toBe(401);
  });
});

describe('GET /api/video-sessions', () => {
  it("lists the caller's human and group sessions (never AI chats) with the other person as participant", async () => {
    const res = await client.get('/api/video-sessions');
    expect(res.status).toBe(200);
    const titles = res.body.map((s: { title: string }) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['Stakeholder mapping', 'Leadership kickoff']));
    expect(titles).not.toContain('Preparing the board update');
    const stakeholder = res.body.find((s: { title: string }) => s.title === 'Stakeholder mapping');
    expect(stakeholder).toMatchObject({ status: 'scheduled', sessionType: 'coaching', kind: 'human', isHost: false, participant: expect.any(String) });
    const asCoach = (await coach.get('/api/video-sessions?limit=500')).body.find((s: { title: string }) => s.title === 'Stakeholder mapping');
    expect(asCoach.isHost).toBe(true);
    expect(asCoach.participant).not.toBe(stakeholder.participant);
    expect((await client.get('/api/video-sessions?status=completed')).body.every((s: { status: string }) => s.status === 'completed')).toBe(true);
  });

  it("never shows another person's session: the list leaves it out and a read is 404", async () => {
    const id = await sessionIdByTitle(t.db, 'Stakeholder mapping');
    expect((await stranger.get('/api/video-sessions?limit=500')).body.map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await stranger.get(`/api/video-sessions/${id}`)).status).toBe(404);
    expect((await (await t.signIn('admin@example.com')).get(`/api/video-sessions/${id}`)).status).toBe(404);
    const ai = (await client.post('/api/sessions', { title: 'AI', type: 'ai', aiCoachId: await aiCoachId(t.db, 'Executive Presence AI'), scheduledAt: new Date().toISOString(), duration: 30, status: 'in_progress' })).body.id;
    expect((await client.get(`/api/video-sessions/${ai}`)).status).toBe(404);
    expect((await startCall(client, ai)).status).toBe(404);
  });

  it("lets the session's coach set its type (coaching, consultation, followup); the client may not", async () => {
    const id = await bookCall();
    expect((await client.put(`/api/video-sessions/${id}/type`, { sessionType: 'followup' })).status).toBe(403);
    expect((await stranger.put(`/api/video-sessions/${id}/type`, { sessionType: 'followup' })).status).toBe(404);
    const bad = await coach.put(`/api/video-sessions/${id}/type`, { sessionType: 'party' });
    expect(bad.body.message).toBe('Invalid input: sessionType: Session type must be coaching, consultation or followup');
    expect((await coach.put(`/api/video-sessions/${id}/type`, { sessionType: 'followup' })).body.sessionType).toBe('followup');
    const followups = (await client.get('/api/video-sessions?sessionType=followup')).body.map((s: { id: number }) => s.id);
    expect(followups).toEqual([id]);
    expect((await client.get('/api/video-sessions?sessionType=coaching&limit=500')).body.map((s: { id: number }) => s.id)).not.toContain(id);
  });
});

describe('POST /api/video-sessions/{id}/start and /end', () => {
  it('starts the session (in_progress) for either participant, and the other joins the same call', async () => {
    const id = await bookCall();
    const started = await startCall(client, id);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ session: { id, status: 'ongoing' }, iceServers: [], maxPeers: MAX_CALL_PEERS });
    expect(started.body.session.startedAt).toEqual(expect.any(String));
    expect((await client.get(`/api/sessions/${id}`)).body.status).toBe('in_progress');
    const joined = await startCall(coach, id);
    expect(joined.body.session.startedAt).toBe(started.body.session.startedAt);
    expect((await startCall(stranger, id)).status).toBe(404);
  });

  it('ends the call only by its coach: the session completes with its real duration', async () => {
    const id = await liveCall();
    const refused = await client.post('/api/video-sessions/end', { sessionId: id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the session's coach can end the call for everyone");
    expect((await stranger.post('/api/video-sessions/end', { sessionId: id })).status).toBe(404);
    const ended = await coach.post('/api/video-sessions/end', { sessionId: id });
    expect(ended.status).toBe(200);
    expect(ended.body.status).toBe('completed');
    const session = (await client.get(`/api/sessions/${id}`)).body;
    expect(session.status).toBe('completed');
    expect(ended.body.actualDurationSeconds).toBe(Math.round((Date.parse(session.completedAt) - Date.parse(session.startedAt)) / 1000));
    expect((await startCall(client, id)).status).toBe(409);
  });

  it("counts a call toward the coach's public total only when it lasted 10 minutes", async () => {
    const total = async () => (await t.anon.get(`/api/coaches/${jordan}`)).body.totalSessions as number;
    const before = await total();
    const short = await liveCall();
    await coach.post('/api/video-sessions/end', { sessionId: short });
    expect(await total()).toBe(before);
    const long = await liveCall();
    await t.db.updateTable('sessions').set({ startedAt: new Date(Date.now() - 11 * 60_000).toISOString() }).where('id', '=', long).execute();
    const ended = await coach.post('/api/video-sessions/end', { sessionId: long });
    expect(ended.body.actualDurationSeconds).toBeGreaterThanOrEqual(660);
    expect(await total()).toBe(before + 1);
  });
});

describe('signalling over the websocket', () => {
  /** A live call with the coach's tab in it, then the client's tab joining. */
  async function coachThenClient() {
    const id = await liveCall();
    const coachTab = joinCall(t.url, coach.cookie, id);
    await coachTab.ready;
    await waitForPeer(t.db, coachTab.peerId);
    return { id, coachTab, clientTab: joinCall(t.url, client.cookie, id) };
  }

  it('introduces the two tabs to each other and relays descriptions, candidates and media state between them only', async () => {
    const { id, coachTab, clientTab } = await coachThenClient();
    try {
      await until(() => clientTab.of('hello').length === 1, 'the hello from the coach');
      expect(clientTab.of('hello')[0]).toMatchObject({ from: coachTab.peerId, name: expect.any(String) });
      await until(() => coachTab.of('join').length === 1, "the client's join");
      expect(coachTab.of('join')[0]?.from).toBe(clientTab.peerId);

      const offer = { type: 'description', description: { type: 'offer', sdp: 'v=0\r\n' } };
      const sent = await coach.post(`/api/video-sessions/${id}/signal`, { sessionId: id, from: coachTab.peerId, to: clientTab.peerId, signal: offer });
      expect(sent.status).toBe(200);
      await until(() => clientTab.of('signal').length === 1, 'the offer');
      expect(clientTab.of('signal')[0]).toEqual({ type: 'signal', from: coachTab.peerId, signal: offer });

      const candidate = { type: 'candidate', candidate: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 } };
      await client.post(`/api/video-sessions/${id}/signal`, { sessionId: id, from: clientTab.peerId, to: coachTab.peerId, signal: candidate });
      await client.post(`/api/video-sessions/${id}/signal`, { sessionId: id, from: clientTab.peerId, signal: { type: 'media', audio: false, video: true, screen: false } });
      await until(() => coachTab.of('signal').length === 2, 'the candidate and the media state');
      expect(coachTab.of('signal').map((e) => e.signal.type)).toEqual(['candidate', 'media']);
      // Nobody hears their own broadcast.
      expect(clientTab.of('signal').some((e) => e.signal.type === 'media')).toBe(false);

      await client.post(`/api/video-sessions/${id}/leave`, { sessionId: id, peerId: clientTab.peerId });
      await until(() => coachTab.of('leave').length === 1, 'the leave');
    } finally {
      coachTab.close();
      clientTab.close();
    }
  });

  it('keeps a dropped tab in the call for the grace period: back in time, the others hear no leave; gone, they hear it after the grace', async () => {
    const first = await coachThenClient();
    const { id, coachTab } = first;
    let clientTab = first.clientTab;
    const peerId = clientTab.peerId;
    try {
      await until(() => coachTab.of('join').length === 1, "the client's join");
      // A blip: the client's stream drops without 'Leave' and comes back as the same tab before the grace is over.
      clientTab.close();
      const placeBefore = (await t.db.selectFrom('callPeers').select('joinedAt').where('peerId', '=', peerId).executeTakeFirstOrThrow()).joinedAt;
      clientTab = joinCall(t.url, client.cookie, id, peerId);
      await until(() => coachTab.of('join').length === 2, "the client's second join");
      await until(() => clientTab.of('hello').some((event) => event.from === coachTab.peerId), 'the hello to the returning tab');
      const placeAfter = (await t.db.selectFrom('callPeers').select('joinedAt').where('peerId', '=', peerId).executeTakeFirstOrThrow()).joinedAt;
      expect(placeAfter > placeBefore).toBe(true);
      // Past the dropped stream's grace (and some): still no leave, and the tab still has its place.
      await new Promise((resolve) => setTimeout(resolve, LEAVE_GRACE_MS + 1500));
      expect(coachTab.of('leave')).toEqual([]);
      expect(await t.db.selectFrom('callPeers').select('peerId').where('peerId', '=', peerId).executeTakeFirst()).toBeDefined();

      // Dropped for good: nothing during the grace, then the leave.
      const dropped = Date.now();
      clientTab.close();
      await until(() => coachTab.of('leave').length === 1, 'the leave after the grace', LEAVE_GRACE_MS + 10_000);
      expect(Date.now() - dropped).toBeGreaterThanOrEqual(LEAVE_GRACE_MS - 50);
      expect(coachTab.of('leave')[0]?.from).toBe(peerId);
      expect(await t.db.selectFrom('callPeers').select('peerId').where('peerId', '=', peerId).executeTakeFirst()).toBeUndefined();
    } finally {
      coachTab.close();
      clientTab.close();
    }
  }, 30_000);

  it("relays a media state with the sending page's connection (how the others tell a reloaded tab); a malformed connection is a 400", async () => {
    const { id, coachTab, clientTab } = await coachThenClient();
    try {
      await until(() => coachTab.of('join').length === 1, "the client's join");
      const connection = newPeerId();
      const media = { type: 'media', audio: true, video: true, screen: false, connection };
      expect((await client.post(`/api/video-sessions/${id}/signal`, { sessionId: id, from: clientTab.peerId, to: coachTab.peerId, signal: media })).status).toBe(200);
      await until(() => coachTab.of('signal').length === 1, 'the media state');
      expect(coachTab.of('signal')[0]).toEqual({ type: 'signal', from: clientTab.peerId, signal: media });
      const bad = await client.post(`/api/video-sessions/${id}/signal`, { sessionId: id, from: clientTab.peerId, to: coachTab.peerId, signal: { ...media, connection: 'not a connection!' } });
      expect(bad.status).toBe(400);
      // A reload: the same tab id on a new stream, the old one dropped. One place (the grace test covers the leave never heard).
      clientTab.close();
      const again = joinCall(t.url, client.cookie, id, clientTab.peerId);
      try {
        await until(() => coachTab.of('join').length === 2, "the reloaded tab's join");
        expect(coachTab.of('join')[1]?.from).toBe(clientTab.peerId);
        const places = await t.db.selectFrom('callPeers').select('peerId').where('sessionId', '=', id).execute();
        expect(places.map((place) => place.peerId).sort()).toEqual([coachTab.peerId, clientTab.peerId].sort());
      } finally {
        again.close();
      }
    } finally {
      coachTab.close();
      clientTab.close();
    }
  });

  it('refuses anyone but the participants with 404, on the subscription and on every mutation', async () => {
    const id = await liveCall();
    const coachTab = joinCall(t.url, coach.cookie, id);
    await coachTab.ready;
    await waitForPeer(t.db, coachTab.peerId);
    const outsider = joinCall(t.url, stranger.cookie, id);
    const anonymous = joinCall(t.url, undefined, id);
    try {
      await until(() => outsider.errors.length > 0 && anonymous.errors.length > 0, 'the refusals');
      expect(outsider.errors[0]).toMatchObject({ message: 'Session not found', code: 'NOT_FOUND' });
      expect(anonymous.errors[0]).toMatchObject({ code: 'UNAUTHORIZED' });
      const signal = { sessionId: id, from: newPeerId(), to: coachTab.peerId, signal: { type: 'candidate', candidate: null } };
      for (const [path, body] of [
        [`/api/video-sessions/${id}/signal`, signal],
        [`/api/video-sessions/${id}/leave`, { sessionId: id, peerId: coachTab.peerId }],
        [`/api/video-sessions/${id}/messages`, { content: 'hello' }],
      ] as const) {
        const res = await stranger.post(path, body);
        expect(res.status, path).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
      expect((await stranger.get(`/api/video-sessions/${id}/messages`)).status).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(coachTab.events).toEqual([]);
    } finally {
      coachTab.close();
      outsider.close();
      anonymous.close();
    }
  });

  it("lets no participant speak as another's tab or take its place", async () => {
    const id = await liveCall();
    const coachTab = joinCall(t.url, coach.cookie, id);
    await coachTab.ready;
    await waitForPeer(t.db, coachTab.peerId);
    const impostor = joinCall(t.url, client.cookie, id, coachTab.peerId);
    try {
      await until(() => impostor.errors.length > 0, 'the refusal');
      expect(impostor.errors[0]?.code).toBe('NOT_FOUND');
      const spoofed = await client.post(`/api/video-sessions/${id}/signal`, {
        sessionId: id,
        from: coachTab.peerId,
        to: coachTab.peerId,
        signal: { type: 'media', audio: true, video: true, screen: false },
      });
      expect(spoofed.status).toBe(404);
      // A tab that is not in the call cannot be reached either.
      const clientTab = joinCall(t.url, client.cookie, id);
      await clientTab.ready;
      await waitForPeer(t.db, clientTab.peerId);
      const gone = await client.post(`/api/video-sessions/${id}/signal`, { sessionId: id, from: clientTab.peerId, to: newPeerId(), signal: { type: 'candidate', candidate: null } });
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('That participant has left the call');
      clientTab.close();
    } finally {
      coachTab.close();
      impostor.close();
    }
  });

  it('refuses a call that has not started or has ended (409), and a seventh tab (409)', async () => {
    const scheduled = await bookCall();
    const early = joinCall(t.url, client.cookie, scheduled);
    const id = await liveCall();
    const tabs = Array.from({ length: MAX_CALL_PEERS }, (_, i) => joinCall(t.url, (i % 2 ? coach : client).cookie, id));
    try {
      await until(() => early.errors.length > 0, 'the refusal');
      expect(early.errors[0]).toMatchObject({ code: 'CONFLICT', message: 'The call has not started: join the session first' });
      for (const tab of tabs) await waitForPeer(t.db, tab.peerId);
      const seventh = joinCall(t.url, client.cookie, id);
      await until(() => seventh.errors.length > 0, 'the full call');
      expect(seventh.errors[0]).toMatchObject({ code: 'CONFLICT', message: 'This call is full: a call holds at most 6 people' });
      seventh.close();
      // Everyone already in heard every later arrival.
      expect(tabs[0]!.of('join').length).toBe(MAX_CALL_PEERS - 1);
      await coach.post('/api/video-sessions/end', { sessionId: id });
      await until(() => tabs.every((tab) => tab.of('ended').length === 1), 'the end of the call');
      const late = joinCall(t.url, client.cookie, id);
      await until(() => late.errors.length > 0, 'the refusal after the end');
      expect(late.errors[0]).toMatchObject({ code: 'CONFLICT', message: 'This session has ended' });
      late.close();
    } finally {
      early.close();
      for (const tab of tabs) tab.close();
    }
  });
});

describe('the call chat', () => {
  it('stores messages with the session, pushes them to the call, and pages them newest first', async () => {
    const id = await liveCall();
    const coachTab = joinCall(t.url, coach.cookie, id);
    await coachTab.ready;
    await waitForPeer(t.db, coachTab.peerId);
    try {
      const sent = await client.post(`/api/video-sessions/${id}/messages`, { content: '  Can you hear me?  ' });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ sessionId: id, kind: 'message', content: 'Can you hear me?', senderName: expect.any(String) });
      await until(() => coachTab.of('chat').length === 1, 'the chat message');
      expect(coachTab.of('chat')[0]?.message.id).toBe(sent.body.id);
      await coach.post(`/api/video-sessions/${id}/messages`, { content: 'Loud and clear' });
      const page = await client.get(`/api/video-sessions/${id}/messages?limit=1`);
      expect(page.body.map((m: { content: string }) => m.content)).toEqual(['Loud and clear']);
      expect(page.headers.get('link')).toMatch(/rel="next"/);
      expect((await client.post(`/api/video-sessions/${id}/messages`, { content: '   ' })).body.message).toBe('Invalid input: content: Message is required');
    } finally {
      coachTab.close();
    }
  });
});
