import { eq, isNull, like, sql } from 'drizzle-orm';
import type { Database } from './client';
import { assessmentAnalyses, assessments, dataMigrations } from './schema';
import { replaceFirstReportDescription } from './seed/products';
import { applyBundledNotesLabels, applyBundledOptions, applyBundledQuestionBank } from './seed/question-bank';
import { questionsChanged } from './question-changes';

/**
 * Once, this migration stored engine 1's analysis for the assessments completed before analyses
 * were stored. No database still needs that, so engine 1 is gone; a database that has not run it
 * yet must not hold such an assessment either, or it would silently get the current engine's
 * analysis instead of the one its owner saw (CLINICAL.md §7). Refuses to start if it does.
 */
export async function refuseUnanalysedAssessments(db: Database): Promise<void> {
  const rows = await db
    .select({ id: assessments.id })
    .from(assessments)
    .leftJoin(assessmentAnalyses, eq(assessmentAnalyses.assessmentId, assessments.id))
    .where(isNull(assessmentAnalyses.id));
  if (rows.length === 0) return;
  throw new Error(
    `Data migration 2026-11-22-store-engine-1-analyses: ${rows.length} assessment(s) have no stored analysis ` +
      `(first ${rows[0]!.id}). They were completed before analyses were stored, and engine 1, which made their ` +
      'analysis, has been removed. Run this migration with a version that still has it (commit ce69695: ' +
      'src/server/modules/assessment/legacy-engine-1.ts and backfill.ts) before upgrading.',
  );
}

/**
 * A database that ran the engine-1 migration before it became a guard holds engine 1's analyses,
 * which the current analysis shape no longer reads (the widening is gone). Refuses to start while
 * any is stored, rather than failing later on a customer's page.
 */
export async function refuseEngineOneAnalyses(db: Database): Promise<void> {
  const rows = await db.select({ id: assessmentAnalyses.id }).from(assessmentAnalyses).where(like(assessmentAnalyses.engineVersion, '1.%'));
  if (rows.length === 0) return;
  throw new Error(
    `Data migration 2026-11-27-no-engine-1-analyses: ${rows.length} stored analysis/analyses of engine 1 (first ${rows[0]!.id}). ` +
      'Engine 1 and the code that read its analyses have been removed. Re-analyse those assessments with a version that still ' +
      'has it (commit ce69695) or remove them before upgrading.',
  );
}

/**
 * The dashboard counts assessments that stopped at an emergency from `assessments.emergency`, which
 * `storeAnalysis` writes from now on (decision 0029). The assessments stored before the column get
 * it from their newest stored analysis: an emergency when one of its red flags is.
 */
export async function markEmergencyAssessments(db: Database): Promise<void> {
  await db.execute(sql`
    update ${assessments} set emergency = true
    where ${assessments.id} in (
      select newest.assessment_id from (
        select distinct on (assessment_id) assessment_id, analysis
        from ${assessmentAnalyses}
        order by assessment_id, created_at desc, id desc
      ) newest
      where newest.analysis -> 'redFlags' @> '[{"urgency": "emergency"}]'::jsonb
    )`);
}

/**
 * Changes to data that must happen once per database, in order, after the SQL migrations. Each
 * runs in a transaction that first claims its id, so two processes starting together run it once.
 */
const DATA_MIGRATIONS: { id: string; run: (db: Database) => Promise<void> }[] = [
  { id: '2026-11-22-question-bank-2', run: applyBundledQuestionBank },
  // Engine 1's analyses were stored here; now only a guard that none is missing (see above).
  { id: '2026-11-22-store-engine-1-analyses', run: refuseUnanalysedAssessments },
  // A database that stored engine 1's analyses before that became a guard: none may be left (see above).
  { id: '2026-11-27-no-engine-1-analyses', run: refuseEngineOneAnalyses },
  // Engine 3 reads blood thinners (`anticoagulant`) in the health background.
  { id: '2026-11-27-engine-3-health-background', run: (db) => applyBundledOptions(db, ['health_background']) },
  // Issue 17: a note's field says what the report does with it (quoted word for word, never read); labels staff edited stay.
  { id: '2026-11-27-notes-promise', run: applyBundledNotesLabels },
  // The seeded description named counts that did not match the bank (issue 17).
  { id: '2026-11-27-report-description-without-counts', run: replaceFirstReportDescription },
  // Issue 19: the dashboard's emergency share reads a column; the assessments stored before it get it.
  { id: '2026-11-27-assessment-emergency-mark', run: markEmergencyAssessments },
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
