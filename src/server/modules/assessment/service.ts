import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  analysisSchema,
  type AssessmentAnalysisResponse,
  type AssessmentSummary,
  type CreateAssessmentRequest,
  type Progress,
  type Question,
  type StoredResponses,
  type TestAnswer,
} from '../../../shared/contracts/assessment';
import { ASSESSMENT_DETAILS_MESSAGES } from '../../../shared/contracts/assessment-details';
import { ENGINE_VERSION, analyseAnswers, answersFromTests } from '../../../shared/domain/scoring/engine';
import { UUID } from '../../../shared/domain/uuid';
import { answersProblem, type GivenAnswer } from '../../../shared/domain/answer-rules';
import { consentShownFrom } from '../../../shared/domain/consent';
import { hasEnoughAnswers, highestUrgency, mainPattern } from '../../../shared/domain/scoring/presentation';
import type { QuestionnaireFacts } from '../../../shared/domain/questionnaire-facts';
import type { ServiceDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { AUDIT_SUMMARIES } from '../audit/messages';
import { recordAdminChange } from '../audit/service';
import { ownedBy } from '../auth/owned';
import type { UserRow } from '../auth/repository';
import { ASSESSMENT_MESSAGES } from './messages';
import { assessmentRepository, type AnalysisRow, type AssessmentRow } from './repository';

export type { AnalysisRow, AssessmentRow } from './repository';

/** A guest's finished assessment waits this long for an account to claim it, then it is deleted. */
export const UNCLAIMED_RETENTION_DAYS = 30;

function hashSecret(secret: string) {
  return createHash('sha256').update(secret).digest('base64url');
}

/** The active questions, in order, from the served copy in memory (read again after a change). */
export async function listQuestions(deps: Pick<ServiceDeps, 'questions'>): Promise<readonly Question[]> {
  return (await deps.questions.current()).questions;
}

/** The counts and duration the pages state, from the questions served now (null when none is served). */
export async function servedQuestionnaireFacts(deps: Pick<ServiceDeps, 'questions'>): Promise<QuestionnaireFacts | null> {
  return (await deps.questions.current()).facts;
}

/**
 * Every answer must fit a question of the active bank, each question answered at most once. The
 * question's name stored with an answer is the bank's, whatever the client sent, and so is the
 * wording of the chosen options (`shownOptions`): kept with the answer, it is what the person saw,
 * whatever an admin makes of the question later.
 */
async function checkedAnswers<A extends GivenAnswer & { testName?: string | undefined }>(
  deps: Pick<ServiceDeps, 'questions'>,
  answers: A[],
): Promise<(A & { shownOptions?: { value: string; label: string }[] })[]> {
  const questions = await listQuestions(deps);
  const problem = answersProblem(questions, answers);
  if (problem) throw HttpError.badRequest(problem, 'responses');
  const byKey = new Map(questions.map((q) => [q.key, q]));
  return answers.map((answer) => {
    const question = byKey.get(answer.testId);
    const shown = question && (question.questionType === 'radio' || question.questionType === 'checkbox') ? chosenOptions(question, answer.completion) : [];
    return { ...answer, testName: question?.title, ...(shown.length ? { shownOptions: shown } : {}) };
  });
}

/** The options a radio or checkbox answer chose, with their wording (none for a skipped one). */
function chosenOptions(question: Question, completion: string): { value: string; label: string }[] {
  const chosen = new Set(completion.split(','));
  return question.options.filter((o) => chosen.has(o.value)).map((o) => ({ value: o.value, label: o.label }));
}

/** The wording stored with the answers (`testName`, `shownOptions`), per question (older answers have none). */
function shownWording(responses: StoredResponses): NonNullable<AssessmentAnalysisResponse['shownWording']> {
  return responses.tests.flatMap((a) => (a.testName ? [{ key: a.testId, title: a.testName, options: a.shownOptions ?? [] }] : []));
}

const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * A consent names a text version we have shown and was given after that version was first shown
 * and not in the future (beyond clock skew).
 */
function consentDate(consent: { givenAt: string; version: string }): Date {
  const date = new Date(consent.givenAt);
  const shownFrom = consentShownFrom(consent.version);
  if (!shownFrom || date.getTime() < shownFrom.getTime() || date.getTime() > Date.now() + CLOCK_SKEW_MS) {
    throw HttpError.badRequest(ASSESSMENT_MESSAGES.badConsentDate, 'consent');
  }
  return date;
}

/** A client's "when" (completed, last updated): after the consent and not in the future. */
function clientInstant(value: string, consentGivenAt: Date): Date {
  const date = new Date(value);
  if (date.getTime() < consentGivenAt.getTime() - CLOCK_SKEW_MS || date.getTime() > Date.now() + CLOCK_SKEW_MS) {
    throw HttpError.badRequest(ASSESSMENT_MESSAGES.badTime);
  }
  return date;
}

/**
 * Stores a completed assessment. Signed in: it belongs to the user. A guest gets a one-time
 * claim secret instead; the e-mail field never decides ownership.
 */
export async function createAssessment(
  deps: Pick<ServiceDeps, 'db' | 'limiter' | 'questions'>,
  user: UserRow | null,
  input: CreateAssessmentRequest,
  ip: string,
) {
  const { db } = deps;
  const responses = { ...input.responses, tests: await checkedAnswers(deps, input.responses.tests) };
  const consentGivenAt = consentDate(input.consent);
  const completedAt = clientInstant(input.responses.completedAt, consentGivenAt);
  const claimToken = user ? null : randomBytes(24).toString('base64url');
  // The attempt counted against the client's limit, the assessment, its analysis (computed once,
  // stored with the engine version) and the end of the saved progress: all or nothing, one commit.
  const analysis = analyseAnswers(answersFromTests(responses.tests));
  const id = await db.transaction(async (tx) => {
    // Per client, across processes: far above what a person finishes, low enough to stop a script.
    await deps.limiter.consume([{ key: `assessment:ip:${ip}`, limit: 30, windowMs: 60 * 60 * 1000 }], tx);
    const repo = assessmentRepository(tx);
    const stored = await repo.insertAnalysedAssessment(
      {
        userId: user?.id ?? null,
        email: user?.email ?? input.email?.toLowerCase() ?? null,
        status: 'completed',
        responses,
        consentGivenAt,
        consentVersion: input.consent.version,
        claimSecretHash: claimToken ? hashSecret(claimToken) : null,
        completedAt,
      },
      { engineVersion: analysis.engineVersion, analysis, emergency: hasEmergencySign(analysis) },
    );
    if (user) await repo.deleteProgress(user.id);
    return stored;
  });
  return { id, claimToken, sellable: saleRefusal(analysis) === null };
}

/**
 * A guest's assessment becomes the account's with the secret it was created with. Anything else
 * (an unknown id, someone else's assessment, a wrong or spent secret) answers as an unknown id does.
 */
export async function claimAssessment(deps: Pick<ServiceDeps, 'db'>, user: UserRow, input: { assessmentId: string; claimToken: string }) {
  const repo = assessmentRepository(deps.db);
  const row = await repo.findAssessment(input.assessmentId);
  if (row?.userId === user.id) return { id: row.id };
  const expected = row?.claimSecretHash ? Buffer.from(row.claimSecretHash) : null;
  const given = Buffer.from(hashSecret(input.claimToken));
  const valid = !!row && !row.userId && !!expected && expected.length === given.length && timingSafeEqual(expected, given);
  if (!valid || !(await repo.claim(input.assessmentId, user.id))) throw HttpError.notFound(ASSESSMENT_MESSAGES.notFound);
  return { id: input.assessmentId };
}

/**
 * The one ownership rule for an assessment: the user's own (an admin's look too, with `admins`,
 * where the spec gives it); anyone else's answers exactly as an unknown id does (ownedBy: 404, the
 * same text), so nobody learns that another user's id is real.
 */
export async function ownedAssessment(deps: Pick<ServiceDeps, 'db'>, user: UserRow, id: string, options: { admins?: boolean } = {}): Promise<AssessmentRow> {
  return ownedBy(await assessmentRepository(deps.db).findAssessment(id), user, ASSESSMENT_MESSAGES.notFound, options);
}

/** An emergency sign among the analysis's red flags: the questionnaire stopped at the advice. */
function hasEmergencySign(analysis: Pick<StoredAnalysis, 'redFlags'>): boolean {
  return highestUrgency(analysis.redFlags) === 'emergency';
}

/**
 * The one sale rule: no report of an assessment (bought, previewed or made) beside an emergency
 * sign, where the advice comes instead, and none without enough answers for a result. The
 * emergency is checked first, so an emergency that stopped the questionnaire early (and so has
 * few answers) hears the advice.
 */
function saleRefusal(analysis: StoredAnalysis): 'emergency' | 'tooFewAnswers' | null {
  if (hasEmergencySign(analysis)) return 'emergency';
  return hasEnoughAnswers(analysis) ? null : 'tooFewAnswers';
}

/**
 * Refuses (409) what the sale rule refuses, from the assessment's stored analysis. The emergency
 * answer is the caller's words around the advice (`emergencyText`): the checkout and the report
 * say it differently.
 */
export async function assertSellable(
  deps: Pick<ServiceDeps, 'db'>,
  assessmentId: string,
  emergencyText: (redFlags: StoredAnalysis['redFlags']) => string,
): Promise<void> {
  const analysis = (await newestAnalysis(deps, assessmentId))?.analysis ?? null;
  const refusal = analysis ? saleRefusal(analysis) : 'tooFewAnswers';
  if (refusal === 'emergency') throw HttpError.conflict(emergencyText(analysis!.redFlags));
  if (refusal === 'tooFewAnswers') throw HttpError.conflict(ASSESSMENT_MESSAGES.tooFewAnswers);
}

export async function saveProgress(deps: Pick<ServiceDeps, 'db' | 'questions'>, user: UserRow, progress: Progress) {
  const entries = Object.entries(progress.responses);
  const checked = await checkedAnswers(
    deps,
    entries.map(([, answer]) => answer),
  );
  const responses = Object.fromEntries(entries.map(([step], i) => [step, checked[i]!]));
  const consentGivenAt = consentDate(progress.consent);
  await assessmentRepository(deps.db).saveProgress({
    userId: user.id,
    currentStep: progress.currentStep,
    responses,
    consentGivenAt,
    consentVersion: progress.consent.version,
    lastUpdated: clientInstant(progress.lastUpdated, consentGivenAt),
  });
}

export async function readProgress(deps: Pick<ServiceDeps, 'db'>, user: UserRow): Promise<Progress | null> {
  const row = await assessmentRepository(deps.db).findProgress(user.id);
  if (!row) return null;
  return {
    currentStep: row.currentStep,
    responses: row.responses,
    lastUpdated: row.lastUpdated.toISOString(),
    consent: { givenAt: row.consentGivenAt.toISOString(), version: row.consentVersion },
  };
}

/** "Börja om": the saved progress of the user is gone (the device's copy is the browser's). */
export async function deleteProgress(deps: Pick<ServiceDeps, 'db'>, user: UserRow) {
  await assessmentRepository(deps.db).deleteProgress(user.id);
}

/** Guest assessments nobody claimed within the retention period are deleted (decision 0005). */
export async function deleteUnclaimedAssessments(deps: Pick<ServiceDeps, 'db'>) {
  await assessmentRepository(deps.db).deleteUnclaimedOlderThan(new Date(Date.now() - UNCLAIMED_RETENTION_DAYS * 86_400_000));
}

type StoredAnalysis = AssessmentAnalysisResponse['analysis'];

/**
 * Computes the current engine's analysis of the answers and stores it (in the caller's
 * transaction). The newest analysis decides the assessment's emergency mark, which the dashboard
 * counts (decision 0029). A new assessment's first analysis is stored with it, with its mark, in
 * one statement (createAssessment); every later one is stored here.
 */
export async function storeAnalysis(
  deps: Pick<ServiceDeps, 'db'>,
  assessmentId: string,
  responses: StoredResponses,
  /** The assessment's emergency mark as the caller knows it (just inserted): not written again when it stays. */
  emergencyNow?: boolean,
): Promise<AnalysisRow> {
  const analysis = analyseAnswers(answersFromTests(responses.tests));
  const repo = assessmentRepository(deps.db);
  const row = await repo.insertAnalysis({ assessmentId, engineVersion: analysis.engineVersion, analysis });
  const emergency = hasEmergencySign(analysis);
  if (emergency !== emergencyNow) await repo.setEmergency(assessmentId, emergency);
  return row;
}

/** A stored analysis, checked against the contract; its row's engine version marks it. */
export function analysisOf(row: AnalysisRow): StoredAnalysis {
  return analysisSchema.parse({ ...(row.analysis as object), engineVersion: row.engineVersion });
}

/** The newest stored analysis of an assessment the user may read (owner or admin). */
export async function analysisFor(deps: Pick<ServiceDeps, 'db'>, user: UserRow, id: string): Promise<AssessmentAnalysisResponse> {
  const assessment = await ownedAssessment(deps, user, id, { admins: true });
  const repo = assessmentRepository(deps.db);
  // Every assessment gets its analysis when it is stored; one that somehow has none gets it now.
  const [stored] = await repo.newestAnalyses([assessment.id]);
  const row = stored ?? (await deps.db.transaction((tx) => storeAnalysis({ ...deps, db: tx }, assessment.id, assessment.responses)));
  return {
    assessmentId: assessment.id,
    createdAt: assessment.createdAt.toISOString(),
    analysis: analysisOf(row),
    analysedAt: row.createdAt.toISOString(),
    shownWording: shownWording(assessment.responses),
  };
}

/** What the pages say about each assessment's payment (the orders module answers it: `paymentStatesOf`). */
export type PaymentStates = (assessmentIds: string[]) => Promise<(assessmentId: string) => Pick<AssessmentSummary, 'payment'> & { paid: boolean }>;

/**
 * The user's assessments with what the customer home shows of each, newest first. Their payments
 * come from `paymentsOf` (the route passes the orders module's answer): this module does not import
 * orders, which imports discounts, which asks this one whose an assessment is (decision 0024).
 */
export async function summariesFor(deps: Pick<ServiceDeps, 'db'>, user: UserRow, paymentsOf: PaymentStates): Promise<AssessmentSummary[]> {
  const repo = assessmentRepository(deps.db);
  const rows = await repo.listForUser(user.id);
  const analyses = new Map((await repo.newestAnalyses(rows.map((r) => r.id))).map((a) => [a.assessmentId, analysisOf(a)]));
  const paymentOf = await paymentsOf(rows.map((r) => r.id));
  return rows.map((row) => {
    const analysis = analyses.get(row.id);
    const urgency = analysis ? highestUrgency(analysis.redFlags) : null;
    const enoughAnswers = analysis ? hasEnoughAnswers(analysis) : false;
    // With an emergency only the advice is shown anywhere: no pattern, no risk group.
    const showResult = !!analysis && urgency !== 'emergency' && enoughAnswers;
    // The main pain pattern as every page names it (never `emotionell`; none where care must look first).
    const main = showResult ? mainPattern(analysis) : null;
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      highestUrgency: urgency,
      topCategory: main ? { id: main.id, label: main.label } : null,
      // CLINICAL.md §1: with an urgent sign the risk group is stored but not shown.
      riskGroup: showResult && urgency !== 'urgent' ? analysis.riskGroup : null,
      enoughAnswers,
      reportPaid: paymentOf(row.id).paid,
      payment: paymentOf(row.id).payment,
    };
  });
}

