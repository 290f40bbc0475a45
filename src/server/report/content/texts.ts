import { RISK_GROUP_HEADING, RISK_GROUP_LABELS, riskGroupMeaning } from '../../../shared/domain/scoring/presentation';
import type { CategoryId, RiskGroup, Strength, Urgency } from '../../../shared/domain/scoring/types';
import { careFirst, painPatterns, type ReportFacts } from '../facts';
import { startLevel } from './exercise-fit';
import { workAdvice } from './work';

/**
 * The curated Swedish blocks the built-in writer composes the report's texts from (CLINICAL.md
 * §2–§5, DESIGN.md voice). A pattern is a resemblance, never a diagnosis or a tissue source; the
 * risk group is the risk of long-lasting trouble. Blocks marked `calm` say something encouraging
 * and are left out beside an urgent or emergency sign (REASSURING_WORDS); the others never use
 * those words.
 */

/**
 * The pain picture a text is written for: the main pattern (`mainPattern`, the one every page
 * names), with its stenosis and pelvic girdle variants. Where the patterns are hidden this is
 * `ospecifik`, whose plan, exercises and tips are the general, safe ones; the texts that would
 * name a pattern check `patternsHidden` first and name none.
 */
export type PatternKey = Exclude<CategoryId, 'emotionell'> | 'stenos' | 'foglossning';

export function patternKey(f: ReportFacts): PatternKey {
  const main = f.mainPattern;
  if (main === null || main === 'emotionell') return 'ospecifik';
  if (main === 'nervinklammning' && f.stenosisPicture) return 'stenos';
  if (main === 'si_led' && (f.pregnant || f.postpartum)) return 'foglossning';
  return main;
}

/** The sciatica (or stenosis) pattern stands out, main or beside it: recovers more slowly, and back-pain figures never apply (§5). */
export function nerveStandsOut(f: ReportFacts): boolean {
  return painPatterns(f).includes('nervinklammning');
}

/** Sciatica or the stenosis picture in the answers: the leg warning signs matter most. */
export function isNervePicture(f: ReportFacts): boolean {
  return nerveStandsOut(f) || f.stenosisPicture;
}

/**
 * Whether the risk of long-lasting trouble may be shown: not beside an urgent or emergency sign,
 * where it is stored but not shown (CLINICAL.md §1: it assumes non-specific back pain).
 */
export function showsRiskGroup(f: ReportFacts): boolean {
  return !careFirst(f);
}

export interface PatternBlock {
  /** How the summary names it: "Dina svar liknar mest {name}." */
  name: string;
  /** What the pattern is like, in plain words. */
  what: string;
  /** Said only when nothing urgent is on the page. */
  calm?: string;
  /** What helps, for the letter (no urgent sign). */
  tip: string;
  /** The letter's name for it, when plainer than `name`. */
  letterName?: string;
}

const RECOGNISABLE = 'Mönstret är ett av de få som går att känna igen ganska väl från egna svar.';

