import { describe, expect, it } from 'vitest';
import { REASSURING_WORDS } from '../../../shared/content/pattern-texts';
import { analyseAnswers, answersFromTests } from '../../../shared/domain/scoring/engine';
import { URGENT_EXERCISE_CAVEAT } from '../../../shared/domain/scoring/advice';
import { readPdf, sampleAnswers } from '../../../../tests/support/reports';
import { chooseExercises } from '../content/exercises';
import { lifestyleAdvice } from '../content/lifestyle';
import { treatmentPlan } from '../content/plan';
import { reportFacts } from '../facts';
import { goalOf } from '../gather';
import { renderPdf } from '../render/render-pdf';
import { writeBuiltinTexts } from '../writers/builtin';
import { composeFullReport } from './full-report';
import type { ReportModel } from './model';
import { composePreview } from './preview';
import { DEFAULT_TEMPLATE, type ReportTemplate } from './templates';

function model(answersByKey: Record<string, string>, template: ReportTemplate = DEFAULT_TEMPLATE): ReportModel {
  const answers = answersFromTests(Object.entries(answersByKey).map(([testId, completion]) => ({ testId, completion })));
  const analysis = analyseAnswers(answers);
  const facts = reportFacts(analysis, answers);
  return {
    kind: 'full',
    brandName: 'Ryggkollen',
    orderNumber: 1001,
    date: new Date('2026-11-25T10:00:00Z'),
    person: { name: 'Karin Lindqvist', email: 'karin@example.se' },
    analysis,
    facts,
    goal: goalOf(answers),
    texts: writeBuiltinTexts(analysis, facts, goalOf(answers) !== null),
    writer: 'builtin',
    template,
    contact: { supportEmail: 'support@ryggkollen.se', companyName: 'Ryggkollen AB', orgNumber: '556677-8899', address: 'Gatan 1, 111 11 Stockholm' },
  };
}
const content = (m: ReportModel) => ({ plan: treatmentPlan(m.facts), exercises: chooseExercises(m.facts), lifestyle: lifestyleAdvice(m.facts) });
const full = (m: ReportModel) => composeFullReport(m, content(m));

const PEOPLE: [string, Record<string, string>][] = [
  ['sciatica', sampleAnswers('ischias')],
  ['high distress, persistent pain', sampleAnswers('oro-och-stress')],
  ['mild first episode', sampleAnswers('forsta-gangen')],
  [
    'stenosis at 72',
    sampleAnswers('ischias', { age_band: '65_79', walking_limit: 'leg_symptoms_eased_by_sitting', pain_duration: 'gt_3m', episode: 'recurrent' }),
  ],
  [
    'pregnant, pelvic girdle pain',
    sampleAnswers('forsta-gangen', { health_background: 'pregnant', pain_location: 'buttock,low_back_one_side', single_leg_stand: 'buttock_pain' }),
  ],
  [
    '80 on cortisone after a minor fall (urgent)',
    sampleAnswers('forsta-gangen', {
      age_band: '80_plus',
      health_background: 'long_term_cortisone',
      onset: 'after_minor_fall',
      plank_hold: 'cannot',
      side_plank: 'cannot',
      bird_dog: 'cannot',
    }),
  ],
  ['fever (urgent) and night pain', sampleAnswers('ischias', { red_flags: 'fever,night_pain' })],
  ['everything calm and good', sampleAnswers('forsta-gangen', { after_exertion: 'no', onset: 'gradual', worry: 'not_at_all', stress: '1' })],
];

describe('the full report, rendered', () => {
  it.each(PEOPLE)('%s: 8–10 pages, every placeholder filled, Swedish text, PDF metadata', { timeout: 30_000 }, async (_who, answers) => {
    const { pdf, pages } = await renderPdf(full(model(answers)));
    const read = readPdf(pdf);
    expect(read.pages).toBe(pages);
    expect(pages).toBeGreaterThanOrEqual(8);
    expect(pages).toBeLessThanOrEqual(10);
    expect(read.info).toMatch(/Title:\s+Ryggkollen: personlig ryggrapport/);
    expect(pdf.toString('latin1')).toContain('/Lang (sv-SE)');
    expect(read.text).not.toContain('{{');
    expect(read.text).toMatch(/Sida 2 av \d+/);
    expect(read.text).toContain('Källor');
  });

  it('with an urgent sign opens with the advice, marks every exercise, and nothing in it calms', { timeout: 30_000 }, async () => {
    const m = model(sampleAnswers('ischias', { red_flags: 'fever,night_pain' }));
    const { pdf } = await renderPdf(full(m));
    const text = readPdf(pdf).text;
    const page2 = text.split('\f')[1]!;
    expect(page2.trimStart().startsWith('Sök vård i dag')).toBe(true);
    expect(text.replace(/\s+/g, ' ')).not.toMatch(REASSURING_WORDS);
    const cards = content(m).exercises.length;
    // A card may wrap the caveat beside its drawing.
    expect(text.replace(/\s+/g, ' ').split(URGENT_EXERCISE_CAVEAT).length - 1).toBe(cards);
  });

  it('places a template’s sections in their slots and leaves no unknown placeholder behind', { timeout: 30_000 }, async () => {
    const template: ReportTemplate = {
      id: 't1',
      name: 'Egen mall',
      sections: [
        { slot: 'letter', heading: 'Brev', body: 'Kära {{namn}}, skrivet {{datum}}.\n\n{{personaliserBrev}}' },
        { slot: 'summary', heading: 'Kort', body: '{{diagnos}} ({{kategori1}}; ryggvärde {{ryggScore}}).' },
        { slot: 'closing', heading: 'Avslutning', body: 'Hälsningar till {{hund}} och {{email}}.' },
      ],
    };
    const text = readPdf((await renderPdf(full(model(sampleAnswers('ischias'), template)))).pdf).text.replace(/\s+/g, ' ');
    expect(text).toContain('Kära Karin Lindqvist, skrivet 25 november 2026.');
    expect(text).toMatch(/Dina svar liknar mest mönstret ”Nervpåverkan \(ischias\)” \(Nervpåverkan \(ischias\) – tydliga drag; ryggvärde \d+ av 100\)\./);
    expect(text).toContain('Till sist');
    expect(text).toContain('Hälsningar till och karin@example.se.');
  });

  it('prints the writer’s goal sentences under the goal in the person’s own words', { timeout: 30_000 }, async () => {
    const m = model(sampleAnswers('ischias'));
    const text = readPdf((await renderPdf(full({ ...m, texts: { ...m.texts, goalNote: 'Planen tar dig dit steg för steg.' } }))).pdf).text.replace(/\s+/g, ' ');
    expect(text).toMatch(/Ditt mål, med dina egna ord ”Orka en hel arbetsdag i lagret igen[^”]*” Planen tar dig dit steg för steg\./);
  });

  it('is plain data: it crosses to a worker as it is', () => {
    const doc = full(model(sampleAnswers('oro-och-stress')));
    expect(structuredClone(doc)).toEqual(doc);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});

describe('the preview, rendered', () => {
  it.each(PEOPLE)('%s: 1–3 pages with the summary and what the full report holds', { timeout: 30_000 }, async (_who, answers) => {
    const m = { ...model(answers), kind: 'preview' as const };
    const { pdf } = await renderPdf(composePreview(m));
    const { pages, text } = readPdf(pdf);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(3);
    expect(text).toContain('I den fullständiga rapporten');
    // Beside an urgent sign the risk group is stored but not shown (CLINICAL §1).
    expect(text.includes('Risk för långvariga besvär')).toBe(m.facts.urgency !== 'urgent');
  });
});
