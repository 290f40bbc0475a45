import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentAnalyses, reportTexts, reports } from '../../db/schema';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { requiredFields, startChatStandIn, type ChatAnswer, type ChatRequest, type ChatStandIn } from '../../../../tests/support/chat-stand-in';
import { payWithTestProvider } from '../../../../tests/support/payments';
import { completeAs, readPdf, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';

/** The AI writer inside the product: when the model is asked, what of its answer reaches a PDF. */

let chat: ChatStandIn;
beforeAll(async () => {
  chat = await startChatStandIn();
}, 60_000);
afterAll(async () => {
  await chat.close();
});
const t = useTestApp(() => ({ seed: true, env: { LLM_BASE_URL: chat.baseUrl, LLM_MODEL: 'lokal-modell', LLM_API_KEY: 'hemlig-nyckel' } }));

/** A model that answers in the shape it is asked for, every field with `text`. */
const answering =
  (text: string, extra: Partial<ChatAnswer> = {}) =>
  (request: ChatRequest): ChatAnswer => ({ ...extra, content: JSON.stringify(Object.fromEntries(requiredFields(request).map((k) => [k, text]))) });

const LETTER =
  'Det är tröttsamt att ha ont i benet, och det är bra att du tar tag i det nu.\n\nDu har redan gjort något viktigt genom att svara på frågorna. Ta det i din egen takt.';
/** A good answer in the shape the writer asks for. */
const goodAnswer =
  (extra: Partial<ChatAnswer> = {}) =>
  (): ChatAnswer => ({
    ...extra,
    content: JSON.stringify({ letter: LETTER, goal: 'Ditt mål är en bra kompass: planen tar dig dit steg för steg.' }),
  });

const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** A paid assessment of a new customer; the report job runs when the test says. */
async function paidCustomer(email: string, name = 'Ada Ai') {
  const { token } = await signUp(t, email, 'hemligt123', name);
  const id = await completeAs(t, token, sampleAnswers('ischias'));
  await payWithTestProvider(t, token, id);
  return { token, id };
}

const reportRow = async (id: string) => (await t.database.db.select().from(reports).where(eq(reports.assessmentId, id)))[0];

describe('the AI writer in a paid report', () => {
  it(
    'the issue’s reproduction: "Ta två Treo tre gånger om dagen", "oxycodone" and "magnetisk resonanstomografi" never reach the PDF',
    { timeout: 60_000 },
    async () => {
      chat.answer = answering(
        'Ta två Treo tre gånger om dagen när det värker. Fråga din läkare om oxycodone om det inte släpper. En magnetisk resonanstomografi kan visa mer.',
      );
      const { token, id } = await paidCustomer('treo@example.se');
      await t.runJobs();
      const res = await post('/api/generate-report', token, { assessmentId: id });
      expect(res.statusCode, res.body).toBe(200);
      const { text } = readPdf(res.rawPayload);
      expect(text).not.toMatch(/treo|oxycodone|resonanstomografi|tre gånger om dagen/i);
      const row = await reportRow(id);
      expect(row?.writer).toBe('builtin');
      // The built-in letter stands in its place, and the refusal is kept: the model is not asked again.
      expect(text).toContain('Ett brev till dig');
      // The built-in writer wrote it: the report names no AI.
      expect(text).not.toMatch(/\bAI\b/);
      expect(await t.database.db.select().from(reportTexts).where(eq(reportTexts.analysisId, row!.analysisId))).toEqual([
        expect.objectContaining({ writer: 'builtin', letter: null, goal: null, writtenAt: expect.any(Date) }),
      ]);
    },
  );
});

describe('when the model is asked', () => {
  it('never for a free preview, however many (and never for the test pages’ sample report)', { timeout: 90_000 }, async () => {
    chat.answer = goodAnswer();
    const before = chat.requests.length;
    for (const n of [1, 2, 3]) {
      const { token } = await signUp(t, `forhands${n}@example.se`, 'hemligt123', 'Per Preview');
      const id = await completeAs(t, token, sampleAnswers(n === 2 ? 'forsta-gangen' : 'ischias'));
      for (let i = 0; i < 2; i++) expect((await post('/api/generate-preview', token, { assessmentId: id })).statusCode).toBe(200);
    }
    const sample = await t.app.inject({
      method: 'POST',
      url: '/api/test-generate-report',
      payload: {
        name: 'Test Testsson',
        email: 'test@example.se',
        assessmentData: { tests: Object.entries(sampleAnswers('ischias')).map(([testId, completion]) => ({ testId, completion })) },
      },
    });
    expect(sample.statusCode, sample.body).toBe(200);
    expect(chat.requests.length - before).toBe(0);
  });

  it(
    'once per analysis for the full report, whose answer is kept: a second download, a re-render and the job again never ask',
    { timeout: 90_000 },
    async () => {
      chat.answer = goodAnswer();
      const before = chat.requests.length;
      const { token, id } = await paidCustomer('en-gang@example.se');
      await t.runJobs();
      expect(chat.requests.length - before).toBe(1);
      const first = await reportRow(id);
      expect(first?.writer).toBe('ai');
      const written = readPdf((await post('/api/generate-report', token, { assessmentId: id })).rawPayload).text.replace(/\s+/g, ' ');
      expect(written).toContain('Ta det i din egen takt.');
      // The AI writer wrote the letter: the report says so, and what it did not write.
      expect(written).toContain('De personliga styckena i brevet och meningarna vid ditt mål är skrivna med hjälp av AI');
      expect(written).toContain('Allt annat i rapporten, som råden om vård, mönstren, planen och övningarna, är texter som vi har skrivit och granskat.');
      await t.app.inject({ method: 'GET', url: `/api/reports/${first!.id}/download`, headers: bearer(token) });
      // A re-render: the stored report goes, and the next request makes it again from the kept texts.
      await t.database.db.delete(reports).where(eq(reports.id, first!.id));
      await t.services.deps.jobs.send('generateReport', { assessmentId: id });
      await t.runJobs();
      const again = await post('/api/generate-report', token, { assessmentId: id });
      expect(again.statusCode).toBe(200);
      expect(readPdf(again.rawPayload).text).toContain('Ta det i din egen takt.');
      expect((await reportRow(id))?.writer).toBe('ai');
      expect(chat.requests.length - before).toBe(1);
    },
  );

  it('once when the report job fails after the answer and is retried', { timeout: 90_000 }, async () => {
    chat.answer = goodAnswer();
    const before = chat.requests.length;
    const { id } = await paidCustomer('omforsok@example.se');
    const renderer = t.services.deps.renderer;
    const render = renderer.render.bind(renderer);
    let failures = 1;
    renderer.render = (doc) => (failures-- > 0 ? Promise.reject(new Error('the render worker crashed')) : render(doc));
    try {
      await t.runJobs();
      expect(await reportRow(id)).toBeUndefined();
      for (let waited = 0; !(await reportRow(id)) && waited < 6000; waited += 250) {
        await new Promise((r) => setTimeout(r, 250));
        await t.runJobs();
      }
    } finally {
      renderer.render = render;
    }
    expect((await reportRow(id))?.writer).toBe('ai');
    expect(chat.requests.length - before).toBe(1);
  });

  it('once when the report job and three requests ask at once while the model writes', { timeout: 90_000 }, async () => {
    chat.answer = goodAnswer({ delayMs: 400 });
    const { token } = await signUp(t, 'samtidigt@example.se', 'hemligt123', 'Sam Tidig');
    const id = await completeAs(t, token, sampleAnswers('ischias'));
    await payWithTestProvider(t, token, id);
    const before = chat.requests.length;
    const asked = [1, 2, 3].map(() => post('/api/generate-report', token, { assessmentId: id }));
    const [, ...answers] = await Promise.all([t.runJobs(), ...asked]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(chat.requests.length - before).toBe(1);
    expect((await reportRow(id))?.writer).toBe('ai');
  });
});

describe('the kept answer', () => {
  it('is taken over by the built-in writer, without asking, when the process that asked died long ago', { timeout: 60_000 }, async () => {
    chat.answer = goodAnswer();
    const { token } = await signUp(t, 'overgiven@example.se', 'hemligt123', 'Otto Övergiven');
    const id = await completeAs(t, token, sampleAnswers('ischias'));
    const [analysis] = await t.database.db.select().from(assessmentAnalyses).where(eq(assessmentAnalyses.assessmentId, id));
    await t.database.db.insert(reportTexts).values({ analysisId: analysis!.id, claimedAt: new Date(Date.now() - 10 * 60_000) });
    const before = chat.requests.length;
    await payWithTestProvider(t, token, id);
    const started = Date.now();
    await t.runJobs();
    expect((await reportRow(id))?.writer).toBe('builtin');
    expect(chat.requests.length).toBe(before);
    // Without waiting out the model's time: the claim's age is the database's.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('is in its owner’s data export, and goes with the account', { timeout: 60_000 }, async () => {
    chat.answer = goodAnswer();
    const { token, id } = await paidCustomer('export-ai@example.se');
    await t.runJobs();
    const exported = (await t.app.inject({ method: 'GET', url: '/api/download-user-data', headers: bearer(token) })).json();
    expect(exported.reportTexts).toEqual([{ assessmentId: id, writer: 'ai', letter: LETTER, goal: expect.any(String), writtenAt: expect.any(String) }]);
    const [analysis] = await t.database.db.select().from(assessmentAnalyses).where(eq(assessmentAnalyses.assessmentId, id));
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/delete-account', headers: bearer(token), payload: { password: 'hemligt123' } });
    expect(deleted.statusCode).toBe(200);
    expect(await t.database.db.select().from(reportTexts).where(eq(reportTexts.analysisId, analysis!.id))).toEqual([]);
  });
});
