import type { Question } from '../../../shared/contracts/assessment';
import type { AdminQuestion, QuestionEditRequest } from '../../../shared/contracts/question-admin';
import type { QuestionCategory } from '../../../shared/domain/question-types';

/** What the editor lets an admin change in a question (its key, type and option values stay). */
export interface EditFields {
  title: string;
  category: QuestionCategory;
  description: string;
  /** The instructions as typed: one per line. */
  instructions: string;
  /** The options' wording, by their locked values, in the stored order. */
  options: { value: string; label: string }[];
  imageUrl: string | null;
  imageAlt: string;
}

/**
 * A question's edits, held in the editor until saved: the fields as typed, and the version they
 * were made on (its fields and `updatedAt`, which a save names so that a newer one is not overwritten).
 */
export interface QuestionDraft {
  baseUpdatedAt: string;
  base: EditFields;
  fields: EditFields;
}

export function fieldsOf(q: AdminQuestion): EditFields {
  return {
    title: q.title,
    category: q.category,
    description: q.description,
    instructions: q.instructions.join('\n'),
    options: q.options.map((o) => ({ value: o.value, label: o.label })),
    imageUrl: q.imageUrl,
    imageAlt: q.imageAlt,
  };
}

export function freshDraft(q: AdminQuestion): QuestionDraft {
  return { baseUpdatedAt: q.updatedAt, base: fieldsOf(q), fields: fieldsOf(q) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function isDirty(draft: QuestionDraft | undefined): boolean {
  return !!draft && !same(draft.fields, draft.base);
}

/** The instructions as a list: one per non-empty line, trimmed. */
export function instructionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The whole question as PUT /api/questions/{id} takes it, over the version the draft was made on. */
export function editRequest(q: AdminQuestion, fields: EditFields, updatedAt: string): QuestionEditRequest {
  return {
    key: q.key,
    questionType: q.questionType,
    category: fields.category,
    title: fields.title,
    description: fields.description,
    instructions: instructionLines(fields.instructions),
    options: fields.options,
    imageUrl: fields.imageUrl,
    ...(fields.imageUrl ? { imageAlt: fields.imageAlt } : {}),
    updatedAt,
  };
}

/** The question as the questionnaire would show it with these fields (the preview). */
export function previewQuestion(q: AdminQuestion, fields: EditFields): Question {
  const labels = new Map(fields.options.map((o) => [o.value, o.label]));
  const relabel = <O extends { value: string; label: string }>(options: O[]): O[] => options.map((o) => ({ ...o, label: labels.get(o.value) ?? o.label }));
  const completion = q.fields.completion;
  return {
    id: q.id,
    key: q.key,
    position: q.position,
    questionType: q.questionType,
    category: fields.category,
    title: fields.title,
    description: fields.description,
    instructions: instructionLines(fields.instructions),
    imageUrl: fields.imageUrl,
    imageAlt: fields.imageAlt,
    options: relabel(q.options),
    fields: { ...q.fields, completion: completion.options ? { ...completion, options: relabel(completion.options) } : completion },
  };
}

/**
 * After a conflict: the newest version, with what the admin changed in the draft kept on top.
 * A field the admin did not touch takes the newest value; one the admin changed keeps the edit.
 */
export function rebase(draft: QuestionDraft, newest: AdminQuestion): QuestionDraft {
  const next = fieldsOf(newest);
  const merged = { ...next };
  for (const key of Object.keys(next) as (keyof EditFields)[]) {
    if (!same(draft.fields[key], draft.base[key])) (merged as Record<string, unknown>)[key] = draft.fields[key];
  }
  return { baseUpdatedAt: newest.updatedAt, base: next, fields: merged };
}

/** The search of the side list: title, description and category, case-insensitive. */
export function matchesSearch(q: Pick<Question, 'title' | 'description' | 'category'>, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('sv-SE');
  if (!needle) return true;
  return [q.title, q.description, q.category].some((text) => text.toLocaleLowerCase('sv-SE').includes(needle));
}

/** The source of an image as the editor guesses it from its address (spec §4). */
export type ImageMode = 'external' | 'local' | 'upload';
export function guessImageMode(url: string | null): ImageMode {
  return url && /^https?:/i.test(url) ? 'external' : 'local';
}
