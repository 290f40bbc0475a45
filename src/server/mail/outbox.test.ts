import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { addressesOfHeaders, outboxFolder } from './outbox';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rk-outbox-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
async function raw(message: SendMailOptions): Promise<Buffer> {
  return (await transport.sendMail({ from: 'Ryggkollen <no-reply@ryggkollen.se>', subject: 'Hej', text: 'Hej', ...message })).message as Buffer;
}

describe('addressesOfHeaders', () => {
  it('reads To, Cc and Reply-To, folded or not, with or without names, in lower case', () => {
    const block = [
      'From: Ryggkollen <no-reply@ryggkollen.se>',
      'To: "Lena L" <Lena@Example.se>,',
      ' annan@example.se',
      'cc: kopia@example.se',
      'Reply-To: =?UTF-8?Q?L=C3=A4mnar?= <svar@example.se>',
      'Subject: lena@i-amnet.se',
      'X-Note: inte@har.se',
    ].join('\n');
    expect(addressesOfHeaders(block).sort()).toEqual(['annan@example.se', 'kopia@example.se', 'lena@example.se', 'svar@example.se']);
  });
});

describe('the outbox folder', () => {
  it('forgets the mail to, copied to or answered to an address, and keeps every other file', async () => {
    const outbox = outboxFolder(dir);
    const attachment = { filename: 'rapport.pdf', content: Buffer.alloc(200_000, 7), contentType: 'application/pdf' };
    await outbox.write(await raw({ to: 'Lena@Example.se', attachments: [attachment] }));
    await outbox.write(await raw({ to: 'support@ryggkollen.se', replyTo: 'lena@example.se' }));
    await outbox.write(await raw({ to: Array.from({ length: 30 }, (_, i) => `person${i}@example.se`).concat('lena@example.se') }));
    const kept = await outbox.write(await raw({ to: 'annan@example.se', text: 'Lena har adressen lena@example.se' }));
    await writeFile(path.join(dir, 'anteckning.txt'), 'To: lena@example.se\n\n');
    await writeFile(path.join(dir, 'tom.eml'), '');
    expect(await outbox.forget('LENA@example.se')).toBe(3);
    expect((await readdir(dir)).sort()).toEqual(['anteckning.txt', kept.name, 'tom.eml'].sort());
    expect(await outbox.forget('lena@example.se')).toBe(0);
  });

  it('names files by time and order, with nothing of the recipient in the name', async () => {
    const outbox = outboxFolder(dir);
    const names = [];
    for (let i = 0; i < 3; i++) names.push((await outbox.write(await raw({ to: 'lena@example.se' }))).name);
    expect([...names].sort()).toEqual(names);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-\d{6}-[0-9a-f]{8}\.eml$/);
  });

  it('forgets nothing in a folder that does not exist yet', async () => {
    expect(await outboxFolder(path.join(dir, 'saknas')).forget('lena@example.se')).toBe(0);
  });
});

describe('the outbox mailer', () => {
  const logger = { info: () => undefined };
  const message = { to: 'lena@example.se', subject: 'Hej', text: 'Hej', html: '<p>Hej</p>' };

  it('keeps a mail that is still wanted, takes back one that is not, and keeps it when the question fails', async () => {
    const mailer = createMailer({ from: 'Ryggkollen <no-reply@ryggkollen.se>', outboxDir: dir, logger });
    await mailer.send(message, { stillWanted: async () => true });
    await mailer.send(message, { stillWanted: async () => false });
    await mailer.send(message, { stillWanted: () => Promise.reject(new Error('the database is away')) });
    await mailer.send(message);
    expect(await readdir(dir)).toHaveLength(3);
    expect(await mailer.forget('lena@example.se')).toBe(3);
    expect(await readdir(dir)).toEqual([]);
  });
});
