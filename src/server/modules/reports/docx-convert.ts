import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TemplateSection } from '../../report/compose/templates';
import { DocxRefused, readDocxParts, storedZip } from './docx-archive';

/**
 * How a checked .docx is converted: in a worker thread of its own, so mammoth never blocks the
 * event loop and cannot take the process's memory. It is slow and hungry: measured here, 4 MB of
 * Word's XML took 5–11 s and 2 MB of empty paragraphs ran past 256 MB; a real template (under
 * 500 KB of XML) takes well under a second. One conversion at a time.
 */
export const DOCX_CONVERSION = {
  /** The worker's heap (old generation); 4 MB of Word's XML converts within it. */
  maxHeapMb: 256,
  /** Start, conversion and answer. */
  timeoutMs: 20_000,
} as const;

export type DocxReply = { ok: true; sections: TemplateSection[] } | { ok: false };

export class DocxBusy extends Error {
  constructor() {
    super('another .docx is being converted');
    this.name = 'DocxBusy';
  }
}

/** The bundled worker beside the server in production (dist/server), the TypeScript source through tsx otherwise. */
function workerScript(): URL {
  const bundled = new URL('./docx-worker.js', import.meta.url);
  return existsSync(fileURLToPath(bundled)) ? bundled : new URL('./docx-worker-dev.mjs', import.meta.url);
}

let converting = false;

/**
 * A .docx upload's template sections. Refuses (DocxRefused) what is not a .docx we read or is
 * beyond DOCX_LIMITS before anything is converted, and a document mammoth cannot read, or cannot
 * read within DOCX_CONVERSION's heap and time, after. DocxBusy while another conversion runs.
 */
export async function docxSections(file: Buffer): Promise<TemplateSection[]> {
  const zip = storedZip(await readDocxParts(file));
  if (converting) throw new DocxBusy();
  converting = true;
  try {
    return await convertInWorker(zip);
  } finally {
    converting = false;
  }
}

function convertInWorker(zip: Buffer): Promise<TemplateSection[]> {
  return new Promise((resolve, reject) => {
    const data = new Uint8Array(zip);
    const worker = new Worker(workerScript(), {
      workerData: data,
      transferList: [data.buffer],
      resourceLimits: { maxOldGenerationSizeMb: DOCX_CONVERSION.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new DocxRefused('too-large', 'conversion took too long'))), DOCX_CONVERSION.timeoutMs);
    worker.once('message', (reply: DocxReply) =>
      settle(() => (reply.ok ? resolve(reply.sections) : reject(new DocxRefused('not-docx', 'mammoth could not read it')))),
    );
    worker.once('error', (err: Error & { code?: string }) =>
      settle(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new DocxRefused('too-large', 'conversion ran out of memory') : err)),
    );
    worker.once('exit', () => settle(() => reject(new Error('the .docx worker exited without an answer'))));
  });
}
