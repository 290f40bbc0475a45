import sharp from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MESSAGES } from '../../../shared/contracts/images';
import type { ServiceDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sha256 } from '../../storage/storage';
import { FetchRefused, fetchPublic, type FetchOptions } from './fetch-image';
import { AUDIT_SUMMARIES } from '../audit/messages';
import { recordAdminChange, type AuditActor } from '../audit/service';

/** The storage folder of the uploaded images. */
const FOLDER = 'images';
/** How many uploads the list answers with (the editor shows 9). */
export const UPLOADED_IMAGES_LISTED = 50;
const IMPORT_TIMEOUT_MS = 10_000;

type Format = 'png' | 'jpeg' | 'webp' | 'gif';
const EXTENSION: Record<Format, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };
export const IMAGE_CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/**
 * The format the bytes begin as (their magic bytes), whatever the file's name or type header say;
 * null for anything else (SVG, HTML, a script, a PDF).
 */
export function sniffImage(data: Uint8Array): Format | null {
  const b = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 6 && (b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a')) return 'gif';
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/**
 * The image decoded and encoded anew in its own format (a GIF as PNG: its first frame), so nothing
 * but its pixels is kept: no metadata (EXIF with a position, comments), nothing appended after the
 * image's end and nothing hidden in a chunk. Turned upright by its EXIF orientation first. Bytes
 * that are not an image of the format they begin as, or decode to more than IMAGE_MAX_PIXELS
 * (a decompression bomb: a small file of huge dimensions), are refused before any pixel is decoded.
 */
export async function reencodeImage(data: Uint8Array): Promise<{ data: Buffer; extension: string }> {
  if (data.byteLength > IMAGE_MAX_BYTES) throw HttpError.payloadTooLarge(IMAGE_MESSAGES.tooLarge);
  const format = sniffImage(data);
  if (!format) throw HttpError.badRequest(IMAGE_MESSAGES.notImage, 'image');
  const open = () => sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', animated: false });
  let meta: sharp.Metadata;
  try {
    meta = await open().metadata();
  } catch (err) {
    throw tooManyPixels(err) ? HttpError.badRequest(IMAGE_MESSAGES.tooManyPixels, 'image') : HttpError.badRequest(IMAGE_MESSAGES.broken, 'image');
  }
  if (meta.format !== format) throw HttpError.badRequest(IMAGE_MESSAGES.notImage, 'image');
  if (!meta.width || !meta.height || meta.width * meta.height > IMAGE_MAX_PIXELS) throw HttpError.badRequest(IMAGE_MESSAGES.tooManyPixels, 'image');
  const out: Format = format === 'gif' ? 'png' : format;
  try {
    const pipeline = open().rotate();
    const encoded =
      out === 'png'
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
        : out === 'jpeg'
          ? await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
          : await pipeline.webp({ quality: 85 }).toBuffer();
    return { data: encoded, extension: EXTENSION[out] };
  } catch (err) {
    throw tooManyPixels(err) ? HttpError.badRequest(IMAGE_MESSAGES.tooManyPixels, 'image') : HttpError.badRequest(IMAGE_MESSAGES.broken, 'image');
  }
}

/** sharp's refusal of an image over `limitInputPixels` (it reads the dimensions first, decodes nothing). */
function tooManyPixels(err: unknown): boolean {
  return err instanceof Error && /pixel limit/i.test(err.message);
}

/**
 * Checks, re-encodes and stores an image; its address on this site (named by its content: the same
 * image, one file). The upload is in the audit log under its stored name (the sender's file name
 * is never kept). The file is written first: an entry that then fails leaves an unlisted change
 * nobody can see, never an entry without its image.
 */
export async function storeImage(deps: Pick<ServiceDeps, 'db' | 'storage'>, actor: AuditActor, data: Uint8Array): Promise<{ imageUrl: string }> {
  const image = await reencodeImage(data);
  const fileName = `${sha256(image.data).slice(0, 32)}.${image.extension}`;
  await deps.storage.put(`${FOLDER}/${fileName}`, image.data);
  await deps.db.transaction((tx) =>
    recordAdminChange(deps, tx, { actor, action: 'image.upload', subjectType: 'image', subjectId: fileName, summary: AUDIT_SUMMARIES.imageUploaded(fileName) }),
  );
  return { imageUrl: `/api/images/${fileName}` };
}

/**
 * An image from an outside address, fetched once and stored as an upload (the pages never load
 * it from the other host). Only http(s) to public addresses, at most IMAGE_MAX_BYTES, within 10 s.
 */
export async function importImage(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  actor: AuditActor,
  url: string,
  options: Pick<FetchOptions, 'allowAddress'> = {},
): Promise<{ imageUrl: string }> {
  let data: Buffer;
  try {
    data = await fetchPublic(url, { maxBytes: IMAGE_MAX_BYTES, timeoutMs: IMPORT_TIMEOUT_MS, ...options });
  } catch (err) {
    const reason = err instanceof FetchRefused ? err.reason : 'failed';
    if (reason === 'private') throw HttpError.badRequest(IMAGE_MESSAGES.privateAddress, 'url');
    if (reason === 'tooLarge') throw HttpError.payloadTooLarge(IMAGE_MESSAGES.tooLarge);
    throw HttpError.badGateway(IMAGE_MESSAGES.fetchFailed);
  }
  return storeImage(deps, actor, data);
}

/** The uploaded images, newest first, at most UPLOADED_IMAGES_LISTED. */
export async function uploadedImages(deps: Pick<ServiceDeps, 'storage'>): Promise<{ url: string; fileName: string }[]> {
  const files = await deps.storage.list(FOLDER);
  return files
    .filter((f) => !f.key.endsWith('.tmp'))
    .sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime())
    .slice(0, UPLOADED_IMAGES_LISTED)
    .map((f) => {
      const fileName = f.key.slice(FOLDER.length + 1);
      return { url: `/api/images/${fileName}`, fileName };
    });
}

/** A stored image and its content type; 404 when there is none. */
export async function readImage(deps: Pick<ServiceDeps, 'storage'>, fileName: string): Promise<{ data: Buffer; contentType: string }> {
  const extension = fileName.split('.').pop() ?? '';
  const contentType = IMAGE_CONTENT_TYPES[extension];
  const data = contentType ? await deps.storage.get(`${FOLDER}/${fileName}`) : null;
  if (!data || !contentType) throw HttpError.notFound(IMAGE_MESSAGES.notFound);
  return { data, contentType };
}
