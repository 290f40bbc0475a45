import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, type CategoryId } from '../../../shared/domain/scoring/types';
import { EXERCISE_ILLUSTRATIONS } from '../../../shared/figure/exercise-poses';
import { painPatterns, type ReportFacts } from '../facts';
import { facts, standing } from './facts.test-support';
import { EXERCISES, PAIN_RULE, STOP_RULE, type Exercise } from './exercise-catalogue';
import { chooseExercises } from './exercises';
import { forbiddenAdviceIn } from './forbidden';

const PAIN_PATTERNS = CATEGORY_IDS.filter((id) => id !== 'emotionell' && id !== 'ospecifik');
const WALKING = ['walking', 'walking-intervals'];
const textOf = (e: Exercise) => [e.name, e.purpose, ...e.steps, e.dosage, e.feel, e.stop, e.illustration.options.title].join('\n');

/** Every ordered choice of up to two standing-out patterns, crossed with the facts that change the choice. */
function sweep(): ReportFacts[] {
  const standings: CategoryId[][] = [
    [],
    ...PAIN_PATTERNS.map((p) => [p]),
    ...PAIN_PATTERNS.flatMap((a) => PAIN_PATTERNS.filter((b) => b !== a).map((b) => [a, b])),
  ];
  const out: ReportFacts[] = [];
  for (const standingOut of standings)
    for (const pregnant of [false, true])
      for (const stenosisPicture of [false, true])
        for (const boneRisk of [false, true])
          for (const ageBand of ['30_44', '65_79', '80_plus', null] as const)
            for (const urgency of [null, 'soon', 'urgent'] as const)
              for (const psychosocialFactor of [false, true])
                for (const reliefPositions of [[], ['bending_forward', 'sitting']])
                  out.push(facts({ ...standing(...standingOut), pregnant, stenosisPicture, boneRisk, ageBand, urgency, psychosocialFactor, reliefPositions }));
  return out;
}
const SWEEP = sweep();

/** Checks every person of the sweep and returns the ones that fail, so one failure does not hide in thousands of passes. */
function failing(check: (f: ReportFacts, chosen: Exercise[]) => boolean): { facts: Partial<ReportFacts>; chosen: string[] }[] {
  return SWEEP.filter((f) => !check(f, chooseExercises(f)))
    .slice(0, 3)
    .map((f) => ({
      facts: {
        mainPattern: f.mainPattern,
        morePatterns: f.morePatterns,
        pregnant: f.pregnant,
        stenosisPicture: f.stenosisPicture,
        boneRisk: f.boneRisk,
        ageBand: f.ageBand,
        urgency: f.urgency,
      },
      chosen: chooseExercises(f).map((e) => `${e.step}:${e.id}`),
    }));
}

