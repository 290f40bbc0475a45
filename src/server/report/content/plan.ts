import { STENOSIS_CARE } from '../../../shared/content/pattern-texts';
import { careFirst, type ReportFacts } from '../facts';
import { courseOf, planCheckpoint, timeline } from './course';
import { startLevel } from './exercise-fit';
import type { Exercise } from './exercise-catalogue';
import { chooseExercises } from './exercises';
import { goalStepSentence } from './goal';
import { type PatternKey, patternKey } from './texts';
import { workAdvice } from './work';
import { behaviourAdvice, priorTreatmentAdvice, reliefAdvice } from './your-answers';

/**
 * The 3-step plan (CLINICAL.md §4, NICE NG59): understand and keep moving, build capacity,
 * strengthen and prevent, each adapted to the main pattern (general where the patterns are
 * hidden), pregnancy, the psychosocial load and work. Its weeks and checkpoint follow the pain's
 * duration (course.ts: weeks 1–2, 3–6 and 7 on with a checkpoint at 2–4 weeks for new pain; longer
 * steps, pacing and a later checkpoint for long-standing pain). Progress by response, not
 * calendar; a flare-up plan. Beside an urgent sign every exercise waits for care. No text here
 * uses REASSURING_WORDS, so the plan reads the same beside any sign.
 *
 * Written for the person (issue 17): each step says how it serves their own goal, step 1 starts
 * from their level and their answers, and an exercise is named only as one of their chosen cards
 * (the pattern texts here name none).
 */
export interface PlanStep {
  step: 1 | 2 | 3;
  title: string;
  weeks: string;
  goal: string;
  /** "För ditt mål ”…”: …": how the step serves the person's goal; null without a goal or before care has looked. */
  goalLink: string | null;
  actions: string[];
}

export interface PlanInput {
  /** The person's goal in their own words (`goals`), or null. */
  goal?: string | null;
  /** The chosen cards (chooseExercises); the plan names no other exercise. */
  exercises?: Exercise[];
}

const WAIT_FOR_CARE = 'Börja först när vården har bedömt dig och sagt att det går bra att träna.';
const STOP_RULE_LEG = 'Stoppregel: om besvären sprider sig längre ner i benet, eller om domningar eller svaghet ökar, avbryt övningen och kontakta vården.';
const STOP_RULE = 'Stoppregel: får du nya besvär ner i benen, domningar eller svaghet, avbryt övningen och kontakta vården.';
const SUPPORT =
  'Boka en tid hos en fysioterapeut eller på vårdcentralen för stöd med både kropp och tankar, alltså träning tillsammans med psykologiskt stöd. Fysioterapeut kan du boka utan remiss.';
const PACING =
  'Dosera dina aktiviteter: bestäm i förväg hur länge du gör något, även en bra dag, och ta paus innan smärtan tar över. Det bryter mönstret med för mycket ena dagen och för lite nästa.';
const PREGNANCY_ADAPT =
  'Anpassa övningarna efter graviditeten: gör dem stående, sittande eller liggande på sidan, och undvik att ligga länge på rygg sent i graviditeten. Hoppa över tunga övningar på golvet.';

const SIT_LONGER = 'Öka hur länge du sitter i taget, lite i sänder.';
const BREAK_SITTING = 'Bryt långt sittande var 20–30:e minut: res dig, gå några steg eller sträck på dig.';
const DISK_PREGNANT =
  'Prova vilka ställningar som lättar, till exempel att stå och försiktigt böja dig bakåt eller att sitta med stöd för ländryggen. Gör mer av det som lättar.';