/**
 * New answers on the user's own stored assessment (the developer panel's test assessment), checked
 * against the bank as any answers are, with the current engine's analysis of them stored beside the
 * old ones. Run it in a transaction (`{ ...deps, db: tx }`): the row stays locked until it ends, so
 * two changes at once go one after the other and the newest analysis is of the answers kept.
 */
export async function replaceAnswers(deps: Pick<ServiceDeps, 'db' | 'questions'>, user: UserRow, id: string, tests: TestAnswer[]) {
  const checked = await checkedAnswers(deps, tests);
  const repo = assessmentRepository(deps.db);
  ownedBy(await repo.lockAssessment(id), user, ASSESSMENT_MESSAGES.notFound);
  const responses: StoredResponses = { tests: checked, completedAt: new Date().toISOString() };
  await repo.setResponses(id, responses);
  const analysis = analysisOf(await storeAnalysis(deps, id, responses));
  return { responses, sellable: saleRefusal(analysis) === null };
}

/** An assessment by id, whoever's it is (jobs and checks that are not a person's request). */
export async function findAssessment(deps: Pick<ServiceDeps, 'db'>, id: string): Promise<AssessmentRow | undefined> {
  return assessmentRepository(deps.db).findAssessment(id);
}

/** The user's newest assessment, if any. */
export async function newestAssessmentOf(deps: Pick<ServiceDeps, 'db'>, userId: string): Promise<AssessmentRow | undefined> {
  const repo = assessmentRepository(deps.db);
  const [newest] = await repo.listForUser(userId);
  return newest ? repo.findAssessment(newest.id) : undefined;
}

