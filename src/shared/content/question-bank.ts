/**
 * Ryggkollen question bank (Swedish), seeded into the database as the 30 default questions.
 *
 * Keys and option values follow the question contract in CLINICAL.md §6: the scoring engine and
 * the tests read them, and admins may edit wording but never keys or values. Red-flag options
 * follow CLINICAL.md §1 (NICE NG59 / NICE CKS red flags and 1177 Vårdguiden's advice on when to
 * seek care for back pain). All wording is our own; no licensed questionnaire (e.g. STarT Back,
 * ÖMPSQ, Oswestry, FABQ) is reproduced.
 *
 * Self-tests use only a wall, a chair, the floor (or a firm bed) and a phone timer, and every
 * one of them tells the visitor to stop if it hurts a lot.
 */
import type { QuestionDefinition } from '../domain/question-types';

type QuestionOption = QuestionDefinition['options'][number];

// ---------------------------------------------------------------------------------------------
// Shared building blocks
// ---------------------------------------------------------------------------------------------

const CATEGORY_PAIN_IMAGE = '/illustrations/category-pain.svg';
const CATEGORY_PAIN_ALT = 'En enkel figur som står upprätt och håller ena handen mot nedre delen av ryggen.';

const CATEGORY_MOVEMENT_IMAGE = '/illustrations/category-movement.svg';
const CATEGORY_MOVEMENT_ALT = 'En enkel figur som böjer sig lätt framåt och sedan sträcker på ryggen.';

const CATEGORY_LIFESTYLE_IMAGE = '/illustrations/category-lifestyle.svg';
const CATEGORY_LIFESTYLE_ALT = 'En enkel figur som promenerar i lugn takt med rak rygg.';

/** 0–10 slider shown under every self-test. */
function selfTestPainLevel() {
  return { label: 'Hur ont gjorde det under testet? (0–10)', min: 0, max: 10 };
}

/** "Where did it hurt?" checkboxes shown under every self-test. */
function selfTestPainLocations() {
  return {
    label: 'Var kände du smärtan under testet?',
    options: [
      { value: 'low_back', label: 'Ländryggen (nedre delen av ryggen)' },
      { value: 'buttock', label: 'Skinkan' },
      { value: 'thigh', label: 'Låret' },
      { value: 'below_knee', label: 'Nedanför knät (underbenet eller foten)' },
      { value: 'none', label: 'Ingenstans' },
    ],
  };
}

/** Free-text field shown under every self-test. */
function selfTestNotes(placeholder: string) {
  return { label: 'Vill du lägga till något om testet?', placeholder };
}

/** Same three steps for the four psychosocial questions (values from CLINICAL.md §6). */
function threeStepOptions(notAtAll: string, somewhat: string, very: string): QuestionOption[] {
  return [
    { value: 'not_at_all', label: notAtAll },
    { value: 'somewhat', label: somewhat },
    { value: 'very', label: very },
  ];
}

// ---------------------------------------------------------------------------------------------
// Options (declared once so `options` and `fields.completion.options` stay identical)
// ---------------------------------------------------------------------------------------------

const RED_FLAG_OPTIONS: QuestionOption[] = [
  { value: 'bladder_bowel', label: 'Nya svårigheter att kissa, eller att du inte kan hålla urin eller avföring' },
  { value: 'saddle_numbness', label: 'Domningar runt ändtarmsöppningen eller könsorganen (ridbyxeområdet)' },
  { value: 'bilateral_leg', label: 'Domningar, stickningar eller svaghet i båda benen' },
  {
    value: 'progressive_weakness',
    label: 'Tilltagande svaghet i ett ben eller en fot, till exempel att foten slår i marken (droppfot)',
  },
  { value: 'fever', label: 'Feber eller frossa samtidigt som ryggsmärtan' },
  { value: 'major_trauma', label: 'Smärtan började efter ett kraftigt fall eller en olycka' },
  { value: 'cancer_history', label: 'Du har haft eller har cancer' },
  { value: 'weight_loss', label: 'Du har gått ner i vikt utan att försöka' },
  { value: 'night_pain', label: 'Konstant värk i vila eller på natten som inte lindras när du byter ställning' },
  { value: 'none', label: 'Inget av detta' },
];

const PAIN_DURATION_OPTIONS: QuestionOption[] = [
  { value: 'lt_6w', label: 'Kortare än 6 veckor' },
  { value: '6w_3m', label: '6 veckor till 3 månader' },
  { value: 'gt_3m', label: 'Längre än 3 månader' },
];

const PAIN_LOCATION_OPTIONS: QuestionOption[] = [
  { value: 'low_back_center', label: 'Mitt i ländryggen' },
  { value: 'low_back_one_side', label: 'I ländryggen, mest på ena sidan' },
  { value: 'buttock', label: 'I skinkan' },
  { value: 'thigh', label: 'I låret' },
  { value: 'below_knee', label: 'Nedanför knät, i underbenet eller foten' },
  { value: 'both_legs', label: 'I båda benen' },
];

const LEG_TINGLING_OPTIONS: QuestionOption[] = [
  { value: 'no', label: 'Nej' },
  { value: 'yes', label: 'Ja' },
];

const BOTHERSOMENESS_OPTIONS: QuestionOption[] = [
  { value: 'not_at_all', label: 'Inte alls' },
  { value: 'slightly', label: 'Lite grann' },
  { value: 'moderately', label: 'En del' },
  { value: 'very_much', label: 'Mycket' },
  { value: 'extremely', label: 'Väldigt mycket' },
];

