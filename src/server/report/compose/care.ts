import type { Content } from 'pdfmake/interfaces';
import { STENOSIS_CARE } from '../../../shared/content/pattern-texts';
import { PREGNANCY_WARNING, SAFETY_NET, safetyMessage } from '../../../shared/domain/scoring/advice';
import type { Analysis, RiskGroup } from '../../../shared/domain/scoring/types';
import { safetyNetBookLine } from '../content/course';
import type { ReportFacts } from '../facts';
import { box, paragraphs } from './blocks';

/** Said with every emergency, unless its advice says it already. */
export const CALL_112 = 'Ring 112 om du inte kan ta dig till en akutmottagning.';

/**
 * The red-flag advice (CLINICAL.md §1, engine 3): ONE box, for the most urgent level, from
 * `safetyMessage`: its heading, what to do at that level (each action once), and under it the
 * reason of every flag. A less urgent flag's own "inom några dagar" never stands beside "i dag" or
 * "direkt". The texts are the fixed, reviewed strings; with an emergency, 112 is always said.
 */
export function safetyBox(analysis: Pick<Analysis, 'redFlags'>): Content[] {
  const message = safetyMessage(analysis.redFlags);
  if (!message) return [];
  const serious = message.urgency !== 'soon';
  const body: Content[] = message.actions.map((text): Content => ({ text, style: 'body', bold: serious }));
  if (message.urgency === 'emergency' && !message.actions.some((a) => a.includes('112'))) body.push({ text: CALL_112, style: 'body', bold: true });
  if (message.reasons.length === 1) body.push({ text: message.reasons[0]!, style: 'body', margin: [0, 4, 0, 0] });
  else if (message.reasons.length > 1)
    body.push({ ul: message.reasons.map((text) => ({ text, style: 'body', margin: [0, 0, 0, 2] })), markerColor: '#b91c1c', margin: [0, 4, 0, 0] });
  return [box(serious ? 'danger' : 'warning', body, message.heading, { unbreakable: true })];
}

/** The next step for the risk of long-lasting trouble, in short (RISK_GROUP_MEANING says it in full on the summary page). */
const NEXT_STEP: Record<RiskGroup, string> = {
  low: 'Ditt nästa steg är egenvård med planen i rapporten.',
  medium: 'Ditt nästa steg är planen i rapporten. Är det inte bättre inom några veckor, boka en tid hos en fysioterapeut (du behöver ingen remiss).',
  high: 'Ditt nästa steg är att kontakta en fysioterapeut eller din vårdcentral för stöd med både kropp och tankar, med rapporten som ett komplement.',
};

/**
 * What the chapter on seeking care opens with (CLINICAL.md §1, §3): what is true of the answers.
 * With no flag: nothing points to anything that needs urgent care, and the next step for the risk
 * group. With a flag: the advice at the start of the report first; never "nothing points to…".
 */
export function careOpening(analysis: Pick<Analysis, 'riskGroup'>, facts: ReportFacts): { lead: string; body: string } {
  const watch = 'Tecknen nedan gäller alla: håll koll på dem, även om de kommer senare.';
  if (facts.urgency === null) return { lead: 'Inget i dina svar pekar på något som behöver vård snabbt.', body: `${NEXT_STEP[analysis.riskGroup]} ${watch}` };
  if (facts.urgency === 'soon')
    return { lead: 'Dina svar innehåller ett tecken som vården bör titta på: kontakta vården så som rådet i början av rapporten säger.', body: watch };
  return { lead: 'Dina svar innehåller tecken som vården behöver bedöma: följ rådet i början av rapporten först, före övningarna.', body: watch };
}

/** The safety net for everyone (CLINICAL.md §1), prominent with leg symptoms; pregnancy and stenosis notes. */
export function safetyNet(facts: ReportFacts): Content[] {
  // Beside a warning sign the advice at the start already says when to contact care, sooner than
  // "if it is not better after some weeks" (as on the results page).
  const items = [SAFETY_NET.emergency, SAFETY_NET.sameDay, ...(facts.urgency === null ? [safetyNetBookLine(facts, SAFETY_NET.book)] : [])];
  return [
    ...(facts.legSymptoms ? [box('warning', [{ text: SAFETY_NET.legSymptoms, style: 'body', bold: true }])] : []),
    box('soft', [{ ul: items.map((text) => ({ text, style: 'body' })), markerColor: '#b91c1c' }], SAFETY_NET.heading, { unbreakable: true }),
    ...(facts.stenosisPicture ? paragraphs(STENOSIS_CARE) : []),
    ...(facts.pregnant ? [box('warning', [{ text: PREGNANCY_WARNING, style: 'body' }])] : []),
  ];
}
