import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../shared/domain/consent';
import { QUESTION_BANK } from '../../shared/content/question-bank';
import { assessmentProgress, assessments, contactMessages, users } from '../db/schema';
import { bearer, nextClientIp, signUp } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';

const t = useTestApp({ seed: true });
let token: string;
beforeAll(async () => {
  ({ token } = await signUp(t, 'granskare@example.se', 'hemligt123', 'Greta Granskare'));
});

const now = () => new Date().toISOString();
const SOME_ID = '0b6f8c1e-1111-4a4a-8888-123456789abc';
const consent = () => ({ givenAt: now(), version: CONSENT_VERSION });
const answer = {
  testId: 'forward_bend',
  testName: 'Framåtböjning',
  completion: 'back_pain',
  painLevel: 4,
  painLocations: ['low_back'],
  additionalNotes: 'Stramt',
};
const assessment = (tests: object[] = [answer], extra: object = {}) => ({
  email: null,
  responses: { tests, completedAt: now() },
  status: 'completed',
  consent: consent(),
  ...extra,
});
const progress = (responses: object = { '0': answer }, extra: object = {}) => ({ currentStep: 1, responses, lastUpdated: now(), consent: consent(), ...extra });

type Endpoint = { method: 'POST' | 'PUT' | 'DELETE'; url: string; auth?: boolean; body: () => Record<string, unknown>; paths: string[][] };

/** Every endpoint that takes text, with a valid body and the path of each text field in it. */
const endpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/register',
    body: () => ({ name: 'Nils Ny', email: 'nils@example.se', password: 'hemligt123' }),
    paths: [['name'], ['email'], ['password']],
  },
  { method: 'POST', url: '/api/verify-email', body: () => ({ email: 'nils@example.se', code: '123456' }), paths: [['email'], ['code']] },
  { method: 'POST', url: '/api/resend-verification', body: () => ({ email: 'nils@example.se' }), paths: [['email']] },
  { method: 'POST', url: '/api/login', body: () => ({ email: 'nils@example.se', password: 'hemligt123' }), paths: [['email'], ['password']] },
  {
    method: 'POST',
    url: '/api/contact',
    body: () => ({ name: 'Åsa', email: 'asa@example.se', subject: 'Fråga', message: 'Hej' }),
    paths: [['name'], ['email'], ['subject'], ['message']],
  },
  {
    method: 'PUT',
    url: '/api/update-profile',
    auth: true,
    body: () => ({ name: 'Greta Granskare', email: 'greta.ny@example.se', currentPassword: 'hemligt123' }),
    paths: [['name'], ['email'], ['currentPassword']],
  },
  { method: 'POST', url: '/api/confirm-email-change', auth: true, body: () => ({ code: '123456' }), paths: [['code']] },
  {
    method: 'PUT',
    url: '/api/change-password',
    auth: true,
    body: () => ({ currentPassword: 'fel-fel', newPassword: 'nytt-losen' }),
    paths: [['currentPassword'], ['newPassword']],
  },
  { method: 'DELETE', url: '/api/delete-account', auth: true, body: () => ({ password: 'fel-fel' }), paths: [['password']] },
  {
    method: 'POST',
    url: '/api/assessments',
    body: () => assessment(),
    paths: [
      ['email'],
      ['responses', 'tests', '0', 'testId'],
      ['responses', 'tests', '0', 'testName'],
      ['responses', 'tests', '0', 'completion'],
      ['responses', 'tests', '0', 'additionalNotes'],
      ['responses', 'tests', '0', 'painLocations', '0'],
      ['responses', 'completedAt'],
      ['consent', 'givenAt'],
      ['consent', 'version'],
    ],
  },
  {
    method: 'POST',
    url: '/api/assessments/claim',
    auth: true,
    body: () => ({ assessmentId: crypto.randomUUID(), claimToken: 'x'.repeat(32) }),
    paths: [['assessmentId'], ['claimToken']],
  },
  {
    method: 'PUT',
    url: '/api/assessment/progress',
    auth: true,
    body: () => progress(),
    paths: [
      ['responses', '0', 'completion'],
      ['responses', '0', 'additionalNotes'],
      ['responses', '0', 'testName'],
      ['lastUpdated'],
      ['consent', 'givenAt'],
      ['consent', 'version'],
    ],
  },
  { method: 'POST', url: '/api/discounts/check', auth: true, body: () => ({ assessmentId: SOME_ID, code: 'RYGG-ABC234' }), paths: [['code']] },
  {
    method: 'POST',
    url: '/api/payments/test/session',
    auth: true,
    body: () => ({ assessmentId: SOME_ID, discountCode: 'RYGG-ABC234', withdrawalConsent: true }),
    paths: [['discountCode'], ['assessmentId']],
  },
  {
    method: 'POST',
    url: '/api/payments/test/authorize',
    auth: true,
    body: () => ({ assessmentId: SOME_ID, authorizationToken: 'test-approved' }),
    paths: [['authorizationToken'], ['assessmentId']],
  },
  {
    method: 'POST',
    url: '/api/payments/klarna/callback',
    body: () => ({ authorization_token: 'b3f1c2de-0000-4000-8000-000000000000', session_id: 'a1b2c3d4-0000-4000-8000-000000000000' }),
    paths: [['authorization_token'], ['session_id']],
  },
  {
    method: 'POST',
    url: '/api/payments/klarna/notification',
    body: () => ({ order_id: 'c4d5e6f7-0000-4000-8000-000000000000', event_type: 'FRAUD_RISK_ACCEPTED' }),
    paths: [['order_id'], ['event_type']],
  },
];

