import type { CanvasElement } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { drawFigure, type Drawing, type Shape } from '../../../shared/figure/render';
import { reportModelFor, sampleAnswers } from '../../../../tests/support/reports';
import { EXERCISES, type Exercise } from '../content/exercise-catalogue';
import { lifestyleAdvice } from '../content/lifestyle';
import { treatmentPlan } from '../content/plan';
import { figureCanvas } from './figure';
import { composeFullReport, EXERCISE_DRAWING_BOX, exerciseDrawing } from './full-report';
import { CONTENT_WIDTH } from './theme';

type Polyline = Extract<CanvasElement, { type: 'polyline' }>;
const polylinesOf = (canvas: CanvasElement[]) => canvas.filter((v): v is Polyline => v.type === 'polyline');

describe('a figure drawing as PDF vectors', () => {
  it('keeps every shape, its colours and round ends, scaled to the width', () => {
    const drawing: Drawing = {
      width: 200,
      height: 100,
      title: 'Prov',
      shapes: [
        {
          kind: 'path',
          stroke: '#0f766e',
          strokeWidth: 10,
          d: [
            { op: 'M', to: { x: 0, y: 50 } },
            { op: 'H', x: 100 },
            { op: 'V', y: 100 },
          ],
        },
        { kind: 'circle', centre: { x: 100, y: 20 }, r: 10, fill: '#115e59' },
        { kind: 'rect', x: 10, y: 90, width: 180, height: 4, rx: 2, fill: '#e6f4f1' },
      ],
    };
    const { canvas } = figureCanvas(drawing, 100);
    expect(canvas).toEqual([
      {
        type: 'polyline',
        points: [
          { x: 0, y: 25 },
          { x: 50, y: 25 },
          { x: 50, y: 50 },
        ],
        closePath: false,
        lineColor: '#0f766e',
        lineWidth: 5,
        strokeOpacity: 1,
        lineCap: 'round',
        lineJoin: 'round',
      },
      { type: 'ellipse', x: 50, y: 10, r1: 5, r2: 5, color: '#115e59', fillOpacity: 1, lineCap: 'round', lineJoin: 'round' },
      { type: 'rect', x: 5, y: 45, w: 90, h: 2, r: 1, color: '#e6f4f1', fillOpacity: 1, lineCap: 'round', lineJoin: 'round' },
    ]);
  });

  it('draws a group’s shapes at its opacity, and a filled closed path closed', () => {
    const hair: Shape = {
      kind: 'path',
      fill: '#17413d',
      d: [{ op: 'M', to: { x: 0, y: 0 } }, { op: 'L', to: { x: 10, y: 0 } }, { op: 'L', to: { x: 5, y: 5 } }, { op: 'Z' }],
    };
    const { canvas } = figureCanvas(
      { width: 10, height: 10, title: 'Prov', shapes: [{ kind: 'group', opacity: 0.5, shapes: [{ kind: 'group', opacity: 0.5, shapes: [hair] }] }] },
      10,
    );
    expect(canvas).toEqual([expect.objectContaining({ type: 'polyline', closePath: true, color: '#17413d', fillOpacity: 0.25 })]);
  });

  it('follows a curve through its end points, and an arc round its centre the short way', () => {
    const drawing: Drawing = {
      width: 100,
      height: 100,
      title: 'Prov',
      shapes: [
        {
          kind: 'path',
          stroke: '#000',
          d: [
            { op: 'M', to: { x: 0, y: 0 } },
            { op: 'Q', control: { x: 50, y: 100 }, to: { x: 100, y: 0 } },
          ],
        },
        // A quarter circle from the right of (50, 50) to below it: increasing angle (sweep 1).
        {
          kind: 'path',
          fill: '#000',
          d: [{ op: 'M', to: { x: 60, y: 50 } }, { op: 'A', centre: { x: 50, y: 50 }, radius: 10, sweep: 1, to: { x: 50, y: 60 } }, { op: 'Z' }],
        },
      ],
    };
    const [curve, arc] = polylinesOf(figureCanvas(drawing, 100).canvas);
    expect(curve!.points[0]).toEqual({ x: 0, y: 0 });
    expect(curve!.points.at(-1)).toEqual({ x: 100, y: 0 });
    // The middle of a quadratic curve is half-way to its control point.
    expect(curve!.points.some((p) => Math.abs(p.x - 50) < 1e-9 && Math.abs(p.y - 50) < 1e-9)).toBe(true);
    for (const p of arc!.points) expect(Math.hypot(p.x - 50, p.y - 50)).toBeCloseTo(10, 9);
    // Every point of a quarter arc through the lower right lies in that quarter.
    for (const p of arc!.points) expect(p.x >= 50 - 1e-9 && p.y >= 50 - 1e-9).toBe(true);
  });

  it.each(EXERCISES.map((e) => [e.id, e] as const))('%s: every point inside the drawing’s box, hair short arcs on the head', (_id, exercise) => {
    const drawing = exerciseDrawing(exercise);
    const { canvas } = figureCanvas(drawing, drawing.width);
    expect(canvas.length).toBeGreaterThan(15);
    for (const v of canvas) {
      const points = v.type === 'polyline' ? v.points : v.type === 'ellipse' || v.type === 'rect' ? [{ x: v.x, y: v.y }] : [];
      for (const p of points) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x).toBeLessThanOrEqual(drawing.width);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeLessThanOrEqual(drawing.height);
      }
    }
    // The hair: a filled, closed piece of each head, less than half its circle.
    const heads = canvas.filter((v) => v.type === 'ellipse' && v.color === '#0f766e' && v.r1 > 3);
    const hair = polylinesOf(canvas).filter((v) => v.closePath && v.color !== undefined && v.lineColor === undefined);
    expect(hair.length).toBeGreaterThan(0);
    for (const piece of hair) {
      const head = heads.find((h) => h.type === 'ellipse' && piece.points.every((p) => Math.hypot(p.x - h.x, p.y - h.y) <= h.r1 + 1e-6));
      expect(head).toBeDefined();
      const [first, last] = [piece.points[0]!, piece.points.at(-1)!];
      const chord = Math.hypot(first.x - last.x, first.y - last.y);
      // Under half the circle: the far side of the arc is within a radius of the chord's middle.
      const middle = { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 };
      const r = head!.type === 'ellipse' ? head!.r1 : 0;
      expect(chord).toBeGreaterThan(0);
      for (const p of piece.points) expect(Math.hypot(p.x - middle.x, p.y - middle.y)).toBeLessThanOrEqual(r + 1e-6);
    }
  });
});

