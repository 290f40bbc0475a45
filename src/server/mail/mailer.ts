import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A fixed Message-ID (`<id@domain>`), so a receiver can tell a repeated delivery apart. */
  messageId?: string;
  /** Files sent with the mail (a report's PDF); never stored in a job's payload. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

export interface MailerOptions {
  from: string;
  smtpUrl?: string;
  outboxDir: string;
  logger: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written to the outbox folder as an
 * .eml file that any mail program opens. Logs never contain the recipient or the body.
 */
export function createMailer(options: MailerOptions): Mailer {
  const base = { from: options.from, textEncoding: 'quoted-printable' as const };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ ...base, ...message });
        options.logger.info({ messageId: info.messageId }, 'mail sent over SMTP');
        return { messageId: info.messageId };
      },
      async close() {
        transport.close();
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ ...base, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      // Sorted by name = sorted by sending order, also within one millisecond.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${String(++sequence).padStart(6, '0')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info({ file: path.basename(file), messageId: info.messageId }, 'mail written to outbox');
      return { messageId: info.messageId };
    },
    async close() {},
  };
}