function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

async function send(e: Endpoint, body: Record<string, unknown>) {
  return t.app.inject({ method: e.method, url: e.url, payload: body, remoteAddress: nextClientIp(), ...(e.auth ? { headers: bearer(token) } : {}) });
}

/**
 * A Swedish sentence: a Swedish letter or a common Swedish word, and none of the English words a
 * library's own message would carry ("Invalid input: expected string, received undefined").
 */
const SWEDISH =
  /^(?=.*([åäö]|(?<!\p{L})(är|inte|ska|vara|ett|en|av|till|med|ange|tecken|saknas|fel|svaret|ogiltigt?|ogiltig|kod)(?!\p{L})))(?!.*\b(invalid|expected|must|required|received|error|string|number)\b).+$/isu;

describe('bytes that are not text, in every text field of every endpoint', () => {
  const bad: [string, (v: string) => string][] = [
    ['a NUL byte', (v) => `${v}\u0000`],
    ['a lone high surrogate', (v) => `${v}\uD800`],
    ['a lone low surrogate', (v) => `\uDC00${v}`],
  ];
  for (const e of endpoints) {
    for (const [what, spoil] of bad) {
      it(`${e.method} ${e.url}: ${what} gives a Swedish 400, never a 500`, async () => {
        for (const path of e.paths) {
          const valid = e.body();
          let node: unknown = valid;
          for (const key of path) node = (node as Record<string, unknown>)[key];
          const res = await send(e, withValue(valid, path, spoil(String(node ?? 'x'))));
          expect(res.statusCode, `${path.join('.')}: ${res.body}`).toBe(400);
          expect(res.json().error).toMatch(SWEDISH);
        }
      });
    }
  }
});

describe('bytes that are not UTF-8', () => {
  it('in a JSON text field give a Swedish 400, never U+FFFD stored in their place', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const body = (name: Buffer) =>
      Buffer.concat([Buffer.from('{"name":"Anna '), name, Buffer.from('","email":"anna@example.se","subject":"Fråga","message":"Hej"}')]);
    for (const bytes of [
      [0xff, 0xfe],
      [0xc3, 0x28],
      [0xed, 0xa0, 0x80],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: body(Buffer.from(bytes)),
        remoteAddress: nextClientIp(),
      });
      expect(res.statusCode, `${bytes}: ${res.body}`).toBe(400);
      expect(res.json().error).toMatch(SWEDISH);
    }
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });
});

