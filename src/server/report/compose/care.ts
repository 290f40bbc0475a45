import type { Content } from 'pdfmake/interfaces';
import { STENOSIS_CARE } from '../../../shared/content/pattern-texts';
import { PREGNANCY_WARNING, SAFETY_NET, URGENCY_HEADINGS, adviceText } from '../../../shared/domain/scoring/advice';
import { highestUrgency } from '../../../shared/domain/scoring/presentation';
import type { Analysis, Urgency } from '../../../shared/domain/scoring/types';
import type { ReportFacts } from '../facts';
import { box, paragraphs } from './blocks';

const ORDER: Urgency[] = ['emergency', 'urgent', 'soon'];
const TONE = { emergency: 'danger', urgent: 'danger', soon: 'warning' } as const;

/**
 * The red-flag advice (CLINICAL.md §1), most urgent first, one box per urgency under the fixed
 * headings. The texts are the fixed, reviewed strings stored with the analysis; beside an urgent
 * or emergency sign a `soon` advice is shown without its calm last sentence.
 */
export function adviceBoxes(analysis: Analysis): Content[] {
  const top = highestUrgency(analysis.redFlags);
  if (!top) return [];
  const calm = top === 'soon';
  return ORDER.flatMap((urgency) => {
    const texts = [...new Set(analysis.redFlags.filter((f) => f.urgency === urgency).map((f) => adviceText(f, { calm })))];
    if (texts.length === 0) return [];
    const body = texts.map((text): Content => ({ text, style: 'body' }));
    if (urgency === 'emergency') body.push({ text: 'Ring 112 om du inte kan ta dig till en akutmottagning.', bold: true, style: 'body' });
    return [box(TONE[urgency], body, URGENCY_HEADINGS[urgency], { unbreakable: true })];
  });
}

/** The safety net for everyone (CLINICAL.md §1), prominent with leg symptoms; pregnancy and stenosis notes. */
export function safetyNet(facts: ReportFacts): Content[] {
  const items = [SAFETY_NET.emergency, SAFETY_NET.sameDay, SAFETY_NET.book];
  return [
    ...(facts.legSymptoms ? [box('warning', [{ text: SAFETY_NET.legSymptoms, style: 'body', bold: true }])] : []),
    box('soft', [{ ul: items.map((text) => ({ text, style: 'body' })), markerColor: '#b91c1c' }], SAFETY_NET.heading),
    ...(facts.stenosisPicture ? paragraphs(STENOSIS_CARE) : []),
    ...(facts.pregnant ? [box('warning', [{ text: PREGNANCY_WARNING, style: 'body' }])] : []),
  ];
}
