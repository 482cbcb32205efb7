import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db';

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
        await transport.sendMail({ from: config.mail.from, ...message });
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