describe('dates from clients', () => {
  const years = ['0000-01-01T00:00:00Z', '10000-01-01T00:00:00Z', '+010000-01-01T00:00:00Z', '1970-01-01T00:00:00Z', '2026-02-30T00:00:00Z', 'igår'];
  it('refuses year 0000, year 10000, 1970 and impossible dates in every date field with a Swedish 400', async () => {
    const cases: [Endpoint, string[]][] = [
      [endpoints.find((e) => e.url === '/api/assessments')!, ['responses', 'completedAt']],
      [endpoints.find((e) => e.url === '/api/assessments')!, ['consent', 'givenAt']],
      [endpoints.find((e) => e.url === '/api/assessment/progress')!, ['lastUpdated']],
      [endpoints.find((e) => e.url === '/api/assessment/progress')!, ['consent', 'givenAt']],
    ];
    for (const [e, path] of cases) {
      for (const value of years) {
        const res = await send(e, withValue(e.body(), path, value));
        expect(res.statusCode, `${e.url} ${path.join('.')}=${value}: ${res.body}`).toBe(400);
        expect(res.json().error).toMatch(SWEDISH);
      }
    }
  });
});

describe('ids', () => {
  it('answers a 36-character id that is not a UUID with a Swedish 400', async () => {
    for (const id of ['-'.repeat(36), 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', `${'0'.repeat(35)}\u00e5`]) {
      const analysis = await t.app.inject({ method: 'GET', url: `/api/assessments/${encodeURIComponent(id)}/analysis`, headers: bearer(token) });
      expect(analysis.statusCode, id).toBe(400);
      expect(analysis.json().error).toBe('Bedömningens id är ogiltigt.');
      const claim = await t.app.inject({
        method: 'POST',
        url: '/api/assessments/claim',
        headers: bearer(token),
        payload: { assessmentId: id, claimToken: 'x'.repeat(32) },
      });
      expect(claim.statusCode, id).toBe(400);
    }
  });
});

describe('text is normalised and checked before it is stored', () => {
  it('stores NFC, and refuses invisible-only text and line breaks in names and subjects', async () => {
    const contact = { name: 'A\u030Asa O\u0308berg', email: 'asa@example.se', subject: 'Fra\u030Aga', message: 'Rad ett\r\nRad två' };
    const ok = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: nextClientIp() });
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, ok.json().id));
    expect(row).toMatchObject({ name: 'Åsa Öberg', subject: 'Fråga', message: 'Rad ett\nRad två' });

    const refused: [Record<string, string>, string, string][] = [
      [{ name: '\u200B\u200D' }, 'name', 'Namn är obligatoriskt'],
      [{ subject: '\u3164' }, 'subject', 'Ämne är obligatoriskt'],
      [{ subject: 'Hej\r\nBcc: alla@example.se' }, 'subject', 'Ämne får inte innehålla radbrytningar.'],
      [{ name: 'Anna\nBerg' }, 'name', 'Namn får inte innehålla radbrytningar.'],
      [{ name: 'Anna\u202Egreb' }, 'name', 'Namn innehåller tecken som inte är tillåtna.'],
      [{ message: 'Hej\u0007' }, 'message', 'Meddelande innehåller tecken som inte är tillåtna.'],
    ];
    for (const [change, field, message] of refused) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, ...change }, remoteAddress: nextClientIp() });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
  });

  it('refuses a CR or LF in the name at registration and at profile change', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Eva\r\nAdmin', email: 'eva@example.se', password: 'hemligt123' },
      remoteAddress: nextClientIp(),
    });
    expect(reg.statusCode).toBe(400);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/update-profile',
      headers: bearer(token),
      payload: { name: 'Greta\nG', email: 'granskare@example.se' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().fields.name).toBe('Namn får inte innehålla radbrytningar.');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'granskare@example.se'));
    expect(user?.name).toBe('Greta Granskare');
  });
});

