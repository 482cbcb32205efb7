import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '@shared/schemas/chat';
import { type TestApp, startTestApp, testDialect } from '../../testing/harness';
import { jobByKey } from '../../lib/jobs.testkit';
import { STRUCTURED, recordingModel, startAiSession, subscribeChat, until } from '../chat/chat.testkit';
import { aiCoachId } from '../sessions/sessions.testkit';

/** The text a screen shows from a stream's pieces (client/features/chat/use-live-chat.ts: a newer attempt replaces from its piece on). */
function shownText(events: { data: ChatEvent }[], replyTo: number): string {
  let attempt = 0;
  let pieces: string[] = [];
  for (const { data } of events) {
    if (data.type !== 'delta' || data.replyTo !== replyTo) continue;
    const run = data.attempt ?? 1;
    if (run < attempt) continue;
    if (run > attempt) pieces = pieces.slice(0, data.seq);
    attempt = run;
    pieces[data.seq] = data.text;
  }
  return pieces.join('');
}

/**
 * Two instances on one PostgreSQL database; instance A is stopped while it streams an AI reply. The
 * reply job goes back to the queue, B runs it, and B's subscribers see one reply, once.
 */
describe.runIf(testDialect === 'postgres')('stopping instance A mid-stream', () => {
  let a: TestApp;
  let b: TestApp;
  const onA = recordingModel();
  const onB = recordingModel();
  beforeAll(async () => {
    onA.hold();
    // B does not poll on its own here: the test says when B's next poll comes (after A has stopped).
    a = await startTestApp({ ai: onA.model });
    b = await startTestApp({ ai: onB.model, sameDatabaseAs: a, env: { JOB_POLL_MS: '0' } });
  });
  afterAll(async () => {
    onA.open();
    await b?.close();
    await a?.close();
  });

  it('leaves B\'s subscribers a resumable stream without duplicates, and the reply completes on B', async () => {
    const clientOnA = await a.signIn('client@example.com');
    const session = await startAiSession(clientOnA, await aiCoachId(a.db, 'Executive Presence AI'));
    const watcherOnB = subscribeChat(b.url, clientOnA.cookie, session);
    const watcherOnA = subscribeChat(a.url, clientOnA.cookie, session);
    try {
      await Promise.all([watcherOnB.ready, watcherOnA.ready]);
      const sent = await clientOnA.post(`/api/sessions/${session}/chat`, { message: 'Stream it, then stop' });
      expect(sent.status).toBe(200);
      const messageId = sent.body.id as number;
      const firstWord = STRUCTURED.message.split(/(?<= )/)[0]!;
      await until(() => watcherOnB.deltas(messageId).length === 1 && watcherOnA.deltas(messageId).length === 1, 'the first piece on both instances');

      // A stops with the model still writing: the reply job goes back to the queue, nothing is stored.
      await a.app.close();
      const job = await jobByKey(b.db, `chat.reply:${messageId}`);
      expect(job).toMatchObject({ status: 'queued', attempts: 1 });
      expect(await b.db.selectFrom('sessionMessages').select('id').where('replyToId', '=', messageId).execute()).toEqual([]);

      // B's next poll takes the job and writes the reply again; its subscriber's stream carries on.
      expect(await b.app.services.jobs.runDue()).toBeGreaterThanOrEqual(1);
      await until(() => watcherOnB.messages().some((m) => m.replyToId === messageId), 'the completed reply on B');
      expect(onB.calls).toHaveLength(1);
      const ids = watcherOnB.events.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(watcherOnB.messages().filter((m) => m.replyToId === messageId)).toHaveLength(1);
      // The first piece came from A's run; B's run repeats it, which the stream does not send again.
      expect(watcherOnB.deltas(messageId)[0]).toBe(firstWord);
      expect(watcherOnB.deltas(messageId).join('')).toBe(STRUCTURED.message);
      expect(shownText(watcherOnB.events, messageId)).toBe(STRUCTURED.message);
      const done = await jobByKey(b.db, `chat.reply:${messageId}`);
      expect(done).toMatchObject({ status: 'done', attempts: 2 });
      expect(await b.db.selectFrom('sessionMessages').select('id').where('replyToId', '=', messageId).execute()).toHaveLength(1);

      // The subscriber that was on A reconnects (through the load balancer, to B) with its last event id:
      // it gets the stored reply once, and nothing it had before.
      const lastSeen = watcherOnA.events.at(-1)!.id;
      const resumed = subscribeChat(b.url, clientOnA.cookie, session, lastSeen);
      try {
        await resumed.ready;
        await until(() => resumed.messages().some((m) => m.replyToId === messageId), 'the reply replayed on resume');
        expect(resumed.messages().map((m) => m.replyToId)).toEqual([messageId]);
        expect(resumed.messages()[0]).toMatchObject({ parsedResponse: expect.objectContaining({ message: STRUCTURED.message }) });
        expect(resumed.events.map((e) => e.id)).toEqual([String(resumed.messages()[0]!.id)]);
      } finally {
        resumed.close();
      }
    } finally {
      watcherOnA.close();
      watcherOnB.close();
    }
  });
});
