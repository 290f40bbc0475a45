import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import { tableLayouts } from '../compose/theme';
import { shareFontWork } from './font-cache';
import { printableDocument, printableFor } from './printable';

/**
 * A report as plain data: pdfmake's document definition without functions (it crosses to a worker
 * thread), and the running footer described by its texts. Composition builds it; rendering here
 * turns it into PDF bytes.
 */
export interface PdfDocument {
  definition: Omit<TDocumentDefinitions, 'footer' | 'header'>;
  /** The footer on every page but the cover: the product name left, "Sida N av M" right. */
  footer: { left: string; pageLabel: string };
}

const require = createRequire(import.meta.url);

/** Inter (OFL), from @expo-google-fonts/inter: full Latin with å, ä, ö, é, ü, –, ”. */
function interFonts(): { fonts: TFontDictionary; files: Set<string> } {
  const dir = path.dirname(require.resolve('@expo-google-fonts/inter/package.json'));
  const file = (weight: string) => path.join(dir, weight, `Inter_${weight}.ttf`);
  const [regular, italic, semibold, bold] = [file('400Regular'), file('400Regular_Italic'), file('600SemiBold'), file('700Bold')];
  return {
    fonts: {
      Inter: { normal: regular, italics: italic, bold, bolditalics: bold },
      InterSemiBold: { normal: semibold, italics: semibold, bold, bolditalics: bold },
    },
    files: new Set([regular, italic, semibold, bold]),
  };
}

let printable: ((text: string) => string) | undefined;
function setUp(): (text: string) => string {
  if (printable) return printable;
  const { fonts, files } = interFonts();
  const regular = readFileSync([...files][0]!);
  shareFontWork(regular);
  pdfmake.setFonts(fonts);
  pdfmake.setTableLayouts(tableLayouts());
  // A report reads nothing but these font files: every image is inline SVG, no URL is fetched.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => files.has(file));
  printable = printableFor(regular);
  return printable;
}

function footerFor(spec: PdfDocument['footer'], pages: { count: number }) {
  return (currentPage: number, pageCount: number): Content => {
    pages.count = pageCount;
    if (currentPage === 1) return '';
    return {
      columns: [
        { text: spec.left, style: 'footer' },
        { text: spec.pageLabel.replace('{page}', String(currentPage)).replace('{pages}', String(pageCount)), style: 'footer', alignment: 'right' },
      ],
      margin: [56, 16, 56, 0],
    };
  };
}

/** Renders one document to PDF bytes, and tells how many pages it has. */
export async function renderPdf(doc: PdfDocument): Promise<{ pdf: Buffer; pages: number }> {
  const shown = printableDocument(doc, setUp());
  const pages = { count: 0 };
  const created = pdfmake.createPdf({ ...shown.definition, footer: footerFor(shown.footer, pages) });
  const pdf = await created.getBuffer();
  return { pdf, pages: pages.count };
}
