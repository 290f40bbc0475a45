/**
 * Draws posed figures. `drawFigure` gives the drawing as plain shapes; `renderFigure` writes them
 * as a small, self-contained SVG string (no scripts, fonts or external references) for the app, and
 * the report draws the same shapes as PDF vectors.
 */
import { forwardKinematics, translate, type Capsule, type Figure, type JointName, type Point, type Pose } from './model';

/** A step of a path. An arc is part of the circle round `centre` (always the short way). */
export type Segment =
  | { op: 'M' | 'L'; to: Point }
  | { op: 'H'; x: number }
  | { op: 'V'; y: number }
  | { op: 'Q'; control: Point; to: Point }
  | { op: 'A'; centre: Point; radius: number; sweep: 0 | 1; to: Point }
  | { op: 'Z' };

/** How a shape is painted; what is not given is not painted (no fill, no stroke). */
export interface Paint {
  fill?: string;
  fillOpacity?: number;
  stroke?: string;
  strokeWidth?: number;
  /** Round unless said otherwise (the figure's limbs and arrows are round-ended). */
  linecap?: 'round';
  linejoin?: 'round';
}

export type Shape =
  | ({ kind: 'path'; d: Segment[] } & Paint)
  | ({ kind: 'circle'; centre: Point; r: number } & Paint)
  | ({ kind: 'rect'; x: number; y: number; width: number; height: number; rx?: number } & Paint)
  | { kind: 'group'; opacity: number; shapes: Shape[] };

/** A drawing in view-box units (y grows downwards), with its Swedish title. */
export interface Drawing {
  width: number;
  height: number;
  title: string;
  shapes: Shape[];
}

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
  /** Sequence: an upward arrow behind the last pose, from the floor to above this joint (rising on the toes). */
  rise?: JointName;
  /** A soft warm spot behind this joint (where it hurts). */
  highlight?: JointName;
  width?: number;
  height?: number;
  /**
   * Fit the drawing to what it draws: `width` and `height` are then the largest size allowed, the
   * figures are scaled to fill it (no upper limit on the scale) and the drawing is cut to the
   * figures, props and arrows with a thin margin, so it carries no empty space around them.
   */
  crop?: boolean;
  /** Cropped: the largest scale, drawing units per unit of the figure (percent of standing height). */
  maxScale?: number;
}

const MAX_SCALE = 2.1;
const MARGIN = 10;
/** The margins of a cropped drawing: at the sides and top, and below the floor line. */
const CROP_MARGIN = 4;
const CROP_BOTTOM = 6;
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
  rise?: Line;
  /** Where the mat runs, from x to x. */
  mat?: [number, number];
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

/** An upright arrow just behind everything drawn below its top, from the floor to a little above the joint. */
function riseLine(figures: Figure[], joint: JointName): Line {
  const top = Math.max(figures[0]!.joints[joint].y + 10, 20);
  const low = figures.flatMap((f) => f.capsules).filter((c) => Math.min(c.from.y, c.to.y) - c.width / 2 < top);
  const x = Math.min(...low.map((c) => Math.min(c.from.x, c.to.x) - c.width / 2)) - 5;
  return { from: pt(x, 1.5), to: pt(x, top) };
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
    if (options.rise && before && i === groups.length - 1) frame.rise = riseLine([main, ...aligned], options.rise);
    for (const f of [main, ...aligned]) {
      for (const c of f.capsules) [c.from, c.to].forEach((p) => grow(frame.box, p, c.width / 2));
      grow(frame.box, f.head.centre, f.head.radius);
    }
    for (const l of frame.lines) [l.from, l.to].forEach((p) => grow(frame.box, p, 1.5));
    if (frame.wall !== undefined) grow(frame.box, pt(frame.wall - 6, 0));
    if (frame.arc) arcPoints(frame.arc).forEach((p) => grow(frame.box, p, 3));
    if (frame.rise) [frame.rise.from, frame.rise.to].forEach((p) => grow(frame.box, p, 5));
    if (props.includes('mat')) {
      frame.mat = [frame.box.minX - 4, frame.box.maxX + 4];
      // A cropped drawing keeps the mat inside it.
      if (options.crop) frame.mat.forEach((x) => grow(frame.box, pt(x, 0)));
    }
    return frame;
  });
}

type ToPx = (p: Point) => Point;

const line = (a: Point, b: Point): Segment[] => [
  { op: 'M', to: a },
  { op: 'L', to: b },
];

