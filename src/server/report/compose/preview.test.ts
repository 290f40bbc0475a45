import { describe, expect, it } from 'vitest';
import type { SampleAssessment } from '../../../shared/content/sample-assessments';
import { readPdf, sampleReportDocument } from '../../../../tests/support/reports';
import { renderPdf } from '../render/render-pdf';

const SAMPLES: SampleAssessment['id'][] = ['ischias', 'oro-och-stress', 'forsta-gangen'];

/** The preview's pages as poppler reads them, each without its footer line and blank lines. */
async function previewPages(id: SampleAssessment['id']) {
  const { pdf } = await renderPdf(sampleReportDocument(id, new Date('2026-11-25T10:00:00Z'), 'preview'));
  const { text, pages } = readPdf(pdf);
  const bodies = text
    .split('\f')
    .slice(0, pages)
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !/Sida \d+ av \d+$/.test(line)),
    );
  return { bodies, pages };
}

describe('the preview’s pages (issue 17 §8)', () => {
  it.each(SAMPLES)('%s: no page holds only the box of the full report and the disclaimer', { timeout: 30_000 }, async (id) => {
    const { bodies, pages } = await previewPages(id);
    expect(pages).toBeLessThanOrEqual(2);
    const last = bodies.at(-1)!;
    // What the full report holds and the disclaimer come last, together.
    expect(last.join(' ')).toContain('I den fullständiga rapporten');
    expect(last.join(' ')).toMatch(/Det här är en självskattning/);
    // The page they are on has more: the five areas (or, on one page, everything).
    expect(last.join(' ')).toContain('Fem hälsoområden');
    for (const area of ['Smärta och funktion', 'Rörlighet och styrka', 'Oro, stress och mående', 'Sömn och återhämtning', 'Arbete och vardag'])
      expect(last.join(' ')).toContain(area);
    // The safety net stays on the first page, right after the summary.
    expect(bodies[0]!.join(' ')).toContain('När du ska söka vård');
  });
});
