/**
 * Draws posed figures. `drawFigure` gives the drawing as plain shapes; `renderFigure` writes them
 * as a small, self-contained SVG string (no scripts, fonts or external references) for the app, and
 * the report draws the same shapes as PDF vectors.
 */
import { arcShapes, arrowHead, highlightShapes, liftShapes, riseShapes, timerShapes } from './annotations';
import { figureShapes, ghostShape } from './body';
import { buildFrames, type RenderOptions } from './layout';
import { forwardKinematics, type Pose } from './model';
import { PALETTE } from './palette';
import { line, pt, type Drawing, type Shape, type ToPx } from './shapes';
import { drawingToSvg } from './svg';

export type { Prop, RenderOptions } from './layout';
export type { Drawing, Paint, Segment, Shape } from './shapes';

const MAX_SCALE = 2.1;
const MARGIN = 10;
/** The margins of a cropped drawing: at the sides and top, and below the floor line. */
const CROP_MARGIN = 4;
const CROP_BOTTOM = 6;
const GAP = 40;
const MAT = 2;

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