/** Limbs as strokes, one path per colour and width (the width as the SVG writes it, rounded). */
function capsulePaths(capsules: Capsule[], toPx: ToPx, scale: number, colour: (c: Capsule) => string, extra = 0): Shape[] {
  const byStyle = new Map<string, { stroke: string; strokeWidth: number; d: Segment[] }>();
  for (const c of capsules) {
    const stroke = colour(c);
    const strokeWidth = Number(n(c.width * scale + extra));
    const key = `${stroke}|${strokeWidth}`;
    const path = byStyle.get(key) ?? { stroke, strokeWidth, d: [] };
    path.d.push(...line(toPx(c.from), toPx(c.to)));
    byStyle.set(key, path);
  }
  return [...byStyle.values()].map((p) => ({ kind: 'path', ...p }));
}

/** The trunk as one smooth stroke through the pelvis, waist and chest, so a bending spine curves. */
function torsoPath(torso: Capsule[], toPx: ToPx, scale: number, stroke: string): Shape {
  const [p0, p1, p2, p3] = [torso[0]!.from, torso[0]!.to, torso[1]!.to, torso[2]!.to].map(toPx) as [Point, Point, Point, Point];
  const m = { x: (p1.x + p2.x) / 2, y: (p1.y + p2.y) / 2 };
  const d: Segment[] = [
    { op: 'M', to: p0 },
    { op: 'Q', control: p1, to: m },
    { op: 'Q', control: p2, to: p3 },
  ];
  return { kind: 'path', stroke, strokeWidth: Number(n(torso[0]!.width * scale)), d };
}

function headShapes(f: Figure, toPx: ToPx, scale: number, colour: string, face = true): Shape[] {
  const c = toPx(f.head.centre);
  const r = f.head.radius * scale;
  const shapes: Shape[] = [{ kind: 'circle', centre: c, r, fill: colour }];
  if (!face) return shapes;
  // Screen coordinates: y grows downwards.
  const up = { x: f.crown.x, y: -f.crown.y };
  const ahead = f.facing ? { x: f.facing.x, y: -f.facing.y } : { x: -up.y, y: up.x };
  const rim = (deg: number): Point => {
    const a = (deg * Math.PI) / 180;
    return { x: c.x + (ahead.x * Math.cos(a) + up.x * Math.sin(a)) * r, y: c.y + (ahead.y * Math.cos(a) + up.y * Math.sin(a)) * r };
  };
  const sweep = ahead.x * up.y - ahead.y * up.x > 0 ? 1 : 0;
  // Hair over the crown (and the back of the head in profile), so the face side reads at a glance.
  const [from, to] = f.facing ? [70, 215] : [25, 155];
  shapes.push({
    kind: 'path',
    fill: PALETTE.hair,
    d: [{ op: 'M', to: rim(from) }, { op: 'A', centre: c, radius: r, sweep, to: rim(to) }, { op: 'Z' }],
  });
  if (f.facing) {
    const at = (k: number, l: number): Point => ({ x: c.x + ahead.x * r * k + up.x * r * l, y: c.y + ahead.y * r * k + up.y * r * l });
    shapes.push(
      { kind: 'circle', centre: at(0.92, -0.12), r: r * 0.3, fill: colour },
      { kind: 'circle', centre: at(0.5, 0.18), r: r * 0.14, fill: PALETTE.halo },
    );
  }
  return shapes;
}

function figureShapes(f: Figure, toPx: ToPx, scale: number): Shape[] {
  const far = f.capsules.filter((c) => c.layer === 'far' && !c.behind);
  const behind = f.capsules.filter((c) => c.behind);
  const torso = f.capsules.filter((c) => c.part === 'torso');
  const neck = f.capsules.filter((c) => c.part === 'neck');
  const nearLegs = f.capsules.filter((c) => c.layer === 'near' && ['thigh', 'shin', 'foot'].includes(c.part));
  const nearArm = f.capsules.filter((c) => c.layer === 'near' && !c.behind && !nearLegs.includes(c));
  return [
    ...capsulePaths(far, toPx, scale, () => PALETTE.far),
    ...capsulePaths(behind, toPx, scale, (c) => (c.layer === 'far' ? PALETTE.far : PALETTE.near)),
    torsoPath(torso, toPx, scale, PALETTE.body),
    ...capsulePaths(neck, toPx, scale, () => PALETTE.body),
    ...headShapes(f, toPx, scale, PALETTE.body),
    ...capsulePaths(nearLegs, toPx, scale, () => PALETTE.near),
    ...capsulePaths(nearArm, toPx, scale, () => PALETTE.halo, 2.4),
    ...capsulePaths(nearArm, toPx, scale, () => PALETTE.near),
  ];
}

