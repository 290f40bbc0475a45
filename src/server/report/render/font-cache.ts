import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}
/** What pdfkit reads of a glyph in a laid-out run: its id, its advance and the text it stands for. */
interface GlyphInfo {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
interface GlyphRun {
  glyphs: GlyphInfo[];
  positions: Position[];
}
/** A table entry of the font's directory. */
interface TableEntry {
  tag: string;
}
interface Font {
  postscriptName: string;
  head: { checkSumAdjustment: number; fontRevision: number };
  layout(text: string, features?: unknown, ...rest: unknown[]): GlyphRun;
  _decodeTable(table: TableEntry): unknown;
}
interface Fontkit {
  create(buffer: Uint8Array, postscriptName?: string): Font;
}

/** Marks fontkit's font class once wrapped (a process may load this module more than once, e.g. in tests). */
const WRAPPED = Symbol.for('ryggkollen.fontLayoutCache');

/**
 * The cache's settings. `maxWords` is per font file: a report uses about two thousand different
 * words per font and most come back in every report (names and numbers differ); the least recently
 * used go first. Tests switch it off (every layout is then fontkit's own) or make it small.
 */
export const fontLayoutCache = { enabled: true, maxWords: 20_000, shareTables: true };

/** The decoded tables kept (font file and tag), for tests. */
export const fontTablesKept = new Set<string>();

/** The words kept, per font file, for tests and the benchmark. */
export const fontLayoutCacheSizes = new Map<string, () => number>();

/**
 * A laid-out word as kept: plain numbers only, so it holds on to nothing of the font instance (a
 * document's) that laid it out.
 */
interface KeptRun {
  glyphs: GlyphInfo[];
  positions: Position[];
}

/** The run pdfkit gets: its own positions (pdfkit scales them in place) and the advance they add up to. */
class CachedRun {
  constructor(
    readonly glyphs: GlyphInfo[],
    readonly positions: Position[],
  ) {}
  get advanceWidth(): number {
    let width = 0;
    for (const p of this.positions) width += p.xAdvance;
    return width;
  }
}

/**
 * pdfkit opens each font anew in every document: it decodes the font's tables (the glyph names
 * of 'post' alone take milliseconds) and shapes every word with fontkit's OpenType engine (Inter's
 * contextual alternates and kerning); that is a large part of a report's render time. In a render
 * worker the same four fonts and mostly the same words come back in every report, so for the life
 * of the thread each font file's decoded tables are kept (read-only data; fontkit's subsetter
 * copies what it changes), and its word layouts (glyph ids, advances and positions, exactly what
 * fontkit returned) in a bounded cache. The PDF is the one pdfkit would write without them
 * (tested); only the time differs.
 *
 * fontkit's exports cannot be replaced (non-configurable getters), so two methods of its font
 * class are wrapped, found from a font opened for the purpose.
 */
export function shareFontWork(sample: Uint8Array): void {
  const fontkit = require('fontkit') as Fontkit;
  const proto = Object.getPrototypeOf(fontkit.create(sample)) as Font & { [WRAPPED]?: true };
  if (proto[WRAPPED]) return;
  proto[WRAPPED] = true;
  const decodeTable = proto._decodeTable;
  const tables = new Map<string, unknown>();
  fontTablesKept.clear();
  proto._decodeTable = function sharedTable(this: Font, table: TableEntry): unknown {
    // 'head' names the file (below), so it is read from each font itself; it is tiny.
    if (!fontLayoutCache.shareTables || table.tag === 'head') return decodeTable.call(this, table);
    const key = `${fontKeyOf(this)}:${table.tag}`;
    if (!tables.has(key)) {
      tables.set(key, decodeTable.call(this, table));
      fontTablesKept.add(key);
    }
    return tables.get(key);
  };
  const layout = proto.layout;
  const caches = new Map<string, Map<string, KeptRun>>();
  proto.layout = function cachedLayout(this: Font, text: string, features?: unknown, ...rest: unknown[]): GlyphRun {
    if (!fontLayoutCache.enabled || rest.length > 0 || typeof text !== 'string') return layout.call(this, text, features, ...rest);
    const fontKey = fontKeyOf(this);
    let cache = caches.get(fontKey);
    if (!cache) {
      const created = new Map<string, KeptRun>();
      caches.set(fontKey, created);
      fontLayoutCacheSizes.set(`${this.postscriptName}:${fontKey}`, () => created.size);
      cache = created;
    }
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
    let kept = cache.get(key);
    if (kept) {
      // Most recently used last: the first in the map is the one to drop.
      cache.delete(key);
    } else {
      kept = keep(layout.call(this, text, features));
      while (cache.size >= fontLayoutCache.maxWords) cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, kept);
    return new CachedRun(
      kept.glyphs,
      kept.positions.map((p) => ({ xAdvance: p.xAdvance, yAdvance: p.yAdvance, xOffset: p.xOffset, yOffset: p.yOffset })),
    );
  };
}

/**
 * The font file, by its whole-file checksum and revision in the small head table (its name is in
 * a large table).
 */
function fontKeyOf(font: Font): string {
  return `${font.head.checkSumAdjustment}:${font.head.fontRevision}`;
}

function keep(run: GlyphRun): KeptRun {
  return {
    glyphs: run.glyphs.map((g) => ({ id: g.id, advanceWidth: g.advanceWidth, codePoints: [...g.codePoints] })),
    positions: run.positions.map((p) => ({ xAdvance: p.xAdvance, yAdvance: p.yAdvance, xOffset: p.xOffset, yOffset: p.yOffset })),
  };
}
