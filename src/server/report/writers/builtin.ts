import type { Analysis } from '../../../shared/domain/scoring/types';
import { careFirst, type ReportFacts } from '../facts';
import { PATTERNS_HIDDEN_SENTENCES, RISK_GROUP_UNCERTAIN, type PatternsHidden } from '../../../shared/domain/scoring/presentation';
import { checkpointBullet, courseOf, timeline } from '../content/course';
import { startLevel } from '../content/exercise-fit';
import { priorTreatmentAdvice } from '../content/your-answers';
import { prognosisParagraphs } from '../content/prognosis-texts';
import {
  isNervePicture,
  letterClosing,
  LETTER_CLOSING_CARE_FIRST,
  letterOpening,
  letterPersonal,
  NOTHING_STANDS_OUT,
  PATTERN_BLOCKS,
  type PatternKey,
  patternKey,
  PSYCHOSOCIAL_BLOCK,
  RESEMBLANCE_NOTE,
  riskBlock,
  scanFacts,
  SCAN_FACTS_NERVE,
  SHORT_NAMES,
  showsRiskGroup,
  STRENGTH_WORDS,
  URGENCY_BLOCKS,
} from '../content/texts';
import { workAdvice } from '../content/work';
import type { PersonalTexts, ReportWriter, WrittenTexts } from './types';

/**
 * The report's texts, composed deterministically from the curated blocks in content/ (CLINICAL.md
 * §1–§5), with a writer's personal texts in the letter (decision 0017): the built-in writer's, or
 * the AI writer's when it wrote them. Warning signs come first in every text; beside an urgent or
 * emergency sign nothing reassures (no REASSURING_WORDS) and care comes before any exercise.
 */

