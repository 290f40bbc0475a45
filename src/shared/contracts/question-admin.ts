import { z } from 'zod';
import { QUESTION_CATEGORIES, QUESTION_TYPES } from '../domain/question-types';
import { instantField, text, uuidField } from './common';
import { questionSchema } from './assessment';

export const QUESTION_EDIT_MESSAGES = {
  notFound: 'Frågan finns inte.',
  keyChanged: 'Frågans nyckel (key) kan inte ändras.',
  typeChanged: 'Frågetypen (questionType) kan inte ändras för den här frågan.',
  optionsChanged: 'Svarsalternativens värden (options) kan inte ändras, läggas till eller tas bort. Bara texten kan ändras.',
  concurrent: 'Frågan har ändrats av någon annan. Ladda om och försök igen.',
  imageAltMissing: 'Skriv en bildtext som beskriver bilden.',
  tooManyInstructions: 'Högst 20 instruktioner.',
} as const;

export const questionIdParams = z.object({ id: uuidField('Frågans id') });

/**
 * Where a question's image may live: a bundled illustration (/illustrations/…) or an image stored
 * through the upload (/api/images/…). An outside address is imported first (POST /api/import-image),
 * never hot-linked: the pages' security policy loads images from this site only.
 */
export const questionImageUrl = text('Bildadressen', { max: 300 }).pipe(
  z
    .string()
    .regex(
      /^\/(illustrations\/[a-z0-9-]+\.svg|api\/images\/[a-z0-9-]+\.(png|jpg|webp|gif))$/,
      'Bilden ska ligga på sajten: ladda upp den eller hämta den från en adress först.',
    ),
);

const optionEdit = z.object({
  value: z.string({ error: 'Svarsalternativets värde saknas.' }).max(64),
  label: text('Svarsalternativets text', { max: 300, required: true }),
});

/**
 * The whole question as the editor saves it (PUT /api/questions/{id}). The key, the type and the
 * option values are the scoring engine's (CLINICAL.md §6): they must be sent as stored, only the
 * wording may change. `updatedAt` is the version the editor loaded: a save over a newer one is refused.
 */
export const questionEditRequest = z
  .object({
    key: z.string({ error: 'Frågans nyckel (key) saknas.' }).max(64),
    category: z.enum(QUESTION_CATEGORIES, { error: 'Välj en av kategorierna.' }),
    questionType: z.enum(QUESTION_TYPES, { error: 'Välj en frågetyp.' }),
    title: text('Titeln', { max: 300, required: true }),
    description: text('Beskrivningen', { max: 2000, multiline: true }),
    instructions: z.array(text('Instruktionen', { max: 500, required: true })).max(20, QUESTION_EDIT_MESSAGES.tooManyInstructions),
    options: z.array(optionEdit).max(30),
    imageUrl: questionImageUrl.nullable(),
    imageAlt: text('Bildtexten', { max: 300 }).optional(),
    updatedAt: instantField('Frågans version (updatedAt)'),
  })
  .refine((q) => !q.imageUrl || !!q.imageAlt, { path: ['imageAlt'], message: QUESTION_EDIT_MESSAGES.imageAltMissing });
export type QuestionEditRequest = z.infer<typeof questionEditRequest>;

/** A question as the admin sees it: as served, plus whether it is served and its version. */
export const adminQuestionSchema = questionSchema.extend({ isActive: z.boolean(), updatedAt: z.string() });
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
export const adminQuestionsResponse = z.object({ questions: z.array(adminQuestionSchema) });
export const questionEditResponse = z.object({ question: adminQuestionSchema });
