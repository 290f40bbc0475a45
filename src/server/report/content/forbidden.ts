/**
 * What a report text may never say (CLINICAL.md §2 "never claim", §3 risk wording, §4 "never
 * advise"). The built-in texts are tested against this list, and AI-written text that matches any
 * entry is rejected (besides the much stricter check of writers/model-text.ts, which refuses any
 * clinical word at all in what a model writes: decision 0017). The patterns aim at claims and advice, not at words: a clause that says
 * something is *not* needed ("du behöver ingen röntgen", "undvik sängläge", "akupunktur
 * rekommenderas inte") is allowed wherever the entry says so.
 *
 * Sources: NICE NG59 (not recommended: imaging in non-specialist settings, belts and corsets,
 * traction, acupuncture, ultrasound, TENS, paracetamol alone, opioids for chronic pain;
 * gabapentinoids, oral corticosteroids and benzodiazepines for sciatica), Pengel 2003 (the
 * unsupported "90 % recover in 6 weeks"), Hancock 2007 (no self-report test of a tissue source).
 */

export interface ForbiddenAdvice {
  pattern: RegExp;
  why: string;
  /** Checked only when the person is pregnant ('pregnant') or not ('not_pregnant'); always when absent. */
  when?: 'pregnant' | 'not_pregnant';
}

/** Letters and digits: JavaScript's \b knows no å, ä, ö. */
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;
const NEGATIONS = ['inte', 'ingen', 'inga', 'inget', 'aldrig', 'sällan', 'utan', 'varken', 'ej', 'undvik', 'undviker', 'avstå', 'avråder', 'slipper'];
const NEG = `(?:${NEGATIONS.join('|')}|stället\\s+för)${END}`;
/** One word of the same clause (no punctuation: a negation does not reach over a comma). */
const WORD = String.raw`[^\s,.;:!?()]+`;
/** A word that is not a negation. */
const PLAIN_WORD = `(?!${NEG})${WORD}`;
/** No negation earlier in the clause, up to four words back ("du behöver inte göra en …"). */
const NOT_NEGATED_BEFORE = `(?<!${START}${NEG}\\s+(?:${WORD}\\s+){0,4})`;
/** What may follow in the same clause; a comma is crossed only inside a list ("TENS, akupunktur och …"). */
const SAME_CLAUSE = String.raw`(?:[^,.;:!?\n]|,(?=\s*[\p{L}-]+(?:,|\s+(?:och|eller)\s)))`;
const VERBS_NEGATED = 'rekommenderas|behövs|hjälper|fungerar|krävs|är|har|ger|gör|bör|ska|kan|används|brukar|tillför|lönar';
/** Not followed by "… rekommenderas inte", "… hjälper sällan", "… har ingen effekt". */
const NOT_NEGATED_AFTER = `(?!${SAME_CLAUSE}{0,60}?${START}(?:${VERBS_NEGATED})\\s+(?:${WORD}\\s+)?(?:inte|ej|ingen|inga|inget|sällan)${END})`;

function rx(source: string): RegExp {
  return new RegExp(source, 'iu');
}

/** Only where `core` starts: the lookbehinds that follow are costly, so they run at candidates only. */
function at(core: string): string {
  return `${START}(?=(?:${core})${END})`;
}

/** Any mention of `core` that is not negated in its clause counts as advising it. */
function advising(core: string): RegExp {
  return rx(`${at(core)}${NOT_NEGATED_BEFORE}(?:${core})${END}${NOT_NEGATED_AFTER}`);
}

/** Words whose use is a claim in itself, negated or not. */
function always(core: string): RegExp {
  return rx(`${START}(?:${core})${END}`);
}

