import { describe, expect, it } from 'vitest';
import { readPdf, sampleReportDocument } from '../../../../tests/support/reports';
import { fontLayoutCache, fontLayoutCacheSizes, fontTablesKept } from './font-cache';
import { renderPdf, type PdfDocument } from './render-pdf';

/** The same document with a fixed creation date, so two renders can be compared byte for byte. */
function fixed(doc: PdfDocument): PdfDocument {
  return structuredClone({ ...doc, definition: { ...doc.definition, info: { ...doc.definition.info, creationDate: new Date('2026-11-25T10:00:00Z') } } });
}

describe('the shared word layouts of the render worker', () => {
  it(
    'change nothing in the PDF: fontkit’s own tables and layouts, the caches filled and the caches read give the same bytes',
    { timeout: 60_000 },
    async () => {
      const doc = sampleReportDocument('ischias');
      fontLayoutCache.enabled = false;
      fontLayoutCache.shareTables = false;
      let own: Buffer;
      try {
        own = (await renderPdf(fixed(doc))).pdf;
      } finally {
        fontLayoutCache.enabled = true;
        fontLayoutCache.shareTables = true;
      }
      const filled = (await renderPdf(fixed(doc))).pdf;
      const read = (await renderPdf(fixed(doc))).pdf;
      expect(filled.equals(own)).toBe(true);
      expect(read.equals(own)).toBe(true);
      // The tables were shared: among them the glyph names ('post') of each of the fonts used.
      expect([...fontTablesKept].filter((key) => key.endsWith(':post')).length).toBeGreaterThanOrEqual(3);
      // And it is the real report, not an empty one: Swedish text, all its pages.
      const { text, pages } = readPdf(read);
      expect(pages).toBeGreaterThanOrEqual(8);
      expect(text).toContain('Karin Lindqvist');
      expect(text).toMatch(/Övningar|övningar/);
    },
  );

  it('a word laid out for one report is right in the next, also in another font and with other neighbours', { timeout: 60_000 }, async () => {
    // Another person's report after the first: different words around the shared ones, the same fonts.
    const first = fixed(sampleReportDocument('forsta-gangen'));
    const second = fixed(sampleReportDocument('oro-och-stress'));
    await renderPdf(structuredClone(first));
    const cached = (await renderPdf(structuredClone(second))).pdf;
    fontLayoutCache.enabled = false;
    try {
      expect(cached.equals((await renderPdf(structuredClone(second))).pdf)).toBe(true);
    } finally {
      fontLayoutCache.enabled = true;
    }
  });

  it('keeps at most its limit of words per font, dropping the least recently used, and the PDF stays the same', { timeout: 60_000 }, async () => {
    const words = Array.from({ length: 300 }, (_, i) => `ord${i}x${(i * 7919) % 1000}`).join(' ');
    const many: PdfDocument = {
      definition: {
        info: { creationDate: new Date('2026-11-25T10:00:00Z') },
        defaultStyle: { font: 'Inter' },
        content: [{ text: words }, { text: words, bold: true }],
      },
      footer: { left: 'Ryggkollen', pageLabel: 'Sida {page} av {pages}' },
    };
    fontLayoutCache.maxWords = 50;
    try {
      const small = (await renderPdf(structuredClone(many))).pdf;
      // The two fonts this document uses (others keep what earlier renders left).
      const used = [...fontLayoutCacheSizes].filter(([font]) => /^Inter-(Regular|Bold):/.test(font));
      expect(used).toHaveLength(2);
      for (const [, size] of used) expect(size()).toBe(50);
      fontLayoutCache.enabled = false;
      try {
        expect(small.equals((await renderPdf(structuredClone(many))).pdf)).toBe(true);
      } finally {
        fontLayoutCache.enabled = true;
      }
    } finally {
      fontLayoutCache.maxWords = 20_000;
    }
  });
});
