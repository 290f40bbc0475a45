import { z } from 'zod';

/**
 * The question entity (spec: visitor-and-customer §3, admin-and-commerce §3) plus the stable
 * `key` the scoring engine reads (CLINICAL.md §6). Admins may edit wording, never keys or values.
 */
export const QUESTION_CATEGORIES = ['Grundläggande smärtbild', 'Rörelsetester', 'Stabilitetstester', 'Livsstilsfaktorer'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export const QUESTION_TYPES = ['radio', 'checkbox', 'range', 'textarea'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

const questionOptionSchema = z.object({ value: z.string(), label: z.string() });

/** What a question asks besides its options: one schema for the bank, the database column and the API. */
export const questionFieldsSchema = z.object({
  /** The main answer. For `range` questions `min`/`max` and the end labels apply. */
  completion: z.object({
    label: z.string(),
    type: z.enum(QUESTION_TYPES),
    options: z.array(questionOptionSchema).optional(),
    placeholder: z.string().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    minLabel: z.string().optional(),
    maxLabel: z.string().optional(),
  }),
  /** Optional 0–10 slider: how much it hurt during the test. */
  painLevel: z.object({ label: z.string(), min: z.number(), max: z.number() }).optional(),
  /** Optional checkboxes: where it hurt. */
  painLocations: z.object({ label: z.string(), options: z.array(questionOptionSchema) }).optional(),
  /** Optional free text. */
  additionalNotes: z.object({ label: z.string(), placeholder: z.string() }).optional(),
});

export const questionDefinitionSchema = z.object({
  key: z.string(),
  category: z.enum(QUESTION_CATEGORIES),
  title: z.string(),
  description: z.string(),
  /** Step-by-step instructions, one short sentence each. */
  instructions: z.array(z.string()),
  /** A bundled illustration path such as /illustrations/forward-bend.svg, or null. */
  imageUrl: z.string().nullable(),
  /** Text alternative for the image (required when imageUrl is set). */
  imageAlt: z.string(),
  questionType: z.enum(QUESTION_TYPES),
  /** The answer options (radio/checkbox); empty for range and textarea. */
  options: z.array(questionOptionSchema),
  fields: questionFieldsSchema,
});

export type QuestionOption = z.infer<typeof questionOptionSchema>;
export type QuestionFields = z.infer<typeof questionFieldsSchema>;
export type QuestionDefinition = z.infer<typeof questionDefinitionSchema>;