export const PATTERN_BLOCKS: Record<PatternKey, PatternBlock> = {
  ospecifik: {
    name: 'ospecifik ländryggssmärta',
    what: 'Det betyder ryggsmärta där ingen enskild orsak går att peka ut.',
    calm: 'Det är den vanligaste sortens ryggsmärta.',
    tip: 'Det som hjälper mest är att hålla igång i vardagen och röra dig i lagom dos, och att öka lite i taget.',
    letterName: 'ospecifik ländryggssmärta, ryggsmärta där ingen enskild orsak går att peka ut',
  },
  disksmarta: {
    name: 'det mönster som brukar kallas disksmärta',
    what: 'Typiskt för mönstret är att det gör mer ont när du böjer dig framåt, sitter länge, hostar eller nyser.',
    tip: 'Att byta ställning ofta, bryta långt sittande och hålla igång kan göra stor skillnad.',
  },
  facetsmarta: {
    name: 'det mönster som brukar kallas facettledssmärta',
    what: 'Typiskt för mönstret är att det gör mer ont när du böjer dig bakåt eller står länge, och lättar när du böjer dig framåt eller sätter dig. Ofta känns det mest på ena sidan.',
    tip: 'Övningar som böjer ryggen lätt framåt, och att byta ställning ofta, kan lätta.',
  },
  si_led: {
    name: 'det mönster som brukar kallas SI-ledssmärta',
    what: 'SI-leden är leden mellan korsbenet och bäckenet. Typiskt för mönstret är smärta lågt och på ena sidan, över skinkan, som kan märkas när du står på ett ben eller går i trappor.',
    tip: 'Övningar för säte, höfter och bål kan göra att du tål mer.',
  },
  foglossning: {
    name: 'det mönster som brukar kallas SI-ledssmärta',
    what: 'SI-leden är leden mellan korsbenet och bäckenet. Under och efter en graviditet kallas smärta härifrån ofta foglossning (smärta från bäckenet). Den känns ofta lågt i ryggen, över skinkan eller fram vid blygdbenet.',
    tip: 'Korta steg, att röra båda benen samtidigt när du vänder dig, och lugna övningar för säte och bål kan lätta.',
    letterName: 'det som under och efter en graviditet ofta kallas foglossning (smärta från bäckenet)',
  },
  nervinklammning: {
    name: 'nervpåverkan, det som ofta kallas ischias (nervsmärta som strålar ut i benet)',
    what: `Typiskt är smärta som strålar ner i benet, ofta nedanför knät, ibland med stickningar eller domningar. ${RECOGNISABLE}`,
    tip: 'Att hitta ställningar som lättar i benet och att röra dig i lagom dos, till exempel med korta promenader, kan hjälpa.',
  },
  stenos: {
    name: 'spinal stenos (förträngning i ryggkanalen)',
    what: `Typiskt är att benen värker, domnar eller känns tunga när du går, och att det lättar när du sätter dig eller böjer dig framåt. Det är vanligare efter 50 års ålder. ${RECOGNISABLE}`,
    tip: 'Att gå i intervaller med vilopauser, cykla och träna i framåtlutade ställningar kan göra att du orkar gå längre.',
  },
  core_instabilitet: {
    name: 'det mönster som brukar kallas bålinstabilitet',
    what: 'Det handlar om kontroll och uthållighet i musklerna runt bålen. Typiskt är att ryggen hugger till eller låser sig när du byter ställning, att besvären kommer tillbaka, eller att det är svårt att hålla en ställning länge.',
    tip: 'Kontroll och uthållighet går att träna upp, steg för steg.',
  },
  muskelsmarta: {
    name: 'muskulär smärta',
    what: 'Typiskt är att ryggen värker mer efter ansträngning eller när du har varit i samma ställning länge, eller att det började efter ett lyft eller en vridning.',
    tip: 'Rörelse, korta pauser och gradvis mer belastning kan göra att musklerna tål mer.',
  },
};

/** Short names for further patterns that stand out ("Dina svar liknar också …"). */
export const SHORT_NAMES: Record<CategoryId, string> = {
  disksmarta: 'disksmärta',
  facetsmarta: 'facettledssmärta',
  si_led: 'SI-ledssmärta',
  nervinklammning: 'nervpåverkan (ischias)',
  core_instabilitet: 'bålinstabilitet',
  muskelsmarta: 'muskulär smärta',
  emotionell: 'psykosocial påverkan',
  ospecifik: 'ospecifik ländryggssmärta',
};

export const STRENGTH_WORDS: Record<Strength, string> = { clear: 'tydliga drag', some: 'vissa drag', few: 'få drag' };

export const NOTHING_STANDS_OUT = 'Inget särskilt smärtmönster sticker ut i dina svar.';
export const RESEMBLANCE_NOTE =
  'Det är en likhet, inte ett besked om vad i ryggen som gör ont: inget frågeformulär kan visa det. Mönstren bygger på traditionellt kliniskt resonemang.';
export const PSYCHOSOCIAL_BLOCK =
  'Oro, stress, nedstämdhet eller dålig sömn sticker också ut i dina svar. Det påverkar hur smärtan känns och hur snabbt den går över. Smärtan är lika verklig för det, och det här är något du kan påverka.';

/**
 * The risk of long-lasting trouble (§3) and its next step, in the words every page uses. Never
 * beside an urgent or emergency sign (`showsRiskGroup`).
 */
