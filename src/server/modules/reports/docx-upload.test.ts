import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/support/accounts';
import { uploadTemplate } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import { assemble, docx, docxEntries, documentXml, paragraph, zip, zipParts } from '../../../../tests/support/zip';
import { TEMPLATE_UPLOAD_MESSAGES } from '../../../shared/contracts/reports';
import { TEMPLATE_MESSAGES } from './messages';

// Zip bombs and broken archives, built here (no binaries in the repository). Every one must be
// refused with a Swedish 400 in well under a second while the server keeps answering others.
const MB = 1024 * 1024;
/** The size of the bombs' XML once unpacked: 154 KB of upload that unpacked to this ran the server out of memory. */
const BOMB_BYTES = 50 * MB;
/**
 * The longest the event loop may stall meanwhile. Before, 1 MB of XML stalled it for 1.2 s and
 * 3 MB for 2.6 s; this leaves room for a busy machine's scheduling.
 */
const STALL_MS = 500;

let admin: { token: string };
let fixture: Buffer;

const t = useTestApp({ env: { ADMIN_EMAILS: 'bomb@ryggkollen.test' } });
beforeAll(async () => {
  admin = await signUp(t, 'bomb@ryggkollen.test');
  fixture = await readFile(path.join(import.meta.dirname, 'fixtures', 'mall.docx'));
}, 60_000);

/** Body XML of about `bytes`, one realistic paragraph repeated (it deflates about 1000:1). */
function xmlOf(bytes: number): string {
  const p = paragraph('Gå en promenad varje dag och ta pauser i arbetet, {{namn}}.');
  return documentXml(p.repeat(Math.ceil(bytes / p.length)));
}

/**
 * Uploads `file` and, while it is handled, asks GET /api/health every 10 ms (in this process, so a
 * blocked event loop shows as a late timer or a slow answer). Returns the upload's answer, its time
 * and the longest stall: a timer's lateness or a health answer's time, whichever is longer.
 */
async function uploadWhileServing(file: Buffer) {
  const started = performance.now();
  let done = false;
  const pending = uploadTemplate(t, admin.token, file, 'mall.docx').finally(() => (done = true));
  let longestStallMs = 0;
  let healthAnswers = 0;
  while (!done) {
    const slept = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const asked = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    healthAnswers++;
    longestStallMs = Math.max(longestStallMs, asked - slept - 10, performance.now() - asked);
  }
  const res = await pending;
  const ms = performance.now() - started;
  return { res, ms, longestStallMs, healthAnswers };
}

async function expectRefused(file: Buffer, message: string = TEMPLATE_MESSAGES.docxTooLarge) {
  const { res, ms, longestStallMs } = await uploadWhileServing(file);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ error: message, fields: { file: message } });
  expect(ms).toBeLessThan(1_000);
  expect(longestStallMs).toBeLessThan(STALL_MS);
}

