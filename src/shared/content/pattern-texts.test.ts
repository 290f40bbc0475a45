import { describe, expect, it } from 'vitest';
import { PATTERN_RULES } from '../domain/scoring/weights';
import { CATEGORY_IDS } from '../domain/scoring/types';
import { QUESTION_BANK } from './question-bank';
import {
  PATTERN_NOTE,
  PATTERN_TEXTS,
  PELVIC_GIRDLE_NOTE,
  STENOSIS_CARE,
  STENOSIS_TEXT,
  evidenceSentence,
  evidenceSentences,
  patternParagraphs,
  plainEvidenceSentences,
} from './pattern-texts';

describe('pattern texts', () => {
  it('explain every pattern, and every sign the engine can show has a plain sentence', () => {
    for (const id of CATEGORY_IDS) expect(PATTERN_TEXTS[id].explanation.length).toBeGreaterThan(60);
    for (const { rules } of Object.values(PATTERN_RULES)) {
      for (const rule of rules) {
        const sentence = typeof rule.when === 'string' ? evidenceSentence(rule.questionKey, rule.when) : evidenceSentence(rule.questionKey, '8');
        expect(sentence, `${rule.questionKey}=${JSON.stringify(rule.when)}`).toMatch(/^[A-ZÅÄÖ].*\.$/);
        expect(sentence).not.toContain(`${rule.questionKey}:`);
      }
    }
  });

  it('gives the report every sign as a plain sentence, strongest first, each once, absences left out', () => {
    for (const { rules } of Object.values(PATTERN_RULES)) {
      for (const rule of rules) {
        const answer = typeof rule.when === 'string' ? rule.when : '8';
        expect(plainEvidenceSentences([{ questionKey: rule.questionKey, answer }]), `${rule.questionKey}=${answer}`).toHaveLength(1);
      }
    }
    const sentences = plainEvidenceSentences([
      { questionKey: 'forward_bend', answer: 'back_pain' },
      { questionKey: 'forward_bend', answer: 'back_pain' },
      { questionKey: 'leg_tingling', answer: 'no' },
      { questionKey: 'stress', answer: '8' },
    ]);
    expect(sentences).toEqual(['Det gjorde ont i ryggen när du böjde dig framåt.', 'Du skattade din stress till 8 av 10.']);
    expect(sentences.join(' ')).not.toMatch(/På frågan|\?/);
  });

  it('never claims a diagnosis or a damaged back (CLINICAL.md §2)', () => {
    const all = [...Object.values(PATTERN_TEXTS), STENOSIS_TEXT]
      .flatMap((t) => [t.explanation, t.outlook ?? ''])
      .concat(PELVIC_GIRDLE_NOTE)
      .join(' ');
    for (const word of [
      /diagnos/i,
      /diskbråck/i,
      /slitage/i,
      /instabil rygg/i,
      /inklämd nerv/i,
      /sitter i huvudet/i,
      /röntgen|magnetkamera|MR-/i,
      /\bskada\b/i,
      /botas|bot mot/i,
      /90 ?%/,
    ]) {
      expect(all).not.toMatch(word);
    }
  });
});

describe('pattern texts on the results page', () => {
  it('say the signals are traditional clinical reasoning, not a validated test, and never fragile words', () => {
    expect(PATTERN_NOTE).toMatch(/traditionellt kliniskt resonemang/);
    expect(PATTERN_NOTE).toMatch(/inte på validerade tester/);
    for (const id of ['disksmarta', 'facetsmarta', 'si_led', 'nervinklammning', 'core_instabilitet'] as const) {
      expect(PATTERN_TEXTS[id].explanation, id).toMatch(/traditionellt kliniskt resonemang, inte på ett validerat test/);
    }
    const all = [PATTERN_NOTE, STENOSIS_CARE, ...Object.values(PATTERN_TEXTS).flatMap((t) => [t.explanation, t.outlook ?? ''])].join(' ');
    expect(all).not.toMatch(/skada|slitage|instabil rygg|inklämd|klämd nerv|i huvudet|din smärttyp/i);
  });

  it('names the stenosis picture, with its advice, when walking symptoms eased by sitting raised the nerve pattern', () => {
    const stenosis = patternParagraphs(
      { id: 'nervinklammning', evidence: [{ questionKey: 'walking_limit', answer: 'leg_symptoms_eased_by_sitting' }] },
      { calm: true },
    ).join(' ');
    expect(stenosis).toContain('liknar spinal stenos (förträngning i ryggkanalen)');
    expect(stenosis).toContain(STENOSIS_CARE);
    const sciatica = patternParagraphs({ id: 'nervinklammning', evidence: [{ questionKey: 'leg_tingling', answer: 'yes' }] }, { calm: true }).join(' ');
    expect(sciatica).toContain('ischias');
    expect(sciatica).not.toContain('stenos');
  });

  it('leaves out every encouraging outlook beside an urgent sign', () => {
    for (const id of Object.keys(PATTERN_TEXTS)) {
      const calm = patternParagraphs({ id, evidence: [] }, { calm: true });
      const serious = patternParagraphs({ id, evidence: [] }, { calm: false });
      expect(serious).toEqual([PATTERN_TEXTS[id as keyof typeof PATTERN_TEXTS].explanation]);
      expect(calm.length).toBeGreaterThanOrEqual(serious.length);
    }
  });

  it('builds evidence sentences from the question titles and option labels, present signs only', () => {
    const questions = QUESTION_BANK.map((q) => ({ ...q }));
    const title = (key: string) => questions.find((q) => q.key === key)!.title;
    const sentences = evidenceSentences(
      [
        { questionKey: 'pain_location', answer: 'below_knee' },
        { questionKey: 'pain_location', answer: 'thigh' },
        { questionKey: 'stress', answer: '8' },
        { questionKey: 'leg_tingling', answer: 'no' },
        { questionKey: 'work_type', answer: 'physical' },
        { questionKey: 'plank_hold', answer: 'cannot' },
      ],
      questions,
    );
    expect(sentences).toHaveLength(2);
    expect(sentences[0]).toMatch(new RegExp(`^På frågan ”${title('pain_location').replace(/[?()]/g, '\\$&')}” svarade du ”.+” och ”.+”\\.$`));
    expect(sentences[1]).toBe(`På frågan ”${title('stress')}” svarade du 8 på en skala från 0 till 10.`);
  });

  it('never shows a raw key when the bank lacks the question', () => {
    expect(evidenceSentences([{ questionKey: 'after_exertion', answer: 'yes' }], [])).toEqual([evidenceSentence('after_exertion', 'yes')]);
    expect(evidenceSentences([{ questionKey: 'unknown_key', answer: 'x' }], [])).toEqual([]);
  });
});
