import { STENOSIS_CARE } from '../../../shared/content/pattern-texts';
import type { ReportFacts } from '../facts';
import { courseOf, planCheckpoint, timeline } from './course';
import { careFirst, type PatternKey, patternKey } from './texts';
import { workAdvice } from './work';

/**
 * The 3-step plan (CLINICAL.md §4, NICE NG59): understand and keep moving, build capacity,
 * strengthen and prevent, each adapted to the main pattern (general where the patterns are
 * hidden), pregnancy, the psychosocial load and work. Its weeks and checkpoint follow the pain's
 * duration (course.ts: weeks 1–2, 3–6 and 7 on with a checkpoint at 2–4 weeks for new pain; longer
 * steps, pacing and a later checkpoint for long-standing pain). Progress by response, not
 * calendar; a flare-up plan. Beside an urgent sign every exercise waits for care. No text here
 * uses REASSURING_WORDS, so the plan reads the same beside any sign.
 */
export interface PlanStep {
  step: 1 | 2 | 3;
  title: string;
  weeks: string;
  goal: string;
  actions: string[];
}

const WAIT_FOR_CARE = 'Börja först när vården har bedömt dig och sagt att det går bra att träna.';
const STOP_RULE_LEG = 'Stoppregel: om besvären sprider sig längre ner i benet, eller om domningar eller svaghet ökar, avbryt övningen och kontakta vården.';
const STOP_RULE = 'Stoppregel: får du nya besvär ner i benen, domningar eller svaghet, avbryt övningen och kontakta vården.';
const SUPPORT =
  'Boka en tid hos en fysioterapeut eller på vårdcentralen för stöd med både kropp och tankar, alltså träning tillsammans med psykologiskt stöd. Fysioterapeut kan du boka utan remiss.';
const PACING =
  'Dosera dina aktiviteter: bestäm i förväg hur länge du gör något, även en bra dag, och ta paus innan smärtan tar över. Det bryter mönstret med för mycket ena dagen och för lite nästa.';
const PREGNANCY_ADAPT =
  'Anpassa övningarna efter graviditeten: gör dem stående, sittande eller liggande på sidan, och undvik att ligga länge på rygg sent i graviditeten. Hoppa över plankan och andra tunga övningar på golvet.';

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
    'Prova lätta rörelser som böjer ryggen framåt, till exempel att ligga på rygg och dra knäna mot bröstet, eller att sitta och luta dig framåt.',
    'Byt ställning ofta, och undvik att stå länge med svankad rygg.',
  ],
  si_led: [
    'Gör lätta övningar för säte och höfter, till exempel bäckenlyft: ligg på rygg med böjda knän och lyft stjärten lugnt, några gånger i taget.',
    'Ta jämna, lagom långa steg när du går.',
  ],
  foglossning: [
    'Ta korta steg, och gå i trappor ett steg i taget de dagar bäckenet känns mest.',
    'Håll ihop knäna när du vänder dig i sängen eller kliver ur bilen, så att båda sidorna av bäckenet rör sig samtidigt.',
  ],
  nervinklammning: [
    'Hitta ställningar som lättar i benet, till exempel att ligga på rygg med underbenen på en stol, och använd dem när det behövs.',
    'Rör dig i lagom dos: flera korta promenader om dagen är bättre än en lång.',
  ],
  stenos: [
    'Gå i intervaller: gå tills det börjar kännas i benen, sätt dig eller luta dig framåt och vila en stund, och gå sedan vidare.',
    'Stavar eller en rollator gör att du kan luta dig lite framåt och gå längre. Cykling, till exempel på en motionscykel, är också bra: den framåtlutade ställningen avlastar.',
    'Prova lätta övningar i framåtböjd ställning, till exempel att ligga på rygg och dra knäna mot bröstet.',
  ],
  core_instabilitet: [
    'Gör lugna kontrollövningar: ligg på rygg med böjda knän, spänn magen lätt och andas lugnt, några minuter om dagen. Kvalitet går före mängd.',
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
  disksmarta: [
    'Bygg uthållighet i rygg och bål, till exempel med fågelhunden (på alla fyra, sträck ut motsatt arm och ben) och bäckenlyft.',
    'Öka hur länge du sitter i taget, lite i sänder.',
  ],
  facetsmarta: ['Stärk säte och mage, till exempel med bäckenlyft och sidoplanka på knä. Varva med rörelser som böjer ryggen lätt framåt.'],
  si_led: [
    'Stärk säte och höftens utsida, till exempel med benlyft liggande på sidan och bäckenlyft. Träna balans genom att stå på ett ben, med stöd i början.',
  ],
  foglossning: ['Bygg vidare med bäckenlyft, benlyft liggande på sidan och lätt bålträning. Öka när bäckenet tål det dagen efter.'],
  nervinklammning: ['Förläng promenaderna gradvis. Träna bål och ben i ställningar som inte ökar besvären i benet.'],
  stenos: [
    'Förläng gångintervallerna lite i taget, och cykla gärna 2–3 gånger i veckan.',
    'Stärk ben och säte, till exempel genom att resa dig från en stol utan att ta hjälp av händerna.',
    'Undvik övningar som sträcker nerverna i benen, till exempel att lyfta ett rakt ben och dra foten mot dig.',
  ],
  core_instabilitet: ['Öka hålltiderna gradvis i plankan, sidoplankan och fågelhunden. Rör dig lugnt och håll bålen stilla: kontroll går före tid.'],
  muskelsmarta: ['Öka belastningen gradvis med styrketräning för rygg, säte och ben 2–3 gånger i veckan. Öva på lyft du gör i vardagen, med lätt vikt först.'],
};

