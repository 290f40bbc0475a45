import type { AdminQuestion, QuestionEditRequest } from '../../../shared/contracts/question-admin';
import { QUESTION_EDIT_MESSAGES } from '../../../shared/contracts/question-admin';
import type { Question } from '../../../shared/contracts/assessment';
import { questionsChanged } from '../../db/question-changes';
import { AUDIT_SUMMARIES } from '../audit/messages';
import { recordAdminChange, type AuditActor } from '../audit/service';
import type { ServiceDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { assessmentRepository, type QuestionRow } from './repository';

/** A question row as the admin sees it: as served, with whether it is served and its version. */
function adminQuestion(row: QuestionRow): AdminQuestion {
  return {
    id: row.id,
    key: row.key,
    position: row.position,
    category: row.category as Question['category'],
    title: row.title,
    description: row.description,
    instructions: row.instructions,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    questionType: row.questionType as Question['questionType'],
    options: row.options,
    fields: row.fields,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every question, served or not, in order, with the version a save must name. */
export async function adminQuestions(deps: Pick<ServiceDeps, 'db'>): Promise<AdminQuestion[]> {
  return (await assessmentRepository(deps.db).allQuestions()).map(adminQuestion);
}

/**
 * The same option values as stored, in any order, none added or removed: the scoring engine and
 * the stored answers read them (CLINICAL.md §6).
 */
function sameValues(stored: readonly { value: string }[], sent: readonly { value: string }[]): boolean {
  const values = new Set(stored.map((o) => o.value));
  const seen = new Set(sent.map((o) => o.value));
  return sent.length === stored.length && seen.size === sent.length && [...seen].every((v) => values.has(v));
}

/**
 * Saves the whole question (PUT /api/questions/{id}). Its key, type and option values are the
 * engine's and stay as stored (409 naming the field); its wording, category, instructions and image
 * change. A save over a version newer than the editor loaded is refused (409): the second of two
 * admins reloads instead of silently undoing the first one's edit. The served list is rebuilt at
 * once. Answers already stored keep the wording they were given with (their `testName` and
 * `shownOptions`), so past results and reports do not change.
 */
export async function updateQuestion(deps: Pick<ServiceDeps, 'db'>, actor: AuditActor, id: string, input: QuestionEditRequest): Promise<AdminQuestion> {
  const repo = assessmentRepository(deps.db);
  const stored = await repo.findQuestion(id);
  if (!stored) throw HttpError.notFound(QUESTION_EDIT_MESSAGES.notFound);
  if (input.key !== stored.key) throw HttpError.conflict(QUESTION_EDIT_MESSAGES.keyChanged, 'key');
  if (input.questionType !== stored.questionType) throw HttpError.conflict(QUESTION_EDIT_MESSAGES.typeChanged, 'questionType');
  if (!sameValues(stored.options, input.options)) throw HttpError.conflict(QUESTION_EDIT_MESSAGES.optionsChanged, 'options');
  const labels = new Map(input.options.map((o) => [o.value, o.label]));
  const relabel = <O extends { value: string; label: string }>(options: O[]): O[] => options.map((o) => ({ ...o, label: labels.get(o.value) ?? o.label }));
  const completion = stored.fields.completion;
  // The edit and its audit entry commit together.
  const updated = await deps.db.transaction(async (tx) => {
    const row = await assessmentRepository(tx).updateQuestionIfUnchanged(id, new Date(input.updatedAt), {
      category: input.category,
      title: input.title,
      description: input.description,
      instructions: input.instructions,
      // The stored order of the options, with the new wording.
      options: relabel(stored.options),
      fields: { ...stored.fields, completion: completion.options ? { ...completion, options: relabel(completion.options) } : completion },
      imageUrl: input.imageUrl,
      imageAlt: input.imageUrl ? (input.imageAlt ?? '') : '',
      updatedAt: new Date(),
    });
    if (row) {
      const summary = AUDIT_SUMMARIES.questionUpdated(input.title);
      await recordAdminChange(deps, tx, { actor, action: 'question.update', subjectType: 'question', subjectId: id, summary });
    }
    return row;
  });
  if (!updated) throw HttpError.conflict(QUESTION_EDIT_MESSAGES.concurrent, 'updatedAt');
  // After the write has committed (no transaction here): the questionnaire serves it at once.
  questionsChanged();
  return adminQuestion(updated);
}