/** The radius of the largest head a canvas draws, in points: how large the person is drawn. */
const headRadius = (canvas: CanvasElement[]) => Math.max(...canvas.map((v) => (v.type === 'ellipse' && v.color === '#0f766e' ? v.r1 : 0)));
/** A movement on the floor, drawn as a start and an end pose side by side. */
const floorMovement = (e: Exercise) =>
  e.illustration.poses.length > 1 && e.illustration.poses.every((p) => ['supine', 'prone', 'hands-and-knees'].includes(p.posture));

describe('the exercise drawings in the report (issue 17: about 3 cm wide, with empty space round them)', () => {
  it.each(EXERCISES.map((e) => [e.id, e] as const))(
    '%s: at least twice as large as before; floor movements 60 % of the text width, standing ones the full height',
    (_id, exercise) => {
      const { poses, options } = exercise.illustration;
      const before = figureCanvas(drawFigure(poses, { ...options, width: 360, height: 200 }), 124).canvas;
      const drawing = exerciseDrawing(exercise);
      const now = figureCanvas(drawing, drawing.width).canvas;
      expect(headRadius(now) / headRadius(before)).toBeGreaterThanOrEqual(2);
      if (floorMovement(exercise)) expect(drawing.width).toBeGreaterThanOrEqual(CONTENT_WIDTH * 0.6);
      // Standing and sitting pictures use the height: a standing person about 4.5 cm tall.
      else if (exercise.illustration.poses.some((p) => p.posture === 'standing' || p.posture === 'sitting'))
        expect(drawing.height).toBeGreaterThanOrEqual(EXERCISE_DRAWING_BOX.height - 2);
      expect(drawing.width).toBeLessThanOrEqual(CONTENT_WIDTH);
    },
  );

  it('are printed at that size on every card', () => {
    const model = reportModelFor(sampleAnswers('forsta-gangen'));
    const doc = composeFullReport(model, { plan: treatmentPlan(model.facts), exercises: [...EXERCISES], lifestyle: lifestyleAdvice(model.facts) });
    const printed: { width: number; canvas: CanvasElement[] }[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const n = node as Record<string, unknown>;
        if (Array.isArray(n.canvas) && typeof n.width === 'number') printed.push({ width: n.width, canvas: n.canvas as CanvasElement[] });
        Object.values(n).forEach(walk);
      }
    };
    walk(doc.definition.content);
    expect(printed).toHaveLength(EXERCISES.length);
    for (const [i, exercise] of [...EXERCISES].sort((a, b) => a.step - b.step).entries()) {
      const drawing = exerciseDrawing(exercise);
      expect(printed[i]!.width, exercise.id).toBe(drawing.width);
      expect(headRadius(printed[i]!.canvas), exercise.id).toBeCloseTo(headRadius(figureCanvas(drawing, drawing.width).canvas), 6);
    }
  });
});
