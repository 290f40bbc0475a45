import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prebuilt } from '../../db/prebuilt';
import { assessmentAnalyses, assessmentProgress, assessments, questions } from '../../db/schema';

export type AssessmentRow = typeof assessments.$inferSelect;
export type AnalysisRow = typeof assessmentAnalyses.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

/** What a new assessment is stored with (insertAnalysedAssessment); every field is given, null where there is none. */
export type NewAssessment = Required<
  Pick<typeof assessments.$inferInsert, 'userId' | 'email' | 'status' | 'responses' | 'consentGivenAt' | 'consentVersion' | 'claimSecretHash' | 'completedAt'>
>;

/**
 * A new assessment with its first analysis, in one statement (one round trip on the hot path of
 * storing answers), its text built once: the id is chosen by the caller, the analysis row refers
 * to it, and the assessment is written already marked analysed (the mark-analysed trigger then
 * has nothing to update) with the analysis's emergency mark. A data-modifying WITH runs whether or
 * not the outer statement reads it; the analysis's foreign key is checked at the end of the
 * statement, when the assessment row is there.
 */
const insertAnalysed = prebuilt((db) => {
  const p = sql.placeholder;
  const assessment = db.insert(assessments).values({
    id: p('id'),
    userId: p('userId'),
    email: p('email'),
    status: p('status'),
    responses: p('responses'),
    consentGivenAt: p('consentGivenAt'),
    consentVersion: p('consentVersion'),
    claimSecretHash: p('claimSecretHash'),
    completedAt: p('completedAt'),
    analysed: p('analysed'),
    emergency: p('emergency'),
  });
  const first = db.insert(assessmentAnalyses).values({ assessmentId: p('id'), engineVersion: p('engineVersion'), analysis: p('analysis') });
  return sql`with new_assessment as (${assessment.getSQL()}) ${first.getSQL()}`;
});

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
    /** A new assessment with its first analysis, in one statement (`insertAnalysed` above); its new id. */
    async insertAnalysedAssessment(values: NewAssessment, analysis: { engineVersion: string; analysis: object; emergency: boolean }): Promise<string> {
      const id = randomUUID();
      await insertAnalysed(db, {
        ...values,
        id,
        analysed: true,
        emergency: analysis.emergency,
        engineVersion: analysis.engineVersion,
        analysis: analysis.analysis,
      });
      return id;
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
