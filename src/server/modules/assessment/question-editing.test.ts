import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/test-app';
import type { AdminQuestion } from '../../../shared/contracts/question-admin';
import { QUESTION_EDIT_MESSAGES } from '../../../shared/contracts/question-admin';
import { CONSENT_VERSION } from '../../../shared/domain/consent';
import { assessments } from '../../db/schema';
import { gatherReport } from '../../report/gather';
import { newestAnalysis } from './service';

const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: 'fragor@ryggkollen.test,andra@ryggkollen.test' } });
let admin: { token: string };
let secondAdmin: { token: string };
let customer: { token: string };

beforeAll(async () => {
  admin = await signUp(t, 'fragor@ryggkollen.test');
  secondAdmin = await signUp(t, 'andra@ryggkollen.test');
  customer = await signUp(t, 'kund@example.se');
});

async function adminQuestion(key: string, token = admin.token): Promise<AdminQuestion> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/questions', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const found = res.json<{ questions: AdminQuestion[] }>().questions.find((q) => q.key === key);
  if (!found) throw new Error(`no question ${key}`);
  return found;
}

/** The whole question as the editor sends it, from what it loaded, with `changes`. */
function edited(q: AdminQuestion, changes: Record<string, unknown> = {}) {
  const { key, category, questionType, title, description, instructions, options, imageUrl, imageAlt, updatedAt } = q;
  return { key, category, questionType, title, description, instructions, options, imageUrl, imageAlt, updatedAt, ...changes };
}

const save = (id: string, payload: object, token = admin.token) =>
  t.app.inject({ method: 'PUT', url: `/api/questions/${id}`, headers: bearer(token), payload });

async function servedQuestion(key: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/assessment/questions' });
  return res.json<{ questions: AdminQuestion[] }>().questions.find((q) => q.key === key)!;
}

describe('GET /api/admin/questions', () => {
  it('lists every question with its version, for admins only, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/questions', headers: bearer(admin.token) });
    expect(res.headers['cache-control']).toBe('no-store');
    const { questions } = res.json<{ questions: AdminQuestion[] }>();
    expect(questions.length).toBeGreaterThan(30);
    expect(questions[0]).toMatchObject({ isActive: true, updatedAt: expect.stringMatching(/Z$/) });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/questions', headers: bearer(customer.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/questions' })).statusCode).toBe(401);
  });
});

