import { describe, expect, it } from 'vitest';
import { EXERCISE_ILLUSTRATIONS, type ExerciseIllustration } from './exercise-poses';
import { drawFigure, type Drawing, type Segment, type Shape } from './render';

const illustrations = Object.entries(EXERCISE_ILLUSTRATIONS) as [string, ExerciseIllustration][];

/** Every point a drawing places (path ends and controls, circle edges, rectangle corners). */
function pointsOf(shapes: Shape[]): { x: number; y: number }[] {
  return shapes.flatMap((s): { x: number; y: number }[] => {
    switch (s.kind) {
      case 'group':
        return pointsOf(s.shapes);
      case 'circle':
        return [
          { x: s.centre.x - s.r, y: s.centre.y - s.r },
          { x: s.centre.x + s.r, y: s.centre.y + s.r },
        ];
      case 'rect':
        return [
          { x: s.x, y: s.y },
          { x: s.x + s.width, y: s.y + s.height },
        ];
      case 'path': {
        let at = { x: 0, y: 0 };
        return s.d.flatMap((seg: Segment) => {
          if (seg.op === 'H') at = { x: seg.x, y: at.y };
          else if (seg.op === 'V') at = { x: at.x, y: seg.y };
          else if (seg.op !== 'Z') at = seg.to;
          return seg.op === 'Z' ? [] : [at];
        });
      }
    }
  });
}
const bounds = (d: Drawing) => {
  const ps = pointsOf(d.shapes.slice(1)); // the floor line runs the drawing's width by design
  return { minX: Math.min(...ps.map((p) => p.x)), maxX: Math.max(...ps.map((p) => p.x)), minY: Math.min(...ps.map((p) => p.y)) };
};

describe('a cropped drawing', () => {
  it.each(illustrations)('%s: fills its box one way, is cut to what it draws, and keeps it all inside', (_id, ill) => {
    const box = { width: 320, height: 140 };
    const d = drawFigure(ill.poses, { ...ill.options, ...box, crop: true });
    expect(d.width).toBeLessThanOrEqual(box.width + 1);
    expect(d.height).toBeLessThanOrEqual(box.height + 1);
    // Filled one way: the width or the height reaches (within rounding) the box.
    expect(Math.max(d.width / box.width, d.height / box.height)).toBeGreaterThan(0.98);
    // Cut: at most a few units of margin at the sides and the top, and nothing outside.
    const b = bounds(d);
    expect(b.minX).toBeGreaterThanOrEqual(-0.5);
    expect(b.maxX).toBeLessThanOrEqual(d.width + 0.5);
    expect(b.minY).toBeGreaterThanOrEqual(-0.5);
    expect(b.minX).toBeLessThan(12);
    expect(d.width - b.maxX).toBeLessThan(12);
    expect(b.minY).toBeLessThan(12);
    for (const p of pointsOf(d.shapes)) expect(p.y).toBeLessThanOrEqual(d.height + 0.5);
  });

  it('leaves out the empty space round a wide picture, the figures as large as uncropped', () => {
    const ill = EXERCISE_ILLUSTRATIONS['bird-dog'];
    const head = (d: Drawing) => Math.max(...d.shapes.flatMap((s) => (s.kind === 'circle' ? [s.r] : [])));
    const plain = drawFigure(ill.poses, { ...ill.options, width: 360, height: 200 });
    const cropped = drawFigure(ill.poses, { ...ill.options, width: 360, height: 200, crop: true });
    expect(cropped.height).toBeLessThan(plain.height / 2);
    expect(head(cropped)).toBeGreaterThan(head(plain) * 0.95);
  });
});

describe('the rise arrow', () => {
  it('points up behind the heels of the last pose and is drawn only there', () => {
    const ill = EXERCISE_ILLUSTRATIONS['heel-raise'];
    const d = drawFigure(ill.poses, { ...ill.options, width: 320, height: 200, crop: true });
    const without = drawFigure(ill.poses, { ...ill.options, rise: undefined, width: 320, height: 200, crop: true });
    const upright = (s: Shape) => s.kind === 'path' && s.stroke === '#c2410c' && s.d.some((seg) => seg.op === 'V');
    expect(d.shapes.filter(upright)).toHaveLength(1);
    expect(without.shapes.filter(upright)).toHaveLength(0);
    const arrow = d.shapes.find(upright) as Extract<Shape, { kind: 'path' }>;
    const [from, to] = [arrow.d[0] as { op: 'M'; to: { x: number; y: number } }, arrow.d[1] as { op: 'V'; y: number }];
    // Upwards (screen y grows down), at least an eighth of the picture’s height, in its right half.
    expect(from.to.y - to.y).toBeGreaterThan(d.height / 8);
    expect(from.to.x).toBeGreaterThan(d.width / 2);
  });
});
