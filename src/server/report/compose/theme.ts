import type { CustomTableLayout, StyleDictionary } from 'pdfmake/interfaces';

/** The house colours (src/web/styles.css), as the report prints them. */
export const COLORS = {
  primary: '#0f766e',
  primaryDark: '#115e59',
  primarySoft: '#e6f4f1',
  accent: '#c2410c',
  foreground: '#1c2421',
  muted: '#4b5652',
  line: '#dfe3de',
  surface: '#f6f7f4',
  danger: '#b91c1c',
  dangerSoft: '#fdecec',
  warning: '#92400e',
  warningSoft: '#fef6e4',
  /** Levels of load: warmer is more trouble (DESIGN.md). */
  levelLow: '#2f855a',
  levelModerate: '#b7791f',
  levelHigh: '#c2410c',
  levelUnknown: '#9aa39f',
} as const;

/** A4 with generous margins (DESIGN.md): 2 cm at the sides. */
export const PAGE = { width: 595.28, height: 841.89, margins: [56, 56, 56, 64] as [number, number, number, number] };
export const CONTENT_WIDTH = PAGE.width - PAGE.margins[0] - PAGE.margins[2];
/** The padding at the sides of an exercise card (layout 'card'). */
export const CARD_PADDING = 12;

export const STYLES: StyleDictionary = {
  coverBrand: { font: 'InterSemiBold', fontSize: 14, color: COLORS.primary },
  coverTitle: { font: 'InterSemiBold', fontSize: 30, color: COLORS.foreground, lineHeight: 1.1 },
  coverName: { font: 'InterSemiBold', fontSize: 18, color: COLORS.foreground },
  coverMeta: { fontSize: 10.5, color: COLORS.muted },
  chapter: { font: 'InterSemiBold', fontSize: 19, color: COLORS.primaryDark, margin: [0, 6, 0, 5] },
  section: { font: 'InterSemiBold', fontSize: 13, color: COLORS.foreground, margin: [0, 10, 0, 3] },
  lead: { bold: true, fontSize: 11, color: COLORS.foreground, margin: [0, 0, 0, 8], lineHeight: 1.35 },
  body: { fontSize: 9.8, color: COLORS.foreground, lineHeight: 1.38, margin: [0, 0, 0, 5] },
  small: { fontSize: 9, color: COLORS.muted, lineHeight: 1.4 },
  label: { font: 'InterSemiBold', fontSize: 9.5, color: COLORS.muted, characterSpacing: 0.3 },
  big: { font: 'InterSemiBold', fontSize: 40, color: COLORS.primary },
  cardTitle: { font: 'InterSemiBold', fontSize: 12.5, color: COLORS.foreground, margin: [0, 0, 0, 3] },
  footer: { fontSize: 8.5, color: COLORS.muted },
  toc: { fontSize: 11, color: COLORS.foreground, margin: [0, 3, 0, 3] },
};

/** The boxes' colours: a soft fill and a stronger border on the left. */
export const BOX_TONES = {
  danger: { fill: COLORS.dangerSoft, border: COLORS.danger, title: COLORS.danger },
  warning: { fill: COLORS.warningSoft, border: '#d97706', title: COLORS.warning },
  info: { fill: COLORS.primarySoft, border: COLORS.primary, title: COLORS.primaryDark },
  soft: { fill: COLORS.surface, border: COLORS.line, title: COLORS.foreground },
} as const;

/**
 * Table layouts by name. A document is plain data (it crosses to the render worker), so the
 * layouts' functions live here and the renderer registers them; documents name them.
 */
export function tableLayouts(): Record<string, CustomTableLayout> {
  const layouts: Record<string, CustomTableLayout> = {};
  for (const [tone, colors] of Object.entries(BOX_TONES)) {
    layouts[`box-${tone}`] = {
      fillColor: () => colors.fill,
      hLineWidth: () => 0,
      vLineWidth: (i) => (i === 0 ? 3 : 0),
      vLineColor: () => colors.border,
      paddingLeft: () => 12,
      paddingRight: () => 12,
      paddingTop: () => 10,
      paddingBottom: () => 8,
    };
  }
  layouts.card = {
    fillColor: () => '#ffffff',
    hLineWidth: () => 0.8,
    vLineWidth: () => 0.8,
    hLineColor: () => COLORS.line,
    vLineColor: () => COLORS.line,
    paddingLeft: () => CARD_PADDING,
    paddingRight: () => CARD_PADDING,
    paddingTop: () => 10,
    paddingBottom: () => 10,
  };
  layouts.plan = {
    fillColor: () => COLORS.surface,
    hLineWidth: () => 0,
    vLineWidth: (i) => (i === 0 || i === 3 ? 0 : 6),
    vLineColor: () => '#ffffff',
    paddingLeft: () => 9,
    paddingRight: () => 9,
    paddingTop: () => 10,
    paddingBottom: () => 10,
  };
  layouts.plain = {
    hLineWidth: () => 0,
    vLineWidth: () => 0,
    paddingLeft: () => 0,
    paddingRight: () => 8,
    paddingTop: () => 2,
    paddingBottom: () => 2,
  };
  return layouts;
}
