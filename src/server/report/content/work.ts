import { careFirst, type ReportFacts } from '../facts';

/**
 * The report's work advice, one decision for the plan, the recommendations, the lifestyle chapter
 * and the letter (CLINICAL.md §3–§4, NICE NG59: support return to work, "du behöver inte vara
 * smärtfri för att arbeta", företagshälsovård; for high psychosocial risk a combined physical and
 * psychological approach). Someone on sick leave with a high risk of long-lasting trouble is not
 * pushed back: the way back is a graded return planned with vårdcentral or företagshälsovård,
 * with support for sleep, stress and mood as part of it. With a high risk generally the work
 * advice points to that combined support too.
 */
type WorkType = NonNullable<ReportFacts['workType']>;

export interface WorkAdvice {
  /** An action for each plan step, or null where the step has none. */
  steps: [string | null, string | null, string | null];
  /** The recommendations' bullet, or null. */
  bullet: string | null;
  /** The lifestyle chapter's section. */
  section: { heading: string; text: string };
  /** The letter's sentence, or null. */
  letter: string | null;
}

const NOT_PAIN_FREE = 'Du behöver inte vara smärtfri för att arbeta';

const STEPS: Partial<Record<WorkType, WorkAdvice['steps']>> = {
  sick_leave: [
    `Håll kontakt med din arbetsplats redan nu. ${NOT_PAIN_FREE}, och företagshälsovården kan hjälpa dig att planera en gradvis återgång.`,
    `Börja gå tillbaka till arbetet gradvis, till exempel med kortare dagar eller anpassade uppgifter. ${NOT_PAIN_FREE}.`,
    'Fortsätt återgången till arbetet med stöd från arbetsplatsen och företagshälsovården.',
  ],
  physical: [
    `Prata med din chef om tillfälligt lättare uppgifter. ${NOT_PAIN_FREE}, och företagshälsovården kan hjälpa till.`,
    'Öka gradvis mot dina vanliga arbetsuppgifter, och öva på de lyft och rörelser som jobbet kräver.',
    'Prata med chefen eller företagshälsovården om variation i arbetet och om hjälpmedel för tunga lyft.',
  ],
  sitting: [
    'Res dig minst var 30:e minut när du arbetar sittande.',
    null,
    'Fortsätt bryta sittandet och variera ställning under arbetsdagen, även när ryggen känns bra.',
  ],
  standing: ['Växla mellan att stå och gå, och ställ gärna ena foten på en låg pall när du står still.', null, null],
};

/** Sick leave with a high risk of long-lasting trouble: a planned, graded way back, never a push. */
const PLANNED_RETURN: WorkAdvice = {
  steps: [
    'Du behöver inte skynda tillbaka till arbetet. Håll gärna en lätt kontakt med arbetsplatsen under tiden, om det känns rätt för dig.',
    'Planera vägen tillbaka till arbetet med vårdcentralen eller företagshälsovården: i små steg, till exempel med kortare dagar, och i en takt som ni bestämmer tillsammans.',
    'Fortsätt återgången i den takt ni har planerat, och säg till om det blir för tungt.',
  ],
  bullet:
    'Planera en gradvis återgång till arbetet tillsammans med vårdcentralen eller företagshälsovården, när ni bedömer att det är dags. Stöd för sömn, stress och humör hör till vägen tillbaka.',
  section: {
    heading: 'Arbete: en planerad väg tillbaka',
    text:
      'Du behöver inte skynda. Vägen tillbaka till arbetet går bäst i små steg, planerade tillsammans med vårdcentralen, företagshälsovården eller den som har sjukskrivit dig. ' +
      'Stöd för sömn, stress och humör hör till planen, lika mycket som stöd för ryggen. Håll gärna en lätt kontakt med arbetsplatsen under tiden, om det känns rätt för dig.',
  },
  letter:
    'Du är sjukskriven nu, och mycket tynger på en gång. Vägen tillbaka till arbetet får ta den tid den behöver, och den går bäst i små steg som du planerar tillsammans med vårdcentralen eller företagshälsovården.',
};

const BULLETS: Partial<Record<WorkType, string>> = {
  sick_leave: `Ta kontakt med din arbetsplats eller företagshälsovården om en gradvis återgång. ${NOT_PAIN_FREE}.`,
  physical: `Prata med din chef om tillfälligt lättare uppgifter; företagshälsovården kan hjälpa till. ${NOT_PAIN_FREE}.`,
  sitting: 'Res dig minst var 30:e minut när du sitter.',
};

