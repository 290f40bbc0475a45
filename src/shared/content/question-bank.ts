/**
 * Ryggkollen question bank, version 2 (Swedish): the questions the visitor answers, in order.
 *
 * Keys and option values follow the question contract of CLINICAL.md §6 (engine 2): the scoring
 * engine and the tests read them; admins may edit wording but never keys or values. Red-flag
 * options follow CLINICAL.md §1 (NICE NG59, NICE CKS red flags, NICE NG234, NICE NG65, 1177
 * Vårdguiden's advice on when to seek care), anchored in time where 1177 is ("nytt eller värre").
 * All wording is our own; no licensed questionnaire (STarT Back, ÖMPSQ, Oswestry, FABQ) is
 * reproduced. Rules for the wording: plain Swedish, one idea per question and per option,
 * descriptions that neither give away an answer nor make the back sound fragile.
 *
 * Self-tests use only a wall, a chair, the floor (or a firm bed) and a phone timer; every one says
 * to stop if it hurts a lot, and the floor tests say first when to skip them.
 */
import type { QuestionDefinition } from '../domain/question-types';

type QuestionOption = QuestionDefinition['options'][number];
type Fields = QuestionDefinition['fields'];

/** 0–10 slider shown (on request) under every self-test. */
function selfTestPainLevel() {
  return { label: 'Hur ont gjorde det under testet? (0–10)', min: 0, max: 10 };
}

/** "Where did it hurt?" boxes shown (on request) under every self-test. */
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

/**
 * What the report does with a note, said where the note is written: it is quoted word for word for
 * a physiotherapist to read, and the advice never rests on it (server report/content/notes.ts).
 */
export const NOTES_PROMISE = 'Det du skriver kommer med ordagrant i rapporten, så att du kan visa det för en fysioterapeut. Råden bygger på dina val ovan.';

/** The optional fields of a self-test. */
function selfTestFields(completionLabel: string, options: QuestionOption[], notesPlaceholder: string): Fields {
  return {
    completion: { label: completionLabel, type: 'radio', options },
    painLevel: selfTestPainLevel(),
    painLocations: selfTestPainLocations(),
    additionalNotes: { label: `Vill du lägga till något om testet? ${NOTES_PROMISE}`, placeholder: notesPlaceholder },
  };
}

function radio(label: string, options: QuestionOption[]): Fields {
  return { completion: { label, type: 'radio', options } };
}

function checkbox(label: string, options: QuestionOption[]): Fields {
  return { completion: { label, type: 'checkbox', options } };
}

/** Same three steps for the four psychosocial questions (values from CLINICAL.md §6). */
function threeStepOptions(notAtAll: string, somewhat: string, very: string): QuestionOption[] {
  return [
    { value: 'not_at_all', label: notAtAll },
    { value: 'somewhat', label: somewhat },
    { value: 'very', label: very },
  ];
}

const SLIDER_INSTRUCTION = 'Dra reglaget till den siffra som stämmer. Du kan också hoppa över frågan.';
const STOP_RULE = 'Sluta direkt om det gör mycket ont, eller om du får ny smärta, stickningar eller domningar i benet. Pressa dig aldrig igenom skarp smärta.';
const FLOOR_TESTS_SKIP =
  'Hoppa över golvtesterna (plankan, sidoplankan och fågelhunden) om du är gravid, har benskörhet (osteoporos), har opererats den senaste tiden eller har för ont för att göra dem lugnt och kontrollerat. Tryck då på ”Hoppa över”.';
const FLOOR_TEST_SKIP_SHORT = 'Hoppa över testet om du är gravid, har benskörhet, nyligen har opererats eller har för ont.';

// ---------------------------------------------------------------------------------------------
// Options (declared once so `options` and `fields.completion.options` stay identical)
// ---------------------------------------------------------------------------------------------

const AGE_BAND_OPTIONS: QuestionOption[] = [
  { value: '18_29', label: '18–29 år' },
  { value: '30_44', label: '30–44 år' },
  { value: '45_49', label: '45–49 år' },
  { value: '50_64', label: '50–64 år' },
  { value: '65_79', label: '65–79 år' },
  { value: '80_plus', label: '80 år eller äldre' },
];

