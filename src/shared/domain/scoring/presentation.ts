import type { AreaLevel, CategoryId, RiskGroup, Strength, Urgency } from './types';

/**
 * The words the product uses for the engine's results, one set everywhere (results page, static
 * pages, e-mails, report). CLINICAL.md §2–3: strength in words, never certainty; the risk group is
 * the risk of long-lasting trouble, never "risk" alone.
 */
export const STRENGTH_LABELS: Record<Strength, string> = { clear: 'tydliga drag', some: 'vissa drag', few: 'få drag' };

/** "Risk för långvariga besvär: låg". */
export const RISK_GROUP_HEADING = 'Risk för långvariga besvär';
export const RISK_GROUP_LABELS: Record<RiskGroup, string> = { low: 'låg', medium: 'måttlig', high: 'hög' };

/** What the group means and the next step for it (CLINICAL.md §3). */
export const RISK_GROUP_MEANING: Record<RiskGroup, string> = {
  low: 'Dina svar liknar dem hos personer som oftast blir bättre med egenvård. Att hålla igång och följa en plan räcker för de flesta.',
  medium:
    'Dina svar visar en del som kan göra att besvären dröjer sig kvar. Blir det inte bättre inom några veckor är det klokt att träffa en fysioterapeut (du behöver ingen remiss).',
  high: 'Dina svar visar flera saker som kan göra att besvären blir långvariga. Kontakta en fysioterapeut eller din vårdcentral för stöd med både kropp och tankar. En rapport kan vara ett komplement, men ersätter inte det.',
};

/**
 * Beside a `soon` warning sign the group's meaning ("egenvård räcker för de flesta") must not read
 * as if the sign needed nothing: it speaks of how the trouble tends to go, and the sign comes first.
 */
export const RISK_GROUP_AFTER_SIGN = 'Det gäller hur besvären brukar gå. Varningstecknet i rådet överst ska vården titta på först, så som rådet säger.';

/** The group's meaning as shown beside the most urgent flag (never beside an urgent or emergency one). */
export function riskGroupMeaning(group: RiskGroup, urgency: Urgency | null): string {
  return urgency === 'soon' ? `${RISK_GROUP_MEANING[group]} ${RISK_GROUP_AFTER_SIGN}` : RISK_GROUP_MEANING[group];
}

export const RISK_GROUP_UNCERTAIN = 'Du har hoppat över flera av frågorna bakom den här bedömningen, så den är osäker.';

export const AREA_LEVEL_LABELS: Record<AreaLevel, string> = {
  low: 'Låg belastning',
  moderate: 'Måttlig belastning',
  high: 'Hög belastning',
  unknown: 'För få svar',
};

const ORDER: Record<Urgency, number> = { emergency: 0, urgent: 1, soon: 2 };

/** The most urgent level among the flags, or null. */
export function highestUrgency(flags: { urgency: Urgency }[]): Urgency | null {
  return flags.reduce<Urgency | null>((best, f) => (best === null || ORDER[f.urgency] < ORDER[best] ? f.urgency : best), null);
}

/** Fewer known areas than this and no back score is shown (CLINICAL.md §3). */
export const MIN_KNOWN_AREAS = 3;

/**
 * Whether the answers carry enough for a result (and a report): at least three of the five areas
 * are known, as the back score needs. Otherwise the page offers to complete the answers. A risk
 * group built on too few of its signs is still shown, and called uncertain (CLINICAL.md §3).
 */
export function hasEnoughAnswers(analysis: { riskAreas: { level: AreaLevel }[] }): boolean {
  return analysis.riskAreas.filter((a) => a.level !== 'unknown').length >= MIN_KNOWN_AREAS;
}

/** The report's overall back score: 100 minus the mean of the known areas, or null with fewer than three known. */
export function ryggScore(analysis: { riskAreas: { level: AreaLevel; score: number }[] }): number | null {
  const known = analysis.riskAreas.filter((a) => a.level !== 'unknown');
  if (known.length < MIN_KNOWN_AREAS) return null;
  return Math.round(100 - known.reduce((s, a) => s + a.score, 0) / known.length);
}

