/**
 * What a model-written text may never name (decision 0017): medicines, doses and how often to take
 * them, tests and scans, diagnoses (and tissue sources and the report's pattern names), treatments,
 * and anything about warning signs or seeking care. The AI writer writes only the personal letter
 * and the goal sentences; every clinical text comes from the reviewed blocks in content/. These
 * lists are deliberately wide: a refused answer costs a warm sentence, a missed one puts medical
 * advice nobody reviewed into a paid report.
 *
 * Entries are matched against the text after model-text.ts has folded it (lower case, no
 * diacritics, invisible characters, look-alikes, hyphenation, spaced-out letters and leetspeak
 * undone), so they are written here in plain Swedish or English and folded the same way.
 * An entry is a regular expression source:
 * - `=word`: the whole word (a hyphen may follow, as in "MR-undersökning");
 * - `^stem`: a word that starts with it ("akuten", "akutmottagning");
 * - anything else: anywhere inside a word, so compounds and inflections are caught
 *   ("ländryggsröntgen", "alvedontabletter").
 */

/** The entries of a list: separated by white space; `#` starts a comment that runs to the end of its line. */
function terms(list: string): string[] {
  return list.split('\n').flatMap((line) => line.replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean));
}

export interface TermRule {
  id: 'medicine' | 'test' | 'diagnosis' | 'treatment' | 'safety';
  why: string;
  terms: readonly string[];
}

const MEDICINES = terms(String.raw`
  # Kinds of medicine and how they are taken.
  läkemedel medicin medikament preparat tablett tablet =tabl kapsel kapsl capsule piller =pills?
  =dropp(?:ar|arna|et)? =salva plåster smärtstill smärtlindr värktablett värkmedicin painkill pain\s+kill
  receptfri recept prescri apotek farmaceut pharmac ^drug antiinflammat anti-inflammat inflammationsdämp
  inflammationshämm muskelavslapp muskelrelax muscle\s+relax sömnmedel sömntablett insomningstablett lugnande
  narkotik lyckopiller antidepress =ssri =snri tricykl något\s+mot\s+(?:smärtan|värken|ont)
  # Paracetamol, acetylsalicylic acid.
  paracetamol acetaminophen alvedon panodil pamol reliv pinex perfalgan acetylsalicyl aspirin
  treo magnecyl bamyl albyl trombyl =asa
  # NSAIDs and coxibs (generic stems: -profen, -fenak/-fenac, -coxib, -oxikam).
  =nsaids? profen fenak fenac koxib coxib cox-?hämm oxikam oxicam ipren ibumetin brufen burana
  nurofen ibux ibumax naproxen pronaxen naprosyn alpoxen =eeze voltar arthrotec celebra
  arcoxia orudis toradol ketorolak ketorolac mobic nabumeton relifex indometacin confortid
  # Opioids (generic stems: -kodon/-codon, -adol, -morfin).
  opioid opiat opiate =opium kodein codein kodon codon adol morfin morphin citodon panocod
  tradolan nobligan tiparol oxynorm oxycontin targiniq oxiko oxyco dolcontin depolan metadon
  methadon buprenorf norspan temgesic subutex fentanyl fentanil durogesic abstral instanyl
  palexia hydromorfon palladon ketobemidon ketogan petidin pethidin propoxifen doloxene naloxon
  naltrexon
  # Gabapentinoids.
  gabapentin pregabalin gabalin lyrica neurontin
  # Antidepressants used for pain.
  triptylin tryptilin saroten sarotex noritren duloxetin oxetin cymbalta venlafaxin faxin efexor
  sertralin zoloft citalopram cipralex mirtazapin remeron
  # Steroids.
  kortison cortison steroid prednis metason methason betapred medrol diprospan kenacort triamcinolon
  # Muscle relaxants, benzodiazepines and sleeping pills.
  baklofen baclofen lioresal tizanidin sirdalud orfenadrin orphenadrin norflex karisoprodol
  carisoprodol somadril metokarbamol methocarbamol klorzoxazon paraflex tolperison mydocalm cyklobenzaprin
  cyclobenzaprin bensodiazepin benzodiazepin zepam zolam stesolid sobril oxascand valium xanor
  zopiklon zopiclon imovane zolpidem stilnoct propavan atarax
  # On the skin, and the rest.
  lidokain lidocain xylocain versatis =emla kapsaicin capsaicin capsina qutenza cannabis =cbd =thc
  vitamin kosttillskott glukosamin glucosamin magnesium
  # Full generic names, also sought with the spaces taken out ("ibu profen").
  ibuprofen ketoprofen dexibuprofen diklofenak diclofenac celecoxib etoricoxib meloxikam meloxicam tramadol tapentadol oxikodon
  oxycodone oxycodon hydrokodon hydrocodone morfin morphine amitriptylin amitriptyline nortriptylin duloxetin duloxetine
  prednisolon prednisolone betametason dexametason diazepam oxazepam alprazolam
  # Brands sold elsewhere, which a model may know better than the Swedish ones.
  tylenol panadol advil motrin aleve excedrin percocet vicodin =norco dilaudid ultram celebrex flexeril =soma
`);

