/**
 * Engine 3's universal rules (CLINICAL.md §2–§3, the changes marked "engine 3"), written from the
 * guide, not from the engine: the checks every clinical case runs through, in both case files
 * (clinical-cases.test.ts, independent-cases.test.ts). Each file keeps its own contract tables
 * (flag urgencies, absent signs); these are the rules engine 3 added on top of them.
 */
import { expect } from 'vitest';
import { patternView } from './presentation';
import type { Analysis, AnswerMap, CategoryScore } from './types';

/** The given value of a question: undefined when missing or skipped. */
function given(answers: AnswerMap, key: string): string | undefined {
  const v = answers[key]?.completion?.trim();
  return v && v !== 'skipped' ? v : undefined;
}
const number = (answers: AnswerMap, key: string) => {
  const v = given(answers, key);
  return v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined;
};

/**
 * §2 "Flags that hide patterns": an `urgent` or `emergency` flag, `inflammatory_back_pain` or
 * `fragility_sudden`.
 */
export const HIDING_FLAG_IDS = ['inflammatory_back_pain', 'fragility_sudden'];
export function flagsHidePatterns(a: Pick<Analysis, 'redFlags'>): boolean {
  return a.redFlags.some((f) => f.urgency === 'urgent' || f.urgency === 'emergency' || HIDING_FLAG_IDS.includes(f.id));
}

/** §2 cap by the number of different questions behind the evidence: 1 → 34, 2 → 59, 3 or more → 100. */
export const QUESTION_CAP = (questions: number) => (questions === 0 ? 0 : questions === 1 ? 34 : questions === 2 ? 59 : 100);

export const questionsBehind = (c: Pick<CategoryScore, 'evidence'>) => new Set(c.evidence.map((e) => e.questionKey)).size;

/** §2 "A pattern stands out when its evidence comes from at least two different questions and its score is at least 40", unless a flag hides patterns. */
export function standsOut(a: Pick<Analysis, 'redFlags'>, c: CategoryScore): boolean {
  return !flagsHidePatterns(a) && c.id !== 'ospecifik' && questionsBehind(c) >= 2 && c.score >= 40;
}

/**
 * §2 `emotionell`: fear of movement, worry, catastrophic thoughts, low mood (`somewhat` or `very`),
 * stress ≥ 7, sleep `poor`, bothersomeness `very_much` or `extremely`. Stress 4–6, sleep `fair`
 * and bothersomeness `moderately` never count for it (engine 3).
 */
const EMOTIONELL_SIGNS: Record<string, (answer: string) => boolean> = {
  fear_of_movement: (v) => v === 'somewhat' || v === 'very',
  worry: (v) => v === 'somewhat' || v === 'very',
  catastrophising: (v) => v === 'somewhat' || v === 'very',
  low_mood: (v) => v === 'somewhat' || v === 'very',
  stress: (v) => /^\d+$/.test(v) && Number(v) >= 7,
  sleep: (v) => v === 'poor',
  bothersomeness: (v) => v === 'very_much' || v === 'extremely',
};

/** §3 the five psychosocial signs of the risk group. */
export function psychosocialSigns(answers: AnswerMap): number {
  const somewhat = ['fear_of_movement', 'worry', 'catastrophising', 'low_mood'].filter((k) => ['somewhat', 'very'].includes(given(answers, k) ?? '')).length;
  return somewhat + (['very_much', 'extremely'].includes(given(answers, 'bothersomeness') ?? '') ? 1 : 0);
}

/** §3 each area's questions at their worst (the full list, engine 3): without one, the area is never `high` (score ≤ 66). */
const AREA_WORST: Record<string, (answers: AnswerMap) => boolean> = {
  smarta_funktion: (a) =>
    (number(a, 'pain_intensity') ?? 0) >= 7 ||
    ['very_much', 'extremely'].includes(given(a, 'bothersomeness') ?? '') ||
    (given(a, 'walking_limit') ?? '').startsWith('leg_symptoms_') ||
    given(a, 'sitting_tolerance') === 'under_30',
  rorlighet_styrka: (a) =>
    ['forward_bend', 'backward_bend', 'plank_hold', 'side_plank', 'bird_dog', 'wall_sit'].some((k) => given(a, k) === 'cannot') ||
    given(a, 'plank_hold') === 'under_30' ||
    given(a, 'wall_sit') === 'under_30' ||
    given(a, 'side_plank') === 'under_15' ||
    given(a, 'bird_dog') === 'back_pain' ||
    ['unstable', 'buttock_pain'].includes(given(a, 'single_leg_stand') ?? '') ||
    given(a, 'forward_bend') === 'leg_pain' ||
    given(a, 'backward_bend') === 'leg_pain' ||
    given(a, 'straight_leg_raise') === 'leg_pain_below_knee',
  psykosocialt: (a) => ['fear_of_movement', 'worry', 'catastrophising', 'low_mood'].some((k) => given(a, k) === 'very') || (number(a, 'stress') ?? 0) >= 7,
  somn_aterhamtning: (a) => given(a, 'sleep') === 'poor',
  arbete_vardag: (a) => given(a, 'work_type') === 'sick_leave' || given(a, 'sitting_tolerance') === 'under_30' || given(a, 'activity_level') === 'low',
};

