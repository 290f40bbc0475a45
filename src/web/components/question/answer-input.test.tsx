import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTES_PROMISE, QUESTION_BANK } from '../../../shared/content/question-bank';
import type { Question } from '../../../shared/contracts/assessment';
import { AnswerInput, notesLabel } from './answer-input';

describe('a notes field', () => {
  it('splits its label into the question and what the report does with a note', () => {
    expect(notesLabel(`Vill du lägga till något om testet? ${NOTES_PROMISE}`)).toEqual({
      question: 'Vill du lägga till något om testet?',
      hint: NOTES_PROMISE,
    });
    expect(notesLabel('Anteckning')).toEqual({ question: 'Anteckning', hint: '' });
  });

  it('is named by its question and described by the promise, shown once', async () => {
    const plank = QUESTION_BANK.find((q) => q.key === 'plank_hold')! as unknown as Question;
    render(<AnswerInput question={plank} draft={{ completion: '' }} headingId="h" onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /frivilligt/ }));
    const notes = screen.getByRole('textbox', { name: 'Vill du lägga till något om testet?' });
    expect(notes).toHaveAccessibleDescription(NOTES_PROMISE);
    expect(screen.getAllByText(NOTES_PROMISE)).toHaveLength(1);
  });
});