function stepOne(f: ReportFacts, key: PatternKey, care: boolean): string[] {
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
  const slow = courseOf(f) === 'persistent';
  if (slow) actions.push(PACING);
  else if (key !== 'stenos') actions.push('Håll igång i vardagen så gott det går. Korta promenader flera gånger om dagen är en bra början.');
  actions.push(...(f.pregnant && key === 'disksmarta' ? [BREAK_SITTING, DISK_PREGNANT] : STEP1[key]));
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

function stepTwo(f: ReportFacts, key: PatternKey, care: boolean): string[] {
  const actions: string[] = care ? [WAIT_FOR_CARE] : [];
  actions.push(
    planCheckpoint(f),
    'Öka efter hur kroppen svarar, inte efter kalendern. Smärta upp till ungefär 5 av 10 under en övning går bra, om den har lagt sig till nästa morgon och besvären inte blir värre från vecka till vecka.',
  );
  actions.push(
    ...(f.pregnant
      ? ['Stärk säte och höfter stående eller liggande på sidan, till exempel med benlyft på sidan. Håll en nivå som känns bra dagen efter.']
      : STEP2[key]),
  );
  actions.push(f.legSymptoms || key === 'nervinklammning' || key === 'stenos' ? STOP_RULE_LEG : STOP_RULE);
  if (key !== 'stenos')
    actions.push(
      f.activityLevel === 'low' || f.exercise === 'never' || f.exercise === 'rarely'
        ? 'Öka promenaderna stegvis, några minuter i taget, mot 30 minuter om dagen.'
        : 'Rör dig sammanlagt minst 150 minuter i veckan, till exempel med 30 minuters promenad fem dagar i veckan.',
    );
  if (f.fearOfMovement === 'very' || f.fearOfMovement === 'somewhat' || f.psychosocialFactor)
    actions.push('Ta tillbaka en aktivitet du har undvikit av oro, i liten skala först. Öka när du märker att det går.');
  if (courseOf(f) === 'persistent') actions.push('Fortsätt dosera: öka tiden för en aktivitet lite i taget, oavsett om dagen är bra eller dålig.');
  const work = workAdvice(f).steps[1];
  if (work) actions.push(work);
  return actions;
}

function stepThree(f: ReportFacts, key: PatternKey, care: boolean): string[] {
  const actions: string[] = care ? [WAIT_FOR_CARE] : [];
  actions.push('Fortsätt träna 2–3 gånger i veckan, även när ryggen känns bra. Träning minskar risken för nya besvär.');
  actions.push(
    key === 'stenos'
      ? 'Fortsätt gå i intervaller och cykla. Kontakta vården om sträckan du orkar gå blir allt kortare.'
      : 'Promenera regelbundet, gärna 30 minuter fem dagar i veckan. I en studie fick de som gick regelbundet längre tid utan nytt skov (Pocovi, Lancet 2024).',
  );
  actions.push(
    'Din plan för skov: om det gör mer ont igen, gå tillbaka till steg 1 under några dagar. Håll igång i lugnare takt, använd ställningarna som lättar och öka sedan igen. Får du nya besvär i benen, domningar eller svaghet, kontakta vården.',
  );
  if (key === 'disksmarta') actions.push('Fortsätt bryta långt sittande, även när ryggen känns bra.');
  if (key === 'core_instabilitet') actions.push('Behåll kontrollövningarna som en kort del av din vanliga träning.');
  if (key === 'foglossning')
    actions.push(
      f.pregnant
        ? 'Efter förlossningen: börja om lugnt med bäckenbotten- och bålträning, och öka gradvis.'
        : 'Öka gradvis mot den träning du gjorde före graviditeten, när bäckenbotten och bålen känns starka.',
    );
  if (f.ageBand === '65_79' || f.ageBand === '80_plus')
    actions.push('Träna balans också, till exempel genom att stå på ett ben med stöd vid diskbänken. Det gör vardagen säkrare.');
  if (f.psychosocialFactor || f.riskGroup === 'high')
    actions.push('Fortsätt med det som hjälper mot stress och oro, och hör av dig till vården om det tar över igen.');
  const work = workAdvice(f).steps[2];
  if (work) actions.push(work);
  return actions;
}

export function treatmentPlan(facts: ReportFacts): PlanStep[] {
  const key = patternKey(facts);
  const care = careFirst(facts);
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
      actions: stepOne(facts, key, care),
    },
    {
      step: 2,
      title: 'Steg 2: Bygg kapacitet',
      weeks: weeks[1],
      goal: slow
        ? 'Bygga upp styrka och uthållighet i små steg, så att ryggen tål mer av det du vill och behöver göra. Det får ta tid.'
        : 'Bygga upp styrka och uthållighet steg för steg, så att ryggen tål mer av det du vill och behöver göra.',
      actions: stepTwo(facts, key, care),
    },
    {
      step: 3,
      title: 'Steg 3: Stärk och förebygg',
      weeks: weeks[2],
      goal: 'Behålla det du har byggt upp och minska risken för nya skov.',
      actions: stepThree(facts, key, care),
    },
  ];
}
