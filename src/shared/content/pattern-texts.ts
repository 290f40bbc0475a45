import type { CategoryId } from '../domain/scoring/types';

/**
 * What each pattern means, in plain Swedish, for the results page and the report (CLINICAL.md §2):
 * a resemblance, never a diagnosis or a tissue source; traditional clinical reasoning, not a
 * validated test; nothing that makes a back sound fragile. `outlook` is the encouraging part and
 * is left out wherever an urgent or emergency warning sign is shown.
 */
export interface PatternText {
  explanation: string;
  outlook?: string;
}

const NOT_A_TEST = 'Det bygger på traditionellt kliniskt resonemang, inte på ett validerat test: inget frågeformulär kan visa exakt vad i ryggen som gör ont.';
/** The nerve pictures are the ones self-report recognises reasonably well (CLINICAL.md §2), still not a validated test. */
const RECOGNISABLE =
  'Det är ett av de få mönster som går att känna igen ganska väl från egna svar, men det bygger ändå på traditionellt kliniskt resonemang, inte på ett validerat test.';

export const PATTERN_TEXTS: Record<CategoryId, PatternText> = {
  disksmarta: {
    explanation: `Dina svar liknar det mönster som brukar kallas disksmärta: det gör mer ont när du böjer dig framåt, sitter länge, hostar eller nyser. ${NOT_A_TEST}`,
    outlook: 'Att variera ställning, bryta långt sittande och hålla igång brukar hjälpa.',
  },
  facetsmarta: {
    explanation: `Dina svar liknar det mönster som brukar kallas facettledssmärta: det gör mer ont när du böjer dig bakåt och lättar när du böjer dig framåt eller sätter dig, ofta mest på ena sidan. ${NOT_A_TEST}`,
    outlook: 'Rörelse i lagom dos och övningar som varierar ryggens ställning brukar hjälpa.',
  },
  si_led: {
    explanation: `Dina svar liknar det mönster som brukar kallas SI-ledssmärta: smärta lågt och på ena sidan, över skinkan, som kan märkas när du står på ett ben. ${NOT_A_TEST}`,
    outlook: 'Övningar för höfter och bål brukar hjälpa.',
  },
  nervinklammning: {
    explanation: `Dina svar liknar nervpåverkan, det som ofta kallas ischias (nervsmärta som strålar ut i benet): smärta som strålar ut i benet, ofta nedanför knät, ibland med stickningar eller domningar. ${RECOGNISABLE} Håll koll på varningstecknen på den här sidan.`,
    outlook: 'Ischias tar ofta längre tid att gå över än ryggsmärta utan bensmärta, men de flesta blir bättre med tiden.',
  },
  core_instabilitet: {
    explanation: `Dina svar liknar det mönster som brukar kallas bålinstabilitet, det vill säga nedsatt kontroll och uthållighet i musklerna runt bålen: ryggen hugger till eller låser sig ibland när du byter ställning, eller du orkade hålla kortare tid i testerna. ${NOT_A_TEST}`,
    outlook: 'Kontroll och uthållighet går att träna upp, steg för steg.',
  },
  muskelsmarta: {
    explanation:
      'Dina svar liknar muskulär smärta: ryggen värker mer efter ansträngning eller när du har varit i samma ställning länge, eller så började det efter ett lyft eller en vridning. Det finns inga validerade kriterier för det här mönstret; det bygger på traditionellt kliniskt resonemang.',
    outlook: 'Rörelse, pauser och gradvis mer belastning brukar hjälpa.',
  },
  emotionell: {
    explanation:
      'Oro, stress, nedstämdhet, dålig sömn och att smärtan besvärar dig mycket påverkar hur smärtan känns och hur snabbt den går över. Smärtan är lika verklig för det. Det är en del av bilden bredvid smärtmönstret, och något som går att påverka.',
    outlook: 'Stöd för tankar, stress och sömn, tillsammans med rörelse, brukar göra skillnad.',
  },
  ospecifik: {
    // "Smärtmönster": the psychosocial factor may stand out beside it, and is no pain pattern.
    explanation:
      'Inget särskilt smärtmönster sticker ut i dina svar. Ryggsmärta där det inte går att peka ut en enskild orsak kallas ospecifik ländryggssmärta.',
    outlook:
      'Så är det för de flesta med ont i ländryggen: det är den vanligaste sortens ryggsmärta. Att hålla igång i vardagen och röra sig i lagom dos är det som hjälper mest.',
  },
};

