/** What is drawn on and around the body: arrows (motion, lift, rise, between poses), the sore spot and the timer. */
import { arcPoints, type Frame, type Line } from './layout';
import type { Figure, JointName, Point } from './model';
import { PALETTE, TOKENS } from './palette';
import { lengthOf, line, pt, sub, type Segment, type Shape, type ToPx } from './shapes';

export function arrowHead(tip: Point, dir: Point, size = 9): Shape {
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

export function arcShapes(arc: NonNullable<Frame['arc']>, toPx: ToPx): Shape[] {
  const pts = arcPoints(arc, 24).map(toPx);
  const d = pts.slice(0, -2).map((to, i): Segment => ({ op: i ? 'L' : 'M', to }));
  const last = pts.at(-1)!;
  return [{ kind: 'path', stroke: PALETTE.arrow, strokeWidth: 3, d }, arrowHead(last, sub(last, pts.at(-3)!))];
}

export function timerShapes(x: number, y: number): Shape[] {
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

function insideBody(f: Figure, q: Point): boolean {
  return f.capsules.some((c) => {
    const d = sub(c.to, c.from);
    const t = Math.max(0, Math.min(1, ((q.x - c.from.x) * d.x + (q.y - c.from.y) * d.y) / (d.x * d.x + d.y * d.y || 1)));
    return lengthOf(sub(q, { x: c.from.x + d.x * t, y: c.from.y + d.y * t })) < c.width / 2;
  });
}

export function liftShapes(f: Figure, joint: JointName, toPx: ToPx): Shape[] {
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

export function riseShapes(rise: Line, toPx: ToPx): Shape[] {
  return upArrow(toPx(rise.from), toPx(rise.to));
}

export function highlightShapes(f: Figure, joint: JointName, toPx: ToPx, scale: number): Shape[] {
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
