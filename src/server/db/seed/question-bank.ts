import { notInArray, sql } from 'drizzle-orm';
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
