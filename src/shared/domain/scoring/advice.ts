import type { RedFlagId, Urgency } from './types';

/**
 * The fixed, reviewed safety texts (CLINICAL.md §1). They are shown as written, in the
 * questionnaire, on the results page, in the report and in e-mails; no report writer (AI or
 * built-in composition) ever writes or rewords them. Sources: 1177 Vårdguiden (ryggskott,
 * ischias: when to seek care), NICE NG59, NICE CKS (red flags), NICE NG234 (spinal metastases and
 * spinal cord compression), NICE NG65 (spondyloarthritis).
 */

/**
 * Each flag's advice in two parts: what to do (`action`) and why (`reason`), and for some `soon`
 * flags a calm last sentence. The stored advice is the three joined; the one box per urgency
 * (`safetyMessage`) shows the most urgent level's actions once, and under them the reasons of
 * every flag, so no lower level's "within a few days" stands beside a "today" or "now".
 */
interface FlagText {
  action: string;
  reason: string;
  /**
   * The calm last sentence of some `soon` advice (red flags are common and rarely serious,
   * Henschke 2009: word `soon` calmly). Beside an urgent or emergency sign nothing may calm the
   * reader, so there it is left out.
   */
  calm?: string;
}

const EMERGENCY_DEPARTMENT = 'Sök vård direkt på en akutmottagning. Ring 112 om du inte kan ta dig dit.';
const TODAY_EMERGENCY = 'Sök vård i dag på en akutmottagning eller jourcentral.';
const TODAY_ANY = 'Sök vård i dag på en vårdcentral, jourcentral eller akutmottagning.';
const WITHIN_DAYS = 'Kontakta din vårdcentral eller ring 1177 inom några dagar.';
const DOCTOR_WITHIN_DAYS = 'Boka en tid hos läkare på din vårdcentral inom några dagar.';
const CAUDA_EQUINA: FlagText = {
  action: EMERGENCY_DEPARTMENT,
  reason: 'Det du beskriver kan betyda att nerverna längst ner i ryggkanalen är i kläm, och det behöver undersökas genast.',
};