/** The stenosis picture (CLINICAL.md §2): named when it is what raised the nerve pattern. */
export const STENOSIS_TEXT: PatternText = {
  explanation: `Dina svar liknar spinal stenos (förträngning i ryggkanalen): benen värker, domnar eller känns tunga när du går, och det lättar när du sätter dig eller böjer dig framåt. Det är vanligare efter 50 års ålder. ${RECOGNISABLE} Håll koll på varningstecknen på den här sidan.`,
  outlook: 'Gång i intervaller med vilopauser, cykling och övningar i framåtböjda ställningar brukar hjälpa.',
};

/** SI-joint pain in pregnancy or after a birth has its own, familiar name. */
export const PELVIC_GIRDLE_NOTE = 'Under och efter en graviditet kallas det ofta foglossning (smärta från bäckenet).';

/**
 * Each present sign as a plain sentence (CLINICAL.md §2: the answers behind a pattern, explained),
 * keyed "question=value"; ranges by question. Only signs the engine counts appear here.
 */
const SENTENCES: Record<string, string> = {
  'forward_bend=back_pain': 'Det gjorde ont i ryggen när du böjde dig framåt.',
  'forward_bend=leg_pain': 'Det gjorde ont eller domnade i benet när du böjde dig framåt.',
  'backward_bend=back_pain': 'Det gjorde ont i ryggen när du böjde dig bakåt.',
  'backward_bend=leg_pain': 'Det gjorde ont eller domnade i benet när du böjde dig bakåt.',
  'sitting_tolerance=under_30': 'Du kan sitta mindre än 30 minuter innan ryggen gör mer ont.',
  'sitting_tolerance=30_60': 'Du kan sitta 30–60 minuter innan ryggen gör mer ont.',
  'cough_sneeze=back_pain': 'Det gör ont i ryggen när du hostar eller nyser.',
  'cough_sneeze=leg_pain': 'Det gör ont eller strålar ut i benet när du hostar eller nyser.',
  'straight_leg_raise=back_pain': 'Det gjorde ont i ryggen när du lyfte ett rakt ben.',
  'straight_leg_raise=leg_pain_below_knee': 'Det strålade ut nedanför knät när du lyfte ett rakt ben.',
  'relief_positions=bending_forward': 'Det lättar när du lutar dig eller böjer dig framåt.',
  'relief_positions=sitting': 'Det lättar när du sätter dig.',
  'pain_location=low_back_one_side': 'Smärtan sitter mest på ena sidan av ländryggen.',
  'pain_location=buttock': 'Du har ont i skinkan.',
  'pain_location=below_knee': 'Smärtan når ner nedanför knät.',
  'pain_location=both_legs': 'Du har besvär i båda benen.',
  'pain_location=thigh': 'Smärtan når ner i låret.',
  'single_leg_stand=buttock_pain': 'Det gjorde ont i skinkan eller lågt i ryggen när du stod på ett ben.',
  'single_leg_stand=unstable': 'Du blev ostadig när du stod på ett ben.',
  'health_background=pregnant': 'Du är gravid.',
  'health_background=birth_last_12m': 'Du har fött barn det senaste året.',
  'leg_tingling=yes': 'Du har stickningar eller domningar i ett ben eller en fot.',
  'walking_limit=leg_symptoms_eased_by_sitting': 'Benen värker, domnar eller känns tunga när du går, och det lättar när du sätter dig eller böjer dig framåt.',
  'walking_limit=leg_symptoms_other': 'Du får besvär i benen när du går.',
  'age_band=50_64': 'Du är över 50 år, då det här mönstret är vanligare.',
  'age_band=65_79': 'Du är över 65 år, då det här mönstret är vanligare.',
  'age_band=80_plus': 'Du är över 80 år, då det här mönstret är vanligare.',
  'position_catches=often': 'Ryggen hugger till eller låser sig ofta när du byter ställning.',
  'position_catches=sometimes': 'Ryggen hugger till eller låser sig ibland när du byter ställning.',
  // Signs of engine 2 that engine 3 no longer counts: kept so a stored engine-2 analysis still reads.
  'episode=recurrent': 'Du har haft ont i ryggen förut.',
  'plank_hold=under_30': 'Du höll plankan kortare än 30 sekunder.',
  'side_plank=under_15': 'Du höll sidoplankan kortare än 15 sekunder.',
  'bird_dog=wobbly': 'Du vinglade i fågelhunden.',
  'bird_dog=back_pain': 'Det gjorde ont i ryggen i fågelhunden.',
  'wall_sit=under_30': 'Du höll väggsittningen kortare än 30 sekunder.',
  'after_exertion=yes': 'Ryggen värker mer efter ansträngning eller när du har varit i samma ställning länge.',
  'onset=after_lifting_or_twisting': 'Smärtan började efter ett lyft, en vridning eller en ovan ansträngning.',
  'fear_of_movement=very': 'Du undviker rörelser av rädsla för att ryggen ska bli sämre.',
  'fear_of_movement=somewhat': 'Du undviker ibland rörelser av rädsla för att ryggen ska bli sämre.',
  'worry=very': 'Du oroar dig mycket för din rygg.',
  'worry=somewhat': 'Du oroar dig en del för din rygg.',
  'catastrophising=very': 'Tankarna fastnar ofta på det värsta som kan hända.',
  'catastrophising=somewhat': 'Tankarna fastnar ibland på det värsta som kan hända.',
  'low_mood=very': 'Du har ofta känt dig nedstämd.',
  'low_mood=somewhat': 'Du har ibland känt dig nedstämd.',
  'sleep=poor': 'Du sover dåligt.',
  'sleep=fair': 'Du sover sådär.',
  'bothersomeness=extremely': 'Ryggen besvärar dig väldigt mycket i vardagen.',
  'bothersomeness=very_much': 'Ryggen besvärar dig mycket i vardagen.',
  'bothersomeness=moderately': 'Ryggen besvärar dig en del i vardagen.',
};

