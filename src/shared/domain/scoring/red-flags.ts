import type { AnswerMap, RedFlag, RedFlagId, Urgency } from './types';
import { RED_FLAG_IDS } from './types';
import { checkboxValues } from './answers';

/**
 * Red-flag triage (CLINICAL.md §1; NICE NG59 and CKS red flags, 1177 Vårdguiden's advice on
 * back pain). It runs before and above every score, in the questionnaire and on the server.
 */
const EMERGENCY_ADVICE =
  'Ring 112 eller åk till en akutmottagning nu. Nya problem med att kissa eller hålla tätt, känselbortfall i ridbyxeområdet eller svaghet i båda benen kan betyda att nerverna i ryggen är hårt klämda, och det behöver undersökas genast.';
const URGENT_ADVICE =
  'Sök vård i dag, på en akutmottagning eller jourcentral. Ring 1177 om du är osäker på vart du ska vända dig.';
const SOON_ADVICE =
  'Kontakta din vårdcentral eller ring 1177 inom några dagar. Det är oftast inget allvarligt, men det bör bedömas av vården.';

export const RED_FLAG_URGENCY: Record<RedFlagId, Urgency> = {
  bladder_bowel: 'emergency',
  saddle_numbness: 'emergency',
  bilateral_leg: 'emergency',
  progressive_weakness: 'urgent',
  fever: 'urgent',
  major_trauma: 'urgent',
  cancer_history: 'soon',
  weight_loss: 'soon',
  night_pain: 'soon',
};

export const URGENCY_ADVICE: Record<Urgency, string> = { emergency: EMERGENCY_ADVICE, urgent: URGENT_ADVICE, soon: SOON_ADVICE };

const ORDER: Record<Urgency, number> = { emergency: 0, urgent: 1, soon: 2 };

/** The red flags in the answers, most urgent first; unknown values and 'none' are ignored. */
export function triageRedFlags(answers: AnswerMap): RedFlag[] {
  const chosen = new Set(checkboxValues(answers, 'red_flags'));
  return RED_FLAG_IDS.filter((id) => chosen.has(id))
    .map((id) => ({ id, urgency: RED_FLAG_URGENCY[id], advice: URGENCY_ADVICE[RED_FLAG_URGENCY[id]] }))
    .sort((a, b) => ORDER[a.urgency] - ORDER[b.urgency]);
}

/** The most urgent level present, or null. */
export function highestUrgency(flags: RedFlag[]): Urgency | null {
  return flags[0]?.urgency ?? null;
}
