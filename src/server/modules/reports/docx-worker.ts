// A .docx conversion worker: one document (a stored zip of checked XML parts, docx-archive.ts),
// turned into template sections by mammoth and htmlToSections, then it exits. It runs under the
// heap and time limits docx-convert.ts gives it, so no document can stall or exhaust the server.
import { parentPort, workerData } from 'node:worker_threads';
import mammoth from 'mammoth';
import type { DocxReply } from './docx-convert';
import { htmlToSections } from './template-import';

if (!parentPort) throw new Error('the .docx worker runs in a worker thread');
const port = parentPort;

// A template is text: images become empty <img> tags without ever being read.
const convertImage = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

async function convert(zip: Uint8Array): Promise<DocxReply> {
  try {
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength) }, { convertImage });
    return { ok: true, sections: htmlToSections(value) };
  } catch {
    return { ok: false };
  }
}

port.postMessage(await convert(workerData as Uint8Array));