const SECTIONS: Record<WorkType | 'unknown', { heading: string; text: string }> = {
  sitting: {
    heading: 'Arbete: bryt sittandet',
    text: 'Det är inte sittandet i sig utan att sitta stilla länge som gör ryggen stel. Res dig minst var 30:e minut, och växla gärna mellan att sitta och stå om du kan. Ta gärna telefonsamtal stående eller gående.',
  },
  standing: {
    heading: 'Arbete: växla ställning',
    text: 'Att stå still länge kan göra ryggen trött. Växla mellan att stå och gå, och ställ gärna ena foten på en låg pall. Bra skor och korta pauser gör också skillnad.',
  },
  physical: {
    heading: 'Arbete: du behöver inte vara smärtfri',
    text: `${NOT_PAIN_FREE}, och att hålla kontakt med jobbet hjälper återhämtningen. Prata med din chef om tillfälligt lättare uppgifter eller fler pauser. Företagshälsovården kan hjälpa till med anpassningar och en plan.`,
  },
  mixed: {
    heading: 'Arbete: variationen är bra',
    text: 'Ett arbete där du växlar mellan att sitta, stå och röra dig är bra för ryggen. Lägg in korta pauser i det du gör längst i sträck. Behöver du tillfälliga anpassningar, prata med din chef eller företagshälsovården.',
  },
  sick_leave: {
    heading: 'Arbete: en gradvis väg tillbaka',
    text: `${NOT_PAIN_FREE}, och ju längre du är borta, desto tyngre kan vägen tillbaka kännas. Håll kontakt med din arbetsplats, och planera en gradvis återgång, till exempel med kortare dagar eller andra uppgifter. Företagshälsovården eller den som har sjukskrivit dig kan hjälpa dig med planen.`,
  },
  not_working: {
    heading: 'Vardagen: struktur hjälper',
    text: 'En vardag med fasta tider och något att göra varje dag hjälper både kropp och humör. Planera in något utanför hemmet varje dag, till exempel en promenad eller ett ärende, och öka lite i taget.',
  },
  unknown: {
    heading: 'Arbete och vardag',
    text: `${NOT_PAIN_FREE}. Varva sittande, stående och rörelse under dagen, och prata med din chef eller företagshälsovården om du behöver tillfälliga anpassningar.`,
  },
};

/** With a high risk of long-lasting trouble, the work advice points to the combined support. */
const COMBINED_SUPPORT =
  'Ta också upp arbetet när du får stöd hos en fysioterapeut eller på vårdcentralen: stöd för både kropp och tankar gör det lättare att orka med vardagen och jobbet.';
const COMBINED_SUPPORT_NOT_WORKING =
  'Ta också upp vardagen när du får stöd hos en fysioterapeut eller på vårdcentralen: stöd för både kropp och tankar gör det lättare att orka.';

const SICK_LEAVE_LETTER = `Du är sjukskriven nu. ${NOT_PAIN_FREE}, och en gradvis återgång med stöd från arbetsplatsen eller företagshälsovården hjälper ofta.`;

/** Beside an urgent or emergency sign: nothing about work before care has looked; the later steps stay. */
const AFTER_CARE = {
  heading: 'Arbete: efter vårdens bedömning',
  text: 'Fråga vården hur arbetet passar ihop med det den kommer fram till, och om du behöver vara hemma en tid. När vården har bedömt dig kan en gradvis återgång, med stöd från arbetsplatsen eller företagshälsovården, hjälpa.',
};

export function workAdvice(f: ReportFacts): WorkAdvice {
  const high = f.riskGroup === 'high';
  if (careFirst(f)) {
    const later = f.workType === 'sick_leave' && high ? PLANNED_RETURN.steps : (f.workType && STEPS[f.workType]) || [null, null, null];
    return { steps: [null, later[1], later[2]], bullet: null, section: AFTER_CARE, letter: null };
  }
  if (f.workType === 'sick_leave' && high) return PLANNED_RETURN;
  const section = SECTIONS[f.workType ?? 'unknown'];
  const support = f.workType === 'not_working' ? COMBINED_SUPPORT_NOT_WORKING : COMBINED_SUPPORT;
  return {
    steps: (f.workType && STEPS[f.workType]) || [null, null, null],
    bullet: (f.workType && BULLETS[f.workType]) || null,
    section: high ? { heading: section.heading, text: `${section.text} ${support}` } : section,
    letter: f.workType === 'sick_leave' ? SICK_LEAVE_LETTER : null,
  };
}