const FORWARD_BEND_OPTIONS: QuestionOption[] = [
  { value: 'no_pain', label: 'Det gick bra, utan smärta' },
  { value: 'back_pain', label: 'Det gjorde ont i ryggen' },
  { value: 'leg_pain', label: 'Det gjorde ont, stack eller domnade i benet' },
  { value: 'cannot', label: 'Jag kunde inte göra testet' },
];

const BACKWARD_BEND_OPTIONS: QuestionOption[] = [
  { value: 'no_pain', label: 'Det gick bra, utan smärta' },
  { value: 'back_pain', label: 'Det gjorde ont i ryggen' },
  { value: 'leg_pain', label: 'Det gjorde ont, stack eller domnade i benet' },
  { value: 'cannot', label: 'Jag kunde inte göra testet' },
];

const SITTING_TOLERANCE_OPTIONS: QuestionOption[] = [
  { value: 'over_60', label: 'Mer än 60 minuter' },
  { value: '30_60', label: '30–60 minuter' },
  { value: 'under_30', label: 'Mindre än 30 minuter' },
];

const STRAIGHT_LEG_RAISE_OPTIONS: QuestionOption[] = [
  { value: 'no_pain', label: 'Ingen smärta (en stramande känsla bakom låret räknas inte)' },
  { value: 'back_pain', label: 'Det gjorde ont i ryggen' },
  { value: 'leg_pain_below_knee', label: 'Det gjorde ont, stack eller domnade nedanför knät' },
];

const RELIEF_BENDING_FORWARD_OPTIONS: QuestionOption[] = [
  { value: 'no', label: 'Nej, inte märkbart' },
  { value: 'yes', label: 'Ja, det lindrar' },
];

const AFTER_EXERTION_OPTIONS: QuestionOption[] = [
  { value: 'no', label: 'Nej' },
  { value: 'yes', label: 'Ja, ryggen värker mer efteråt' },
];

const SINGLE_LEG_STAND_OPTIONS: QuestionOption[] = [
  { value: 'stable_no_pain', label: 'Stadigt och utan smärta' },
  { value: 'unstable', label: 'Ostadigt, jag behövde ta stöd' },
  { value: 'buttock_pain', label: 'Det gjorde ont i skinkan eller lågt i ryggen på ena sidan' },
];

const PLANK_HOLD_OPTIONS: QuestionOption[] = [
  { value: 'over_60', label: '60 sekunder eller mer' },
  { value: '30_60', label: '30–59 sekunder' },
  { value: 'under_30', label: 'Mindre än 30 sekunder' },
  { value: 'cannot', label: 'Jag kunde inte göra testet' },
];

const SIDE_PLANK_OPTIONS: QuestionOption[] = [
  { value: 'over_30', label: '30 sekunder eller mer' },
  { value: '15_30', label: '15–29 sekunder' },
  { value: 'under_15', label: 'Mindre än 15 sekunder' },
  { value: 'cannot', label: 'Jag kunde inte göra testet' },
];

const BIRD_DOG_OPTIONS: QuestionOption[] = [
  { value: 'steady_no_pain', label: 'Stadigt och utan smärta' },
  { value: 'wobbly', label: 'Jag vinglade eller tappade balansen' },
  { value: 'back_pain', label: 'Det gjorde ont i ryggen' },
  { value: 'cannot', label: 'Jag kunde inte göra testet' },
];

const WALL_SIT_OPTIONS: QuestionOption[] = [
  { value: 'over_60', label: '60 sekunder eller mer' },
  { value: '30_60', label: '30–59 sekunder' },
  { value: 'under_30', label: 'Mindre än 30 sekunder' },
  { value: 'cannot', label: 'Jag kunde inte göra testet' },
];

const POSITION_CATCHES_OPTIONS: QuestionOption[] = [
  { value: 'never', label: 'Aldrig' },
  { value: 'sometimes', label: 'Ibland' },
  { value: 'often', label: 'Ofta' },
];

const ACTIVITY_LEVEL_OPTIONS: QuestionOption[] = [
  { value: 'high', label: 'Mycket aktiv: jag rör mig mycket, både i vardagen och på fritiden' },
  { value: 'moderate', label: 'Ganska aktiv: jag promenerar eller rör mig en stund de flesta dagar' },
  { value: 'low', label: 'Lite aktiv: jag sitter eller ligger stilla större delen av dagen' },
];

const EXERCISE_OPTIONS: QuestionOption[] = [
  { value: '3_plus_week', label: '3 gånger i veckan eller oftare' },
  { value: '1_2_week', label: '1–2 gånger i veckan' },
  { value: 'rarely', label: 'Sällan, några gånger i månaden eller mer sällan' },
  { value: 'never', label: 'Aldrig' },
];

const WORK_TYPE_OPTIONS: QuestionOption[] = [
  { value: 'sitting', label: 'Mest stillasittande, till exempel kontorsarbete' },
  { value: 'standing', label: 'Mest stående, till exempel i butik eller vid ett löpande band' },
  { value: 'physical', label: 'Fysiskt tungt, till exempel med lyft, bärande eller mycket böjande' },
  { value: 'mixed', label: 'Blandat, både sittande och rörligt' },
  { value: 'not_working', label: 'Jag arbetar inte just nu (till exempel pensionär, arbetssökande eller sjukskriven)' },
];

