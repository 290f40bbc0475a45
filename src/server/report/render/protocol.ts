import type { PdfDocument } from './render-pdf';

/** What the pool and a render worker say to each other (no side effects: both import it). */
export interface RenderRequest {
  id: number;
  doc: PdfDocument;
}
export type RenderReply = { id: number; ok: true; pdf: ArrayBuffer; pages: number; ms: number } | { id: number; ok: false; error: string };
/** A worker's first message, once its code and fonts are loaded: only then does a render's time limit start. */
export const READY = 'ready';