const TESTS = terms(String.raw`
  röntg röntgen roentg x-?ray magnetkamera magnetröntg magnetisk\s+resonans magnetresonans resonanstomograf tomograf
  skiktbild =mri? =mrt =ct =dt =pet =cat\s+scan (?:mri?|mrt|ct|dt|pet)(?:undersökning|bild|röntgen|kamera|scan|skanning)
  scan skann ultraljud ultrasound scint isotop bentäthet bone\s+density =dexa =dxa myelogra blodprov
  blood\s*test urinprov provtagning labbprov =prov(?:et|er|erna|svar\p{L}*)? =\p{L}{2,}prov(?:et|er|erna)? labb =sr =crp =emg
  =eneg neurografi nervledning nerve\s+conduction biopsi biops lumbalpunktion undersökning bilddiagnost
  bildundersök bilder?(?:na|en)?\s+(?:av|på)\s+(?:din\s+)?(?:rygg|kot|disk) ta\s+bilder remiss referral
`);

const DIAGNOSES = terms(String.raw`
  diagnos diagnoz
  # Structural and specific causes.
  diskbråck disc\s+herniat herniat slipped\s+dis bulging\s+dis buktande\s+disk prolaps stenos ryggkanal
  förträngning spinal\s+canal ischias isjias sciatica sciatic lumbago ryggskott hexenschuss artros
  arthros osteoarthr artrit arthrit spondyl kotglidning kotförskjutning kotkompression olistes olisthes
  cauda equina bechterew ankylos reumat rheumat fibromyalg osteopor benskör cancer tumör tumor
  tumour metastas myelom lymfom malign fraktur fractur kotbrott benbrott skolios scolios
  kyfos kyphos scheuermann myelopati myelopath radikulopat radiculopath neuropati neuropath diskit
  osteomyelit abscess infektion infection inflammat tendin bursit aneurysm syndrom sjukdom disease diabetes depression
  whiplash nackspärr endometrios njursten gallsten =ms parkinson stroke borrelia tuberkulos infarkt blodpropp utbränd =ptsd
  depressiv multipel\s+skleros degener slitage förslitning utsliten bristning muskelsträckning muskelskada
  # Tissue sources.
  inklämd inklämn nervkläm pinched =disk(?:en|ar|arna|ens)? =disc disk(?:smärt|prolaps|bukt|skad|förändr|degener|hernia)
  mellankotskiv nervrot nerve\s+root ryggmärg spinal\s+cord facettled facet\s+joint ^si-?led =kot(?:a|an|or|orna)
  ryggkot ligament ledband brosk
  # The report's own pattern names: the built-in blocks say what the answers resemble, the letter does not.
  ospecifik nervpåverkan nervinklämn bålinstabil instabil muskulär\s+smärta psykosocial foglossning
`);

const TREATMENTS = terms(String.raw`
  operation ^operer ^ryggoperer kirurg surgery surgical injektion injicer injection sprut ^blockad
  epidural korsett corset bälte =belt ortos traktion traction sträckbänk akupunktur acupunct
  nålbehandl needling =tens laserbehandl stötvåg chockvåg shockwave kiroprakt chiropract naprapat osteopat
  manipulation massage manuell\s+terapi sängvila sängläge bed\s+rest =kbt =cbt beteendeterapi psykoterapi psychotherap
  # Where care sends people: deciding that is care's, not a letter's.
  ortoped neurolog reumatolog specialist smärtklinik smärtmottagning
`);

const SAFETY = terms(String.raw`
  varningstecken varningssignal röda\s+flagg red\s+flag warning\s+sign =112 =1177 =911 =999 ^akut
  emergency ambulans ambulance sjukhus hospital ^larm =a\s*&\s*e
  # Playing the pain or its signs down.
  ofarlig harmless ingen\s+fara inte\s+(?:\p{L}+\s+){0,2}farlig inget\s+(?:\p{L}+\s+){0,2}(?:farlig|allvarlig)
  inte\s+(?:\p{L}+\s+){0,2}allvarlig nothing\s+serious not\s+(?:\p{L}+\s+){0,2}(?:dangerous|serious) nothing\s+to\s+worry
  (?:inget|ingenting)\s+att\s+oroa oroa\s+dig\s+inte behöver\s+inte\s+(?:\p{L}+\s+){0,2}(?:oroa|bry)
  (?:strunta|struntar|bortse|bortser|ignorera|ignorerar|ignore)\s+ går\s+över\s+av\s+sig\s+själv vänta\s+och\s+se
  avvakta se\s+tiden\s+an wait\s+and\s+see don'?t\s+worry no\s+need\s+to\s+worry
  # Not seeking care, or putting it off.
  (?:inte|ingen|inga|aldrig|ej|slipper|onödigt|vänta|väntar|utan\s+att|skjut\s+upp|not|no\s+need|don'?t|never|wait)\s+(?:\p{L}+\s+){0,4}(?:söka|sök|söker|kontakta|kontaktar|ringa|ring|ringer|besöka|uppsöka|gå\s+till|åka\s+till|åka\s+in|träffa|boka|see\s+a|call|visit|contact)(?!\p{L})
  (?:vård|vården|vårdcentral\p{L}*|läkar\p{L}*|doktor\p{L}*|care|doctor)\s+(?:\p{L}+\s+){0,2}(?:(?:behövs|krävs)\s+(?:inte|ej|sällan)|(?:is\s+not|isn'?t)\s+needed)
`);