const IMAGING = String.raw`(?:skikt|magnet)?röntg\p{L}*|magnetkamera\p{L}*|mr|mrt|mri|mr-\p{L}+|datortomografi\p{L}*|ct|ct-\p{L}+|bildundersökning\p{L}*|bilddiagnostik\p{L}*|skanning\p{L}*|scanning\p{L}*`;
const RECOMMEND = String.raw`gör|göra|görs|boka|bokar|be|ber|begär|begära|kräv|kräva|kräver|få|får|ta|tar|tas|genomgå|undersök\p{L}*\s+med|remiss\p{L}*\s+(?:till|för)|skicka\p{L}*\s+(?:dig\s+)?(?:på|till)`;
const NEED = 'behöver|behövs|bör|borde|ska|skall|måste|rekommenderas|rekommenderar|föreslår|råder|klokt|viktigt';
const NSAID = String.raw`nsaid\p{L}*|ipren|ibumetin|brufen|ibuprofen\p{L}*|naproxen\p{L}*|naprosyn|pronaxen|eeze|diklofenak\p{L}*|voltaren\p{L}*|celecoxib|celebra|etorikoxib|arcoxia|antiinflammatorisk\p{L}*|inflammationshämmande|inflammationsdämpande`;
const ASK_FIRST = String.raw`apotek\p{L}*|läkare\p{L}*|farmaceut\p{L}*`;

