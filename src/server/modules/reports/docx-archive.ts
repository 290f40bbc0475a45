import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';

/**
 * What a .docx may unpack to. A report template keeps at most 40 sections of 20 000 characters
 * (template-import.ts); Word's XML around that much text is a few times its size, and a real
 * template's document.xml is 50–500 KB. Everything else in a .docx is small XML (styles,
 * numbering, settings, theme: tens of KB) or media, which is never unpacked.
 */
export const DOCX_LIMITS = {
  /** Entries in the central directory (a document with a few hundred images stays well below). */
  maxEntries: 1_000,
  /** One unpacked XML part (document.xml above all). */
  maxPartBytes: 4 * 1024 * 1024,
  /** All unpacked XML parts together. */
  maxTotalBytes: 8 * 1024 * 1024,
} as const;

export class DocxRefused extends Error {
  constructor(
    /** not-docx: not a zip we read (broken, zip64, encrypted, overlapping…); too-large: beyond DOCX_LIMITS. */
    readonly kind: 'not-docx' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'DocxRefused';
  }
}

export interface DocxPart {
  name: string;
  data: Buffer;
}

const notDocx = (why: string) => new DocxRefused('not-docx', why);
const tooLarge = (why: string) => new DocxRefused('too-large', why);
const inflate = promisify(inflateRaw);

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_EXTRA_ID = 0x0001;

/** The parts mammoth reads: XML and relationships. Media, embedded files (nested archives among them) and fonts are never unpacked. */
const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

interface Entry {
  name: string;
  method: number;
  crc: number;
  size: number;
  /** The entry's bytes in the file, from its local header to the end of its data. */
  localStart: number;
  dataStart: number;
  dataEnd: number;
}

/** The end-of-central-directory record: the last one, whose comment reaches exactly to the end. */
function findEnd(file: Buffer): number {
  for (let at = file.length - 22; at >= Math.max(0, file.length - 22 - 0xffff); at--) {
    if (file.readUInt32LE(at) === END_SIGNATURE && at + 22 + file.readUInt16LE(at + 20) === file.length) return at;
  }
  throw notDocx('no end of central directory');
}

/** Every entry from the central directory, each checked against its local header, none overlapping another. */
function readEntries(file: Buffer): Entry[] {
  const end = findEnd(file);
  const count = file.readUInt16LE(end + 10);
  const directorySize = file.readUInt32LE(end + 12);
  const directoryStart = file.readUInt32LE(end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff) throw notDocx('zip64');
  if (end >= 20 && file.readUInt32LE(end - 20) === ZIP64_LOCATOR_SIGNATURE) throw notDocx('zip64');
  if (file.readUInt16LE(end + 4) !== 0 || file.readUInt16LE(end + 6) !== 0 || file.readUInt16LE(end + 8) !== count) throw notDocx('multi-disk');
  if (count > DOCX_LIMITS.maxEntries) throw tooLarge(`${count} entries`);
  const directoryEnd = directoryStart + directorySize;
  if (directoryEnd > end) throw notDocx('central directory out of bounds');

  const entries: Entry[] = [];
  const names = new Set<string>();
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directoryEnd || file.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw notDocx('bad central directory entry');
    const flags = file.readUInt16LE(at + 8);
    const method = file.readUInt16LE(at + 10);
    const compressedSize = file.readUInt32LE(at + 20);
    const size = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const localStart = file.readUInt32LE(at + 42);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > directoryEnd) throw notDocx('central directory entry out of bounds');
    const nameBytes = file.subarray(at + 46, at + 46 + nameLength);
    const name = nameBytes.toString('utf8');
    if (flags & 0x41) throw notDocx('encrypted');
    if (method !== 0 && method !== 8) throw notDocx(`compression method ${method}`);
    if ([compressedSize, size, localStart].includes(0xffffffff) || file.readUInt16LE(at + 34) !== 0) throw notDocx('zip64 or multi-disk');
    if (hasExtra(file.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), ZIP64_EXTRA_ID)) throw notDocx('zip64');
    if (method === 0 && compressedSize !== size) throw notDocx('stored sizes differ');
    if (names.has(name)) throw notDocx('duplicate entry');
    names.add(name);

    if (localStart + 30 > directoryStart || file.readUInt32LE(localStart) !== LOCAL_SIGNATURE) throw notDocx('bad local header');
    const localNameLength = file.readUInt16LE(localStart + 26);
    const dataStart = localStart + 30 + localNameLength + file.readUInt16LE(localStart + 28);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > directoryStart) throw notDocx('entry data out of bounds');
    if (file.readUInt16LE(localStart + 8) !== method || !file.subarray(localStart + 30, localStart + 30 + localNameLength).equals(nameBytes)) {
      throw notDocx('local header disagrees with the central directory');
    }
    entries.push({ name, method, crc: file.readUInt32LE(at + 16), size, localStart, dataStart, dataEnd });
    at = next;
  }
  if (at !== directoryEnd) throw notDocx('central directory size disagrees');
  // Entries that share bytes are how a small archive names the same compressed kernel many times.
  const byStart = [...entries].sort((a, b) => a.localStart - b.localStart);
  for (let i = 1; i < byStart.length; i++) if (byStart[i]!.localStart < byStart[i - 1]!.dataEnd) throw notDocx('overlapping entries');
  return entries;
}

