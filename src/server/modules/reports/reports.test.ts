import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REASSURING_WORDS } from '../../../shared/content/pattern-texts';
import { assessmentAnalyses, reports } from '../../db/schema';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { completeAs, paidOrder, readPdf, sampleAnswers } from '../../../../tests/support/reports';
import { PRODUCTION_ENV } from '../../../../tests/support/production-env';
import { useTestApp, testAppForTest } from '../../../../tests/support/test-app';
import { authorizeAs, payWithTestProvider } from '../../../../tests/support/payments';
import { ASSESSMENT_MESSAGES } from '../assessment/messages';
import { READ_FIRST } from './mail';
import { REPORT_MESSAGES } from './messages';

const t = useTestApp({ seed: true });
let karin: { token: string; user: { id: string; email: string; name: string } };
let other: { token: string; user: { id: string } };
beforeAll(async () => {
  karin = await signUp(t, 'karin.lindqvist@example.se', 'hemligt123', 'Karin Lindqvist');
  other = await signUp(t, 'nagon.annan@example.se');
}, 60_000);

const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const storedFiles = async () =>
  (await readdir(path.join(t.config.dataDir, 'files', 'reports'), { recursive: true }).catch(() => [] as string[])).filter((f) => f.endsWith('.pdf'));

describe('the free preview', () => {
  it("is the owner's PDF: Swedish, personal, never cached, made once and then served as stored", { timeout: 60_000 }, async () => {
    const id = await completeAs(t, karin.token, sampleAnswers('ischias'));
    const res = await post('/api/generate-preview', karin.token, { assessmentId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="forhandsvisning-karin\.lindqvist-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const { text, pages, info } = readPdf(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(3);
    expect(info).toMatch(/Title:\s+Ryggkollen: översikt av ditt resultat/);
    for (const words of [
      'Översikt av ditt resultat',
      'Karin Lindqvist',
      'Dina svar liknar mest',
      'Risk för långvariga besvär',
      'I den fullständiga rapporten',
      'Sök vård',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/diagnosen är|stark likhet|av 100 %/i);

    const again = await post('/api/generate-preview', karin.token, { assessmentId: id });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(await t.database.db.select().from(reports).where(eq(reports.assessmentId, id))).toHaveLength(1);
  });

  it('takes the spec’s body (email and responses) as “my newest assessment”, and never the answers sent', { timeout: 60_000 }, async () => {
    const res = await post('/api/generate-preview', karin.token, {
      email: 'karin.lindqvist@example.se',
      responses: { tests: [{ testId: 'red_flags', completion: 'bladder_bowel' }] },
    });
    expect(res.statusCode).toBe(200);
    // The sent answers (a cauda equina sign) are ignored: the newest stored assessment has none.
    expect(readPdf(res.rawPayload).text).not.toContain('nerverna längst ner i ryggkanalen');
  });

  it('is never someone else’s: 404 for an assessment that is not yours, 401 for a guest', async () => {
    const id = await completeAs(t, karin.token, sampleAnswers('forsta-gangen'));
    const stranger = await post('/api/generate-preview', other.token, { assessmentId: id });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe(ASSESSMENT_MESSAGES.notFound);
    expect((await t.app.inject({ method: 'POST', url: '/api/generate-preview', payload: { assessmentId: id } })).statusCode).toBe(401);
  });

  it(
    'beside an emergency sign answers with the advice itself (409), also when the questionnaire stopped early, and stores nothing',
    { timeout: 60_000 },
    async () => {
      // The reproduction: the questionnaire stops at the emergency, the person saves what was
      // answered, and the preview request heard "Du har hoppat över för många frågor".
      const early = await completeAs(t, karin.token, { age_band: '45_49', red_flags: 'saddle_numbness,bladder_bowel' });
      const complete = await completeAs(t, karin.token, sampleAnswers('ischias', { red_flags: 'saddle_numbness' }));
      for (const id of [early, complete]) {
        const res = await post('/api/generate-preview', karin.token, { assessmentId: id });
        expect(res.statusCode).toBe(409);
        const error = res.json().error as string;
        expect(error).not.toBe(ASSESSMENT_MESSAGES.tooFewAnswers);
        expect(error).toMatch(/^Sök vård direkt på en akutmottagning\. Ring 112 om du inte kan ta dig dit\./);
        expect(error).toMatch(/Ingen rapport görs innan vården har bedömt dig\.$/);
        expect(error).not.toMatch(REASSURING_WORDS);
        expect(await t.database.db.select().from(reports).where(eq(reports.assessmentId, id))).toEqual([]);
      }
    },
  );

  it('says Ring 112 even where the emergency advice does not', async () => {
    const id = await completeAs(t, karin.token, sampleAnswers('forsta-gangen', { red_flags: 'sudden_severe_trunk_pain' }));
    const res = await post('/api/generate-preview', karin.token, { assessmentId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Ring 112 nu. Ingen rapport görs innan vården har bedömt dig.');
    const cancer = await completeAs(t, karin.token, sampleAnswers('ischias', { red_flags: 'cancer_history' }));
    const refused = await post('/api/generate-preview', karin.token, { assessmentId: cancer });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/^Sök vård direkt på en akutmottagning och berätta att du har haft cancer\. Ring 112/);
  });

  it('beside an urgent sign names no pattern and no risk group', { timeout: 60_000 }, async () => {
    const id = await completeAs(t, karin.token, sampleAnswers('ischias', { red_flags: 'fever' }));
    const res = await post('/api/generate-preview', karin.token, { assessmentId: id });
    expect(res.statusCode, res.body).toBe(200);
    const text = readPdf(res.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toContain('Sök vård i dag');
    expect(text).toContain('Vilket mönster besvären liknar går att säga först när vården har undersökt dig.');
    expect(text).not.toMatch(/Nervpåverkan|ischias|Risk för långvariga besvär|Dina svar liknar mest/i);
    const list = (await t.app.inject({ method: 'GET', url: '/api/my-reports', headers: bearer(karin.token) })).json() as {
      id: string;
      diagnosisCategory: string;
    }[];
    const [row] = await t.database.db.select().from(reports).where(eq(reports.assessmentId, id));
    expect(list.find((r) => r.id === row!.id)?.diagnosisCategory).toBe('');
  });

  it('is refused, in Swedish, when too few questions were answered', async () => {
    const skipped = Object.fromEntries(Object.keys(sampleAnswers('ischias')).map((k) => [k, k === 'red_flags' ? 'none' : 'skipped']));
    const id = await completeAs(t, karin.token, skipped);
    const res = await post('/api/generate-preview', karin.token, { assessmentId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ASSESSMENT_MESSAGES.tooFewAnswers);
  });
});

describe('the full report', () => {
  it('is 402 until the assessment’s order is paid, then 8–10 pages that read well and match the answers', { timeout: 60_000 }, async () => {
    const id = await completeAs(t, karin.token, sampleAnswers('ischias'));
    const unpaid = await post('/api/generate-report', karin.token, { assessmentId: id });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().error).toBe(REPORT_MESSAGES.notPaid);

    await paidOrder(t, karin.user.id, id);
    const res = await post('/api/generate-report', karin.token, { assessmentId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="ryggrapport-karin\.lindqvist-/);
    const { text, pages, info } = readPdf(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(8);
    expect(pages).toBeLessThanOrEqual(10);
    expect(info).toMatch(/Author:\s+Ryggkollen/);
    for (const words of [
      'Din personliga ryggrapport',
      'Karin Lindqvist',
      'Sammanfattning',
      'Ditt ryggvärde',
      'När du ska söka vård',
      'Dina mönster',
      'Nervpåverkan (ischias)',
      'Därför',
      'Fem hälsoområden',
      'Ett brev till dig',
      'Hej Karin!',
      'Steg 1',
      'Steg 2',
      'Steg 3',
      'Dina övningar',
      'Sluta om:',
      'Livsstil',
      'Så brukar det gå',
      'Källor',
      'Orka en hel arbetsdag i lagret igen',
    ])
      expect(text, words).toContain(words);
    // Her own answers in plain sentences, never "question – answer" pairs; a resemblance, never a diagnosis.
    expect(text).toContain('Du har stickningar eller domningar i ett ben eller en fot.');
    expect(text).not.toMatch(/På frågan|diagnosen är|stark likhet|100 av 100|diskbråck|inklämd nerv|instabil rygg/i);
    // Sciatica gets no back-pain recovery figures (CLINICAL.md §5).
    expect(text).not.toMatch(/52 → 23|23 efter sex veckor/);
  });

  it('is mailed with the PDF attached, once, when the payment job runs (also if it runs twice)', { timeout: 90_000 }, async () => {
    const sara = await signUp(t, 'sara.nystrom@example.se', 'hemligt123', 'Sara Nyström');
    const id = await completeAs(t, sara.token, sampleAnswers('forsta-gangen'));
    const started = Date.now();
    const order = await payWithTestProvider(t, sara.token, id);
    // The same authorization again (a browser retry) changes nothing; the job written twice neither.
    expect((await authorizeAs(t, sara.token, id, `test-approved:${id}`)).json()).toMatchObject({ order_id: order.order_id, status: 'paid' });
    await t.jobs.send('generateReport', { assessmentId: id });
    const mails = (await Promise.all((await t.outbox()).map((m) => simpleParser(m)))).filter(
      (m) => m.subject === 'Din ryggrapport från Ryggkollen är klar' && JSON.stringify(m.to).includes('sara.nystrom@example.se'),
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('sara.nystrom@example.se');
    expect(mail.text).toContain('Hej Sara!');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/^ryggrapport-sara\.nystrom-/) });
    expect(readPdf(mail.attachments[0]!.content).pages).toBeGreaterThanOrEqual(8);
    // The mail says nothing about her health: that is in the PDF only; and never "start with step 1".
    expect(mail.text).not.toMatch(/liknar|mönster|smärta|risk/i);
    expect(mail.text).toContain(READ_FIRST);
    expect(mail.text).not.toMatch(/Börja sedan med steg 1/);
    console.info(`paid → report in the outbox: ${Date.now() - started} ms`);
    expect(await t.database.db.select().from(reports).where(eq(reports.assessmentId, id))).toHaveLength(1);
  });

  it('is made from the stored analysis, never a new one', { timeout: 60_000 }, async () => {
    const id = await completeAs(t, karin.token, sampleAnswers('forsta-gangen'));
    const [stored] = await t.database.db.select().from(assessmentAnalyses).where(eq(assessmentAnalyses.assessmentId, id));
    const analysis = stored!.analysis as { riskGroup: string };
    analysis.riskGroup = 'high';
    await t.database.db.update(assessmentAnalyses).set({ analysis }).where(eq(assessmentAnalyses.id, stored!.id));
    await paidOrder(t, karin.user.id, id);
    const res = await post('/api/generate-report', karin.token, { assessmentId: id });
    expect(readPdf(res.rawPayload).text).toMatch(/Risk för långvariga besvär: hög/);
  });

  it('is refused with the advice for an emergency sign, even when paid', async () => {
    const id = await completeAs(t, karin.token, sampleAnswers('ischias', { red_flags: 'bladder_bowel' }));
    await paidOrder(t, karin.user.id, id);
    const res = await post('/api/generate-report', karin.token, { assessmentId: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Sök vård direkt på en akutmottagning. Ring 112 om du inte kan ta dig dit. Ingen rapport görs innan vården har bedömt dig.');
  });

  it(
    'is served as stored: a later change to what the pages show never changes the paid file, while the list names today’s main pattern',
    { timeout: 60_000 },
    async () => {
      const id = await completeAs(t, karin.token, sampleAnswers('ischias'));
      await paidOrder(t, karin.user.id, id);
      const first = await post('/api/generate-report', karin.token, { assessmentId: id });
      expect(first.statusCode, first.body).toBe(200);
      // The stored analysis read as a stored engine-2 one with an urgent flag: the pages hide its patterns now.
      const [stored] = await t.database.db.select().from(assessmentAnalyses).where(eq(assessmentAnalyses.assessmentId, id));
      const analysis = stored!.analysis as { redFlags: object[] };
      analysis.redFlags = [{ id: 'fever', urgency: 'urgent', advice: 'Sök vård i dag.' }];
      await t.database.db.update(assessmentAnalyses).set({ analysis }).where(eq(assessmentAnalyses.id, stored!.id));
      const again = await post('/api/generate-report', karin.token, { assessmentId: id });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const [row] = await t.database.db.select().from(reports).where(eq(reports.assessmentId, id));
      const download = await t.app.inject({ method: 'GET', url: `/api/reports/${row!.id}/download`, headers: bearer(karin.token) });
      expect(download.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(row!.diagnosisCategory).toBe('Nervpåverkan (ischias)');
      const list = (await t.app.inject({ method: 'GET', url: '/api/my-reports', headers: bearer(karin.token) })).json() as {
        id: string;
        diagnosisCategory: string;
      }[];
      expect(list.find((r) => r.id === row!.id)?.diagnosisCategory).toBe('');
    },
  );
});

describe('the reports list and downloads', () => {
  it('lists the user’s reports with the spec’s fields, and serves each file to its owner only', { timeout: 60_000 }, async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/my-reports', headers: bearer(karin.token) });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const items = list.json() as { id: string; kind: string; diagnosisCategory: string; downloadUrl: string; fileName: string; createdAt: string }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.some((r) => r.kind === 'full' && r.diagnosisCategory === 'Nervpåverkan (ischias)')).toBe(true);
    const first = items[0]!;
    expect(first.downloadUrl).toBe(`/api/reports/${first.id}/download`);
    const own = await t.app.inject({ method: 'GET', url: first.downloadUrl, headers: bearer(karin.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain(first.fileName);
    expect((await t.app.inject({ method: 'GET', url: first.downloadUrl, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: first.downloadUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-reports', headers: bearer(other.token) })).json()).toEqual([]);
  });

  it('makes one report when the same one is asked for twice at once', { timeout: 60_000 }, async () => {
    const id = await completeAs(t, karin.token, sampleAnswers('oro-och-stress'));
    const before = (await storedFiles()).length;
    const [a, b] = await Promise.all([
      post('/api/generate-preview', karin.token, { assessmentId: id }),
      post('/api/generate-preview', karin.token, { assessmentId: id }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(await t.database.db.select().from(reports).where(eq(reports.assessmentId, id))).toHaveLength(1);
    expect((await storedFiles()).length).toBe(before + 1);
  });

  it('goes with the account: rows at once, files by the job written with the deletion', { timeout: 60_000 }, async () => {
    const leaver = await signUp(t, 'lamnar@example.se', 'hemligt123', 'Lena Lämnar');
    const id = await completeAs(t, leaver.token, sampleAnswers('forsta-gangen'));
    await post('/api/generate-preview', leaver.token, { assessmentId: id });
    const exported = await t.app.inject({ method: 'GET', url: '/api/download-user-data', headers: bearer(leaver.token) });
    expect(exported.json().reports).toEqual([expect.objectContaining({ kind: 'preview', assessmentId: id })]);
    const before = (await storedFiles()).length;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/delete-account', headers: bearer(leaver.token), payload: { password: 'hemligt123' } });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(reports).where(eq(reports.userId, leaver.user.id))).toEqual([]);
    await t.runJobs();
    expect((await storedFiles()).length).toBe(before - 1);
  });
});

describe('the test pages’ call', () => {
  it('makes a sample report without storing anything, open in test mode', { timeout: 60_000 }, async () => {
    const before = (await storedFiles()).length;
    const tests = Object.entries(sampleAnswers('oro-och-stress')).map(([testId, completion]) => ({ testId, completion }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-generate-report',
      payload: { name: 'Test Testsson', email: 'test@example.se', assessmentData: { tests } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { pages, text } = readPdf(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(8);
    expect(text).toContain('Test Testsson');
    expect((await storedFiles()).length).toBe(before);
  });

  it('answers a sample with an emergency sign with the advice, for the preview too', async () => {
    const tests = Object.entries(sampleAnswers('ischias', { red_flags: 'bladder_bowel' })).map(([testId, completion]) => ({ testId, completion }));
    for (const kind of ['preview', 'full']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test-generate-report',
        payload: { name: 'Test Testsson', email: 'test@example.se', kind, assessmentData: { tests } },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/^Sök vård direkt på en akutmottagning/);
    }
  });

  it('is for admins only in production', { timeout: 60_000 }, async () => {
    const prod = await testAppForTest({
      env: {
        ...PRODUCTION_ENV,
        ADMIN_EMAILS: 'chef@ryggkollen.test',
      },
    });
    const payload = { name: 'Test', email: 'test@example.se', kind: 'preview', assessmentData: { tests: [{ testId: 'red_flags', completion: 'none' }] } };
    const call = (headers: Record<string, string> = {}) => prod.app.inject({ method: 'POST', url: '/api/test-generate-report', payload, headers });
    expect((await call()).statusCode).toBe(401);
    const customer = await signUp(prod, 'kund@example.se');
    expect((await call(bearer(customer.token))).statusCode).toBe(403);
    const admin = await signUp(prod, 'chef@ryggkollen.test');
    expect((await call(bearer(admin.token))).statusCode).toBe(200);
  });
});
