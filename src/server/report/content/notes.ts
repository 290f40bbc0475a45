import { QUESTION_BANK } from '../../../shared/content/question-bank';
import type { AnswerMap } from '../../../shared/domain/scoring/types';

/**
 * The person's own notes to the questions (`additionalNotes`: the self-tests, where it hurts, what
 * they have tried), and what the report does with them (issue 17): it quotes them word for word,
 * trimmed and capped, under "Dina egna anteckningar", so they can show them to a physiotherapist.
 * It never reads them: no advice, pattern or exercise depends on them, and no writer sees them
 * (facts hold no free text). The questionnaire promises exactly this.
 */
export interface PersonNote {
  /** Which question it belongs to, short: "Framåtböjning", "Var det gör ont". */
  label: string;
  text: string;
}

export const NOTE_MAX = 300;
export const NOTES_MAX = 8;

const LABELS: Record<string, string> = {
  pain_location: 'Var det gör ont',
  prior_treatment: 'Det du har provat',
};

/** A question's short label: its own, or the part of a self-test's title before the colon. */
function labelOf(key: string, title: string): string {
  return LABELS[key] ?? title.split(':')[0]!.replace(/\?$/, '');
}

/** Whitespace folded and capped at NOTE_MAX characters, counted and cut by code point (never inside an emoji's pair). */
function clean(text: string): string {
  const flat = [...text.replace(/\s+/g, ' ').trim()];
  return flat.length <= NOTE_MAX
    ? flat.join('')
    : `${flat
        .slice(0, NOTE_MAX - 10)
        .join('')
        .replace(/\s+\S*$/, '')} …`;
}

/** The notes in the order of the questions, at most NOTES_MAX. */
export function notesOf(answers: AnswerMap): PersonNote[] {
  return QUESTION_BANK.flatMap((q) => {
    const raw = answers[q.key]?.additionalNotes;
    const text = raw ? clean(raw) : '';
    return text ? [{ label: labelOf(q.key, q.title), text }] : [];
  }).slice(0, NOTES_MAX);
}