describe('a .docx zip bomb', () => {
  it('is refused from its central directory when it declares too much (50 MB of XML in a small upload)', async () => {
    const bomb = docx(xmlOf(BOMB_BYTES));
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expectRefused(bomb);
  });

  it('is refused while unpacking when its headers lie (declared 2 KB, unpacks to 50 MB)', async () => {
    await expectRefused(docx(xmlOf(BOMB_BYTES), { declaredSize: 2048 }));
  });

  it('is refused when its headers declare more than it holds', async () => {
    await expectRefused(docx(xmlOf(64 * 1024), { declaredSize: 1024 * 1024 }), TEMPLATE_MESSAGES.notDocx);
  });

  it('is refused with many parts that are each small but together too much', async () => {
    const part = Buffer.from(xmlOf(900 * 1024));
    const parts = Array.from({ length: 60 }, (_, i) => ({ name: `word/glossary/part${i}.xml`, data: part }));
    await expectRefused(zip([...docxEntries(xmlOf(1024)), ...parts]));
  });

  it('is refused with tens of thousands of entries', async () => {
    const empty = Array.from({ length: 20_000 }, (_, i) => ({ name: `x/${i}`, data: Buffer.alloc(0), method: 0 }));
    await expectRefused(zip([...docxEntries(xmlOf(1024)), ...empty]));
  });

  it('is refused when entries overlap (one compressed kernel named 500 times)', async () => {
    const parts = zipParts(docxEntries(xmlOf(2 * MB)));
    const kernel = parts.centrals[2]!;
    for (let i = 0; i < 500; i++) {
      const copy = Buffer.from(kernel);
      const name = Buffer.from(`word/copy${String(i).padStart(4, '0')}.xml`);
      copy.writeUInt16LE(name.length, 28);
      parts.centrals.push(Buffer.concat([copy.subarray(0, 46), name]));
    }
    await expectRefused(assemble(parts), TEMPLATE_MESSAGES.notDocx);
  });

  it('is refused when a part is named twice', async () => {
    const entries = docxEntries(xmlOf(1024));
    await expectRefused(zip([...entries, entries[2]!]), TEMPLATE_MESSAGES.notDocx);
  });

  it('is refused when the main part is itself an archive (a nested bomb)', async () => {
    const inner = docx(xmlOf(BOMB_BYTES));
    await expectRefused(docx(inner), TEMPLATE_MESSAGES.notDocx);
  });

  it('imports the document and never opens an archive embedded in it', async () => {
    const embedded = { name: 'word/embeddings/bomb.zip', data: docx(xmlOf(BOMB_BYTES)), method: 0 };
    const { res, ms, longestStallMs } = await uploadWhileServing(zip([...docxEntries(documentXml(paragraph('Hej {{namn}}!'))), embedded]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().template.sections).toEqual([{ slot: 'closing', heading: '', body: 'Hej {{namn}}!' }]);
    expect(ms).toBeLessThan(5_000);
    expect(longestStallMs).toBeLessThan(STALL_MS);
  });
});

describe('XML entities in the document (ASVS 5.5.2)', () => {
  const doctype = (decl: string) => `<?xml version="1.0" encoding="UTF-8" standalone="no"?><!DOCTYPE w:document [${decl}]>`;
  const withDoctype = (decl: string, body: string) => documentXml(body).replace(/^<\?xml[^>]*\?>/, doctype(decl));

  it('a document with an external entity (XXE) or nested entities (billion laughs) is refused: no file is read, nothing expands', async () => {
    // The same document without a DTD is taken, so the DTD is what is refused.
    const plain = await uploadTemplate(t, admin.token, docx(documentXml(paragraph('Hej {{namn}}!'))));
    expect(plain.statusCode, plain.body).toBe(201);

    const dir = await mkdtemp(path.join(tmpdir(), 'rk-xxe-'));
    const secretFile = path.join(dir, 'hemlig.txt');
    await writeFile(secretFile, 'HEMLIG-XXE-MARKOR');
    const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const documents = [
      withDoctype(`<!ENTITY xxe SYSTEM "${pathToFileURL(secretFile).href}">`, paragraph('Hej &xxe; {{namn}}!')),
      withDoctype(`<!ENTITY l0 "ha">${levels}`, paragraph('&l9; {{namn}}')),
    ];
    for (const xml of documents) {
      const { res, ms, longestStallMs } = await uploadWhileServing(docx(xml));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(TEMPLATE_UPLOAD_MESSAGES.notDocx);
      expect(res.body).not.toContain('HEMLIG-XXE-MARKOR');
      expect(ms).toBeLessThan(5_000);
      expect(longestStallMs).toBeLessThan(STALL_MS);
    }
    await rm(dir, { recursive: true, force: true });
  });
});

describe('a broken or unusual archive', () => {
  it('zip64 is refused (no template needs 4 GB)', async () => {
    const plain = fixture;
    const end = plain.length - 22;
    // A zip64 end record: the entry count and sizes say "see the zip64 record".
    const zip64 = Buffer.from(plain);
    zip64.writeUInt16LE(0xffff, end + 8);
    zip64.writeUInt16LE(0xffff, end + 10);
    zip64.writeUInt32LE(0xffffffff, end + 12);
    zip64.writeUInt32LE(0xffffffff, end + 16);
    await expectRefused(zip64, TEMPLATE_MESSAGES.notDocx);

    // An entry whose sizes point to a zip64 extra field.
    await expectRefused(docx(xmlOf(1024), { declaredSize: 0xffffffff }), TEMPLATE_MESSAGES.notDocx);
  });

  it('a truncated archive, garbage, an empty file and only a zip signature are refused', async () => {
    for (const file of [
      fixture.subarray(0, Math.floor(fixture.length / 2)),
      fixture.subarray(0, fixture.length - 10),
      fixture.subarray(100),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
      Buffer.alloc(0),
      Buffer.from('PK\u0005\u0006'),
    ]) {
      await expectRefused(file, TEMPLATE_MESSAGES.notDocx);
    }
  });

  it('an encrypted part, an unknown compression method and a damaged deflate stream are refused', async () => {
    await expectRefused(docx(xmlOf(1024), { flags: 1 }), TEMPLATE_MESSAGES.notDocx);
    await expectRefused(docx(xmlOf(1024), { method: 12 }), TEMPLATE_MESSAGES.notDocx);
    const damaged = docx(xmlOf(64 * 1024));
    damaged.fill(0xff, 400, 420);
    await expectRefused(damaged, TEMPLATE_MESSAGES.notDocx);
  });
});

describe('a large template within the limits', () => {
  it('converts off the event loop: the server keeps answering meanwhile', { timeout: 30_000 }, async () => {
    const { res, longestStallMs, healthAnswers } = await uploadWhileServing(docx(xmlOf(1.5 * MB)));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().template.sections[0].body).toContain('Gå en promenad varje dag');
    expect(healthAnswers).toBeGreaterThan(1);
    expect(longestStallMs).toBeLessThan(STALL_MS);
  });
});

describe('conversions at once', () => {
  it('converts one .docx at a time: another upload meanwhile is asked, in Swedish, to try again shortly', async () => {
    const file = docx(documentXml(paragraph('Hej {{namn}}!')));
    const answers = await Promise.all([uploadTemplate(t, admin.token, file), uploadTemplate(t, admin.token, file)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 503]);
    expect(answers.find((a) => a.statusCode === 503)!.json()).toEqual({ error: TEMPLATE_MESSAGES.docxBusy });
    expect((await uploadTemplate(t, admin.token, file)).statusCode).toBe(201);
  });
});
