/** The body: limbs, trunk and head as shapes, and the faint ghost of an earlier pose. */
import type { Capsule, Figure, Point } from './model';
import { PALETTE } from './palette';
import { line, n, type Segment, type Shape, type ToPx } from './shapes';

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

export function figureShapes(f: Figure, toPx: ToPx, scale: number): Shape[] {
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

export function ghostShape(f: Figure, toPx: ToPx, scale: number): Shape {
  const torso = f.capsules.filter((c) => c.part === 'torso');
  const rest = f.capsules.filter((c) => c.part !== 'torso');
  const shapes = [
    ...capsulePaths(rest, toPx, scale, () => PALETTE.ghost),
    torsoPath(torso, toPx, scale, PALETTE.ghost),
    ...headShapes(f, toPx, scale, PALETTE.ghost, false),
  ];
  return { kind: 'group', opacity: 0.22, shapes };
}
