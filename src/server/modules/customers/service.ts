import { ASSESSMENT_DETAILS_MESSAGES, type AssessmentDetails, type Contribution } from '../../../shared/contracts/assessment-details';
import type { Question, StoredTestAnswer } from '../../../shared/contracts/assessment';
import type { CustomerSearchQuery, CustomerSearchResponse } from '../../../shared/contracts/customers';
import { ENGINE_VERSION } from '../../../shared/domain/scoring/engine';
import type { Analysis } from '../../../shared/domain/scoring/types';
import { UUID } from '../../../shared/domain/uuid';
import type { ServiceDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { analysesOf, findAssessment, listQuestions } from '../assessment/service';
import { findUser } from '../auth/service';
import { reportsOfAssessment } from '../reports/service';
import { customersRepository, type CustomerFilter } from './repository';

/** How many of a customer's assessments a search result lists (the profile asks for the rest). */
export const ASSESSMENTS_PER_CUSTOMER = 20;

/**
 * GET /api/admin/search-customers: the matched accounts' totals (the spec's four stat cards, over
 * every match), one page of them, newest registered first, each with their newest assessments.
 */
export async function searchCustomers(deps: Pick<ServiceDeps, 'db'>, query: CustomerSearchQuery): Promise<CustomerSearchResponse> {
  const text = (query.q ?? query.search ?? '').trim();
  const filter: CustomerFilter = {
    text: text || undefined,
    searchType: query.searchType,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    status: query.status,
    hasAssessments: query.hasAssessments,
  };
  const r = customersRepository(deps.db);
  const { totals: stats, page } = await r.search(filter, (query.page - 1) * query.pageSize, query.pageSize);
  const assessments = await r.assessmentsOf(
    page.map((c) => c.id),
    ASSESSMENTS_PER_CUSTOMER,
  );
  return {
    customers: page.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      role: c.role,
      createdAt: c.createdAt.toISOString(),
      assessmentCount: c.assessmentCount,
      processedCount: c.processedCount,
      reportCount: c.reportCount,
      assessments: assessments
        .filter((a) => a.userId === c.id)
        .map((a) => ({
          id: a.id,
          createdAt: a.createdAt.toISOString(),
          completedAt: a.completedAt?.toISOString() ?? null,
          status: a.analysed ? ('processed' as const) : ('pending' as const),
          reportGenerated: a.reportGenerated,
        })),
    })),
    total: stats.customers,
    searchQuery: text || null,
    page: query.page,
    pageSize: query.pageSize,
    stats,
  };
}

/** Each question's share of the analysis: its evidence in every pattern, by question key (CLINICAL.md §7). */
function contributionsByQuestion(analysis: Analysis | undefined): Map<string, Contribution[]> {
  const byKey = new Map<string, Contribution[]>();
  for (const category of analysis?.categories ?? []) {
    for (const e of category.evidence) {
      const list = byKey.get(e.questionKey) ?? [];
      list.push({ categoryId: category.id, categoryLabel: category.label, answer: e.answer, weight: e.weight });
      byKey.set(e.questionKey, list);
    }
  }
  return byKey;
}

/** The sum of the weights, without floating-point dust (0.1 + 0.2 is 0.3 here). */
const total = (list: Contribution[]) => Math.round(list.reduce((sum, c) => sum + c.weight, 0) * 1e6) / 1e6;

/** One stored answer as the admin reads it: the question's wording then, its options now, and what was chosen. */
function answerView(answer: StoredTestAnswer, question: Question | undefined) {
  const values = answer.completion === 'skipped' ? [] : answer.completion.split(',');
  const hasOptions = !!question && (question.questionType === 'radio' || question.questionType === 'checkbox');
  // The wording the person saw is kept with the answer; older answers fall back on the bank's.
  const chosen = answer.shownOptions?.length
    ? answer.shownOptions
    : hasOptions
      ? question.options.filter((o) => values.includes(o.value)).map((o) => ({ value: o.value, label: o.label }))
      : [];
  const allOptions = hasOptions ? question.options.map((o) => ({ text: o.label, value: o.value })) : chosen.map((o) => ({ text: o.label, value: o.value }));
  const chosenText = chosen.map((o) => o.label).join(', ');
  const answerText = answer.completion === 'skipped' ? ASSESSMENT_DETAILS_MESSAGES.skipped : chosenText || answer.completion;
  return { allOptions, selectedOption: chosenText ? { text: chosenText } : null, answerText };
}

/**
 * GET /api/admin/assessment-details/:assessmentId: the spec's detail response (§3) with each
 * question's contribution to the newest stored analysis (its evidence weights; `score` is their
 * sum), every stored analysis (newest first), the engine a re-analysis would use, and every stored
 * report. A malformed id answers as an unknown one (404).
 */
export async function assessmentDetails(deps: Pick<ServiceDeps, 'db' | 'questions'>, assessmentId: string): Promise<AssessmentDetails> {
  const assessment = UUID.test(assessmentId) ? await findAssessment(deps, assessmentId) : undefined;
  if (!assessment) throw HttpError.notFound(ASSESSMENT_DETAILS_MESSAGES.notFound);
  const [owner, analyses, reports, questions] = await Promise.all([
    assessment.userId ? findUser(deps, assessment.userId) : undefined,
    analysesOf(deps, assessment.id),
    reportsOfAssessment(deps, assessment.id),
    listQuestions(deps),
  ]);
  const newest = analyses[0];
  const contributions = contributionsByQuestion(newest?.analysis);
  const bank = new Map(questions.map((q) => [q.key, q]));
  const detailedResponses = assessment.responses.tests.map((answer, i) => {
    const question = bank.get(answer.testId);
    const own = contributions.get(answer.testId) ?? [];
    return {
      questionNumber: i + 1,
      questionKey: answer.testId,
      questionText: answer.testName ?? question?.title ?? answer.testId,
      ...answerView(answer, question),
      selectedValue: answer.completion,
      painLevel: answer.painLevel ?? null,
      score: total(own),
      contributions: own,
    };
  });
  return {
    assessment: {
      id: assessment.id,
      createdAt: assessment.createdAt.toISOString(),
      completedAt: assessment.completedAt?.toISOString() ?? null,
      status: analyses.length ? 'processed' : 'pending',
    },
    user: owner
      ? { id: owner.id, name: owner.name, email: owner.email, guest: false }
      : { id: null, name: ASSESSMENT_DETAILS_MESSAGES.guestName, email: null, guest: true },
    totalQuestions: detailedResponses.length,
    answerSummary: detailedResponses.map((d) => ({ questionNumber: d.questionNumber, question: d.questionText, answer: d.answerText, score: d.score })),
    detailedResponses,
    contributionsFrom: newest?.row.id ?? null,
    analyses: analyses.map(({ row, analysis }) => ({ id: row.id, engineVersion: row.engineVersion, createdAt: row.createdAt.toISOString(), analysis })),
    currentEngineVersion: ENGINE_VERSION,
    reports,
  };
}
