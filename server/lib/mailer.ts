import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db';
import type { JobQueue } from './jobs';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface SendOptions {
  /** Sends at most once per key: a retried job (at-least-once) finds it sent and does nothing. */
  idempotencyKey?: string;
}

export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<void>;
}

/**
 * The one way this app sends e-mail: SMTP through nodemailer when SMTP_URL is set; otherwise
 * each message goes to the `outbox` table and the log, so links can be followed locally.
 */
export function createMailer(config: Pick<Config, 'mail'>, db: Database, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Mailer {
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      async send(message, options = {}) {
        const key = options.idempotencyKey;
        if (key && (await db.selectFrom('outbox').select('id').where('idempotencyKey', '=', key).executeTakeFirst())) return;
        // A message id from the key: should a crash fall between the send and the record below, the rerun's
        // copy carries the same id, which mail servers and clients treat as the same message.
        await transport.sendMail({ from: config.mail.from, ...message, ...(key ? { messageId: `<${key.replace(/[^\w.-]/g, '.')}@catalyst.mail>` } : {}) });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
        // With a key, the outbox keeps a record of the send (without attachments) so a retry skips it.
        if (key) {
          await db
            .insertInto('outbox')
            .values({ id: randomUUID(), toAddress: message.to.toLowerCase(), subject: message.subject, textBody: message.text, htmlBody: null, idempotencyKey: key })
            .onConflict((oc) => oc.column('idempotencyKey').doNothing())
            .execute();
        }
      },
    };
  }

  return {
    async send(message, options = {}) {
      const attachments = (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: Buffer.from(a.content).toString('base64'),
      }));
      await db
        .insertInto('outbox')
        .values({
          id: randomUUID(),
          toAddress: message.to.toLowerCase(),
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          attachments: JSON.stringify(attachments),
          idempotencyKey: options.idempotencyKey ?? null,
        })
        .onConflict((oc) => oc.column('idempotencyKey').doNothing())
        .execute();
      log.info({ to: message.to, subject: message.subject }, `mail (outbox, no SMTP_URL):\n${message.text}`);
    },
  };
}

/** A mail as a job payload: attachments in base64, so the job's JSON keeps them byte for byte. */
interface QueuedMail extends Omit<MailMessage, 'attachments'> {
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
}

declare module './jobs' {
  interface JobPayloads {
    'mail.send': { mail: QueuedMail; idempotencyKey: string };
  }
}

/**
 * Mail off the request path: `send` stores a 'mail.send' job (durable once it returns) and wakes the
 * queue; the job hands the message to `deliver` under the mail's idempotency key, which the outbox
 * holds unique, so a job that runs twice (a retry, a crash after sending) still mails once. A mail
 * whose server refuses it is retried with backoff, then kept as a dead job for admins.
 */
export function createQueuedMailer(jobs: JobQueue, deliver: Mailer): Mailer {
  jobs.define(
    'mail.send',
    async ({ mail, idempotencyKey }) => {
      const attachments = mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') }));
      await deliver.send({ ...mail, attachments }, { idempotencyKey });
    },
    { maxAttempts: 8, leaseMs: 2 * 60_000 },
  );
  return {
    async send(message, options = {}) {
      const idempotencyKey = options.idempotencyKey ?? randomUUID();
      const attachments = message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, contentBase64: Buffer.from(a.content).toString('base64') }));
      await jobs.enqueue('mail.send', { mail: { ...message, attachments }, idempotencyKey }, { key: `mail:${idempotencyKey}` });
      jobs.wake();
    },
  };
}
