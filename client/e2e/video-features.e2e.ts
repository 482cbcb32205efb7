import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_NOTICES, VIDEO_MESSAGES } from '@shared/constants/video';
import { SAMPLE_WEBM, uploadWhole, waitForStatus } from '../../server/domains/session-recordings/session-recordings.testkit';
import { LEAVE_GRACE_MS } from '../../server/domains/video-sessions/call-events';
import { booking, coachId, inDays } from '../../server/domains/sessions/sessions.testkit';
import { CHROMIUM_ARGS } from './chromium';
import { allowErrors, type E2E, FAKE_MEDIA_ARGS, overflowAt, saveShot, startE2E } from './support';
import { blockSignalling, exclusiveCalls, expectLiveRemoteVideo, instrument, restoreSignalling, rtpCount } from './video-support';

// Three fake cameras, so switching the camera has somewhere to go: Chromium's fake_device_0 (I420) and
// fake_device_2 (MJPEG) are colour cameras; fake_device_1 is a depth camera (16-bit Y16 frames) whose frames
// WebRTC does not encode at all, like a real depth or infrared camera a person may pick by mistake.
const MEDIA_ARGS = [...FAKE_MEDIA_ARGS.filter((arg) => arg !== '--use-fake-device-for-media-stream'), '--use-fake-device-for-media-stream=device-count=3'];

let e2e: E2E;
let releaseCalls: (() => Promise<void>) | undefined;
// Waits while the other video file's calls run (minutes, not the hook's usual two).
beforeAll(async () => {
  releaseCalls = await exclusiveCalls();
}, 600_000);
beforeAll(async () => {
  e2e = await startE2E({ browserArgs: MEDIA_ARGS });
});
afterAll(async () => {
  try {
    await e2e?.close();
  } finally {
    await releaseCalls?.();
  }
});

let day = 400;
/** A fresh video session of client@example.com with coach@example.com, booked by the client. */
async function bookCall(title: string): Promise<number> {
  day += 1;
  const client = await e2e.app.signIn('client@example.com');
  const res = await client.post('/api/sessions', booking({ coachId: await coachId(e2e.app.db, 'coach@example.com'), scheduledAt: inDays(day, 10), title }));
  expect(res.status, res.text).toBe(200);
  return res.body.id as number;
}

/** Opens the call of a session on a page and waits for the call view. */
async function joinCall(page: Page, id: number) {
  await page.goto(`/video-conferencing?session=${id}`);
  await page.getByTestId('call-view').waitFor();
}

/** A coach (desktop) and its client (phone) in a fresh call, each receiving the other's video. */
async function liveCall(title: string) {
  const id = await bookCall(title);
  const coach = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
  const client = await e2e.page(await e2e.context({ signInAs: 'client@example.com', phone: true }));
  await instrument(coach);
  await instrument(client);
  await joinCall(client, id);
  await joinCall(coach, id);
  await expectLiveRemoteVideo(coach);
  await expectLiveRemoteVideo(client);
  return { id, coach, client };
}

/** What the page's connections send as video and audio: the sender's track and the track the stats say is being sent. */
async function sent(page: Page, kind: 'audio' | 'video') {
  return page.evaluate(async (kind) => {
    const result: { label: string | null; id: string | null; sourceTrack: string | null }[] = [];
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState === 'closed') continue;
      const sender = pc.getSenders().find((s) => s.track?.kind === kind || (s.track === null && pc.getTransceivers().some((t) => t.sender === s && t.receiver.track.kind === kind)));
      if (!sender) continue;
      let sourceTrack: string | null = null;
      (await sender.getStats()).forEach((entry: Record<string, unknown>) => {
        if (entry.type === 'media-source' && entry.kind === kind) sourceTrack = String(entry.trackIdentifier);
      });
      result.push({ label: sender.track?.label ?? null, id: sender.track?.id ?? null, sourceTrack });
    }
    return result;
  }, kind);
}

/** Waits until every open connection sends a track whose label matches (and the stats confirm it is that track). */
async function waitUntilSending(page: Page, kind: 'audio' | 'video', label: RegExp) {
  await expect
    .poll(async () => {
      const senders = await sent(page, kind);
      return senders.length > 0 && senders.every((s) => s.label !== null && label.test(s.label) && s.sourceTrack === s.id);
    }, { timeout: 30_000, message: `sending ${kind} ${label}` })
    .toBe(true);
}

