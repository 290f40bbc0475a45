/**
 * Draws posed figures as a small, self-contained SVG string (no scripts, fonts or external
 * references), so the same drawing works as an <img> in the app and inside a pdfmake document.
 */
import { forwardKinematics, translate, type Capsule, type Figure, type JointName, type Point, type Pose } from './model';

/** The app's colour tokens (src/web/styles.css). */
const TOKENS = {
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

export type Prop = 'chair' | 'support-chair' | 'wall' | 'mat';

export interface RenderOptions {
  /** Swedish alt text: the SVG's <title> and aria-label. */
  title: string;
  /** 'sequence': the poses side by side with an arrow between; 'overlay': earlier poses as faint ghosts under the last. */
  layout?: 'sequence' | 'overlay';
  props?: Prop[];
  /** A phone timer in the corner, for tests that are timed. */
  timer?: boolean;
  /** A curved arrow on the last pose: how `joint` moved around `pivot` since the pose before. */
  motion?: { pivot: JointName; joint: JointName; pad?: number };
  /** Sequence: also show the pose before as a faint ghost behind each later pose. */
  echo?: boolean;
  /** The joint at which ghosts line up with the pose drawn over them (default the pelvis). */
  anchor?: JointName;
  /** An arrow from the floor up towards this joint (a lift, such as the hip in the side plank). */
  lift?: JointName;
  /** A soft warm spot behind this joint (where it hurts). */
  highlight?: JointName;
  width?: number;
  height?: number;
}

const MAX_SCALE = 2.1;
const MARGIN = 10;
const GAP = 40;
const MAT = 2;

type Box = { minX: number; maxX: number; maxY: number };
const grow = (b: Box, p: Point, r = 0) => {
  b.minX = Math.min(b.minX, p.x - r);
  b.maxX = Math.max(b.maxX, p.x + r);
  b.maxY = Math.max(b.maxY, p.y + r);
};

interface Line {
  from: Point;
  to: Point;
}
interface Frame {
  main: Figure;
  ghosts: Figure[];
  lines: Line[];
  wall?: number;
  arc?: { centre: Point; radius: number; from: number; to: number };
  box: Box;
}

const n = (v: number) => String(Math.round(v * 10) / 10);
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const lengthOf = (v: Point) => Math.hypot(v.x, v.y);
const pt = (x: number, y: number): Point => ({ x, y });

function chairLines(seatY: number, backX: number, frontX: number, backTop: number): Line[] {
  return [
    { from: pt(backX, 0), to: pt(backX, backTop) },
    { from: pt(backX, seatY), to: pt(frontX, seatY) },
    { from: pt(frontX, seatY), to: pt(frontX, 0) },
  ];
}

function propLines(f: Figure, props: Prop[]): { lines: Line[]; wall?: number } {
  const j = f.joints;
  const torso = f.capsules.filter((c) => c.part === 'torso');
  const lines: Line[] = [];
  let wall: number | undefined;
  if (props.includes('chair')) {
    const pelvis = torso[0]!;
    const seatY = Math.min(pelvis.from.y, pelvis.to.y) - pelvis.width / 2 - 1.2;
    const backX = Math.min(...torso.map((c) => Math.min(c.from.x, c.to.x) - c.width / 2)) - 2;
    lines.push(...chairLines(seatY, backX, Math.min(j.nearKnee.x, j.farKnee.x) - 3, seatY + 34));
  }
  if (props.includes('support-chair')) {
    const x = j.nearHand.x + 1;
    lines.push(...chairLines(25, x, x + 20, j.nearHand.y - 2.5));
  }
  if (props.includes('wall')) wall = Math.min(...torso.map((c) => Math.min(c.from.x, c.to.x) - c.width / 2));
  return { lines, wall };
}

function motionArc(main: Figure, before: Figure, motion: NonNullable<RenderOptions['motion']>): Frame['arc'] {
  const centre = main.joints[motion.pivot];
  const aligned = translate(before, sub(centre, before.joints[motion.pivot]));
  const start = sub(aligned.joints[motion.joint], centre);
  const end = sub(main.joints[motion.joint], centre);
  const radius = Math.max(lengthOf(start), lengthOf(end)) + (motion.pad ?? 8);
  return { centre, radius, from: Math.atan2(start.y, start.x), to: Math.atan2(end.y, end.x) };
}

function arcPoints(arc: NonNullable<Frame['arc']>, steps = 12): Point[] {
  let delta = arc.to - arc.from;
  if (delta > Math.PI) delta -= 2 * Math.PI;
  if (delta < -Math.PI) delta += 2 * Math.PI;
  // Leave a little room at both ends so the arrow does not touch the limbs it points at.
  const trim = Math.min(6 / arc.radius, Math.abs(delta) / 4) * Math.sign(delta);
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = arc.from + trim + ((delta - 2 * trim) * i) / steps;
    return pt(arc.centre.x + arc.radius * Math.cos(a), arc.centre.y + arc.radius * Math.sin(a));
  });
}

