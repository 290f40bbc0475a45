import type { Content, ContentTable, Margins } from 'pdfmake/interfaces';
import { BOX_TONES, COLORS, CONTENT_WIDTH } from './theme';

/**
 * Small builders for the report's document definition: plain data (no functions), so the whole
 * composition is testable without rendering and crosses to the render worker as it is.
 */

/** A chapter heading that starts a page (except the first) and appears in the contents list. */
export function chapter(title: string, options: { newPage?: boolean; id?: string } = {}): Content {
  return {
    text: title,
    style: 'chapter',
    tocItem: true,
    tocStyle: 'toc',
    tocMargin: [0, 4, 0, 4],
    ...(options.newPage ? { pageBreak: 'before' as const } : {}),
    ...(options.id ? { id: options.id } : {}),
  };
}

export const section = (title: string): Content => ({ text: title, style: 'section', headlineLevel: 2 });

/** Content that must not be split over two pages (a heading with what follows it). */
export const together = (...content: Content[]): Content => ({ stack: content, unbreakable: true });

/** DESIGN.md: each section opens with a one-sentence summary in bold. */
export const lead = (text: string): Content => ({ text, style: 'lead' });

/**
 * Text as the writers and templates give it: paragraphs separated by a blank line, lines starting
 * with "- " as bullets (consecutive ones as one list), single line breaks kept.
 */
export function paragraphs(text: string, style = 'body'): Content[] {
  const out: Content[] = [];
  for (const block of text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)) {
    const lines = block.split('\n').map((l) => l.trim());
    const bullets = lines.filter((l) => /^[-•]\s+/.test(l));
    if (bullets.length === lines.length) {
      out.push({
        ul: bullets.map((l) => ({ text: l.replace(/^[-•]\s+/, ''), style, margin: [0, 0, 0, 3] })),
        margin: [0, 0, 0, 8],
        markerColor: COLORS.primary,
      });
    } else {
      out.push({ text: lines.join('\n'), style });
    }
  }
  return out;
}

export type Tone = 'danger' | 'warning' | 'info' | 'soft';

/** A boxed block: a coloured border on the left, a soft fill (table layout `box-<tone>`, see theme.ts), an optional title. */
export function box(tone: Tone, body: Content[], title?: string, options: { unbreakable?: boolean } = {}): ContentTable {
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              ...(title ? [{ text: title, font: 'InterSemiBold', fontSize: 12, color: BOX_TONES[tone].title, margin: [0, 0, 0, 4] as Margins }] : []),
              ...body,
            ],
          },
        ],
      ],
    },
    layout: `box-${tone}`,
    margin: [0, 4, 0, 12],
    ...(options.unbreakable ? { unbreakable: true } : {}),
  };
}

/**
 * A horizontal bar with its label, the words for its level and (when known) the number: DESIGN.md
 * "scores as simple horizontal bars with a label and the number; levels as words plus colour".
 * Patterns show no number (CLINICAL.md §2: strength in words, never "100 av 100").
 */
export function bar(row: { label: string; words: string; score: number | null; color: string; showNumber?: boolean }, width = CONTENT_WIDTH): Content {
  const barWidth = width - 150;
  const filled = row.score === null ? 0 : Math.max(3, (Math.min(100, Math.max(0, row.score)) / 100) * barWidth);
  return {
    columns: [
      {
        width: 150,
        stack: [
          { text: row.label, fontSize: 10.5 },
          { text: row.words, fontSize: 9, color: row.color, font: 'InterSemiBold' },
        ],
      },
      {
        width: '*',
        stack: [
          {
            canvas: [
              { type: 'rect', x: 0, y: 4, w: barWidth, h: 9, r: 4.5, color: '#eceee9' },
              ...(filled > 0 ? [{ type: 'rect' as const, x: 0, y: 4, w: filled, h: 9, r: 4.5, color: row.color }] : []),
            ],
          },
          ...(row.score === null || row.showNumber === false
            ? []
            : [{ text: `${Math.round(row.score)} av 100`, fontSize: 8.5, color: COLORS.muted, margin: [0, 2, 0, 0] as [number, number, number, number] }]),
        ],
      },
    ],
    margin: [0, 0, 0, 8],
  };
}

/**
 * A level on one line: the label, the level in words and a short meter in the level's colour
 * (DESIGN.md: levels as words plus colour, never colour alone). No number: the report's one number
 * is the back score.
 */
export function levelRow(row: { label: string; words: string; filled: number | null; color: string }, width = CONTENT_WIDTH): Content {
  const meterWidth = width - 150 - 130;
  const filled = row.filled === null ? 0 : Math.max(3, Math.min(1, Math.max(0, row.filled)) * meterWidth);
  return {
    columns: [
      { width: 150, text: row.label, fontSize: 10.5 },
      { width: 130, text: row.words, fontSize: 9.5, color: row.color, font: 'InterSemiBold', margin: [0, 1, 0, 0] },
      {
        width: '*',
        canvas: [
          { type: 'rect', x: 0, y: 4, w: meterWidth, h: 9, r: 4.5, color: '#eceee9' },
          ...(filled > 0 ? [{ type: 'rect' as const, x: 0, y: 4, w: filled, h: 9, r: 4.5, color: row.color }] : []),
        ],
      },
    ],
    margin: [0, 0, 0, 7],
  };
}

/** A thin rule between parts. */
export const rule = (): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.6, lineColor: COLORS.line }],
  margin: [0, 6, 0, 10],
});
