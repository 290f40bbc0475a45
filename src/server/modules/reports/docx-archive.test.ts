import { describe, expect, it } from 'vitest';
import { assemble, docxEntries, documentXml, paragraph, zip, zipParts } from '../../../../tests/support/zip';
import { DOCX_LIMITS, DocxRefused, readDocxParts, storedZip } from './docx-archive';

const xml = documentXml(paragraph('Hej {{namn}}!'));
const refusal = (file: Buffer) =>
  readDocxParts(file).then(
    () => null,
    (err: unknown) => (err instanceof DocxRefused ? err.kind : err),
  );

describe('reading a .docx archive', () => {
  it('unpacks the XML parts only, exactly as they were packed', async () => {
    const image = { name: 'word/media/bild.png', data: Buffer.alloc(1000, 7) };
    const parts = await readDocxParts(zip([...docxEntries(xml), image]));
    expect(parts.map((p) => p.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(parts[2]!.data.toString()).toBe(xml);
  });

  it('writes what it read back as a stored archive that reads the same', async () => {
    const parts = await readDocxParts(zip(docxEntries(xml)));
    expect(await readDocxParts(storedZip(parts))).toEqual(parts);
  });

  it('refuses an entry whose data reaches over the next entry’s header (overlapping entries)', async () => {
    const parts = zipParts([...docxEntries(xml), { name: 'word/styles.xml', data: Buffer.from('<w:styles/>') }]);
    const quoting = parts.centrals[2]!;
    quoting.writeUInt32LE(quoting.readUInt32LE(20) + parts.locals[3]!.length, 20);
    expect(await refusal(assemble(parts))).toBe('not-docx');
  });

  it('refuses a central directory entry that names another local header', async () => {
    const parts = zipParts(docxEntries(xml));
    parts.centrals[2]!.write('W', 46); // "Word/document.xml" in the directory, "word/…" in the local header
    expect(await refusal(assemble(parts))).toBe('not-docx');
  });

  it('counts the limits from the central directory before inflating', async () => {
    const justOver = DOCX_LIMITS.maxPartBytes + 1;
    expect(await refusal(zip(docxEntries(xml, { declaredSize: justOver })))).toBe('too-large');
    expect(await refusal(zip(docxEntries(Buffer.alloc(DOCX_LIMITS.maxPartBytes, ' ').fill('<', 0, 1))))).toBeNull();
  });
});