export const FORBIDDEN_ADVICE: ForbiddenAdvice[] = [
  // §2: never a diagnosis or a tissue source.
  {
    pattern: always(String.raw`diskbråck\p{L}*|diskprolaps\p{L}*|buktande\s+disk\p{L}*|disk(?:en|arna)?\s+(?:har\s+)?(?:buktar|buktat|spruckit|glidit\s+ut)`),
    why: 'names a tissue source (disc herniation) (CLINICAL §2)',
  },
  {
    pattern: always(
      String.raw`slitage\p{L}*|förslitning\p{L}*|utsliten|utslitna|(?:sliten|slitna)\s+(?:rygg|disk|led|kot)\p{L}*|rygg(?:en|raden)?\s+är\s+sliten|degenerer\p{L}*|degenerativ\p{L}*`,
    ),
    why: 'speaks of wear and tear (CLINICAL §2)',
  },
  {
    pattern: always(
      String.raw`instabila?\s+rygg\p{L}*|rygg(?:en|raden)?\s+är\s+instabil|instabilitet\s+i\s+(?:ryggen|ryggraden|ländryggen|kotorna)|ryggradsinstabilitet|kotinstabilitet|instabila\s+kotor`,
    ),
    why: 'calls the back unstable (CLINICAL §2)',
  },
  {
    pattern: always(
      String.raw`(?:in)?klämda?\s+nerv\p{L}*|nerv\p{L}*\s+(?:är|sitter|har\s+kommit|kommer)\s+(?:in)?(?:klämd|i\s+kläm)|nervinklämning\p{L}*|nervrot\p{L}*\s+(?:är|sitter)\s+(?:in)?klämd`,
    ),
    why: 'claims a pinched nerve (CLINICAL §2)',
  },
  {
    pattern: always(String.raw`spondylolistes|kotförskjutning|kotglidning|facettledsartros|artros\s+i\s+(?:ryggen|ländryggen|facettlederna)`),
    why: 'names a structural cause (CLINICAL §2)',
  },
  { pattern: advising(String.raw`diagnos\p{L}*`), why: 'presents the result as a diagnosis (CLINICAL §2)' },
  {
    pattern: rx(
      String.raw`${START}(?:smärta|smärtan|ont|värk|värken)\s+(?:=|är\s+(?:lika\s+med|samma\s+(?:sak\s+)?som|ett\s+tecken\s+på)|betyder|innebär|tyder\s+på)\s+(?:att\s+(?:${WORD}\s+){0,3})?(?:skad|vävnadsskad)`,
    ),
    why: 'equates pain with damage (CLINICAL §2)',
  },
  {
    pattern: always(String.raw`sitter\s+i\s+huvudet|inbillad\p{L}*|inbillning\p{L}*|psykosomatisk\p{L}*|bara\s+psykisk\p{L}*|bara\s+psykologisk\p{L}*`),
    why: 'says the pain is in the head (CLINICAL §2, psychosocial factor)',
  },
  {
    pattern: always(String.raw`stark(?:a)?\s+likhet\p{L}*|starka\s+drag|100\s+av\s+100|med\s+säkerhet`),
    why: 'presents a resemblance as certainty (CLINICAL §2)',
  },
  {
    pattern: advising(String.raw`validerad|validerat|validerade|vetenskapligt\s+(?:bevisad|bevisat|validerad|säkerställd)|kliniskt\s+bevisad|träffsäker\p{L}*`),
    why: 'claims validated accuracy (CLINICAL §2)',
  },
  { pattern: advising(String.raw`bota|botar|botas|botad|botemedel|garantera\p{L}*|garanti|lovar\s+(?:att|dig)`), why: 'promises a cure (CLINICAL §2)' },
  {
    pattern: rx(
      String.raw`${START}(?:du\s+(?:kommer\s+(?:att\s+)?|ska\s+)(?:bli|vara|må)\s+(?:helt\s+)?(?:bra|frisk|smärtfri|återställd|bättre)(?:\s+igen)?|(?:din\s+(?:rygg|smärta)|ryggen|smärtan|besvären)\s+(?:kommer\s+(?:att\s+)?|ska\s+)?(?:gå\s+över|går\s+över|försvinna|försvinner|vara\s+borta|läka|läker|bli\s+bra|blir\s+bra))\s+(?:inom|på|efter|om)\s+(?:\d|en|ett|två|tre|fyra|fem|sex|några|ett\s+par)`,
    ),
    why: 'gives this person a timeline (CLINICAL §2)',
  },
  {
    pattern: always(String.raw`(?:90|nittio)\s*(?:%|procent|av\s+(?:100|hundra|tio))|nio\s+av\s+tio`),
    why: 'uses the unsupported "90 % recover in 6 weeks" (CLINICAL §5)',
  },
  { pattern: always(String.raw`(?:låg|hög|liten|stor)\s+risk`), why: 'risk group not worded as the risk of long-lasting trouble (CLINICAL §3)' },

  // §4: never advise imaging; saying it is not needed is fine.
  {
    pattern: rx(`${at(RECOMMEND)}${NOT_NEGATED_BEFORE}(?:${RECOMMEND})\\s+(?:${PLAIN_WORD}\\s+){0,4}(?:${IMAGING})${END}`),
    why: 'recommends imaging (NICE NG59)',
  },
  { pattern: rx(`${at(NEED)}${NOT_NEGATED_BEFORE}(?:${NEED})\\s+(?:${PLAIN_WORD}\\s+){0,4}(?:${IMAGING})${END}`), why: 'says imaging is needed (NICE NG59)' },
  { pattern: advising(String.raw`röntga|röntgas|röntgar|röntgat|röntgade`), why: 'recommends imaging (NICE NG59)' },
  {
    pattern: rx(
      `${START}(?:${IMAGING})\\s+(?:${WORD}\\s+){0,2}(?:(?:behövs|krävs|rekommenderas|är\\s+(?:nödvändig|viktig|bra|klokt|rätt)\\p{L}*)(?!\\s+(?:inte|ej|sällan)${END})|kan\\s+(?:visa|hitta|avslöja)\\s+(?:orsaken|felet|vad\\s+som\\s+är\\s+fel|var\\s+smärtan))`,
    ),
    why: 'says imaging is needed or finds the cause (NICE NG59)',
  },
  // §4: never advise these treatments.
  {
    pattern: advising(String.raw`korsett\p{L}*|(?:rygg|stöd|ländrygg|länd|midje|mag)bälte\p{L}*|ryggortos\p{L}*|ortos|ortoser`),
    why: 'recommends a belt or corset (NICE NG59)',
  },
  {
    pattern: advising(String.raw`bäckenbälte\p{L}*|bäckenband\p{L}*|bälte\s+runt\s+bäckenet`),
    why: 'recommends a pelvic belt outside pregnancy (CLINICAL §4)',
    when: 'not_pregnant',
  },
  {
    pattern: advising(String.raw`traktion\p{L}*|sträckbänk\p{L}*|inversionsbänk\p{L}*|hänga\s+upp\s+och\s+ner|dra\s+ut\s+ryggen|sträckbehandling\p{L}*`),
    why: 'recommends traction (NICE NG59)',
  },
  { pattern: advising(String.raw`akupunktur\p{L}*|nålbehandling\p{L}*|dry\s+needling|torrnål\p{L}*`), why: 'recommends acupuncture (NICE NG59)' },
  { pattern: advising(String.raw`ultraljud\p{L}*`), why: 'recommends ultrasound (NICE NG59)' },
  {
    pattern: advising(String.raw`tens|tens-\p{L}+|elektrisk\s+nervstimulering|nervstimulator\p{L}*|strömbehandling\p{L}*`),
    why: 'recommends TENS (NICE NG59)',
  },
  {
    pattern: advising(String.raw`paracetamol\p{L}*|alvedon\p{L}*|panodil\p{L}*|pamol\p{L}*`),
    why: 'recommends paracetamol (not alone: NICE NG59; medicine texts are fixed)',
  },
  {
    pattern: advising(
      String.raw`opioid\p{L}*|opiat\p{L}*|kodein\p{L}*|tramadol\p{L}*|oxikodon\p{L}*|oxycontin|oxynorm|morfin\p{L}*|citodon|panocod|tradolan|dolcontin|buprenorfin\p{L}*|tapentadol|palexia|fentanyl\p{L}*`,
    ),
    why: 'recommends opioids (NICE NG59)',
  },
  {
    pattern: advising(
      String.raw`sängläge\p{L}*|sängvila|(?:ligga|ligg|ligger|stanna|stannar|håll\s+dig|hålla\s+dig)\s+(?:kvar\s+)?(?:till\s+sängs|i\s+sängen)|vila\s+(?:i\s+sängen|helt|tills)|ligga\s+(?:still|ner)\s+(?:hela|flera|ett\s+par|några)\s+(?:dag|dygn)\p{L}*`,
    ),
    why: 'recommends bed rest (NICE NG59)',
  },
  {
    pattern: advising(
      String.raw`gabapentin\p{L}*|pregabalin\p{L}*|lyrica|neurontin|bensodiazepin\p{L}*|diazepam|stesolid|oxazepam|sobril|kortisontablett\p{L}*|kortisonkur\p{L}*|prednisolon\p{L}*|betapred|(?:ta|tar|äta|äter|prova|få|får)\s+kortison|steroidtablett\p{L}*`,
    ),
    why: 'recommends gabapentinoids, oral steroids or benzodiazepines (NICE NG59: not for sciatica)',
  },
  // §4: NSAIDs only after talking to a pharmacist or doctor, never in pregnancy; no doses.
  {
    pattern: rx(`${at(NSAID)}(?<!(?:${ASK_FIRST})[^.!?\\n]*)${NOT_NEGATED_BEFORE}(?:${NSAID})${END}(?![^.!?\\n]*(?:${ASK_FIRST}))`),
    why: 'mentions NSAIDs without "after talking to a pharmacist or doctor" (CLINICAL §4)',
  },
  { pattern: advising(NSAID), why: 'mentions NSAIDs in pregnancy (CLINICAL §4)', when: 'pregnant' },
  { pattern: rx(String.raw`${START}\d+(?:[.,]\d+)?\s*(?:mg|milligram|tabletter|tablett)${END}`), why: 'gives a dose (CLINICAL §4: no doses)' },
];

/** The `why` of every entry that matches the text (empty when the text is acceptable). */
export function forbiddenAdviceIn(text: string, context: { pregnant?: boolean } = {}): string[] {
  const pregnant = context.pregnant ?? false;
  return FORBIDDEN_ADVICE.filter((f) => (f.when === undefined || (f.when === 'pregnant') === pregnant) && f.pattern.test(text)).map((f) => f.why);
}
