import type { AssessmentAnalysisResponse } from '../../../shared/contracts/assessment';
import {
  EVIDENCE_HEADING,
  FACTOR_HEADING,
  MORE_PATTERNS_HEADING,
  PATTERN_NOTE,
  TOP_PATTERN_HEADING,
  evidenceSentences,
  type EvidenceQuestion,
  patternParagraphs,
} from '../../../shared/content/pattern-texts';
import { STRENGTH_LABELS, patternView } from '../../../shared/domain/scoring/presentation';
import { Card } from '../../components/ui/card';

/** Above the sentence that stands in for the patterns where a flag hides them. */
export const PATTERNS_HIDDEN_HEADING = 'Mönster i dina svar';

type Analysis = AssessmentAnalysisResponse['analysis'];
type Category = Analysis['categories'][number];

/** At most three pain patterns are explained; further ones join the short list below them. */
const EXPLAINED_MORE = 2;

function StrengthTag({ category }: { category: Category }) {
  return (
    <span className="inline-block whitespace-nowrap rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-semibold text-primary">
      {STRENGTH_LABELS[category.strength]}
    </span>
  );
}

function Explained({ category, questions, level, calm }: { category: Category; questions: readonly EvidenceQuestion[]; level: 'top' | 'more'; calm: boolean }) {
  const sentences = evidenceSentences(category.evidence, questions);
  const showStrength = category.id !== 'ospecifik';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className={level === 'top' ? 'text-2xl font-bold' : 'text-lg font-bold'}>{category.label}</h3>
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

/**
 * The patterns as `patternView` decides (CLINICAL.md §2, the one decision every page and the report
 * use): where a flag hides them, one sentence and nothing named, scored or drawn; otherwise the main
 * pain pattern ("liknar mest", never `emotionell`), further ones that stand out, `emotionell` as a
 * factor beside them, and the rest in short. `calm: false` with an urgent sign on the page: the
 * encouraging outlooks are left out.
 */
export function PatternSection({ analysis, questions, calm }: { analysis: Analysis; questions: readonly EvidenceQuestion[]; calm: boolean }) {
  const view = patternView(analysis);
  if (view.hidden) {
    return (
      <Card className="flex flex-col gap-3" aria-labelledby="patterns-heading" role="region">
        <h2 id="patterns-heading" className="text-xl font-bold">
          {PATTERNS_HIDDEN_HEADING}
        </h2>
        <p>{view.sentence}</p>
      </Card>
    );
  }
  const { main: top, factor } = view;
  const more = view.more.slice(0, EXPLAINED_MORE);
  const rest = [...view.more.slice(EXPLAINED_MORE), ...view.rest];
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
