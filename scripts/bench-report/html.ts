// For the report benchmark only: the same report content as HTML, the way most peers make a PDF
// (HTML printed by a headless Chromium). Turns our pdfmake document definition into HTML and CSS
// with the same text, styles, boxes, bars, illustrations and page breaks, so both renderers get
// the same work. Not product code.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PdfDocument } from '../../src/server/report/render/render-pdf';

type Node = string | number | null | undefined | Node[] | { [key: string]: unknown };
type Style = Record<string, unknown>;

const require = createRequire(import.meta.url);

function fontFaces(): string {
  const dir = path.dirname(require.resolve('@expo-google-fonts/inter/package.json'));
  const face = (weight: number, style: string, file: string) =>
    `@font-face{font-family:Inter;font-weight:${weight};font-style:${style};src:url("${pathToFileURL(path.join(dir, file)).href}") format("truetype")}`;
  return [
    face(400, 'normal', '400Regular/Inter_400Regular.ttf'),
    face(400, 'italic', '400Regular_Italic/Inter_400Regular_Italic.ttf'),
    face(600, 'normal', '600SemiBold/Inter_600SemiBold.ttf'),
    face(700, 'normal', '700Bold/Inter_700Bold.ttf'),
  ].join('\n');
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pt = (n: number) => `${Math.round(n * 100) / 100}pt`;

function margin(m: unknown): string | null {
  if (typeof m === 'number') return `margin:${pt(m)}`;
  if (!Array.isArray(m)) return null;
  const [l, t, r, b] = m.length === 2 ? [m[0], m[1], m[0], m[1]] : m;
  return `margin:${pt(t as number)} ${pt(r as number)} ${pt(b as number)} ${pt(l as number)}`;
}

export function documentToHtml(doc: PdfDocument): string {
  const def = doc.definition as unknown as { styles?: Record<string, Style>; defaultStyle?: Style; content: Node; pageMargins?: number[] };
  const styles = def.styles ?? {};
  const tocItems: string[] = [];

  function resolve(node: Style): Style {
    const names = node.style === undefined ? [] : Array.isArray(node.style) ? node.style : [node.style];
    return Object.assign({}, ...names.map((n) => styles[n as string] ?? {}), node);
  }

  function css(s: Style, block: boolean): string {
    const out: string[] = [];
    if (s.font === 'InterSemiBold') out.push('font-weight:600');
    if (s.bold) out.push('font-weight:700');
    if (s.italics) out.push('font-style:italic');
    if (typeof s.fontSize === 'number') out.push(`font-size:${pt(s.fontSize)}`);
    if (typeof s.color === 'string') out.push(`color:${s.color}`);
    if (typeof s.lineHeight === 'number') out.push(`line-height:${s.lineHeight * 1.2}`);
    if (typeof s.characterSpacing === 'number') out.push(`letter-spacing:${pt(s.characterSpacing)}`);
    if (typeof s.alignment === 'string') out.push(`text-align:${s.alignment}`);
    if (block) {
      const m = margin(s.margin);
      if (m) out.push(m);
      if (s.pageBreak === 'before') out.push('break-before:page');
      if (s.pageBreak === 'after') out.push('break-after:page');
      if (s.unbreakable) out.push('break-inside:avoid');
    }
    return out.join(';');
  }

  function inline(node: Node): string {
    if (node === null || node === undefined) return '';
    if (typeof node === 'string' || typeof node === 'number') return esc(String(node));
    if (Array.isArray(node)) return node.map(inline).join('');
    const s = resolve(node);
    return `<span style="${css(s, false)}">${inline(node.text as Node)}</span>`;
  }

  /** pdfmake's vectors (bars, rules and the exercise drawings) as inline SVG. */
  function canvas(shapes: Style[]): string {
    let w = 0;
    let h = 0;
    const reach = (x: number, y: number, pad = 0) => {
      w = Math.max(w, x + pad);
      h = Math.max(h, y + pad);
    };
    const paint = (s: Style) =>
      `fill="${(s.color as string) ?? 'none'}" fill-opacity="${s.fillOpacity ?? 1}" stroke="${(s.lineColor as string) ?? 'none'}" stroke-width="${s.lineWidth ?? 1}" ` +
      `stroke-opacity="${s.strokeOpacity ?? 1}" stroke-linecap="${s.lineCap ?? 'butt'}" stroke-linejoin="${s.lineJoin ?? 'miter'}"`;
    const parts = shapes.map((s) => {
      const half = ((s.lineWidth as number | undefined) ?? 0) / 2;
      if (s.type === 'rect') {
        reach((s.x as number) + (s.w as number), (s.y as number) + (s.h as number));
        return `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="${s.r ?? 0}" ${paint(s)}/>`;
      }
      if (s.type === 'ellipse') {
        reach((s.x as number) + (s.r1 as number), (s.y as number) + (s.r2 as number), half);
        return `<ellipse cx="${s.x}" cy="${s.y}" rx="${s.r1}" ry="${s.r2}" ${paint(s)}/>`;
      }
      if (s.type === 'polyline') {
        const points = s.points as { x: number; y: number }[];
        for (const p of points) reach(p.x, p.y, half);
        const tag = s.closePath ? 'polygon' : 'polyline';
        return `<${tag} points="${points.map((p) => `${p.x},${p.y}`).join(' ')}" ${paint(s)}/>`;
      }
      reach(Math.max(s.x1 as number, s.x2 as number), Math.max(s.y1 as number, s.y2 as number) + 1);
      return `<line x1="${s.x1}" y1="${s.y1}" x2="${s.x2}" y2="${s.y2}" stroke="${s.lineColor}" stroke-width="${s.lineWidth}"/>`;
    });
    return `<svg width="${pt(w)}" height="${pt(h)}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
  }

  function width(wd: unknown): string {
    if (typeof wd === 'number') return `flex:0 0 ${pt(wd)}`;
    if (wd === 'auto') return 'flex:0 0 auto';
    return 'flex:1 1 0';
  }

  function block(node: Node): string {
    if (node === null || node === undefined || node === '') return '';
    if (typeof node === 'string' || typeof node === 'number') return `<div>${esc(String(node))}</div>`;
    if (Array.isArray(node)) return node.map(block).join('');
    const s = resolve(node);
    const style = css(s, true);
    if ('toc' in node) return `<nav style="${style}">${'<!--toc-->'}</nav>`;
    if (node.tocItem) tocItems.push(inline(node.text as Node));
    if ('stack' in node) return `<div style="${style}">${block(node.stack as Node)}</div>`;
    if ('columns' in node) {
      const gap = typeof node.columnGap === 'number' ? pt(node.columnGap) : '0';
      const cols = (node.columns as Style[]).map((c) => `<div style="${width(c.width)};min-width:0">${block(c as Node)}</div>`).join('');
      return `<div style="display:flex;gap:${gap};${style}">${cols}</div>`;
    }
    if ('table' in node) {
      const table = node.table as { body: Node[][]; widths?: unknown[] };
      const layout = typeof node.layout === 'string' ? node.layout : 'plain';
      const rows = table.body
        .map(
          (row) =>
            `<tr>${row.map((cell, i) => `<td style="${typeof table.widths?.[i] === 'number' ? `width:${pt(table.widths[i] as number)}` : ''}">${block(cell)}</td>`).join('')}</tr>`,
        )
        .join('');
      return `<table class="l-${layout}" style="${style}">${rows}</table>`;
    }
    if ('ul' in node || 'ol' in node) {
      const tag = 'ul' in node ? 'ul' : 'ol';
      const items = (node[tag] as Node[]).map((item) => `<li>${typeof item === 'string' ? esc(item) : block(item)}</li>`).join('');
      return `<${tag} style="${style}">${items}</${tag}>`;
    }
    if ('canvas' in node) return `<div style="${style}">${canvas(node.canvas as Style[])}</div>`;
    if ('svg' in node) {
      const svg = String(node.svg).replace(/<svg\b/, `<svg style="width:${pt(node.width as number)};height:auto"`);
      return `<div style="${style}">${svg}</div>`;
    }
    return `<div style="${style}">${inline(node.text as Node)}</div>`;
  }

  const body = block(def.content);
  const toc = `<ol class="toc">${tocItems.map((t) => `<li>${t}</li>`).join('')}</ol>`;
  const [ml, mt, mr, mb] = def.pageMargins ?? [56, 56, 56, 64];
  const base = css(def.defaultStyle ?? {}, false);
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Rapport</title><style>
${fontFaces()}
@page{size:A4;margin:${pt(mt!)} ${pt(mr!)} ${pt(mb!)} ${pt(ml!)}}
body{margin:0;font-family:Inter,sans-serif;${base}}
table{border-collapse:separate;border-spacing:0;width:100%;break-inside:avoid}
td{vertical-align:top;padding:2pt 8pt 2pt 0}
.l-card td{background:#fff;border:0.8pt solid #dfe3de;padding:10pt 12pt}
table[class^="l-box"] td{padding:10pt 12pt 8pt;border-left:3pt solid #0f766e;background:#eef6f5}
.l-box-warning td{border-left-color:#b7791f;background:#fdf6e7}
.l-plan td{background:#f4f5f2;padding:10pt 9pt;border-left:6pt solid #fff}
ul,ol{margin:0 0 6pt 0;padding-left:14pt}
.toc{list-style:none;padding:0}
</style></head><body>${body.replace('<!--toc-->', toc)}</body></html>`;
}
