import { z } from 'zod';
import { isShownConsentVersion } from '../domain/consent';
import { questionDefinitionSchema } from '../domain/question-types';
import { analysisSchema as domainAnalysisSchema } from '../domain/scoring/analysis-schema';
import { emailField, instantField, text, uuidField } from './common';

export const MAX_TESTS = 100;
const TEXT_MAX = 2000;

/** A question as the API serves it: the bank's definition plus its row id and position. */
export const questionSchema = questionDefinitionSchema.extend({ id: z.string(), position: z.number().int() }).meta({ id: 'Question' });
export type Question = z.infer<typeof questionSchema>;
export const questionsResponse = z.object({ questions: z.array(questionSchema) });

/** An answer as stored and returned. Responses carry no transforms (they are encoded, not parsed). */
export const storedAnswer = z.object({
  testId: z.string(),
  testName: z.string().optional(),
  completion: z.string(),
  /** The chosen options with their wording as the person saw it when the answer was stored (radio, checkbox). */
  shownOptions: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  painLevel: z.number().nullable().optional(),
  painLocations: z.array(z.string()).optional(),
  additionalNotes: z.string().optional(),
});

/** One answer (spec §3). `testId` is the question's stable key; the server checks the values against the question. */
export const testAnswer = z.object({
  testId: z.string().regex(/^[a-z0-9_]{1,64}$/, 'Okänd fråga'),
  testName: text('Frågans namn', { max: 300 }).optional(),
  completion: text('Svaret', { max: TEXT_MAX, multiline: true }),
  painLevel: z.number().int().min(0).max(10).nullable().optional(),
  painLocations: z
    .array(z.string().regex(/^[a-z0-9_]{1,64}$/, 'Okänt smärtområde'))
    .max(20)
    .optional(),
  additionalNotes: text('Anteckningen', { max: TEXT_MAX, multiline: true }).optional(),
});
export type TestAnswer = z.infer<typeof testAnswer>;

/** The explicit health-data consent (GDPR art. 9), given before the first answer is stored. */
export const consentSchema = z.object({
  givenAt: instantField('Samtyckets tidpunkt'),
  version: z
    .string()
    .max(40)
    .refine((v) => isShownConsentVersion(v), 'Samtycket gäller en version av texten som vi aldrig har visat. Ladda om sidan och samtyck igen.'),
});

/**
 * An answer as stored: with the question's title (`testName`) and the chosen options' wording
 * (`shownOptions`) as they were shown then, so a later edit of the question changes no past result.
 */
export type StoredTestAnswer = TestAnswer & { shownOptions?: { value: string; label: string }[] };

export interface StoredResponses {
  tests: StoredTestAnswer[];
  completedAt: string;
}
/** Progress answers keyed by step index ("0", "1", …), as the spec's saved progress. */
export type StoredProgressResponses = Record<string, StoredTestAnswer>;

export const createAssessmentRequest = z.object({
  email: z.preprocess((v) => (v === '' ? null : v), emailField.nullable().optional()),
  responses: z.object({
    tests: z.array(testAnswer).min(1, 'Bedömningen saknar svar').max(MAX_TESTS, 'För många svar'),
    completedAt: instantField('Tidpunkten'),
  }),
  status: z.literal('completed'),
  consent: consentSchema,
});
export type CreateAssessmentRequest = z.infer<typeof createAssessmentRequest>;
export const createAssessmentResponse = z.object({
  id: z.string(),
  /** For a guest: the secret that lets the account created next on this device claim it. */
  claimToken: z.string().nullable(),
  /**
   * Whether a report can be bought for it (enough answers, no emergency sign), from the analysis
   * stored with it: a guest's device counts it in the cart at once, before any navigation.
   */
  sellable: z.boolean(),
});

export const claimAssessmentRequest = z.object({
  assessmentId: uuidField('Bedömningens id'),
  claimToken: z.string().regex(/^[A-Za-z0-9_-]{10,200}$/, 'Ogiltig kod.'),
});
export const assessmentIdParams = z.object({ id: uuidField('Bedömningens id') });
export const claimAssessmentResponse = z.object({ id: z.string() });

/** One of the user's assessments, summarised for the customer home. */
export const assessmentSummary = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The most urgent warning sign, if any: with `emergency` the list shows the advice only. */
  highestUrgency: z.enum(['emergency', 'urgent', 'soon']).nullable(),
  /** The first pattern (null with an emergency flag, where no pattern is shown). */
  topCategory: z.object({ id: z.string(), label: z.string() }).nullable(),
  riskGroup: z.enum(['low', 'medium', 'high']).nullable(),
  /** False when too few questions were answered for a result. */
  enoughAnswers: z.boolean(),
  /** The full report of this assessment is paid: it can be downloaded (and has been mailed). */
  reportPaid: z.boolean(),
  /**
   * A payment of the report that did not simply go through, while the report is not paid: held for
   * the provider's review (no second purchase meanwhile), or declined by that review (nothing was
   * charged; the report can be bought again). Null otherwise.
   */
  payment: z
    .object({
      state: z.enum(['under_review', 'declined']),
      orderId: z.string(),
      orderNumber: z.number().int(),
      /** When the payment was held (under review) or declined. */
      at: z.string(),
      /**
       * Held because Klarna did not answer whether it took the payment (decision 0047): we are
       * checking it with Klarna; the buyer must not pay again and is mailed when it is clear.
       */
      outcomeUnknown: z.boolean().optional(),
    })
    .nullable(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummary>;
export type PaymentReviewState = NonNullable<AssessmentSummary['payment']>;
export const myAssessmentsResponse = z.object({ assessments: z.array(assessmentSummary) });

export const progressSchema = z.object({
  currentStep: z.number().int().min(0).max(MAX_TESTS),
  responses: z.record(z.string().regex(/^\d{1,3}$/), testAnswer).refine((r) => Object.keys(r).length <= MAX_TESTS, 'För många svar'),
  lastUpdated: instantField('Tidpunkten'),
  consent: consentSchema,
});
export type Progress = z.infer<typeof progressSchema>;
export const progressResponse = z.object({
  progress: z
    .object({
      currentStep: z.number().int(),
      responses: z.record(z.string(), storedAnswer),
      lastUpdated: z.string(),
      consent: z.object({ givenAt: z.string(), version: z.string() }),
    })
    .nullable(),
});

/** CLINICAL.md §7: the analysis as the engine stores it. */
export const analysisSchema = domainAnalysisSchema.meta({ id: 'Analysis' });
export const assessmentAnalysisResponse = z.object({
  assessmentId: z.string(),
  createdAt: z.string(),
  /** The newest stored analysis; it never changes unless an admin re-runs it. */
  analysis: analysisSchema,
  /** When that analysis was computed and stored. */
  analysedAt: z.string(),
  /**
   * The wording each answered question had when the answer was stored: its title and the chosen
   * options' texts. A page that shows a question's text shows this one (over the bank's current
   * wording, which an admin may have edited since); the key, type and option values never change.
   * Assessments stored before the wording was kept have none.
   */
  shownWording: z.array(z.object({ key: z.string(), title: z.string(), options: z.array(z.object({ value: z.string(), label: z.string() })) })).optional(),
});
export type AssessmentAnalysisResponse = z.infer<typeof assessmentAnalysisResponse>;