export const RED_FLAG_TEXTS: Record<RedFlagId, FlagText> = {
  bladder_bowel: CAUDA_EQUINA,
  saddle_numbness: CAUDA_EQUINA,
  bilateral_leg: CAUDA_EQUINA,
  sudden_severe_trunk_pain: {
    action: 'Ring 112 nu.',
    reason: 'Plötslig, mycket svår smärta i ryggen tillsammans med magen eller bröstet kan komma från den stora kroppspulsådern och måste undersökas direkt.',
  },
  progressive_weakness: {
    action: `${TODAY_EMERGENCY} Ring 1177 om du är osäker på vart du ska vända dig.`,
    reason: 'Svaghet i ett ben eller en fot som ökar behöver undersökas samma dag.',
  },
  fever: { action: TODAY_EMERGENCY, reason: 'Feber eller frossa tillsammans med ryggsmärta behöver undersökas samma dag, eftersom det kan vara en infektion.' },
  major_trauma: { action: TODAY_EMERGENCY, reason: 'Efter ett kraftigt fall eller en olycka behöver ryggen undersökas, så att en skada inte missas.' },
  cancer_history: {
    action: 'Kontakta din vårdcentral eller ring 1177 inom några dagar och berätta att du har haft cancer.',
    reason: 'Vården vill bedöma ryggsmärta hos den som har haft cancer.',
    calm: 'Oftast har smärtan en annan orsak.',
  },
  weight_loss: {
    action: WITHIN_DAYS,
    reason: 'Viktnedgång som du inte har försökt åstadkomma bör undersökas.',
    calm: 'Oftast finns det en ofarlig förklaring.',
  },
  night_pain: { action: WITHIN_DAYS, reason: 'Konstant värk i vila eller på natten bör bedömas av vården.', calm: 'Oftast är det inte något allvarligt.' },

  cancer_neuro: {
    action: 'Sök vård direkt på en akutmottagning och berätta att du har haft cancer. Ring 112 om du inte kan ta dig dit.',
    reason:
      'Smärta som strålar ut i benen eller andra tecken på att nerverna påverkas behöver undersökas genast hos den som har haft cancer, så att ett tryck på ryggmärgen eller nerverna inte missas.',
  },
  infection_risk: {
    action: EMERGENCY_DEPARTMENT,
    reason: 'Feber tillsammans med ryggsmärta, när du har en ökad risk för infektioner, kan betyda en infektion i ryggen som behöver behandlas snabbt.',
  },
  trauma_neuro: { action: EMERGENCY_DEPARTMENT, reason: 'Tecken på påverkan på nerverna efter ett fall eller en olycka behöver undersökas genast.' },
  procedure_or_bleed_neuro: {
    action:
      'Sök vård direkt på en akutmottagning och berätta vilket ingrepp i ryggen du har gjort eller att du tar blodförtunnande läkemedel. Ring 112 om du inte kan ta dig dit.',
    reason:
      'Svaghet i ett ben som ökar, efter ett ingrepp i ryggen eller när du tar blodförtunnande läkemedel, kan komma av en blödning eller en infektion som trycker på nerverna, och det behöver undersökas genast.',
  },
  serious_cause_over_50: {
    action: 'Kontakta din vårdcentral i dag, eller senast inom ett dygn, och fråga om du behöver lämna blodprover.',
    reason:
      'Ryggsmärta som kommer för första gången efter 50 års ålder tillsammans med nattvärk eller viktnedgång behöver bedömas snart, så att en allvarlig orsak inte missas.',
  },
  cancer_spine: {
    action: 'Kontakta din cancermottagning (din kontaktsjuksköterska) eller vården inom 24 timmar och berätta att du har haft cancer.',
    reason: 'Din ryggsmärta behöver bedömas snart, så att man kan ta reda på om den har med cancern att göra.',
  },
  infection_no_fever: {
    action: 'Sök vård i dag på en vårdcentral, jourcentral eller akutmottagning och berätta att du har en ökad risk för infektioner.',
    reason: 'En infektion i ryggen kommer ofta utan feber.',
  },
  fragility_fracture: {
    action: TODAY_ANY,
    reason:
      'Smärtan kan komma från ett benbrott i en ryggkota, som kan uppstå av en mindre belastning när benstommen är försvagad eller med stigande ålder, och det behöver bedömas.',
  },
  fragility_sudden: {
    action: DOCTOR_WITHIN_DAYS,
    reason: 'Ryggsmärta som kommer plötsligt utan tydlig orsak bör undersökas när benstommen kan vara försvagad eller när du är 65 år eller äldre.',
  },
  new_pain_over_50: {
    action: DOCTOR_WITHIN_DAYS,
    reason: 'Ryggsmärta som kommer för första gången efter 50 års ålder bör undersökas.',
    calm: 'Oftast är det inte något allvarligt.',
  },
  inflammatory_back_pain: {
    action: 'Boka en vanlig tid på din vårdcentral och fråga om inflammatorisk ryggsjukdom.',
    reason: 'Stelhet på morgonen, värk som väcker dig sent på natten och som blir bättre av rörelse kan passa med en sådan.',
    calm: 'En sådan sjukdom går att behandla.',
  },
  bilateral_leg_check: {
    action:
      'Om besvären i båda benen är nya eller blir värre: sök vård direkt på en akutmottagning. Har du haft dem länge utan att de ändrats: boka en tid hos läkare inom några dagar.',
    reason: 'Domningar eller stickningar i båda benen behöver bedömas av läkare.',
  },
  thoracic_pain: { action: DOCTOR_WITHIN_DAYS, reason: 'Smärta mitt i ryggen, mellan skulderbladen, bör bedömas av läkare.' },
  not_screened: {
    action:
      'Sök vård direkt om något av detta stämmer in på dig: ' +
      'nya svårigheter att kissa eller att hålla urin eller avföring, nya domningar i underlivet eller runt ändtarmen, domningar eller svaghet i båda benen, ' +
      'plötslig och mycket svår smärta i ryggen tillsammans med magen eller bröstet. ' +
      'Sök vård i dag vid svaghet i ett ben som ökar, feber eller frossa, eller om smärtan började efter ett kraftigt fall eller en olycka. ' +
      'Kontakta vårdcentralen inom några dagar om du har haft cancer, har gått ner i vikt utan att försöka eller har konstant värk i vila eller på natten.',
    reason: 'Vi kunde inte kontrollera varningstecknen, eftersom frågan om dem inte besvarades.',
  },
};

