import { checkboxValues, rangeValue } from './answers';
import { scoreAreas } from './areas';
import { CATEGORY_LABELS } from './labels';
import { triageRedFlags } from './red-flags';
import { riskGroup } from './risk-group';
import type { Analysis, AnswerMap, CategoryScore, Evidence } from './types';
import { CATEGORY_IDS } from './types';
import { MULTI_CHOICE_QUESTIONS, NONSPECIFIC, PATTERN_RULES, type Rule } from './weights';

/** Bump on any change to weights or rules; stored reports record the version they were made with. */
export const ENGINE_VERSION = '1.0.0';

function matches(answers: AnswerMap, rule: Rule): string | undefined {
  if (typeof rule.when === 'function') {
    const n = rangeValue(answers, rule.questionKey);
    return n !== undefined && rule.when(n) ? String(n) : undefined;
  }
  const values = checkboxValues(answers, rule.questionKey);
  return values.includes(rule.when) ? rule.when : undefined;
}

/** The most a category could reach: per question, the larger of its best single rule and its checkbox sum. */
function maxPossible(rules: Rule[]): number {
  const byQuestion = new Map<string, Rule[]>();
  for (const r of rules) byQuestion.set(r.questionKey, [...(byQuestion.get(r.questionKey) ?? []), r]);
  let total = 0;
  for (const [, group] of byQuestion) {
    // A checkbox question can match several rules at once; a radio or range question only one.
    const multi = MULTI_CHOICE_QUESTIONS.has(group[0]!.questionKey);
    total += multi ? group.reduce((s, r) => s + r.weight, 0) : Math.max(...group.map((r) => r.weight));
  }
  return total;
}

function scorePattern(answers: AnswerMap, rules: Rule[]): { score: number; evidence: Evidence[] } {
  const evidence: Evidence[] = [];
  for (const rule of rules) {
    const answer = matches(answers, rule);
    if (answer !== undefined) evidence.push({ questionKey: rule.questionKey, answer, weight: rule.weight });
  }
  const sum = evidence.reduce((s, e) => s + e.weight, 0);
  const score = Math.min(100, Math.round((sum / maxPossible(rules)) * 100));
  return { score, evidence: evidence.sort((a, b) => b.weight - a.weight) };
}

/**
 * The whole analysis of one set of answers: pure and deterministic. Unknown keys and values are
 * ignored, so any input gives a well-formed result.
 */
export function analyseAnswers(answers: AnswerMap): Analysis {
  const scored: CategoryScore[] = [];
  for (const id of CATEGORY_IDS) {
    if (id === 'ospecifik') continue;
    const { score, evidence } = scorePattern(answers, PATTERN_RULES[id]);
    scored.push({ id, label: CATEGORY_LABELS[id], score, evidence });
  }
  const strongest = Math.max(0, ...scored.map((c) => c.score));
  const nonspecific = Math.max(NONSPECIFIC.min, Math.round(NONSPECIFIC.base - NONSPECIFIC.perPointOfStrongest * strongest));
  scored.push({ id: 'ospecifik', label: CATEGORY_LABELS.ospecifik, score: nonspecific, evidence: [] });

  // Highest first; ties keep the fixed category order so the result is deterministic.
  const categories = [...scored].sort((a, b) => b.score - a.score || CATEGORY_IDS.indexOf(a.id) - CATEGORY_IDS.indexOf(b.id));

  return {
    engineVersion: ENGINE_VERSION,
    riskGroup: riskGroup(answers),
    redFlags: triageRedFlags(answers),
    categories,
    riskAreas: scoreAreas(answers),
  };
}

/** Answers from the stored list shape ({ testId, completion, … }) to the map the engine reads. */
export function answersFromTests(tests: { testId: string; completion: string; painLevel?: number | null; painLocations?: string[]; additionalNotes?: string }[]): AnswerMap {
  const map: AnswerMap = {};
  for (const t of tests) map[t.testId] = { completion: t.completion, painLevel: t.painLevel, painLocations: t.painLocations, additionalNotes: t.additionalNotes };
  return map;
}