/**
 * The signs behind a pattern as plain sentences for the report ("Det gjorde ont i ryggen när du
 * böjde dig framåt."), strongest first, each once; never a "question – answer" pair. A sign with no
 * sentence is left out (a test holds every weighted sign to having one).
 */
export function plainEvidenceSentences(evidence: readonly EvidenceLike[]): string[] {
  const sentences: string[] = [];
  for (const e of evidence) {
    if (!isPresentSign(e)) continue;
    const sentence = e.questionKey === 'stress' ? evidenceSentence('stress', e.answer) : SENTENCES[`${e.questionKey}=${e.answer}`];
    if (sentence && !sentences.includes(sentence)) sentences.push(sentence);
  }
  return sentences;
}

/** One sign behind a pattern, as a sentence. */
export function evidenceSentence(questionKey: string, answer: string): string {
  if (questionKey === 'stress') return `Du skattade din stress till ${answer} av 10.`;
  return SENTENCES[`${questionKey}=${answer}`] ?? `${questionKey}: ${answer}`;
}

/** Said once above the patterns on the results page. */
export const PATTERN_NOTE =
  'Mönstren visar vad dina svar liknar, inte vad du har. Ingen fråga i en självskattning kan visa var smärtan kommer ifrån, ' +
  'så mönstren bygger på traditionellt kliniskt resonemang och inte på validerade tester.';

/** The heading above the first pattern: a resemblance, never a diagnosis. */
export const TOP_PATTERN_HEADING = 'Dina svar liknar mest';
/** Above further patterns that stand out. */
export const MORE_PATTERNS_HEADING = 'Dina svar liknar också';
/** Above the psychosocial factor when it stands out: beside the pain, not its type. */
export const FACTOR_HEADING = 'Det här påverkar också din smärta';
/** Above the evidence list under a pattern. */
export const EVIDENCE_HEADING = 'Svaren som pekar åt det hållet';

/** The stenosis picture's care advice (CLINICAL.md §4): a safety matter, shown whatever else is on the page. */
export const STENOSIS_CARE =
  'Kontakta vården om sträckan du orkar gå blir allt kortare. Lättar besvären i benen redan när du står still, särskilt om du röker eller har diabetes, ' +
  'kontakta vårdcentralen: det kan handla om blodcirkulationen och inte om ryggen.';

interface EvidenceLike {
  questionKey: string;
  answer: string;
}

/** The stenosis picture is what raises `nervinklammning` when leg symptoms on walking ease on sitting. */
export function isStenosisPicture(evidence: readonly EvidenceLike[]): boolean {
  return evidence.some((e) => e.questionKey === 'walking_limit' && e.answer === 'leg_symptoms_eased_by_sitting');
}

