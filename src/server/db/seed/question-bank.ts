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
