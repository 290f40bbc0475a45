import type { AssessmentDetails, StoredAnalysisView } from '../../../shared/contracts/assessment-details';

const analysis = (engineVersion: string, score: number): StoredAnalysisView['analysis'] => ({
  engineVersion,
  riskGroup: 'medium',
  riskGroupComplete: true,
  redFlags: [{ id: 'night_pain', urgency: 'soon', advice: 'Kontakta vårdcentralen inom några veckor.' }],
  categories: [
    { id: 'nervinklammning', label: 'Nervpåverkan', score, strength: 'clear', evidence: [{ questionKey: 'leg_pain', answer: 'below_knee', weight: 2.5 }] },
    { id: 'disksmarta', label: 'Disksmärta', score: 40, strength: 'some', evidence: [{ questionKey: 'leg_pain', answer: 'below_knee', weight: 1 }] },
  ],
  riskAreas: [
    { id: 'somn_aterhamtning', label: 'Sömn', score: 55, level: 'moderate' },
    { id: 'psykosocialt', label: 'Stress', score: 0, level: 'unknown' },
  ],
});

/** One assessment as the details endpoint answers it: two answers, a re-run analysis and the admin's report of the old one. */
export function detailsOf(overrides: Partial<AssessmentDetails> = {}): AssessmentDetails {
  return {
    assessment: { id: 'as-new', createdAt: '2026-11-20T10:00:00.000Z', completedAt: '2026-11-20T10:05:00.000Z', status: 'processed' },
    user: { id: 'u1', name: 'Berit Bäck', email: 'berit@example.se', guest: false },
    totalQuestions: 2,
    answerSummary: [
      { questionNumber: 1, question: 'Strålar smärtan ut i benet?', answer: 'Ja, nedanför knät', score: 3.5 },
      { questionNumber: 2, question: 'Hur mycket rör du dig?', answer: 'Hoppade över', score: 0 },
    ],
    detailedResponses: [
      {
        questionNumber: 1,
        questionKey: 'leg_pain',
        questionText: 'Strålar smärtan ut i benet?',
        allOptions: [
          { text: 'Nej', value: 'none' },
          { text: 'Ja, ovanför knät', value: 'above_knee' },
          { text: 'Ja, nedanför knät', value: 'below_knee' },
        ],
        selectedValue: 'below_knee',
        selectedOption: { text: 'Ja, nedanför knät' },
        answerText: 'Ja, nedanför knät',
        painLevel: 6,
        score: 3.5,
        contributions: [
          { categoryId: 'nervinklammning', categoryLabel: 'Nervpåverkan', answer: 'below_knee', weight: 2.5 },
          { categoryId: 'disksmarta', categoryLabel: 'Disksmärta', answer: 'below_knee', weight: 1 },
        ],
      },
      {
        questionNumber: 2,
        questionKey: 'activity',
        questionText: 'Hur mycket rör du dig?',
        allOptions: [],
        selectedValue: 'skipped',
        selectedOption: null,
        answerText: 'Hoppade över',
        painLevel: null,
        score: 0,
        contributions: [],
      },
    ],
    contributionsFrom: 'an-2',
    analyses: [
      { id: 'an-2', engineVersion: '3.0.0', createdAt: '2026-11-26T09:00:00.000Z', analysis: analysis('3.0.0', 80) },
      { id: 'an-1', engineVersion: '2.4.0', createdAt: '2026-11-20T10:05:00.000Z', analysis: analysis('2.4.0', 60) },
    ],
    currentEngineVersion: '3.0.0',
    reports: [
      {
        id: 'rep-1',
        kind: 'full',
        createdAt: '2026-11-21T08:00:00.000Z',
        analysisId: 'an-1',
        engineVersion: '2.4.0',
        madeBy: 'admin',
        madeByName: 'Dora Admin',
        fileName: 'berit-back-rapport-2026-11-21-09-00-00.pdf',
        downloadUrl: '/api/reports/rep-1/download',
      },
    ],
    ...overrides,
  };
}
