import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** Resolves when at least `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /**
   * From now on, a message's data is read but never answered (a mail server that hangs after
   * DATA): the sender waits. A held message whose connection closes (the sender was killed) was
   * never accepted and is dropped, as a real mail server does; `release` accepts those still held.
   */
  hold(): void;
  release(): void;
  /** Messages being held now. */
  readonly held: number;
  /** Resolves when at least `count` messages are being held. */
  waitForHeld(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps every message it receives, parsed. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  let holding = false;
  // Held messages by their session's id: accepted on release, dropped when their connection closes.
  const held = new Map<string, () => void>();
  const accept = (mail: ParsedMail, callback: () => void) => {
    messages.push(mail);
    waiters.splice(0).forEach((w) => w());
    callback();
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (!holding) return accept(mail, () => callback());
          held.set(session.id, () => accept(mail, () => callback()));
          waiters.splice(0).forEach((w) => w());
        })
        .catch(callback);
    },
    onClose(session) {
      held.delete(session.id);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  const until = async (done: () => boolean, timeoutMs: number, what: () => string) => {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(what());
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    async waitFor(count, timeoutMs = 5000) {
      await until(
        () => messages.length >= count,
        timeoutMs,
        () => `expected ${count} mails, got ${messages.length}`,
      );
      return messages;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      const pending = [...held.values()];
      held.clear();
      pending.forEach((acceptHeld) => acceptHeld());
    },
    get held() {
      return held.size;
    },
    async waitForHeld(count, timeoutMs = 5000) {
      await until(
        () => held.size >= count,
        timeoutMs,
        () => `expected ${count} held mails, got ${held.size}`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
