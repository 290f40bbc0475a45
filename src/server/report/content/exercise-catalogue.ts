import { EXERCISE_ILLUSTRATIONS, type ExerciseIllustration } from '../../../shared/figure/exercise-poses';
import type { CategoryId } from '../../../shared/domain/scoring/types';

/**
 * The report's exercise library: every card's text and picture (CLINICAL.md §4, NICE NG59:
 * exercise is the core treatment, walking lowers the risk of relapse: Pocovi, Lancet 2024). Each
 * card says how, how many, what it should feel like and when to stop; the stop rule of §4 is on
 * every card. The patterns an exercise suits follow the traditional reasoning of §2 (no tissue
 * claims): flexion-eased pictures get forward-bending positions, flexion-sensitive ones get the
 * gentle backward bend, reduced trunk control gets control and endurance work. Which cards a person
 * gets is chosen in exercises.ts.
 */
export interface Exercise {
  /** kebab-case; also the key of its picture in EXERCISE_ILLUSTRATIONS. */
  id: string;
  /** Swedish. */
  name: string;
  /** One sentence: why this helps (no tissue claims, no diagnosis). */
  purpose: string;
  /** 3–5 short instructions, "du". */
  steps: string[];
  dosage: string;
  /** What it should feel like, with the pain rule of §4. */
  feel: string;
  /** The stop rule: always the leg rule of §4, plus anything specific. */
  stop: string;
  /** The plan step it belongs to. */
  step: 1 | 2 | 3;
  /** Patterns it suits ('ospecifik' for general ones), the one it suits best first. */
  patterns: CategoryId[];
  suitsPregnancy: boolean;
  /** False for anything that arches the back or stretches nerves. */
  suitsStenosis: boolean;
  /** Done lying or kneeling on the floor. */
  floor: boolean;
  illustration: ExerciseIllustration;
  /** An extra step only someone pregnant reads. */
  pregnancyNote?: string;
  /** As chosen for a person: the level given, and one sentence on why this card, from their answers. */
  level?: 'full' | 'easy';
  forYou?: string;
}

/** §4: every card ends with this. */
export const STOP_RULE = 'Sluta och kontakta vården om besvären i benet sprider sig längre ner, eller om domningar eller svaghet ökar.';

/** §4: progress by response, not by calendar. */
export const PAIN_RULE =
  'Smärta upp till ungefär 5 av 10 under övningen är okej, om den har lagt sig till nästa morgon och inte blir värre från vecka till vecka.';

const feel = (what: string) => `${what} ${PAIN_RULE}`;
const stop = (specific: string) => `${specific} ${STOP_RULE}`;
const ALL_PATTERNS: CategoryId[] = ['ospecifik', 'disksmarta', 'facetsmarta', 'si_led', 'nervinklammning', 'core_instabilitet', 'muskelsmarta', 'emotionell'];

type Id = keyof typeof EXERCISE_ILLUSTRATIONS;
type Card = Omit<Exercise, 'illustration'> & { id: Id };
const card = (c: Card): Exercise => ({ ...c, illustration: EXERCISE_ILLUSTRATIONS[c.id] });

