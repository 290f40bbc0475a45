import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../../../shared/content/question-bank';
import { CONSENT_VERSION } from '../../../shared/domain/consent';
import { ENGINE_VERSION } from '../../../shared/domain/scoring/engine';
import { runDataMigrations } from '../../db/data-migrations';
import { assessmentAnalyses, assessments, dataMigrations, questions, users } from '../../db/schema';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp({ seed: true });
let owner: { token: string; user: { id: string } };
beforeAll(async () => {
  owner = await signUp(t, 'lagrad@example.se');
});

const now = () => new Date().toISOString();
const submit = (tests: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/assessments',
    headers: bearer(owner.token),
    payload: { email: null, status: 'completed', consent: { givenAt: now(), version: CONSENT_VERSION }, responses: { completedAt: now(), tests } },
  });
const read = (id: string) => t.app.inject({ method: 'GET', url: `/api/assessments/${id}/analysis`, headers: bearer(owner.token) });
const backPain = [
  { testId: 'red_flags', completion: 'none' },
  { testId: 'forward_bend', completion: 'back_pain' },
  { testId: 'sitting_tolerance', completion: 'under_30' },
];

describe('the stored analysis (CLINICAL.md §7)', () => {
  it('is stored with its assessment in one statement: the assessment marked analysed, with the emergency mark, counted on the account', async () => {
    const [before] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    const normal = (await submit(backPain)).json().id as string;
    const urgent = (await submit([{ testId: 'red_flags', completion: 'bladder_bowel' }])).json().id as string;
    for (const [id, emergency] of [
      [normal, false],
      [urgent, true],
    ] as const) {
      const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, id));
      expect(row).toMatchObject({ userId: owner.user.id, analysed: true, emergency });
      const stored = await t.database.db.select().from(assessmentAnalyses).where(eq(assessmentAnalyses.assessmentId, id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.engineVersion).toBe(ENGINE_VERSION);
      expect((stored[0]!.analysis as { redFlags: unknown[] }).redFlags.length > 0).toBe(emergency);
    }
    // The account's counts (kept by triggers, decision 0034): two more assessments, both processed.
    const [after] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(after!.assessmentCount - before!.assessmentCount).toBe(2);
    expect(after!.processedCount - before!.processedCount).toBe(2);
  });

  it('is computed once at completion, stored with the engine version, and every read returns it unchanged', async () => {
    const { id } = (await submit(backPain)).json();
    const rows = await t.database.db.select().from(assessmentAnalyses).where(eq(assessmentAnalyses.assessmentId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.engineVersion).toBe(ENGINE_VERSION);

    const first = await read(id);
    expect(first.statusCode).toBe(200);
    expect(first.json().analysis.engineVersion).toBe(ENGINE_VERSION);
    expect(first.json().analysedAt).toBe(rows[0]!.createdAt.toISOString());
    const second = await read(id);
    expect(second.body).toBe(first.body);

    // What is read is what was stored, not a fresh computation: change the stored copy and read it back.
    const stored = rows[0]!.analysis as { categories: { id: string; score: number }[] };
    stored.categories[0]!.score = 77;
    await t.database.db.update(assessmentAnalyses).set({ analysis: stored }).where(eq(assessmentAnalyses.id, rows[0]!.id));
    expect((await read(id)).json().analysis.categories[0].score).toBe(77);
  });
});

describe('GET /api/my-assessments', () => {
  it('summarises each assessment for the customer home, and shows no result for an emergency or too few answers', async () => {
    const user = await signUp(t, 'oversikt@example.se');
    const post = (tests: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/assessments',
        headers: bearer(user.token),
        payload: { email: null, status: 'completed', consent: { givenAt: now(), version: CONSENT_VERSION }, responses: { completedAt: now(), tests } },
      });
    // A calm set of answers: "none" where a question has it, the first option otherwise.
    const calm: Record<string, string> = { pain_location: 'low_back_center', onset: 'gradual', episode: 'recurrent' };
    const full = QUESTION_BANK.map((q) => ({
      testId: q.key,
      completion:
        calm[q.key] ??
        (q.options.some((o) => o.value === 'none')
          ? 'none'
          : q.questionType === 'range'
            ? '3'
            : q.questionType === 'textarea'
              ? 'Må bättre'
              : q.options[0]!.value),
    }));
    const normal = (await post(full)).json().id;
    const emergency = (await post(full.map((a) => (a.testId === 'red_flags' ? { ...a, completion: 'saddle_numbness' } : a)))).json().id;
    const skipped = (await post(full.map((a) => ({ ...a, completion: 'skipped' })))).json().id;
    const res = await t.app.inject({ method: 'GET', url: '/api/my-assessments', headers: bearer(user.token) });
    expect(res.headers['cache-control']).toBe('no-store');
    const byId = new Map(res.json().assessments.map((s: { id: string }) => [s.id, s]));
    expect(byId.get(normal)).toMatchObject({
      highestUrgency: null,
      enoughAnswers: true,
      topCategory: { id: expect.any(String), label: expect.any(String) },
      riskGroup: expect.any(String),
    });
    expect(byId.get(emergency)).toMatchObject({ highestUrgency: 'emergency', topCategory: null, riskGroup: null });
    expect(byId.get(skipped)).toMatchObject({ enoughAnswers: false, topCategory: null, riskGroup: null, highestUrgency: 'soon' });
    // Newest first.
    expect(res.json().assessments.map((s: { id: string }) => s.id)).toEqual([skipped, emergency, normal]);
  });
});

