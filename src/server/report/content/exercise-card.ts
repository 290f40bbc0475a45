import type { ExerciseIllustration } from '../../../shared/figure/exercise-poses';
import type { CategoryId } from '../../../shared/domain/scoring/types';

/**
 * One exercise card and the rules every card states (CLINICAL.md §4): apart from the library
 * (exercises.ts) so that the personal wording (exercise-personal.ts) and the library do not import
 * each other.
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