function ghostShape(f: Figure, toPx: ToPx, scale: number): Shape {
  const torso = f.capsules.filter((c) => c.part === 'torso');
  const rest = f.capsules.filter((c) => c.part !== 'torso');
  const shapes = [
    ...capsulePaths(rest, toPx, scale, () => PALETTE.ghost),
    torsoPath(torso, toPx, scale, PALETTE.ghost),
    ...headShapes(f, toPx, scale, PALETTE.ghost, false),
  ];
  return { kind: 'group', opacity: 0.22, shapes };
}

function arrowHead(tip: Point, dir: Point, size = 9): Shape {
  const len = lengthOf(dir);
  const u = { x: dir.x / len, y: dir.y / len };
  const base = { x: tip.x - u.x * size, y: tip.y - u.y * size };
  const side = { x: -u.y * size * 0.5, y: u.x * size * 0.5 };
  const d: Segment[] = [
    { op: 'M', to: tip },
    { op: 'L', to: pt(base.x + side.x, base.y + side.y) },
    { op: 'L', to: pt(base.x - side.x, base.y - side.y) },
    { op: 'Z' },
  ];
  return { kind: 'path', fill: PALETTE.arrow, stroke: PALETTE.arrow, strokeWidth: 1.5, linejoin: 'round', d };
}

function arcShapes(arc: NonNullable<Frame['arc']>, toPx: ToPx): Shape[] {
  const pts = arcPoints(arc, 24).map(toPx);
  const d = pts.slice(0, -2).map((to, i): Segment => ({ op: i ? 'L' : 'M', to }));
  const last = pts.at(-1)!;
  return [{ kind: 'path', stroke: PALETTE.arrow, strokeWidth: 3, d }, arrowHead(last, sub(last, pts.at(-3)!))];
}

function timerShapes(x: number, y: number): Shape[] {
  const c = { x: x + 12, y: y + 19 };
  return [
    { kind: 'rect', x, y, width: 24, height: 40, rx: 5, fill: TOKENS.surface, stroke: PALETTE.timer, strokeWidth: 2.5 },
    { kind: 'circle', centre: c, r: 7, stroke: PALETTE.arrow, strokeWidth: 2 },
    { kind: 'path', stroke: PALETTE.arrow, strokeWidth: 2, d: [{ op: 'M', to: c }, { op: 'V', y: c.y - 4.5 }, ...line(c, pt(c.x + 3.5, c.y + 2))] },
    {
      kind: 'path',
      stroke: PALETTE.timer,
      strokeWidth: 2,
      d: [
        { op: 'M', to: pt(x + 9, y + 34) },
        { op: 'H', x: x + 15 },
      ],
    },
  ];
}

/** One SVG picture of the poses; see RenderOptions for the layouts. */
export function renderFigure(poses: Pose[], options: RenderOptions): string {
  return drawingToSvg(drawFigure(poses, options));
}