/** The assessment's newest stored analysis (never recomputed), checked against the contract; none when it has none. */
export async function newestAnalysis(deps: Pick<ServiceDeps, 'db'>, assessmentId: string): Promise<{ row: AnalysisRow; analysis: StoredAnalysis } | undefined> {
  const [row] = await assessmentRepository(deps.db).newestAnalyses([assessmentId]);
  return row ? { row, analysis: analysisOf(row) } : undefined;
}

/** Every stored analysis of the assessment, newest first, checked against the contract (the admin's details page). */
export async function analysesOf(deps: Pick<ServiceDeps, 'db'>, assessmentId: string): Promise<{ row: AnalysisRow; analysis: StoredAnalysis }[]> {
  const rows = await assessmentRepository(deps.db).allAnalyses(assessmentId);
  return rows.map((row) => ({ row, analysis: analysisOf(row) }));
}

/**
 * POST /api/admin/assessments/:assessmentId/reanalyse: the stored answers analysed again by the
 * current engine and stored as a new analysis beside the old ones (CLINICAL.md §7): the old stays,
 * and so do the reports made from it. Refused (409) when the newest analysis is the current
 * engine's already. The assessment's row is locked first, so two at once store one.
 */
export async function reanalyseAssessment(deps: Pick<ServiceDeps, 'db'>, admin: UserRow, assessmentId: string) {
  if (!UUID.test(assessmentId)) throw HttpError.notFound(ASSESSMENT_DETAILS_MESSAGES.notFound);
  const row = await deps.db.transaction(async (tx) => {
    const repo = assessmentRepository(tx);
    const assessment = await repo.lockAssessment(assessmentId);
    if (!assessment) throw HttpError.notFound(ASSESSMENT_DETAILS_MESSAGES.notFound);
    const [newest] = await repo.newestAnalyses([assessmentId]);
    if (newest?.engineVersion === ENGINE_VERSION) throw HttpError.conflict(ASSESSMENT_DETAILS_MESSAGES.alreadyCurrent(ENGINE_VERSION));
    const stored = await storeAnalysis({ ...deps, db: tx }, assessmentId, assessment.responses);
    await recordAdminChange(deps, tx, {
      actor: admin,
      action: 'assessment.reanalyse',
      subjectType: 'assessment',
      subjectId: assessmentId,
      summary: AUDIT_SUMMARIES.assessmentReanalysed(newest?.engineVersion ?? '–', stored.engineVersion),
    });
    return stored;
  });
  return {
    analysisId: row.id,
    engineVersion: row.engineVersion,
    createdAt: row.createdAt.toISOString(),
    message: ASSESSMENT_DETAILS_MESSAGES.reanalysed(row.engineVersion),
  };
}
