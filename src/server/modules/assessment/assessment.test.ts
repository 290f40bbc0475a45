import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../../../shared/content/question-bank';
import { SAMPLE_ASSESSMENTS, sampleTests } from '../../../shared/content/sample-assessments';
import { CONSENT_VERSION } from '../../../shared/domain/consent';
import { assessmentAnalyses, assessments } from '../../db/schema';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp({ seed: true });

const consent = () => ({ givenAt: new Date().toISOString(), version: CONSENT_VERSION });
const tests = [
  { testId: 'red_flags', testName: 'Varningstecken', completion: 'none' },
  { testId: 'forward_bend', testName: 'Framåtböjning', completion: 'back_pain', painLevel: 6, painLocations: ['low_back'], additionalNotes: 'Stramt' },
  { testId: 'sitting_tolerance', completion: 'under_30' },
  { testId: 'stress', completion: '8' },
  { testId: 'goals', completion: 'skipped' },
];
const body = (extra: object = {}) => ({
  email: '',
  responses: { tests, completedAt: new Date().toISOString() },
  status: 'completed',
  consent: consent(),
  ...extra,
});

describe('GET /api/assessment/questions and /api/questions', () => {
  it('returns the seeded bank in order, with every contract key', async () => {
    for (const url of ['/api/assessment/questions', '/api/questions']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const { questions } = res.json();
      expect(questions).toHaveLength(QUESTION_BANK.length);
      expect(questions.map((q: { key: string }) => q.key)).toEqual(QUESTION_BANK.map((q) => q.key));
      expect(questions[0].position).toBe(1);
    }
  });
});

describe('POST /api/assessments', () => {
  it('stores a guest assessment with a claim secret, and the consent', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/assessments', payload: body({ email: 'gast@example.se' }) });
    expect(res.statusCode).toBe(201);
    const { id, claimToken } = res.json();
    expect(claimToken).toMatch(/^[\w-]{20,}$/);
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row).toMatchObject({ userId: null, status: 'completed', consentVersion: CONSENT_VERSION });
    expect(row?.claimSecretHash).not.toBe(claimToken);
    expect(row?.responses.tests[1]).toMatchObject({ testId: 'forward_bend', painLevel: 6, painLocations: ['low_back'] });
  });

  it('stores at most 30 assessments an hour from one client, even in parallel; the refused ones leave nothing and another client is not held', async () => {
    const post = (remoteAddress: string, email: string) => t.app.inject({ method: 'POST', url: '/api/assessments', payload: body({ email }), remoteAddress });
    const results = await Promise.all(Array.from({ length: 32 }, () => post('10.7.7.7', 'grans@example.se')));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(30);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(2);
    expect(limited[0]?.json().error).toMatch(/för många försök/);
    expect(await t.database.db.$count(assessments, eq(assessments.email, 'grans@example.se'))).toBe(30);
    expect((await post('10.7.7.8', 'granne@example.se')).statusCode).toBe(201);
  });

  it('says whether a report can be bought for it, from its stored analysis: enough answers and no emergency sign', async () => {
    const full = sampleTests(SAMPLE_ASSESSMENTS[0]!);
    const post = (tests: { testId: string; completion: string }[]) =>
      t.app.inject({ method: 'POST', url: '/api/assessments', payload: { ...body(), responses: { tests, completedAt: new Date().toISOString() } } });
    expect((await post(full)).json().sellable).toBe(true);
    const emergency = full.map((a) => (a.testId === 'red_flags' ? { ...a, completion: 'saddle_numbness' } : a));
    expect((await post(emergency)).json().sellable).toBe(false);
    expect((await post([{ testId: 'stress', completion: '8' }])).json().sellable).toBe(false);
  });

  it('gives a signed-in user the assessment at once, never by the e-mail field', async () => {
    const owner = await signUp(t, 'agare@example.se');
    const other = await signUp(t, 'annan@example.se');
    const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: bearer(owner.token), payload: body({ email: 'annan@example.se' }) });
    expect(res.json().claimToken).toBeNull();
    const mine = await t.app.inject({ method: 'GET', url: '/api/my-assessments', headers: bearer(owner.token) });
    expect(mine.json().assessments.map((a: { id: string }) => a.id)).toContain(res.json().id);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/my-assessments', headers: bearer(other.token) });
    expect(theirs.json().assessments).toEqual([]);
  });

  it('rejects malformed answers with a clear 400 and stores nothing', async () => {
    const before = (await t.database.db.select().from(assessments)).length;
    const cases = [
      body({ consent: undefined }),
      body({ status: 'draft' }),
      { ...body(), responses: { tests: [], completedAt: new Date().toISOString() } },
      { ...body(), responses: { tests: [{ testId: 'DROP TABLE', completion: 'x' }], completedAt: new Date().toISOString() } },
      { ...body(), responses: { tests: [{ testId: 'forward_bend', completion: 'x'.repeat(2001) }], completedAt: new Date().toISOString() } },
      { ...body(), responses: { tests: [{ testId: 'forward_bend', completion: 'x', painLevel: 11 }], completedAt: new Date().toISOString() } },
      { ...body(), responses: { tests: [{ testId: 'no_such_question', completion: 'x' }], completedAt: new Date().toISOString() } },
    ];
    for (const payload of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/assessments', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await t.database.db.select().from(assessments)).length).toBe(before);
  });

  it('rejects an oversized body with 413', async () => {
    const many = Array.from({ length: 100 }, () => ({ testId: 'goals', completion: 'x'.repeat(2000), additionalNotes: 'y'.repeat(2000) }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      payload: { ...body(), responses: { tests: many, completedAt: new Date().toISOString() } },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/för stort/);
  });
});