function buildFrames(figures: Figure[], options: RenderOptions): Frame[] {
  const props = options.props ?? [];
  const groups =
    options.layout === 'overlay'
      ? [{ main: figures.at(-1)!, ghosts: figures.slice(0, -1), before: figures.at(-2) }]
      : figures.map((main, i) => {
          const before = i > 0 ? figures[i - 1] : undefined;
          return { main, ghosts: options.echo && before ? [before] : [], before };
        });
  return groups.map(({ main, ghosts, before }, i) => {
    const anchor = options.anchor ?? 'pelvis';
    const aligned = ghosts.map((g) => translate(g, { x: main.joints[anchor].x - g.joints[anchor].x, y: 0 }));
    const frame: Frame = { main, ghosts: aligned, ...propLines(main, props), box: { minX: Infinity, maxX: -Infinity, maxY: 0 } };
    if (options.motion && before && i === groups.length - 1) frame.arc = motionArc(main, before, options.motion);
    for (const f of [main, ...aligned]) {
      for (const c of f.capsules) [c.from, c.to].forEach((p) => grow(frame.box, p, c.width / 2));
      grow(frame.box, f.head.centre, f.head.radius);
    }
    for (const l of frame.lines) [l.from, l.to].forEach((p) => grow(frame.box, p, 1.5));
    if (frame.wall !== undefined) grow(frame.box, pt(frame.wall - 6, 0));
    if (frame.arc) arcPoints(frame.arc).forEach((p) => grow(frame.box, p, 3));
    return frame;
  });
}

type ToPx = (p: Point) => Point;

function capsulePaths(capsules: Capsule[], toPx: ToPx, scale: number, colour: (c: Capsule) => string, extra = 0): string {
  const byStyle = new Map<string, string[]>();
  for (const c of capsules) {
    const key = `${colour(c)}|${n(c.width * scale + extra)}`;
    const a = toPx(c.from);
    const b = toPx(c.to);
    byStyle.set(key, [...(byStyle.get(key) ?? []), `M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}`]);
  }
  return [...byStyle].map(([key, d]) => `<path stroke="${key.split('|')[0]}" stroke-width="${key.split('|')[1]}" d="${d.join('')}"/>`).join('');
}

/** The trunk as one smooth stroke through the pelvis, waist and chest, so a bending spine curves. */
function torsoPath(torso: Capsule[], toPx: ToPx): string {
  const [p0, p1, p2, p3] = [torso[0]!.from, torso[0]!.to, torso[1]!.to, torso[2]!.to].map(toPx) as [Point, Point, Point, Point];
  const m = { x: (p1.x + p2.x) / 2, y: (p1.y + p2.y) / 2 };
  return `M${n(p0.x)} ${n(p0.y)}Q${n(p1.x)} ${n(p1.y)} ${n(m.x)} ${n(m.y)}Q${n(p2.x)} ${n(p2.y)} ${n(p3.x)} ${n(p3.y)}`;
}

