import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../shared/domain/consent';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { completeAs, readPdf, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import { ASSESSMENT_MESSAGES } from '../assessment/messages';
import { DEVELOPER_MESSAGES } from './messages';

// The developer panel's four steps as its page sends them (spec §2, §7; decision 0040): create an
// assessment, put mock answers on it, finalize it into the full report, and ask for the checkout link.
const ADMIN = 'utvecklare@ryggkollen.test';
const OTHER_ADMIN = 'utvecklare2@ryggkollen.test';
const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: `${ADMIN},${OTHER_ADMIN}` } });

let admin: { token: string };
let otherAdmin: { token: string };
let customer: { token: string };
let questions: { key: string; title: string; questionType: string; options: { value: string; label: string }[] }[];
beforeAll(async () => {
  admin = await signUp(t, ADMIN, 'hemligt123', 'Ada Admin');
  otherAdmin = await signUp(t, OTHER_ADMIN, 'hemligt123', 'Bo Admin');
  customer = await signUp(t, 'kund.utv@example.se', 'hemligt123', 'Karin Kund');
  questions = (await t.app.inject({ method: 'GET', url: '/api/questions' })).json().questions;
}, 60_000);

const post = (url: string, token: string | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

/** Step 1 as the panel sends it: one question skipped, so the assessment exists before its answers. */
async function createTestAssessment(token = admin.token): Promise<string> {
  const now = new Date().toISOString();
  const res = await post('/api/assessments', token, {
    email: null,
    status: 'completed',
    consent: { givenAt: now, version: CONSENT_VERSION },
    responses: { completedAt: now, tests: [{ testId: questions[0]!.key, completion: 'skipped' }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Mock answers by question number: a sample person's answer to each question, weighted 0–10 by the option's place. */
function mockAnswers(changes: Record<string, string> = {}) {
  const sample = sampleAnswers('forsta-gangen', changes);
  return Object.fromEntries(
    questions.flatMap((q, i) => {
      const value = sample[q.key];
      if (value === undefined) return [];
      const index = q.options.findIndex((o) => o.value === value);
      return [[String(i + 1), { selectedOption: value, riskWeight: index < 0 ? 0 : Math.round((10 * index) / Math.max(1, q.options.length - 1)) }]];
    }),
  );
}

const answers = (id: string, responses: object, token = admin.token) => post(`/api/assessments/${id}/answers`, token, { responses });
const finalize = (id: string, token = admin.token) => post(`/api/assessments/${id}/finalize`, token);

async function auditActions(): Promise<{ action: string; subjectId: string; summary: string }[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?limit=100', headers: bearer(admin.token) })).json();
}

describe('the developer panel’s four steps', () => {
  it('creates, answers, finalizes an unpaid test assessment into the admin’s full report (audited, no mail), and links to its checkout', async () => {
    const id = await createTestAssessment();

    const answered = await answers(id, mockAnswers());
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.headers['cache-control']).toBe('no-store');
    const body = answered.json();
    expect(body.sellable).toBe(true);
    expect(body.answers.length).toBe(Object.keys(mockAnswers()).length);
    // Question 2 of the served bank is the warning signs: 'none' maps to its option's wording.
    const second = body.answers.find((a: { questionNumber: number }) => a.questionNumber === 2);
    expect(second).toMatchObject({ testId: questions[1]!.key, question: questions[1]!.title, completion: 'none', riskWeight: expect.any(Number) });
    expect(second.chosen).toEqual([questions[1]!.options.find((o) => o.value === 'none')!.label]);
    // The answers are the assessment's now, and analysed: the owner's analysis is of them.
    const analysis = await t.app.inject({ method: 'GET', url: `/api/assessments/${id}/analysis`, headers: bearer(admin.token) });
    expect(analysis.json().shownWording.length).toBeGreaterThan(20);

    const mailsBefore = (await t.outbox()).length;
    const finalized = await finalize(id);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.headers['cache-control']).toBe('no-store');
    const { reportId, downloadUrl, paid } = finalized.json();
    expect(paid).toBe(false);
    expect(downloadUrl).toBe(`/api/reports/${reportId}/download`);
    const pdf = await t.app.inject({ method: 'GET', url: downloadUrl, headers: bearer(admin.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(readPdf(pdf.rawPayload).pages).toBeGreaterThanOrEqual(8);
    // Nobody else gets it: a customer does not learn it exists.
    expect((await t.app.inject({ method: 'GET', url: downloadUrl, headers: bearer(customer.token) })).statusCode).toBe(404);
    await t.runJobs();
    expect((await t.outbox()).length).toBe(mailsBefore);

    // Again: the same stored report, and no second audit entry.
    expect((await finalize(id)).json()).toEqual({ reportId, downloadUrl, paid: false });
    const log = await auditActions();
    expect(log.filter((e) => e.action === 'developer.report' && e.subjectId === reportId)).toEqual([
      expect.objectContaining({ summary: 'Skapade en fullständig rapport av en egen testbedömning utan betalning (utvecklarverktyg)' }),
    ]);
    expect(log.filter((e) => e.action === 'developer.answers' && e.subjectId === id)).toHaveLength(1);

    const checkout = await post('/api/checkout/klarna', admin.token, { assessmentId: id, email: ADMIN, userName: 'Ada Admin' });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().checkoutUrl).toMatch(new RegExp(`/results\\?assessment=${id}#kop$`));
  });

  it('maps a number onto the option at that place (from 0) and a scale’s value, and refuses what the bank does not have', async () => {
    const id = await createTestAssessment();
    const firstRadio = questions.findIndex((q) => q.questionType === 'radio');
    const res = await answers(id, { [String(firstRadio + 1)]: { selectedOption: 1, riskWeight: 3 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().answers).toEqual([
      expect.objectContaining({ questionNumber: firstRadio + 1, completion: questions[firstRadio]!.options[1]!.value, riskWeight: 3 }),
    ]);
    // One answer is not enough for a result: the report is refused (409) until there are more.
    expect(res.json().sellable).toBe(false);
    expect((await finalize(id)).statusCode).toBe(409);

    const cases: [object, string][] = [
      [{ '999': { selectedOption: 0, riskWeight: 1 } }, DEVELOPER_MESSAGES.noQuestion(999, questions.length)],
      [{ [String(firstRadio + 1)]: { selectedOption: 99, riskWeight: 1 } }, DEVELOPER_MESSAGES.noOption(firstRadio + 1, 99)],
      [
        { [String(firstRadio + 1)]: { selectedOption: 'finns-inte', riskWeight: 1 } },
        'Ett svar är inte ett av frågans alternativ. Ladda om sidan och försök igen.',
      ],
    ];
    for (const [responses, message] of cases) {
      const refused = await answers(id, responses);
      expect(refused.statusCode, JSON.stringify(responses)).toBe(400);
      expect(refused.json()).toEqual({ error: message, fields: { responses: message } });
    }
  });

  it('refuses malformed mock answers with a Swedish 400, never 500: NUL, lone surrogate, question 0, weight 11, none at all', async () => {
    const id = await createTestAssessment();
    for (const responses of [
      { '1': { selectedOption: 'none\u0000', riskWeight: 1 } },
      { '1': { selectedOption: 'x\uD800', riskWeight: 1 } },
      { '0': { selectedOption: 0, riskWeight: 1 } },
      { '1': { selectedOption: 0, riskWeight: 11 } },
      { '1': { selectedOption: -1, riskWeight: 1 } },
      { '1': { selectedOption: 0.5, riskWeight: 1 } },
      { '1': { selectedOption: null, riskWeight: 1 } },
      {},
      'inte ett objekt',
    ]) {
      const res = await answers(id, responses as object);
      expect(res.statusCode, JSON.stringify(responses)).toBe(400);
      expect(res.json().error, JSON.stringify(responses)).toMatch(/[a-zåäö]/i);
    }
    const nul = await post(`/api/assessments/${id}/answers`, admin.token, { responses: { '1': { selectedOption: 'a\u0000', riskWeight: 1 } } });
    expect(nul.json().error).toMatch(/tecken som inte är tillåtna/);
  });

  it('changes no answers once the full report is made (409), and beside an emergency sign makes no report (409 with the advice to seek care)', async () => {
    const id = await createTestAssessment();
    expect((await answers(id, mockAnswers())).statusCode).toBe(200);
    expect((await finalize(id)).statusCode).toBe(200);
    const after = await answers(id, mockAnswers());
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ error: DEVELOPER_MESSAGES.hasReport });

    const urgent = await createTestAssessment();
    const flagged = await answers(urgent, mockAnswers({ red_flags: 'bladder_bowel' }));
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json().sellable).toBe(false);
    const refused = await finalize(urgent);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: DEVELOPER_MESSAGES.emergency });
  });
});

describe('who may: the admin’s own test assessment only', () => {
  it('a guest gets 401 and a customer 403, before the body is read', async () => {
    const id = await createTestAssessment();
    for (const [token, status] of [
      [null, 401],
      [customer.token, 403],
    ] as const) {
      expect((await post(`/api/assessments/${id}/answers`, token, { responses: mockAnswers() })).statusCode).toBe(status);
      expect((await post(`/api/assessments/${id}/answers`, token, { responses: 'skräp' })).statusCode).toBe(status);
      expect((await post(`/api/assessments/${id}/finalize`, token)).statusCode).toBe(status);
    }
  });

  it('a customer’s assessment, another admin’s and an unknown id are not found (404) for an admin; a malformed id is 400', async () => {
    const customers = await completeAs(t, customer.token, sampleAnswers('ischias'));
    const others = await createTestAssessment(otherAdmin.token);
    for (const id of [customers, others, '00000000-0000-4000-8000-000000000000']) {
      const a = await answers(id, mockAnswers());
      expect(a.statusCode, id).toBe(404);
      expect(a.json()).toEqual({ error: ASSESSMENT_MESSAGES.notFound });
      expect((await finalize(id)).statusCode, id).toBe(404);
    }
    // The customer's answers and report are untouched: no full report was made of them.
    expect((await t.app.inject({ method: 'GET', url: '/api/my-reports', headers: bearer(customer.token) })).json()).toEqual([]);
    for (const bad of ['inte-ett-id', '%00', '1%20OR%201=1']) {
      expect((await answers(bad, mockAnswers())).statusCode, bad).toBe(400);
      expect((await finalize(bad)).statusCode, bad).toBe(400);
    }
  });
});

describe('two requests at once', () => {
  it('two answer sets race: both are taken one after the other, and the newest analysis is of the answers kept', async () => {
    const id = await createTestAssessment();
    const [a, b] = await Promise.all([answers(id, mockAnswers({ sleep: 'poor' })), answers(id, mockAnswers({ sleep: 'good' }))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const analysis = (await t.app.inject({ method: 'GET', url: `/api/assessments/${id}/analysis`, headers: bearer(admin.token) })).json();
    const sleep = questions.find((q) => q.key === 'sleep')!;
    const kept = analysis.shownWording.find((w: { key: string }) => w.key === 'sleep');
    expect([sleep.options.find((o) => o.value === 'poor')?.label, sleep.options.find((o) => o.value === 'good')?.label]).toContain(kept.options[0].label);
  });

  it('two finalizes race: one report, one audit entry', async () => {
    const id = await createTestAssessment();
    expect((await answers(id, mockAnswers())).statusCode).toBe(200);
    const [a, b] = await Promise.all([finalize(id), finalize(id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().reportId).toBe(b.json().reportId);
    expect((await auditActions()).filter((e) => e.action === 'developer.report' && e.subjectId === a.json().reportId)).toHaveLength(1);
  });
});