describe('PUT /api/questions/:id', () => {
  it('saves the wording, instructions, category and image, and the questionnaire shows it at once', async () => {
    const before = await servedQuestion('sitting_tolerance'); // the served copy is now in memory
    const q = await adminQuestion('sitting_tolerance');
    const options = q.options.map((o) => (o.value === 'under_30' ? { ...o, label: 'Kortare än en halvtimme' } : o));
    const res = await save(
      q.id,
      edited(q, {
        title: 'Sittande: hur länge orkar du sitta?',
        description: 'Ny beskrivning.\nPå två rader.',
        instructions: ['Sätt dig på en stol.', 'Ta tid.'],
        options,
        imageUrl: '/illustrations/sitting-tolerance.svg',
        imageAlt: 'En person som sitter på en stol.',
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ question: AdminQuestion }>().question;
    expect(saved).toMatchObject({ title: 'Sittande: hur länge orkar du sitta?', instructions: ['Sätt dig på en stol.', 'Ta tid.'], key: 'sitting_tolerance' });
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThan(new Date(q.updatedAt).getTime() - 1);
    expect(saved.updatedAt).not.toBe(q.updatedAt);

    const served = await servedQuestion('sitting_tolerance');
    expect(before.title).not.toBe(served.title);
    expect(served.title).toBe('Sittande: hur länge orkar du sitta?');
    expect(served.options.find((o) => o.value === 'under_30')?.label).toBe('Kortare än en halvtimme');
    // The answer field's options are the same options: the same wording.
    expect(served.fields.completion.options?.find((o) => o.value === 'under_30')?.label).toBe('Kortare än en halvtimme');
    expect(served.options.map((o) => o.value)).toEqual(q.options.map((o) => o.value));
    // One audit entry, by the admin who saved, in the same transaction as the edit.
    const log = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?limit=1', headers: bearer(admin.token) });
    expect(log.json<unknown[]>()[0]).toMatchObject({
      action: 'question.update',
      subjectType: 'question',
      subjectId: q.id,
      summary: 'Ändrade frågan "Sittande: hur länge orkar du sitta?"',
    });
  });

  it('keeps the key, the type and the option values: a change is a Swedish 409 naming the field', async () => {
    const q = await adminQuestion('forward_bend');
    const expectConflict = async (payload: object, field: string, message: string) => {
      const res = await save(q.id, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    };
    await expectConflict(edited(q, { key: 'framatbojning' }), 'key', QUESTION_EDIT_MESSAGES.keyChanged);
    await expectConflict(edited(q, { questionType: 'checkbox' }), 'questionType', QUESTION_EDIT_MESSAGES.typeChanged);
    await expectConflict(edited(q, { options: q.options.slice(1) }), 'options', QUESTION_EDIT_MESSAGES.optionsChanged);
    await expectConflict(edited(q, { options: [...q.options, { value: 'ny', label: 'Ny' }] }), 'options', QUESTION_EDIT_MESSAGES.optionsChanged);
    const renamed = q.options.map((o, i) => (i === 0 ? { ...o, value: 'annat' } : o));
    await expectConflict(edited(q, { options: renamed }), 'options', QUESTION_EDIT_MESSAGES.optionsChanged);
    const twice = q.options.map((o, i) => (i === 0 ? { ...o, value: q.options[1]!.value } : o));
    await expectConflict(edited(q, { options: twice }), 'options', QUESTION_EDIT_MESSAGES.optionsChanged);
    expect((await servedQuestion('forward_bend')).key).toBe('forward_bend');
  });

  it('refuses bad bytes, an empty title, an outside image and an unknown category with a Swedish 400', async () => {
    const q = await adminQuestion('backward_bend');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ title: 'Bak\u0000åt' }, 'title', /Titeln innehåller tecken som inte är tillåtna/],
      [{ instructions: ['Stå\uD800 upp'] }, 'instructions.0', /Instruktionen innehåller tecken som inte är tillåtna/],
      [{ options: q.options.map((o) => ({ ...o, label: `${o.label}\u0007` })) }, 'options.0.label', /Svarsalternativets text innehåller tecken/],
      [{ title: '   ' }, 'title', /Titeln är obligatorisk/],
      [{ imageUrl: 'https://example.com/bild.png', imageAlt: 'Bild' }, 'imageUrl', /Bilden ska ligga på sajten/],
      [{ imageUrl: '/api/images/abc.png', imageAlt: '' }, 'imageAlt', /Skriv en bildtext/],
      [{ category: 'Annat' }, 'category', /Välj en av kategorierna/],
      [{ updatedAt: 'igår' }, 'updatedAt', /inte ett giltigt datum/],
    ];
    for (const [changes, field, message] of cases) {
      const res = await save(q.id, edited(q, changes));
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field], field).toMatch(message);
    }
    expect((await save('00000000-0000-4000-8000-000000000000', edited(q))).json()).toEqual({ error: QUESTION_EDIT_MESSAGES.notFound });
    expect((await save('inte-ett-id', edited(q))).statusCode).toBe(400);
  });

  it('refuses the second of two admins who saved the same loaded version (409), and keeps the first one’s edit', async () => {
    const loadedByFirst = await adminQuestion('plank_hold');
    const loadedBySecond = await adminQuestion('plank_hold', secondAdmin.token);
    expect(loadedBySecond.updatedAt).toBe(loadedByFirst.updatedAt);
    expect((await save(loadedByFirst.id, edited(loadedByFirst, { title: 'Planka: första' }))).statusCode).toBe(200);
    const second = await save(loadedBySecond.id, edited(loadedBySecond, { title: 'Planka: andra' }), secondAdmin.token);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: string }>().error).toBe('Frågan har ändrats av någon annan. Ladda om och försök igen.');
    expect((await servedQuestion('plank_hold')).title).toBe('Planka: första');
    // The refused save left no audit entry: the newest is the first admin's.
    const log = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?limit=1', headers: bearer(admin.token) });
    expect(log.json<{ summary: string }[]>()[0]!.summary).toContain('Planka: första');
    // Reloaded, the second admin's save goes through.
    const reloaded = await adminQuestion('plank_hold', secondAdmin.token);
    expect((await save(reloaded.id, edited(reloaded, { title: 'Planka: andra' }), secondAdmin.token)).statusCode).toBe(200);
  });

  it('lets exactly one of two saves sent at the same moment from the same version through', async () => {
    const q = await adminQuestion('side_plank');
    const results = await Promise.all([
      save(q.id, edited(q, { title: 'Sidoplanka: A' })),
      save(q.id, edited(q, { title: 'Sidoplanka: B' }), secondAdmin.token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json<{ question: AdminQuestion }>().question.title;
    expect((await servedQuestion('side_plank')).title).toBe(winner);
  });

  it('is for admins only', async () => {
    const q = await adminQuestion('wall_sit');
    expect((await save(q.id, edited(q, { title: 'Kund' }), customer.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/questions/${q.id}`, payload: edited(q) })).statusCode).toBe(401);
  });
});

describe('an answered question’s wording', () => {
  const consent = () => ({ givenAt: new Date().toISOString(), version: CONSENT_VERSION });
  const submit = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      headers: bearer(customer.token),
      payload: {
        email: '',
        status: 'completed',
        consent: consent(),
        responses: {
          completedAt: new Date().toISOString(),
          tests: [
            { testId: 'red_flags', completion: 'none' },
            { testId: 'pain_location', completion: 'low_back_center,buttock' },
            { testId: 'backward_bend', completion: 'back_pain', additionalNotes: 'Stramt i ländryggen' },
            { testId: 'stress', completion: '6' },
          ],
        },
      },
    });
  const storedTests = async (id: string) => (await t.database.db.select().from(assessments).where(eq(assessments.id, id)))[0]!.responses.tests;

  it('is stored with each answer as it was shown, and an edit changes neither it nor the report made from it', async () => {
    const created = await submit();
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const q = await adminQuestion('backward_bend');
    const shown = q.options.find((o) => o.value === 'back_pain')!.label;
    const before = await storedTests(id);
    expect(before.find((a) => a.testId === 'backward_bend')).toMatchObject({ testName: q.title, shownOptions: [{ value: 'back_pain', label: shown }] });
    const location = await adminQuestion('pain_location');
    expect(before.find((a) => a.testId === 'pain_location')?.shownOptions).toEqual(
      location.options.filter((o) => ['low_back_center', 'buttock'].includes(o.value)).map(({ value, label }) => ({ value, label })),
    );
    expect(before.find((a) => a.testId === 'stress')?.shownOptions).toBeUndefined();

    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, id));
    const stored = (await newestAnalysis(t.services.deps, id))!;
    const reportBefore = gatherReport(row!, stored);

    const options = q.options.map((o) => ({ ...o, label: `${o.label} (ny text)` }));
    expect((await save(q.id, edited(q, { title: 'Sträck på dig: hur känns det nu?', options }))).statusCode).toBe(200);

    // The stored answers keep what the person saw; the report is made from them and the code's texts.
    expect(await storedTests(id)).toEqual(before);
    const reportAfter = gatherReport((await t.database.db.select().from(assessments).where(eq(assessments.id, id)))[0]!, stored);
    expect(reportAfter).toEqual(reportBefore);
    expect(JSON.stringify(reportAfter)).not.toContain('ny text');
    expect(reportAfter.notes).toContainEqual({ label: 'Bakåtböjning', text: 'Stramt i ländryggen' });

    // The results page is given the wording shown then, beside the analysis.
    const result = await t.app.inject({ method: 'GET', url: `/api/assessments/${id}/analysis`, headers: bearer(customer.token) });
    expect(result.json<{ shownWording: { key: string; title: string }[] }>().shownWording).toContainEqual({
      key: 'backward_bend',
      title: q.title,
      options: [{ value: 'back_pain', label: shown }],
    });

    // An assessment stored after the edit keeps the new wording.
    const later = await submit();
    const after = (await storedTests(later.json<{ id: string }>().id)).find((a) => a.testId === 'backward_bend');
    expect(after).toMatchObject({ testName: 'Sträck på dig: hur känns det nu?', shownOptions: [{ value: 'back_pain', label: `${shown} (ny text)` }] });
  });
});