function headSvg(f: Figure, toPx: ToPx, scale: number, colour: string, face = true): string {
  const c = toPx(f.head.centre);
  const r = f.head.radius * scale;
  let svg = `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r)}" fill="${colour}"/>`;
  if (!face) return svg;
  // Screen coordinates: y grows downwards.
  const up = { x: f.crown.x, y: -f.crown.y };
  const ahead = f.facing ? { x: f.facing.x, y: -f.facing.y } : { x: -up.y, y: up.x };
  const rim = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    return `${n(c.x + (ahead.x * Math.cos(a) + up.x * Math.sin(a)) * r)} ${n(c.y + (ahead.y * Math.cos(a) + up.y * Math.sin(a)) * r)}`;
  };
  const sweep = ahead.x * up.y - ahead.y * up.x > 0 ? 1 : 0;
  // Hair over the crown (and the back of the head in profile), so the face side reads at a glance.
  const [from, to] = f.facing ? [70, 215] : [25, 155];
  svg += `<path fill="${PALETTE.hair}" d="M${rim(from)}A${n(r)} ${n(r)} 0 0 ${sweep} ${rim(to)}Z"/>`;
  if (f.facing) {
    const at = (k: number, l: number) => `cx="${n(c.x + ahead.x * r * k + up.x * r * l)}" cy="${n(c.y + ahead.y * r * k + up.y * r * l)}"`;
    svg += `<circle ${at(0.92, -0.12)} r="${n(r * 0.3)}" fill="${colour}"/><circle ${at(0.5, 0.18)} r="${n(r * 0.14)}" fill="${PALETTE.halo}"/>`;
  }
  return svg;
}

function figureSvg(f: Figure, toPx: ToPx, scale: number): string {
  const far = f.capsules.filter((c) => c.layer === 'far' && !c.behind);
  const behind = f.capsules.filter((c) => c.behind);
  const torso = f.capsules.filter((c) => c.part === 'torso');
  const neck = f.capsules.filter((c) => c.part === 'neck');
  const nearLegs = f.capsules.filter((c) => c.layer === 'near' && ['thigh', 'shin', 'foot'].includes(c.part));
  const nearArm = f.capsules.filter((c) => c.layer === 'near' && !c.behind && !nearLegs.includes(c));
  return [
    capsulePaths(far, toPx, scale, () => PALETTE.far),
    capsulePaths(behind, toPx, scale, (c) => (c.layer === 'far' ? PALETTE.far : PALETTE.near)),
    `<path stroke="${PALETTE.body}" stroke-width="${n(torso[0]!.width * scale)}" d="${torsoPath(torso, toPx)}"/>`,
    capsulePaths(neck, toPx, scale, () => PALETTE.body),
    headSvg(f, toPx, scale, PALETTE.body),
    capsulePaths(nearLegs, toPx, scale, () => PALETTE.near),
    capsulePaths(nearArm, toPx, scale, () => PALETTE.halo, 2.4),
    capsulePaths(nearArm, toPx, scale, () => PALETTE.near),
  ].join('');
}

function ghostSvg(f: Figure, toPx: ToPx, scale: number): string {
  const torso = f.capsules.filter((c) => c.part === 'torso');
  const rest = f.capsules.filter((c) => c.part !== 'torso');
  return `<g opacity=".22">${capsulePaths(rest, toPx, scale, () => PALETTE.ghost)}<path stroke="${PALETTE.ghost}" stroke-width="${n(torso[0]!.width * scale)}" d="${torsoPath(torso, toPx)}"/>${headSvg(f, toPx, scale, PALETTE.ghost, false)}</g>`;
}

