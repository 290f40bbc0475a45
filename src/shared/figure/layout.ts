/**
 * Where things go before anything is drawn: each frame's figure, its ghosts, props and arrows in
 * figure units, and the box they take up.
 */
import { translate, type Figure, type JointName, type Point } from './model';
import { lengthOf, pt, sub } from './shapes';

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

export type Box = { minX: number; maxX: number; maxY: number };
const grow = (b: Box, p: Point, r = 0) => {
  b.minX = Math.min(b.minX, p.x - r);
  b.maxX = Math.max(b.maxX, p.x + r);
  b.maxY = Math.max(b.maxY, p.y + r);
};

export interface Line {
  from: Point;
  to: Point;
}
export interface Frame {
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

export function arcPoints(arc: NonNullable<Frame['arc']>, steps = 12): Point[] {
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

export function buildFrames(figures: Figure[], options: RenderOptions): Frame[] {
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
