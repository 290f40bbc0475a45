import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_DETAILS_MESSAGES, type AssessmentDetails } from '../../../shared/contracts/assessment-details';
import { CONSENT_VERSION } from '../../../shared/domain/consent';
import { ENGINE_VERSION } from '../../../shared/domain/scoring/engine';
import type { Analysis } from '../../../shared/domain/scoring/types';
import { assessmentAnalyses, orders, reports } from '../../db/schema';
import { bearer, mailsTo, signUp } from '../../../../tests/support/accounts';
import { completeAs, paidOrder, readPdf, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';

const ADMIN = 'detaljadmin@ryggkollen.test';
const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: `${ADMIN},detaljadmin2@ryggkollen.test` } });

let admin: { token: string; user: { id: string; name: string } };
let kajsa: { token: string; user: { id: string; email: string; name: string } };
beforeAll(async () => {
  admin = await signUp(t, ADMIN, 'hemligt123', 'Dora Detaljadmin');
  kajsa = await signUp(t, 'kajsa.svarar@example.se', 'hemligt123', 'Kajsa Åström-Svarar');
}, 60_000);

const as = (token: string) => ({ headers: bearer(token) });
async function details(id: string): Promise<AssessmentDetails> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/assessment-details/${id}`, ...as(admin.token) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}
const generate = (id: string, token = admin.token) => t.app.inject({ method: 'POST', url: `/api/admin/generate-report/${id}`, ...as(token) });
const reanalyse = (id: string, token = admin.token) => t.app.inject({ method: 'POST', url: `/api/admin/assessments/${id}/reanalyse`, ...as(token) });
const storedAnalyses = (id: string) => t.database.db.select().from(assessmentAnalyses).where(eq(assessmentAnalyses.assessmentId, id));
/** Makes the stored analysis look like an older engine's (as one stored before engine 3 would). */
const makeOld = (id: string, version = '2.4.0') =>
  t.database.db.update(assessmentAnalyses).set({ engineVersion: version }).where(eq(assessmentAnalyses.assessmentId, id));
async function auditEntries() {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?limit=100', ...as(admin.token) });
  return res.json() as { action: string; subjectId: string | null; actorName: string | null; summary: string }[];
}

describe('GET /api/admin/assessment-details/:assessmentId', () => {
  it('gives the spec shape, each answer with its contribution taken from the stored evidence, the analysis and the reports', async () => {
    const id = await completeAs(t, kajsa.token, sampleAnswers('ischias'));
    const d = await details(id);
    const [stored] = await storedAnalyses(id);
    const analysis = stored!.analysis as unknown as Analysis;

    expect(d.assessment).toMatchObject({ id, status: 'processed' });
    expect(d.user).toEqual({ id: kajsa.user.id, name: 'Kajsa Åström-Svarar', email: 'kajsa.svarar@example.se', guest: false });
    const answers = Object.entries(sampleAnswers('ischias'));
    expect(d.totalQuestions).toBe(answers.length);
    expect(d.detailedResponses.map((r) => r.questionKey)).toEqual(answers.map(([k]) => k));
    expect(d.detailedResponses.map((r) => r.questionNumber)).toEqual(answers.map((_, i) => i + 1));
    expect(d.answerSummary).toHaveLength(answers.length);

    // The contribution of each question is its evidence in the stored analysis, pattern by pattern.
    const evidence = analysis.categories.flatMap((c) => c.evidence.map((e) => ({ ...e, categoryId: c.id })));
    expect(evidence.length).toBeGreaterThan(0);
    for (const r of d.detailedResponses) {
      const own = evidence.filter((e) => e.questionKey === r.questionKey);
      expect(
        r.contributions.map((c) => [c.categoryId, c.weight, c.answer]),
        r.questionKey,
      ).toEqual(own.map((e) => [e.categoryId, e.weight, e.answer]));
      expect(r.score).toBeCloseTo(
        own.reduce((s, e) => s + e.weight, 0),
        6,
      );
      expect(d.answerSummary[r.questionNumber - 1]).toEqual({
        questionNumber: r.questionNumber,
        question: r.questionText,
        answer: r.answerText,
        score: r.score,
      });
    }
    expect(d.detailedResponses.some((r) => r.score > 0)).toBe(true);
    expect(d.contributionsFrom).toBe(stored!.id);

    // A radio answer: every option of the question with its value, the chosen one's wording as shown.
    const radio = d.detailedResponses.find((r) => r.allOptions.length > 1 && !r.selectedValue.includes(',') && r.selectedValue !== 'skipped')!;
    const chosen = radio.allOptions.find((o) => o.value === radio.selectedValue)!;
    expect(radio.selectedOption).toEqual({ text: chosen.text });
    expect(radio.answerText).toBe(chosen.text);

    expect(d.analyses).toEqual([
      {
        id: stored!.id,
        engineVersion: ENGINE_VERSION,
        createdAt: stored!.createdAt.toISOString(),
        analysis: expect.objectContaining({ riskGroup: analysis.riskGroup }),
      },
    ]);
    expect(d.analyses[0]!.analysis.riskAreas).toHaveLength(5);
    expect(d.currentEngineVersion).toBe(ENGINE_VERSION);
    expect(d.reports).toEqual([]);
  });

  it('says a guest assessment is a guest’s, with no address, and makes no report for it', async () => {
    const now = new Date().toISOString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      payload: {
        email: 'gast@example.se',
        status: 'completed',
        consent: { givenAt: now, version: CONSENT_VERSION },
        responses: { completedAt: now, tests: Object.entries(sampleAnswers('ischias')).map(([testId, completion]) => ({ testId, completion })) },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: string }).id;
    const d = await details(id);
    expect(d.user).toEqual({ id: null, name: ASSESSMENT_DETAILS_MESSAGES.guestName, email: null, guest: true });
    expect(d.assessment.status).toBe('processed');
    const report = await generate(id);
    expect(report.statusCode).toBe(409);
    expect(report.json().error).toBe(ASSESSMENT_DETAILS_MESSAGES.guestReport);
  });

  it('answers an unknown or malformed id with the Swedish 404, on every endpoint', async () => {
    const ids = ['00000000-0000-4000-8000-000000000000', 'inte-ett-id', '1%00', '%EF%BF%BD', 'x'.repeat(90), "1'%20or%201=1", '%F0%9F%98%80'];
    for (const id of ids) {
      for (const res of [
        await t.app.inject({ method: 'GET', url: `/api/admin/assessment-details/${id}`, ...as(admin.token) }),
        await generate(id),
        await reanalyse(id),
      ]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error).toBe(ASSESSMENT_DETAILS_MESSAGES.notFound);
      }
    }
    // Bytes that are not UTF-8 (a lone surrogate's) are a bad address, refused before any route.
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/assessment-details/%ED%A0%80', ...as(admin.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
  });

  it('is for admins only: a guest 401, a customer (even the owner) 403', async () => {
    const id = await completeAs(t, kajsa.token, sampleAnswers('ischias'));
    for (const call of [
      (h: object) => t.app.inject({ method: 'GET', url: `/api/admin/assessment-details/${id}`, ...h }),
      (h: object) => t.app.inject({ method: 'POST', url: `/api/admin/generate-report/${id}`, ...h }),
      (h: object) => t.app.inject({ method: 'POST', url: `/api/admin/assessments/${id}/reanalyse`, ...h }),
    ]) {
      expect((await call({})).statusCode).toBe(401);
      expect((await call(as(kajsa.token))).statusCode).toBe(403);
    }
  });
});

describe('POST /api/admin/generate-report/:assessmentId', () => {
  it(
    'makes the full report of the newest analysis as the admin’s: marked, audited, in the details, not the customer’s, no order and no mail',
    { timeout: 60_000 },
    async () => {
      const id = await completeAs(t, kajsa.token, sampleAnswers('ischias'));
      const ordersBefore = (await t.database.db.select().from(orders).where(eq(orders.userId, kajsa.user.id))).length;
      const mailsBefore = (await mailsTo(t, kajsa.user.email)).length;

      const res = await generate(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="kajsa-astrom-svarar-rapport-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.pdf"$/);
      expect(readPdf(res.rawPayload).text).toMatch(/Kajsa Åström-Svarar/);

      const [row] = await t.database.db.select().from(reports).where(eq(reports.assessmentId, id));
      const [analysis] = await storedAnalyses(id);
      expect(row).toMatchObject({ kind: 'full', madeByAdmin: true, madeBy: admin.user.id, analysisId: analysis!.id, userId: kajsa.user.id });

      const d = await details(id);
      expect(d.reports).toEqual([
        {
          id: row!.id,
          kind: 'full',
          createdAt: row!.createdAt.toISOString(),
          analysisId: analysis!.id,
          engineVersion: ENGINE_VERSION,
          madeBy: 'admin',
          madeByName: 'Dora Detaljadmin',
          fileName: row!.fileName,
          downloadUrl: `/api/reports/${row!.id}/download`,
        },
      ]);
      const audit = (await auditEntries()).filter((e) => e.subjectId === id);
      expect(audit).toEqual([
        expect.objectContaining({ action: 'report.create', actorName: 'Dora Detaljadmin', summary: expect.stringContaining('Kajsa Åström-Svarar') }),
      ]);

      // A second call answers the same stored report: nothing new is made or logged.
      const again = await generate(id);
      expect(again.statusCode).toBe(200);
      expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
      expect(await t.database.db.select().from(reports).where(eq(reports.assessmentId, id))).toHaveLength(1);
      expect((await auditEntries()).filter((e) => e.subjectId === id)).toHaveLength(1);

      // The admin downloads it by its address; the customer's own list does not hold it; no order, no mail.
      const download = await t.app.inject({ method: 'GET', url: `/api/reports/${row!.id}/download`, ...as(admin.token) });
      expect(download.statusCode).toBe(200);
      const mine = await t.app.inject({ method: 'GET', url: '/api/my-reports', ...as(kajsa.token) });
      expect((mine.json() as { id: string }[]).map((r) => r.id)).not.toContain(row!.id);
      expect(await t.database.db.select().from(orders).where(eq(orders.userId, kajsa.user.id))).toHaveLength(ordersBefore);
      expect(await mailsTo(t, kajsa.user.email)).toHaveLength(mailsBefore);
      // The profile's "report generated" counts it.
      const found = await t.app.inject({ method: 'GET', url: '/api/admin/search-customers?q=kajsa.svarar', ...as(admin.token) });
      expect(found.json().customers[0].assessments.find((a: { id: string }) => a.id === id)).toMatchObject({ reportGenerated: true });
    },
  );

  it('refuses beside an emergency sign (the advice instead) and without a stored analysis', async () => {
    const emergency = await completeAs(t, kajsa.token, sampleAnswers('ischias', { red_flags: 'saddle_numbness' }));
    const refused = await generate(emergency);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/112/);
    const bare = await completeAs(t, kajsa.token, sampleAnswers('ischias'));
    await t.database.db.delete(assessmentAnalyses).where(eq(assessmentAnalyses.assessmentId, bare));
    const none = await generate(bare);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe(ASSESSMENT_DETAILS_MESSAGES.noAnalysis);
    expect((await details(bare)).assessment.status).toBe('pending');
    expect(await t.database.db.select().from(reports).where(eq(reports.assessmentId, emergency))).toHaveLength(0);
  });

  it('keeps the report marked as the admin’s when the admin’s account is gone', { timeout: 60_000 }, async () => {
    const other = await signUp(t, 'detaljadmin2@ryggkollen.test', 'hemligt123', 'Tillfällig Admin');
    const id = await completeAs(t, kajsa.token, sampleAnswers('ischias'));
    expect((await generate(id, other.token)).statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/delete-account', ...as(other.token), payload: { password: 'hemligt123' } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await details(id)).reports).toEqual([expect.objectContaining({ madeBy: 'admin', madeByName: null })]);
  });

  it('leaves the customer’s own purchase as it was: bought after the admin’s report, the customer gets their own', { timeout: 60_000 }, async () => {
    const id = await completeAs(t, kajsa.token, sampleAnswers('ischias'));
    expect((await generate(id)).statusCode).toBe(200);
    await paidOrder(t, kajsa.user.id, id);
    const bought = await t.app.inject({ method: 'POST', url: '/api/generate-report', ...as(kajsa.token), payload: { assessmentId: id } });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.headers['content-disposition']).toMatch(/filename="ryggrapport-kajsa\.svarar-/);
    const d = await details(id);
    expect(d.reports.map((r) => r.madeBy).sort()).toEqual(['admin', 'customer']);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/my-reports', ...as(kajsa.token) })).json() as { id: string }[];
    expect(mine.map((r) => r.id)).toContain(d.reports.find((r) => r.madeBy === 'customer')!.id);
  });

  it('makes one report when asked twice at once', { timeout: 60_000 }, async () => {
    const id = await completeAs(t, kajsa.token, sampleAnswers('ischias'));
    const [a, b] = await Promise.all([generate(id), generate(id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await t.database.db.select().from(reports).where(eq(reports.assessmentId, id))).toHaveLength(1);
    expect((await auditEntries()).filter((e) => e.subjectId === id && e.action === 'report.create')).toHaveLength(1);
  });
});

describe('POST /api/admin/assessments/:assessmentId/reanalyse', () => {
  it('refuses when the newest analysis is the current engine’s already', async () => {
    const id = await completeAs(t, kajsa.token, sampleAnswers('ischias'));
    const res = await reanalyse(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ASSESSMENT_DETAILS_MESSAGES.alreadyCurrent(ENGINE_VERSION));
    expect(await storedAnalyses(id)).toHaveLength(1);
  });

  it('stores a new analysis beside the old: the old stays, the old report keeps its analysis and version, and it is audited', { timeout: 60_000 }, async () => {
    const id = await completeAs(t, kajsa.token, sampleAnswers('ischias'));
    await makeOld(id);
    const [old] = await storedAnalyses(id);
    const first = await generate(id);
    expect(first.statusCode, first.body).toBe(200);

    const res = await reanalyse(id);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { analysisId: string; engineVersion: string; message: string };
    expect(body).toMatchObject({ engineVersion: ENGINE_VERSION, message: ASSESSMENT_DETAILS_MESSAGES.reanalysed(ENGINE_VERSION) });

    const d = await details(id);
    expect(d.analyses.map((a) => [a.id, a.engineVersion])).toEqual([
      [body.analysisId, ENGINE_VERSION],
      [old!.id, '2.4.0'],
    ]);
    expect(d.contributionsFrom).toBe(body.analysisId);
    expect(d.reports).toEqual([expect.objectContaining({ analysisId: old!.id, engineVersion: '2.4.0', madeBy: 'admin' })]);
    expect((await auditEntries()).filter((e) => e.subjectId === id).map((e) => e.action)).toEqual(['assessment.reanalyse', 'report.create']);

    // A report made now is of the new analysis; the old one stays as it was.
    expect((await generate(id)).statusCode).toBe(200);
    const after = await details(id);
    expect(after.reports.map((r) => [r.analysisId, r.engineVersion])).toEqual([
      [body.analysisId, ENGINE_VERSION],
      [old!.id, '2.4.0'],
    ]);
    expect((await reanalyse(id)).statusCode).toBe(409);
  });

  it('stores one new analysis when two ask at once', async () => {
    const id = await completeAs(t, kajsa.token, sampleAnswers('ischias'));
    await makeOld(id);
    const results = await Promise.all([reanalyse(id), reanalyse(id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await storedAnalyses(id)).map((a) => a.engineVersion).sort()).toEqual(['2.4.0', ENGINE_VERSION]);
    expect((await auditEntries()).filter((e) => e.subjectId === id && e.action === 'assessment.reanalyse')).toHaveLength(1);
  });
});