describe('claiming a guest assessment', () => {
  it('moves it to the account with the right secret, once', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/assessments', payload: body() })).json();
    const anna = await signUp(t, 'claim-anna@example.se');
    const eve = await signUp(t, 'claim-eve@example.se');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/assessments/claim',
      headers: bearer(eve.token),
      payload: { assessmentId: created.id, claimToken: 'x'.repeat(32) },
    });
    expect(wrong.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/assessments/claim',
      headers: bearer(anna.token),
      payload: { assessmentId: created.id, claimToken: created.claimToken },
    });
    expect(ok.statusCode).toBe(200);
    // The secret is spent: nobody else can claim it now, even with it.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/assessments/claim',
      headers: bearer(eve.token),
      payload: { assessmentId: created.id, claimToken: created.claimToken },
    });
    expect(again.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/my-assessments', headers: bearer(anna.token) });
    expect(list.json().assessments[0].id).toBe(created.id);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assessments/claim',
      payload: { assessmentId: crypto.randomUUID(), claimToken: 'x'.repeat(32) },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/assessments/:id/analysis', () => {
  it('gives the owner and admins the analysis; others and unknown ids 404, anonymous 401', async () => {
    const owner = await signUp(t, 'analys@example.se');
    const stranger = await signUp(t, 'framling@example.se');
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/assessments', headers: bearer(owner.token), payload: body() })).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/assessments/${id}/analysis`, headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    const { analysis } = res.json();
    expect(analysis.categories).toHaveLength(8);
    expect(analysis.riskAreas).toHaveLength(5);
    expect(analysis.categories[0].id).toBe('disksmarta');
    expect((await t.app.inject({ method: 'GET', url: `/api/assessments/${id}/analysis`, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/assessments/${crypto.randomUUID()}/analysis`, headers: bearer(owner.token) })).statusCode).toBe(404);
    for (const bad of ['not-a-uuid', '-'.repeat(36), 'g'.repeat(8) + '-0000-0000-0000-' + '0'.repeat(12)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/assessments/${bad}/analysis`, headers: bearer(owner.token) });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe('Bedömningens id är ogiltigt.');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/assessments/${id}/analysis` })).statusCode).toBe(401);

    const { createOrPromoteAdmin } = await import('../auth/admin-accounts');
    await createOrPromoteAdmin(t.services.deps, { email: 'framling@example.se' });
    expect((await t.app.inject({ method: 'GET', url: `/api/assessments/${id}/analysis`, headers: bearer(stranger.token) })).statusCode).toBe(200);
  });

  it('reports an emergency red flag first', async () => {
    const owner = await signUp(t, 'akut@example.se');
    const payload = {
      ...body(),
      responses: { tests: [{ testId: 'red_flags', completion: 'night_pain,saddle_numbness' }], completedAt: new Date().toISOString() },
    };
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/assessments', headers: bearer(owner.token), payload })).json();
    const { analysis } = (await t.app.inject({ method: 'GET', url: `/api/assessments/${id}/analysis`, headers: bearer(owner.token) })).json();
    expect(analysis.redFlags.map((f: { urgency: string }) => f.urgency)).toEqual(['emergency', 'soon']);
  });
});

describe('progress on the server', () => {
  it('saves, resumes on another session, and is cleared by completing', async () => {
    const { token } = await signUp(t, 'framsteg@example.se');
    const progress = { currentStep: 2, responses: { '0': tests[0], '1': tests[1] }, lastUpdated: new Date().toISOString(), consent: consent() };
    expect((await t.app.inject({ method: 'PUT', url: '/api/assessment/progress', headers: bearer(token), payload: progress })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'framsteg@example.se', password: 'hemligt123' } });
    expect(login.statusCode, login.body).toBe(200);
    const second = login.json().token;
    const read = await t.app.inject({ method: 'GET', url: '/api/assessment/progress', headers: bearer(second) });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().progress).toMatchObject({ currentStep: 2, responses: { '1': { testId: 'forward_bend', painLevel: 6 } } });
    await t.app.inject({ method: 'POST', url: '/api/assessments', headers: bearer(token), payload: body() });
    expect((await t.app.inject({ method: 'GET', url: '/api/assessment/progress', headers: bearer(token) })).json().progress).toBeNull();
  });

  it('is deleted with the account, along with the assessments', async () => {
    const { token, user } = await signUp(t, 'raderas@example.se');
    await t.app.inject({ method: 'POST', url: '/api/assessments', headers: bearer(token), payload: body() });
    const exported = (await t.app.inject({ method: 'GET', url: '/api/download-user-data', headers: bearer(token) })).json();
    expect(exported.assessments).toHaveLength(1);
    expect(exported.assessments[0].answers).toEqual(tests.map((a) => expect.objectContaining({ testId: a.testId, completion: a.completion })));
    expect(exported.consents[0]).toMatchObject({ version: CONSENT_VERSION });
    await t.app.inject({ method: 'DELETE', url: '/api/delete-account', headers: bearer(token), payload: { password: 'hemligt123' } });
    expect(await t.database.db.select().from(assessments).where(eq(assessments.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(assessmentAnalyses).where(eq(assessmentAnalyses.assessmentId, exported.assessments[0].id))).toEqual([]);
  });
});

describe('retention of unclaimed guest assessments', () => {
  it('the daily sweep deletes guest assessments nobody claimed within 30 days, and keeps owned ones', async () => {
    const owner = await signUp(t, 'behalls@example.se');
    const old = (await t.app.inject({ method: 'POST', url: '/api/assessments', payload: body() })).json();
    const owned = (await t.app.inject({ method: 'POST', url: '/api/assessments', headers: bearer(owner.token), payload: body() })).json();
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await t.database.db.update(assessments).set({ createdAt: longAgo }).where(eq(assessments.id, old.id));
    await t.database.db.update(assessments).set({ createdAt: longAgo }).where(eq(assessments.id, owned.id));
    // Nothing is swept while requests come in; the scheduled job does it.
    await t.app.inject({ method: 'POST', url: '/api/assessments', payload: body() });
    expect(await t.database.db.select().from(assessments).where(eq(assessments.id, old.id))).toHaveLength(1);
    await t.jobs.send('sweepUnclaimedAssessments', {});
    expect(await t.runJobs()).toBe(1);
    expect(await t.database.db.select().from(assessments).where(eq(assessments.id, old.id))).toEqual([]);
    expect(await t.database.db.select().from(assessments).where(eq(assessments.id, owned.id))).toHaveLength(1);
  });
});