export function riskBlock(group: RiskGroup, urgency: Urgency | null): string {
  return `${RISK_GROUP_HEADING}: ${RISK_GROUP_LABELS[group]}. ${riskGroupMeaning(group, urgency)}`;
}

/** Warning signs first, in each text (§1). The advice itself is the fixed text at the start of the report. */
export const URGENCY_BLOCKS: Record<Urgency, { summary: string; letter: string; lead: string }> = {
  emergency: {
    summary:
      'Det viktigaste först: ett av dina svar är ett varningstecken som behöver vård direkt. Följ råden i början av rapporten nu, innan du läser vidare.',
    letter:
      'Innan något annat: följ råden i början av rapporten nu. Ett av dina svar är ett varningstecken som behöver vård direkt, och resten av rapporten får vänta.',
    lead: 'Sök vård direkt, så som råden i början av rapporten säger. Allt annat i rapporten får vänta tills vården har bedömt dig.',
  },
  urgent: {
    summary:
      'Det viktigaste först: ett av dina svar är ett varningstecken som vården behöver bedöma snabbt. Följ råden i början av rapporten innan du gör något annat, och vänta med övningarna tills vården har bedömt dig.',
    letter:
      'Innan något annat: följ vårdens råd i början av rapporten. Ett av dina svar är ett varningstecken, och det behöver bedömas av vården innan du börjar med övningarna i planen.',
    lead: 'Sök vård så som råden i början av rapporten säger, innan du gör något annat. Vänta med övningarna i planen tills vården har bedömt dig.',
  },
  soon: {
    summary: 'Först: ett av dina svar är ett tecken som vården bör titta på. Läs råden i början av rapporten och kontakta vården så som det står där.',
    letter:
      'En sak först: ett av dina svar är ett tecken som vården bör titta på. Kontakta vården så som råden i början av rapporten säger. Under tiden kan du röra dig i vardagen i lagom takt.',
    lead: 'Kontakta vården så som råden i början av rapporten säger. Under tiden är det här det viktigaste att göra den här veckan.',
  },
};

/** The letter's opening, by pain duration and episode (no urgent sign). */
export function letterOpening(f: ReportFacts): string {
  if (f.painDuration === 'gt_3m')
    return 'Du har haft ont i mer än tre månader. Det sliter på både ork och humör, och det är inte konstigt om du är trött på det. Även långvarig ryggsmärta går att påverka, och det finns mycket du själv kan göra.';
  if (f.painDuration === '6w_3m')
    return 'Du har haft ont i mellan sex veckor och tre månader. Det är länge nog för att det ska tära, och ett bra läge att ta ett nytt grepp om det.';
  if (f.painDuration === 'lt_6w' && f.episode === 'first')
    return `Att få ont i ryggen för första gången kan kännas oroande${f.painIntensity !== null && f.painIntensity >= 7 ? ', särskilt när det gör så ont som nu' : ''}. Det är klokt att ta reda på mer, och det har du gjort nu.`;
  if (f.painDuration === 'lt_6w' && f.episode === 'recurrent')
    return 'Du har haft ont i ryggen förut, och nu har det kommit tillbaka. Det är tröttsamt. Men du vet redan en del om vad som hjälper din rygg, och kan bygga vidare på det.';
  return 'Tack för att du tog dig tid att svara på frågorna. Ont i ryggen påverkar mycket i vardagen, och det är klokt att ta reda på mer.';
}