/** A flag's whole advice, as stored with an analysis: what to do, why, and the calm sentence if any. */
function joined(text: FlagText): string {
  // The unscreened advice reads why first: the list of signs is what to do about it.
  const parts = text === RED_FLAG_TEXTS.not_screened ? [text.reason, text.action] : [text.action, text.reason];
  return [...parts, text.calm].filter(Boolean).join(' ');
}

export const RED_FLAG_ADVICE = Object.fromEntries(Object.entries(RED_FLAG_TEXTS).map(([id, text]) => [id, joined(text)])) as Record<RedFlagId, string>;

/** A short heading per urgency, shown above the advice. */
export const URGENCY_HEADINGS: Record<Urgency, string> = {
  emergency: 'Sök vård direkt',
  urgent: 'Sök vård i dag',
  soon: 'Kontakta vården inom några dagar',
};

/**
 * The safety net for everyone (CLINICAL.md §1), on the results page and in the report: the
 * cauda equina signs in plain words, "även om de kommer senare", and when to contact care.
 */
export const SAFETY_NET = {
  heading: 'Sök vård om något av detta händer, även om det kommer senare',
  emergency:
    'Sök vård direkt på en akutmottagning, eller ring 112, om du får nya svårigheter att kissa eller att hålla urin eller avföring, ' +
    'nya domningar i underlivet, runt ändtarmen eller på insidan av låren, eller domningar eller svaghet i båda benen.',
  sameDay:
    'Kontakta vården samma dag om smärtan är så svår att du inte kan röra dig eller sova trots receptfria läkemedel, eller om en svaghet i ett ben eller en fot ökar.',
  book: 'Boka en tid på vårdcentralen om det inte har blivit bättre efter 2–4 veckor, eller om det hela tiden blir värre.',
  /** Shown first and prominently to anyone with leg symptoms. */
  legSymptoms:
    'Du har besvär i benen. Håll särskilt koll på känseln i underlivet, blåsan och tarmen och på styrkan i benen: ändras något av det, sök vård direkt.',
} as const;

/** Pregnancy warning signs (CLINICAL.md §4), for anyone who is pregnant. */
export const PREGNANCY_WARNING =
  'Är du gravid: ring förlossningen eller barnmorskemottagningen direkt vid regelbundna smärtor eller att magen hårdnar, blödning, ' +
  'om vattnet går, eller vid feber eller sveda när du kissar.';

/** Why the self-tests are skipped after an urgent flag (CLINICAL.md §1). */
export const URGENT_SKIPS_TESTS = 'Eftersom du har svarat att du bör söka vård i dag hoppar vi över rörelsetesterna. Gör dem först när vården har bedömt dig.';

/** The exercise caveat with an urgent flag (report). */
export const URGENT_EXERCISE_CAVEAT = 'Börja först när vården har bedömt dig.';

/**
 * The one safety message of a set of flags (CLINICAL.md §1, engine 3): the most urgent level once,
 * under its heading, with what to do at that level (each different action of its flags, once), and
 * under it every flag's reason, the less urgent ones' too. A less urgent flag's own action ("inom
 * några dagar") never stands beside a more urgent one ("i dag", "direkt"), and nothing calms the
 * reader beside an urgent or emergency sign. Works on stored analyses: their flags' ids give
 * today's texts; an id this version does not know shows its stored advice as the action.
 */
export interface SafetyMessage {
  urgency: Urgency;
  heading: string;
  actions: string[];
  reasons: string[];
}

export function safetyMessage(flags: readonly { id: string; urgency: Urgency; advice: string }[]): SafetyMessage | null {
  const ranks: Record<Urgency, number> = { emergency: 0, urgent: 1, soon: 2 };
  const sorted = [...flags].sort((a, b) => ranks[a.urgency] - ranks[b.urgency]);
  const top = sorted[0]?.urgency;
  if (!top) return null;
  const texts = (id: string) => (RED_FLAG_TEXTS as Partial<Record<string, FlagText>>)[id];
  const actions = sorted.filter((f) => f.urgency === top).map((f) => texts(f.id)?.action ?? f.advice);
  const reasons = sorted.flatMap((f) => {
    const text = texts(f.id);
    if (!text) return [];
    return [top === 'soon' && text.calm ? `${text.reason} ${text.calm}` : text.reason];
  });
  return { urgency: top, heading: URGENCY_HEADINGS[top], actions: [...new Set(actions)], reasons: [...new Set(reasons)] };
}
