import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink';
import { useTestApp, testAppForTest } from '../../../../tests/support/test-app';

const valid = { name: 'Åsa Öberg', email: 'asa@example.se', subject: 'Fråga om rapporten', message: 'Hej!\n\nNär kommer min rapport? Tack på förhand.' };

describe('POST /api/contact over real SMTP', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.close());
  // Made after the sink (hooks run in order) and closed before it.
  const t = useTestApp(() => ({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'support@ryggkollen.test' } }));

  it('stores the message and delivers it to support, UTF-8 intact, reply going to the sender', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    const { id, message } = res.json();
    expect(message).toMatch(/Tack/);

    await t.runJobs();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toMatchObject({ text: 'support@ryggkollen.test' });
    expect(mail?.replyTo?.text).toBe('asa@example.se');
    expect(mail?.subject).toBe('Kontaktformulär: Fråga om rapporten');
    expect(mail?.text).toContain('Åsa Öberg');
    expect(mail?.text).toContain('När kommer min rapport?');
    expect(mail?.html).toContain('När kommer min rapport?');

    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: 'Åsa Öberg', email: 'asa@example.se', subject: 'Fråga om rapporten' });
    expect(row?.mailedAt).toBeInstanceOf(Date);
  });

  it('escapes HTML the sender typed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, message: '<script>alert(1)</script>' } });
    expect(res.statusCode).toBe(201);
    await t.runJobs();
    const mails = await smtp.waitFor(2);
    expect(mails[1]?.html).not.toContain('<script>');
    expect(mails[1]?.html).toContain('&lt;script&gt;');
  });
});

describe('POST /api/contact without SMTP', () => {
  const t = useTestApp();

  it('writes the notification to the outbox as an .eml file', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    const [eml] = await t.outbox();
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(eml).toMatch(/Content-Type: text\/html; charset=utf-8/);
  });

  it('answers every missing field with a Swedish message and stores nothing', async () => {
    const before = await t.database.db.select().from(contactMessages);
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: ' ', email: 'inte-en-adress', subject: '', message: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields).toEqual({
      name: 'Namn är obligatoriskt',
      email: 'Ange en giltig e-postadress',
      subject: 'Ämne är obligatoriskt',
      message: 'Meddelande är obligatoriskt',
    });
    expect(body.error).toBe('Namn är obligatoriskt');
    const after = await t.database.db.select().from(contactMessages);
    expect(after.length).toBe(before.length);
  });

  it('rejects a missing body and over-long fields', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.email).toBe('E-post är obligatorisk');
    const long = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, subject: 'x'.repeat(151) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.subject).toBe('Ämne får vara högst 150 tecken');
  });

  it('keeps the message when the mail cannot be sent', async () => {
    const broken = await testAppForTest({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    const res = await broken.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    const [row] = await broken.database.db.select().from(contactMessages);
    expect(row?.message).toBe(valid.message);
    expect(row?.mailedAt).toBeNull();
  });

  it('limits each sender to 5 messages in 10 minutes with a Swedish 429', async () => {
    const limited = await testAppForTest();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await limited.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: '10.1.2.3' });
      statuses.push(res.statusCode);
      if (i === 5) expect(res.json().error).toMatch(/för många försök/);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const other = await limited.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: '10.9.9.9' });
    expect(other.statusCode).toBe(201);
  });
});
