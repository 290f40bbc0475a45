import type { Database } from './client';
import { dataMigrations } from './schema';
import { QUESTION_BANK } from '../../shared/content/question-bank';
import { applyBundledOptions, applyBundledQuestionBank } from './seed/question-bank';
import { backfillAnalyses } from '../modules/assessment/backfill';

/** The questions with a notes field. */
const NOTE_QUESTION_KEYS = QUESTION_BANK.filter((q) => q.fields.additionalNotes).map((q) => q.key);

/**
 * Changes to data that must happen once per database, in order, after the SQL migrations. Each
 * runs in a transaction that first claims its id, so two processes starting together run it once.
 */
const DATA_MIGRATIONS: { id: string; run: (db: Database) => Promise<void> }[] = [
  { id: '2026-11-22-question-bank-2', run: applyBundledQuestionBank },
  { id: '2026-11-22-store-engine-1-analyses', run: backfillAnalyses },
  // Engine 3 reads blood thinners (`anticoagulant`) in the health background.
  { id: '2026-11-27-engine-3-health-background', run: (db) => applyBundledOptions(db, ['health_background']) },
  // Issue 17: a note's field says what the report does with it (quoted word for word, never read).
  { id: '2026-11-28-notes-promise', run: (db) => applyBundledOptions(db, NOTE_QUESTION_KEYS) },
];

export async function runDataMigrations(db: Database): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of DATA_MIGRATIONS) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx.insert(dataMigrations).values({ id: migration.id }).onConflictDoNothing().returning();
      if (!claimed) return;
      await migration.run(tx);
      applied.push(migration.id);
    });
  }
  return applied;
}
