import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessmentAnalyses, reportTemplates, reportTexts, reports, users } from '../../db/schema';
import type { AnalysisRow } from '../assessment/repository';

export type ReportRow = typeof reports.$inferSelect;
export type TemplateRow = typeof reportTemplates.$inferSelect;
/** A template with its creator's name (null when the account is gone). */
export type NamedTemplateRow = TemplateRow & { createdByName: string | null };

export function reportRepository(db: Database) {
  return {
    async find(id: string): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(reports).where(eq(reports.id, id));
      return row;
    },
    /** The customer's report of this kind for the assessment (an admin's report is not theirs, decision 0036). */
    async findFor(assessmentId: string, kind: ReportRow['kind']): Promise<ReportRow | undefined> {
      const [row] = await db
        .select()
        .from(reports)
        .where(and(eq(reports.assessmentId, assessmentId), eq(reports.kind, kind), eq(reports.madeByAdmin, false)));
      return row;
    },
    /** The report an admin made of this stored analysis (one per analysis). */
    async findAdminFor(analysisId: string): Promise<ReportRow | undefined> {
      const [row] = await db
        .select()
        .from(reports)
        .where(and(eq(reports.analysisId, analysisId), eq(reports.madeByAdmin, true)));
      return row;
    },
    /**
     * Inserts the report unless its place is taken (the customer's: one of its kind per assessment;
     * an admin's: one per analysis); the row that stands either way.
     */
    async insertOnce(values: typeof reports.$inferInsert): Promise<{ row: ReportRow; inserted: boolean }> {
      const conflict = values.madeByAdmin
        ? { target: [reports.analysisId], where: sql`"made_by_admin"` }
        : { target: [reports.assessmentId, reports.kind], where: sql`not "made_by_admin"` };
      const [row] = await db.insert(reports).values(values).onConflictDoNothing(conflict).returning();
      if (row) return { row, inserted: true };
      const existing = values.madeByAdmin ? await this.findAdminFor(values.analysisId) : await this.findFor(values.assessmentId, values.kind);
      if (!existing) throw new Error('the report was neither inserted nor found');
      return { row: existing, inserted: false };
    },
    /** Every report of the assessment, newest first, with the name of the admin who made it (if one did). */
    async listForAssessment(assessmentId: string): Promise<(ReportRow & { madeByName: string | null })[]> {
      const rows = await db
        .select({ report: reports, madeByName: users.name })
        .from(reports)
        .leftJoin(users, eq(users.id, reports.madeBy))
        .where(eq(reports.assessmentId, assessmentId))
        .orderBy(desc(reports.createdAt), desc(reports.id));
      return rows.map((r) => ({ ...r.report, madeByName: r.madeByName }));
    },
    /** Of these storage keys, the ones a report row names. */
    async storedKeys(keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await db.select({ key: reports.storageKey }).from(reports).where(inArray(reports.storageKey, keys));
      return new Set(rows.map((r) => r.key));
    },
    /** The user's own reports (not those an admin made), each with the stored analysis it was made from. */
    async listWithAnalyses(userId: string): Promise<{ report: ReportRow; analysis: AnalysisRow }[]> {
      return db
        .select({ report: reports, analysis: assessmentAnalyses })
        .from(reports)
        .innerJoin(assessmentAnalyses, eq(assessmentAnalyses.id, reports.analysisId))
        .where(and(eq(reports.userId, userId), eq(reports.madeByAdmin, false)))
        .orderBy(desc(reports.createdAt));
    },
  };
}

export function templateRepository(db: Database) {
  return {
    list(): Promise<TemplateRow[]> {
      return db.select().from(reportTemplates).orderBy(desc(reportTemplates.createdAt));
    },
    /** Every template with its creator's name, newest first: one query with one join. */
    async listNamed(id?: string): Promise<NamedTemplateRow[]> {
      const rows = await db
        .select({ template: reportTemplates, createdByName: users.name })
        .from(reportTemplates)
        .leftJoin(users, eq(users.id, reportTemplates.createdBy))
        .where(id ? eq(reportTemplates.id, id) : undefined)
        .orderBy(desc(reportTemplates.createdAt));
      return rows.map((r) => ({ ...r.template, createdByName: r.createdByName }));
    },
    async findNamed(id: string): Promise<NamedTemplateRow | undefined> {
      const [row] = await this.listNamed(id);
      return row;
    },
    async find(id: string): Promise<TemplateRow | undefined> {
      const [row] = await db.select().from(reportTemplates).where(eq(reportTemplates.id, id));
      return row;
    },
    async insert(values: typeof reportTemplates.$inferInsert): Promise<TemplateRow> {
      const [row] = await db.insert(reportTemplates).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: string, patch: Partial<typeof reportTemplates.$inferInsert>): Promise<TemplateRow | undefined> {
      const [row] = await db
        .update(reportTemplates)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(reportTemplates.id, id))
        .returning();
      return row;
    },
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(reportTemplates).where(eq(reportTemplates.id, id)).returning({ id: reportTemplates.id });
      return rows.length === 1;
    },
    /** No template is primary any more (before another is made so: one primary at most, by index). */
    async clearPrimary() {
      await db.update(reportTemplates).set({ isPrimary: false }).where(eq(reportTemplates.isPrimary, true));
    },
  };
}

export type ReportTextsRow = typeof reportTexts.$inferSelect;

/** What the writer of one stored analysis wrote, and the claim taken while a model writes it. */
export function reportTextsRepository(db: Database) {
  return {
    /** The row with the age of its claim, by the database's clock (processes on other machines agree on it). */
    async find(analysisId: string): Promise<(ReportTextsRow & { claimAgeMs: number }) | undefined> {
      const [row] = await db
        .select({ row: reportTexts, claimAgeMs: sql<number>`(extract(epoch from now() - ${reportTexts.claimedAt}) * 1000)::float8` })
        .from(reportTexts)
        .where(eq(reportTexts.analysisId, analysisId));
      return row ? { ...row.row, claimAgeMs: Number(row.claimAgeMs) } : undefined;
    },
    /** Takes the claim to ask the model for this analysis; false when another process has it, or the texts are written. */
    async claim(analysisId: string): Promise<boolean> {
      const rows = await db.insert(reportTexts).values({ analysisId }).onConflictDoNothing().returning({ analysisId: reportTexts.analysisId });
      return rows.length === 1;
    },
    /** Stores what was written, unless texts are stored already: the first to finish stands. */
    async complete(analysisId: string, written: { writer: 'builtin' | 'ai'; letter: string | null; goal: string | null }): Promise<void> {
      await db
        .update(reportTexts)
        .set({ ...written, writtenAt: new Date() })
        .where(and(eq(reportTexts.analysisId, analysisId), isNull(reportTexts.writtenAt)));
    },
  };
}
