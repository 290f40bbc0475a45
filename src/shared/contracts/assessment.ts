import { z } from 'zod';
import { QUESTION_CATEGORIES, QUESTION_TYPES } from '../domain/question-types';

export const MAX_TESTS = 100;
const TEXT_MAX = 2000;

const optionSchema = z.object({ value: z.string(), label: z.string() });

export const questionSchema = z
  .object({
    id: z.string(),
    key: z.string(),
    position: z.number().int(),
    category: z.enum(QUESTION_CATEGORIES),
    title: z.string(),
    description: z.string(),
    instructions: z.array(z.string()),
    imageUrl: z.string().nullable(),
    imageAlt: z.string(),
    questionType: z.enum(QUESTION_TYPES),
    options: z.array(optionSchema),
    fields: z.object({
      completion: z.object({
        label: z.string(),
        type: z.enum(QUESTION_TYPES),
        options: z.array(optionSchema).optional(),
        placeholder: z.string().optional(),
        min: z.number().optional(),
        max: z.number().optional(),
        minLabel: z.string().optional(),
        maxLabel: z.string().optional(),
      }),
      painLevel: z.object({ label: z.string(), min: z.number(), max: z.number() }).optional(),
      painLocations: z.object({ label: z.string(), options: z.array(optionSchema) }).optional(),
      additionalNotes: z.object({ label: z.string(), placeholder: z.string() }).optional(),
    }),
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof questionSchema>;
export const questionsResponse = z.object({ questions: z.array(questionSchema) });

/** One answer (spec §3). `testId` is the question's stable key. */
export const testAnswer = z.object({
  testId: z.string().regex(/^[a-z0-9_]{1,64}$/, 'Okänd fråga'),
  testName: z.string().max(300).optional(),
  completion: z.string().max(TEXT_MAX, `Svaret får vara högst ${TEXT_MAX} tecken`),
  painLevel: z.number().int().min(0).max(10).nullable().optional(),
  painLocations: z.array(z.string().max(64)).max(20).optional(),
  additionalNotes: z.string().max(TEXT_MAX, `Anteckningen får vara högst ${TEXT_MAX} tecken`).optional(),
});
export type TestAnswer = z.infer<typeof testAnswer>;

/** The explicit health-data consent (GDPR art. 9), given before the first answer is stored. */
export const consentSchema = z.object({
  givenAt: z.iso.datetime({ offset: true, error: 'Samtycket saknar tidpunkt' }),
  version: z.string().min(1).max(40),
});

export interface StoredResponses {
  tests: TestAnswer[];
  completedAt: string;
}
/** Progress answers keyed by step index ("0", "1", …), as the spec's saved progress. */
export type StoredProgressResponses = Record<string, TestAnswer>;

export const createAssessmentRequest = z.object({
  email: z.string().max(254).nullable().optional(),
  responses: z.object({
    tests: z.array(testAnswer).min(1, 'Bedömningen saknar svar').max(MAX_TESTS, 'För många svar'),
    completedAt: z.iso.datetime({ offset: true }),
  }),
  status: z.literal('completed'),
  consent: consentSchema,
});
export type CreateAssessmentRequest = z.infer<typeof createAssessmentRequest>;
export const createAssessmentResponse = z.object({
  id: z.string(),
  /** For a guest: the secret that lets the account created next on this device claim it. */
  claimToken: z.string().nullable(),
});

export const claimAssessmentRequest = z.object({ assessmentId: z.uuid(), claimToken: z.string().min(10).max(200) });
export const claimAssessmentResponse = z.object({ id: z.string() });

export const myAssessmentsResponse = z.object({ assessments: z.array(z.object({ id: z.string(), createdAt: z.string() })) });

export const progressSchema = z.object({
  currentStep: z.number().int().min(0).max(MAX_TESTS),
  responses: z.record(z.string().regex(/^\d{1,3}$/), testAnswer).refine((r) => Object.keys(r).length <= MAX_TESTS, 'För många svar'),
  lastUpdated: z.iso.datetime({ offset: true }),
  consent: consentSchema,
});
export type Progress = z.infer<typeof progressSchema>;
export const progressResponse = z.object({ progress: progressSchema.nullable() });

const evidenceSchema = z.object({ questionKey: z.string(), answer: z.string(), weight: z.number() });
export const analysisSchema = z
  .object({
    engineVersion: z.string(),
    riskGroup: z.enum(['low', 'medium', 'high']),
    redFlags: z.array(z.object({ id: z.string(), urgency: z.enum(['emergency', 'urgent', 'soon']), advice: z.string() })),
    categories: z.array(z.object({ id: z.string(), label: z.string(), score: z.number(), evidence: z.array(evidenceSchema) })),
    riskAreas: z.array(z.object({ id: z.string(), label: z.string(), score: z.number(), level: z.enum(['low', 'moderate', 'high']) })),
  })
  .meta({ id: 'Analysis' });
export const assessmentAnalysisResponse = z.object({
  assessmentId: z.string(),
  createdAt: z.string(),
  analysis: analysisSchema,
});
export type AssessmentAnalysisResponse = z.infer<typeof assessmentAnalysisResponse>;
