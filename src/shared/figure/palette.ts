/** The app's colour tokens (src/web/styles.css). */
export const TOKENS = {
  primary: '#0f766e',
  primaryHover: '#115e59',
  primarySoft: '#e6f4f1',
  accent: '#c2410c',
  surface: '#ffffff',
  muted: '#f1f2ee',
  mutedForeground: '#4b5652',
  foreground: '#1c2421',
  border: '#dfe3de',
} as const;

function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const PALETTE = {
  body: TOKENS.primary,
  near: TOKENS.primaryHover,
  /** Far limbs: primary half-way to primary-soft, so they read as behind the body. */
  far: mix(TOKENS.primary, TOKENS.primarySoft, 0.5),
  halo: TOKENS.surface,
  hair: mix(TOKENS.primaryHover, TOKENS.foreground, 0.5),
  ghost: TOKENS.primary,
  floor: mix(TOKENS.border, TOKENS.mutedForeground, 0.25),
  prop: mix(TOKENS.border, TOKENS.mutedForeground, 0.35),
  wall: TOKENS.muted,
  mat: TOKENS.primarySoft,
  arrow: TOKENS.accent,
  timer: TOKENS.mutedForeground,
} as const;
