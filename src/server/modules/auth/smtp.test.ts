import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCookie, verifyCode } from '../../../../tests/support/accounts';
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink';
import { useTestApp } from '../../../../tests/support/test-app';

describe('verification mail over real SMTP', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.close());
  // Made after the sink (hooks run in order) and closed before it.
  const t = useTestApp(() => ({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Ryggkollen <no-reply@ryggkollen.test>' } }));

  it('delivers a Swedish mail whose code, in subject, text and HTML, verifies the account', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Örjan Åberg', email: 'orjan@example.se', password: 'hemligt123' },
    });
    expect(reg.statusCode).toBe(201);
    await t.runJobs();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.from?.value[0]).toMatchObject({ name: 'Ryggkollen', address: 'no-reply@ryggkollen.test' });
    const code = mail?.subject?.match(/^(\d{6}) är din kod till Ryggkollen$/)?.[1];
    expect(code).toBeDefined();
    expect(mail?.text).toContain(code);
    expect(mail?.text).toContain('Koden gäller i 15 minuter');
    expect(mail?.html).toContain(code);
    const res = await verifyCode(t, 'orjan@example.se', code ?? '', signupCookie(reg));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Örjan Åberg');
  });
});