const RED_FLAG_OPTIONS: QuestionOption[] = [
  {
    value: 'bladder_bowel',
    label:
      'Nya problem med att kissa: det är svårt att få iväg urinen, du känner inte när blåsan är full eller när du kissar, eller du har börjat läcka urin eller avföring. Nytt eller värre sedan ryggsmärtan eller bensmärtan började.',
  },
  {
    value: 'saddle_numbness',
    label:
      'Ny domning eller förändrad känsel i underlivet, runt ändtarmsöppningen eller på insidan av låren (till exempel när du torkar dig), eller nedsatt känsel vid sex. Nytt eller värre sedan smärtan började.',
  },
  { value: 'bilateral_leg', label: 'Nya eller tilltagande domningar, svaghet eller utstrålande smärta i båda benen.' },
  {
    value: 'sudden_severe_trunk_pain',
    label: 'Plötslig, mycket svår smärta i ryggen tillsammans med smärta i magen eller bröstet, kanske med blekhet, kallsvett eller känsla av att svimma.',
  },
  {
    value: 'progressive_weakness',
    label: 'Svaghet i ett ben eller en fot som blir värre, till exempel att du snubblar på tårna eller inte kan gå på hälarna.',
  },
  { value: 'fever', label: 'Feber på 38 grader eller mer, eller frossa, samtidigt som ryggsmärtan.' },
  { value: 'major_trauma', label: 'Smärtan började efter ett kraftigt fall, en trafikolycka eller något liknande.' },
  { value: 'cancer_history', label: 'Du har eller har haft cancer (basaliom, en vanlig och ofarlig hudcancer, räknas inte).' },
  { value: 'weight_loss', label: 'Du har gått ner flera kilo utan att försöka.' },
  { value: 'night_pain', label: 'Konstant värk i vila eller på natten, inte bara när du vänder dig.' },
  { value: 'none', label: 'Inget av detta' },
];

const HEALTH_BACKGROUND_OPTIONS: QuestionOption[] = [
  { value: 'osteoporosis', label: 'Benskörhet (osteoporos)' },
  { value: 'previous_fragility_fracture', label: 'Jag har brutit något vid ett lättare fall, till exempel handleden eller höften' },
  { value: 'long_term_cortisone', label: 'Jag tar eller har tagit kortisontabletter under lång tid (mer än tre månader)' },
  {
    value: 'immunosuppression',
    label: 'Jag har nedsatt immunförsvar, av en sjukdom eller av läkemedel (till exempel efter en transplantation eller vid cytostatikabehandling)',
  },
  { value: 'iv_drug_use', label: 'Jag injicerar eller har injicerat droger' },
  {
    value: 'recent_spine_procedure',
    label:
      'De senaste tre månaderna har jag opererats i ryggen, fått en injektion eller bedövning i ryggen (till exempel vid en förlossning) eller lämnat ryggvätskeprov',
  },
  { value: 'anticoagulant', label: 'Jag tar blodförtunnande läkemedel, till exempel mot blodproppar eller förmaksflimmer' },
  { value: 'pregnant', label: 'Jag är gravid' },
  { value: 'birth_last_12m', label: 'Jag har fött barn det senaste året' },
  {
    value: 'inflammatory_condition',
    label: 'Jag har en inflammatorisk sjukdom, till exempel psoriasis, Crohns sjukdom, ulcerös kolit eller regnbågshinneinflammation',
  },
  { value: 'none', label: 'Inget av detta' },
];

const ONSET_OPTIONS: QuestionOption[] = [
  { value: 'gradual', label: 'Den kom gradvis, utan någon särskild händelse' },
  { value: 'sudden_no_trigger', label: 'Den kom plötsligt, utan att jag gjorde något särskilt' },
  { value: 'after_lifting_or_twisting', label: 'Efter ett lyft, en vridning eller en ovan ansträngning' },
  { value: 'after_minor_fall', label: 'Efter ett lättare fall, till exempel att jag halkade eller satte mig hårt' },
];

const EPISODE_OPTIONS: QuestionOption[] = [
  { value: 'first', label: 'Det är första gången i mitt liv' },
  { value: 'recurrent', label: 'Jag har haft ont i ryggen förut' },
];

const PAIN_DURATION_OPTIONS: QuestionOption[] = [
  { value: 'lt_6w', label: 'Kortare än 6 veckor' },
  { value: '6w_3m', label: '6 veckor till 3 månader' },
  { value: 'gt_3m', label: 'Längre än 3 månader' },
];

const PAIN_LOCATION_OPTIONS: QuestionOption[] = [
  { value: 'upper_back', label: 'Mitt i ryggen, mellan skulderbladen' },
  { value: 'low_back_center', label: 'Mitt i ländryggen' },
  { value: 'low_back_one_side', label: 'I ländryggen, mest på ena sidan' },
  { value: 'buttock', label: 'I skinkan' },
  { value: 'thigh', label: 'I låret' },
  { value: 'below_knee', label: 'Nedanför knät, i underbenet eller foten' },
  { value: 'both_legs', label: 'I båda benen' },
];

const NO_YES: QuestionOption[] = [
  { value: 'no', label: 'Nej' },
  { value: 'yes', label: 'Ja' },
];

const COUGH_SNEEZE_OPTIONS: QuestionOption[] = [
  { value: 'no', label: 'Nej, inte mer än annars' },
  { value: 'back_pain', label: 'Ja, det gör ont i ryggen' },
  { value: 'leg_pain', label: 'Ja, det gör ont eller strålar ut i benet' },
];

