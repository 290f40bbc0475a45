import { describe, expect, it } from 'vitest';
import { questionsAsShown } from './shown-wording';

const live = [
  {
    key: 'onset',
    title: 'Hur började det? (ny)',
    questionType: 'radio',
    options: [
      { value: 'sudden', label: 'Plötsligt (ny)' },
      { value: 'gradual', label: 'Gradvis (ny)' },
    ],
  },
  { key: 'stress', title: 'Stress (ny)', questionType: 'range', options: [], fields: { completion: { min: 0, max: 10 } } },
];

describe('questionsAsShown', () => {
  it('puts the stored title and chosen options over the current wording; unchosen options and the rest stay as they are', () => {
    const shown = questionsAsShown(live, [
      { key: 'onset', title: 'Hur började det?', options: [{ value: 'sudden', label: 'Plötsligt' }] },
      { key: 'stress', title: 'Stress', options: [] },
    ]);
    expect(shown).toEqual([
      {
        ...live[0],
        title: 'Hur började det?',
        options: [
          { value: 'sudden', label: 'Plötsligt' },
          { value: 'gradual', label: 'Gradvis (ny)' },
        ],
      },
      { ...live[1], title: 'Stress' },
    ]);
  });

  it('keeps a stored question the current list no longer has, and without stored wording returns the current list', () => {
    expect(questionsAsShown([], [{ key: 'onset', title: 'Hur började det?', options: [{ value: 'sudden', label: 'Plötsligt' }] }])).toEqual([
      { key: 'onset', title: 'Hur började det?', questionType: 'radio', options: [{ value: 'sudden', label: 'Plötsligt' }] },
    ]);
    expect(questionsAsShown(live, undefined)).toEqual(live);
    expect(questionsAsShown(live, [])).toEqual(live);
  });
});