export const EXERCISES: readonly Exercise[] = [
  // Step 1: understand and keep moving.
  card({
    id: 'walking',
    name: 'Promenad',
    purpose: 'Att gå regelbundet är ett av de bästa sätten att hålla ryggen igång, och det minskar risken att besvären kommer tillbaka.',
    steps: [
      'Gå i en takt där du blir lite varm men fortfarande kan prata.',
      'Börja med en sträcka som känns lagom, till exempel 10 minuter. Hellre kort och ofta än långt och sällan.',
      'Öka med några minuter i taget när det känns bra.',
      'Lägg in promenaderna i vardagen, till exempel till jobbet, affären eller bussen.',
    ],
    dosage: '10–30 minuter, helst varje dag',
    feel: feel('Lätt ansträngande: du blir varm men kan prata.'),
    stop: stop('Gå långsammare eller kortare nästa gång om smärtan ökar tydligt under promenaden.'),
    step: 1,
    patterns: ALL_PATTERNS,
    suitsPregnancy: true,
    suitsStenosis: true,
    floor: false,
  }),
  card({
    id: 'cat-camel',
    name: 'Katt och ko',
    purpose: 'Rörelsen mjukar upp hela ryggen i lugna steg och visar att det går bra att röra den åt båda hållen.',
    steps: [
      'Ställ dig på alla fyra med händerna under axlarna och knäna under höfterna.',
      'Skjut upp ryggen i en mjuk båge och låt huvudet sjunka (katten).',
      'Låt sedan magen sjunka lugnt mot golvet och lyft blicken lite (kon), bara så långt det känns bekvämt.',
      'Växla lugnt mellan lägena i takt med andningen.',
    ],
    dosage: '8–10 gånger fram och tillbaka, 1–2 gånger om dagen',
    feel: feel('Att ryggen rör sig mjukt, utan att du pressar i ytterlägena.'),
    stop: stop('Gör rörelsen mindre om något av lägena gör ondare.'),
    step: 1,
    patterns: ['ospecifik', 'disksmarta', 'facetsmarta', 'si_led', 'muskelsmarta', 'core_instabilitet'],
    suitsPregnancy: true,
    suitsStenosis: false,
    floor: true,
  }),
  card({
    id: 'knee-to-chest',
    name: 'Knän mot bröstet',
    purpose: 'Att böja ryggen mjukt framåt i liggande brukar kännas skönt när ryggen är stel och gör det lättare att komma igång.',
    steps: [
      'Ligg på rygg på en matta eller i sängen med böjda knän och fötterna i underlaget.',
      'Lyft upp ett ben i taget och ta tag om knäna eller baksidan av låren.',
      'Dra lugnt knäna mot bröstet tills du känner en mjuk stretch i ländryggen.',
      'Håll kvar i 5–10 sekunder och sätt sedan ner fötterna en i taget.',
    ],
    dosage: '5–10 gånger, 1–2 gånger om dagen',
    feel: feel('En mjuk stretch i ländryggen och sätet.'),
    stop: stop('Dra inte lika långt om det gör ondare för varje gång.'),
    step: 1,
    patterns: ['facetsmarta', 'muskelsmarta', 'ospecifik'],
    suitsPregnancy: false,
    suitsStenosis: true,
    floor: true,
  }),
  card({
    id: 'seated-forward-bend',
    name: 'Sittande framåtböjning',
    purpose: 'Att böja dig framåt när du sitter brukar lätta när ryggen eller benen tar emot, och du kan göra det var som helst.',
    steps: [
      'Sitt på en stadig stol med fötterna i golvet en bit isär.',
      'Luta dig långsamt framåt och låt armarna hänga ner mellan knäna, eller vila underarmarna på låren.',
      'Stanna och andas lugnt några andetag.',
      'Rulla sakta upp tills du sitter upprätt igen.',
    ],
    dosage: '5 gånger, håll 10–20 sekunder, flera gånger om dagen och när benen tar emot',
    feel: feel('En mjuk stretch i ländryggen och lättnad i ryggen eller benen.'),
    stop: stop('Res dig långsamt efteråt om du blir yr.'),
    pregnancyNote: 'Sära lite mer på fötterna, så att magen får plats.',
    step: 1,
    patterns: ['nervinklammning', 'facetsmarta', 'ospecifik'],
    suitsPregnancy: true,
    suitsStenosis: true,
    floor: false,
  }),
  card({
    id: 'childs-pose',
    name: 'Barnets position',
    purpose: 'En vilande ställning där ryggen böjs mjukt framåt, som många tycker lugnar både ryggen och andningen.',
    steps: [
      'Ställ dig på alla fyra på en matta.',
      'Sätt dig långsamt bakåt mot hälarna och låt armarna glida fram längs golvet.',
      'Låt pannan vila mot golvet eller en kudde och andas lugnt ner mot magen.',
      'Tar det emot i knäna: sätt dig bara så långt bak som det känns bra.',
    ],
    dosage: 'Stanna 20–30 sekunder, 3–5 gånger, varje dag',
    feel: feel('En mjuk stretch längs ryggen och i sätet.'),
    stop: stop('Sluta om det gör ont i knäna eller höfterna.'),
    pregnancyNote: 'Sära på knäna, så att magen får plats mellan dem.',
    step: 1,
    patterns: ['facetsmarta', 'muskelsmarta', 'emotionell'],
    suitsPregnancy: true,
    suitsStenosis: true,
    floor: true,
  }),
  card({
    id: 'walking-intervals',
    name: 'Promenad i intervaller',
    purpose: 'Korta gångpass med vila emellan gör att du orkar gå längre sammanlagt, även när benen tar emot efter en stund.',
    steps: [
      'Gå i lugn takt tills benen börjar ta emot, men inte längre.',
      'Vila genom att sätta dig eller luta dig framåt, mot en bänk, en kundvagn eller med händerna på låren, tills det lättar.',
      'Gå sedan en ny sträcka. Med stavar eller rollator går det ofta att gå längre.',
      'Cykla gärna på motionscykel också: där sitter du lätt framåtlutad.',
    ],
    dosage: '3–5 gångpass med vila emellan, 20–30 minuter sammanlagt, varje dag',
    feel: feel('Trötthet eller tyngd i benen som lättar när du vilar.'),
    stop: stop(
      'Kontakta vården om sträckan du orkar gå blir allt kortare. Lättar det i benen redan när du står still, särskilt om du röker eller har diabetes, kontakta vårdcentralen: det kan handla om blodcirkulationen.',
    ),
    step: 1,
    patterns: ['nervinklammning'],
    suitsPregnancy: true,
    suitsStenosis: true,
    floor: false,
  }),
  card({
    id: 'prone-on-elbows',
    name: 'Vila på armbågarna',
    purpose: 'Ett mjukt sätt att böja ryggen lite bakåt, som en del tycker känns skönt när det är ryggen framåtböjd som tar emot.',
    steps: [
      'Ligg på magen på en matta och vila en stund.',
      'Res dig långsamt upp på underarmarna, med armbågarna ungefär under axlarna.',
      'Låt höfterna ligga kvar mot underlaget och magen vara avslappnad.',
      'Stanna några andetag och sänk dig sedan långsamt ner igen.',
    ],
    dosage: '5–10 gånger, håll 10–30 sekunder, 1–2 gånger om dagen',
    feel: feel('Ett lätt tryck eller en mjuk stretch i ländryggen.'),
    stop: stop('Sluta om smärtan flyttar sig ut mot sätet eller benet.'),
    step: 1,
    patterns: ['disksmarta'],
    suitsPregnancy: false,
    suitsStenosis: false,
    floor: true,
  }),

  // Step 2: build capacity.
  card({
    id: 'sit-to-stand',
    name: 'Uppresning från stol',
    purpose: 'Tränar benen och sätet i en rörelse du gör många gånger om dagen, så att vardagen går lättare.',
    steps: [
      'Sitt långt fram på en stadig stol med fötterna i golvet, lite bakom knäna.',
      'Luta dig framåt med rak rygg tills näsan är ungefär över tårna.',
      'Res dig upp genom att trycka ifrån med benen, helst utan att ta hjälp av händerna.',
      'Sätt dig långsamt ner igen, med kontroll hela vägen.',
    ],
    dosage: '8–12 gånger, 2–3 omgångar, varje dag',
    feel: feel('Arbete i låren och sätet.'),
    stop: stop('Ta hjälp av händerna eller välj en högre stol om det tar emot i knäna eller ryggen.'),
    step: 2,
    patterns: ['ospecifik', 'muskelsmarta', 'si_led', 'emotionell'],
    suitsPregnancy: true,
    suitsStenosis: true,
    floor: false,
  }),
  card({
    id: 'bridge',
    name: 'Bäckenlyft',
    purpose: 'Tränar sätet och baksidan av låren, som du använder när du reser dig, går i trappor och lyfter.',
    steps: [
      'Ligg på rygg med böjda knän, fötterna i golvet och armarna längs sidorna.',
      'Spänn sätet lätt och lyft höfterna tills kroppen är rak från knän till axlar. Svanka inte.',
      'Håll kvar i 3–5 sekunder och andas.',
      'Sänk dig långsamt ner igen.',
    ],
    dosage: '8–12 gånger, 2–3 omgångar, varannan dag',
    feel: feel('Arbete i sätet och baksidan av låren.'),
    stop: stop('Lyft lägre om det gör ont i ländryggen.'),
    step: 2,
    patterns: ['ospecifik', 'si_led', 'core_instabilitet', 'muskelsmarta', 'disksmarta'],
    suitsPregnancy: false,
    suitsStenosis: true,
    floor: true,
  }),
  card({
    id: 'bird-dog',
    name: 'Fågelhunden',
    purpose: 'Tränar dig att hålla ryggen stilla medan armar och ben rör sig, något du har nytta av när du lyfter och vrider dig i vardagen.',
    steps: [
      'Ställ dig på alla fyra med händerna under axlarna och knäna under höfterna.',
      'Sträck långsamt ut ena armen framåt och motsatt ben bakåt, bara så högt att ryggen ligger stilla som en bordsskiva.',
      'Håll kvar i 3–5 sekunder och byt sedan sida.',
      'Är det för svårt: sträck ut bara ett ben eller en arm i taget.',
    ],
    dosage: '6–10 gånger per sida, 2 omgångar, varannan dag',
    feel: feel('Lätt arbete i bålen, sätet och axlarna.'),
    stop: stop('Gör rörelsen mindre om ryggen svajar eller det gör ondare.'),
    step: 2,
    patterns: ['core_instabilitet', 'disksmarta', 'si_led', 'ospecifik'],
    suitsPregnancy: true,
    suitsStenosis: true,
    floor: true,
  }),
  card({
    id: 'standing-knee-lift',
    name: 'Knälyft med stöd',
    purpose: 'Tränar balansen och höftens muskler, så att det känns stadigare att gå, gå i trappor och röra sig.',
    steps: [
      'Stå upprätt vid en stolsrygg eller en bänk och håll i dig med ena handen.',
      'Lyft ena knät långsamt framåt och uppåt, ungefär till höfthöjd eller så högt det känns bra.',
      'Håll kvar i 2–3 sekunder och sätt ner foten lugnt.',
      'Växla ben, som en långsam marsch på stället.',
    ],
    dosage: '8–10 gånger per ben, 2 omgångar, varje dag',
    feel: feel('Lätt arbete i höften och i benet du står på.'),
    stop: stop('Håll i dig med båda händerna om du känner dig ostadig.'),
    step: 2,
    patterns: ['nervinklammning', 'muskelsmarta', 'ospecifik'],
    suitsPregnancy: false,
    suitsStenosis: true,
    floor: false,
  }),
  card({
    id: 'heel-raise',
    name: 'Tåhävningar',
    purpose: 'Stärker vaderna och tränar balansen, så att du orkar gå längre och står stadigare.',
    steps: [
      'Stå upprätt vid en stolsrygg eller en bänk och håll i dig lätt.',
      'Gå långsamt upp på tå så högt det känns bra.',
      'Stanna en sekund och sänk hälarna långsamt mot golvet.',
      'Blir det lätt: gör fler, eller stå på ett ben i taget.',
    ],
    dosage: '10–15 gånger, 2–3 omgångar, varje dag',
    feel: feel('Arbete i vaderna.'),
    stop: stop('Håll i dig med båda händerna om du känner dig ostadig.'),
    step: 2,
    patterns: ['nervinklammning', 'ospecifik'],
    suitsPregnancy: true,
    suitsStenosis: true,
    floor: false,
  }),

  // Step 3: strengthen and prevent relapse.
  card({
    id: 'hip-hinge',
    name: 'Höftfällning',
    purpose: 'Tränar sätet och baksidan av låren och ger dig ett bekvämt sätt att böja dig och lyfta i vardagen.',
    steps: [
      'Stå med fötterna höftbrett isär och mjuka knän.',
      'Fäll överkroppen framåt från höfterna, som om du stängde en dörr med sätet. Håll ryggen rak.',
      'Gå bara så långt ner som du kan med rak rygg.',
      'Res dig upp genom att spänna sätet och föra höfterna framåt.',
    ],
    dosage: '8–12 gånger, 2–3 omgångar, varannan dag; håll gärna något lätt i händerna när det känns enkelt',
    feel: feel('En stretch eller arbete i baksidan av låren och sätet.'),
    stop: stop('Gå inte lika långt ner om det drar ner i benet eller gör ondare i ryggen.'),
    step: 3,
    patterns: ['ospecifik', 'disksmarta', 'muskelsmarta', 'core_instabilitet'],
    suitsPregnancy: true,
    suitsStenosis: true,
    floor: false,
  }),
  card({
    id: 'wall-sit',
    name: 'Väggsittning',
    purpose: 'Bygger uthållighet i benen med ryggen i stöd mot väggen.',
    steps: [
      'Stå med ryggen mot en vägg och fötterna en bit ut från väggen, höftbrett isär.',
      'Glid långsamt ner tills knäna är böjda, som om du satt på en hög stol. Börja högt.',
      'Håll kvar och andas lugnt, med knäna i linje med tårna.',
      'Glid upp igen och vila.',
    ],
    dosage: 'Håll 10–30 sekunder, 3–5 gånger, varannan dag',
    feel: feel('Arbete i framsidan av låren.'),
    stop: stop('Gå inte lika djupt om det gör ont i knäna.'),
    step: 3,
    patterns: ['ospecifik', 'muskelsmarta', 'core_instabilitet', 'facetsmarta'],
    suitsPregnancy: true,
    suitsStenosis: true,
    floor: false,
  }),
  card({
    id: 'split-squat',
    name: 'Utfallsböj',
    purpose: 'Bygger styrka i benen och sätet, som du har nytta av när du går i trappor, lyfter och reser dig från golvet.',
    steps: [
      'Stå med ena foten ett långt steg framför den andra. Håll gärna i en stolsrygg för balansen.',
      'Sänk dig rakt ner genom att böja båda knäna, med överkroppen upprätt.',
      'Gå bara så långt ner som det känns bra; det bakre knät behöver inte nå golvet.',
      'Tryck dig upp igen och byt ben efter en omgång.',
    ],
    dosage: '6–10 gånger per ben, 2–3 omgångar, varannan dag',
    feel: feel('Arbete i låren och sätet.'),
    stop: stop('Gör rörelsen mindre om det gör ont i knät eller ljumsken.'),
    step: 3,
    patterns: ['muskelsmarta', 'ospecifik', 'core_instabilitet'],
    suitsPregnancy: false,
    suitsStenosis: true,
    floor: false,
  }),
  card({
    id: 'dead-bug',
    name: 'Döda insekten',
    purpose: 'Tränar bålen att hålla ryggen stilla medan armar och ben rör sig, i ett läge där ryggen vilar mot underlaget.',
    steps: [
      'Ligg på rygg med armarna rakt upp mot taket och höfter och knän böjda i rät vinkel.',
      'Låt ländryggen vila mot underlaget.',
      'Sträck långsamt ut ena armen bakåt och motsatt ben framåt, bara så långt att ländryggen ligger kvar.',
      'Kom tillbaka och byt sida. Andas ut när du sträcker ut.',
    ],
    dosage: '6–10 gånger per sida, 2–3 omgångar, varannan dag',
    feel: feel('Arbete i magen och bålen.'),
    stop: stop('Gör rörelsen mindre om ländryggen lyfter från underlaget eller det gör ondare.'),
    step: 3,
    patterns: ['core_instabilitet', 'disksmarta', 'facetsmarta', 'ospecifik'],
    suitsPregnancy: false,
    suitsStenosis: true,
    floor: true,
  }),
  card({
    id: 'knee-plank',
    name: 'Planka på knäna',
    purpose: 'Bygger uthållighet i bålen, så att du orkar stå, bära och lyfta längre stunder.',
    steps: [
      'Ligg på magen och res dig upp på underarmarna och knäna, med armbågarna under axlarna.',
      'Håll kroppen rak från knän till huvud: dra in magen lätt och svanka inte.',
      'Andas lugnt medan du håller kvar.',
      'Öka tiden lite i taget när det känns lätt.',
    ],
    dosage: 'Håll 10–30 sekunder, 3–5 gånger, varannan dag',
    feel: feel('Arbete i magen, axlarna och bålen.'),
    stop: stop('Sluta när du inte längre kan hålla kroppen rak, eller om det gör ont i ländryggen.'),
    step: 3,
    patterns: ['core_instabilitet', 'muskelsmarta', 'ospecifik'],
    suitsPregnancy: false,
    suitsStenosis: true,
    floor: true,
  }),
];