const WALKING_LIMIT_OPTIONS: QuestionOption[] = [
  { value: 'none', label: 'Nej, jag kan gå som vanligt' },
  { value: 'back_pain', label: 'Ja, ryggen gör så ont att jag går kortare sträckor eller stannar' },
  {
    value: 'leg_symptoms_eased_by_sitting',
    label: 'Ja, benen värker, domnar eller känns tunga när jag går, och det lättar när jag sätter mig eller böjer mig framåt',
  },
  { value: 'leg_symptoms_other', label: 'Ja, jag får besvär i benen när jag går, men det lättar inte av att sätta mig eller böja mig framåt' },
];

const INFLAMMATORY_SIGNS_OPTIONS: QuestionOption[] = [
  { value: 'morning_stiffness_30min', label: 'Ryggen är stel på morgonen i mer än en halvtimme' },
  { value: 'wakes_second_half_night', label: 'Jag vaknar av ryggvärk under andra halvan av natten' },
  { value: 'better_with_movement', label: 'Ryggen blir bättre av rörelse, men inte av vila' },
  { value: 'alternating_buttock_pain', label: 'Jag har värk i skinkorna som växlar mellan höger och vänster sida' },
  { value: 'none', label: 'Inget av detta' },
];

const RELIEF_POSITIONS_OPTIONS: QuestionOption[] = [
  { value: 'bending_forward', label: 'Att luta mig eller böja mig framåt' },
  { value: 'sitting', label: 'Att sätta mig' },
  { value: 'lying_down', label: 'Att lägga mig ner' },
  { value: 'walking_moving', label: 'Att gå eller röra på mig' },
  { value: 'none', label: 'Inget av detta gör någon skillnad' },
];

const AFTER_EXERTION_OPTIONS: QuestionOption[] = [
  { value: 'no', label: 'Nej' },
  { value: 'yes', label: 'Ja, ryggen värker mer efteråt' },
];

const POSITION_CATCHES_OPTIONS: QuestionOption[] = [
  { value: 'never', label: 'Aldrig' },
  { value: 'sometimes', label: 'Ibland' },
  { value: 'often', label: 'Ofta' },
];

const BOTHERSOMENESS_OPTIONS: QuestionOption[] = [
  { value: 'not_at_all', label: 'Inte alls' },
  { value: 'slightly', label: 'Lite grann' },
  { value: 'moderately', label: 'En del' },
  { value: 'very_much', label: 'Mycket' },
  { value: 'extremely', label: 'Väldigt mycket' },
];

