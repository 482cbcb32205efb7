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

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The one way this app sends e-mail: SMTP through nodemailer when SMTP_URL is set; otherwise
 * each message goes to the `outbox` table and the log, so links can be followed locally.
 */
export function createMailer(config: Pick<Config, 'mail'>, db: Database, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Mailer {
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mail.from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }

  return {
    async send(message) {
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
        })
        .execute();
      log.info({ to: message.to, subject: message.subject }, `mail (outbox, no SMTP_URL):\n${message.text}`);
    },
  };
}