/** The poses as shapes; see RenderOptions for the layouts. */
export function drawFigure(poses: Pose[], options: RenderOptions): Drawing {
  if (poses.length === 0) throw new Error('renderFigure needs at least one pose');
  const crop = options.crop ?? false;
  let W = options.width ?? 320;
  let H = options.height ?? 200;
  const props = options.props ?? [];
  const margin = crop ? CROP_MARGIN : MARGIN;
  const bottom = crop ? CROP_BOTTOM : 14;
  const lift = props.includes('mat') ? MAT : 0;
  const frames = buildFrames(poses.map(forwardKinematics), options);
  const timerRoom = options.timer && crop ? 24 + 8 : 0;
  const gaps = GAP * (frames.length - 1);
  const widths = frames.map((f) => f.box.maxX - f.box.minX);
  const maxY = Math.max(...frames.map((f) => f.box.maxY));
  const scale = Math.min(
    crop ? (options.maxScale ?? Infinity) : MAX_SCALE,
    (W - 2 * margin - gaps - timerRoom) / widths.reduce((a, b) => a + b, 0),
    (H - bottom - margin) / (maxY + lift),
  );
  const total = widths.reduce((a, b) => a + b, 0) * scale + gaps;
  if (crop) {
    W = Math.ceil(total + 2 * margin + timerRoom);
    H = Math.ceil(margin + (maxY + lift) * scale + bottom);
  }
  // Cropped, the tallest frame touches the top margin and the mat and floor line fit below.
  const floorY = crop ? margin + maxY * scale : H - bottom;
  let left = (W - timerRoom - total) / 2;
  const parts: Shape[] = [];
  const floorPx = floorY + lift * scale;
  frames.forEach((frame, i) => {
    const ox = left - frame.box.minX * scale;
    const toPx: ToPx = (p) => ({ x: ox + p.x * scale, y: floorY - p.y * scale });
    if (frame.wall !== undefined) {
      // The wall runs from the floor to the top edge of the picture.
      const x = toPx(pt(frame.wall, 0)).x;
      parts.push({ kind: 'rect', x: x - 7 * scale, y: 0, width: 7 * scale, height: floorPx, fill: PALETTE.wall });
      parts.push({
        kind: 'path',
        stroke: PALETTE.prop,
        strokeWidth: 2.5,
        d: [
          { op: 'M', to: pt(x, 0) },
          { op: 'V', y: floorPx },
        ],
      });
    }
    if (frame.mat) {
      const a = toPx(pt(frame.mat[0], 0));
      const b = toPx(pt(frame.mat[1], 0));
      parts.push({ kind: 'rect', x: a.x, y: a.y, width: b.x - a.x, height: lift * scale, rx: (lift * scale) / 2, fill: PALETTE.mat });
    }
    if (frame.lines.length) {
      const d = frame.lines.flatMap((l) => line(toPx(l.from), toPx(l.to)));
      parts.push({ kind: 'path', stroke: PALETTE.prop, strokeWidth: 2.6 * scale, d });
    }
    if (options.highlight) parts.push(...highlightShapes(frame.main, options.highlight, toPx, scale));
    frame.ghosts.forEach((g) => parts.push(ghostShape(g, toPx, scale)));
    parts.push(...figureShapes(frame.main, toPx, scale));
    if (frame.arc) parts.push(...arcShapes(frame.arc, toPx));
    if (options.lift) parts.push(...liftShapes(frame.main, options.lift, toPx));
    if (frame.rise) parts.push(...riseShapes(frame.rise, toPx));
    left += widths[i]! * scale;
    if (i < frames.length - 1) {
      const h = Math.min(frame.box.maxY, frames[i + 1]!.box.maxY) * scale;
      const y = floorY - h * 0.55;
      parts.push({
        kind: 'path',
        stroke: PALETTE.arrow,
        strokeWidth: 3,
        d: [
          { op: 'M', to: pt(left + 9, y) },
          { op: 'H', x: left + GAP - 15 },
        ],
      });
      parts.push(arrowHead(pt(left + GAP - 7, y), pt(1, 0)));
      left += GAP;
    }
  });
  if (options.timer) parts.push(...timerShapes(W - 24 - margin - 4, margin + 4));
  const floor: Shape = {
    kind: 'path',
    stroke: PALETTE.floor,
    strokeWidth: 3,
    linecap: 'round',
    d: [
      { op: 'M', to: pt(margin, floorPx + 1.5) },
      { op: 'H', x: W - margin },
    ],
  };
  return { width: W, height: H, title: options.title, shapes: [floor, ...parts] };
}

// ---- SVG ------------------------------------------------------------------------------------

/** ".22" for 0.22, as the committed drawings write it. */
const fraction = (v: number) => String(v).replace(/^0\./, '.');

function paintAttributes(p: Paint): string {
  let out = '';
  if (p.fill !== undefined) out += ` fill="${p.fill}"`;
  if (p.fillOpacity !== undefined) out += ` fill-opacity="${fraction(p.fillOpacity)}"`;
  if (p.stroke !== undefined) out += ` stroke="${p.stroke}"`;
  if (p.strokeWidth !== undefined) out += ` stroke-width="${n(p.strokeWidth)}"`;
  if (p.linecap !== undefined) out += ` stroke-linecap="${p.linecap}"`;
  if (p.linejoin !== undefined) out += ` stroke-linejoin="${p.linejoin}"`;
  return out;
}

const xy = (p: Point) => `${n(p.x)} ${n(p.y)}`;