const SLEEP_OPTIONS: QuestionOption[] = [
  { value: 'good', label: 'Bra, jag känner mig oftast utvilad' },
  { value: 'fair', label: 'Sådär, jag vaknar ibland eller sover lite för kort' },
  { value: 'poor', label: 'Dåligt, jag har svårt att somna eller vaknar ofta' },
];

const FEAR_OF_MOVEMENT_OPTIONS = threeStepOptions('Nej, inte alls', 'Ja, till viss del', 'Ja, mycket');
const WORRY_OPTIONS = threeStepOptions('Inte alls', 'En del', 'Mycket');
const CATASTROPHISING_OPTIONS = threeStepOptions('Nej, inte alls', 'Ja, ibland', 'Ja, ofta');
const LOW_MOOD_OPTIONS = threeStepOptions('Nej, inte alls', 'Ja, ibland', 'Ja, ofta');

const SOCIAL_SUPPORT_OPTIONS: QuestionOption[] = [
  { value: 'good', label: 'Ja, jag har bra stöd' },
  { value: 'some', label: 'Ja, visst stöd' },
  { value: 'little', label: 'Nej, lite eller inget stöd' },
];

const PRIOR_TREATMENT_OPTIONS: QuestionOption[] = [
  { value: 'painkillers', label: 'Smärtstillande läkemedel, receptfria eller utskrivna av läkare' },
  { value: 'physiotherapy', label: 'Fysioterapi (sjukgymnastik)' },
  { value: 'chiro_naprapath', label: 'Kiropraktor eller naprapat' },
  { value: 'massage', label: 'Massage' },
  { value: 'exercise_program', label: 'Ett träningsprogram för ryggen' },
  { value: 'other', label: 'Annat' },
  { value: 'nothing', label: 'Inget ännu' },
];

// ---------------------------------------------------------------------------------------------
// The bank: 30 questions in the order the visitor sees them
// ---------------------------------------------------------------------------------------------