function arrowHead(tip: Point, dir: Point, size = 9): string {
  const len = lengthOf(dir);
  const u = { x: dir.x / len, y: dir.y / len };
  const base = { x: tip.x - u.x * size, y: tip.y - u.y * size };
  const side = { x: -u.y * size * 0.5, y: u.x * size * 0.5 };
  return `<path fill="${PALETTE.arrow}" stroke="${PALETTE.arrow}" stroke-width="1.5" stroke-linejoin="round" d="M${n(tip.x)} ${n(tip.y)}L${n(base.x + side.x)} ${n(base.y + side.y)}L${n(base.x - side.x)} ${n(base.y - side.y)}Z"/>`;
}

function arcSvg(arc: NonNullable<Frame['arc']>, toPx: ToPx): string {
  const pts = arcPoints(arc, 24).map(toPx);
  const tail = pts.slice(0, -2);
  const d = tail.map((p, i) => `${i ? 'L' : 'M'}${n(p.x)} ${n(p.y)}`).join('');
  const last = pts.at(-1)!;
  return `<path stroke="${PALETTE.arrow}" stroke-width="3" d="${d}"/>${arrowHead(last, sub(last, pts.at(-3)!))}`;
}

function timerSvg(x: number, y: number): string {
  const c = { x: x + 12, y: y + 19 };
  return (
    `<rect x="${x}" y="${y}" width="24" height="40" rx="5" fill="${TOKENS.surface}" stroke="${PALETTE.timer}" stroke-width="2.5"/>` +
    `<circle cx="${c.x}" cy="${c.y}" r="7" stroke="${PALETTE.arrow}" stroke-width="2"/>` +
    `<path stroke="${PALETTE.arrow}" stroke-width="2" d="M${c.x} ${c.y}V${c.y - 4.5}M${c.x} ${c.y}L${c.x + 3.5} ${c.y + 2}"/>` +
    `<path stroke="${PALETTE.timer}" stroke-width="2" d="M${x + 9} ${y + 34}H${x + 15}"/>`
  );
}

/** One SVG picture of the poses; see RenderOptions for the layouts. */
export function renderFigure(poses: Pose[], options: RenderOptions): string {
  if (poses.length === 0) throw new Error('renderFigure needs at least one pose');
  const W = options.width ?? 320;
  const H = options.height ?? 200;
  const props = options.props ?? [];
  const floorY = H - 14;
  const lift = props.includes('mat') ? MAT : 0;
  const frames = buildFrames(poses.map(forwardKinematics), options);
  const gaps = GAP * (frames.length - 1);
  const widths = frames.map((f) => f.box.maxX - f.box.minX);
  const scale = Math.min(
    MAX_SCALE,
    (W - 2 * MARGIN - gaps) / widths.reduce((a, b) => a + b, 0),
    (floorY - MARGIN) / (Math.max(...frames.map((f) => f.box.maxY)) + lift),
  );
  const total = widths.reduce((a, b) => a + b, 0) * scale + gaps;
  let left = (W - total) / 2;
  const parts: string[] = [];
  const floorPx = floorY + lift * scale;
  frames.forEach((frame, i) => {
    const ox = left - frame.box.minX * scale;
    const toPx: ToPx = (p) => ({ x: ox + p.x * scale, y: floorY - p.y * scale });
    if (frame.wall !== undefined) {
      // The wall runs from the floor to the top edge of the picture.
      const x = toPx(pt(frame.wall, 0)).x;
      parts.push(`<rect x="${n(x - 7 * scale)}" y="0" width="${n(7 * scale)}" height="${n(floorPx)}" fill="${PALETTE.wall}"/>`);
      parts.push(`<path stroke="${PALETTE.prop}" stroke-width="2.5" d="M${n(x)} 0V${n(floorPx)}"/>`);
    }
    if (props.includes('mat')) {
      const a = toPx(pt(frame.box.minX - 4, 0));
      const b = toPx(pt(frame.box.maxX + 4, 0));
      parts.push(`<rect x="${n(a.x)}" y="${n(a.y)}" width="${n(b.x - a.x)}" height="${n(lift * scale)}" rx="${n((lift * scale) / 2)}" fill="${PALETTE.mat}"/>`);
    }
    if (frame.lines.length) {
      const d = frame.lines.map((l) => [toPx(l.from), toPx(l.to)]).map(([a, b]) => `M${n(a!.x)} ${n(a!.y)}L${n(b!.x)} ${n(b!.y)}`);
      parts.push(`<path stroke="${PALETTE.prop}" stroke-width="${n(2.6 * scale)}" d="${d.join('')}"/>`);
    }
    if (options.highlight) parts.push(highlightSvg(frame.main, options.highlight, toPx, scale));
    frame.ghosts.forEach((g) => parts.push(ghostSvg(g, toPx, scale)));
    parts.push(figureSvg(frame.main, toPx, scale));
    if (frame.arc) parts.push(arcSvg(frame.arc, toPx));
    if (options.lift) parts.push(liftSvg(frame.main, options.lift, toPx));
    left += widths[i]! * scale;
    if (i < frames.length - 1) {
      const h = Math.min(frame.box.maxY, frames[i + 1]!.box.maxY) * scale;
      const y = floorY - h * 0.55;
      parts.push(`<path stroke="${PALETTE.arrow}" stroke-width="3" d="M${n(left + 9)} ${n(y)}H${n(left + GAP - 15)}"/>`);
      parts.push(arrowHead(pt(left + GAP - 7, y), pt(1, 0)));
      left += GAP;
    }
  });
  const title = escapeXml(options.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${title}"><title>${title}</title>` +
    `<path stroke="${PALETTE.floor}" stroke-width="3" stroke-linecap="round" d="M${MARGIN} ${n(floorPx + 1.5)}H${W - MARGIN}"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}${options.timer ? timerSvg(W - 24 - MARGIN - 4, MARGIN + 4) : ''}</g></svg>`
  );
}

