import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_ASSESSMENTS } from '../../../shared/content/sample-assessments';
import { analyseAnswers, answersFromTests } from '../../../shared/domain/scoring/engine';
import { documentText, reportModelFor, sample, sampleAnswers, sampleReportDocument } from '../../../../tests/support/reports';
import { reportFacts, type ReportFacts, type SelfTestKey } from '../facts';
import { goalOf } from '../gather';
import { composeReport } from '../produce';
import { promptFor } from '../writers/ai';
import { writeBuiltinTexts } from '../writers/builtin';
import { levelOf, outcome } from './exercise-fit';
import type { Exercise } from './exercise-catalogue';
import { chooseExercises } from './exercises';
import { analysisFor, arbitraryFacts, facts } from './facts.test-support';
import { goalStepSentence, goalThemes } from './goal';
import { notesOf } from './notes';
import { treatmentPlan } from './plan';

/** Issue 17: a report written for this person, and a plan that fits the answers. */

/** Exercise-like words a text may use only when the report holds the card (none where no card exists). */
const NAMED: [RegExp, string[]][] = [
  [/sidoplank|benlyft|stå på ett ben/i, []],
  [/plankan?\b|planka på knä/i, ['knee-plank']],
  [/fågelhund/i, ['bird-dog']],
  [/bäckenlyft/i, ['bridge']],
  [/knä(?:na|n) mot bröstet/i, ['knee-to-chest']],
  [/katt och ko/i, ['cat-camel']],
  [/barnets position/i, ['childs-pose']],
  [/höftfällning/i, ['hip-hinge']],
  [/väggsittning/i, ['wall-sit']],
  [/utfallsböj/i, ['split-squat']],
  [/döda insekten/i, ['dead-bug']],
  [/tåhävning/i, ['heel-raise']],
  [/knälyft/i, ['standing-knee-lift']],
  [/uppresning|resa dig från en stol/i, ['sit-to-stand']],
  [/vila på armbågarna/i, ['prone-on-elbows']],
  [/framåtböjning/i, ['seated-forward-bend']],
  [/promenad i intervaller/i, ['walking-intervals']],
];
const CITATION = /\(\p{L}+,? \p{L}*,? ?\d{4}\)|\(\p{L}+ \d{4}\)/u;

/** The plan's text and the letter's and recommendations' (the texts that may name an exercise). */
function planAndLetter(f: ReportFacts, goal: string | null, exercises = chooseExercises(f)): string {
  const plan = treatmentPlan(f, { goal, exercises }).flatMap((s) => [s.goal, s.goalLink ?? '', ...s.actions]);
  const texts = writeBuiltinTexts(analysisFor(f), f, goal !== null);
  return [...plan, texts.personaliserBrev, texts.rekommendationer, texts.goalNote].join('\n');
}

const cardText = (e: Exercise) => [e.name, e.purpose, e.forYou ?? '', ...e.steps, e.dosage, e.feel, e.stop].join('\n');

function absentNamed(text: string, chosen: Exercise[]): string[] {
  const ids = new Set(chosen.map((e) => e.id));
  return NAMED.filter(([re, cards]) => re.test(text) && !cards.some((id) => ids.has(id))).map(([re]) => re.source);
}

const withTests = (tests: Partial<Record<SelfTestKey, string | null>>, hurt: SelfTestKey[] = [], more: Partial<ReportFacts> = {}) =>
  facts({ ...more, selfTests: { ...facts().selfTests, ...tests }, selfTestsHurt: hurt });

