import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { Question, TestAnswer } from '../../../shared/contracts/assessment';
import { Textarea } from '../ui/input';
import { cn } from '../../lib/cn';

export type Draft = Omit<TestAnswer, 'testId' | 'testName'>;

/**
 * A 0–10 slider. Untouched it has no value (CLINICAL.md §6: an untouched slider is not an
 * answer): the thumb is hidden and "Inget valt" is shown until it is moved, clicked or keyed.
 */
function Slider({
  id,
  labelledBy,
  label,
  value,
  min,
  max,
  minLabel,
  maxLabel,
  onChange,
}: {
  id: string;
  labelledBy?: string;
  label: string;
  value: number | null;
  min: number;
  max: number;
  minLabel?: string;
  maxLabel?: string;
  onChange: (v: number) => void;
}) {
  const unset = value === null;
  const labelId = `${id}-label`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 font-semibold">
        <label id={labelId} htmlFor={id}>
          {label}
        </label>
        <span
          className={cn('tabular rounded-md px-2 py-0.5 text-lg', unset ? 'bg-muted text-muted-foreground' : 'bg-primary-soft text-primary')}
          aria-hidden="true"
        >
          {unset ? 'Inget valt' : value}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value ?? Math.round((min + max) / 2)}
        onChange={(e) => onChange(Number(e.target.value))}
        // A click on the thumb's resting place changes nothing, so take the value when the pointer lifts.
        onPointerUp={(e) => unset && onChange(Number(e.currentTarget.value))}
        onKeyDown={(e) => unset && (e.key === 'Enter' || e.key === ' ') && onChange(Number(e.currentTarget.value))}
        // The question (where the slider is its answer) and the one visible label name it together.
        aria-labelledby={labelledBy ? `${labelledBy} ${labelId}` : undefined}
        aria-valuetext={unset ? 'Inget valt än. Dra reglaget eller använd piltangenterna.' : `${value} av ${max}`}
        className={cn('h-11 w-full cursor-pointer accent-[var(--color-primary)]', unset && 'opacity-60 grayscale')}
      />
      <div className="flex justify-between gap-4 text-sm text-muted-foreground">
        <span>{minLabel ?? min}</span>
        <span className="text-right">{maxLabel ?? max}</span>
      </div>
    </div>
  );
}

