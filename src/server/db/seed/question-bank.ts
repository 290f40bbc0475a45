import { eq, notInArray, sql } from 'drizzle-orm';
import { QUESTION_BANK } from '../../../shared/content/question-bank';
import type { Database } from '../client';
import { questions } from '../schema';

/**
 * Brings the stored question bank to the bundled bank (version 2, CLINICAL.md §6): every bundled
 * question is inserted or, by key, overwritten in wording, options and position; questions whose
 * keys the bank no longer has are deactivated, never deleted (stored answers keep their meaning).
 * Runs once per database as a data migration, so later edits by staff are kept.
 */
export async function applyBundledQuestionBank(db: Database): Promise<void> {
  for (const [index, question] of QUESTION_BANK.entries()) {
    const values = { ...question, position: index + 1, isActive: true };
    await db
      .insert(questions)
      .values(values)
      .onConflictDoUpdate({
        target: questions.key,
        set: {
          category: values.category,
          title: values.title,
          description: values.description,
          instructions: values.instructions,
          imageUrl: values.imageUrl,
          imageAlt: values.imageAlt,
          questionType: values.questionType,
          options: values.options,
          fields: values.fields,
          position: values.position,
          isActive: true,
          updatedAt: sql`now()`,
        },
      });
  }
  await db
    .update(questions)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(
      notInArray(
        questions.key,
        QUESTION_BANK.map((q) => q.key),
      ),
    );
}

/**
 * Brings the options of some stored questions to the bundled bank's, keeping everything else staff
 * may have edited (wording, position): for an option engine 3 reads that earlier banks lacked
 * (`anticoagulant` in `health_background`, CLINICAL.md §6).
 */
export async function applyBundledOptions(db: Database, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    const question = QUESTION_BANK.find((q) => q.key === key);
    if (!question) throw new Error(`the bundled bank has no question ${key}`);
    await db
      .update(questions)
      .set({ options: question.options, fields: question.fields, updatedAt: sql`now()` })
      .where(eq(questions.key, key));
  }
}

/** The notes labels of bank version 2 before issue 17, by question key where they differ from the self-tests' shared label. */
const EARLIER_NOTES_LABELS: Record<string, string> = {
  pain_location: 'Vill du beskriva smärtan mer?',
  prior_treatment: 'Vill du berätta mer om vad du har provat?',
};
const EARLIER_SELF_TEST_NOTES_LABEL = 'Vill du lägga till något om testet?';

/**
 * Gives each stored notes field the bundled label that says what the report does with a note
 * (issue 17), but only where the stored label is still the earlier bundled one: a label staff
 * have edited, and everything else in the question, is kept.
 */
export async function applyBundledNotesLabels(db: Database): Promise<void> {
  for (const question of QUESTION_BANK) {
    const notes = question.fields.additionalNotes;
    if (!notes) continue;
    const earlier = EARLIER_NOTES_LABELS[question.key] ?? EARLIER_SELF_TEST_NOTES_LABEL;
    const [stored] = await db.select({ fields: questions.fields }).from(questions).where(eq(questions.key, question.key));
    const storedNotes = stored?.fields.additionalNotes;
    if (!stored || !storedNotes || storedNotes.label !== earlier) continue;
    await db
      .update(questions)
      .set({ fields: { ...stored.fields, additionalNotes: { ...storedNotes, label: notes.label } }, updatedAt: sql`now()` })
      .where(eq(questions.key, question.key));
  }
}
