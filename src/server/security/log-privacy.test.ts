import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../shared/domain/consent';
import { MESSAGES } from '../messages';
import { bearer, latestCodeFor, nextClientIp, signUp, signupCookie } from '../../../tests/support/accounts';
import { payWithTestProvider } from '../../../tests/support/payments';
import { sampleAnswers } from '../../../tests/support/reports';
import { useTestApp } from '../../../tests/support/test-app';

/** Everything the app logs during the test, one JSON line per entry. */
const lines: string[] = [];
const sink = { write: (line: string) => void lines.push(line) };

const ADMIN = 'logg-chef@ryggkollen.test';
const t = useTestApp({ seed: true, env: { LOG_LEVEL: 'trace', ADMIN_EMAILS: ADMIN }, logTo: sink });

// What people typed: none of it may reach the log, even when the queries that carry it fail.
const secret = {
  name: 'Hemliga Henrietta Hjärtlund',
  email: 'henrietta.hjartlund@example.se',
  password: 'Lösenord-Som-Aldrig-Loggas-42',
  subject: 'Mitt känsliga ärende',
  message: 'Jag har ont sedan operationen i maj och tar kortison',
  note: 'Domningar i vänster fot sedan i tisdags',
};

/** A value as the log could hold it on its own: not a piece of a longer number (a time, a duration). */
const standalone = (digits: string) => new RegExp(`(?<![0-9])${digits}(?![0-9])`);