function pathData(d: Segment[]): string {
  return d
    .map((s) => {
      switch (s.op) {
        case 'M':
        case 'L':
          return `${s.op}${xy(s.to)}`;
        case 'H':
          return `H${n(s.x)}`;
        case 'V':
          return `V${n(s.y)}`;
        case 'Q':
          return `Q${xy(s.control)} ${xy(s.to)}`;
        case 'A':
          return `A${n(s.radius)} ${n(s.radius)} 0 0 ${s.sweep} ${xy(s.to)}`;
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

function shapeToSvg(shape: Shape): string {
  switch (shape.kind) {
    case 'group':
      return `<g opacity="${fraction(shape.opacity)}">${shape.shapes.map(shapeToSvg).join('')}</g>`;
    case 'circle':
      return `<circle cx="${n(shape.centre.x)}" cy="${n(shape.centre.y)}" r="${n(shape.r)}"${paintAttributes(shape)}/>`;
    case 'rect': {
      const rx = shape.rx === undefined ? '' : ` rx="${n(shape.rx)}"`;
      return `<rect x="${n(shape.x)}" y="${n(shape.y)}" width="${n(shape.width)}" height="${n(shape.height)}"${rx}${paintAttributes(shape)}/>`;
    }
    case 'path':
      return `<path${paintAttributes(shape)} d="${pathData(shape.d)}"/>`;
  }
}

/** A drawing as SVG: the floor first, then the rest round-ended and unfilled unless said. */
export function drawingToSvg(drawing: Drawing): string {
  const title = escapeXml(drawing.title);
  const [floor, ...rest] = drawing.shapes;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.width} ${drawing.height}" role="img" aria-label="${title}"><title>${title}</title>` +
    `${floor ? shapeToSvg(floor) : ''}<g fill="none" stroke-linecap="round" stroke-linejoin="round">${rest.map(shapeToSvg).join('')}</g></svg>`
  );
}

function insideBody(f: Figure, q: Point): boolean {
  return f.capsules.some((c) => {
    const d = sub(c.to, c.from);
    const t = Math.max(0, Math.min(1, ((q.x - c.from.x) * d.x + (q.y - c.from.y) * d.y) / (d.x * d.x + d.y * d.y || 1)));
    return lengthOf(sub(q, { x: c.from.x + d.x * t, y: c.from.y + d.y * t })) < c.width / 2;
  });
}

function liftShapes(f: Figure, joint: JointName, toPx: ToPx): Shape[] {
  const p = f.joints[joint];
  let y = p.y;
  while (y > 0 && insideBody(f, pt(p.x, y))) y -= 0.5;
  return upArrow(toPx(pt(p.x, 1.5)), toPx(pt(p.x, y - 2)));
}

/** A straight arrow up from a to b (pixels): the lift under a joint and the rise behind a pose. */
function upArrow(a: Point, b: Point): Shape[] {
  return [
    {
      kind: 'path',
      stroke: PALETTE.arrow,
      strokeWidth: 3,
      d: [
        { op: 'M', to: a },
        { op: 'V', y: b.y + 6 },
      ],
    },
    arrowHead(b, pt(0, -1)),
  ];
}

function riseShapes(rise: Line, toPx: ToPx): Shape[] {
  return upArrow(toPx(rise.from), toPx(rise.to));
}

function highlightShapes(f: Figure, joint: JointName, toPx: ToPx, scale: number): Shape[] {
  const axis = sub(f.joints.chest, f.joints.pelvis);
  const len = lengthOf(axis);
  const back = { x: -axis.y / len, y: axis.x / len };
  const p = f.joints[joint];
  const c = toPx({ x: p.x + back.x * 6, y: p.y + back.y * 6 });
  const rays = [-45, 0, 45].flatMap((deg) => {
    const a = Math.atan2(-back.y, back.x) + (deg * Math.PI) / 180;
    const [r1, r2] = [10 * scale, 14 * scale];
    return line(pt(c.x + Math.cos(a) * r1, c.y + Math.sin(a) * r1), pt(c.x + Math.cos(a) * r2, c.y + Math.sin(a) * r2));
  });
  return [
    { kind: 'circle', centre: c, r: 7 * scale, fill: PALETTE.arrow, fillOpacity: 0.25 },
    { kind: 'path', stroke: PALETTE.arrow, strokeWidth: 3, d: rays },
  ];
}
