import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CreateAssessmentRequest, Progress, Question } from '../../../shared/contracts/assessment';
import { analyseAnswers, answersFromTests } from '../../../shared/domain/scoring/engine';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import type { UserRow } from '../auth/repository';
import { assessmentRepository, type AssessmentRow } from './repository';

export const ASSESSMENT_MESSAGES = {
  notFound: 'Bedömningen finns inte.',
  forbidden: 'Du har inte tillgång till den här bedömningen.',
  unknownQuestion: 'Svaret gäller en fråga som inte finns. Ladda om sidan och försök igen.',
  badClaim: 'Bedömningen kunde inte kopplas till ditt konto.',
  futureConsent: 'Samtyckets tidpunkt är ogiltig.',
} as const;

/** A guest's finished assessment waits this long for an account to claim it, then it is deleted. */
export const UNCLAIMED_RETENTION_DAYS = 30;

function hashSecret(secret: string) {
  return createHash('sha256').update(secret).digest('base64url');
}

export async function listQuestions(db: Database): Promise<Question[]> {
  const rows = await assessmentRepository(db).activeQuestions();
  return rows.map((q) => ({ ...q, category: q.category as Question['category'], questionType: q.questionType as Question['questionType'] }));
}

async function assertKnownKeys(db: Database, keys: string[]) {
  const known = new Set((await assessmentRepository(db).activeQuestions()).map((q) => q.key));
  const unknown = keys.find((k) => !known.has(k));
  if (unknown) throw new HttpError(400, ASSESSMENT_MESSAGES.unknownQuestion, { responses: ASSESSMENT_MESSAGES.unknownQuestion });
}

function consentDate(givenAt: string): Date {
  const date = new Date(givenAt);
  // A consent from the future (beyond clock skew) is not a consent we can rely on.
  if (date.getTime() > Date.now() + 5 * 60_000) throw new HttpError(400, ASSESSMENT_MESSAGES.futureConsent);
  return date;
}

/**
 * Stores a completed assessment. Signed in: it belongs to the user. A guest gets a one-time
 * claim secret instead; the e-mail field never decides ownership.
 */
export async function createAssessment(db: Database, user: UserRow | null, input: CreateAssessmentRequest) {
  await assessmentRepository(db).deleteUnclaimedOlderThan(new Date(Date.now() - UNCLAIMED_RETENTION_DAYS * 86_400_000));
  await assertKnownKeys(db, input.responses.tests.map((t) => t.testId));
  const claimToken = user ? null : randomBytes(24).toString('base64url');
  const row = await assessmentRepository(db).insertAssessment({
    userId: user?.id ?? null,
    email: user?.email ?? (input.email?.trim().toLowerCase() || null),
    status: 'completed',
    responses: input.responses,
    consentGivenAt: consentDate(input.consent.givenAt),
    consentVersion: input.consent.version,
    claimSecretHash: claimToken ? hashSecret(claimToken) : null,
    completedAt: new Date(input.responses.completedAt),
  });
  if (user) await assessmentRepository(db).deleteProgress(user.id);
  return { id: row.id, claimToken };
}

export async function claimAssessment(db: Database, user: UserRow, input: { assessmentId: string; claimToken: string }) {
  const repo = assessmentRepository(db);
  const row = await repo.findAssessment(input.assessmentId);
  if (row?.userId === user.id) return { id: row.id };
  const expected = row?.claimSecretHash ? Buffer.from(row.claimSecretHash) : null;
  const given = Buffer.from(hashSecret(input.claimToken));
  const valid = !!row && !row.userId && !!expected && expected.length === given.length && timingSafeEqual(expected, given);
  if (!valid || !(await repo.claim(input.assessmentId, user.id))) throw new HttpError(403, ASSESSMENT_MESSAGES.badClaim);
  return { id: input.assessmentId };
}

/** The owner, or an admin, may read an assessment; others get 403, unknown ids 404. */
export async function readableAssessment(db: Database, user: UserRow, id: string): Promise<AssessmentRow> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await assessmentRepository(db).findAssessment(id) : undefined;
  if (!row) throw new HttpError(404, ASSESSMENT_MESSAGES.notFound);
  if (row.userId !== user.id && user.role !== 'admin') throw new HttpError(403, ASSESSMENT_MESSAGES.forbidden);
  return row;
}

export async function analysisFor(db: Database, user: UserRow, id: string) {
  const row = await readableAssessment(db, user, id);
  return { assessmentId: row.id, createdAt: row.createdAt.toISOString(), analysis: analyseAnswers(answersFromTests(row.responses.tests)) };
}

export async function saveProgress(db: Database, user: UserRow, progress: Progress) {
  await assertKnownKeys(db, Object.values(progress.responses).map((r) => r.testId));
  await assessmentRepository(db).saveProgress({
    userId: user.id,
    currentStep: progress.currentStep,
    responses: progress.responses,
    consentGivenAt: consentDate(progress.consent.givenAt),
    consentVersion: progress.consent.version,
    lastUpdated: new Date(progress.lastUpdated),
  });
}

export async function readProgress(db: Database, user: UserRow): Promise<Progress | null> {
  const row = await assessmentRepository(db).findProgress(user.id);
  if (!row) return null;
  return {
    currentStep: row.currentStep,
    responses: row.responses,
    lastUpdated: row.lastUpdated.toISOString(),
    consent: { givenAt: row.consentGivenAt.toISOString(), version: row.consentVersion },
  };
}