describe('the engine-1 data migration, now a guard', () => {
  const id = '2026-11-22-store-engine-1-analyses';
  it('refuses to run, loudly and in English, while an assessment has no stored analysis; runs once none is left', async () => {
    // Assessments with analyses (made through the API) do not trip it.
    await submit(backPain);
    const [unanalysed] = await t.database.db
      .insert(assessments)
      .values({
        userId: owner.user.id,
        responses: { completedAt: now(), tests: backPain },
        consentGivenAt: new Date(),
        consentVersion: CONSENT_VERSION,
        completedAt: new Date(),
      })
      .returning();
    await t.database.db.delete(dataMigrations).where(eq(dataMigrations.id, id));

    await expect(runDataMigrations(t.database.db)).rejects.toThrow(
      new RegExp(
        `^Data migration ${id}: 1 assessment\\(s\\) have no stored analysis \\(first ${unanalysed!.id}\\)\\. .*engine 1, which made their analysis, has been removed`,
      ),
    );
    // Not marked as run: the next start refuses again, and nothing was written for the assessment.
    expect(await t.database.db.select().from(dataMigrations).where(eq(dataMigrations.id, id))).toEqual([]);
    expect(await t.database.db.select().from(assessmentAnalyses).where(eq(assessmentAnalyses.assessmentId, unanalysed!.id))).toEqual([]);

    await t.database.db.delete(assessments).where(eq(assessments.id, unanalysed!.id));
    expect(await runDataMigrations(t.database.db)).toEqual([id]);
    expect(await runDataMigrations(t.database.db)).toEqual([]);
  });
});

describe('the engine-1 analyses guard', () => {
  const id = '2026-11-27-no-engine-1-analyses';
  it('refuses to start, loudly and in English, while an engine-1 analysis is stored; runs once none is left', async () => {
    const assessmentId = ((await submit(backPain)).json() as { id: string }).id;
    const [row] = await t.database.db.select().from(assessmentAnalyses).where(eq(assessmentAnalyses.assessmentId, assessmentId));
    await t.database.db.update(assessmentAnalyses).set({ engineVersion: '1.4.0' }).where(eq(assessmentAnalyses.id, row!.id));
    await t.database.db.delete(dataMigrations).where(eq(dataMigrations.id, id));
    await expect(runDataMigrations(t.database.db)).rejects.toThrow(
      new RegExp(`^Data migration ${id}: 1 stored analysis/analyses of engine 1 \\(first ${row!.id}\\)`),
    );
    expect(await t.database.db.select().from(dataMigrations).where(eq(dataMigrations.id, id))).toEqual([]);
    await t.database.db.update(assessmentAnalyses).set({ engineVersion: row!.engineVersion }).where(eq(assessmentAnalyses.id, row!.id));
    expect(await runDataMigrations(t.database.db)).toEqual([id]);
  });
});

