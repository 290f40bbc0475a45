import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REASSURING_WORDS } from '../../../shared/content/pattern-texts';
import { arbitraryFacts, CASES, facts } from './facts.test-support';
import { forbiddenAdviceIn } from './forbidden';
import { lifestyleAdvice } from './lifestyle';
import { treatmentPlan } from './plan';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
const section = (f: Parameters<typeof lifestyleAdvice>[0], topic: string) => lifestyleAdvice(f).find((s) => s.topic === topic);

describe('lifestyleAdvice', () => {
  it('gives four sections in order: sleep, stress, work, activity', () => {
    expect(lifestyleAdvice(CASES.acuteFirst).map((s) => s.topic)).toEqual(['sömn', 'stress', 'arbete', 'aktivitet']);
  });

  it('starts a little active person with the same walk as the plan’s first step (5 minutes, not 10)', () => {
    const f = facts({ activityLevel: 'low', exercise: 'never' });
    const activity = section(f, 'aktivitet')?.text ?? '';
    const stepOne = treatmentPlan(f)[0]!.actions.join(' ');
    expect(stepOne).toContain('5 minuter');
    expect(activity).toContain('fem minuter');
    expect(activity).not.toMatch(/tio minuter|10 minuter/);
  });

  it('is deterministic', () => {
    for (const f of Object.values(CASES)) expect(lifestyleAdvice(f)).toEqual(lifestyleAdvice(structuredClone(f)));
  });

  it('chooses the sleep text by the answer', () => {
    const poor = section(facts({ sleep: 'poor' }), 'sömn');
    const good = section(facts({ sleep: 'good' }), 'sömn');
    expect(poor?.text).toContain('Dålig sömn gör att smärta känns starkare');
    expect(poor?.text).toContain('vårdcentralen');
    expect(good?.text).toMatch(/^Du sover bra/);
    expect(section(facts({ sleep: 'poor', pregnant: true }), 'sömn')?.text).toContain('en under magen');
  });

  it('chooses the stress text by the score', () => {
    expect(section(facts({ stress: 8 }), 'stress')?.text).toMatch(/^Du skattade din stress till 8 av 10, och hög stress/);
    expect(section(facts({ stress: 8, socialSupport: 'little' }), 'stress')?.text).toContain('har du få att prata med');
    expect(section(facts({ stress: 5 }), 'stress')?.heading).toBe('Stress: pauser hjälper');
    expect(section(facts({ stress: 2 }), 'stress')?.heading).toBe('Stress: en bra grund');
    expect(section(facts({ stress: null }), 'stress')?.heading).toBe('Stress och återhämtning');
  });

  it('chooses the work text by the work type', () => {
    expect(section(facts({ workType: 'sitting' }), 'arbete')?.text).toContain('var 30:e minut');
    expect(section(facts({ workType: 'physical' }), 'arbete')?.text).toMatch(/Du behöver inte vara smärtfri för att arbeta.*Företagshälsovården/s);
    expect(section(facts({ workType: 'sick_leave' }), 'arbete')?.text).toMatch(/gradvis återgång.*Företagshälsovården/s);
    expect(section(facts({ workType: 'not_working' }), 'arbete')?.heading).toBe('Vardagen: struktur hjälper');
  });

  it('on sick leave with a high risk of long-lasting trouble: a planned way back, never "du behöver inte vara smärtfri"', () => {
    const work = section(CASES.highDistressPersistent, 'arbete');
    expect(work?.heading).toBe('Arbete: en planerad väg tillbaka');
    expect(work?.text).toMatch(/^Du behöver inte skynda\./);
    expect(work?.text).toMatch(/planerade tillsammans med vårdcentralen, företagshälsovården/);
    expect(work?.text).not.toContain('smärtfri');
  });

  it('with a high risk generally, the work advice points to combined support', () => {
    for (const workType of ['sitting', 'standing', 'physical', 'mixed', null] as const)
      expect(section(facts({ workType, riskGroup: 'high' }), 'arbete')?.text).toContain('stöd för både kropp och tankar');
    expect(section(facts({ workType: 'not_working', riskGroup: 'high' }), 'arbete')?.text).toContain('stöd för både kropp och tankar');
    expect(section(facts({ workType: 'sitting', riskGroup: 'medium' }), 'arbete')?.text).not.toContain('kropp och tankar');
  });

  it('beside an urgent sign, work waits for care', () => {
    expect(section({ ...CASES.urgent, workType: 'physical' }, 'arbete')?.heading).toBe('Arbete: efter vårdens bedömning');
    expect(section({ ...CASES.urgent, workType: 'physical' }, 'arbete')?.text).not.toContain('smärtfri');
  });

  it('chooses the activity text by the level, the stenosis picture, pregnancy and care', () => {
    expect(section(facts({ activityLevel: 'low' }), 'aktivitet')?.heading).toBe('Aktivitet: börja smått');
    expect(section(facts({ activityLevel: 'high' }), 'aktivitet')?.heading).toBe('Aktivitet: dosera i stället för att sluta');
    expect(section(CASES.stenosis70, 'aktivitet')?.text).toMatch(/^Gå i intervaller/);
    expect(section(CASES.pregnancy, 'aktivitet')?.text).toMatch(/förlossningen eller barnmorskemottagningen.*feber eller sveda/);
    expect(section(CASES.urgent, 'aktivitet')?.text).toMatch(/^Vänta med träning och nya aktiviteter tills vården har bedömt dig/);
  });

  it('keeps every section short (2–4 sentences), kind and within CLINICAL §4, for any facts', () => {
    fc.assert(
      fc.property(arbitraryFacts, (f) => {
        const sections = lifestyleAdvice(f);
        expect(sections).toHaveLength(4);
        for (const s of sections) {
          expect(sentences(s.text).length).toBeGreaterThanOrEqual(2);
          expect(sentences(s.text).length).toBeLessThanOrEqual(4);
          expect(s.heading.length).toBeGreaterThan(0);
          expect(forbiddenAdviceIn(`${s.heading}. ${s.text}`, { pregnant: f.pregnant })).toEqual([]);
          expect(s.text).not.toMatch(REASSURING_WORDS);
        }
      }),
      { numRuns: 400 },
    );
  });
});
