import type { z } from 'zod';
import { SAMPLE_ASSESSMENTS, sampleTests, type SampleAssessment } from '../../../shared/content/sample-assessments';
import type { testGenerateReportRequest } from '../../../shared/contracts/reports';

export type SampleId = SampleAssessment['id'];
export const SAMPLE_IDS = SAMPLE_ASSESSMENTS.map((s) => s.id) as [SampleId, ...SampleId[]];

export function sampleById(id: SampleId): SampleAssessment {
  const sample = SAMPLE_ASSESSMENTS.find((s) => s.id === id);
  if (!sample) throw new Error(`unknown sample ${id}`);
  return sample;
}

/** The test call's body for a sample under the given name and address. */
export function sampleRequest(
  sample: SampleAssessment,
  person: { name: string; email: string },
  kind: 'full' | 'preview',
): z.input<typeof testGenerateReportRequest> {
  return { name: person.name, email: person.email, kind, assessmentData: { tests: sampleTests(sample) } };
}