export const TERM_RULES: readonly TermRule[] = [
  { id: 'medicine', why: 'names a medicine', terms: MEDICINES },
  { id: 'test', why: 'names a test or a scan', terms: TESTS },
  { id: 'diagnosis', why: 'names a diagnosis, a tissue source or a pattern', terms: DIAGNOSES },
  { id: 'treatment', why: 'names a treatment', terms: TREATMENTS },
  { id: 'safety', why: 'speaks of warning signs or seeking care, or plays them down', terms: SAFETY },
];

/** A number as a dose or a frequency says it: digits, a fraction, or a word. */
const NUMBER = String.raw`(?:\d+(?:[.,/]\d+)?|en|ett|två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv|femton|tjugo|halv|halva|ett\s+par|några|flera|one|two|three|four|five|six|half|a\s+couple\s+of|several)`;
const PERIOD = String.raw`(?:dag|dagen|dagar|dygn|dygnet|timme|timmen|timma|timmar|vecka|veckan|morgon|morgonen|kväll|kvällen|natt|natten|månad|månaden|måltid|day|days|hour|hours|week|night|meal)`;
/** Units that only a dose uses. */
const UNIT = String.raw`(?:mg|milligram\p{L}*|mikrogram\p{L}*|mcg|gram\p{L}*|ml|milliliter\p{L}*|enheter|units?|tabl\p{L}*|kaps\p{L}*|capsules?|dropp\p{L}*|drops|dos\p{L}*|puff\p{L}*|sprut\p{L}*|plåster|pills?)`;

/**
 * Doses and frequencies: "500 mg", "två tabletter", "tre gånger om dagen", "x3/dag", "varannan
 * timme", "morgon och kväll", "vid behov". Matched before leetspeak is undone, so digits count.
 */
export const DOSE_RULE = {
  id: 'dose' as const,
  why: 'gives a dose or how often to take something',
  patterns: terms(String.raw`
    # A number and a unit ("500mg", "0,5 g", "två tabletter"), or a word that only doses use.
    =\d+(?:[.,/]\d+)?\s*(?:${UNIT}|g|µg|ug|e|ie|st)(?![\p{L}\p{N}])
    =${NUMBER}\s+${UNIT}(?![\p{L}\p{N}])
    =(?:mg|milligram\p{L}*|mikrogram\p{L}*|mcg|µg|dosering\p{L}*|dosera\p{L}*|dygnsdos\p{L}*|maxdos\p{L}*|dagsdos\p{L}*|engångsdos\p{L}*|dosage|dosing)
    =(?<!(?:lagom|små)\s)dos(?:en|er|erna)?
    # How often: "tre gånger om dagen", "2 ggr/dygn", "x3", "3x/dag", "två om dagen", "per dag", "twice a day".
    =${NUMBER}\s*(?:gånger|gång|ggr|gg|times?|x)\s*(?:om|per|i|varje|på|a|an|every|/)?\s*(?:\p{L}+\s+)?${PERIOD}(?![\p{L}])
    =${NUMBER}\s*(?:gånger|gång|ggr|gg|times?)\s*(?:dagligen|daily)
    =(?:twice|thrice|once)\s+(?:a\s+|per\s+|every\s+)?(?:day|daily|week|night)
    =(?:x\s*\d+|\d+\s*x)
    =\d+\s*(?:ggr|gg)
    (?:/|(?<![\p{L}])per\s+)${PERIOD}(?![\p{L}])
    =${NUMBER}\s+(?:\p{L}+\s+){0,2}(?:om|per|i|varje|a|every)\s+${PERIOD}(?![\p{L}])
    =(?:varannan|var\s+annan|every\s+other)\s+${PERIOD}
    =(?:var|every)\s+(?:\d+(?::e|:a|e|th|nd|rd|st)?|tredje|fjärde|femte|sjätte|åttonde|tionde|tolfte|third|fourth|sixth|eighth|twelfth)\s+(?:\p{L}+\s+)?(?:minut\p{L}*|minute\p{L}*|${PERIOD})
    =(?:morgon|morgonen|morning)\s+(?:och|and)\s+(?:kväll|kvällen|evening|night)
    =(?:före|efter|till|med|innan)\s+(?:maten|måltid\p{L}*) =på\s+fastande\s+mage =vid\s+behov =as\s+needed =(?:qid|prn)
  `),
};
