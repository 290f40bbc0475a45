import { analysisSchema, type AssessmentAnalysisResponse, type AssessmentSummary, type StoredResponses } from '../../../shared/contracts/assessment';
import { analyseAnswers, answersFromTests } from '../../../shared/domain/scoring/engine';
import { hasEnoughAnswers, highestUrgency, mainPattern } from '../../../shared/domain/scoring/presentation';
import type { ServiceDeps } from '../../services';
import type { UserRow } from '../auth/repository';
import { orderRepository } from '../orders/repository';
import { paymentStateOf } from '../orders/service';
import { assessmentRepository, type AnalysisRow } from './repository';
import { ownedAssessment } from './service';

type StoredAnalysis = AssessmentAnalysisResponse['analysis'];

/** Computes the current engine's analysis of the answers and stores it (in the caller's transaction). */
export async function storeAnalysis(deps: Pick<ServiceDeps, 'db'>, assessmentId: string, responses: StoredResponses): Promise<AnalysisRow> {
  const analysis = analyseAnswers(answersFromTests(responses.tests));
  return assessmentRepository(deps.db).insertAnalysis({ assessmentId, engineVersion: analysis.engineVersion, analysis });
}

/** A stored analysis, checked against the contract; its row's engine version marks it. */
export function analysisOf(row: AnalysisRow): StoredAnalysis {
  return analysisSchema.parse({ ...(row.analysis as object), engineVersion: row.engineVersion });
}

/** The newest stored analysis of an assessment the user may read (owner or admin). */
export async function analysisFor(deps: ServiceDeps, user: UserRow, id: string): Promise<AssessmentAnalysisResponse> {
  const assessment = await ownedAssessment(deps, user, id, { admins: true });
  const repo = assessmentRepository(deps.db);
  // Every assessment gets its analysis when it is stored; one that somehow has none gets it now.
  const [stored] = await repo.newestAnalyses([assessment.id]);
  const row = stored ?? (await storeAnalysis(deps, assessment.id, assessment.responses));
  return { assessmentId: assessment.id, createdAt: assessment.createdAt.toISOString(), analysis: analysisOf(row), analysedAt: row.createdAt.toISOString() };
}

/** The user's assessments with what the customer home shows of each, newest first. */
export async function summariesFor(deps: ServiceDeps, user: UserRow): Promise<AssessmentSummary[]> {
  const repo = assessmentRepository(deps.db);
  const rows = await repo.listForUser(user.id);
  const analyses = new Map((await repo.newestAnalyses(rows.map((r) => r.id))).map((a) => [a.assessmentId, analysisOf(a)]));
  const orderRows = await orderRepository(deps.db).settledAmong(
    rows.map((r) => r.id),
    user.id,
  );
  const paymentOf = (id: string) => paymentStateOf(orderRows.filter((o) => o.assessmentId === id));
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