describe('the exercise library', () => {
  it('has 14–18 exercises with unique kebab-case ids, each with its picture', () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(14);
    expect(EXERCISES.length).toBeLessThanOrEqual(18);
    const ids = EXERCISES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of EXERCISES) {
      expect(e.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(e.illustration, e.id).toBe(EXERCISE_ILLUSTRATIONS[e.id as keyof typeof EXERCISE_ILLUSTRATIONS]);
    }
    expect(Object.keys(EXERCISE_ILLUSTRATIONS).sort()).toEqual([...ids].sort());
  });

  it.each(EXERCISES.map((e) => [e.id, e] as const))('%s is complete', (_id, e) => {
    expect(e.name).toMatch(/^[A-ZÅÄÖ][\p{L} ]+$/u);
    expect(e.purpose, 'one sentence').toMatch(/^[A-ZÅÄÖ][^.!?]{20,}\.$/);
    expect(e.steps.length).toBeGreaterThanOrEqual(3);
    expect(e.steps.length).toBeLessThanOrEqual(5);
    for (const step of e.steps) {
      expect(step).toMatch(/^[A-ZÅÄÖ].{10,}\.$/);
      expect(step.length, 'short').toBeLessThanOrEqual(130);
    }
    expect(e.dosage).toMatch(/\d/);
    expect(e.feel).toContain(PAIN_RULE);
    expect(e.feel).toMatch(/5 av 10/);
    expect(e.stop).toContain(STOP_RULE);
    expect(e.stop).toMatch(/längre ner/);
    expect(e.stop).toMatch(/domningar eller svaghet ökar/);
    expect([1, 2, 3]).toContain(e.step);
    expect(e.patterns.length).toBeGreaterThan(0);
    for (const p of e.patterns) expect(CATEGORY_IDS).toContain(p);
    expect(new Set(e.patterns).size).toBe(e.patterns.length);
  });

  it('speaks to the reader as "du", never "ni"', () => {
    for (const e of EXERCISES) expect(textOf(e), e.id).not.toMatch(/(?<![\p{L}])(?:ni|er|era|ert)(?![\p{L}])/iu);
    expect(EXERCISES.filter((e) => /(?<![\p{L}])(?:du|dig|din|ditt|dina)(?![\p{L}])/u.test(e.steps.join(' '))).length).toBeGreaterThan(EXERCISES.length / 2);
  });

  it('flags match the pictures: floor work, lying on the back or front, arching the back', () => {
    for (const e of EXERCISES) {
      const postures = e.illustration.poses.map((p) => p.posture);
      expect(e.floor, e.id).toBe(postures.some((p) => p !== 'standing' && p !== 'sitting'));
      // No long time on the back (late pregnancy) or on the belly, and no floor endurance, in pregnancy.
      if (postures.some((p) => p === 'supine' || p === 'prone')) expect(e.suitsPregnancy, e.id).toBe(false);
      // Anything that arches the back is not for the stenosis picture.
      if (e.illustration.poses.some((p) => p.lumbar + p.thoracic < -15)) expect(e.suitsStenosis, e.id).toBe(false);
    }
    expect(EXERCISES.find((e) => e.id === 'cat-camel')?.suitsStenosis).toBe(false);
    expect(EXERCISES.find((e) => e.id === 'prone-on-elbows')?.suitsStenosis).toBe(false);
  });

  it('has something for every plan step in every situation', () => {
    for (const step of [1, 2, 3]) {
      const inStep = EXERCISES.filter((e) => e.step === step);
      expect(inStep.filter((e) => e.suitsPregnancy).length, `step ${step} pregnancy`).toBeGreaterThanOrEqual(2);
      expect(inStep.filter((e) => e.suitsStenosis).length, `step ${step} stenosis`).toBeGreaterThanOrEqual(2);
      expect(inStep.filter((e) => !e.floor).length, `step ${step} off the floor`).toBeGreaterThanOrEqual(2);
    }
  });

  it('makes no claims and gives no advice the product never gives', () => {
    const words = [
      /diskbråck/i,
      /(?<![\p{L}])disk/iu,
      /instabil/i,
      /inklämd|i kläm/i,
      /slitage|sliten|förslit/i,
      /skad/i,
      /korsett/i,
      /stödbälte|bälte/i,
      /(?<![\p{L}])TENS(?![\p{L}])/u,
      /akupunktur/i,
      /diagnos/i,
      /nervsträck|sträck\p{L}* (?:ut )?nerv/iu,
      /(?<![\p{L}])(?:bota|botar|läker|garanter)/iu,
      /sängläge|sängvila/i,
    ];
    for (const e of EXERCISES) {
      const text = textOf(e);
      for (const w of words) expect(text, `${e.id}: ${w}`).not.toMatch(w);
      expect(forbiddenAdviceIn(text, { pregnant: false }), e.id).toEqual([]);
      expect(forbiddenAdviceIn(text, { pregnant: true }), e.id).toEqual([]);
    }
  });
});

