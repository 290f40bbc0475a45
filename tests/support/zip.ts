import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Zip archives built in a test, honest or not: a .docx, and the bombs and broken archives an
 * upload must refuse. Nothing here is used by the server.
 */
export interface ZipEntry {
  name: string;
  /** The entry's real content (compressed here with deflate unless `method` is 0). */
  data: Buffer;
  /** 0 stored, 8 deflate (default), anything else to test unknown methods. */
  method?: number;
  /** The uncompressed size the headers declare (default: the real size); a lie makes a lying header. */
  declaredSize?: number;
  /** General purpose flags (bit 0: encrypted). */
  flags?: number;
}

/** An archive's parts, so a test can rearrange or repeat them (overlapping entries). */
export interface ZipParts {
  locals: Buffer[];
  centrals: Buffer[];
}

export function zipParts(entries: readonly ZipEntry[]): ZipParts {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.method ?? 8;
    const compressed = method === 8 ? deflateRawSync(entry.data, { level: 9 }) : entry.data;
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(Buffer.concat([local, name, compressed]));
    centrals.push(Buffer.concat([central, name]));
    offset += local.length + name.length + compressed.length;
  }
  return { locals, centrals };
}

/** The end-of-central-directory record for `count` entries. */
export function endOfCentralDirectory(count: number, directorySize: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

export function assemble({ locals, centrals }: ZipParts): Buffer {
  const body = Buffer.concat(locals);
  const directory = Buffer.concat(centrals);
  return Buffer.concat([body, directory, endOfCentralDirectory(centrals.length, directory.length, body.length)]);
}

export function zip(entries: readonly ZipEntry[]): Buffer {
  return assemble(zipParts(entries));
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const PACKAGE_RELATIONSHIPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** A Word document.xml whose body is `body` (WordprocessingML). */
export function documentXml(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

/** One paragraph of text, optionally as a heading. */
export function paragraph(text: string, style?: 'Heading1' | 'Heading2'): string {
  return `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

/** The entries of a minimal .docx around `document` (the main part), before any `extra` entries. */
export function docxEntries(document: string | Buffer, overrides: Partial<ZipEntry> = {}): ZipEntry[] {
  return [
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(PACKAGE_RELATIONSHIPS) },
    { name: 'word/document.xml', data: Buffer.from(document), ...overrides },
  ];
}

export function docx(document: string | Buffer, overrides: Partial<ZipEntry> = {}): Buffer {
  return zip(docxEntries(document, overrides));
}