/** Step 1 movement by pattern (after the general "keep moving"). */
const STEP1: Record<PatternKey, string[]> = {
  ospecifik: ['Välj rörelse som känns bra: promenader, cykling eller simning. Börja med en lagom mängd och öka lite i taget.'],
  disksmarta: [
    BREAK_SITTING,
    'Prova vilka ställningar som lättar, till exempel att ligga på magen en stund eller att stå och försiktigt böja dig bakåt. Gör mer av det som lättar, och sluta om det strålar ut längre ner i benet.',
  ],
  facetsmarta: [
    'Prova lätta rörelser som böjer ryggen framåt, till exempel att sitta och luta dig framåt en stund.',
    'Byt ställning ofta, och undvik att stå länge med svankad rygg.',
  ],
  si_led: ['Gör lätta övningar för säte och höfter några gånger om dagen, lugnt och i lagom dos.', 'Ta jämna, lagom långa steg när du går.'],
  foglossning: [
    'Ta korta steg, och gå i trappor ett steg i taget de dagar bäckenet känns mest.',
    'Håll ihop knäna när du vänder dig i sängen eller kliver ur bilen, så att båda sidorna av bäckenet rör sig samtidigt.',
  ],
  nervinklammning: [
    'Hitta ställningar som lättar i benet, till exempel att ligga på rygg med underbenen på en stol, och använd dem när det behövs.',
    // The walking dose itself is the start action's (startAction): said once.
    'Byt ställning ofta, och sitt inte länge i taget de dagar benet känns mest.',
  ],
  stenos: [
    'Gå i intervaller: gå tills det börjar kännas i benen, sätt dig eller luta dig framåt och vila en stund, och gå sedan vidare.',
    'Stavar eller en rollator gör att du kan luta dig lite framåt och gå längre. Cykling, till exempel på en motionscykel, är också bra: den framåtlutade ställningen avlastar.',
    'Gör övningarna i framåtböjd ställning: den avlastar.',
  ],
  core_instabilitet: [
    'Gör lugna kontrollövningar några minuter om dagen: spänn magen lätt och andas lugnt. Kvalitet går före mängd.',
    'Byt ställning lugnt, till exempel genom att rulla över på sidan först när du ska upp ur sängen.',
  ],
  muskelsmarta: [
    'Ta korta pauser när du sitter eller står still länge, och byt ställning ofta.',
    'Värme, till exempel en varm dusch, kan lindra för stunden och göra det lättare att komma i gång.',
  ],
};

/** Step 2 strength and capacity by pattern. */
const STEP2: Record<PatternKey, string[]> = {
  ospecifik: ['Träna styrka och rörlighet 2–3 gånger i veckan, på det sätt du trivs med. Ingen enskild övning är bäst: det viktiga är att du gör den.'],
  disksmarta: ['Bygg uthållighet i rygg och bål.', SIT_LONGER],
  facetsmarta: ['Stärk säte och mage, och varva med rörelser som böjer ryggen lätt framåt.'],
  si_led: ['Stärk säte och höfter, och träna balansen med stöd i början.'],
  foglossning: ['Bygg vidare med lätt träning för säte och bål. Öka när bäckenet tål det dagen efter.'],
  nervinklammning: ['Förläng promenaderna gradvis. Träna bål och ben i ställningar som inte ökar besvären i benet.'],
  stenos: [
    'Förläng gångintervallerna lite i taget, och cykla gärna 2–3 gånger i veckan.',
    'Stärk ben och säte.',
    'Undvik övningar som sträcker nerverna i benen, till exempel att lyfta ett rakt ben och dra foten mot dig.',
  ],
  core_instabilitet: ['Bygg kontroll och uthållighet i bålen. Rör dig lugnt och håll bålen stilla: kontroll går före tid.'],
  muskelsmarta: ['Öka belastningen gradvis med styrketräning för rygg, säte och ben 2–3 gånger i veckan. Öva på lyft du gör i vardagen, med lätt vikt först.'],
};

