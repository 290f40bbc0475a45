import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessmentAnalyses, assessmentProgress, assessments, questions } from '../../db/schema';

export type AssessmentRow = typeof assessments.$inferSelect;
export type AnalysisRow = typeof assessmentAnalyses.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

export function assessmentRepository(db: Database) {
  return {
    activeQuestions() {
      return db.select().from(questions).where(eq(questions.isActive, true)).orderBy(asc(questions.position));
    },
    /**
     * A digest of every question row, active or not, whole (any column, even one written without
     * touching updated_at): it changes with any edit, activation or order. About 30 rows are
     * hashed in the database; only 32 characters come back.
     */
    async questionsFingerprint(): Promise<string> {
      const [row] = await db.select({ digest: sql<string>`md5(coalesce(string_agg(${questions}::text, ',' order by ${questions.id}), ''))` }).from(questions);
      return row?.digest ?? '';
    },
    async insertAssessment(values: typeof assessments.$inferInsert) {
      const [row] = await db.insert(assessments).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async findAssessment(id: string): Promise<AssessmentRow | undefined> {
      const [row] = await db.select().from(assessments).where(eq(assessments.id, id));
      return row;
    },
    /** The assessment's row, locked until the transaction ends (a re-analysis, a change to its answers). */
    async lockAssessment(id: string): Promise<AssessmentRow | undefined> {
      const [row] = await db.select().from(assessments).where(eq(assessments.id, id)).for('update');
      return row;
    },
    /** Every stored analysis of the assessment, newest first. */
    allAnalyses(assessmentId: string): Promise<AnalysisRow[]> {
      return db
        .select()
        .from(assessmentAnalyses)
        .where(eq(assessmentAnalyses.assessmentId, assessmentId))
        .orderBy(desc(assessmentAnalyses.createdAt), desc(assessmentAnalyses.id));
    },
    async setResponses(id: string, responses: AssessmentRow['responses']) {
      await db.update(assessments).set({ responses }).where(eq(assessments.id, id));
    },
    async insertAnalysis(values: { assessmentId: string; engineVersion: string; analysis: object }): Promise<AnalysisRow> {
      const [row] = await db
        .insert(assessmentAnalyses)
        .values({ ...values, analysis: values.analysis as Record<string, unknown> })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** What the assessment's newest analysis says of an emergency sign (the dashboard counts it). */
    async setEmergency(assessmentId: string, emergency: boolean) {
      await db.update(assessments).set({ emergency }).where(eq(assessments.id, assessmentId));
    },
    /** The newest stored analysis of each assessment. */
    newestAnalyses(assessmentIds: string[]): Promise<AnalysisRow[]> {
      if (!assessmentIds.length) return Promise.resolve([]);
      return db
        .selectDistinctOn([assessmentAnalyses.assessmentId])
        .from(assessmentAnalyses)
        .where(inArray(assessmentAnalyses.assessmentId, assessmentIds))
        .orderBy(assessmentAnalyses.assessmentId, desc(assessmentAnalyses.createdAt), desc(assessmentAnalyses.id));
    },
    listForUser(userId: string) {
      return db
        .select({ id: assessments.id, createdAt: assessments.createdAt })
        .from(assessments)
        .where(eq(assessments.userId, userId))
        .orderBy(desc(assessments.createdAt));
    },
    /** Gives an unclaimed guest assessment to the user; true only for the caller that claimed it. */
    async claim(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(assessments)
        .set({ userId, claimSecretHash: null })
        .where(and(eq(assessments.id, id), isNull(assessments.userId)))
        .returning({ id: assessments.id });
      return rows.length === 1;
    },
    async deleteUnclaimedOlderThan(cutoff: Date) {
      await db.delete(assessments).where(and(isNull(assessments.userId), lt(assessments.createdAt, cutoff)));
    },
    async findProgress(userId: string) {
      const [row] = await db.select().from(assessmentProgress).where(eq(assessmentProgress.userId, userId));
      return row;
    },
    async saveProgress(values: typeof assessmentProgress.$inferInsert) {
      await db
        .insert(assessmentProgress)
        .values(values)
        .onConflictDoUpdate({
          target: assessmentProgress.userId,
          set: {
            currentStep: values.currentStep,
            responses: values.responses,
            consentGivenAt: values.consentGivenAt,
            consentVersion: values.consentVersion,
            lastUpdated: values.lastUpdated,
          },
        });
    },
    async deleteProgress(userId: string) {
      await db.delete(assessmentProgress).where(eq(assessmentProgress.userId, userId));
    },
    /** Every question, served or not, in order (the admin's editor). */
    allQuestions() {
      return db.select().from(questions).orderBy(asc(questions.position));
    },
    async findQuestion(id: string): Promise<QuestionRow | undefined> {
      const [row] = await db.select().from(questions).where(eq(questions.id, id));
      return row;
    },
    /**
     * Writes the question only if it is still the version the editor loaded (`updated_at` to the
     * millisecond, as the API shows it); undefined when someone saved it in between.
     */
    async updateQuestionIfUnchanged(id: string, loadedAt: Date, values: Partial<typeof questions.$inferInsert>): Promise<QuestionRow | undefined> {
      const [row] = await db
        .update(questions)
        .set(values)
        .where(and(eq(questions.id, id), sql`date_trunc('milliseconds', ${questions.updatedAt}) = ${loadedAt.toISOString()}::timestamptz`))
        .returning();
      return row;
    },
    listAllForUserExport(userId: string) {
      return db.select().from(assessments).where(eq(assessments.userId, userId)).orderBy(asc(assessments.createdAt));
    },
  };
}