describe('answers are checked against the question bank (garbage stored)', () => {
  const refusals: [string, object[]][] = [
    ['999 on a 0–10 scale', [{ testId: 'stress', completion: '999' }]],
    ['−5 on a 0–10 scale', [{ testId: 'stress', completion: '-5' }]],
    ['a value that is not an option', [{ testId: 'sitting_tolerance', completion: 'forever' }]],
    ['a checkbox value that is not an option', [{ testId: 'red_flags', completion: 'none,aliens' }]],
    ['the same question twice', [answer, answer]],
    ['a pain location the question does not list', [{ ...answer, painLocations: ['elbow'] }]],
    ['a pain level on a question without a pain scale', [{ testId: 'stress', completion: '5', painLevel: 3 }]],
  ];
  for (const [what, tests] of refusals) {
    it(`refuses ${what} in a completed assessment and in saved progress, and stores nothing`, async () => {
      const before = (await t.database.db.select().from(assessments)).length;
      const done = await t.app.inject({ method: 'POST', url: '/api/assessments', payload: assessment(tests), remoteAddress: nextClientIp() });
      expect(done.statusCode, done.body).toBe(400);
      expect(done.json().error).toMatch(SWEDISH);
      expect((await t.database.db.select().from(assessments)).length).toBe(before);
      const responses = Object.fromEntries(tests.map((a, i) => [String(i), a]));
      const saved = await t.app.inject({ method: 'PUT', url: '/api/assessment/progress', headers: bearer(token), payload: progress(responses) });
      expect(saved.statusCode, saved.body).toBe(400);
    });
  }

  it('refuses a consent version that was never shown and a consent dated before its text existed', async () => {
    for (const bad of [
      { version: 'v999' },
      { givenAt: '1970-01-01T00:00:00Z' },
      { givenAt: '2026-01-01T00:00:00Z' },
      { givenAt: new Date(Date.now() + 3_600_000).toISOString() },
    ]) {
      const c = { ...consent(), ...bad };
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/assessments',
        payload: assessment([answer], { consent: c }),
        remoteAddress: nextClientIp(),
      });
      expect(done.statusCode, JSON.stringify(bad)).toBe(400);
      expect(done.json().error).toMatch(/samtyck/i);
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/assessment/progress',
        headers: bearer(token),
        payload: progress(undefined, { consent: c }),
      });
      expect(saved.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'granskare@example.se'));
    expect(await t.database.db.select().from(assessmentProgress).where(eq(assessmentProgress.userId, user!.id))).toEqual([]);
  });

  it("stores the bank's name of each question, never the name the client sent", async () => {
    const spoofed = { ...answer, testName: 'Ring 070-123 45 67 nu' };
    const done = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: bearer(token), payload: assessment([spoofed]) });
    expect(done.statusCode, done.body).toBe(201);
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, done.json().id));
    const bankTitle = QUESTION_BANK.find((q) => q.key === answer.testId)!.title;
    expect(row!.responses.tests[0]!.testName).toBe(bankTitle);
    await t.app.inject({ method: 'PUT', url: '/api/assessment/progress', headers: bearer(token), payload: progress({ '0': spoofed }) });
    const saved = await t.app.inject({ method: 'GET', url: '/api/assessment/progress', headers: bearer(token) });
    expect(saved.json().progress.responses['0'].testName).toBe(bankTitle);
  });

  it('still accepts a complete, valid assessment', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      payload: assessment([answer, { testId: 'stress', completion: '10' }, { testId: 'goals', completion: 'skipped' }]),
      remoteAddress: nextClientIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('personal answers are never cached', () => {
  it('sends Cache-Control: no-store on every personal reply, and on login and verify', async () => {
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/assessments', headers: bearer(token), payload: assessment() })).json();
    await t.app.inject({ method: 'PUT', url: '/api/assessment/progress', headers: bearer(token), payload: progress() });
    for (const url of [
      '/api/me',
      '/api/user',
      '/api/my-assessments',
      '/api/assessment/progress',
      `/api/assessments/${id}/analysis`,
      '/api/download-user-data',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'granskare@example.se', password: 'hemligt123' },
      remoteAddress: nextClientIp(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { email: 'x@example.se', code: '123456' },
      remoteAddress: nextClientIp(),
    });
    expect(verify.headers['cache-control']).toBe('no-store');
    // The public question bank may still be cached briefly.
    expect((await t.app.inject({ method: 'GET', url: '/api/questions' })).headers['cache-control']).toBe('public, max-age=30');
  });
});