/**
 * The rules engine 3 adds that hold for every answer set. `check` is `expect` or `expect.soft`,
 * as the calling file asserts.
 */
export function checkEngine3Rules(answers: AnswerMap, a: Analysis, check: typeof expect | typeof expect.soft = expect.soft): void {
  const hidden = flagsHidePatterns(a);
  const cats = a.categories;
  const ospecifik = cats.find((c) => c.id === 'ospecifik');

  // §7 engine version 3.x.y.
  check(a.engineVersion, 'engine version').toMatch(/^3\./);

  // §2 flags that hide patterns: nothing stands out, `ospecifik` first, the rest by score.
  if (hidden) check(cats[0]?.id, 'a flag hides patterns: ospecifik first').toBe('ospecifik');
  // §2 `ospecifik` has no evidence; it scores 50 when first and 0 otherwise.
  check(ospecifik?.evidence, 'ospecifik has no evidence').toEqual([]);
  check(ospecifik?.score, 'ospecifik scores 50 when first, else 0').toBe(cats[0]?.id === 'ospecifik' ? 50 : 0);

  const both = given(answers, 'forward_bend') === 'back_pain' && given(answers, 'backward_bend') === 'back_pain';
  for (const c of cats) {
    if (c.id === 'ospecifik') continue;
    const q = questionsBehind(c);
    // §2 a pattern without evidence scores 0; the cap by the number of questions behind the evidence.
    check(c.score, `${c.id}: capped by ${q} question(s) behind its evidence`).toBeLessThanOrEqual(QUESTION_CAP(q));
    // §2 with the cap and no flag that hides patterns, a pattern that does not stand out is never `clear`.
    if (!hidden && !standsOut(a, c)) check(c.strength, `${c.id}: does not stand out, so never clear`).not.toBe('clear');
    for (const e of c.evidence) {
      const where = `${c.id} evidence ${e.questionKey}=${e.answer}`;
      // §2 `episode` is no pattern's sign (engine 3).
      check(e.questionKey, where).not.toBe('episode');
      // §2 sitting 30–60 minutes is an ordinary sitting time, never a sign.
      check(`${e.questionKey}=${e.answer}`, where).not.toBe('sitting_tolerance=30_60');
      // §2 back pain on bending both ways counts for neither disc nor facet.
      if (both && (c.id === 'disksmarta' || c.id === 'facetsmarta'))
        check(['forward_bend', 'backward_bend'], `${where}: back pain both ways points nowhere`).not.toContain(e.questionKey);
      // §2 `emotionell` counts only its strong answers: never stress 4–6, sleep fair, bothersomeness moderately.
      if (c.id === 'emotionell') check(EMOTIONELL_SIGNS[e.questionKey]?.(e.answer) ?? false, `${where}: not a sign of emotionell`).toBe(true);
    }
  }

  // §2 "any four psychosocial signs that make the risk group `high` also make this pattern stand out".
  if (psychosocialSigns(answers) >= 4) {
    check(a.riskGroup, 'four psychosocial signs: risk group high').toBe('high');
    const emotionell = cats.find((c) => c.id === 'emotionell');
    if (!hidden && emotionell) check(standsOut(a, emotionell), 'four psychosocial signs: emotionell stands out').toBe(true);
  }

  // §3 an area is `high` only with one of its answers at its worst; otherwise its score is capped at 66.
  for (const r of a.riskAreas) {
    if (r.level === 'unknown' || AREA_WORST[r.id]?.(answers)) continue;
    check(r.score, `${r.id}: no answer at its worst, so at most 66`).toBeLessThanOrEqual(66);
    check(r.level, `${r.id}: no answer at its worst, so never high`).not.toBe('high');
  }

  // §2 and the shared presentation: with a flag that hides patterns no pattern is named; otherwise
  // the main pattern is the first that stands out other than `emotionell` (else `ospecifik`), and
  // `emotionell` is a factor beside it when it stands out.
  const view = patternView(a);
  if (hidden) {
    check(view.hidden, 'a flag hides patterns: none is named').not.toBeNull();
    const onlyInflammatory = a.redFlags.some((f) => f.id === 'inflammatory_back_pain') && !a.redFlags.some((f) => f.urgency !== 'soon');
    if (onlyInflammatory) check(view.hidden, 'inflammatory back pain: its own sentence').toBe('inflammatory');
  } else if (view.hidden === null) {
    const out = cats.filter((c) => standsOut(a, c));
    check(view.main.id, 'the main pattern').toBe(out.find((c) => c.id !== 'emotionell')?.id ?? 'ospecifik');
    check(view.factor?.id ?? null, 'emotionell as a factor when it stands out').toBe(out.some((c) => c.id === 'emotionell') ? 'emotionell' : null);
  } else {
    check(view.hidden, 'no flag hides patterns: they may be named').toBeNull();
  }
}
