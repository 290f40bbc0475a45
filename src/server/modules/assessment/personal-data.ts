import { asc, eq } from 'drizzle-orm';
import { assessmentProgress, assessments } from '../../db/schema';
import type { PersonalDataSource } from '../../privacy/personal-data';

const PURPOSE = 'Hälsouppgifter för bedömning och rapport';

/** Assessments, their consents and the unfinished answers of one account. */
export const assessmentPersonalData: PersonalDataSource = {
  async exportFor(db, owner) {
    const stored = await db.select().from(assessments).where(eq(assessments.userId, owner.id)).orderBy(asc(assessments.createdAt));
    const [progress] = await db.select().from(assessmentProgress).where(eq(assessmentProgress.userId, owner.id));
    return {
      consents: [
        ...stored.map((a) => ({ purpose: PURPOSE, version: a.consentVersion, givenAt: a.consentGivenAt.toISOString(), assessmentId: a.id })),
        ...(progress ? [{ purpose: PURPOSE, version: progress.consentVersion, givenAt: progress.consentGivenAt.toISOString(), assessmentId: null }] : []),
      ],
      assessments: stored.map((a) => ({
        id: a.id,
        createdAt: a.createdAt.toISOString(),
        completedAt: a.completedAt?.toISOString() ?? null,
        status: a.status,
        answers: a.responses.tests,
      })),
      unfinishedAssessment: progress
        ? { currentStep: progress.currentStep, lastUpdated: progress.lastUpdated.toISOString(), answers: Object.values(progress.responses) }
        : null,
    };
  },
  async eraseFor(tx, owner) {
    // The stored analyses go with their assessments (foreign key cascade).
    await tx.delete(assessmentProgress).where(eq(assessmentProgress.userId, owner.id));
    await tx.delete(assessments).where(eq(assessments.userId, owner.id));
  },
};