function joinSwedish(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} och ${items[items.length - 1]}`;
}

/** What the pattern chapter says where no pattern may be named: the fixed sentence and why. */
const HIDDEN_WHY: Record<PatternsHidden, string> = {
  care_first: 'Därför visar rapporten inga mönster.',
  inflammatory: 'Därför visar rapporten inga mönster förrän en läkare har bedömt dig.',
};

function resemblance(analysis: Analysis, f: ReportFacts): string {
  if (f.patternsHidden) return `${PATTERNS_HIDDEN_SENTENCES[f.patternsHidden]} ${HIDDEN_WHY[f.patternsHidden]}`;
  const key = patternKey(f);
  const block = PATTERN_BLOCKS[key];
  const out: string[] = [];
  if (key === 'ospecifik') {
    out.push(
      f.psychosocialFactor ? `${NOTHING_STANDS_OUT} De liknar därför mest ospecifik ländryggssmärta.` : 'Dina svar liknar mest ospecifik ländryggssmärta.',
    );
    out.push(block.what, ...(block.calm ? [block.calm] : []));
  } else {
    const strength = analysis.categories.find((c) => c.id === f.mainPattern)?.strength ?? 'some';
    out.push(`Dina svar liknar mest ${block.name}. De har ${STRENGTH_WORDS[strength]} av det mönstret.`, block.what);
  }
  const others = f.morePatterns.map((id) => SHORT_NAMES[id]);
  if (others.length > 0) out.push(`Dina svar liknar också ${joinSwedish(others)}.`);
  if (key !== 'ospecifik' || others.length > 0) out.push(RESEMBLANCE_NOTE);
  return out.join(' ');
}

function slutanalys(analysis: Analysis, f: ReportFacts): string {
  const risk = showsRiskGroup(f) ? [[riskBlock(f.riskGroup, f.urgency), ...(f.riskGroupComplete ? [] : [RISK_GROUP_UNCERTAIN])].join(' ')] : [];
  const paragraphs = [
    ...(f.urgency ? [URGENCY_BLOCKS[f.urgency].summary] : []),
    resemblance(analysis, f),
    ...(f.psychosocialFactor ? [PSYCHOSOCIAL_BLOCK] : []),
    ...risk,
  ];
  // At most three paragraphs: beside a warning sign the psychosocial factor shares the risk's.
  return paragraphs.length <= 3 ? paragraphs.join('\n\n') : [...paragraphs.slice(0, 2), paragraphs.slice(2).join(' ')].join('\n\n');
}

/** The letter: the warning sign first, the writer's personal paragraphs, then the pattern, scan and closing blocks. */
function personaliserBrev(f: ReportFacts, personal: string): string {
  if (careFirst(f)) {
    const urgency = f.urgency === 'emergency' ? 'emergency' : 'urgent';
    return [URGENCY_BLOCKS[urgency].letter, personal, LETTER_CLOSING_CARE_FIRST].join('\n\n');
  }
  const key = patternKey(f);
  const block = PATTERN_BLOCKS[key];
  const name = block.letterName ?? block.name;
  const watch = isNervePicture(f) ? ' Håll koll på varningstecknen i rapporten, särskilt om besvären i benen ändras.' : '';
  const scans = f.urgency === null ? [scanFacts(f) + (isNervePicture(f) ? ` ${SCAN_FACTS_NERVE}` : '')] : [];
  const pattern = f.patternsHidden
    ? `${PATTERNS_HIDDEN_SENTENCES[f.patternsHidden]} Tills ${f.patternsHidden === 'inflammatory' ? 'en läkare' : 'vården'} har bedömt dig håller sig planen i rapporten till allmänna råd om att röra dig i lagom dos.${watch}`
    : `Dina svar liknar mest ${name}. ${block.tip}${watch}`;
  // What they have tried, from their own answers (a built-in block, whichever writer wrote the personal part): no medicine advice, passive treatment beside exercise.
  const tried = priorTreatmentAdvice(f).slice(0, 2).join(' ');
  return [...(f.urgency === 'soon' ? [URGENCY_BLOCKS.soon.letter] : []), personal, ...(tried ? [tried] : []), pattern, ...scans, letterClosing(f)].join('\n\n');
}

/** Beside the goal: where the plan ties to it, in the person's course. */
function goalNote(f: ReportFacts): string {
  const first = timeline(f).weeks[0].toLowerCase();
  return courseOf(f) === 'persistent'
    ? `Varje steg i planen säger hur det tar dig närmare målet. Det får gå långsamt: jämför med hur det var när du började, inte med hur det var före smärtan.`
    : `Varje steg i planen säger hur det tar dig närmare målet, med början ${first}.`;
}
const GOAL_NOTE_CARE_FIRST =
  'Ha målet i tankarna. När vården har bedömt dig kan planen i rapporten ta dig närmare det, i den takt som vården tycker passar dig.';

/** The built-in writer's personal texts: the letter's opening and personal sentences, and the goal sentences. */
export function builtinPersonalTexts(f: ReportFacts, hasGoal: boolean): PersonalTexts {
  if (careFirst(f)) {
    return {
      letter: 'Längre fram i rapporten finns en plan och övningar att börja med när vården har bedömt dig, och en bild av dina svar inom fem hälsoområden.',
      goal: hasGoal ? GOAL_NOTE_CARE_FIRST : '',
    };
  }
  const personal = letterPersonal(f).slice(0, 2).join(' ');
  return { letter: [letterOpening(f), ...(personal ? [personal] : [])].join('\n\n'), goal: hasGoal ? goalNote(f) : '' };
}

const MOVE: Partial<Record<PatternKey, string>> = {
  stenos: 'Gå i intervaller: gå tills det känns i benen, vila sittande eller framåtlutad, och gå sedan vidare.',
  nervinklammning: 'Rör dig i lagom dos: flera korta promenader om dagen är bättre än en lång.',
  foglossning: 'Rör dig varje dag i en takt som känns bra, till exempel med promenader i korta steg.',
};
const WALK_THIS_WEEK = {
  gentle: 'Gå en kort promenad varje dag, 5 minuter räcker i början, och öka lite i taget.',
  active: 'Fortsätt röra dig och träna i lägre dos, och ta en promenad de dagar du tränar mindre.',
  usual: 'Gå en kort promenad varje dag, gärna flera korta, och öka lite i taget.',
};
const TIP: Record<PatternKey, string> = {
  ospecifik: 'Börja med steg 1 i planen, och välj rörelse du tycker om: promenader, cykling eller simning.',
  disksmarta: 'Bryt sittandet var 20–30:e minut: res dig och gå några steg.',
  facetsmarta: 'Byt ställning ofta, och prova att sitta och luta dig lätt framåt en stund när ryggen känns stel.',
  si_led: 'Gör övningarna för säte och höfter i planen, lugnt och några gånger om dagen.',
  foglossning: 'Håll ihop knäna när du vänder dig i sängen eller kliver ur bilen.',
  nervinklammning: 'Hitta ställningar som lättar i benet, och använd dem när det behövs.',
  stenos: 'Använd gärna stavar eller en rollator, och prova att cykla på motionscykel.',
  core_instabilitet: 'Gör lugna kontrollövningar för bålen några minuter varje dag: kvalitet går före mängd.',
  muskelsmarta: 'Ta korta pauser när du har suttit eller stått still länge, och byt ställning ofta.',
};
const PREGNANCY_SIGNS =
  'Kontakta förlossningen eller barnmorskemottagningen om du får regelbundna smärtor i magen eller om magen ofta blir hård, om du blöder, om vattnet går, eller om du får feber eller sveda när du kissar.';
const STOP_LEG = 'Om besvären sprider sig längre ner i benet, eller om domningar eller svaghet ökar: sluta med övningen och kontakta vården.';

function careFirstBullets(f: ReportFacts): string[] {
  return [
    'Berätta för vården vad du svarade om varningstecknen, och ta gärna med rapporten.',
    'Skriv ner när besvären började och vad som har ändrats, så blir det lättare att berätta.',
    'Läs igenom varningstecknen i rapporten igen, och sök vård direkt om något av dem tillkommer.',
    'Vänta med övningarna i planen tills vården har bedömt dig, och fråga då vilka som passar dig.',
    ...(f.pregnant ? [PREGNANCY_SIGNS] : []),
  ];
}

function calmBullets(f: ReportFacts): string[] {
  const key = patternKey(f);
  const work = workAdvice(f).bullet ?? undefined;
  const support =
    f.riskGroup === 'high' || f.psychosocialFactor
      ? 'Boka en tid hos en fysioterapeut eller på vårdcentralen för stöd med både kropp och tankar. Fysioterapeut kan du boka utan remiss.'
      : f.riskGroup === 'medium'
        ? 'Är det inte bättre om några veckor, boka en tid hos en fysioterapeut. Du behöver ingen remiss.'
        : undefined;
  const candidates = [
    MOVE[key] ?? WALK_THIS_WEEK[startLevel(f)],
    TIP[key],
    f.legSymptoms || isNervePicture(f) ? STOP_LEG : undefined,
    f.pregnant ? PREGNANCY_SIGNS : undefined,
    support,
    key === 'disksmarta' && f.workType === 'sitting' ? undefined : work,
    'Det är okej om det gör lite ont när du rör dig. Smärta upp till ungefär 5 av 10 går bra, om den har lagt sig till nästa morgon.',
    f.painDuration === 'gt_3m' ? 'Bestäm i förväg hur länge du gör saker, även en bra dag, och ta paus innan smärtan tar över.' : undefined,
    f.sleep === 'poor' ? 'Prova att sova på sidan med en kudde mellan knäna.' : undefined,
  ].filter((b): b is string => b !== undefined);
  // Four things for this week and when to take stock: the plan holds the rest.
  return [...candidates.slice(0, 4), checkpointBullet(f)];
}

function rekommendationer(f: ReportFacts): string {
  const care = careFirst(f);
  const start = startLevel(f);
  const lead = f.urgency
    ? URGENCY_BLOCKS[f.urgency].lead
    : start === 'gentle'
      ? 'Den här veckan räcker små mängder varje dag. Det här är det viktigaste:'
      : start === 'active'
        ? 'Den här veckan kan du behålla mycket av det du gör, i lägre dos. Det här är det viktigaste:'
        : 'Det här är det viktigaste att göra den här veckan. Börja lugnt och öka lite i taget.';
  const bullets = care ? careFirstBullets(f) : calmBullets(f);
  return [lead, bullets.map((b) => `- ${b}`).join('\n')].join('\n\n');
}

/** The report's texts for one person, around a writer's personal texts. Pure: the same input always gives the same texts. */
export function reportTexts(analysis: Analysis, facts: ReportFacts, personal: PersonalTexts): WrittenTexts {
  return {
    slutanalys: slutanalys(analysis, facts),
    personaliserBrev: personaliserBrev(facts, personal.letter),
    rekommendationer: rekommendationer(facts),
    prognos: prognosisParagraphs(facts).join('\n\n'),
    goalNote: personal.goal,
  };
}

/** The report's texts as the built-in writer writes them. */
export function writeBuiltinTexts(analysis: Analysis, facts: ReportFacts, hasGoal = false): WrittenTexts {
  return reportTexts(analysis, facts, builtinPersonalTexts(facts, hasGoal));
}

export const builtinWriter: ReportWriter = {
  name: 'builtin',
  write: ({ facts, hasGoal }) => Promise.resolve(builtinPersonalTexts(facts, hasGoal)),
};
