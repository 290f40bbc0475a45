import { describe, expect, it } from 'vitest';
import { REASSURING_WORDS } from '../../content/pattern-texts';
import { RED_FLAG_ADVICE, RED_FLAG_TEXTS, URGENCY_HEADINGS, safetyMessage } from './advice';
import { analyseAnswers } from './engine';
import { COMBINATION_URGENCY, SINGLE_FLAG_URGENCY } from './red-flags';
import type { RedFlagId } from './types';

const URGENCY = { ...SINGLE_FLAG_URGENCY, ...COMBINATION_URGENCY };
const flags = (Object.keys(RED_FLAG_ADVICE) as RedFlagId[]).map((id) => ({ id, urgency: URGENCY[id], advice: RED_FLAG_ADVICE[id] }));

describe('the fixed safety texts (CLINICAL.md §1)', () => {
  it('never calm an urgent or emergency sign', () => {
    for (const f of flags.filter((f) => f.urgency !== 'soon')) expect(f.advice, f.id).not.toMatch(REASSURING_WORDS);
  });
});

describe('one safety message: the highest urgency once, every reason under it (engine 3)', () => {
  const flagsOf = (values: Record<string, string>) =>
    analyseAnswers(Object.fromEntries(Object.entries({ red_flags: 'none', ...values }).map(([k, v]) => [k, { completion: v }]))).redFlags;

  it('a cancer history with night pain: "Sök vård i dag" with the 24-hour contact, and no "inom några dagar" beside it', () => {
    const message = safetyMessage(flagsOf({ red_flags: 'cancer_history,night_pain' }))!;
    expect(message.urgency).toBe('urgent');
    expect(message.heading).toBe(URGENCY_HEADINGS.urgent);
    expect(message.actions).toEqual([RED_FLAG_TEXTS.cancer_spine.action]);
    expect(message.actions.join(' ')).not.toMatch(/inom några dagar/);
    expect(message.reasons).toEqual([RED_FLAG_TEXTS.cancer_spine.reason, RED_FLAG_TEXTS.cancer_history.reason, RED_FLAG_TEXTS.night_pain.reason]);
    // Nothing calms the reader beside an urgent sign.
    expect(message.reasons.join(' ')).not.toMatch(REASSURING_WORDS);
  });

  it('an emergency with lower flags: the emergency actions only, each once, every reason listed', () => {
    const message = safetyMessage(flagsOf({ red_flags: 'bladder_bowel,saddle_numbness,fever,cancer_history', pain_location: 'below_knee' }))!;
    expect(message.urgency).toBe('emergency');
    expect(message.actions).toEqual([RED_FLAG_TEXTS.cancer_neuro.action, RED_FLAG_TEXTS.bladder_bowel.action]);
    expect(message.reasons).toEqual(
      expect.arrayContaining([
        RED_FLAG_TEXTS.cancer_neuro.reason,
        RED_FLAG_TEXTS.bladder_bowel.reason,
        RED_FLAG_TEXTS.fever.reason,
        RED_FLAG_TEXTS.cancer_history.reason,
      ]),
    );
    expect(message.actions.join(' ')).not.toMatch(/i dag|inom några dagar/);
    expect(new Set(message.reasons).size).toBe(message.reasons.length);
  });

  it('only soon flags: their calm sentences stay', () => {
    const message = safetyMessage(flagsOf({ red_flags: 'night_pain' }))!;
    expect(message).toEqual({
      urgency: 'soon',
      heading: URGENCY_HEADINGS.soon,
      actions: [RED_FLAG_TEXTS.night_pain.action],
      reasons: [`${RED_FLAG_TEXTS.night_pain.reason} ${RED_FLAG_TEXTS.night_pain.calm}`],
    });
  });

  it('no flags: no message; a flag this version does not know shows its stored advice as what to do', () => {
    expect(safetyMessage([])).toBeNull();
    expect(safetyMessage([{ id: 'retired_flag', urgency: 'soon', advice: 'Kontakta vården.' }])).toEqual({
      urgency: 'soon',
      heading: URGENCY_HEADINGS.soon,
      actions: ['Kontakta vården.'],
      reasons: [],
    });
  });

  it('the stored advice of every flag is its action, reason and calm sentence', () => {
    for (const [id, text] of Object.entries(RED_FLAG_TEXTS)) {
      const advice = RED_FLAG_ADVICE[id as RedFlagId];
      expect(advice, id).toContain(text.action);
      expect(advice, id).toContain(text.reason);
      if (text.calm) expect(advice.endsWith(text.calm), id).toBe(true);
    }
  });
});
