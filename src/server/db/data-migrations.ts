import type { Database } from './client';
import { dataMigrations } from './schema';
import { replaceFirstReportDescription } from './seed/products';
import { applyBundledNotesLabels, applyBundledOptions, applyBundledQuestionBank } from './seed/question-bank';
import { backfillAnalyses } from '../modules/assessment/backfill';
import { questionsChanged } from '../modules/assessment/question-cache';

/**
 * Changes to data that must happen once per database, in order, after the SQL migrations. Each
 * runs in a transaction that first claims its id, so two processes starting together run it once.
 */
const DATA_MIGRATIONS: { id: string; run: (db: Database) => Promise<void> }[] = [
  { id: '2026-11-22-question-bank-2', run: applyBundledQuestionBank },
  { id: '2026-11-22-store-engine-1-analyses', run: backfillAnalyses },
  // Engine 3 reads blood thinners (`anticoagulant`) in the health background.
  { id: '2026-11-27-engine-3-health-background', run: (db) => applyBundledOptions(db, ['health_background']) },
  // Issue 17: a note's field says what the report does with it (quoted word for word, never read); labels staff edited stay.
  { id: '2026-11-27-notes-promise', run: applyBundledNotesLabels },
  // The seeded description named counts that did not match the bank (issue 17).
  { id: '2026-11-27-report-description-without-counts', run: replaceFirstReportDescription },
];

export async function runDataMigrations(db: Database): Promise<string[]> {
  const applied: string[] = [];
  try {
    for (const migration of DATA_MIGRATIONS) {
      await db.transaction(async (tx) => {
        const [claimed] = await tx.insert(dataMigrations).values({ id: migration.id }).onConflictDoNothing().returning();
        if (!claimed) return;
        await migration.run(tx);
        applied.push(migration.id);
      });
    }
  } finally {
    // Most of them rewrite questions: the served list is read again, after the commits (never before).
    if (applied.length) questionsChanged();
  }
  return applied;
}