export function isPelvicGirdlePicture(evidence: readonly EvidenceLike[]): boolean {
  return evidence.some((e) => e.questionKey === 'health_background' && (e.answer === 'pregnant' || e.answer === 'birth_last_12m'));
}

/**
 * A category's explanation, chosen from its evidence: the stenosis text when the stenosis picture
 * raised the nerve pattern, the pelvic girdle name in pregnancy. `calm: false` (an urgent or
 * emergency sign on the page) leaves out every encouraging `outlook`.
 */
export function patternParagraphs(category: { id: string; evidence: readonly EvidenceLike[] }, options: { calm: boolean }): string[] {
  const id = category.id as CategoryId;
  const stenosis = id === 'nervinklammning' && isStenosisPicture(category.evidence);
  const text = stenosis ? STENOSIS_TEXT : PATTERN_TEXTS[id];
  if (!text) return [];
  const paragraphs = [text.explanation];
  if (id === 'si_led' && isPelvicGirdlePicture(category.evidence)) paragraphs.push(PELVIC_GIRDLE_NOTE);
  if (options.calm && text.outlook) paragraphs.push(text.outlook);
  if (stenosis) paragraphs.push(STENOSIS_CARE);
  return paragraphs;
}

/**
 * Answers that say a sign is absent, "could not do it", or context that never raises a pattern
 * (CLINICAL.md §2). The engine gives none of them as evidence; this keeps any that it did from reading as a sign.
 */
const NOT_A_SIGN = new Set(['no', 'no_pain', 'none', 'never', 'not_at_all', 'stable_no_pain', 'steady_no_pain', 'good', 'cannot', 'over_60', 'over_30']);
const CONTEXT_ONLY = new Set(['work_type', 'activity_level', 'exercise', 'pain_duration']);

export function isPresentSign(e: EvidenceLike): boolean {
  return !NOT_A_SIGN.has(e.answer) && !CONTEXT_ONLY.has(e.questionKey);
}

/** What evidence sentences are built from: the question as the visitor saw it. */
export interface EvidenceQuestion {
  key: string;
  title: string;
  questionType: string;
  options: { value: string; label: string }[];
  fields?: { completion?: { min?: number; max?: number } };
}

function joinSwedish(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} och ${items[items.length - 1]}`;
}

/**
 * The evidence as plain sentences built from the question's title and the chosen options' labels,
 * one per question ("På frågan ”…” svarade du ”…”."), present signs only. A question the bank
 * does not have gets its fixed sentence above, or is left out; a raw key is never shown.
 */
export function evidenceSentences(evidence: readonly EvidenceLike[], questions: readonly EvidenceQuestion[]): string[] {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const grouped = new Map<string, string[]>();
  for (const e of evidence) {
    if (!isPresentSign(e)) continue;
    const answers = grouped.get(e.questionKey) ?? [];
    if (!answers.includes(e.answer)) answers.push(e.answer);
    grouped.set(e.questionKey, answers);
  }
  const sentences: string[] = [];
  for (const [key, answers] of grouped) {
    const q = byKey.get(key);
    if (q?.questionType === 'range') {
      const { min = 0, max = 10 } = q.fields?.completion ?? {};
      sentences.push(`På frågan ”${q.title}” svarade du ${answers.join(', ')} på en skala från ${min} till ${max}.`);
      continue;
    }
    const labels = q ? answers.map((a) => q.options.find((o) => o.value === a)?.label).filter((l): l is string => !!l) : [];
    if (q && labels.length > 0) {
      sentences.push(`På frågan ”${q.title}” svarade du ${joinSwedish(labels.map((l) => `”${l}”`))}.`);
      continue;
    }
    for (const answer of answers) {
      const fixed = key === 'stress' ? evidenceSentence(key, answer) : SENTENCES[`${key}=${answer}`];
      if (fixed) sentences.push(fixed);
    }
  }
  return sentences;
}

/**
 * Words that calm. With an `emergency` or `urgent` sign nothing on the page may reassure
 * (CLINICAL.md §1): the tests hold every such page, and the report, against this list.
 */
export const REASSURING_WORDS =
  /goda nyheter|goda förutsättningar|brukar bli bättre|brukar hjälpa|blir bättre med egenvård|låg risk|oftast|ofarlig|inte farlig|inget allvarligt|inte något allvarligt|går att behandla|de flesta|vanligaste/i;
