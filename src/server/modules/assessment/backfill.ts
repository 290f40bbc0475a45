import { eq, isNull } from 'drizzle-orm';
import { answersFromTests } from '../../../shared/domain/scoring/engine';
import type { Database } from '../../db/client';
import { assessmentAnalyses, assessments } from '../../db/schema';
import { LEGACY_ENGINE_VERSION, legacyAnalysis } from './legacy-engine-1';

/**
 * Assessments completed before analyses were stored were shown engine 1's analysis, computed when
 * read. They keep it: it is stored once, marked with engine 1's version (CLINICAL.md §7).
 */
export async function backfillAnalyses(db: Database): Promise<void> {
  const rows = await db
    .select({ id: assessments.id, responses: assessments.responses })
    .from(assessments)
    .leftJoin(assessmentAnalyses, eq(assessmentAnalyses.assessmentId, assessments.id))
    .where(isNull(assessmentAnalyses.id));
  for (const row of rows) {
    await db.insert(assessmentAnalyses).values({
      assessmentId: row.id,
      engineVersion: LEGACY_ENGINE_VERSION,
      analysis: legacyAnalysis(answersFromTests(row.responses.tests)),
    });
  }
}