/** "Övningar i steget: promenad och katt och ko." from the chosen cards of a step, or null. */
function cardsLine(exercises: Exercise[], step: 1 | 2 | 3): string | null {
  const names = exercises.filter((e) => e.step === step).map((e) => e.name.charAt(0).toLowerCase() + e.name.slice(1));
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} och ${names[names.length - 1]}`;
  return `Övningar i steget: ${list}.`;
}

/** Where step 1 starts: from the person's level (issue 17). */
function startAction(f: ReportFacts): string {
  switch (startLevel(f)) {
    case 'gentle':
      return 'Börja där du är: 5 minuters promenad, runt huset eller kvarteret, 2–3 gånger om dagen. Lägg till några minuter när det har känts bra dagen efter.';
    case 'active':
      return 'Du tränar redan regelbundet: behåll träningen, men dra ner på det som gör mest ont en period, med kortare pass eller lägre tempo, i stället för att sluta.';
    default:
      return 'Håll igång i vardagen så gott det går. Korta promenader, 10–15 minuter flera gånger om dagen, är en bra början.';
  }
}

function stepOne(f: ReportFacts, key: PatternKey, care: boolean, exercises: Exercise[]): string[] {
  const actions: string[] = [];
  if (care) {
    actions.push(
      f.urgency === 'emergency'
        ? 'Sök vård direkt, så som råden i början av rapporten säger. Allt i planen väntar tills vården har bedömt dig.'
        : 'Låt vården bedöma dig först: sök vård så som råden i början av rapporten säger.',
      WAIT_FOR_CARE,
    );
  } else {
    // Beside a `soon` sign care has yet to look: no word on what the pain means.
    if (f.urgency === 'soon')
      actions.push('Kontakta vården så som råden i början av rapporten säger. Under tiden kan du börja med det här steget i lugn takt.');
    else actions.push('Att det gör ont betyder inte att ryggen skadas. Rörelse i lagom dos hjälper ryggen att återhämta sig.');
  }
  // Long-standing pain keeps going by pacing (CLINICAL.md §4): a steady amount, on good days and bad.
  if (courseOf(f) === 'persistent') actions.push(PACING);
  if (key !== 'stenos') actions.push(startAction(f));
  // Someone who told how long they can sit gets the break at their own limit (your-answers.ts), not the general one.
  const ownSitting = !care && (f.sittingTolerance === 'under_30' || f.sittingTolerance === '30_60');
  const patternSteps = f.pregnant && key === 'disksmarta' ? [BREAK_SITTING, DISK_PREGNANT] : STEP1[key];
  actions.push(...patternSteps.filter((a) => !(ownSitting && a === BREAK_SITTING)));
  if (!care) {
    const relief = reliefAdvice(f);
    if (relief) actions.push(relief);
    actions.push(...behaviourAdvice(f, key === 'disksmarta' ? 1 : 2));
  }
  const cards = cardsLine(exercises, 1);
  if (cards) actions.push(cards);
  if (key === 'foglossning' && f.pregnant)
    actions.push('Ett bäckenbälte kan lindra foglossning. Fråga barnmorskan eller en fysioterapeut om hur du använder det.', PREGNANCY_ADAPT);
  else if (f.pregnant) actions.push(PREGNANCY_ADAPT);
  if (key === 'foglossning' && !f.pregnant)
    actions.push('Börja med lugna övningar för bäckenbotten och de djupa magmusklerna: spänn lätt, håll några sekunder och släpp. Variera hur du bär barnet.');
  if (key === 'stenos' || f.stenosisPicture) actions.push(STENOSIS_CARE);
  if (f.legSymptoms || key === 'nervinklammning' || key === 'stenos') actions.push(STOP_RULE_LEG);
  if (f.psychosocialFactor || f.riskGroup === 'high') actions.push(SUPPORT);
  const work = workAdvice(f).steps[0];
  if (work && !(key === 'disksmarta' && f.workType === 'sitting')) actions.push(work);
  return actions;
}

/** Progress by response, not by calendar (CLINICAL.md §4), from where the person starts. */
const PROGRESS = {
  gentle: 'Öka efter hur kroppen svarar, inte efter kalendern: hellre lite för lite än för mycket i början.',
  active: 'Öka efter hur ryggen svarar, inte efter kalendern eller efter vad konditionen orkar.',
  usual: 'Öka efter hur kroppen svarar, inte efter kalendern.',
};

function stepTwo(f: ReportFacts, key: PatternKey, care: boolean, exercises: Exercise[]): string[] {
  const actions: string[] = care ? [WAIT_FOR_CARE] : [];
  actions.push(
    planCheckpoint(f),
    `${PROGRESS[startLevel(f)]} Smärta upp till ungefär 5 av 10 under en övning går bra, om den har lagt sig till nästa morgon och besvären inte blir värre från vecka till vecka.`,
  );
  const saidSitting = !care && f.sittingTolerance === 'under_30';
  actions.push(
    ...(f.pregnant ? ['Stärk säte och höfter stående, sittande eller liggande på sidan. Håll en nivå som känns bra dagen efter.'] : STEP2[key]).filter(
      (a) => !(saidSitting && a === SIT_LONGER),
    ),
  );
  const cards = cardsLine(exercises, 2);
  if (cards) actions.push(cards);
  const program = care ? undefined : priorTreatmentAdvice(f).find((s) => s.includes('träningsprogram'));
  if (program) actions.push(program);
  actions.push(f.legSymptoms || key === 'nervinklammning' || key === 'stenos' ? STOP_RULE_LEG : STOP_RULE);
  if (key !== 'stenos')
    actions.push(
      startLevel(f) === 'gentle' || f.exercise === 'rarely'
        ? 'Öka promenaderna stegvis, några minuter i taget, mot 30 minuter om dagen.'
        : startLevel(f) === 'active'
          ? 'Bygg upp din vanliga träning igen, lite i taget, och behåll promenaderna de dagar du tränar mindre.'
          : 'Rör dig sammanlagt minst 150 minuter i veckan, till exempel med 30 minuters promenad fem dagar i veckan.',
    );
  if (f.fearOfMovement === 'very' || f.fearOfMovement === 'somewhat' || f.psychosocialFactor)
    actions.push('Ta tillbaka en aktivitet du har undvikit av oro, i liten skala först. Öka när du märker att det går.');
  if (courseOf(f) === 'persistent') actions.push('Fortsätt dosera: öka tiden för en aktivitet lite i taget, oavsett om dagen är bra eller dålig.');
  const work = workAdvice(f).steps[1];
  if (work) actions.push(work);
  return actions;
}

const EASES_YOU: Record<string, string> = {
  lying_down: 'att ligga ner en kort stund',
  sitting: 'att sitta en stund',
  bending_forward: 'att luta dig framåt',
  walking_moving: 'korta promenader',
};

/** The flare-up plan (CLINICAL.md §4), with what the person has said eases their pain. */
function flarePlan(f: ReportFacts): string {
  const eases = ['walking_moving', 'lying_down', 'bending_forward', 'sitting'].filter((k) => f.reliefPositions.includes(k)).map((k) => EASES_YOU[k]!);
  const use = eases.length
    ? `använd det som brukar lätta för dig, ${eases.length === 1 ? eases[0] : `${eases.slice(0, -1).join(', ')} eller ${eases[eases.length - 1]}`},`
    : 'använd ställningarna som lättar';
  const when =
    courseOf(f) === 'persistent'
      ? 'Din plan för sämre perioder: de kommer, och då går du tillbaka till steg 1 några dagar.'
      : f.legSymptoms
        ? 'Din plan för skov: om det gör mer ont igen, i ryggen eller benet, gå tillbaka till steg 1 under några dagar.'
        : 'Din plan för skov: om det gör mer ont igen, gå tillbaka till steg 1 under några dagar.';
  return `${when} Håll igång i lugnare takt, ${use} och öka sedan igen. Får du nya besvär i benen, domningar eller svaghet, kontakta vården.`;
}

function stepThree(f: ReportFacts, key: PatternKey, care: boolean, exercises: Exercise[]): string[] {
  const actions: string[] = care ? [WAIT_FOR_CARE] : [];
  actions.push(
    startLevel(f) === 'active'
      ? 'Gå tillbaka till din vanliga träning, och behåll övningarna för bål och ben som en del av den. Det minskar risken för nya besvär.'
      : 'Fortsätt träna 2–3 gånger i veckan, även när ryggen känns bra. Träning minskar risken för nya besvär.',
  );
  const cards = cardsLine(exercises, 3);
  if (cards) actions.push(cards);
  actions.push(
    key === 'stenos'
      ? 'Fortsätt gå i intervaller och cykla. Kontakta vården om sträckan du orkar gå blir allt kortare.'
      : startLevel(f) === 'gentle'
        ? 'Gör promenaden till en vana, och sikta på 30 minuter om dagen när du har byggt upp dig dit: de som går regelbundet brukar få längre tid utan nytt skov.'
        : startLevel(f) === 'active'
          ? 'Behåll promenaderna även när träningen är i gång igen, till exempel på vilodagarna: de som går regelbundet brukar få längre tid utan nytt skov.'
          : 'Promenera regelbundet, gärna 30 minuter fem dagar i veckan: de som går regelbundet brukar få längre tid utan nytt skov.',
  );
  actions.push(flarePlan(f));
  if (key === 'disksmarta') actions.push('Fortsätt bryta långt sittande, även när ryggen känns bra.');
  if (key === 'core_instabilitet') actions.push('Behåll kontrollövningarna som en kort del av din vanliga träning.');
  if (key === 'foglossning')
    actions.push(
      f.pregnant
        ? 'Efter förlossningen: börja om lugnt med bäckenbotten- och bålträning, och öka gradvis.'
        : 'Öka gradvis mot den träning du gjorde före graviditeten, när bäckenbotten och bålen känns starka.',
    );
  if (f.ageBand === '65_79' || f.ageBand === '80_plus') {
    const balance = exercises.find((e) => e.id === 'heel-raise' || e.id === 'standing-knee-lift');
    actions.push(
      balance
        ? `Fortsätt med ${balance.name.charAt(0).toLowerCase()}${balance.name.slice(1)} för balansen, med stöd vid diskbänken. Det gör vardagen säkrare.`
        : 'Träna balansen också, med stöd vid diskbänken. Det gör vardagen säkrare.',
    );
  }
  if (f.psychosocialFactor || f.riskGroup === 'high')
    actions.push('Fortsätt med det som hjälper mot stress och oro, och hör av dig till vården om det tar över igen.');
  const work = workAdvice(f).steps[2];
  if (work) actions.push(work);
  return actions;
}

export function treatmentPlan(facts: ReportFacts, input: PlanInput = {}): PlanStep[] {
  const key = patternKey(facts);
  const care = careFirst(facts);
  const exercises = input.exercises ?? chooseExercises(facts);
  // Before care has looked, no step is tied to the goal: the goal box says care comes first.
  const link = (step: 1 | 2 | 3) => (care ? null : goalStepSentence(input.goal ?? null, step, facts));
  const { weeks } = timeline(facts);
  const slow = courseOf(facts) === 'persistent';
  const firstGoal = slow
    ? 'Förstå dina besvär och hitta en jämn, lagom nivå i vardagen, en som fungerar både en bra dag och en sämre.'
    : 'Förstå dina besvär och hålla igång i vardagen, i lagom dos.';
  return [
    {
      step: 1,
      title: 'Steg 1: Förstå och håll igång',
      weeks: weeks[0],
      goal: care ? `Låta vården bedöma dig först. Sedan: ${firstGoal.charAt(0).toLowerCase()}${firstGoal.slice(1)}` : firstGoal,
      goalLink: link(1),
      actions: stepOne(facts, key, care, exercises),
    },
    {
      step: 2,
      title: 'Steg 2: Bygg kapacitet',
      weeks: weeks[1],
      goal: slow
        ? 'Bygga upp styrka och uthållighet i små steg, så att ryggen tål mer av det du vill och behöver göra. Det får ta tid.'
        : 'Bygga upp styrka och uthållighet steg för steg, så att ryggen tål mer av det du vill och behöver göra.',
      goalLink: link(2),
      actions: stepTwo(facts, key, care, exercises),
    },
    {
      step: 3,
      title: 'Steg 3: Stärk och förebygg',
      weeks: weeks[2],
      goal: 'Behålla det du har byggt upp och minska risken för nya skov.',
      goalLink: link(3),
      actions: stepThree(facts, key, care, exercises),
    },
  ];
}
