import type { Analysis, AnswerMap } from '../../shared/domain/scoring/types';
import { answersFromTests } from '../../shared/domain/scoring/engine';
import type { AnalysisRow, AssessmentRow } from '../modules/assessment/service';
import { notesOf, type PersonNote } from './content/notes';
import { reportFacts, type ReportFacts } from './facts';

/** What a report is made from: the stored analysis (never recomputed) and the answers. */
export interface GatheredReport {
  assessmentId: string;
  analysisId: string | null;
  engineVersion: string;
  analysis: Analysis;
  answers: AnswerMap;
  facts: ReportFacts;
  /** The `goals` answer, the person's own words, or null. */
  goal: string | null;
  /** The person's own notes to the questions, quoted in the report and never read (notesOf). */
  notes: PersonNote[];
}

/** Gathers a stored assessment with the stored analysis it is reported from. */
export function gatherReport(
  assessment: Pick<AssessmentRow, 'id' | 'responses'>,
  stored: { row: Pick<AnalysisRow, 'id' | 'engineVersion'>; analysis: Analysis },
): GatheredReport {
  const answers = answersFromTests(assessment.responses.tests);
  return {
    assessmentId: assessment.id,
    analysisId: stored.row.id,
    engineVersion: stored.row.engineVersion,
    analysis: stored.analysis,
    answers,
    facts: reportFacts(stored.analysis, answers),
    goal: goalOf(answers),
    notes: notesOf(answers),
  };
}

/** The person's goal, trimmed; nothing when skipped or empty. */
export function goalOf(answers: AnswerMap): string | null {
  const goal = answers.goals?.completion?.trim();
  return goal && goal !== 'skipped' ? goal.slice(0, 600) : null;
}