function insideBody(f: Figure, q: Point): boolean {
  return f.capsules.some((c) => {
    const d = sub(c.to, c.from);
    const t = Math.max(0, Math.min(1, ((q.x - c.from.x) * d.x + (q.y - c.from.y) * d.y) / (d.x * d.x + d.y * d.y || 1)));
    return lengthOf(sub(q, { x: c.from.x + d.x * t, y: c.from.y + d.y * t })) < c.width / 2;
  });
}

function liftSvg(f: Figure, joint: JointName, toPx: ToPx): string {
  const p = f.joints[joint];
  let y = p.y;
  while (y > 0 && insideBody(f, pt(p.x, y))) y -= 0.5;
  const a = toPx(pt(p.x, 1.5));
  const b = toPx(pt(p.x, y - 2));
  return `<path stroke="${PALETTE.arrow}" stroke-width="3" d="M${n(a.x)} ${n(a.y)}V${n(b.y + 6)}"/>${arrowHead(b, pt(0, -1))}`;
}

function highlightSvg(f: Figure, joint: JointName, toPx: ToPx, scale: number): string {
  const axis = sub(f.joints.chest, f.joints.pelvis);
  const len = lengthOf(axis);
  const back = { x: -axis.y / len, y: axis.x / len };
  const p = f.joints[joint];
  const c = toPx({ x: p.x + back.x * 6, y: p.y + back.y * 6 });
  const rays = [-45, 0, 45].map((deg) => {
    const a = Math.atan2(-back.y, back.x) + (deg * Math.PI) / 180;
    const [r1, r2] = [10 * scale, 14 * scale];
    return `M${n(c.x + Math.cos(a) * r1)} ${n(c.y + Math.sin(a) * r1)}L${n(c.x + Math.cos(a) * r2)} ${n(c.y + Math.sin(a) * r2)}`;
  });
  return `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(7 * scale)}" fill="${PALETTE.arrow}" fill-opacity=".25"/><path stroke="${PALETTE.arrow}" stroke-width="3" d="${rays.join('')}"/>`;
}