function hasExtra(extra: Buffer, id: number): boolean {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) === id) return true;
  }
  return false;
}

/**
 * The XML parts of a .docx, unpacked within DOCX_LIMITS. The central directory's sizes are checked
 * first (nothing is inflated when they are too large), then each part is inflated with a hard cap
 * of its declared size, so a header that lies stops the inflation at that size; the real size and
 * CRC must match what was declared. Inflation runs on libuv's threads, off the event loop.
 */
export async function readDocxParts(file: Buffer): Promise<DocxPart[]> {
  const parts = readEntries(file).filter((e) => isXmlPart(e.name));
  let declared = 0;
  for (const part of parts) {
    if (part.size > DOCX_LIMITS.maxPartBytes) throw tooLarge(`${part.size} bytes in one part`);
    declared += part.size;
  }
  if (declared > DOCX_LIMITS.maxTotalBytes) throw tooLarge(`${declared} bytes in all`);

  const out: DocxPart[] = [];
  let unpacked = 0;
  for (const part of parts) {
    const raw = file.subarray(part.dataStart, part.dataEnd);
    let data: Buffer;
    try {
      data = part.method === 0 ? raw : await inflate(raw, { maxOutputLength: Math.max(1, part.size) });
    } catch (err) {
      if (err instanceof RangeError) throw tooLarge('unpacks beyond its declared size');
      throw notDocx('damaged deflate stream');
    }
    unpacked += data.length;
    if (data.length !== part.size || crc32(data) !== part.crc) throw notDocx('size or CRC differs from the header');
    if (unpacked > DOCX_LIMITS.maxTotalBytes) throw tooLarge('unpacked too much');
    // XML starts with "<" (after an optional byte order mark and white space); anything else, a nested archive among them, is not a part we read.
    if (!/^(\uFEFF)?\s*</.test(data.subarray(0, 64).toString('utf8'))) throw notDocx('a part that is not XML');
    out.push({ name: part.name, data });
  }
  return out;
}

/** The parts as a new archive without compression: all mammoth is given is what was checked here. */
export function storedZip(parts: readonly DocxPart[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of parts) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_SIGNATURE, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // flags: the name is UTF-8; method 0 (stored), no time
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_SIGNATURE, 0);
    central.writeUInt16LE(20, 4); // version made by
    local.copy(central, 6, 4, 30); // version needed … name length: the same fields in the same order
    central.writeUInt32LE(offset, 42);
    chunks.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_SIGNATURE, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directoryBytes, end]);
}
