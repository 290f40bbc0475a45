import { checkboxValues, rangeValue } from './answers';
import { scoreAreas } from './areas';
import { CATEGORY_LABELS } from './labels';
import { triageRedFlags } from './red-flags';
import { riskGroup } from './risk-group';
import type { Analysis, AnswerMap, CategoryId, CategoryScore, Evidence, Strength } from './types';
import { CATEGORY_IDS } from './types';
import { patternsHidden } from './presentation';
import { NONSPECIFIC, PATTERN_RULES, QUESTION_CAPS, STANDS_OUT, STRENGTH_LIMITS, type PatternRules, type Rule } from './weights';

/** Bump on any change to weights or rules; a stored analysis records the version it was made with. */
export const ENGINE_VERSION = '3.0.0';

/** The answer that makes the rule a present sign, or undefined. */
function matches(answers: AnswerMap, rule: Rule): string | undefined {
  if (rule.onlyWith && !rule.onlyWith(answers)) return undefined;
  if (typeof rule.when === 'object') {
    const n = rangeValue(answers, rule.questionKey);
    return n !== undefined && n >= rule.when.min && n <= rule.when.max ? String(n) : undefined;
  }
  return checkboxValues(answers, rule.questionKey).includes(rule.when) ? rule.when : undefined;
}

export function strengthOf(score: number): Strength {
  if (score >= STRENGTH_LIMITS.clear) return 'clear';
  if (score >= STRENGTH_LIMITS.some) return 'some';
  return 'few';
}

function scorePattern(answers: AnswerMap, pattern: PatternRules): { score: number; evidence: Evidence[] } {
  const evidence: Evidence[] = [];
  for (const rule of pattern.rules) {
    const answer = matches(answers, rule);
    if (answer !== undefined) evidence.push({ questionKey: rule.questionKey, answer, weight: rule.weight });
  }
  const sum = evidence.reduce((s, e) => s + e.weight, 0);
  const cap = QUESTION_CAPS[new Set(evidence.map((e) => e.questionKey)).size] ?? 100;
  return { score: Math.min(cap, Math.round((sum / pattern.saturation) * 100)), evidence: evidence.sort((a, b) => b.weight - a.weight) };
}

/** How many different questions the evidence comes from. */
export function evidenceQuestions(category: Pick<CategoryScore, 'evidence'>): number {
  return new Set(category.evidence.map((e) => e.questionKey)).size;
}

/** A pattern stands out with evidence from two questions and a score of 40 (never `ospecifik`). */
export function standsOut(category: CategoryScore): boolean {
  return category.id !== 'ospecifik' && evidenceQuestions(category) >= STANDS_OUT.questions && category.score >= STANDS_OUT.score;
}

/** By score, then by the number of questions behind the evidence, then the fixed order. */
function byStrength(a: CategoryScore, b: CategoryScore): number {
  return b.score - a.score || evidenceQuestions(b) - evidenceQuestions(a) || CATEGORY_IDS.indexOf(a.id) - CATEGORY_IDS.indexOf(b.id);
}

/**
 * The eight categories in the order of CLINICAL.md §2: the patterns that stand out first, then
 * `ospecifik`, then the rest; when nothing stands out, `ospecifik` first. With a flag that hides
 * patterns (`hidden`: an urgent or emergency sign, inflammatory back pain, sudden pain with a bone
 * risk) nothing stands out, whatever the scores: care must look first (engine 3).
 */
export function scoreCategories(answers: AnswerMap, options: { hidden?: boolean } = {}): CategoryScore[] {
  const patterns: CategoryScore[] = (Object.keys(PATTERN_RULES) as Exclude<CategoryId, 'ospecifik'>[]).map((id) => {
    const { score, evidence } = scorePattern(answers, PATTERN_RULES[id]);
    return { id, label: CATEGORY_LABELS[id], score, strength: strengthOf(score), evidence };
  });
  const outstanding = options.hidden ? [] : patterns.filter(standsOut).sort(byStrength);
  const rest = patterns.filter((p) => !outstanding.includes(p)).sort(byStrength);
  const nonspecificScore = outstanding.length ? NONSPECIFIC.otherwise : NONSPECIFIC.whenFirst;
  const nonspecific: CategoryScore = {
    id: 'ospecifik',
    label: CATEGORY_LABELS.ospecifik,
    score: nonspecificScore,
    strength: strengthOf(nonspecificScore),
    evidence: [],
  };
  return [...outstanding, nonspecific, ...rest];
}

/**
 * The whole analysis of one finished set of answers: pure and deterministic. Unknown keys and
 * values are ignored, so any input gives a well-formed result.
 */
export function analyseAnswers(answers: AnswerMap): Analysis {
  const riskAreas = scoreAreas(answers);
  const redFlags = triageRedFlags(answers, { final: true });
  return {
    engineVersion: ENGINE_VERSION,
    ...riskGroup(answers, riskAreas),
    redFlags,
    categories: scoreCategories(answers, { hidden: patternsHidden(redFlags) !== null }),
    riskAreas,
  };
}

/** Answers from the stored list shape ({ testId, completion, … }) to the map the engine reads. */
export function answersFromTests(
  tests: { testId: string; completion: string; painLevel?: number | null; painLocations?: string[]; additionalNotes?: string }[],
): AnswerMap {
  const map: AnswerMap = {};
  for (const t of tests)
    map[t.testId] = { completion: t.completion, painLevel: t.painLevel, painLocations: t.painLocations, additionalNotes: t.additionalNotes };
  return map;
}
