import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, mailTo, startTestApp } from '../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('mailer without SMTP_URL', () => {
  it('keeps each message, with its attachments, in the outbox', async () => {
    await t.app.services.mailer.send({
      to: 'Someone@Example.com',
      subject: 'Your session',
      text: 'See you at 10:00',
      attachments: [{ filename: 'session.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    });
    const mail = await mailTo(t.db, 'someone@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Your session', text: 'See you at 10:00' });
    expect(mail[0]!.attachments).toEqual([{ filename: 'session.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }]);
  });
});
