import type { Ref } from 'react';
import type { Question } from '../../../shared/contracts/assessment';
import { AnswerInput, type Draft } from './answer-input';
import { QuestionImage } from './question-image';

interface Props {
  question: Question;
  draft: Draft;
  onChange: (next: Draft) => void;
  headingId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * The question's heading level: 1 in the questionnaire (it is the page's subject), 2 where the
   * question is shown inside another page (the question editor's preview). Looks the same.
   */
  level?: 1 | 2;
}

/**
 * One question as the questionnaire shows it: its category, title, description, image,
 * instructions and the answer input. The questionnaire and the question editor's preview both
 * render it, so the preview is what a visitor sees.
 */
export function QuestionView({ question, draft, onChange, headingId, headingRef, level = 1 }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const SubHeading = level === 1 ? 'h2' : 'h3';
  return (
    <>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{question.category}</p>
        <Heading id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {question.title}
        </Heading>
        <p className="text-muted-foreground">{question.description}</p>
      </div>
      {/* Keys unique among the card's children: a shared key made React keep every earlier image. */}
      {question.imageUrl && <QuestionImage key={`image-${question.key}-${question.imageUrl}`} src={question.imageUrl} alt={question.imageAlt} />}
      {question.instructions.length > 0 && (
        <div>
          <SubHeading className="mb-2 font-semibold">Så gör du</SubHeading>
          <ol className="list-decimal space-y-1 pl-6">
            {question.instructions.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </div>
      )}
      <AnswerInput key={`answer-${question.key}`} question={question} draft={draft} headingId={headingId} onChange={onChange} />
    </>
  );
}
