import type { AssessmentAnalysisResponse, Question } from '../../../shared/contracts/assessment';
import {
  EVIDENCE_HEADING,
  FACTOR_HEADING,
  MORE_PATTERNS_HEADING,
  PATTERN_NOTE,
  TOP_PATTERN_HEADING,
  evidenceSentences,
  patternParagraphs,
} from '../../../shared/content/pattern-texts';
import { STRENGTH_LABELS } from '../../../shared/domain/scoring/presentation';
import { Card } from '../../components/ui/card';

type Category = AssessmentAnalysisResponse['analysis']['categories'][number];

/**
 * How the eight categories are shown (CLINICAL.md §2). The patterns before `ospecifik` stand out
 * (the engine's order rule). The psychosocial one is a factor beside the pain, never its type, so
 * the pain pattern at the top is the first other one, or `ospecifik` when no other stands out.
 */
export function arrangeCategories(categories: readonly Category[]) {
  const cut = categories.findIndex((c) => c.id === 'ospecifik');
  const standing = cut === -1 ? [...categories] : categories.slice(0, cut);
  const painStanding = standing.filter((c) => c.id !== 'emotionell');
  const nonspecific = categories.find((c) => c.id === 'ospecifik');
  const top = painStanding[0] ?? nonspecific ?? categories.find((c) => c.id !== 'emotionell') ?? null;
  const factor = standing.find((c) => c.id === 'emotionell') ?? null;
  // At most three explained pain patterns; analyses kept from engine 1 have no "stands out" rule.
  const more = painStanding.filter((c) => c !== top).slice(0, 2);
  const rest = categories.filter((c) => c !== top && c !== factor && !more.includes(c) && c.id !== 'ospecifik');
  return { top, more, factor, rest };
}

function StrengthTag({ category }: { category: Category }) {
  return (
    <span className="inline-block whitespace-nowrap rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-semibold text-primary">
      {STRENGTH_LABELS[category.strength]}
    </span>
  );
}

function Explained({ category, questions, level, calm }: { category: Category; questions: Question[]; level: 'top' | 'more'; calm: boolean }) {
  const sentences = evidenceSentences(category.evidence, questions);
  const showStrength = category.id !== 'ospecifik';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {level === 'top' ? <p className="text-2xl font-bold">{category.label}</p> : <h3 className="text-lg font-bold">{category.label}</h3>}
        {showStrength && <StrengthTag category={category} />}
      </div>
      {patternParagraphs(category, { calm }).map((text) => (
        <p key={text}>{text}</p>
      ))}
      {sentences.length > 0 && (
        <div>
          <p className="text-sm font-semibold">{EVIDENCE_HEADING}:</p>
          <ul className="list-disc pl-5 text-sm text-muted-foreground">
            {sentences.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** `calm: false` with an urgent sign on the page: the encouraging outlooks are left out. */
export function PatternSection({ categories, questions, calm }: { categories: readonly Category[]; questions: Question[]; calm: boolean }) {
  const { top, more, factor, rest } = arrangeCategories(categories);
  if (!top) return null;
  return (
    <Card className="flex flex-col gap-5" aria-labelledby="patterns-heading" role="region">
      <h2 id="patterns-heading" className="text-xl font-bold">
        {TOP_PATTERN_HEADING}
      </h2>
      <Explained category={top} questions={questions} level="top" calm={calm} />
      {more.length > 0 && (
        <div className="flex flex-col gap-4 border-t border-border pt-4">
          <p className="font-semibold">{MORE_PATTERNS_HEADING}</p>
          {more.map((c) => (
            <Explained key={c.id} category={c} questions={questions} level="more" calm={calm} />
          ))}
        </div>
      )}
      {factor && (
        <div className="flex flex-col gap-3 border-t border-border pt-4">
          <p className="font-semibold">{FACTOR_HEADING}</p>
          <Explained category={factor} questions={questions} level="more" calm={calm} />
        </div>
      )}
      {rest.length > 0 && (
        <div className="flex flex-col gap-3 border-t border-border pt-4">
          <h3 className="font-semibold">Övriga mönster</h3>
          <ul className="flex flex-col gap-3">
            {rest.map((c) => (
              <li key={c.id} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span>{c.label}</span>
                  <span className="whitespace-nowrap text-sm text-muted-foreground">{STRENGTH_LABELS[c.strength]}</span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <div className="h-full rounded-full bg-primary/60" style={{ width: `${Math.max(2, c.score)}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-muted-foreground">{PATTERN_NOTE}</p>
    </Card>
  );
}
