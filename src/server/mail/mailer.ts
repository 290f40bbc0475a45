import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { outboxFolder } from './outbox';

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

export interface SendOptions {
  /**
   * Asked once the outbox has written the mail: false takes the file back (the account it was
   * for was deleted while it was being written). A mail handed to an SMTP server cannot be taken
   * back, so SMTP never asks.
   */
  stillWanted?: () => Promise<boolean>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage, options?: SendOptions): Promise<{ messageId: string }>;
  /**
   * Removes the mail kept here to, copied to or answered to the address (an erased account's);
   * returns how many. The outbox keeps every mail; SMTP keeps none.
   */
  forget(address: string): Promise<number>;
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
      async forget() {
        return 0;
      },
      async close() {
        transport.close();
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = outboxFolder(options.outboxDir);
  return {
    kind: 'outbox',
    async send(message, sendOptions = {}) {
      const info = await transport.sendMail({ ...base, ...message });
      const written = await outbox.write(info.message as Buffer);
      // Written first, then asked: a deletion that removed the account's mail before this file
      // existed has committed by now, and the answer is no. A question that fails keeps the mail:
      // failing the send would make its job write it a second time.
      const wanted = sendOptions.stillWanted ? await sendOptions.stillWanted().catch(() => true) : true;
      if (!wanted) {
        await written.remove();
        options.logger.info({ messageId: info.messageId }, 'mail for an erased account not kept in the outbox');
        return { messageId: info.messageId };
      }
      options.logger.info({ file: written.name, messageId: info.messageId }, 'mail written to outbox');
      return { messageId: info.messageId };
    },
    async forget(address) {
      const removed = await outbox.forget(address);
      options.logger.info({ removed }, 'outbox mail of an erased account removed');
      return removed;
    },
    async close() {},
  };
}