describe('the question bank data migration', () => {
  it('brings a bank-1 database to the bundled bank once: new questions in, retired keys kept but inactive', async () => {
    await t.database.db.delete(dataMigrations).where(eq(dataMigrations.id, '2026-11-22-question-bank-2'));
    await t.database.db
      .insert(questions)
      .values({
        key: 'retired_question',
        position: 99,
        category: 'Rörelsetester',
        title: 'Gammal fråga',
        description: '',
        instructions: [],
        questionType: 'radio',
        options: [],
        fields: { completion: { label: 'x', type: 'radio' } },
      })
      .onConflictDoNothing();
    await t.database.db.update(questions).set({ title: 'Ändrad av personal' }).where(eq(questions.key, QUESTION_BANK[0]!.key));
    expect(await runDataMigrations(t.database.db)).toEqual(['2026-11-22-question-bank-2']);
    const [retired] = await t.database.db.select().from(questions).where(eq(questions.key, 'retired_question'));
    expect(retired?.isActive).toBe(false);
    const active = await t.database.db.select().from(questions).where(eq(questions.isActive, true));
    expect(active.map((q) => q.key).sort()).toEqual(QUESTION_BANK.map((q) => q.key).sort());
    expect(active.find((q) => q.key === QUESTION_BANK[0]!.key)?.title).toBe(QUESTION_BANK[0]!.title);
    // Once only: a second run changes nothing, so later edits by staff stay.
    await t.database.db.update(questions).set({ title: 'Ändrad igen' }).where(eq(questions.key, QUESTION_BANK[0]!.key));
    expect(await runDataMigrations(t.database.db)).toEqual([]);
    const [kept] = await t.database.db.select().from(questions).where(eq(questions.key, QUESTION_BANK[0]!.key));
    expect(kept?.title).toBe('Ändrad igen');
  });

  it('engine 3: a bank-2 database gets the blood-thinner option in its health background once, and keeps the staff’s wording', async () => {
    const [stored] = await t.database.db.select().from(questions).where(eq(questions.key, 'health_background'));
    const bank2 = stored!.options.filter((o) => o.value !== 'anticoagulant');
    await t.database.db.update(questions).set({ options: bank2, title: 'Har du något av följande?' }).where(eq(questions.key, 'health_background'));
    await t.database.db.delete(dataMigrations).where(eq(dataMigrations.id, '2026-11-27-engine-3-health-background'));
    expect(await runDataMigrations(t.database.db)).toEqual(['2026-11-27-engine-3-health-background']);
    const [migrated] = await t.database.db.select().from(questions).where(eq(questions.key, 'health_background'));
    expect(migrated!.options.map((o) => o.value)).toContain('anticoagulant');
    expect(migrated!.title).toBe('Har du något av följande?');
    // The questionnaire offers it, and an answer with it is accepted and read by the engine.
    const res = await t.app.inject({ method: 'GET', url: '/api/assessment/questions' });
    const question = res.json().questions.find((q: { key: string }) => q.key === 'health_background');
    expect(question.options.map((o: { value: string }) => o.value)).toContain('anticoagulant');
    expect(await runDataMigrations(t.database.db)).toEqual([]);
  });

  it('issue 17: a notes field still worded as bank 2 bundled it gets the promise of what the report does with a note; one staff edited keeps its wording', async () => {
    const notesOf = async (key: string) => (await t.database.db.select().from(questions).where(eq(questions.key, key)))[0]!.fields.additionalNotes!;
    const setLabel = async (key: string, label: string) => {
      const [q] = await t.database.db.select().from(questions).where(eq(questions.key, key));
      await t.database.db
        .update(questions)
        .set({ fields: { ...q!.fields, additionalNotes: { ...q!.fields.additionalNotes!, label } } })
        .where(eq(questions.key, key));
    };
    await setLabel('plank_hold', 'Vill du lägga till något om testet?');
    await setLabel('prior_treatment', 'Vill du berätta mer om vad du har provat?');
    await setLabel('bird_dog', 'Skriv gärna hur det gick');
    await t.database.db.delete(dataMigrations).where(eq(dataMigrations.id, '2026-11-27-notes-promise'));
    expect(await runDataMigrations(t.database.db)).toEqual(['2026-11-27-notes-promise']);
    expect((await notesOf('plank_hold')).label).toBe(QUESTION_BANK.find((q) => q.key === 'plank_hold')!.fields.additionalNotes!.label);
    expect((await notesOf('prior_treatment')).label).toMatch(/^Vill du berätta mer om vad du har provat\? Det du skriver kommer med ordagrant i rapporten/);
    expect((await notesOf('bird_dog')).label).toBe('Skriv gärna hur det gick');
    expect((await notesOf('plank_hold')).placeholder).toBe(QUESTION_BANK.find((q) => q.key === 'plank_hold')!.fields.additionalNotes!.placeholder);
    expect(await runDataMigrations(t.database.db)).toEqual([]);
  });
});