export const QUESTION_BANK: QuestionDefinition[] = [
  // ----- Grundläggande smärtbild (1–6) -----
  {
    key: 'red_flags',
    category: 'Grundläggande smärtbild',
    title: 'Har du något av följande just nu?',
    description:
      'Några få symtom kan betyda att ryggen behöver undersökas av vården snart. De är ovanliga, men vi frågar om dem först för din säkerhet.',
    instructions: [
      'Kryssa i allt som stämmer in på dig just nu.',
      'Välj ”Inget av detta” om inget stämmer. Stämmer något får du råd om vad du ska göra direkt.',
    ],
    imageUrl: CATEGORY_PAIN_IMAGE,
    imageAlt: CATEGORY_PAIN_ALT,
    questionType: 'checkbox',
    options: RED_FLAG_OPTIONS,
    fields: {
      completion: { label: 'Kryssa i det som stämmer', type: 'checkbox', options: RED_FLAG_OPTIONS },
    },
  },
  {
    key: 'pain_duration',
    category: 'Grundläggande smärtbild',
    title: 'Hur länge har du haft ont i ryggen den här gången?',
    description:
      'Hur länge smärtan har funnits påverkar vilka råd som passar dig. De flesta ryggbesvär blir bättre inom några veckor.',
    instructions: ['Om smärtan kommer och går, räkna från när den senaste perioden började.'],
    imageUrl: CATEGORY_PAIN_IMAGE,
    imageAlt: CATEGORY_PAIN_ALT,
    questionType: 'radio',
    options: PAIN_DURATION_OPTIONS,
    fields: {
      completion: { label: 'Välj det som stämmer bäst', type: 'radio', options: PAIN_DURATION_OPTIONS },
    },
  },
  {
    key: 'pain_intensity',
    category: 'Grundläggande smärtbild',
    title: 'Hur ont har du i ryggen?',
    description:
      'Skatta smärtan på en skala från 0 till 10. Det hjälper oss att förstå hur mycket smärtan påverkar dig.',
    instructions: [
      'Tänk på hur det har känts i genomsnitt den senaste veckan.',
      'Det finns inga rätt eller fel svar.',
    ],
    imageUrl: CATEGORY_PAIN_IMAGE,
    imageAlt: CATEGORY_PAIN_ALT,
    questionType: 'range',
    options: [],
    fields: {
      completion: {
        label: 'Din smärta från 0 till 10',
        type: 'range',
        min: 0,
        max: 10,
        minLabel: '0 = ingen smärta',
        maxLabel: '10 = värsta tänkbara smärta',
      },
    },
  },
  {
    key: 'pain_location',
    category: 'Grundläggande smärtbild',
    title: 'Var känner du smärtan?',
    description:
      'Var smärtan sitter, och om den strålar ut i benet, säger en del om vad som kan ligga bakom. Ländryggen är den nedre delen av ryggen, ovanför skinkorna.',
    instructions: [
      'Kryssa i alla ställen där du brukar ha ont.',
      'Om smärtan strålar ut, kryssa i alla ställen den når.',
    ],
    imageUrl: CATEGORY_PAIN_IMAGE,
    imageAlt: CATEGORY_PAIN_ALT,
    questionType: 'checkbox',
    options: PAIN_LOCATION_OPTIONS,
    fields: {
      completion: { label: 'Kryssa i var du har ont', type: 'checkbox', options: PAIN_LOCATION_OPTIONS },
      additionalNotes: {
        label: 'Vill du beskriva smärtan mer?',
        placeholder: 'Till exempel: strålar ut i vänster ben, känns som en molande värk eller ett hugg',
      },
    },
  },
  {
    key: 'leg_tingling',
    category: 'Grundläggande smärtbild',
    title: 'Har du stickningar eller domningar i ett ben eller en fot?',
    description:
      'Stickningar eller domningar i benet kan betyda att en nerv i ländryggen är irriterad. Det kallas ofta ischias (nervsmärta som strålar ut i benet).',
    instructions: [
      'Svara ja även om det bara kommer ibland.',
      'Har du domningar eller svaghet i båda benen samtidigt, kontakta vården direkt.',
    ],
    imageUrl: CATEGORY_PAIN_IMAGE,
    imageAlt: CATEGORY_PAIN_ALT,
    questionType: 'radio',
    options: LEG_TINGLING_OPTIONS,
    fields: {
      completion: { label: 'Välj ett svar', type: 'radio', options: LEG_TINGLING_OPTIONS },
    },
  },
  {
    key: 'bothersomeness',
    category: 'Grundläggande smärtbild',
    title: 'Hur mycket besvärar ryggen dig i vardagen?',
    description:
      'Här vill vi veta hur mycket ryggen stör dig, till exempel i arbetet, hemma, på fritiden och när du sover. Samma smärta kan besvära olika personer olika mycket.',
    instructions: ['Tänk på hur det har varit den senaste tiden som helhet.'],
    imageUrl: CATEGORY_PAIN_IMAGE,
    imageAlt: CATEGORY_PAIN_ALT,
    questionType: 'radio',
    options: BOTHERSOMENESS_OPTIONS,
    fields: {
      completion: { label: 'Välj det som stämmer bäst', type: 'radio', options: BOTHERSOMENESS_OPTIONS },
    },
  },

  // ----- Rörelsetester (7–12) -----
  {
    key: 'forward_bend',
    category: 'Rörelsetester',
    title: 'Framåtböjning: hur känns det att böja dig framåt?',
    description:
      'Testet visar hur ryggen reagerar när du böjer dig framåt. Om det gör ont, och var, säger något om vilken belastning ryggen är känslig för.',
    instructions: [
      'Stå upprätt med fötterna höftbrett isär, nära en stol eller ett bord du kan hålla i.',
      'Böj dig långsamt framåt och låt armarna hänga mot golvet.',
      'Gå bara så långt det känns okej, du behöver inte nå golvet.',
      'Res dig långsamt upp igen med händerna som stöd mot låren.',
      'Sluta direkt om det gör mycket ont eller om smärtan strålar ut i benet.',
    ],
    imageUrl: '/illustrations/forward-bend.svg',
    imageAlt:
      'En figur som först står upprätt och sedan böjer sig långsamt framåt med armarna hängande mot golvet.',
    questionType: 'radio',
    options: FORWARD_BEND_OPTIONS,
    fields: {
      completion: { label: 'Hur kändes det?', type: 'radio', options: FORWARD_BEND_OPTIONS },
      painLevel: selfTestPainLevel(),
      painLocations: selfTestPainLocations(),
      additionalNotes: selfTestNotes('Till exempel: stel i början, lättare efter några gånger'),
    },
  },
  {
    key: 'backward_bend',
    category: 'Rörelsetester',
    title: 'Bakåtböjning: hur känns det att böja dig bakåt?',
    description:
      'Testet visar hur ryggen reagerar när du sträcker den bakåt. Vissa får ont just av bakåtböjning, andra av framåtböjning.',
    instructions: [
      'Stå upprätt med fötterna höftbrett isär, nära en vägg eller stol du kan ta stöd mot.',
      'Sätt händerna på ländryggen eller höfterna.',
      'Böj dig långsamt en liten bit bakåt och titta snett uppåt.',
      'Kom tillbaka till upprätt läge i lugn takt.',
      'Sluta direkt om det gör mycket ont, om smärtan strålar ut i benet eller om du blir yr.',
    ],
    imageUrl: '/illustrations/backward-bend.svg',
    imageAlt:
      'En figur som först står upprätt med händerna på ländryggen och sedan böjer sig försiktigt bakåt.',
    questionType: 'radio',
    options: BACKWARD_BEND_OPTIONS,
    fields: {
      completion: { label: 'Hur kändes det?', type: 'radio', options: BACKWARD_BEND_OPTIONS },
      painLevel: selfTestPainLevel(),
      painLocations: selfTestPainLocations(),
      additionalNotes: selfTestNotes('Till exempel: ont mest när jag vred mig åt ena sidan'),
    },
  },
  {
    key: 'sitting_tolerance',
    category: 'Rörelsetester',
    title: 'Sittande: hur länge kan du sitta innan ryggen gör mer ont?',
    description:
      'Långt sittande belastar ryggen på ett särskilt sätt. Hur länge du klarar att sitta hjälper oss att ge råd om pauser och rörelse.',
    instructions: [
      'Sitt på en vanlig stol med fötterna i golvet.',
      'Starta timern på telefonen när du sätter dig.',
      'Notera hur lång tid det tar innan ryggen börjar göra mer ont.',
      'Res dig och rör på dig när det gör ont, du behöver inte sitta kvar för testets skull.',
    ],
    imageUrl: '/illustrations/sitting-tolerance.svg',
    imageAlt: 'En figur som sitter upprätt på en stol och sedan reser sig och sträcker på ryggen.',
    questionType: 'radio',
    options: SITTING_TOLERANCE_OPTIONS,
    fields: {
      completion: { label: 'Hur länge kan du sitta?', type: 'radio', options: SITTING_TOLERANCE_OPTIONS },
      painLevel: selfTestPainLevel(),
      painLocations: selfTestPainLocations(),
      additionalNotes: selfTestNotes('Till exempel: värre i bilen än vid skrivbordet'),
    },
  },
  {
    key: 'straight_leg_raise',
    category: 'Rörelsetester',
    title: 'Benlyft: gör det ont när du lyfter ett rakt ben?',
    description:
      'Testet liknar ett som fysioterapeuter använder för att se om en nerv i ländryggen är irriterad. Smärta som strålar ut nedanför knät kan tyda på nervpåverkan (ischias).',
    instructions: [
      'Ligg på rygg på golvet eller en fast säng, med ena knät böjt och foten i underlaget.',
      'Håll det andra benet rakt och lyft det långsamt uppåt, så högt det går utan smärta.',
      'Lägg märke till om det strålar ut nedanför knät (stramhet bakom låret är vanligt och ofarligt).',
      'Sänk benet långsamt och gör likadant med det andra benet.',
      'Sluta direkt om det gör mycket ont eller om smärtan skjuter ut i benet.',
    ],
    imageUrl: '/illustrations/straight-leg-raise.svg',
    imageAlt:
      'En figur som ligger på rygg med ena knät böjt och först har det andra benet rakt i golvet, sedan lyft snett uppåt.',
    questionType: 'radio',
    options: STRAIGHT_LEG_RAISE_OPTIONS,
    fields: {
      completion: { label: 'Hur kändes det?', type: 'radio', options: STRAIGHT_LEG_RAISE_OPTIONS },
      painLevel: selfTestPainLevel(),
      painLocations: selfTestPainLocations(),
      additionalNotes: selfTestNotes('Till exempel: ont bara i vänster ben, stack i foten'),
    },
  },
  {
    key: 'relief_bending_forward',
    category: 'Rörelsetester',
    title: 'Blir det lättare när du böjer dig framåt, sätter dig eller lägger dig ner?',
    description:
      'För vissa lindras ryggsmärtan när de lutar sig framåt, sätter sig eller ligger ner. Det säger något om vilka ställningar ryggen tycker om.',
    instructions: ['Tänk på vardagen, till exempel när du lutar dig mot en kundvagn eller sätter dig på en bänk.'],
    imageUrl: CATEGORY_MOVEMENT_IMAGE,
    imageAlt: CATEGORY_MOVEMENT_ALT,
    questionType: 'radio',
    options: RELIEF_BENDING_FORWARD_OPTIONS,
    fields: {
      completion: { label: 'Välj ett svar', type: 'radio', options: RELIEF_BENDING_FORWARD_OPTIONS },
    },
  },
  {
    key: 'after_exertion',
    category: 'Rörelsetester',
    title: 'Värker ryggen mer efter ansträngning eller när du hållit samma ställning länge?',
    description:
      'En molande värk i ryggmusklerna efter ansträngning eller statisk belastning (när du står eller sitter i samma ställning länge) är vanlig. Den brukar lätta med värme och rörelse.',
    instructions: ['Tänk till exempel på trädgårdsarbete, storstädning eller en lång dag vid skrivbordet.'],
    imageUrl: CATEGORY_MOVEMENT_IMAGE,
    imageAlt: CATEGORY_MOVEMENT_ALT,
    questionType: 'radio',
    options: AFTER_EXERTION_OPTIONS,
    fields: {
      completion: { label: 'Välj ett svar', type: 'radio', options: AFTER_EXERTION_OPTIONS },
    },
  },

  // ----- Stabilitetstester (13–18) -----
  {
    key: 'single_leg_stand',
    category: 'Stabilitetstester',
    title: 'Stå på ett ben: hur går det?',
    description:
      'Testet visar balansen och hur bäckenet tål att bära kroppen på ett ben. Smärta lågt i ryggen på ena sidan kan höra ihop med SI-leden (leden mellan korsbenet och höftbenet).',
    instructions: [
      'Ställ dig bredvid en vägg eller en stol så att du kan ta stöd direkt.',
      'Lyft ena foten några centimeter från golvet och stå still i upp till 30 sekunder.',
      'Byt ben och gör likadant.',
      'Håll i dig om du blir ostadig, och sluta om det gör mycket ont.',
    ],
    imageUrl: '/illustrations/single-leg-stand.svg',
    imageAlt:
      'En figur som först står på båda fötterna bredvid en stol och sedan står på ett ben med handen nära stolsryggen.',
    questionType: 'radio',
    options: SINGLE_LEG_STAND_OPTIONS,
    fields: {
      completion: { label: 'Hur gick det?', type: 'radio', options: SINGLE_LEG_STAND_OPTIONS },
      painLevel: selfTestPainLevel(),
      painLocations: selfTestPainLocations(),
      additionalNotes: selfTestNotes('Till exempel: svårare på höger ben, ont i vänster skinka'),
    },
  },
  {
    key: 'plank_hold',
    category: 'Stabilitetstester',
    title: 'Plankan: hur länge kan du hålla?',
    description:
      'Plankan visar hur uthålliga musklerna runt magen och ryggen (bålen) är. En stark och uthållig bål gör det lättare för ryggen att klara vardagens belastningar.',
    instructions: [
      'Ligg på mage på golvet med underarmarna i golvet och armbågarna under axlarna.',
      'Lyft höfterna så att kroppen bildar en rak linje från huvud till fötter (är det för tungt, ha knäna kvar i golvet och skriv det nedan).',
      'Starta timern och håll så länge du kan med rak rygg, högst 60 sekunder.',
      'Andas lugnt hela tiden och håll inte andan.',
      'Sluta när du inte längre kan hålla ryggen rak, och direkt om det gör ont i ryggen.',
    ],
    imageUrl: '/illustrations/plank-hold.svg',
    imageAlt:
      'En figur som först ligger på mage på underarmarna och sedan håller kroppen rak som en planka med höfterna lyfta.',
    questionType: 'radio',
    options: PLANK_HOLD_OPTIONS,
    fields: {
      completion: { label: 'Hur länge kunde du hålla?', type: 'radio', options: PLANK_HOLD_OPTIONS },
      painLevel: selfTestPainLevel(),
      painLocations: selfTestPainLocations(),
      additionalNotes: selfTestNotes('Till exempel: gjorde testet med knäna i golvet'),
    },
  },
  {
    key: 'side_plank',
    category: 'Stabilitetstester',
    title: 'Sidoplankan: hur länge kan du hålla?',
    description:
      'Sidoplankan visar styrkan och uthålligheten i musklerna på sidan av bålen. De hjälper till att hålla ryggen stabil när du bär, vrider dig eller går.',
    instructions: [
      'Ligg på sidan på golvet med underarmen i golvet och armbågen rakt under axeln.',
      'Ha benen raka ovanpå varandra (är det för tungt, böj knäna och skriv det nedan).',
      'Lyft höften så att kroppen bildar en rak linje och håll så länge du kan, högst 30 sekunder.',
      'Testa gärna båda sidorna och svara för den sida som var svårast.',
      'Sluta direkt om det gör ont i ryggen eller axeln.',
    ],
    imageUrl: '/illustrations/side-plank.svg',
    imageAlt:
      'En figur som först ligger på sidan på underarmen och sedan lyfter höften så att kroppen bildar en rak linje.',
    questionType: 'radio',
    options: SIDE_PLANK_OPTIONS,
    fields: {
      completion: { label: 'Hur länge kunde du hålla?', type: 'radio', options: SIDE_PLANK_OPTIONS },
      painLevel: selfTestPainLevel(),
      painLocations: selfTestPainLocations(),
      additionalNotes: selfTestNotes('Till exempel: mycket svårare på vänster sida, gjorde testet med böjda knän'),
    },
  },
  {
    key: 'bird_dog',
    category: 'Stabilitetstester',
    title: 'Fågelhunden: kan du hålla ryggen stilla?',
    description:
      'I fågelhunden står du på alla fyra och sträcker ut motsatt arm och ben. Testet visar hur väl du kan hålla ryggen stilla medan armar och ben rör sig.',
    instructions: [
      'Ställ dig på alla fyra på golvet, med händerna under axlarna och knäna under höfterna.',
      'Håll ryggen rak, som en bordsskiva.',
      'Sträck långsamt ut höger arm framåt och vänster ben bakåt och håll i 10 sekunder.',
      'Byt sida och gör likadant med vänster arm och höger ben.',
      'Sätt ner handen eller knät om du tappar balansen, och sluta direkt om det gör ont i ryggen.',
    ],
    imageUrl: '/illustrations/bird-dog.svg',
    imageAlt:
      'En figur som först står på alla fyra och sedan sträcker ut ena armen framåt och motsatt ben bakåt med rak rygg.',
    questionType: 'radio',
    options: BIRD_DOG_OPTIONS,
    fields: {
      completion: { label: 'Hur gick det?', type: 'radio', options: BIRD_DOG_OPTIONS },
      painLevel: selfTestPainLevel(),
      painLocations: selfTestPainLocations(),
      additionalNotes: selfTestNotes('Till exempel: vinglade mest när jag sträckte ut vänster ben'),
    },
  },
  {
    key: 'wall_sit',
    category: 'Stabilitetstester',
    title: 'Väggsittning: hur länge kan du hålla?',
    description:
      'Testet visar uthålligheten i benen och hur ryggen tål att hålla samma ställning en stund. Starka ben gör det lättare att lyfta och böja sig utan att belasta ryggen.',
    instructions: [
      'Stå med ryggen mot en vägg och fötterna ungefär en fotlängd ut från väggen.',
      'Glid långsamt ner längs väggen, högst tills låren är vågräta och bara så djupt som knäna tål.',
      'Starta timern och håll så länge du orkar med ryggen mot väggen, högst 60 sekunder.',
      'Andas lugnt hela tiden och håll inte andan.',
      'Sluta direkt om det gör mycket ont i ryggen eller knäna, och glid upp igen eller sätt dig på en stol.',
    ],
    imageUrl: '/illustrations/wall-sit.svg',
    imageAlt:
      'En figur som först står med ryggen mot en vägg och sedan har glidit ner med böjda knän, som om den satt på en osynlig stol.',
    questionType: 'radio',
    options: WALL_SIT_OPTIONS,
    fields: {
      completion: { label: 'Hur länge kunde du hålla?', type: 'radio', options: WALL_SIT_OPTIONS },
      painLevel: selfTestPainLevel(),
      painLocations: selfTestPainLocations(),
      additionalNotes: selfTestNotes('Till exempel: benen tröttnade innan ryggen, ont i knäna'),
    },
  },
  {
    key: 'position_catches',
    category: 'Stabilitetstester',
    title: 'Hugger det till eller låser sig ryggen när du byter ställning?',
    description:
      'Vissa känner att ryggen hugger till, låser sig eller känns ostadig när de reser sig, vrider sig eller vänder sig i sängen. Det säger något om hur ryggen klarar rörelser och övergångar.',
    instructions: ['Tänk på den senaste månaden, till exempel när du reser dig från en stol eller vänder dig i sängen.'],
    imageUrl: CATEGORY_MOVEMENT_IMAGE,
    imageAlt: CATEGORY_MOVEMENT_ALT,
    questionType: 'radio',
    options: POSITION_CATCHES_OPTIONS,
    fields: {
      completion: { label: 'Hur ofta händer det?', type: 'radio', options: POSITION_CATCHES_OPTIONS },
    },
  },

  // ----- Livsstilsfaktorer (19–30) -----
  {
    key: 'activity_level',
    category: 'Livsstilsfaktorer',
    title: 'Hur fysiskt aktiv är du en vanlig vecka?',
    description:
      'All rörelse räknas, även promenader, trädgårdsarbete och att cykla till jobbet. Att hålla sig i rörelse hjälper de flesta med ryggsmärta.',
    instructions: ['Svara för hur det ser ut nu, inte hur det var innan du fick ont.'],
    imageUrl: CATEGORY_LIFESTYLE_IMAGE,
    imageAlt: CATEGORY_LIFESTYLE_ALT,
    questionType: 'radio',
    options: ACTIVITY_LEVEL_OPTIONS,
    fields: {
      completion: { label: 'Välj det som stämmer bäst', type: 'radio', options: ACTIVITY_LEVEL_OPTIONS },
    },
  },
  {
    key: 'exercise',
    category: 'Livsstilsfaktorer',
    title: 'Hur ofta tränar du?',
    description:
      'Med träning menar vi planerad träning som gör dig andfådd eller trött i musklerna, till exempel gym, löpning, simning eller gruppträning.',
    instructions: ['Svara för hur det ser ut nu, inte hur det var innan du fick ont.'],
    imageUrl: CATEGORY_LIFESTYLE_IMAGE,
    imageAlt: CATEGORY_LIFESTYLE_ALT,
    questionType: 'radio',
    options: EXERCISE_OPTIONS,
    fields: {
      completion: { label: 'Välj det som stämmer bäst', type: 'radio', options: EXERCISE_OPTIONS },
    },
  },
  {
    key: 'work_type',
    category: 'Livsstilsfaktorer',
    title: 'Vilken typ av arbete har du?',
    description: 'Hur du belastar ryggen under dagen påverkar vilka råd som passar dig.',
    instructions: ['Studerar du, välj det alternativ som passar bäst för din vardag.'],
    imageUrl: CATEGORY_LIFESTYLE_IMAGE,
    imageAlt: CATEGORY_LIFESTYLE_ALT,
    questionType: 'radio',
    options: WORK_TYPE_OPTIONS,
    fields: {
      completion: { label: 'Välj det som stämmer bäst', type: 'radio', options: WORK_TYPE_OPTIONS },
    },
  },
  {
    key: 'sleep',
    category: 'Livsstilsfaktorer',
    title: 'Hur sover du just nu?',
    description:
      'Sömnen påverkar hur kroppen återhämtar sig och hur du upplever smärta. Dålig sömn och ryggsmärta förstärker ofta varandra.',
    instructions: ['Tänk på de senaste två veckorna.'],
    imageUrl: CATEGORY_LIFESTYLE_IMAGE,
    imageAlt: CATEGORY_LIFESTYLE_ALT,
    questionType: 'radio',
    options: SLEEP_OPTIONS,
    fields: {
      completion: { label: 'Välj det som stämmer bäst', type: 'radio', options: SLEEP_OPTIONS },
    },
  },
  {
    key: 'stress',
    category: 'Livsstilsfaktorer',
    title: 'Hur stressad har du känt dig den senaste tiden?',
    description:
      'Stress kan göra musklerna spända och smärtan mer påtaglig. Här räknas all stress, både i arbetet och privat.',
    instructions: ['Tänk på de senaste två veckorna.'],
    imageUrl: CATEGORY_LIFESTYLE_IMAGE,
    imageAlt: CATEGORY_LIFESTYLE_ALT,
    questionType: 'range',
    options: [],
    fields: {
      completion: {
        label: 'Din stress från 0 till 10',
        type: 'range',
        min: 0,
        max: 10,
        minLabel: '0 = inte alls stressad',
        maxLabel: '10 = extremt stressad',
      },
    },
  },
  {
    key: 'fear_of_movement',
    category: 'Livsstilsfaktorer',
    title: 'Undviker du rörelser för att du är rädd att ryggen ska ta skada?',
    description:
      'Det är naturligt att vara försiktig när det gör ont. Samtidigt brukar ryggen må bättre av att röras än av att vila för mycket.',
    instructions: ['Det finns inga rätt eller fel svar. Välj det som stämmer bäst för dig.'],
    imageUrl: CATEGORY_LIFESTYLE_IMAGE,
    imageAlt: CATEGORY_LIFESTYLE_ALT,
    questionType: 'radio',
    options: FEAR_OF_MOVEMENT_OPTIONS,
    fields: {
      completion: { label: 'Välj det som stämmer bäst', type: 'radio', options: FEAR_OF_MOVEMENT_OPTIONS },
    },
  },
  {
    key: 'worry',
    category: 'Livsstilsfaktorer',
    title: 'Hur mycket oroar du dig för din rygg?',
    description:
      'Många som har ont i ryggen oroar sig för vad det beror på eller hur det ska bli framöver. Det är vanligt, och det hjälper oss att ge råd som passar dig.',
    instructions: ['Det finns inga rätt eller fel svar. Välj det som stämmer bäst för dig.'],
    imageUrl: CATEGORY_LIFESTYLE_IMAGE,
    imageAlt: CATEGORY_LIFESTYLE_ALT,
    questionType: 'radio',
    options: WORRY_OPTIONS,
    fields: {
      completion: { label: 'Välj det som stämmer bäst', type: 'radio', options: WORRY_OPTIONS },
    },
  },
  {
    key: 'catastrophising',
    category: 'Livsstilsfaktorer',
    title: 'Fastnar dina tankar på det värsta som kan hända med ryggen?',
    description:
      'När det gör ont är det lätt att tankarna kretsar kring allt som kan gå fel. Sådana tankar är vanliga och går att påverka.',
    instructions: ['Det finns inga rätt eller fel svar. Välj det som stämmer bäst för dig.'],
    imageUrl: CATEGORY_LIFESTYLE_IMAGE,
    imageAlt: CATEGORY_LIFESTYLE_ALT,
    questionType: 'radio',
    options: CATASTROPHISING_OPTIONS,
    fields: {
      completion: { label: 'Välj det som stämmer bäst', type: 'radio', options: CATASTROPHISING_OPTIONS },
    },
  },
  {
    key: 'low_mood',
    category: 'Livsstilsfaktorer',
    title: 'Har du känt dig nedstämd eller ledsen den senaste tiden?',
    description:
      'Långvarig smärta kan påverka humöret, och humöret kan påverka smärtan. Det är vanligt och inget att skämmas för.',
    instructions: [
      'Tänk på de senaste två veckorna.',
      'Mår du mycket dåligt eller har tankar på att skada dig själv, ring 1177 eller prata med någon du litar på. Vid akut fara, ring 112.',
    ],
    imageUrl: CATEGORY_LIFESTYLE_IMAGE,
    imageAlt: CATEGORY_LIFESTYLE_ALT,
    questionType: 'radio',
    options: LOW_MOOD_OPTIONS,
    fields: {
      completion: { label: 'Välj det som stämmer bäst', type: 'radio', options: LOW_MOOD_OPTIONS },
    },
  },
  {
    key: 'social_support',
    category: 'Livsstilsfaktorer',
    title: 'Har du stöd från människor i din närhet?',
    description:
      'Stöd från familj, vänner eller kollegor gör det lättare att hantera ryggbesvär, till exempel hjälp med tunga sysslor eller någon att prata med.',
    instructions: ['Tänk på både praktisk hjälp och någon att prata med.'],
    imageUrl: CATEGORY_LIFESTYLE_IMAGE,
    imageAlt: CATEGORY_LIFESTYLE_ALT,
    questionType: 'radio',
    options: SOCIAL_SUPPORT_OPTIONS,
    fields: {
      completion: { label: 'Välj det som stämmer bäst', type: 'radio', options: SOCIAL_SUPPORT_OPTIONS },
    },
  },
  {
    key: 'prior_treatment',
    category: 'Livsstilsfaktorer',
    title: 'Vad har du redan provat för ryggen?',
    description:
      'Då kan råden bygga vidare på det du redan har gjort. Räkna med både läkemedel och annan behandling under den här perioden av ryggsmärta.',
    instructions: [
      'Kryssa i allt du har provat.',
      'Ändra inte dosen av ett läkemedel utan att först fråga apoteket eller din läkare.',
    ],
    imageUrl: CATEGORY_LIFESTYLE_IMAGE,
    imageAlt: CATEGORY_LIFESTYLE_ALT,
    questionType: 'checkbox',
    options: PRIOR_TREATMENT_OPTIONS,
    fields: {
      completion: { label: 'Kryssa i det du har provat', type: 'checkbox', options: PRIOR_TREATMENT_OPTIONS },
      additionalNotes: {
        label: 'Vill du berätta mer om vad du har provat?',
        placeholder: 'Till exempel: vilket läkemedel, om det hjälpte, eller vad ”Annat” var',
      },
    },
  },
  {
    key: 'goals',
    category: 'Livsstilsfaktorer',
    title: 'Vad vill du kunna göra när ryggen känns bättre?',
    description:
      'Ett eget mål gör det lättare att välja rätt övningar och att se dina framsteg. Skriv med egna ord.',
    instructions: ['Skriv gärna ett konkret mål, till exempel något du gjorde förut och vill komma tillbaka till.'],
    imageUrl: CATEGORY_LIFESTYLE_IMAGE,
    imageAlt: CATEGORY_LIFESTYLE_ALT,
    questionType: 'textarea',
    options: [],
    fields: {
      completion: {
        label: 'Ditt mål',
        type: 'textarea',
        placeholder: 'Till exempel: gå en lång promenad, lyfta mitt barnbarn eller sitta en hel arbetsdag utan att ha ont',
      },
    },
  },
];