describe('exercises from what the person could do', () => {
  it('maps each self-test to its cards, written down (exercise-fit.ts)', () => {
    expect(outcome(withTests({ plank_hold: 'skipped' }), 'plank_hold')).toBe('not_done');
    expect(outcome(withTests({ plank_hold: 'cannot' }), 'plank_hold')).toBe('not_done');
    expect(outcome(withTests({ bird_dog: 'back_pain' }), 'bird_dog')).toBe('hurt');
    expect(outcome(withTests({ wall_sit: '30_60' }, ['wall_sit']), 'wall_sit')).toBe('hurt');
    expect(outcome(withTests({ plank_hold: 'under_30' }), 'plank_hold')).toBe('weak');
    expect(outcome(withTests({ plank_hold: null }), 'plank_hold')).toBe('unknown');
  });

  it('a plank skipped, impossible or painful never gives the plank; bird dog that hurt gives one arm or leg at a time', () => {
    for (const f of [withTests({ plank_hold: 'skipped' }), withTests({ plank_hold: 'cannot' }), withTests({ plank_hold: '30_60' }, ['plank_hold'])]) {
      expect(levelOf('knee-plank', f)).toBe('none');
      expect(chooseExercises({ ...f, mainPattern: 'core_instabilitet' }).map((e) => e.id)).not.toContain('knee-plank');
    }
    const bird = chooseExercises(withTests({ bird_dog: 'back_pain' }, [], { mainPattern: 'core_instabilitet' })).find((e) => e.id === 'bird-dog');
    expect(bird?.level).toBe('easy');
    expect(bird?.name).toBe('Fågelhunden (en arm eller ett ben i taget)');
    expect(bird?.steps.join(' ')).toMatch(/en arm i taget.*ett ben i taget/);
    expect(bird?.forYou).toMatch(/^Fågelhunden gjorde ont i testet/);
  });

  it('bending forward that hurt gives no forward-bending card, unless bending forward or sitting is what eases it', () => {
    const FLEXION = ['seated-forward-bend', 'knee-to-chest', 'childs-pose'];
    const karin = reportModelFor(sampleAnswers('ischias')).facts;
    expect(karin.selfTests.forward_bend).toBe('leg_pain');
    expect(
      chooseExercises(karin)
        .map((e) => e.id)
        .filter((id) => FLEXION.includes(id)),
    ).toEqual([]);
    const eased = withTests({ forward_bend: 'back_pain' }, [], { mainPattern: 'facetsmarta', reliefPositions: ['bending_forward'] });
    expect(chooseExercises(eased).some((e) => FLEXION.includes(e.id))).toBe(true);
  });

  it('for any answers, a test that was skipped, impossible or painful never gives its card at full level', () => {
    const cardsOf: Record<string, SelfTestKey[]> = {
      'knee-plank': ['plank_hold'],
      'bird-dog': ['bird_dog'],
      'wall-sit': ['wall_sit'],
      'standing-knee-lift': ['single_leg_stand'],
      'heel-raise': ['single_leg_stand'],
      'hip-hinge': ['forward_bend', 'straight_leg_raise'],
      'prone-on-elbows': ['backward_bend'],
    };
    fc.assert(
      fc.property(arbitraryFacts, (f) => {
        for (const e of chooseExercises(f)) {
          const tests = cardsOf[e.id] ?? [];
          if (tests.some((k) => ['hurt', 'not_done'].includes(outcome(f, k)))) expect(e.level, `${e.id} ${JSON.stringify(f.selfTests)}`).toBe('easy');
          if (e.id === 'knee-plank' || e.id === 'prone-on-elbows' || e.id === 'wall-sit')
            expect(tests.some((k) => ['hurt', 'not_done'].includes(outcome(f, k)))).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('names no exercise the report does not contain, for the samples and for many answer sets', () => {
    for (const s of SAMPLE_ASSESSMENTS) {
      const answers = answersFromTests(Object.entries(s.answers).map(([testId, completion]) => ({ testId, completion })));
      const f = reportFacts(analyseAnswers(answers), answers);
      expect(absentNamed(planAndLetter(f, goalOf(answers)), chooseExercises(f)), s.id).toEqual([]);
    }
    fc.assert(
      fc.property(arbitraryFacts, fc.constantFrom(null, 'Springa milen igen.', 'Lyfta barnbarnen och gå i skogen.'), (f, goal) => {
        expect(absentNamed(planAndLetter(f, goal), chooseExercises(f))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('Jonas (plank skipped, bird dog hurt) reads nothing about holding the plank longer', () => {
    const f = reportModelFor(sampleAnswers('oro-och-stress')).facts;
    const text = planAndLetter(f, 'Komma tillbaka till jobbet.');
    expect(text).not.toMatch(/plank|hålltid/i);
    const ids = chooseExercises(f).map((e) => e.id);
    expect(ids).not.toContain('knee-plank');
    expect(chooseExercises(f).find((e) => e.id === 'bird-dog')?.level ?? 'none').not.toBe('full');
  });
});

describe('a first step from the person’s level', () => {
  const step1 = (o: Partial<ReportFacts>) => treatmentPlan(facts(o))[0]!.actions.join('\n');
  it.each([
    ['on sick leave', { workType: 'sick_leave' }],
    ['with low activity', { activityLevel: 'low' }],
    ['who never exercises', { exercise: 'never' }],
    ['at 65 and over', { ageBand: '65_79' }],
  ] as [string, Partial<ReportFacts>][])('starts shorter and gentler %s: 5 minutes, around the house or block', (_, o) => {
    expect(step1(o)).toContain('5 minuters promenad, runt huset eller kvarteret');
    expect(chooseExercises(facts(o)).find((e) => e.id === 'walking')?.dosage).toMatch(/^5 minuter/);
  });

  it('keeps an active person’s training, adjusted, and never starts them at 5 minutes', () => {
    for (const o of [{ activityLevel: 'high' }, { exercise: '3_plus_week' }] as Partial<ReportFacts>[]) {
      expect(step1(o)).toContain('behåll träningen, men dra ner på det som gör mest ont');
      expect(step1(o)).not.toContain('5 minuters promenad');
    }
  });
});

describe('written for this person', () => {
  it('quotes the goal in every step and says how the step serves it; no goal, no goal sentence', () => {
    const goal = 'Springa milen igen före sommaren.';
    const plan = treatmentPlan(facts(), { goal });
    for (const s of plan) expect(s.goalLink).toMatch(/^För ditt mål ”Springa milen igen före sommaren”: \p{Ll}/u);
    expect(new Set(plan.map((s) => s.goalLink)).size).toBe(3);
    expect(treatmentPlan(facts(), { goal: null }).every((s) => s.goalLink === null)).toBe(true);
    expect(planAndLetter(facts(), null)).not.toContain('För ditt mål');
    // Before care has looked, the steps wait for care, not for the goal.
    expect(treatmentPlan(facts({ urgency: 'urgent' }), { goal }).every((s) => s.goalLink === null)).toBe(true);
  });

  it('recognises a few safe themes in the goal, in the order written, else a general sentence', () => {
    expect(goalThemes('Orka en hel arbetsdag i lagret igen och kunna lyfta barnbarnen.')).toEqual(['work', 'lift']);
    expect(goalThemes('Kunna gå på promenad med hunden')).toEqual(['walk']);
    expect(goalThemes('Sitta i bilen till stugan')).toEqual(['sit', 'travel']);
    expect(goalStepSentence('Må bättre', 1, { workType: 'sitting' })).toMatch(/^För ditt mål ”Må bättre”: det här steget lägger grunden/);
    // On sick leave the way back is never pushed.
    expect(goalStepSentence('Tillbaka till jobbet', 1, { workType: 'sick_leave' })).toContain('behöver inte skyndas');
  });

  it('greets by the first name only', () => {
    for (const s of SAMPLE_ASSESSMENTS) {
      const text = documentText(sampleReportDocument(s.id));
      const first = s.name.split(' ')[0]!;
      expect(text).toContain(`Hej ${first}!`);
      expect(text).not.toContain(`Hej ${s.name}`);
    }
  });

  it('cites no study in the letter or the plan (the sources list them)', () => {
    fc.assert(
      fc.property(arbitraryFacts, (f) => {
        expect(planAndLetter(f, 'Gå i skogen.')).not.toMatch(CITATION);
      }),
      { numRuns: 200 },
    );
    for (const s of SAMPLE_ASSESSMENTS) {
      const text = documentText(sampleReportDocument(s.id));
      const letterAndPlan = text.slice(text.indexOf('Ett brev till dig'), text.indexOf('Dina övningar'));
      expect(letterAndPlan, s.id).not.toMatch(CITATION);
      expect(text.slice(text.indexOf('Källor'))).toContain('Pocovi m.fl., The Lancet 2024');
    }
  });

  it('never speaks of pregnancy to someone not pregnant; a pregnant person gets the card’s own note', () => {
    fc.assert(
      fc.property(arbitraryFacts, (f) => {
        const cards = chooseExercises(f).map(cardText).join('\n');
        if (!f.pregnant) expect(cards).not.toMatch(/gravid|magen får plats/i);
      }),
      { numRuns: 300 },
    );
    const pregnant = chooseExercises(facts({ pregnant: true, reliefPositions: ['bending_forward'], mainPattern: 'facetsmarta' }));
    const bend = pregnant.find((e) => e.id === 'seated-forward-bend' || e.id === 'childs-pose');
    expect(bend?.steps.join(' ')).toMatch(/så att magen får plats/);
  });

  it('shapes the advice by the answers: what eases, sitting, aching after exertion, what was tried', () => {
    const f = facts({
      reliefPositions: ['lying_down'],
      sittingTolerance: 'under_30',
      afterExertion: true,
      priorTreatment: ['painkillers', 'massage', 'chiro_naprapath', 'exercise_program'],
    });
    const text = planAndLetter(f, null);
    expect(text).toContain('Du har svarat att det lättar när du lägger dig ner.');
    expect(text).toContain('Du har svarat att du kan sitta mindre än 30 minuter');
    expect(text).toContain('Rapporten ger inga råd om läkemedel: fortsätt så som apoteket eller läkaren har sagt');
    expect(text).toMatch(
      /Du har provat massage och kiropraktor eller naprapat\. Sådan behandling kan lätta för stunden, och planen lägger till den aktiva delen/,
    );
    expect(text).toContain('Du har redan ett träningsprogram för ryggen. Fortsätt med det och öka det');
    expect(planAndLetter(facts({ priorTreatment: ['physiotherapy'] }), null)).toContain('ta med rapporten nästa gång du träffar en fysioterapeut');
    expect(planAndLetter(facts({ priorTreatment: [] }), null)).not.toContain('Du har provat');
  });
});

describe('the person’s own notes', () => {
  const answers = answersFromTests([
    ...Object.entries(sample('forsta-gangen').answers).map(([testId, completion]) => ({ testId, completion })),
    { testId: 'forward_bend', completion: 'no_pain', additionalNotes: '  Drog lite  i vänster\nvad. ' },
    { testId: 'prior_treatment', completion: 'painkillers', additionalNotes: 'Ipren 400 mg, hjälpte lite' },
    { testId: 'pain_location', completion: 'low_back_center', additionalNotes: 'x'.repeat(500) },
  ]);

  it('quotes them trimmed and capped, labelled by question, in the order of the questions', () => {
    const notes = notesOf(answers);
    expect(notes.map((n) => n.label)).toEqual(['Var det gör ont', 'Framåtböjning', 'Det du har provat']);
    expect(notes[1]!.text).toBe('Drog lite i vänster vad.');
    expect(notes[0]!.text.length).toBeLessThanOrEqual(300);
  });

  it('never cuts a character in two where it caps a long note (no lone surrogate reaches the PDF)', () => {
    const emoji = answersFromTests([{ testId: 'forward_bend', completion: 'no_pain', additionalNotes: '😀'.repeat(400) }]);
    const [note] = notesOf(emoji);
    expect(note!.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(note!.text.startsWith('😀'.repeat(200))).toBe(true);
  });

  it('puts them word for word in the full report, and never in what a writer sees', () => {
    const analysis = analyseAnswers(answers);
    const f = reportFacts(analysis, answers);
    const doc = sampleReportDocument('forsta-gangen');
    expect(documentText(doc)).not.toContain('Dina egna anteckningar');
    const model = { ...reportModelFor(sampleAnswers('forsta-gangen')), notes: notesOf(answers) };
    const text = documentText(composeReport(model));
    expect(text).toContain('Dina egna anteckningar');
    expect(text).toContain('”Ipren 400 mg, hjälpte lite”');
    expect(text).toContain('Råden i rapporten bygger på dina val i frågorna, inte på anteckningarna.');
    expect(JSON.stringify(f)).not.toMatch(/Ipren|vänster/);
    expect(promptFor({ analysis, facts: f, hasGoal: true })).not.toMatch(/Ipren|vänster|Springa/);
  });
});
