/** A drawing written as a small, self-contained SVG string. */
import type { Point } from './model';
import { n, type Drawing, type Paint, type Segment, type Shape } from './shapes';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
