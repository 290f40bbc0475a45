import type { Question, TestAnswer } from '../../../shared/contracts/assessment';
import type { FinalizeResponse, MockAnswer, MockAnswersRequest, MockAnswersResponse } from '../../../shared/contracts/developer';
import type { ServiceDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { assertSellable, listQuestions, ownedAssessment, replaceAnswers } from '../assessment/service';
import type { UserRow } from '../auth/repository';
import { AUDIT_SUMMARIES } from '../audit/messages';
import { recordAdminChange } from '../audit/service';
import { isReportPaid } from '../orders/service';
import { ensureReport, hasFullReport } from '../reports/service';
import { DEVELOPER_MESSAGES } from './messages';

// The developer panel's two steps of its own (spec §2 and §7, decision 0040): mock answers on the
// admin's own test assessment, and its full report. Both are admin-only in the endpoint map, and
// both act only on the caller's own assessment: no customer's answers change, and no report made
// without payment ever belongs to anyone but the admin who asked for it.

/** The stored answer a mock answer means for the question at that number of the served bank. */
function answerFor(question: Question, number: number, mock: MockAnswer): TestAnswer {
  const { selectedOption } = mock;
  let completion: string;
  if (typeof selectedOption === 'string') completion = selectedOption;
  else if (question.questionType === 'radio' || question.questionType === 'checkbox') {
    const option = question.options[selectedOption];
    if (!option) throw HttpError.badRequest(DEVELOPER_MESSAGES.noOption(number, selectedOption), 'responses');
    completion = option.value;
  } else completion = String(selectedOption);
  return { testId: question.key, completion };
}

/** POST /api/assessments/:id/answers: the mock answers, mapped onto the bank, become the assessment's answers. */
export async function submitMockAnswers(
  deps: Pick<ServiceDeps, 'db' | 'questions'>,
  user: UserRow,
  id: string,
  input: MockAnswersRequest,
): Promise<MockAnswersResponse> {
  await ownedAssessment(deps, user, id);
  const questions = await listQuestions(deps);
  const mocks = Object.entries(input.responses)
    .map(([n, mock]) => ({ number: Number(n), mock }))
    .sort((a, b) => a.number - b.number);
  const mapped = mocks.map(({ number, mock }) => {
    const question = questions[number - 1];
    if (!question) throw HttpError.badRequest(DEVELOPER_MESSAGES.noQuestion(number, questions.length), 'responses');
    return { number, question, mock, answer: answerFor(question, number, mock) };
  });
  // A made report or a paid order stands for the answers it was made from.
  if ((await hasFullReport(deps, id)) || (await isReportPaid(deps, id))) throw HttpError.conflict(DEVELOPER_MESSAGES.hasReport);
  return deps.db.transaction(async (tx) => {
    const { responses, sellable } = await replaceAnswers(
      { ...deps, db: tx },
      user,
      id,
      mapped.map((m) => m.answer),
    );
    await recordAdminChange(deps, tx, {
      actor: user,
      action: 'developer.answers',
      subjectType: 'assessment',
      subjectId: id,
      summary: AUDIT_SUMMARIES.mockAnswers(responses.tests.length),
    });
    return {
      assessmentId: id,
      answers: mapped.map(({ number, question, mock }, i) => ({
        questionNumber: number,
        testId: question.key,
        question: question.title,
        completion: responses.tests[i]!.completion,
        chosen: responses.tests[i]!.shownOptions?.map((o) => o.label) ?? [],
        riskWeight: mock.riskWeight,
      })),
      sellable,
    };
  });
}

/**
 * POST /api/assessments/:id/finalize: the full report of the admin's own test assessment, made now
 * (or the one made before), without a payment when there is none: the caller is an admin (the map's
 * access) and the report is the admin's own, so no customer gets an unpaid report. No mail is sent.
 */
export async function finalizeTestAssessment(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'limiter' | 'storage' | 'renderer' | 'writer'>,
  user: UserRow,
  id: string,
): Promise<FinalizeResponse> {
  await deps.limiter.consume([{ key: `developer:finalize:user:${user.id}`, limit: 30, windowMs: 60 * 60 * 1000 }]);
  const assessment = await ownedAssessment(deps, user, id);
  await assertSellable(deps, id, () => DEVELOPER_MESSAGES.emergency);
  const paid = await isReportPaid(deps, id);
  const report = await ensureReport(deps, assessment, 'full', {
    onStored: (tx, row) =>
      recordAdminChange(deps, tx, {
        actor: user,
        action: 'developer.report',
        subjectType: 'report',
        subjectId: row.id,
        summary: AUDIT_SUMMARIES.testReport(paid),
      }),
  });
  return { reportId: report.id, downloadUrl: `/api/reports/${report.id}/download`, paid };
}
