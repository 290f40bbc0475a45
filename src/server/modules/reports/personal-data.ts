import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { assessmentAnalyses, assessments, reportTexts, reports, users } from '../../db/schema';
import type { PersonalDataSource } from '../../privacy/personal-data';

/**
 * The user's reports and what the AI writer wrote for them. The report files go with the account:
 * the rows are deleted in the deletion's transaction, and the files by a job written in it (so they
 * go only if the deletion commits). The written texts go with their analyses (foreign key cascade
 * from the assessments, deleted in the same transaction).
 */
export function reportPersonalData(sendJob: (keys: string[], tx: Parameters<PersonalDataSource['eraseFor']>[0]) => Promise<void>): PersonalDataSource {
  return {
    async exportFor(db, owner) {
      const rows = await db.select().from(reports).where(eq(reports.userId, owner.id)).orderBy(asc(reports.createdAt));
      const texts = await db
        .select({
          assessmentId: assessments.id,
          writer: reportTexts.writer,
          letter: reportTexts.letter,
          goal: reportTexts.goal,
          writtenAt: reportTexts.writtenAt,
        })
        .from(reportTexts)
        .innerJoin(assessmentAnalyses, eq(assessmentAnalyses.id, reportTexts.analysisId))
        .innerJoin(assessments, eq(assessments.id, assessmentAnalyses.assessmentId))
        .where(and(eq(assessments.userId, owner.id), isNotNull(reportTexts.writtenAt)))
        .orderBy(asc(reportTexts.writtenAt));
      return {
        reportTexts: texts.map((r) => ({ ...r, writer: r.writer ?? 'builtin', writtenAt: r.writtenAt!.toISOString() })),
        reports: rows.map((r) => ({
          id: r.id,
          reportNumber: r.reportNumber,
          kind: r.kind,
          assessmentId: r.assessmentId,
          createdAt: r.createdAt.toISOString(),
          fileName: r.fileName,
          engineVersion: r.engineVersion,
          writer: r.writer,
        })),
      };
    },
    async eraseFor(tx, owner) {
      // The owner's row locked first: a report being stored now (its insert checks that row) either
      // committed before, and is deleted here with its file, or waits for the deletion and then
      // fails, and its file goes with the failed insert.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for('update');
      const rows = await tx.delete(reports).where(eq(reports.userId, owner.id)).returning({ key: reports.storageKey });
      if (rows.length)
        await sendJob(
          rows.map((r) => r.key),
          tx,
        );
    },
  };
}
