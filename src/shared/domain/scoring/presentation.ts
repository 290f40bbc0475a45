import type { AreaLevel, RiskGroup, Strength, Urgency } from './types';

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

export const RISK_GROUP_UNCERTAIN = 'Du har hoppat över flera av frågorna bakom den här bedömningen, så den är osäker.';

export const AREA_LEVEL_LABELS: Record<AreaLevel, string> = {
  low: 'Låg belastning',
  moderate: 'Måttlig belastning',
  high: 'Hög belastning',
  unknown: 'För få svar',
};

/** Said once beside the five areas: a high score is more load, not better health. */
export const AREA_SCALE_NOTE = 'Ju högre värde, desto mer belastning eller besvär inom området.';

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
