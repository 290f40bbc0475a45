import type { Question, TestAnswer } from '../../../shared/contracts/assessment';
import { Textarea } from '../../components/ui/input';

export type Draft = Omit<TestAnswer, 'testId' | 'testName'>;

function Slider({ id, label, value, min, max, minLabel, maxLabel, onChange }: { id: string; label: string; value: number; min: number; max: number; minLabel?: string; maxLabel?: string; onChange: (v: number) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="flex items-baseline justify-between gap-3 font-semibold">
        <span>{label}</span>
        <span className="tabular rounded-md bg-primary-soft px-2 py-0.5 text-lg text-primary" aria-hidden="true">
          {value}
        </span>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-valuetext={`${value} av ${max}`}
        className="h-11 w-full cursor-pointer accent-[var(--color-primary)]"
      />
      <div className="flex justify-between text-sm text-muted-foreground">
        <span>{minLabel ?? min}</span>
        <span>{maxLabel ?? max}</span>
      </div>
    </div>
  );
}

function Choices({ name, type, options, selected, onToggle }: { name: string; type: 'radio' | 'checkbox'; options: { value: string; label: string }[]; selected: string[]; onToggle: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-2">
      {options.map((o) => {
        const checked = selected.includes(o.value);
        return (
          <label
            key={o.value}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 transition-colors ${checked ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:bg-muted'}`}
          >
            <input type={type} name={name} value={o.value} checked={checked} onChange={() => onToggle(o.value)} className="size-5 shrink-0 accent-[var(--color-primary)]" />
            <span>{o.label}</span>
          </label>
        );
      })}
    </div>
  );
}

/** The answer input for a question's type, and its optional extra fields. */
export function AnswerInput({ question, draft, onChange }: { question: Question; draft: Draft; onChange: (d: Draft) => void }) {
  const { fields } = question;
  const c = fields.completion;
  const name = `q-${question.key}`;
  const selected = draft.completion && draft.completion !== 'skipped' ? draft.completion.split(',') : [];

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-semibold">{c.label}</legend>
        {question.questionType === 'radio' && <Choices name={name} type="radio" options={question.options} selected={selected} onToggle={(v) => onChange({ ...draft, completion: v })} />}
        {question.questionType === 'checkbox' && (
          <Choices
            name={name}
            type="checkbox"
            options={question.options}
            selected={selected}
            onToggle={(v) => {
              // 'none' (Inget av detta) excludes every other choice, and the other way round.
              let next = selected.includes(v) ? selected.filter((s) => s !== v) : [...selected.filter((s) => (v === 'none' ? false : s !== 'none')), v];
              if (v === 'none' && !selected.includes('none')) next = ['none'];
              onChange({ ...draft, completion: question.options.filter((o) => next.includes(o.value)).map((o) => o.value).join(',') });
            }}
          />
        )}
        {question.questionType === 'range' && (
          <Slider
            id={`${name}-range`}
            label="Välj ett värde"
            value={Number(draft.completion && draft.completion !== 'skipped' ? draft.completion : (c.min ?? 0))}
            min={c.min ?? fields.painLevel?.min ?? 0}
            max={c.max ?? fields.painLevel?.max ?? 10}
            minLabel={c.minLabel}
            maxLabel={c.maxLabel}
            onChange={(v) => onChange({ ...draft, completion: String(v) })}
          />
        )}
        {question.questionType === 'textarea' && (
          <Textarea
            aria-label={c.label}
            placeholder={c.placeholder}
            maxLength={2000}
            value={draft.completion === 'skipped' ? '' : draft.completion}
            onChange={(e) => onChange({ ...draft, completion: e.target.value })}
          />
        )}
      </fieldset>

      {(fields.painLevel || fields.painLocations || fields.additionalNotes) && (
        <div className="flex flex-col gap-5 rounded-xl border border-border bg-muted/50 p-4">
          <p className="text-sm font-semibold text-muted-foreground">Frivilligt: berätta mer</p>
          {fields.painLevel && (
            <Slider
              id={`${name}-pain`}
              label={fields.painLevel.label}
              value={draft.painLevel ?? fields.painLevel.min}
              min={fields.painLevel.min}
              max={fields.painLevel.max}
              minLabel="Ingen smärta"
              maxLabel="Värsta tänkbara"
              onChange={(v) => onChange({ ...draft, painLevel: v })}
            />
          )}
          {fields.painLocations && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-semibold">{fields.painLocations.label}</legend>
              <Choices
                name={`${name}-locations`}
                type="checkbox"
                options={fields.painLocations.options}
                selected={draft.painLocations ?? []}
                onToggle={(v) => {
                  const current = draft.painLocations ?? [];
                  onChange({ ...draft, painLocations: current.includes(v) ? current.filter((x) => x !== v) : [...current, v] });
                }}
              />
            </fieldset>
          )}
          {fields.additionalNotes && (
            <div className="flex flex-col gap-2">
              <label htmlFor={`${name}-notes`} className="font-semibold">
                {fields.additionalNotes.label}
              </label>
              <Textarea
                id={`${name}-notes`}
                className="min-h-20"
                maxLength={2000}
                placeholder={fields.additionalNotes.placeholder}
                value={draft.additionalNotes ?? ''}
                onChange={(e) => onChange({ ...draft, additionalNotes: e.target.value })}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** 'Nästa' is enabled only when answered: a choice made, text written; a range is always valid. */
export function isAnswered(question: Question, draft: Draft): boolean {
  if (question.questionType === 'range') return true;
  const value = draft.completion?.trim() ?? '';
  return value !== '' && value !== 'skipped';
}
