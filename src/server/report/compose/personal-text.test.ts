import { describe, expect, it } from 'vitest';
import { SAMPLE_ASSESSMENTS } from '../../../shared/content/sample-assessments';
import { documentText, readPdf, sampleReportDocument } from '../../../../tests/support/reports';
import { renderPdf } from '../render/render-pdf';

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

  it('keeps each sample report at 8–10 pages', { timeout: 60_000 }, async () => {
    for (const s of SAMPLE_ASSESSMENTS) {
      const { pdf } = await renderPdf(sampleReportDocument(s.id));
      const { pages } = readPdf(pdf);
      expect(pages, s.id).toBeGreaterThanOrEqual(8);
      expect(pages, s.id).toBeLessThanOrEqual(10);
    }
  });
});
