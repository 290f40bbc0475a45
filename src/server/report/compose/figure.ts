import type { CanvasElement, ContentCanvas } from 'pdfmake/interfaces';
import type { Point } from '../../../shared/figure/model';
import type { Drawing, Paint, Segment, Shape } from '../../../shared/figure/render';

/** Straight steps a curve is drawn with: at a drawing's printed size (about 12 cm) no corner shows. */
const CURVE_STEPS = 10;

/**
 * A figure drawing (the same shapes as the app's SVG) as PDF vectors of the given width in points.
 * pdfmake draws vectors directly, where an SVG is parsed and styled element by element on every
 * render (a fifth of a report's render time with seven drawings). Curves become short straight
 * steps; limbs and arrows keep their round ends.
 */
export function figureCanvas(drawing: Drawing, width: number): ContentCanvas {
  const scale = width / drawing.width;
  const canvas: CanvasElement[] = [];
  const add = (shape: Shape, opacity: number) => {
    if (shape.kind === 'group') {
      for (const inner of shape.shapes) add(inner, opacity * shape.opacity);
      return;
    }
    const paint = paintOf(shape, scale, opacity);
    if (shape.kind === 'circle') {
      const r = shape.r * scale;
      canvas.push({ type: 'ellipse', x: shape.centre.x * scale, y: shape.centre.y * scale, r1: r, r2: r, ...paint });
    } else if (shape.kind === 'rect') {
      canvas.push({
        type: 'rect',
        x: shape.x * scale,
        y: shape.y * scale,
        w: shape.width * scale,
        h: shape.height * scale,
        r: (shape.rx ?? 0) * scale,
        ...paint,
      });
    } else {
      for (const { points, closed } of polylines(shape.d)) {
        canvas.push({ type: 'polyline', points: points.map((p) => ({ x: p.x * scale, y: p.y * scale })), closePath: closed, ...paint });
      }
    }
  };
  for (const shape of drawing.shapes) add(shape, 1);
  return { canvas };
}

type VectorPaint = Pick<CanvasElement & { type: 'polyline' }, 'color' | 'fillOpacity' | 'lineColor' | 'lineWidth' | 'strokeOpacity' | 'lineCap' | 'lineJoin'>;

function paintOf(p: Paint, scale: number, opacity: number): VectorPaint {
  const paint: VectorPaint = { lineCap: 'round', lineJoin: 'round' };
  if (p.fill !== undefined) {
    paint.color = p.fill;
    paint.fillOpacity = (p.fillOpacity ?? 1) * opacity;
  }
  if (p.stroke !== undefined) {
    paint.lineColor = p.stroke;
    paint.lineWidth = (p.strokeWidth ?? 1) * scale;
    paint.strokeOpacity = opacity;
  }
  return paint;
}

/** A path's subpaths as point lists. */
function polylines(d: Segment[]): { points: Point[]; closed: boolean }[] {
  const out: { points: Point[]; closed: boolean }[] = [];
  let current: { points: Point[]; closed: boolean } | undefined;
  let at: Point = { x: 0, y: 0 };
  const to = (p: Point) => {
    current?.points.push(p);
    at = p;
  };
  for (const s of d) {
    switch (s.op) {
      case 'M':
        current = { points: [s.to], closed: false };
        out.push(current);
        at = s.to;
        break;
      case 'L':
        to(s.to);
        break;
      case 'H':
        to({ x: s.x, y: at.y });
        break;
      case 'V':
        to({ x: at.x, y: s.y });
        break;
      case 'Q': {
        const from = at;
        for (let i = 1; i <= CURVE_STEPS; i++) {
          const t = i / CURVE_STEPS;
          const [a, b, c] = [(1 - t) * (1 - t), 2 * (1 - t) * t, t * t];
          to({ x: a * from.x + b * s.control.x + c * s.to.x, y: a * from.y + b * s.control.y + c * s.to.y });
        }
        break;
      }
      case 'A': {
        const start = Math.atan2(at.y - s.centre.y, at.x - s.centre.x);
        let sweep = Math.atan2(s.to.y - s.centre.y, s.to.x - s.centre.x) - start;
        // The short way round, in the direction the flag gives (1: increasing angle, as SVG draws it).
        if (s.sweep === 1 && sweep < 0) sweep += 2 * Math.PI;
        if (s.sweep === 0 && sweep > 0) sweep -= 2 * Math.PI;
        for (let i = 1; i <= CURVE_STEPS; i++) {
          const a = start + (sweep * i) / CURVE_STEPS;
          to({ x: s.centre.x + Math.cos(a) * s.radius, y: s.centre.y + Math.sin(a) * s.radius });
        }
        break;
      }
      case 'Z':
        if (current) current.closed = true;
        break;
    }
  }
  return out.filter((p) => p.points.length > 1);
}
