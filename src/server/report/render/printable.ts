import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Font {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** Joiners and variation selectors: they only mean something next to a character that is shown. */
const INVISIBLE = /\u200d|\ufe0e|\ufe0f/gu;

/** Characters Inter has (checked: Latin-1, Latin Extended-A but for ŉ, dashes, quotes, bullets). */
const PLAIN = /^[\n\u0020-\u007e\u00a0-\u00ac\u00ae-\u0148\u014a-\u017f\u2010-\u2027]*$/u;

/**
 * People write their own words into a report (their name, their goal), sometimes with emoji or in
 * a script the report's font does not have. A character without a glyph would print as an empty
 * box and, worse, breaks the PDF's text layer (a reader's search and copy lose the rest of the
 * line), so such characters are left out, and the spaces they leave are closed up. The fonts share
 * one character set, so one of them answers for all.
 */
export function printableFor(fontFile: Uint8Array): (text: string) => string {
  const fontkit = require('fontkit') as { create(buffer: Uint8Array): Font };
  const font = fontkit.create(fontFile);
  const known = new Map<number, boolean>();
  const shown = (codePoint: number) => {
    let yes = known.get(codePoint);
    if (yes === undefined) {
      yes = font.hasGlyphForCodePoint(codePoint);
      known.set(codePoint, yes);
    }
    return yes;
  };
  return (text) => {
    // Nearly every string is plain Latin (the font has all of it): nothing to do.
    if (PLAIN.test(text)) return text;
    let out = '';
    let dropped = false;
    for (const char of text.replace(INVISIBLE, '')) {
      if (char === '\n' || shown(char.codePointAt(0)!)) out += char;
      else dropped = true;
    }
    return dropped ? out.replace(/ {2,}/g, ' ').replace(/ +([.,!?:;])/g, '$1') : out;
  };
}

/**
 * Every string of a document definition made printable, except inline SVG (drawn as shapes; its
 * texts are labels, never printed). Other strings (styles, colours, alignments) are plain ASCII and
 * come back unchanged.
 */
export function printableDocument<T>(value: T, printable: (text: string) => string): T {
  if (typeof value === 'string') return printable(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => printableDocument(item, printable)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date || ArrayBuffer.isView(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = key === 'svg' ? item : printableDocument(item, printable);
  return out as T;
}
