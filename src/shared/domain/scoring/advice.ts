import type { RedFlagId, Urgency } from './types';

/**
 * The fixed, reviewed safety texts (CLINICAL.md §1). They are shown as written, in the
 * questionnaire, on the results page, in the report and in e-mails; no report writer (AI or
 * built-in composition) ever writes or rewords them. Sources: 1177 Vårdguiden (ryggskott,
 * ischias: when to seek care), NICE NG59, NICE CKS (red flags), NICE NG234 (spinal metastases and
 * spinal cord compression), NICE NG65 (spondyloarthritis).
 */

const CAUDA_EQUINA =
  'Sök vård direkt på en akutmottagning. Ring 112 om du inte kan ta dig dit. ' +
  'Det du beskriver kan betyda att nerverna längst ner i ryggkanalen är i kläm, och det behöver undersökas genast.';

/**
 * The calm last sentence of some `soon` advice (red flags are common and rarely serious, Henschke
 * 2009: word `soon` calmly). Beside an urgent or emergency sign nothing may calm the reader, so
 * there the advice is shown without it (`adviceText`), never left out.
 */
const CALM = {
  cancer_history: 'Oftast har smärtan en annan orsak.',
  weight_loss: 'Oftast finns det en ofarlig förklaring.',
  night_pain: 'Oftast är det inte något allvarligt.',
  new_pain_over_50: 'Oftast är det inte något allvarligt.',
  inflammatory_back_pain: 'En sådan sjukdom går att behandla.',
} as const satisfies Partial<Record<RedFlagId, string>>;

export const RED_FLAG_ADVICE: Record<RedFlagId, string> = {
  bladder_bowel: CAUDA_EQUINA,
  saddle_numbness: CAUDA_EQUINA,
  bilateral_leg: CAUDA_EQUINA,
  sudden_severe_trunk_pain:
    'Ring 112 nu. Plötslig, mycket svår smärta i ryggen tillsammans med magen eller bröstet kan komma från den stora kroppspulsådern och måste undersökas direkt.',
  progressive_weakness:
    'Sök vård i dag på en akutmottagning eller jourcentral. Svaghet i ett ben eller en fot som ökar behöver undersökas samma dag. Ring 1177 om du är osäker på vart du ska vända dig.',
  fever:
    'Sök vård i dag på en akutmottagning eller jourcentral. Feber eller frossa tillsammans med ryggsmärta behöver undersökas samma dag, eftersom det kan vara en infektion.',
  major_trauma:
    'Sök vård i dag på en akutmottagning eller jourcentral. Efter ett kraftigt fall eller en olycka behöver ryggen undersökas, så att en skada inte missas.',
  cancer_history: `Kontakta din vårdcentral eller ring 1177 inom några dagar och berätta att du har haft cancer. Vården vill bedöma ryggsmärta hos den som har haft cancer. ${CALM.cancer_history}`,
  weight_loss: `Kontakta din vårdcentral eller ring 1177 inom några dagar. Viktnedgång som du inte har försökt åstadkomma bör undersökas. ${CALM.weight_loss}`,
  night_pain: `Kontakta din vårdcentral eller ring 1177 inom några dagar. Konstant värk i vila eller på natten bör bedömas av vården. ${CALM.night_pain}`,

  cancer_neuro:
    'Sök vård direkt på en akutmottagning och berätta att du har haft cancer. Ring 112 om du inte kan ta dig dit. ' +
    'Tecken på påverkan på nerverna hos den som har haft cancer behöver undersökas genast, så att ett tryck på ryggmärgen eller nerverna inte missas.',
  infection_risk:
    'Sök vård direkt på en akutmottagning. Ring 112 om du inte kan ta dig dit. ' +
    'Feber tillsammans med ryggsmärta, när du har en ökad risk för infektioner, kan betyda en infektion i ryggen som behöver behandlas snabbt.',
  trauma_neuro:
    'Sök vård direkt på en akutmottagning. Ring 112 om du inte kan ta dig dit. Tecken på påverkan på nerverna efter ett fall eller en olycka behöver undersökas genast.',
  cancer_spine:
    'Kontakta din cancermottagning (din kontaktsjuksköterska) eller vården inom 24 timmar och berätta att du har haft cancer. ' +
    'Ryggsmärta som din behöver bedömas snart, så att man kan ta reda på om den har med cancern att göra.',
  infection_no_fever:
    'Sök vård i dag på en vårdcentral, jourcentral eller akutmottagning och berätta att du har en ökad risk för infektioner. En infektion i ryggen kommer ofta utan feber.',
  fragility_fracture:
    'Sök vård i dag på en vårdcentral, jourcentral eller akutmottagning. Smärtan kan komma från ett benbrott i en ryggkota, som kan uppstå av en mindre belastning när benstommen är försvagad eller med stigande ålder, och det behöver bedömas.',
  fragility_sudden:
    'Boka en tid hos läkare på din vårdcentral inom några dagar. Ryggsmärta som kommer plötsligt utan tydlig orsak bör undersökas när benstommen kan vara försvagad eller när du är 65 år eller äldre.',
  new_pain_over_50: `Boka en tid hos läkare på din vårdcentral inom några dagar. Ryggsmärta som kommer för första gången efter 50 års ålder bör undersökas. ${CALM.new_pain_over_50}`,
  inflammatory_back_pain: `Boka en vanlig tid på din vårdcentral och fråga om inflammatorisk ryggsjukdom. Stelhet på morgonen, värk som väcker dig sent på natten och som blir bättre av rörelse kan passa med en sådan. ${CALM.inflammatory_back_pain}`,
  bilateral_leg_check:
    'Om besvären i båda benen är nya eller blir värre: sök vård direkt på en akutmottagning. Har du haft dem länge utan att de ändrats: boka en tid hos läkare inom några dagar.',
  thoracic_pain: 'Boka en tid hos läkare på din vårdcentral inom några dagar. Smärta mitt i ryggen, mellan skulderbladen, bör bedömas av läkare.',
  not_screened:
    'Vi kunde inte kontrollera varningstecknen, eftersom frågan om dem inte besvarades. Sök vård direkt om något av detta stämmer in på dig: ' +
    'nya svårigheter att kissa eller att hålla urin eller avföring, nya domningar i underlivet eller runt ändtarmen, domningar eller svaghet i båda benen, ' +
    'plötslig och mycket svår smärta i ryggen tillsammans med magen eller bröstet. ' +
    'Sök vård i dag vid svaghet i ett ben som ökar, feber eller frossa, eller om smärtan började efter ett kraftigt fall eller en olycka. ' +
    'Kontakta vårdcentralen inom några dagar om du har haft cancer, har gått ner i vikt utan att försöka eller har konstant värk i vila eller på natten.',
};

/**
 * A flag's advice as it is shown: whole, or beside a more urgent sign (`calm: false`) without its
 * calm last sentence. Works on stored analyses too, whose advice is the text of their day.
 */
export function adviceText(flag: { id: string; advice: string }, options: { calm: boolean }): string {
  if (options.calm) return flag.advice;
  const coda = (CALM as Partial<Record<string, string>>)[flag.id];
  return coda && flag.advice.endsWith(` ${coda}`) ? flag.advice.slice(0, -coda.length - 1) : flag.advice;
}

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
