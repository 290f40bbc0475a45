import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../../tests/support/reports';
import { printableDocument, printableFor } from './printable';
import { renderPdf, type PdfDocument } from './render-pdf';

const require = createRequire(import.meta.url);
const printable = printableFor(readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')));

describe('text the report font cannot show', () => {
  it('is left out, with the spaces it leaves; Swedish, other Latin and Cyrillic stay', () => {
    expect(printable('Springa milen 🏃‍♀️ igen 💪!')).toBe('Springa milen igen!');
    expect(printable('Zoë Ødegård – ”Åsa” • Ярослав')).toBe('Zoë Ødegård – ”Åsa” • Ярослав');
    expect(printable('李小龙 Karin')).toBe(' Karin');
    expect(printable('rad ett\nrad två')).toBe('rad ett\nrad två');
  });

  it('in a whole document, but never in a drawing', () => {
    const svg = '<svg><title>😀</title></svg>';
    const doc = { content: [{ text: ['Mål: ', { text: 'gå 🚶 mer', bold: true }] }, { svg, width: 10 }, 'Klart ✅'] };
    expect(printableDocument(doc, printable)).toEqual({ content: [{ text: ['Mål: ', { text: 'gå mer', bold: true }] }, { svg, width: 10 }, 'Klart '] });
  });

  it('keeps the PDF’s text whole: what follows an emoji can still be found and copied', { timeout: 30_000 }, async () => {
    const doc: PdfDocument = {
      definition: { defaultStyle: { font: 'Inter' }, content: [{ text: 'Springa milen 🏃‍♀️ igen 💪 med Zoë och Ярослав' }] },
      footer: { left: 'Ryggkollen', pageLabel: 'Sida {page} av {pages}' },
    };
    const { text } = readPdf((await renderPdf(doc)).pdf);
    expect(text).toContain('Springa milen igen med Zoë och Ярослав');
  });
});
