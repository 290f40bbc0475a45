import type { Column, Content, Margins } from 'pdfmake/interfaces';
import { RISK_GROUP_HEADING, RISK_GROUP_LABELS, RISK_GROUP_UNCERTAIN, riskGroupMeaning, ryggScore } from '../../../shared/domain/scoring/presentation';
import type { Analysis } from '../../../shared/domain/scoring/types';
import { showsRiskGroup } from '../content/texts';
import { FACTOR_NOTE, backScoreText, categoryLine, type ReportModel } from './model';
import { COLORS } from './theme';

/** Where the full report and the preview differ in the score block: its texts and its measures. */
export interface ScoreBlockOptions {
  /** Under the number: what the back score is (the full report says more than the preview). */
  scoreNote: string;
  scoreWidth: number;
  riskFontSize: number;
  /**
   * Under the risk group: what it means, when the person is calm (no urgent or emergency sign).
   * The preview says it here; the full report says it just below, in the summary's text.
   */
  riskMeaning: boolean;
  margin: Margins;
}

/**
 * The summary's score block, shared by the full report and the preview: the back score (CLINICAL.md
 * §3) beside the risk of long-lasting trouble, the latter only where it may be shown (none beside
 * an urgent sign).
 */
export function scoreBlock(model: ReportModel, options: ScoreBlockOptions): Content {
  const { analysis, facts } = model;
  const score = ryggScore(analysis);
  const calm = facts.urgency !== 'urgent' && facts.urgency !== 'emergency';
  const scoreColumn: Column = {
    width: options.scoreWidth,
    stack: [
      { text: 'Ditt ryggvärde', style: 'label' },
      { text: score === null ? '–' : String(score), style: 'big' },
      { text: score === null ? backScoreText(analysis) : options.scoreNote, style: 'small' },
    ],
  };
  const riskColumn: Column[] = showsRiskGroup(facts)
    ? [
        {
          width: '*',
          stack: [
            { text: RISK_GROUP_HEADING, style: 'label' },
            {
              text: RISK_GROUP_LABELS[analysis.riskGroup],
              font: 'InterSemiBold',
              fontSize: options.riskFontSize,
              color: COLORS.foreground,
              margin: [0, 2, 0, 4],
            },
            ...(options.riskMeaning && calm ? [{ text: riskGroupMeaning(analysis.riskGroup, facts.urgency), style: 'small' }] : []),
            ...(analysis.riskGroupComplete ? [] : [{ text: RISK_GROUP_UNCERTAIN, style: 'small', italics: true }]),
          ],
        },
      ]
    : [];
  return { columns: [scoreColumn, ...riskColumn], columnGap: 20, margin: options.margin };
}

/** "Påverkar också: …": the factor that adds to the pain, under the patterns it is listed with. */
export function factorLine(factor: Analysis['categories'][number], margin: Margins): Content {
  return { text: [{ text: 'Påverkar också: ', bold: true }, `${categoryLine(factor)}. ${FACTOR_NOTE}`], style: 'body', margin };
}
