import { describe, expect, it } from 'vitest';
import { REASSURING_WORDS } from '../../content/pattern-texts';
import { RED_FLAG_ADVICE, adviceText } from './advice';
import { COMBINATION_URGENCY, SINGLE_FLAG_URGENCY } from './red-flags';
import type { RedFlagId } from './types';

const URGENCY = { ...SINGLE_FLAG_URGENCY, ...COMBINATION_URGENCY };
const flags = (Object.keys(RED_FLAG_ADVICE) as RedFlagId[]).map((id) => ({ id, urgency: URGENCY[id], advice: RED_FLAG_ADVICE[id] }));

describe('the fixed safety texts (CLINICAL.md §1)', () => {
  it('never calm an urgent or emergency sign', () => {
    for (const f of flags.filter((f) => f.urgency !== 'soon')) expect(f.advice, f.id).not.toMatch(REASSURING_WORDS);
  });

  it('show every advice beside a more urgent sign, without its calm last sentence', () => {
    for (const f of flags) {
      const plain = adviceText(f, { calm: false });
      expect(plain, f.id).not.toMatch(REASSURING_WORDS);
      // What to do is all still there: only a closing sentence is dropped.
      expect(f.advice.startsWith(plain), f.id).toBe(true);
      expect(plain.split('. ')[0], f.id).toBe(f.advice.split('. ')[0]);
      expect(adviceText(f, { calm: true })).toBe(f.advice);
    }
    expect(adviceText({ id: 'night_pain', advice: RED_FLAG_ADVICE.night_pain }, { calm: false })).toBe(
      'Kontakta din vårdcentral eller ring 1177 inom några dagar. Konstant värk i vila eller på natten bör bedömas av vården.',
    );
  });

  it('leaves an advice stored by an earlier wording as it was', () => {
    const older = { id: 'night_pain', advice: 'Kontakta vården inom några dagar.' };
    expect(adviceText(older, { calm: false })).toBe(older.advice);
  });
});
