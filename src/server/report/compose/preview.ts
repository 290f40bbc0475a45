import type { Content } from 'pdfmake/interfaces';
import { formatDateLong } from '../../../shared/domain/dates';
import { STRENGTH_LABELS } from '../../../shared/domain/scoring/presentation';
import { notBetterAfter } from '../content/course';
import { careFirst, type ReportFacts } from '../facts';
import type { PdfDocument } from '../render/render-pdf';
import { bar, box, lead, section } from './blocks';
import { safetyBox, safetyNet } from './care';
import { areaRows } from './full-report';
import { listedPatterns, shownPatterns, summaryLead, type ReportModel } from './model';
import { factorLine, scoreBlock } from './score-block';
import { COLORS, PAGE, STYLES } from './theme';

/** What the full report holds, as the preview lists it (spec §1), for this person. */
function fullReportContents(facts: ReportFacts): string[] {
  const care = careFirst(facts);
  return [
    facts.patternsHidden
      ? 'En analys av dina svar inom fem hälsoområden.'
      : 'En analys av dina svar: mönstren med svaren bakom vart och ett, och fem hälsoområden.',
    'Ett personligt brev, skrivet utifrån dina svar och ditt mål.',
    care ? 'En plan i tre steg att börja med när vården har bedömt dig.' : 'En plan i tre steg: förstå och håll igång, bygg kapacitet, stärk och förebygg.',
    'Sex till tio övningar som passar dina svar, med bilder, hur många och vad du ska känna.',
    'Råd om sömn, stress, arbete och aktivitet.',
    care ? 'När du ska söka vård, och vad du kan ta med dig dit.' : 'Prognos utifrån hur länge du har haft ont, och när du ska söka vård.',
  ];
}

function contentsList(items: string[]): Content {
  return { ul: items.map((text) => ({ text, fontSize: 9.2, lineHeight: 1.25, margin: [0, 0, 0, 1.5] })), markerColor: COLORS.primary };
}

function header(model: ReportModel): Content[] {
  return [
    { text: model.brandName, style: 'coverBrand', margin: [0, 0, 0, 10] },
    { text: 'Översikt av ditt resultat', style: 'coverTitle', fontSize: 24 },
    // No number: nothing is bought yet, and the order number is the only one a customer is given (issue 17).
    { text: `Förhandsvisning för ${model.person.name} · ${formatDateLong(model.date)}`, style: 'coverMeta', margin: [0, 4, 0, 14] },
  ];
}

/**
 * The free preview (1–3 pages): the red-flag advice first (one box), the summary (back score, risk
 * of long-lasting trouble, the main pattern as every page names it), the safety net, and what the
 * full report contains. Where the patterns are hidden, the fixed sentence stands in their place,
 * and beside an urgent sign no risk group is shown. With an emergency sign only the advice, with
 * 112, and where to call when unsure (CLINICAL.md §1, issue 16: nothing else; the service answers
 * such a request with the advice instead of a PDF).
 */
export function composePreview(model: ReportModel): PdfDocument {
  const { analysis, facts } = model;
  const emergency = facts.urgency === 'emergency';
  const shown = shownPatterns(analysis);
  const patterns: Content[] = shown
    ? [
        section('Dina svar liknar mest'),
        ...listedPatterns(analysis).map((c) =>
          bar({
            label: c.label,
            words: c.id === 'ospecifik' ? 'inget annat sticker ut' : STRENGTH_LABELS[c.strength],
            score: c.id === 'ospecifik' ? null : c.score,
            color: COLORS.primary,
            showNumber: false,
          }),
        ),
        ...(shown.factor ? [factorLine(shown.factor, [0, 2, 0, 6])] : []),
      ]
    : [];
  const body: Content[] = emergency
    ? [{ text: 'Är du osäker på vart du ska vända dig, ring 1177.', style: 'body', bold: true }]
    : [
        lead(summaryLead(model)),
        scoreBlock(model, { scoreNote: 'av 100. Högre är bättre.', scoreWidth: 150, riskFontSize: 16, riskMeaning: true, margin: [0, 0, 0, 12] }),
        ...patterns,
        section('När du ska söka vård'),
        ...safetyNet(facts),
        // The five areas (the results page shows them too), what the full report holds and the
        // disclaimer, kept together: a second page is never only a box and the disclaimer (issue 17).
        {
          stack: [
            section('Fem hälsoområden'),
            {
              text: 'Så mycket belastning eller besvär dina svar visar. Längre och varmare stapel betyder mer belastning.',
              style: 'small',
              margin: [0, 0, 0, 6],
            },
            ...areaRows(analysis),
            box(
              'info',
              [
                contentsList(fullReportContents(facts)),
                {
                  text: 'Den fullständiga rapporten är 8–10 sidor och skrivs utifrån dina svar. Du köper den på resultatsidan.',
                  style: 'small',
                  margin: [0, 3, 0, 0],
                },
              ],
              'I den fullständiga rapporten',
            ),
            {
              text: `Det här är en självskattning, inte en diagnos eller medicinsk rådgivning. Sök vård om besvären är svåra, blir värre eller inte har blivit bättre efter ${notBetterAfter(facts)}.`,
              style: 'small',
            },
          ],
          unbreakable: true,
        },
      ];
  return {
    definition: {
      info: {
        title: `${model.brandName}: översikt av ditt resultat`,
        author: model.brandName,
        subject: `Förhandsvisning ${formatDateLong(model.date)}`,
        creator: model.brandName,
      },
      language: 'sv-SE',
      pageSize: 'A4',
      pageMargins: PAGE.margins,
      defaultStyle: { font: 'Inter', fontSize: 10.5, color: COLORS.foreground },
      styles: STYLES,
      content: [...header(model), ...safetyBox(analysis), ...body],
    },
    footer: { left: `${model.brandName} · förhandsvisning · ${formatDateLong(model.date)}`, pageLabel: 'Sida {page} av {pages}' },
  };
}