/** Personal sentences for the letter, most important first (no urgent sign); the writer takes the first few. */
export function letterPersonal(f: ReportFacts): string[] {
  const out: string[] = [];
  if (f.pregnant)
    out.push(
      'Du är gravid, och ryggen och bäckenet har mycket att bära just nu. Övningarna i planen är anpassade efter det, och barnmorskan kan också hjälpa dig.',
    );
  else if (f.postpartum)
    out.push(
      'Du har fött barn det senaste året. Kroppen har gjort ett stort jobb, och det tar tid att bygga upp styrkan igen. Det är helt i sin ordning att börja försiktigt.',
    );
  if (f.fearOfMovement === 'very' || f.fearOfMovement === 'somewhat')
    out.push(
      f.urgency === null
        ? 'Du berättade att du undviker vissa rörelser av oro för ryggen. Den oron är begriplig. Men att det gör ont betyder inte att ryggen skadas, och rörelse i lagom dos gör ryggen starkare.'
        : 'Du berättade att du undviker vissa rörelser av oro för ryggen. Den oron är begriplig. Ta upp den när du träffar vården, så kan ni prata om vad som är lagom för dig.',
    );
  else if (f.psychosocialFactor)
    out.push('Oro, stress och sömn påverkar hur ont det gör. Det gör inte smärtan mindre verklig, men det betyder att det finns fler vägar framåt.');
  if (f.stress !== null && f.stress >= 7)
    out.push(
      `Du skattade din stress till ${f.stress} av 10. Stress gör att kroppen spänner sig och att smärtan känns mer, så pauser och återhämtning är en del av planen.`,
    );
  if (f.sleep === 'poor') out.push('Du sover dåligt just nu. Sömn och smärta påverkar varandra, så det finns råd om sömn längre fram i rapporten.');
  const work = workAdvice(f).letter;
  if (work) out.push(work);
  if (f.painIntensity !== null && f.painIntensity >= 7)
    out.push(`Du skattade smärtan till ${f.painIntensity} av 10. Det är mycket, så ta det lugnt med ökningen de första dagarna och gör det du orkar.`);
  if (f.ageBand === '65_79' || f.ageBand === '80_plus')
    out.push('Det är aldrig för sent att träna. Styrka, balans och kondition går att bygga upp i alla åldrar, och det hjälper ryggen.');
  return out;
}

/** Facts about scans (Brinjikji 2015, in the sources), with no urgent or `soon` sign only: then care decides. */
export function scanFacts(f: Pick<ReportFacts, 'painDuration' | 'episode'>): string {
  const wonder =
    f.painDuration === 'gt_3m'
      ? 'Efter så lång tid med ont undrar många om en bild av ryggen skulle visa varför.'
      : f.episode === 'first'
        ? 'Första gången ryggen gör ont undrar många om en bild av ryggen skulle visa varför.'
        : f.episode === 'recurrent'
          ? 'När ryggen gör ont igen undrar många om en bild av ryggen skulle visa varför.'
          : 'Du kanske undrar om en bild av ryggen skulle visa varför det gör ont.';
  return `${wonder} ${SCAN_FACTS}`;
}
const SCAN_FACTS =
  'Förändringar i diskarna (mellankotskivorna) syns hos ungefär en tredjedel av alla 20-åringar utan ryggsmärta, ' +
  'och hos nästan alla 80-åringar utan ryggsmärta. De hör till att bli äldre, ungefär som rynkor. Bilder säger därför sällan varför det gör ont, och vid vanlig ryggsmärta behövs ingen röntgen.';
export const SCAN_FACTS_NERVE = 'Vid besvär i benen avgör vården om du behöver undersökas vidare, utifrån hur besvären utvecklas.';

const CLOSING_END = 'Att du har tagit tag i det här är en bra början.';
/** The letter's last paragraph, from where the person starts. */
export function letterClosing(f: Pick<ReportFacts, 'workType' | 'activityLevel' | 'exercise' | 'ageBand'>): string {
  switch (startLevel(f)) {
    case 'gentle':
      return `Planen börjar smått, med några minuter om dagen, och går steg för steg. Lägg märke till hur kroppen svarar och öka lite i taget. ${CLOSING_END}`;
    case 'active':
      return `Du behöver inte sluta med det du tycker om: planen hjälper dig att dosera det och att bygga upp igen, steg för steg. ${CLOSING_END}`;
    default:
      return `Planen i rapporten går steg för steg. Börja lugnt, lägg märke till hur kroppen svarar och öka lite i taget. ${CLOSING_END}`;
  }
}
export const LETTER_CLOSING_CARE_FIRST =
  'När vården har bedömt dig kan du använda planen i rapporten, i den takt som vården tycker passar dig. Ta gärna med rapporten, så blir det lättare att berätta hur det har varit.';
