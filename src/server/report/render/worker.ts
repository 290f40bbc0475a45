// A render worker: receives documents, answers with PDF bytes. One document at a time; the pool
// spreads documents over the workers.
import { parentPort } from 'node:worker_threads';
import { lowerOwnPriority } from './priority';
import { READY, type RenderReply, type RenderRequest } from './protocol';
import { renderPdf, type PdfDocument } from './render-pdf';

lowerOwnPriority();

if (!parentPort) throw new Error('the render worker runs in a worker thread');
const port = parentPort;

/**
 * A line in each of the report's fonts, rendered before the worker says it is ready: reading and
 * setting up the fonts is the slow part of a worker's first render, and it must not count against
 * a render's time limit (on a busy machine this low-priority thread may take seconds over it).
 */
const WARM_UP: PdfDocument = {
  definition: {
    pageSize: 'A4',
    defaultStyle: { font: 'Inter', fontSize: 11 },
    content: [
      { text: 'Ryggkollen – åäö ÅÄÖ é' },
      { text: 'Ryggkollen', bold: true },
      { text: 'Ryggkollen', italics: true },
      { text: 'Ryggkollen', font: 'InterSemiBold' },
    ],
  },
  footer: { left: '', pageLabel: '' },
};

void renderPdf(WARM_UP)
  .catch(() => undefined)
  .finally(() => port.postMessage(READY));

port.on('message', (request: RenderRequest) => {
  const started = performance.now();
  renderPdf(request.doc).then(
    ({ pdf, pages }) => {
      // Copied once into a buffer of its own, then handed over (transferred) without another copy.
      const bytes = new ArrayBuffer(pdf.byteLength);
      new Uint8Array(bytes).set(pdf);
      const reply: RenderReply = { id: request.id, ok: true, pdf: bytes, pages, ms: performance.now() - started };
      port.postMessage(reply, [bytes]);
    },
    (err: unknown) => {
      const reply: RenderReply = { id: request.id, ok: false, error: err instanceof Error ? err.message : String(err) };
      port.postMessage(reply);
    },
  );
});
