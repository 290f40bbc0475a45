import { z } from 'zod';
import { MAX_TESTS } from './assessment';
import { text } from './common';

/**
 * One mock answer of the developer panel (spec §2, "Mock answers carry, per question number,
 * selectedOption and riskWeight"). `selectedOption` is an option's value as stored ('yes',
 * 'a,b' for several, '7' on a scale, free text, 'skipped'), or a number: the option at that
 * position from 0 (radio, checkbox), the value itself on a scale. `riskWeight` is what the tester
 * expects the answer to weigh; the engine weighs answers itself, so it is echoed, never used.
 */
const optionNumber = z
  .number()
  .int('Alternativets nummer är ett heltal.')
  .min(0, 'Alternativets nummer är 0 eller mer.')
  .max(10_000, 'Alternativets nummer är för stort.');
const optionText = text('Svaret', { max: 2000, multiline: true });
const OPTION_MESSAGE = 'selectedOption är ett alternativs värde (text) eller nummer.';

export const mockAnswerSchema = z.object({
  // A number or a text, each with its own messages (a union would give one message for both).
  selectedOption: z.unknown().transform((value, ctx): number | string => {
    if (typeof value !== 'number' && typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: OPTION_MESSAGE });
      return z.NEVER;
    }
    const parsed = typeof value === 'number' ? optionNumber.safeParse(value) : optionText.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }),
  riskWeight: z
    .number({ error: 'riskWeight är ett tal från 0 till 10.' })
    .min(0, 'riskWeight är ett tal från 0 till 10.')
    .max(10, 'riskWeight är ett tal från 0 till 10.'),
});
export type MockAnswer = z.infer<typeof mockAnswerSchema>;

/** POST /api/assessments/:id/answers: mock answers by question number (1 = the first question served). */
export const mockAnswersRequest = z.object({
  responses: z
    .record(z.string().regex(/^[1-9]\d{0,2}$/, 'Frågenumret är ett heltal från 1.'), mockAnswerSchema, { error: 'responses saknas.' })
    .refine((r) => Object.keys(r).length >= 1, 'Skicka minst ett svar.')
    .refine((r) => Object.keys(r).length <= MAX_TESTS, 'För många svar'),
});
export type MockAnswersRequest = z.infer<typeof mockAnswersRequest>;

/** The mock answers as the question bank took them, and whether a report can now be made and bought. */
export const mockAnswersResponse = z.object({
  assessmentId: z.string(),
  answers: z.array(
    z.object({
      questionNumber: z.number().int(),
      testId: z.string(),
      question: z.string(),
      /** The answer as stored. */
      completion: z.string(),
      /** The chosen options' wording (radio, checkbox). */
      chosen: z.array(z.string()),
      riskWeight: z.number(),
    }),
  ),
  /** Enough answers for a result and no emergency sign: the report can be made and bought. */
  sellable: z.boolean(),
});
export type MockAnswersResponse = z.infer<typeof mockAnswersResponse>;

/** POST /api/assessments/:id/finalize: the full report of the admin's own test assessment. */
export const finalizeResponse = z.object({
  reportId: z.string(),
  downloadUrl: z.string(),
  /** Whether the assessment's order is paid; when not, the report was made only because the caller is an admin. */
  paid: z.boolean(),
});
export type FinalizeResponse = z.infer<typeof finalizeResponse>;