// Runs before the burst below, which drops tables of this app.
describe('the log of a customer’s whole journey and an admin’s work on it', () => {
  const person = {
    name: 'Vendela Ventrikel-Lindqvist',
    email: 'vendela.ventrikel@example.se',
    password: 'Ryggen-Min-Hemlis-77',
    newPassword: 'Annat-Hemligt-Ord-88',
    note: 'Stickande smärta i ländryggen efter förlossningen',
    progressNote: 'Tar ipren tre gånger om dagen',
    phone: '070-123 45 67',
    street: 'Humlegårdsgatan 14',
    postcode: '114 46',
    contactMessage: 'Ring mig gärna på 070-123 45 67, jag bor på Humlegårdsgatan 14, 114 46 Stockholm',
    reason: 'Vendela ångrade köpet efter samtal',
    ip: '198.51.100.77',
    adminIp: '192.0.2.45',
  };

  it('is JSON lines with level, time, request id, route, status and duration, and holds nothing personal', { timeout: 60_000 }, async () => {
    lines.length = 0;
    const as = (token: string) => ({ headers: bearer(token), remoteAddress: person.ip });

    // Registers, verifies with the mailed code in the browser that registered, logs in.
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: person.name, email: person.email, password: person.password },
      remoteAddress: person.ip,
    });
    expect(reg.statusCode).toBe(201);
    const signupToken = signupCookie(reg).cookie.split('=')[1]!;
    const code = await latestCodeFor(t, person.email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/verify-email',
          payload: { email: person.email, code: wrongCode },
          headers: signupCookie(reg),
          remoteAddress: person.ip,
        })
      ).statusCode,
    ).toBe(400);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { email: person.email, code },
      headers: signupCookie(reg),
      remoteAddress: person.ip,
    });
    expect(verified.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: person.email, password: 'fel-losenord' }, remoteAddress: person.ip }))
        .statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: person.password },
      remoteAddress: person.ip,
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    const sessionCookie = login.cookies.find((c) => c.name === 'rk_session')!;
    expect((await t.app.inject({ method: 'GET', url: '/api/me', cookies: { rk_session: sessionCookie.value }, remoteAddress: person.ip })).statusCode).toBe(
      200,
    );

    // Answers the questions, a note about her health among them, saved on the way and completed.
    const now = () => new Date().toISOString();
    const consent = { givenAt: now(), version: CONSENT_VERSION };
    const progress = await t.app.inject({
      method: 'PUT',
      url: '/api/assessment/progress',
      ...as(token),
      payload: {
        currentStep: 1,
        lastUpdated: now(),
        consent,
        responses: { '0': { testId: 'forward_bend', completion: 'back_pain', additionalNotes: person.progressNote } },
      },
    });
    expect(progress.statusCode).toBe(200);
    const tests = Object.entries(sampleAnswers('ischias')).map(([testId, completion], i) => ({
      testId,
      completion,
      ...(i === 0 ? { additionalNotes: person.note } : {}),
    }));
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      ...as(token),
      payload: { email: null, status: 'completed', consent, responses: { completedAt: now(), tests } },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const assessmentId = stored.json<{ id: string }>().id;
    expect((await t.app.inject({ method: 'GET', url: `/api/assessments/${assessmentId}/analysis`, ...as(token) })).statusCode).toBe(200);

    // Checks out with the test provider; the order's jobs run (receipt mailed).
    const order = await payWithTestProvider(t, token, assessmentId);
    await t.runJobs();

    // Writes to support, twice; the second time the database refuses the row (a unique
    // violation whose detail quotes her address: "Key (email)=(…) already exists").
    const contact = { name: person.name, email: person.email, subject: 'Fråga om min rapport', message: person.contactMessage };
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: person.ip })).statusCode).toBe(201);
    await t.database.db.execute(sql`create unique index contact_one_per_email on contact_messages (email)`);
    const refused = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: person.ip });
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({ error: MESSAGES.server });
    await t.database.db.execute(sql`drop index contact_one_per_email`);

    // Requests that go wrong: a body that fails validation (her address in it), an unknown id.
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/update-profile', ...as(token), payload: { name: person.name, email: `${person.email}@` } })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/00000000-0000-4000-8000-000000000000', ...as(token) })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/login?email=${encodeURIComponent(person.email)}&phone=${encodeURIComponent(person.phone)}`,
          remoteAddress: person.ip,
        })
      ).statusCode,
    ).toBe(404);

    // An admin finds her by name and address, reads her answers, refunds the order with a reason.
    const admin = await signUp(t, ADMIN, 'hemligt123', 'Ada Admin');
    const asAdmin = { headers: bearer(admin.token), remoteAddress: person.adminIp };
    for (const q of [person.name, person.email]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/search-customers?q=${encodeURIComponent(q)}`, ...asAdmin })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/assessment-details/${assessmentId}`, ...asAdmin })).statusCode).toBe(200);
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.order_id}/refund`, ...asAdmin, payload: { reason: person.reason } });
    expect(refund.statusCode, refund.body).toBe(200);
    await t.runJobs();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', ...asAdmin })).statusCode).toBe(200);

    // She takes her data out, changes her password, logs out.
    expect((await t.app.inject({ method: 'GET', url: '/api/download-user-data', ...as(token) })).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/change-password',
      ...as(token),
      payload: { currentPassword: person.password, newPassword: person.newPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', ...as(token) })).statusCode).toBe(200);

    // Every line is a JSON object with a level and a time.
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of entries) {
      expect(typeof entry.level).toBe('number');
      expect(typeof entry.time).toBe('number');
      expect(typeof entry.msg).toBe('string');
    }
    // Every request is one line when it is answered: its id, route and method, status and duration;
    // the request's own lines before it (an error) carry the same id. No second line per request.
    expect(entries.filter((e) => e.msg === 'incoming request')).toEqual([]);
    const completed = entries.filter((e) => e.msg === 'request completed');
    expect(completed.length).toBe(26); // one for each request above
    expect(new Set(completed.map((e) => e.reqId)).size).toBe(26);
    for (const e of completed) {
      expect(e.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(e.req).toEqual({ id: e.reqId, method: expect.any(String), path: expect.stringMatching(/^\/api\//) });
      expect(e.res).toEqual({ statusCode: expect.any(Number) });
      expect(typeof e.responseTime).toBe('number');
    }
    expect(completed.map((e) => (e.res as { statusCode: number }).statusCode)).toEqual(expect.arrayContaining([200, 201, 400, 401, 404, 500]));
    // The unique violation is there by its code and constraint, without the row.
    const failed = entries.find((e) => e.msg === 'request failed' && JSON.stringify(e).includes('23505'));
    expect(failed?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(failed)).toContain('contact_one_per_email');
    // The answer says nothing of it, but names the request, so support can find its lines (ASVS 7.4.1).
    expect(refused.headers['x-request-id']).toBe(failed?.reqId);

    // Nothing of the person, her health, her session or her machine.
    const log = lines.join('\n');
    const secrets = [
      person.name,
      ...person.name.split(/[\s-]/),
      person.email,
      person.email.split('@')[0]!,
      person.password,
      person.newPassword,
      person.note,
      'förlossningen',
      person.progressNote,
      'ipren',
      person.phone,
      '0701234567',
      person.street,
      'Humlegårdsgatan',
      person.postcode,
      person.contactMessage,
      person.reason,
      person.ip,
      person.adminIp,
      token,
      admin.token,
      sessionCookie.value,
      signupToken,
      '$argon2id',
      ADMIN,
    ];
    for (const value of secrets) expect(log, value).not.toContain(value);
    expect(log).not.toMatch(standalone(code));
    expect(log).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
    expect(log).not.toMatch(/"(remoteAddress|ip|ips|host|headers|cookie|authorization|body|payload|params)":/i);
  });
});

describe('the log of a burst of failing requests', () => {
  it('holds no name, address, password, hash, health answer or message', async () => {
    const { token } = await signUp(t, 'loggad@example.se', secret.password, secret.name);
    lines.length = 0;

    // Every table the requests write to is gone: each write fails inside the database.
    await t.database.db.execute(sql`drop table contact_messages`);
    await t.database.db.execute(sql`drop table pending_signups`);
    await t.database.db.execute(sql`drop table assessment_progress`);
    await t.database.db.execute(sql`drop table assessments cascade`);
    // A failing check quotes the whole row in its detail.
    await t.database.db.execute(sql`alter table users add constraint no_new_names check (right(name, 2) <> ' x')`);

    const requests = [
      { method: 'POST', url: '/api/contact', payload: { name: secret.name, email: secret.email, subject: secret.subject, message: secret.message } },
      { method: 'POST', url: '/api/register', payload: { name: secret.name, email: secret.email, password: secret.password } },
      {
        method: 'POST',
        url: '/api/assessments',
        payload: {
          email: secret.email,
          status: 'completed',
          consent: { givenAt: new Date().toISOString(), version: CONSENT_VERSION },
          responses: { completedAt: new Date().toISOString(), tests: [{ testId: 'forward_bend', completion: 'back_pain', additionalNotes: secret.note }] },
        },
      },
      {
        method: 'PUT',
        url: '/api/assessment/progress',
        headers: bearer(token),
        payload: {
          currentStep: 1,
          lastUpdated: new Date().toISOString(),
          consent: { givenAt: new Date().toISOString(), version: CONSENT_VERSION },
          responses: { '0': { testId: 'forward_bend', completion: 'back_pain', additionalNotes: secret.note } },
        },
      },
      { method: 'PUT', url: '/api/update-profile', headers: bearer(token), payload: { name: `${secret.name} x`, email: 'loggad@example.se' } },
      { method: 'POST', url: '/api/login', payload: { email: secret.email, password: secret.password } },
      { method: 'POST', url: `/api/login?email=${encodeURIComponent(secret.email)}`, payload: { email: 'a@b', password: secret.password } },
    ] as const;
    const statuses = [];
    for (let round = 0; round < 3; round++) {
      for (const r of requests) statuses.push((await t.app.inject({ ...r, remoteAddress: nextClientIp() })).statusCode);
    }
    // The burst really failed inside the database, and was logged.
    expect(statuses.filter((s) => s === 500).length).toBeGreaterThanOrEqual(12);
    const log = lines.join('\n');
    expect(log).toContain('request failed');

    for (const value of [...Object.values(secret), secret.email.split('@')[0]!, 'loggad@example.se', '$argon2id', 'hemligt123']) {
      expect(log, value).not.toContain(value);
    }
    // Nor any piece of the name or the note (a value split across a message or detail).
    for (const word of ['Henrietta', 'Hjärtlund', 'kortison', 'Domningar']) expect(log).not.toContain(word);
    // What went wrong is still there: the database's code and the failing SQL, without values.
    expect(log).toMatch(/"code":"42P01"/); // undefined_table
    expect(log).toContain('insert into \\"contact_messages\\"');
  });
});
