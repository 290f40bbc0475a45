import type { AssessmentAnalysisResponse } from '../../../shared/contracts/assessment';
import type { EvidenceQuestion } from '../../../shared/content/pattern-texts';

type ShownWording = NonNullable<AssessmentAnalysisResponse['shownWording']>;

/**
 * The questions worded as the person saw them when answering: each answered question's title and
 * its chosen options' texts from `shownWording` (stored with the answers) over the bank's current
 * wording, which an admin may have edited since. Options not chosen keep the current text (they are
 * never shown as an answer). A question no longer in the list keeps its stored wording. Older
 * assessments have no `shownWording`: then the current list as it is.
 */
export function questionsAsShown(questions: readonly EvidenceQuestion[], shownWording: ShownWording | undefined): EvidenceQuestion[] {
  if (!shownWording?.length) return [...questions];
  const shownByKey = new Map(shownWording.map((w) => [w.key, w]));
  const worded = questions.map((q) => {
    const shown = shownByKey.get(q.key);
    if (!shown) return q;
    const labels = new Map(shown.options.map((o) => [o.value, o.label]));
    return { ...q, title: shown.title, options: q.options.map((o) => ({ ...o, label: labels.get(o.value) ?? o.label })) };
  });
  const known = new Set(questions.map((q) => q.key));
  const missing = shownWording.filter((w) => !known.has(w.key)).map((w) => ({ key: w.key, title: w.title, questionType: 'radio', options: w.options }));
  return [...worded, ...missing];
}
