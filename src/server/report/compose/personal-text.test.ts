import { describe, expect, it } from 'vitest';
import { SAMPLE_ASSESSMENTS } from '../../../shared/content/sample-assessments';
import { documentText, sampleReportDocument } from '../../test-support/reports';

/**
 * Issue 17: a report is written for its person. Across the three sample people, at most a quarter
 * of a report's 8-word sequences may appear word for word in all three reports.
 */

const words = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim().split(' ');

function shingles(text: string, n = 8): Set<string> {
  const w = words(text);
  const set = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) set.add(w.slice(i, i + n).join(' '));
  return set;
}

describe('the three sample reports share little word-for-word text', () => {
  it('at most 25 % of each report’s 8-word sequences appear in all three', () => {
    const sets = SAMPLE_ASSESSMENTS.map((s) => shingles(documentText(sampleReportDocument(s.id))));
    const shares = sets.map((set) => [...set].filter((s) => sets.every((other) => other.has(s))).length / set.size);
    console.log(`Shared 8-word sequences: ${SAMPLE_ASSESSMENTS.map((s, i) => `${s.id} ${(shares[i]! * 100).toFixed(1)} %`).join(', ')}`);
    for (const share of shares) expect(share).toBeLessThanOrEqual(0.25);
  });
});