/** The remote video's shape (width / height), once it has a picture. */
async function remoteAspect(page: Page): Promise<number> {
  return page.getByTestId('remote-video').first().evaluate((video: HTMLVideoElement) => (video.videoHeight > 0 ? video.videoWidth / video.videoHeight : 0));
}

/** What the Devices dialog shows as the chosen camera or microphone. */
async function pickerShows(page: Page, label: 'Camera' | 'Microphone'): Promise<string> {
  return (await page.getByRole('dialog', { name: 'Devices' }).getByLabel(label, { exact: true }).textContent())?.trim() ?? '';
}

describe('video call features', () => {
  it('switches camera and microphone (the pickers show what is sent, the picture keeps moving; a camera that cannot be sent is refused); the call fits a phone; a reload takes its own place at once', async () => {
    const { id, coach, client } = await liveCall('Devices call');

    // The call at both sizes; on the phone nothing sticks out, the header fits and every control is on the screen.
    await saveShot(coach, 'call-view', { fullPage: false });
    await saveShot(client, 'call-view', { fullPage: false });
    expect(await overflowAt(client, 390)).toMatchObject({ scrolls: false, wide: [] });
    const header = await client.getByTestId('call-view').locator('header').boundingBox();
    expect(header!.width).toBeLessThanOrEqual(390);
    const controls = client.getByRole('navigation', { name: 'Call controls' }).getByRole('button');
    expect(await controls.count()).toBeGreaterThanOrEqual(6);
    for (const box of await Promise.all((await controls.all()).map((button) => button.boundingBox()))) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    }

    // The pickers show the devices actually sent (the settings name none: the browser chose fake_device_0).
    await waitUntilSending(coach, 'video', /^fake_device_0$/);
    await coach.getByRole('button', { name: 'Devices' }).click();
    expect(await pickerShows(coach, 'Camera')).toBe('fake_device_0');
    expect(await pickerShows(coach, 'Microphone')).toBe('Fake Default Audio Input');
    // Switching the camera replaces the outgoing track; the client's picture keeps moving (new frames arrive).
    const camera = coach.getByRole('dialog', { name: 'Devices' }).getByLabel('Camera', { exact: true });
    await camera.click();
    await coach.getByRole('option', { name: 'fake_device_2' }).click();
    await waitUntilSending(coach, 'video', /^fake_device_2$/);
    await expect.poll(() => pickerShows(coach, 'Camera')).toBe('fake_device_2');
    await expectLiveRemoteVideo(client);
    // A camera whose frames cannot be sent (the depth camera) would freeze the client's picture: the call says
    // so and goes back to the camera it had, and the client's picture moves on.
    await camera.click();
    await coach.getByRole('option', { name: 'fake_device_1' }).click();
    await coach.getByText(VIDEO_MESSAGES.cameraNotSent.title, { exact: true }).waitFor({ timeout: 30_000 });
    await waitUntilSending(coach, 'video', /^fake_device_2$/);
    await expect.poll(() => pickerShows(coach, 'Camera')).toBe('fake_device_2');
    await expectLiveRemoteVideo(client);
    await coach.getByRole('dialog', { name: 'Devices' }).getByLabel('Microphone', { exact: true }).click();
    await coach.getByRole('option', { name: 'Fake Audio Input 1' }).click();
    await waitUntilSending(coach, 'audio', /^Fake Audio Input 1$/);
    await expect.poll(() => pickerShows(coach, 'Microphone')).toBe('Fake Audio Input 1');
    await coach.keyboard.press('Escape');
    const audioIn = await rtpCount(client, 'inbound-rtp', 'audio', 'packetsReceived');
    await expect.poll(() => rtpCount(client, 'inbound-rtp', 'audio', 'packetsReceived'), { timeout: 15_000 }).toBeGreaterThan(audioIn);

    // The client reloads its tab: it comes back with the same tab id and takes its old place at once. The
    // coach shows one tile for the client all along (never the old one beside the new), with moving frames.
    const clientUser = await e2e.app.db.selectFrom('users').select('id').where('email', '=', 'client@example.com').executeTakeFirstOrThrow();
    const clientPlaces = () => e2e.app.db.selectFrom('callPeers').select('peerId').where('sessionId', '=', id).where('userId', '=', clientUser.id).execute();
    const [place] = await clientPlaces();
    await coach.evaluate(() => {
      const w = window as unknown as { __mostTiles: number };
      const count = () => (w.__mostTiles = Math.max(w.__mostTiles, document.querySelectorAll('[data-testid="remote-video"]').length));
      w.__mostTiles = 0;
      count();
      new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
    });
    const reloaded = Date.now();
    await client.reload();
    await client.getByTestId('call-view').waitFor();
    await expectLiveRemoteVideo(coach);
    await expectLiveRemoteVideo(client);
    const backAfter = Date.now() - reloaded;
    expect(await coach.evaluate(() => (window as unknown as { __mostTiles: number }).__mostTiles)).toBe(1);
    expect(await coach.getByTestId('remote-video').count()).toBe(1);
    expect(await clientPlaces()).toEqual([place]);
    console.log(`reloaded tab live again after ${backAfter} ms`);

    // Another tab of the same person is another peer: the coach shows it beside the first.
    const second = await e2e.page(client.context());
    await joinCall(second, id);
    await expect.poll(() => coach.getByTestId('remote-video').count(), { timeout: 30_000 }).toBe(2);
    expect((await clientPlaces()).length).toBe(2);
  }, 180_000);

  it('shares the screen in place of the camera, turns the camera off, and rides out a blip with an ICE restart', async () => {
    // A 4:3 camera (low, 640x480) beside the 16:9 screen, so the client can tell which it receives.
    const coachApi = await e2e.app.signIn('coach@example.com');
    expect((await coachApi.put('/api/video-settings', { defaultVideoQuality: 'low' })).status).toBe(200);
    const { coach, client, id } = await liveCall('Screen share call');
    // Screen share goes out on the same sender in place of the camera: the client sees a screen-shaped picture.
    await expect.poll(() => remoteAspect(client), { timeout: 15_000 }).toBeGreaterThan(0);
    const cameraAspect = await remoteAspect(client);
    await coach.getByRole('button', { name: 'Share screen' }).click();
    await waitUntilSending(coach, 'video', /^screen/);
    const screen = await coach.evaluate(() => {
      const pc = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.find((p) => p.connectionState !== 'closed')!;
      const settings = pc.getSenders().find((s) => s.track?.kind === 'video')!.track!.getSettings();
      return settings.width! / settings.height!;
    });
    expect(Math.abs(screen - cameraAspect), 'the screen and the camera differ in shape, so the client can tell them apart').toBeGreaterThan(0.1);
    await expect.poll(async () => Math.abs((await remoteAspect(client)) - screen), { timeout: 30_000 }).toBeLessThan(0.05);
    await client.locator('figure[data-call-tile="remote"]').first().getByLabel('Sharing screen').waitFor();
    await expectLiveRemoteVideo(client);
    await coach.getByRole('button', { name: 'Stop sharing' }).click();
    await waitUntilSending(coach, 'video', /^fake_device_0$/);
    await expect.poll(async () => Math.abs((await remoteAspect(client)) - cameraAspect), { timeout: 30_000 }).toBeLessThan(0.05);
    await client.locator('figure[data-call-tile="remote"]').first().getByLabel('Sharing screen').waitFor({ state: 'detached' });

    // Camera off: nothing is sent (the sender's track is gone), the client's tile says so; back on, frames flow again.
    await coach.getByRole('button', { name: 'Stop camera' }).click();
    await expect.poll(async () => (await sent(coach, 'video')).every((s) => s.id === null), { timeout: 15_000 }).toBe(true);
    await client.locator('figure[data-call-tile="remote"]').first().getByLabel('Camera off').waitFor();
    const videoOut = await rtpCount(coach, 'outbound-rtp', 'video', 'packetsSent');
    // An observation window, not a synchronisation: the count must stay put while the camera is off.
    await coach.waitForTimeout(1500);
    expect(await rtpCount(coach, 'outbound-rtp', 'video', 'packetsSent')).toBe(videoOut);
    await coach.getByRole('button', { name: 'Start camera' }).click();
    await waitUntilSending(coach, 'video', /^fake_device_0$/);
    await expect.poll(() => rtpCount(coach, 'outbound-rtp', 'video', 'packetsSent'), { timeout: 15_000 }).toBeGreaterThan(videoOut);
    await client.locator('figure[data-call-tile="remote"]').first().getByLabel('Camera off').waitFor({ state: 'detached' });
    await expectLiveRemoteVideo(client);

    // A blip: the connection restarts ICE while one side's signalling is down, so the restart's offer is lost
    // on its way. When that side's signalling stream is back (the same tab, within the grace), the restart is
    // made again and completes: the call recovers without anyone leaving, and the coach keeps the same tile.
    const places = await e2e.app.db.selectFrom('callPeers').innerJoin('users', 'users.id', 'callPeers.userId').select(['peerId', 'joinedAt', 'email']).where('sessionId', '=', id).execute();
    const coachPeer = places.find((p) => p.email === 'coach@example.com')!.peerId;
    const clientPlace = places.find((p) => p.email === 'client@example.com')!;
    // The tab with the smaller id offers (and restarts); the other one answers: its signalling goes down.
    const [offerer, answerer] = coachPeer < clientPlace.peerId ? [coach, client] : [client, coach];
    const answererPlace = answerer === client ? clientPlace : places.find((p) => p.email === 'coach@example.com')!;
    await coach.getByTestId('remote-video').first().evaluate((tile) => tile.setAttribute('data-before-blip', 'yes'));
    const ice = (page: Page) =>
      page.evaluate(() => {
        const pc = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.find((p) => p.connectionState !== 'closed')!;
        const ufrag = (sdp: string | undefined) => /a=ice-ufrag:(\S+)/.exec(sdp ?? '')?.[1] ?? '';
        return { local: ufrag(pc.localDescription?.sdp), remote: ufrag(pc.remoteDescription?.sdp), state: `${pc.connectionState}/${pc.signalingState}` };
      });
    const before = await ice(offerer);
    const lost = await blockSignalling(answerer);
    const cut = Date.now();
    await offerer.evaluate(() => {
      for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) if (pc.connectionState !== 'closed') pc.restartIce();
    });
    // The restart's offer went out and was lost on the answerer's way in.
    await expect.poll(async () => (await lost()).some((message) => message.includes('"offer"')), { timeout: 30_000 }).toBe(true);
    expect((await ice(offerer)).state).toBe('connected/have-local-offer');
    await restoreSignalling(answerer);
    // The answerer's stream came back for the same tab (a newer place) ...
    await expect
      .poll(async () => (await e2e.app.db.selectFrom('callPeers').select('joinedAt').where('peerId', '=', answererPlace.peerId).executeTakeFirst())?.joinedAt ?? '', { timeout: 30_000 })
      .not.toBe(answererPlace.joinedAt);
    // ... and the restart was made again and answered: new ICE credentials on both ends, agreed, settled.
    await expect
      .poll(async () => {
        const [o, a] = await Promise.all([ice(offerer), ice(answerer)]);
        return o.local !== before.local && o.remote !== before.remote && o.local === a.remote && o.remote === a.local && o.state === 'connected/stable' && a.state === 'connected/stable';
      }, { timeout: 30_000, message: 'the ICE restart completes after signalling is back' })
      .toBe(true);
    // Past the dropped stream's grace the coach still shows the same tile (never removed and made again).
    await expect.poll(() => Date.now() - cut, { timeout: LEAVE_GRACE_MS + 10_000 }).toBeGreaterThan(LEAVE_GRACE_MS + 1000);
    expect(await coach.locator('[data-testid="remote-video"][data-before-blip="yes"]').count()).toBe(1);
    expect(await coach.getByTestId('remote-video').count()).toBe(1);
    await expectLiveRemoteVideo(coach);
    await expectLiveRemoteVideo(client);
    await client.getByTestId('call-view').waitFor();
  }, 240_000); // two calls' worth of WebRTC on two loaded cores: condition waits, generous

  it("tells a person whose browser refuses the camera: 'Camera or microphone blocked: allow access in the browser'", async () => {
    const id = await bookCall('Blocked camera call');
    // Without the fake UI flag nobody answers the permission prompt: a context without permissions is refused.
    const refusing: Browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] });
    try {
      const context = await refusing.newContext({ baseURL: e2e.app.url, viewport: { width: 1280, height: 800 } });
      const res = await context.request.post('/api/auth/login', { data: { email: 'client@example.com', password: 'catalyst-demo' } });
      expect(res.ok()).toBe(true);
      const { id: userId } = (await res.json()) as { id: string };
      await context.addInitScript((key) => {
        try {
          window.localStorage.setItem(key, 'true');
        } catch {
          // about:blank has no storage
        }
      }, `hasSeenWelcome:${userId}`);
      const page = await e2e.page(context);
      allowErrors(page, VIDEO_MESSAGES.mediaBlocked);
      await joinCall(page, id);
      await page.getByRole('alert').filter({ hasText: VIDEO_MESSAGES.mediaBlocked }).waitFor();
      // The call goes on without sending: mute and camera cannot be used.
      expect(await page.getByRole('button', { name: 'Mute' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Stop camera' }).isDisabled()).toBe(true);
    } finally {
      await refusing.close();
    }
  });

  it('autoRecord starts the recording on join; both screens show it, the chat says so, and asking to stop reaches the recorder', async () => {
    const id = await bookCall('Consent call');
    const coachApi = await e2e.app.signIn('coach@example.com');
    expect((await coachApi.put('/api/video-settings', { autoRecord: true })).status).toBe(200);
    const coach = await e2e.page(await e2e.context({ signInAs: 'coach@example.com' }));
    const client = await e2e.page(await e2e.context({ signInAs: 'client@example.com', phone: true }));
    await instrument(coach);
    // What a refused signal said, for a failure's message.
    for (const page of [coach, client])
      page.on('response', (response) => {
        if (response.status() === 404 && response.url().includes('videoSessions.signal')) void response.text().then((text) => console.log('404 signal', response.request().postData(), text));
      });
    await joinCall(client, id);
    await joinCall(coach, id);

    // Nobody pressed Record: the coach's setting started it on join.
    await coach.getByTestId('recording-indicator').waitFor();
    await client.getByTestId('recording-indicator').waitFor();
    await expect.poll(() => coach.evaluate(() => (window as unknown as { __recorded: unknown[] }).__recorded.length)).toBe(1);
    const coachName = await e2e.app.db.selectFrom('users').select(['firstName', 'lastName']).where('email', '=', 'coach@example.com').executeTakeFirstOrThrow();
    const clientName = await e2e.app.db.selectFrom('users').select(['firstName', 'lastName']).where('email', '=', 'client@example.com').executeTakeFirstOrThrow();
    await client.getByRole('button', { name: 'Chat', exact: true }).click();
    await client.getByTestId('call-notice').filter({ hasText: CALL_NOTICES.recordingStarted(`${coachName.firstName} ${coachName.lastName}`) }).waitFor();
    // On the phone the open chat leaves the header (the indicator) and the controls in view.
    expect(await client.getByTestId('recording-indicator').isVisible()).toBe(true);
    await saveShot(client, 'call-recording', { fullPage: false });
    await client.getByRole('button', { name: 'Chat', exact: true }).click();

    // The client objects: the coach is told, with a button to stop right there.
    await client.getByRole('button', { name: 'Ask to stop recording' }).click();
    await client.getByRole('button', { name: 'Asked to stop' }).waitFor();
    const request = coach.getByRole('alert').filter({ hasText: `${clientName.firstName} ${clientName.lastName} asked to stop the recording.` });
    await request.waitFor();
    await saveShot(coach, 'call-recording', { fullPage: false });
    // A DOM click (the same handler): Playwright's pointer click stalled here twice on the loaded machine while the recorder composed the call.
    await request.getByRole('button', { name: 'Stop recording' }).dispatchEvent('click');
    await coach.getByTestId('recording-indicator').waitFor({ state: 'detached' });
    await client.getByTestId('recording-indicator').waitFor({ state: 'detached' });
    await coach.getByRole('button', { name: 'Chat', exact: true }).click();
    await coach.getByTestId('call-notice').filter({ hasText: CALL_NOTICES.stopRequested(`${clientName.firstName} ${clientName.lastName}`) }).waitFor();
    // The recording made it to the library.
    const recordings = (await coachApi.get('/api/session-recordings')).body as { title: string; sessionId?: number }[];
    expect(recordings.some((r) => r.title.startsWith('Consent call'))).toBe(true);
  }, 120_000);

  it('the library: favourite, share link (Link Copied) to a page that plays for the allowed and 404s for others, download (Download Started); grid on desktop and phone', async () => {
    const coachApi = await e2e.app.signIn('coach@example.com');
    const titles = ['Library one', 'Library two'];
    const ids: number[] = [];
    for (const title of titles) {
      const sessionId = await bookCall(title);
      expect((await coachApi.post(`/api/video-sessions/${sessionId}/start`)).status).toBe(200);
      const created = await coachApi.post('/api/session-recordings', { sessionId, title });
      expect(created.status, created.text).toBe(200);
      await uploadWhole(e2e.app.url, coachApi, created.body.id, SAMPLE_WEBM);
      await waitForStatus(coachApi, created.body.id, 'ready');
      ids.push(created.body.id);
    }
    const [id] = ids as [number];
    const context = await e2e.context({ signInAs: 'client@example.com' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.app.url });
    const page = await e2e.page(context);
    await page.goto('/session-recordings');
    const card = page.getByTestId('recording-card').filter({ hasText: 'Library one' });
    await card.waitFor();
    await page.getByTestId('recording-card').filter({ hasText: 'Library two' }).waitFor();

    // Grid: side by side on a desktop.
    const [a, b] = await Promise.all(titles.map((title) => page.getByTestId('recording-card').filter({ hasText: title }).boundingBox()));
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    await saveShot(page, 'library');

    // Favourite, seen in Favorites, and off again.
    await card.getByRole('button', { name: 'Add Library one to favorites' }).click();
    await card.getByRole('button', { name: 'Remove Library one from favorites' }).and(page.locator('[aria-pressed="true"]')).waitFor();
    // A favourite is the caller's own: the client's, not the coach's.
    expect(((await coachApi.get(`/api/session-recordings/${id}`)).body as { isFavorite: boolean }).isFavorite).toBe(false);
    const clientApi = await e2e.app.signIn('client@example.com');
    expect(((await clientApi.get(`/api/session-recordings/${id}`)).body as { isFavorite: boolean }).isFavorite).toBe(true);
    await page.getByRole('group', { name: 'Filter recordings' }).getByRole('button', { name: 'Favorites' }).click();
    await page.getByTestId('recording-card').filter({ hasText: 'Library two' }).waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Remove Library one from favorites' }).click();
    await page.getByText('No recordings found').waitFor();
    await page.getByRole('group', { name: 'Filter recordings' }).getByRole('button', { name: 'All' }).click();

    // Share link: copied, and it is {origin}/recordings/{id}.
    await card.getByRole('button', { name: 'Copy share link of Library one' }).click();
    await page.getByText('Link Copied', { exact: true }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${e2e.app.url}/recordings/${id}`);

    // Download: the browser saves the file under the recording's name.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByText('Download Started', { exact: true }).waitFor();
    expect((await download).suggestedFilename()).toMatch(/^Library one.*\.webm$/);

    // The shared page plays it for the session's client...
    await page.goto(link);
    const player = page.getByTestId('recording-player');
    await player.waitFor();
    const played = await player.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
      await new Promise<void>((resolve) => {
        const check = () => (video.currentTime > 0.5 ? resolve() : requestAnimationFrame(check));
        check();
      });
      return video.currentTime;
    });
    expect(played).toBeGreaterThan(0.5);
    // ...and is a 404 to anyone else.
    const stranger = await e2e.page(await e2e.context({ signInAs: 'member@globex.example' }));
    allowErrors(stranger, /^response: 404 GET \S+\/trpc\/sessionRecordings\.byId/);
    await stranger.goto(link);
    await stranger.getByText('404', { exact: true }).waitFor();
    expect(await stranger.getByTestId('recording-player').count()).toBe(0);

    // On a phone the grid is one column, nothing sticks out.
    const phone = await e2e.page(await e2e.context({ signInAs: 'client@example.com', phone: true }));
    await phone.goto('/session-recordings');
    const [p1, p2] = await Promise.all(titles.map(async (title) => {
      const locator = phone.getByTestId('recording-card').filter({ hasText: title });
      await locator.waitFor();
      return locator.boundingBox();
    }));
    expect(Math.abs(p1!.x - p2!.x)).toBeLessThan(2);
    expect(Math.abs(p1!.y - p2!.y)).toBeGreaterThan(100);
    expect(await overflowAt(phone, 390)).toMatchObject({ scrolls: false, wide: [] });
    await saveShot(phone, 'library');
  }, 120_000);
});
