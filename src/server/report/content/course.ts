import type { ReportFacts } from '../facts';
import { nerveStandsOut } from './texts';

/**
 * How the plan's timeline follows the pain's duration (CLINICAL.md §4–§5): one decision for the
 * plan's weeks, its checkpoint and every sentence that names the checkpoint (the plan, the
 * recommendations, the prognosis). Under 6 weeks (or unknown): the plan of §4, weeks 1–2, 3–6 and
 * 7 on, a checkpoint at 2–4 weeks. 6 weeks to 3 months: a middle course with longer steps and a
 * checkpoint at about 4 weeks. Over 3 months: a slower plan built on pacing, with the checkpoint at
 * 6–8 weeks. Sciatica recovers more slowly than back pain alone, so its plan takes the longer steps
 * of the middle course even when it is new; its checkpoint stays where the duration puts it.
 */
export type Course = 'acute' | 'subacute' | 'persistent' | 'unknown';

export function courseOf(f: Pick<ReportFacts, 'painDuration'>): Course {
  if (f.painDuration === 'lt_6w') return 'acute';
  if (f.painDuration === '6w_3m') return 'subacute';
  if (f.painDuration === 'gt_3m') return 'persistent';
  return 'unknown';
}

export interface Timeline {
  /** The three steps' weeks, as the plan shows them. */
  weeks: [string, string, string];
  /** When to take stock before step 2, as it reads after "efter" or "om": "2–4 veckor". */
  checkpoint: string;
}

const ACUTE_WEEKS: Timeline['weeks'] = ['Vecka 1–2', 'Vecka 3–6', 'Vecka 7 och framåt'];
const MIDDLE_WEEKS: Timeline['weeks'] = ['Vecka 1–3', 'Vecka 4–8', 'Vecka 9 och framåt'];
const SLOW_WEEKS: Timeline['weeks'] = ['Vecka 1–4', 'Vecka 5–12', 'Vecka 13 och framåt'];

export function timeline(f: ReportFacts): Timeline {
  const course = courseOf(f);
  if (course === 'persistent') return { weeks: SLOW_WEEKS, checkpoint: '6–8 veckor' };
  if (course === 'subacute') return { weeks: MIDDLE_WEEKS, checkpoint: 'ungefär 4 veckor' };
  return { weeks: nerveStandsOut(f) ? MIDDLE_WEEKS : ACUTE_WEEKS, checkpoint: '2–4 veckor' };
}

const BOOK = 'boka en tid hos en fysioterapeut eller på vårdcentralen';

/** The plan's checkpoint before step 2, worded for the course. */
export function planCheckpoint(f: ReportFacts): string {
  const { checkpoint } = timeline(f);
  const leg = nerveStandsOut(f) ? ', även i benet' : '';
  if (courseOf(f) === 'persistent')
    return (
      `Kontrollpunkt efter ${checkpoint}, innan du börjar med det här steget: jämför med när du började planen. Orkar du lite mer, sover du bättre eller känns vardagen lättare? ` +
      `Fortsätt då här. Har inget alls blivit bättre${leg}, eller blir det stadigt sämre, ${BOOK}.`
    );
  return (
    `Kontrollpunkt efter ${checkpoint}, innan du börjar med det här steget: har det blivit bättre${leg}, även lite? Fortsätt då här. ` +
    `Har det inte blivit bättre alls, eller blir det stadigt sämre, ${BOOK}.`
  );
}

/** The recommendations' last bullet: when to take stock. */
export function checkpointBullet(f: ReportFacts): string {
  const { checkpoint } = timeline(f);
  if (courseOf(f) === 'persistent')
    return `Stäm av om ${checkpoint}, och jämför med hur det var när du började. Har inget alls blivit bättre, eller blir det stadigt sämre, ${BOOK}.`;
  return `Stäm av om ${checkpoint}. Har det inte blivit bättre, eller blir det stadigt sämre, ${BOOK}.`;
}

/** "Blir det inte bättre efter …": the checkpoint as one sentence, for the prognosis. */
export function notBetterSentence(f: ReportFacts, who: string): string {
  const { checkpoint } = timeline(f);
  return courseOf(f) === 'persistent'
    ? `Har inget alls blivit bättre efter ${checkpoint} med planen, eller blir det stadigt sämre, ${who}.`
    : `Blir det inte bättre efter ${checkpoint}, eller stadigt sämre, ${who}.`;
}

/**
 * The safety net's last line (CLINICAL.md §1: no improvement, or steadily worse → book a visit),
 * with the checkpoint of this person's course: 2–4 weeks in the shared text, later where the plan's
 * checkpoint is later (someone with two years of pain is not told to expect a change in two weeks).
 */
export function safetyNetBookLine(f: ReportFacts, shared: string): string {
  const { checkpoint } = timeline(f);
  if (checkpoint === '2–4 veckor') return shared;
  return courseOf(f) === 'persistent'
    ? `Boka en tid på vårdcentralen om det hela tiden blir värre, eller om inget alls har blivit bättre efter ${checkpoint} med planen.`
    : `Boka en tid på vårdcentralen om det inte har blivit bättre efter ${checkpoint}, eller om det hela tiden blir värre.`;
}

/** "inte har blivit bättre efter …" for the disclaimers: the checkpoint of this person's course. */
export function notBetterAfter(f: ReportFacts): string {
  const { checkpoint } = timeline(f);
  return courseOf(f) === 'persistent' ? `${checkpoint} med planen` : checkpoint;
}
