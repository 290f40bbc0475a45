import type { CategoryId } from '../../../shared/domain/scoring/types';
import { painPatterns, type ReportFacts } from '../facts';
import { EXERCISES, type Exercise } from './exercise-catalogue';
import { levelOf, supportBonus } from './exercise-fit';
import { personalise } from './exercise-personal';

// How a person's cards are chosen from the catalogue (exercise-catalogue.ts), CLINICAL.md §4.

const byId = new Map(EXERCISES.map((e) => [e.id, e]));
const order = new Map(EXERCISES.map((e, i) => [e.id, i]));

/** Forward-bending, sitting and walking-interval work for the stenosis picture (§4). */
const STENOSIS_CORE = new Set(['walking-intervals', 'seated-forward-bend', 'knee-to-chest', 'childs-pose']);
/** Eased by bending forward or sitting: the same forward-bending positions. */
const FLEXION = new Set(['seated-forward-bend', 'knee-to-chest', 'childs-pose']);
/** Pulling or resting in end-range flexion: left out with bone risk (loaded or end-range flexion of a fragile spine). */
const END_RANGE_FLEXION = new Set(['knee-to-chest', 'childs-pose']);
/** Demanding balance or strength: left out for the oldest and with bone risk. */
const DEMANDING = new Set(['split-squat']);

// Six cards keep the report within 10 pages now that each card and plan step speaks to the person (issue 17): two per step.
const TARGET = 6;
const MAX = 10;
const PER_STEP_MIN = 2;
const PER_STEP_MAX = 3;

function allowed(e: Exercise, f: ReportFacts): boolean {
  if (f.pregnant && !e.suitsPregnancy) return false;
  if (f.stenosisPicture && !e.suitsStenosis) return false;
  const gentle = f.boneRisk || f.ageBand === '80_plus';
  // No floor-heavy strength or endurance work, nothing demanding: gentle ones first.
  if (gentle && ((e.floor && e.step > 1) || DEMANDING.has(e.id))) return false;
  if (f.boneRisk && END_RANGE_FLEXION.has(e.id)) return false;
  // The gentle backward bend only where flexion-sensitive pain stands out and bending forward is not what eases it.
  if (e.id === 'prone-on-elbows' && (!painPatterns(f).includes('disksmarta') || f.reliefPositions.includes('bending_forward'))) return false;
  // One walking card: intervals with rests for the stenosis picture, an everyday walk otherwise.
  if (e.id === 'walking-intervals' && !f.stenosisPicture) return false;
  if (e.id === 'walking' && f.stenosisPicture) return false;
  // A self-test skipped, impossible or painful never gives its exercise at the test's level (exercise-fit.ts).
  return levelOf(e.id, f) !== 'none';
}

function score(e: Exercise, f: ReportFacts): number {
  const standing = painPatterns(f);
  // Where nothing stands out, or the patterns are hidden: the general, safe exercises.
  const patterns: CategoryId[] = standing.length > 0 ? standing : ['ospecifik'];
  const weights = [10, 6, 3];
  let s = 0;
  patterns.forEach((p, i) => {
    if (e.patterns.includes(p)) s += weights[Math.min(i, weights.length - 1)]!;
  });
  if (e.patterns[0] === patterns[0]) s += 3;
  if (e.patterns.includes('ospecifik')) s += 2;
  if (f.psychosocialFactor && e.patterns.includes('emotionell')) s += 3;
  if (f.stenosisPicture && STENOSIS_CORE.has(e.id)) s += 8;
  if (FLEXION.has(e.id) && (f.reliefPositions.includes('bending_forward') || f.reliefPositions.includes('sitting'))) s += 2;
  if ((f.boneRisk || f.ageBand === '80_plus' || f.pregnant) && e.floor) s -= 4;
  return s + supportBonus(e.id, f);
}

/**
 * The exercises for this person: 6–10 cards ordered by plan step, at least two per step, matched to
 * the patterns that stand out and the self-tests (exercise-fit.ts: never above what a test showed,
 * an easier variant where it was weak or hurt), always with walking, within the contraindications of §4, each
 * worded for the person (exercise-personal.ts). None at
 * all beside an emergency sign; beside an urgent one the list stays (the report marks every card
 * "Börja först när vården har bedömt dig"). Deterministic.
 */
export function chooseExercises(facts: ReportFacts): Exercise[] {
  if (facts.urgency === 'emergency') return [];
  const scores = new Map(EXERCISES.map((e) => [e.id, score(e, facts)]));
  const rank = (a: Exercise, b: Exercise) => scores.get(b.id)! - scores.get(a.id)! || a.step - b.step || order.get(a.id)! - order.get(b.id)!;
  const candidates = EXERCISES.filter((e) => allowed(e, facts)).sort(rank);

  const chosen: Exercise[] = [];
  const inStep = (step: number) => chosen.filter((e) => e.step === step).length;
  const take = (e: Exercise | undefined) => {
    if (e && !chosen.includes(e)) chosen.push(e);
  };
  take(byId.get(facts.stenosisPicture ? 'walking-intervals' : 'walking'));
  if (facts.stenosisPicture) take(candidates.find((e) => e.id === 'seated-forward-bend'));
  for (const step of [1, 2, 3] as const) {
    for (const e of candidates) if (e.step === step && inStep(step) < PER_STEP_MIN) take(e);
  }
  // The stenosis picture has four core cards of its own (§4), so it keeps a seventh.
  const target = facts.stenosisPicture ? TARGET + 1 : TARGET;
  for (const e of candidates) if (chosen.length < target && inStep(e.step) < PER_STEP_MAX) take(e);

  return chosen
    .slice(0, MAX)
    .sort((a, b) => a.step - b.step || rank(a, b))
    .map((e) => personalise(e, facts));
}