describe('chooseExercises', () => {
  it('sweeps thousands of people', () => {
    expect(SWEEP.length).toBeGreaterThan(5000);
  });

  it('chooses 6–10 different exercises, ordered by plan step, at least two per step', () => {
    expect(failing((_f, c) => c.length >= 6 && c.length <= 10)).toEqual([]);
    expect(failing((_f, c) => new Set(c.map((e) => e.id)).size === c.length)).toEqual([]);
    expect(failing((_f, c) => c.every((e, i) => i === 0 || c[i - 1]!.step <= e.step))).toEqual([]);
    expect(failing((_f, c) => [1, 2, 3].every((s) => c.filter((e) => e.step === s).length >= 2))).toEqual([]);
  });

  it('always includes walking, once: in intervals with rests for the stenosis picture', () => {
    expect(failing((_f, c) => c.filter((e) => WALKING.includes(e.id)).length === 1)).toEqual([]);
    expect(failing((f, c) => c.some((e) => e.id === (f.stenosisPicture ? 'walking-intervals' : 'walking')))).toEqual([]);
  });

  it('is deterministic', () => {
    expect(failing((f, c) => JSON.stringify(chooseExercises({ ...f })) === JSON.stringify(c))).toEqual([]);
  });

  it('pregnancy: only exercises that suit it (nothing long on the back, no floor endurance)', () => {
    expect(failing((f, c) => !f.pregnant || c.every((e) => e.suitsPregnancy))).toEqual([]);
    expect(failing((f, c) => !f.pregnant || c.every((e) => e.illustration.poses.every((p) => p.posture !== 'supine' && p.posture !== 'prone')))).toEqual([]);
  });

  it('stenosis picture: only exercises that suit it, with bending forward, sitting and walking in intervals', () => {
    expect(failing((f, c) => !f.stenosisPicture || c.every((e) => e.suitsStenosis))).toEqual([]);
    expect(failing((f, c) => !f.stenosisPicture || ['seated-forward-bend', 'walking-intervals'].every((id) => c.some((e) => e.id === id)))).toEqual([]);
    expect(failing((f, c) => !f.stenosisPicture || !c.some((e) => e.id === 'cat-camel' || e.id === 'prone-on-elbows'))).toEqual([]);
  });

  it('bone risk or 80 and over: no floor strength or endurance work, nothing demanding, gentle ones', () => {
    const gentle = (f: ReportFacts) => f.boneRisk || f.ageBand === '80_plus';
    expect(failing((f, c) => !gentle(f) || c.every((e) => !(e.floor && e.step > 1) && e.id !== 'split-squat'))).toEqual([]);
    expect(failing((f, c) => !f.boneRisk || c.every((e) => e.id !== 'knee-to-chest' && e.id !== 'childs-pose'))).toEqual([]);
  });

  it('the gentle backward bend only where flexion-sensitive pain stands out', () => {
    expect(failing((f, c) => !c.some((e) => e.id === 'prone-on-elbows') || painPatterns(f).includes('disksmarta'))).toEqual([]);
  });

  it('matches the patterns that stand out first', () => {
    for (const p of PAIN_PATTERNS) {
      const chosen = chooseExercises(facts({ ...standing(p) })).filter((e) => !WALKING.includes(e.id));
      expect(chosen.filter((e) => e.patterns.includes(p)).length, p).toBeGreaterThanOrEqual(3);
    }
    const core = chooseExercises(facts({ ...standing('core_instabilitet') })).map((e) => e.id);
    expect(core).toEqual(expect.arrayContaining(['bird-dog', 'dead-bug']));
    const disk = chooseExercises(facts({ ...standing('disksmarta') })).map((e) => e.id);
    expect(disk).toContain('prone-on-elbows');
    const easedForward = chooseExercises(facts({ ...standing('facetsmarta'), reliefPositions: ['bending_forward'] })).map((e) => e.id);
    expect(easedForward.filter((id) => ['knee-to-chest', 'childs-pose', 'seated-forward-bend'].includes(id)).length).toBeGreaterThanOrEqual(1);
  });

  it('beside an urgent sign the list stays (the report says to wait for care); beside an emergency there is none', () => {
    expect(failing((f, c) => JSON.stringify(chooseExercises({ ...f, urgency: 'urgent' })) === JSON.stringify(c))).toEqual([]);
    for (const f of SWEEP.filter((_, i) => i % 50 === 0)) expect(chooseExercises({ ...f, urgency: 'emergency' })).toEqual([]);
    expect(chooseExercises(facts({ urgency: 'urgent', ...standing('disksmarta') })).length).toBeGreaterThanOrEqual(6);
  });

  it('gives the people of the brief sensible lists', () => {
    const ids = (o: Partial<ReportFacts>) => chooseExercises(facts(o)).map((e) => e.id);
    expect(ids({})).toEqual(['walking', 'cat-camel', 'sit-to-stand', 'bridge', 'hip-hinge', 'wall-sit']);
    const stenosis = ids({ ...standing('nervinklammning'), stenosisPicture: true, legSymptoms: true, ageBand: '65_79' });
    expect(stenosis).toEqual(expect.arrayContaining(['walking-intervals', 'seated-forward-bend', 'knee-to-chest']));
    const pregnancy = ids({ ...standing('si_led'), pregnant: true });
    expect(pregnancy).toEqual(expect.arrayContaining(['walking', 'cat-camel', 'bird-dog', 'sit-to-stand']));
    expect(pregnancy).not.toEqual(expect.arrayContaining(['bridge']));
  });
});