function Choices({
  name,
  type,
  options,
  selected,
  onToggle,
}: {
  name: string;
  type: 'radio' | 'checkbox';
  options: { value: string; label: string }[];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      {options.map((o) => {
        const checked = selected.includes(o.value);
        return (
          <label
            key={o.value}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 transition-colors ${checked ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:bg-muted'}`}
          >
            <input
              type={type}
              name={name}
              value={o.value}
              checked={checked}
              onChange={() => onToggle(o.value)}
              className="size-5 shrink-0 accent-[var(--color-primary)]"
            />
            <span>{o.label}</span>
          </label>
        );
      })}
    </div>
  );
}

/** 'none' (Inget av detta) excludes every other choice, and the other way round. */
export function toggleChoice(selected: string[], value: string): string[] {
  if (selected.includes(value)) return selected.filter((s) => s !== value);
  if (value === 'none') return ['none'];
  return [...selected.filter((s) => s !== 'none'), value];
}

/**
 * A notes field's label: its question in bold, and what follows the question (what the report does
 * with a note) as a quieter hint that describes the field.
 */
export function notesLabel(label: string): { question: string; hint: string } {
  const [question = label, ...rest] = label.split(/(?<=\?)\s+/);
  return { question, hint: rest.join(' ') };
}

const hasOptional = (draft: Draft) => draft.painLevel != null || !!draft.painLocations?.length || !!draft.additionalNotes;

/** The answer input for a question's type; a self-test's optional fields open on request. */
export function AnswerInput({ question, draft, headingId, onChange }: { question: Question; draft: Draft; headingId: string; onChange: (d: Draft) => void }) {
  const { fields } = question;
  const c = fields.completion;
  const name = `q-${question.key}`;
  const selected = draft.completion && draft.completion !== 'skipped' ? draft.completion.split(',') : [];
  const [open, setOpen] = useState(() => hasOptional(draft));
  const rangeValue = /^\d{1,2}$/.test(draft.completion) ? Number(draft.completion) : null;

  return (
    <div className="flex flex-col gap-6">
      {/* A slider is one control with its own visible label: no legend repeating it (issue 17). */}
      <fieldset className="flex flex-col gap-3">
        {question.questionType !== 'range' && <legend className="mb-3 font-semibold">{c.label}</legend>}
        {question.questionType === 'radio' && (
          <Choices name={name} type="radio" options={question.options} selected={selected} onToggle={(v) => onChange({ ...draft, completion: v })} />
        )}
        {question.questionType === 'checkbox' && (
          <Choices
            name={name}
            type="checkbox"
            options={question.options}
            selected={selected}
            onToggle={(v) => {
              const next = toggleChoice(selected, v);
              onChange({
                ...draft,
                completion: question.options
                  .filter((o) => next.includes(o.value))
                  .map((o) => o.value)
                  .join(','),
              });
            }}
          />
        )}
        {question.questionType === 'range' && (
          <Slider
            id={`${name}-range`}
            labelledBy={headingId}
            label={c.label}
            value={rangeValue}
            min={c.min ?? 0}
            max={c.max ?? 10}
            minLabel={c.minLabel}
            maxLabel={c.maxLabel}
            onChange={(v) => onChange({ ...draft, completion: String(v) })}
          />
        )}
        {question.questionType === 'textarea' && (
          <Textarea
            aria-labelledby={headingId}
            placeholder={c.placeholder}
            maxLength={2000}
            value={draft.completion === 'skipped' ? '' : draft.completion}
            onChange={(e) => onChange({ ...draft, completion: e.target.value })}
          />
        )}
      </fieldset>

      {(fields.painLevel || fields.painLocations || fields.additionalNotes) && (
        <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-xl border border-border bg-muted/50">
          <Collapsible.Trigger className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-semibold">
            {fields.painLevel ? 'Lägg till hur det kändes (frivilligt)' : 'Lägg till mer (frivilligt)'}
            <ChevronDown className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </Collapsible.Trigger>
          <Collapsible.Content className="flex flex-col gap-5 px-4 pb-4">
            {fields.painLevel && (
              <Slider
                id={`${name}-pain`}
                label={fields.painLevel.label}
                value={draft.painLevel ?? null}
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
                  onToggle={(v) => onChange({ ...draft, painLocations: toggleChoice(draft.painLocations ?? [], v) })}
                />
              </fieldset>
            )}
            {fields.additionalNotes && (
              <div className="flex flex-col gap-2">
                <label htmlFor={`${name}-notes`} className="font-semibold">
                  {notesLabel(fields.additionalNotes.label).question}
                </label>
                {notesLabel(fields.additionalNotes.label).hint && (
                  <p id={`${name}-notes-hint`} className="-mt-1 text-sm text-muted-foreground">
                    {notesLabel(fields.additionalNotes.label).hint}
                  </p>
                )}
                <Textarea
                  id={`${name}-notes`}
                  className="min-h-20"
                  maxLength={2000}
                  aria-describedby={notesLabel(fields.additionalNotes.label).hint ? `${name}-notes-hint` : undefined}
                  placeholder={fields.additionalNotes.placeholder}
                  value={draft.additionalNotes ?? ''}
                  onChange={(e) => onChange({ ...draft, additionalNotes: e.target.value })}
                />
              </div>
            )}
          </Collapsible.Content>
        </Collapsible.Root>
      )}
    </div>
  );
}

/** 'Nästa' is enabled only when answered: a choice made, text written, a slider moved. */
export function isAnswered(_question: Question, draft: Draft): boolean {
  const value = draft.completion?.trim() ?? '';
  return value !== '' && value !== 'skipped';
}