const BEND_OPTIONS: QuestionOption[] = [
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

const SINGLE_LEG_STAND_OPTIONS: QuestionOption[] = [
  { value: 'stable_no_pain', label: 'Stadigt och utan smärta' },
  { value: 'unstable', label: 'Ostadigt, jag behövde ta stöd' },
  { value: 'buttock_pain', label: 'Det gjorde ont i skinkan eller lågt i ryggen på ena sidan' },
];

const HOLD_60_OPTIONS: QuestionOption[] = [
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
  { value: 'sick_leave', label: 'Jag är sjukskriven just nu' },
  { value: 'not_working', label: 'Jag arbetar inte just nu (till exempel pensionär, studerande eller arbetssökande)' },
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
// The bank, in the order the visitor sees it
// ---------------------------------------------------------------------------------------------

const PAIN = 'Grundläggande smärtbild' as const;
const MOVEMENT = 'Rörelsetester' as const;
const STABILITY = 'Stabilitetstester' as const;
const LIFESTYLE = 'Livsstilsfaktorer' as const;

export const QUESTION_BANK: QuestionDefinition[] = [
  // ----- Grundläggande smärtbild -----
  {
    key: 'age_band',
    category: PAIN,
    title: 'Hur gammal är du?',
    description: 'Åldern påverkar vilka råd som passar dig och när det är klokt att låta vården titta på ryggen.',
    instructions: ['Välj den åldersgrupp du tillhör.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: AGE_BAND_OPTIONS,
    fields: radio('Din ålder', AGE_BAND_OPTIONS),
  },
  {
    key: 'red_flags',
    category: PAIN,
    title: 'Stämmer något av det här in på dig just nu?',
    description:
      'Några få symtom betyder att ryggen ska undersökas av vården, ibland direkt. De är ovanliga, men vi frågar om dem först. Den här frågan måste besvaras.',
    instructions: [
      'Läs igenom alla alternativ och kryssa i allt som stämmer.',
      'Stämmer inget, kryssa i ”Inget av detta”.',
      'Stämmer något får du direkt veta vad du ska göra.',
    ],
    imageUrl: null,
    imageAlt: '',
    questionType: 'checkbox',
    options: RED_FLAG_OPTIONS,
    fields: checkbox('Kryssa i det som stämmer', RED_FLAG_OPTIONS),
  },
  {
    key: 'health_background',
    category: PAIN,
    title: 'Har du något av det här?',
    description: 'Vissa sjukdomar, läkemedel och livssituationer gör att andra råd passar bättre. Svaren stannar hos oss och används bara för din bedömning.',
    instructions: ['Kryssa i allt som stämmer.', 'Stämmer inget, kryssa i ”Inget av detta”.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'checkbox',
    options: HEALTH_BACKGROUND_OPTIONS,
    fields: checkbox('Kryssa i det som stämmer', HEALTH_BACKGROUND_OPTIONS),
  },
  {
    key: 'onset',
    category: PAIN,
    title: 'Hur började ryggsmärtan den här gången?',
    description: 'Hur smärtan började hjälper oss att förstå den.',
    instructions: ['Välj det som stämmer bäst.', 'Ett kraftigt fall eller en olycka har du redan svarat på i frågan om varningstecken.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: ONSET_OPTIONS,
    fields: radio('Välj det som stämmer bäst', ONSET_OPTIONS),
  },
  {
    key: 'episode',
    category: PAIN,
    title: 'Har du haft ont i ryggen tidigare?',
    description: 'Vi vill veta om det här är första gången eller om ryggen har gjort ont förut.',
    instructions: ['Räkna alla tidigare perioder med ryggsmärta, även korta.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: EPISODE_OPTIONS,
    fields: radio('Välj ett svar', EPISODE_OPTIONS),
  },
  {
    key: 'pain_duration',
    category: PAIN,
    title: 'Hur länge har du haft ont i ryggen den här gången?',
    description: 'Hur länge smärtan har funnits påverkar vilka råd som passar dig.',
    instructions: ['Om smärtan kommer och går, räkna från när den senaste perioden började.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: PAIN_DURATION_OPTIONS,
    fields: radio('Välj det som stämmer bäst', PAIN_DURATION_OPTIONS),
  },
  {
    key: 'pain_intensity',
    category: PAIN,
    title: 'Hur ont har du i ryggen?',
    description: 'Skatta smärtan på en skala från 0 till 10.',
    instructions: ['Tänk på hur det har känts i genomsnitt den senaste veckan.', SLIDER_INSTRUCTION],
    imageUrl: null,
    imageAlt: '',
    questionType: 'range',
    options: [],
    fields: {
      completion: { label: 'Din smärta från 0 till 10', type: 'range', min: 0, max: 10, minLabel: '0 = ingen smärta', maxLabel: '10 = värsta tänkbara smärta' },
    },
  },
  {
    key: 'pain_location',
    category: PAIN,
    title: 'Var känner du smärtan?',
    description: 'Ländryggen är den nedre delen av ryggen, ovanför skinkorna.',
    instructions: ['Kryssa i alla ställen där du brukar ha ont.', 'Om smärtan strålar ut, kryssa i alla ställen den når.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'checkbox',
    options: PAIN_LOCATION_OPTIONS,
    fields: {
      ...checkbox('Kryssa i var du har ont', PAIN_LOCATION_OPTIONS),
      additionalNotes: {
        label: `Vill du beskriva smärtan mer? ${NOTES_PROMISE}`,
        placeholder: 'Till exempel: strålar ut i vänster ben, känns som en molande värk eller ett hugg',
      },
    },
  },
  {
    key: 'leg_tingling',
    category: PAIN,
    title: 'Har du stickningar eller domningar i ett ben eller en fot?',
    description: 'Med stickningar menar vi en pirrande känsla, som när en fot har somnat.',
    instructions: ['Svara ja även om det bara kommer ibland.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: NO_YES,
    fields: radio('Välj ett svar', NO_YES),
  },
  {
    key: 'cough_sneeze',
    category: PAIN,
    title: 'Gör det ont när du hostar, nyser eller krystar?',
    description: 'Tänk på vad som händer i ryggen och benen just när du hostar eller nyser.',
    instructions: ['Välj det som stämmer bäst.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: COUGH_SNEEZE_OPTIONS,
    fields: radio('Välj det som stämmer bäst', COUGH_SNEEZE_OPTIONS),
  },
  {
    key: 'walking_limit',
    category: PAIN,
    title: 'Hindrar ryggen eller benen dig när du går?',
    description: 'Vi vill veta om du får besvär när du går en stund, till exempel en promenad på tio minuter.',
    instructions: ['Välj det som stämmer bäst.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: WALKING_LIMIT_OPTIONS,
    fields: radio('Välj det som stämmer bäst', WALKING_LIMIT_OPTIONS),
  },
  {
    key: 'inflammatory_signs',
    category: PAIN,
    title: 'Känner du igen något av det här?',
    description: 'Det här beskriver hur ryggen känns under dygnet.',
    instructions: ['Kryssa i allt som stämmer.', 'Stämmer inget, kryssa i ”Inget av detta”.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'checkbox',
    options: INFLAMMATORY_SIGNS_OPTIONS,
    fields: checkbox('Kryssa i det som stämmer', INFLAMMATORY_SIGNS_OPTIONS),
  },
  {
    key: 'relief_positions',
    category: PAIN,
    title: 'Vad gör det lättare när ryggen värker?',
    description: 'Tänk på vardagen, till exempel när du står i kö, går eller lutar dig mot en kundvagn.',
    instructions: ['Kryssa i allt som brukar lindra.', 'Gör inget av det någon skillnad, kryssa i det sista alternativet.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'checkbox',
    options: RELIEF_POSITIONS_OPTIONS,
    fields: checkbox('Kryssa i det som lindrar', RELIEF_POSITIONS_OPTIONS),
  },
  {
    key: 'after_exertion',
    category: PAIN,
    title: 'Värker ryggen mer efter ansträngning eller när du har varit i samma ställning länge?',
    description: 'Till exempel efter trädgårdsarbete, storstädning eller en lång dag vid skrivbordet.',
    instructions: ['Tänk på den senaste månaden.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: AFTER_EXERTION_OPTIONS,
    fields: radio('Välj ett svar', AFTER_EXERTION_OPTIONS),
  },
  {
    key: 'position_catches',
    category: PAIN,
    title: 'Hugger det till eller låser sig ryggen när du byter ställning?',
    description: 'Till exempel när du reser dig från en stol, vrider dig eller vänder dig i sängen.',
    instructions: ['Tänk på den senaste månaden.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: POSITION_CATCHES_OPTIONS,
    fields: radio('Hur ofta händer det?', POSITION_CATCHES_OPTIONS),
  },
  {
    key: 'bothersomeness',
    category: PAIN,
    title: 'Hur mycket besvärar ryggen dig i vardagen?',
    description: 'Till exempel i arbetet, hemma, på fritiden och när du sover.',
    instructions: ['Tänk på hur det har varit den senaste tiden som helhet.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: BOTHERSOMENESS_OPTIONS,
    fields: radio('Välj det som stämmer bäst', BOTHERSOMENESS_OPTIONS),
  },

  // ----- Rörelsetester -----
  {
    key: 'forward_bend',
    category: MOVEMENT,
    title: 'Framåtböjning: hur känns det att böja dig framåt?',
    description: 'Testet visar hur ryggen reagerar när du böjer dig framåt.',
    instructions: [
      'Stå upprätt med fötterna höftbrett isär, nära en stol eller ett bord du kan hålla i.',
      'Böj dig långsamt framåt och låt armarna hänga mot golvet.',
      'Gå bara så långt det känns okej. Du behöver inte nå golvet.',
      'Res dig långsamt upp igen, gärna med händerna mot låren.',
      STOP_RULE,
    ],
    imageUrl: '/illustrations/forward-bend.svg',
    imageAlt: 'En figur som först står upprätt och sedan böjer sig långsamt framåt med armarna hängande mot smalbenen.',
    questionType: 'radio',
    options: BEND_OPTIONS,
    fields: selfTestFields('Hur kändes det?', BEND_OPTIONS, 'Till exempel: stel i början, lättare efter några gånger'),
  },
  {
    key: 'backward_bend',
    category: MOVEMENT,
    title: 'Bakåtböjning: hur känns det att böja dig bakåt?',
    description: 'Testet visar hur ryggen reagerar när du sträcker den bakåt.',
    instructions: [
      'Stå upprätt med fötterna höftbrett isär, nära en vägg eller stol du kan ta stöd mot.',
      'Sätt händerna på ländryggen.',
      'Luta dig långsamt en liten bit bakåt och titta snett uppåt.',
      'Kom tillbaka till upprätt läge i lugn takt.',
      `${STOP_RULE} Sluta också om du blir yr.`,
    ],
    imageUrl: '/illustrations/backward-bend.svg',
    imageAlt: 'En figur som först står upprätt med händerna på ländryggen och sedan lutar överkroppen försiktigt bakåt.',
    questionType: 'radio',
    options: BEND_OPTIONS,
    fields: selfTestFields('Hur kändes det?', BEND_OPTIONS, 'Till exempel: ont mest när jag lutade mig åt ena sidan'),
  },
  {
    key: 'sitting_tolerance',
    category: MOVEMENT,
    title: 'Sittande: hur länge kan du sitta innan ryggen gör mer ont?',
    description: 'Svaret hjälper oss att ge råd om pauser och rörelse i vardagen.',
    instructions: [
      'Sitt på en vanlig stol med fötterna i golvet.',
      'Starta timern på telefonen när du sätter dig.',
      'Notera hur lång tid det tar innan ryggen börjar göra mer ont.',
      'Res dig och rör på dig när det gör ont. Du behöver inte sitta kvar för testets skull.',
      'Vet du redan svaret från vardagen kan du svara direkt.',
      STOP_RULE,
    ],
    imageUrl: '/illustrations/sitting-tolerance.svg',
    imageAlt: 'En figur som sitter upprätt på en stol med en klocka bredvid.',
    questionType: 'radio',
    options: SITTING_TOLERANCE_OPTIONS,
    fields: selfTestFields('Hur länge kan du sitta?', SITTING_TOLERANCE_OPTIONS, 'Till exempel: värre i bilen än vid skrivbordet'),
  },
  {
    key: 'straight_leg_raise',
    category: MOVEMENT,
    title: 'Benlyft: gör det ont när du lyfter ett rakt ben?',
    description: 'Testet liknar ett som fysioterapeuter använder. Det visar hur det känns i ryggen och benet när benet lyfts rakt upp.',
    instructions: [
      'Ligg på rygg på golvet eller en fast säng, med ena knät böjt och foten i underlaget.',
      'Håll det andra benet rakt och lyft det långsamt uppåt, så högt det går utan smärta.',
      'Lägg märke till om det gör ont i ryggen, eller om det strålar ut nedanför knät. En stramande känsla bakom låret är vanlig och räknas inte.',
      'Sänk benet långsamt och gör likadant med det andra benet.',
      STOP_RULE,
    ],
    imageUrl: '/illustrations/straight-leg-raise.svg',
    imageAlt: 'En figur som ligger på rygg med ena knät böjt och lyfter det andra, raka benet snett uppåt.',
    questionType: 'radio',
    options: STRAIGHT_LEG_RAISE_OPTIONS,
    fields: selfTestFields('Hur kändes det?', STRAIGHT_LEG_RAISE_OPTIONS, 'Till exempel: ont bara i vänster ben, stack i foten'),
  },

  // ----- Stabilitetstester -----
  {
    key: 'single_leg_stand',
    category: STABILITY,
    title: 'Stå på ett ben: hur går det?',
    description: 'Testet visar balansen och hur det känns att bära kroppen på ett ben.',
    instructions: [
      'Ställ dig bredvid en vägg eller en stol så att du kan ta stöd direkt.',
      'Lyft ena foten några centimeter från golvet och stå still i upp till 30 sekunder.',
      'Byt ben och gör likadant.',
      'Håll i dig om du blir ostadig. Hoppa över testet om du har svårt med balansen eller har för ont.',
      STOP_RULE,
    ],
    imageUrl: '/illustrations/single-leg-stand.svg',
    imageAlt: 'En figur som står på ett ben bredvid en stol, med handen nära stolsryggen.',
    questionType: 'radio',
    options: SINGLE_LEG_STAND_OPTIONS,
    fields: selfTestFields('Hur gick det?', SINGLE_LEG_STAND_OPTIONS, 'Till exempel: svårare på höger ben, ont i vänster skinka'),
  },
  {
    key: 'wall_sit',
    category: STABILITY,
    title: 'Väggsittning: hur länge kan du hålla?',
    description: 'Testet visar uthålligheten i benen och hur det känns att hålla samma ställning en stund.',
    instructions: [
      'Stå med ryggen mot en vägg och fötterna ungefär en fotlängd ut från väggen.',
      'Glid långsamt ner längs väggen, högst tills låren är vågräta och bara så djupt som knäna tål.',
      'Starta timern och håll så länge du orkar med ryggen mot väggen, högst 60 sekunder. Andas lugnt.',
      'Hoppa över testet om du har ont i knäna eller har för ont i ryggen.',
      `${STOP_RULE} Glid då upp igen eller sätt dig på en stol.`,
    ],
    imageUrl: '/illustrations/wall-sit.svg',
    imageAlt: 'En figur som sitter med ryggen mot en vägg och böjda knän, som på en osynlig stol, med en klocka bredvid.',
    questionType: 'radio',
    options: HOLD_60_OPTIONS,
    fields: selfTestFields('Hur länge kunde du hålla?', HOLD_60_OPTIONS, 'Till exempel: benen tröttnade innan ryggen, ont i knäna'),
  },
  {
    key: 'plank_hold',
    category: STABILITY,
    title: 'Plankan: hur länge kan du hålla?',
    description: 'Plankan visar hur uthålliga musklerna runt magen och ryggen (bålen) är. Nu kommer tre tester på golvet.',
    instructions: [
      FLOOR_TESTS_SKIP,
      'Ligg på mage på golvet med underarmarna i golvet och armbågarna under axlarna.',
      'Lyft höfterna så att kroppen bildar en rak linje från huvud till fötter. Är det för tungt, ha knäna kvar i golvet och skriv det nedan.',
      'Starta timern och håll så länge du kan med rak rygg, högst 60 sekunder. Andas lugnt och håll inte andan.',
      STOP_RULE,
    ],
    imageUrl: '/illustrations/plank-hold.svg',
    imageAlt: 'En figur som håller kroppen rak som en planka på underarmarna och tårna, med en klocka bredvid.',
    questionType: 'radio',
    options: HOLD_60_OPTIONS,
    fields: selfTestFields('Hur länge kunde du hålla?', HOLD_60_OPTIONS, 'Till exempel: gjorde testet med knäna i golvet'),
  },
  {
    key: 'side_plank',
    category: STABILITY,
    title: 'Sidoplankan: hur länge kan du hålla?',
    description: 'Sidoplankan visar styrkan och uthålligheten i musklerna på sidan av bålen.',
    instructions: [
      FLOOR_TEST_SKIP_SHORT,
      'Ligg på sidan på golvet med underarmen i golvet och armbågen rakt under axeln.',
      'Ha benen raka ovanpå varandra. Är det för tungt, böj knäna och skriv det nedan.',
      'Lyft höften så att kroppen bildar en rak linje och håll så länge du kan, högst 30 sekunder.',
      'Testa gärna båda sidorna och svara för den sida som var svårast.',
      STOP_RULE,
    ],
    imageUrl: '/illustrations/side-plank.svg',
    imageAlt: 'En figur som ligger på sidan på underarmen och lyfter höften så att kroppen bildar en rak linje.',
    questionType: 'radio',
    options: SIDE_PLANK_OPTIONS,
    fields: selfTestFields('Hur länge kunde du hålla?', SIDE_PLANK_OPTIONS, 'Till exempel: mycket svårare på vänster sida, gjorde testet med böjda knän'),
  },
  {
    key: 'bird_dog',
    category: STABILITY,
    title: 'Fågelhunden: kan du hålla ryggen stilla?',
    description: 'Du står på alla fyra och sträcker ut motsatt arm och ben. Testet visar hur väl du håller ryggen stilla medan armar och ben rör sig.',
    instructions: [
      FLOOR_TEST_SKIP_SHORT,
      'Ställ dig på alla fyra, med händerna under axlarna och knäna under höfterna.',
      'Håll ryggen rak, som en bordsskiva.',
      'Sträck långsamt ut höger arm framåt och vänster ben bakåt och håll i 10 sekunder.',
      'Byt sida och gör likadant med vänster arm och höger ben.',
      `Sätt ner handen eller knät om du tappar balansen. ${STOP_RULE}`,
    ],
    imageUrl: '/illustrations/bird-dog.svg',
    imageAlt: 'En figur på alla fyra som sträcker ut ena armen framåt och motsatt ben bakåt med rak rygg.',
    questionType: 'radio',
    options: BIRD_DOG_OPTIONS,
    fields: selfTestFields('Hur gick det?', BIRD_DOG_OPTIONS, 'Till exempel: vinglade mest när jag sträckte ut vänster ben'),
  },

  // ----- Livsstilsfaktorer -----
  {
    key: 'activity_level',
    category: LIFESTYLE,
    title: 'Hur fysiskt aktiv är du en vanlig vecka?',
    description: 'All rörelse räknas, även promenader, trädgårdsarbete och att cykla till jobbet.',
    instructions: ['Svara för hur det ser ut nu, inte hur det var innan du fick ont.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: ACTIVITY_LEVEL_OPTIONS,
    fields: radio('Välj det som stämmer bäst', ACTIVITY_LEVEL_OPTIONS),
  },
  {
    key: 'exercise',
    category: LIFESTYLE,
    title: 'Hur ofta tränar du?',
    description: 'Med träning menar vi planerad träning som gör dig andfådd eller trött i musklerna, till exempel gym, löpning, simning eller gruppträning.',
    instructions: ['Svara för hur det ser ut nu, inte hur det var innan du fick ont.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: EXERCISE_OPTIONS,
    fields: radio('Välj det som stämmer bäst', EXERCISE_OPTIONS),
  },
  {
    key: 'work_type',
    category: LIFESTYLE,
    title: 'Hur ser din arbetsdag ut?',
    description: 'Hur du belastar kroppen under dagen påverkar vilka råd som passar dig.',
    instructions: ['Studerar du, välj det alternativ som passar bäst för din vardag.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: WORK_TYPE_OPTIONS,
    fields: radio('Välj det som stämmer bäst', WORK_TYPE_OPTIONS),
  },
  {
    key: 'sleep',
    category: LIFESTYLE,
    title: 'Hur sover du just nu?',
    description: 'Sömnen påverkar hur kroppen återhämtar sig och hur smärta känns.',
    instructions: ['Tänk på de senaste två veckorna.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: SLEEP_OPTIONS,
    fields: radio('Välj det som stämmer bäst', SLEEP_OPTIONS),
  },
  {
    key: 'stress',
    category: LIFESTYLE,
    title: 'Hur stressad har du känt dig den senaste tiden?',
    description: 'Här räknas all stress, både i arbetet och privat.',
    instructions: ['Tänk på de senaste två veckorna.', SLIDER_INSTRUCTION],
    imageUrl: null,
    imageAlt: '',
    questionType: 'range',
    options: [],
    fields: {
      completion: { label: 'Din stress från 0 till 10', type: 'range', min: 0, max: 10, minLabel: '0 = inte alls stressad', maxLabel: '10 = extremt stressad' },
    },
  },
  {
    key: 'fear_of_movement',
    category: LIFESTYLE,
    title: 'Undviker du vissa rörelser för att du är rädd att de ska göra ryggen sämre?',
    description: 'Det är naturligt att vara försiktig när det gör ont.',
    instructions: ['Det finns inga rätt eller fel svar. Välj det som stämmer bäst för dig.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: FEAR_OF_MOVEMENT_OPTIONS,
    fields: radio('Välj det som stämmer bäst', FEAR_OF_MOVEMENT_OPTIONS),
  },
  {
    key: 'worry',
    category: LIFESTYLE,
    title: 'Hur mycket oroar du dig för din rygg?',
    description: 'Många som har ont i ryggen undrar vad det beror på eller hur det ska bli framöver.',
    instructions: ['Det finns inga rätt eller fel svar. Välj det som stämmer bäst för dig.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: WORRY_OPTIONS,
    fields: radio('Välj det som stämmer bäst', WORRY_OPTIONS),
  },
  {
    key: 'catastrophising',
    category: LIFESTYLE,
    title: 'Fastnar dina tankar på det värsta som kan hända med ryggen?',
    description: 'När det gör ont är det lätt att tankarna kretsar kring allt som kan gå fel.',
    instructions: ['Det finns inga rätt eller fel svar. Välj det som stämmer bäst för dig.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: CATASTROPHISING_OPTIONS,
    fields: radio('Välj det som stämmer bäst', CATASTROPHISING_OPTIONS),
  },
  {
    key: 'low_mood',
    category: LIFESTYLE,
    title: 'Har du känt dig nedstämd eller ledsen den senaste tiden?',
    description: 'Smärta och humör hänger ofta ihop. Det är vanligt och inget att skämmas för.',
    instructions: [
      'Tänk på de senaste två veckorna.',
      'Mår du mycket dåligt eller har du tankar på att skada dig själv: ring 1177 eller prata med någon du litar på. Vid akut fara, ring 112.',
    ],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: LOW_MOOD_OPTIONS,
    fields: radio('Välj det som stämmer bäst', LOW_MOOD_OPTIONS),
  },
  {
    key: 'social_support',
    category: LIFESTYLE,
    title: 'Har du stöd från människor i din närhet?',
    description: 'Till exempel hjälp med tunga sysslor eller någon att prata med, från familj, vänner eller kollegor.',
    instructions: ['Tänk på både praktisk hjälp och någon att prata med.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'radio',
    options: SOCIAL_SUPPORT_OPTIONS,
    fields: radio('Välj det som stämmer bäst', SOCIAL_SUPPORT_OPTIONS),
  },
  {
    key: 'prior_treatment',
    category: LIFESTYLE,
    title: 'Vad har du redan provat för ryggen, läkemedel inräknade?',
    description: 'Då kan råden bygga vidare på det du redan har gjort under den här perioden.',
    instructions: ['Kryssa i allt du har provat.', 'Ändra inte dosen av ett läkemedel utan att först fråga apoteket eller din läkare.'],
    imageUrl: null,
    imageAlt: '',
    questionType: 'checkbox',
    options: PRIOR_TREATMENT_OPTIONS,
    fields: {
      ...checkbox('Kryssa i det du har provat', PRIOR_TREATMENT_OPTIONS),
      additionalNotes: {
        label: `Vill du berätta mer om vad du har provat? ${NOTES_PROMISE}`,
        placeholder: 'Till exempel: vilket läkemedel, om det hjälpte, eller vad ”Annat” var',
      },
    },
  },
  {
    key: 'goals',
    category: LIFESTYLE,
    title: 'Vad vill du kunna göra när ryggen känns bättre?',
    description: 'Ett eget mål gör det lättare att välja övningar och att se dina framsteg. Skriv med egna ord.',
    instructions: ['Skriv gärna ett konkret mål, till exempel något du gjorde förut och vill komma tillbaka till.'],
    imageUrl: null,
    imageAlt: '',
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
