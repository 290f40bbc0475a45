/** The drawing as plain shapes (what the SVG writer and the report's PDF vectors both draw), and small geometry helpers. */
import type { Point } from './model';

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

/** Figure units (y up from the floor) to drawing units (y down). */
export type ToPx = (p: Point) => Point;

/** A number as the SVG writes it: one decimal. */
export const n = (v: number) => String(Math.round(v * 10) / 10);
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const lengthOf = (v: Point) => Math.hypot(v.x, v.y);
export const pt = (x: number, y: number): Point => ({ x, y });

export const line = (a: Point, b: Point): Segment[] => [
  { op: 'M', to: a },
  { op: 'L', to: b },
];