/**
 * Flags that hide every pattern (CLINICAL.md §2, engine 3): an urgent or emergency sign points to
 * a cause care must examine first, and inflammatory back pain or sudden pain with a bone risk to
 * one a doctor should judge. `ospecifik` would falsely say they were ruled out, so no category is
 * named, scored or drawn; one fixed sentence stands in their place. It applies to stored engine-2
 * analyses too, whenever they are shown.
 */
export type PatternsHidden = 'inflammatory' | 'care_first';

export const PATTERNS_HIDDEN_SENTENCES: Record<PatternsHidden, string> = {
  inflammatory: 'Dina svar liknar inflammatorisk ryggsmärta, som en läkare bör bedöma.',
  care_first: 'Vilket mönster besvären liknar går att säga först när vården har undersökt dig.',
};

const HIDING_FLAGS = ['inflammatory_back_pain', 'fragility_sudden'];

/** Why the patterns are hidden, or null when they may be shown. */
export function patternsHidden(redFlags: readonly { id: string; urgency: Urgency }[]): PatternsHidden | null {
  const top = highestUrgency([...redFlags]);
  if (top === 'emergency' || top === 'urgent') return 'care_first';
  if (redFlags.some((f) => f.id === 'inflammatory_back_pain')) return 'inflammatory';
  if (redFlags.some((f) => HIDING_FLAGS.includes(f.id))) return 'care_first';
  return null;
}

interface ShownCategory {
  id: CategoryId;
}

/**
 * What a page or the report shows of the patterns: the one decision every place uses (results,
 * report summary and bars, customer home, e-mails).
 * - hidden: the sentence only (a flag that hides patterns);
 * - otherwise `main`, the main pain pattern: the first that stands out (before `ospecifik` in the
 *   stored order), never `emotionell`; `ospecifik` when no pain pattern stands out. `more`: other
 *   pain patterns that stand out; `factor`: `emotionell` when it stands out, shown beside the main
 *   pattern as a factor, never as "liknar mest"; `rest`: the others, by the stored order.
 */
export type PatternView<C extends ShownCategory> =
  { hidden: PatternsHidden; sentence: string } | { hidden: null; main: C; more: C[]; factor: C | null; rest: C[] };

export function patternView<C extends ShownCategory>(analysis: {
  redFlags: readonly { id: string; urgency: Urgency }[];
  categories: readonly C[];
}): PatternView<C> {
  const hidden = patternsHidden(analysis.redFlags);
  if (hidden) return { hidden, sentence: PATTERNS_HIDDEN_SENTENCES[hidden] };
  const cut = analysis.categories.findIndex((c) => c.id === 'ospecifik');
  const standing = cut === -1 ? [] : analysis.categories.slice(0, cut);
  const pain = standing.filter((c) => c.id !== 'emotionell');
  const main = pain[0] ?? analysis.categories.find((c) => c.id === 'ospecifik') ?? analysis.categories.find((c) => c.id !== 'emotionell');
  if (!main) return { hidden: 'care_first', sentence: PATTERNS_HIDDEN_SENTENCES.care_first };
  const factor = standing.find((c) => c.id === 'emotionell') ?? null;
  const more = pain.slice(1);
  const rest = analysis.categories.filter((c) => c !== main && c !== factor && !more.includes(c) && c.id !== 'ospecifik');
  return { hidden: null, main, more, factor, rest };
}

/** The main pain pattern ("Liknar mest"), or null where no pattern may be named. */
export function mainPattern<C extends ShownCategory>(analysis: { redFlags: readonly { id: string; urgency: Urgency }[]; categories: readonly C[] }): C | null {
  const view = patternView(analysis);
  return view.hidden ? null : view.main;
}
