import { AwsClient } from 'aws4fetch';
import { checkedKey, isStorageKey, sha256, type FileStorage } from './storage';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, …) as the configuration gives it. */
export interface S3Settings {
  /** The service's base URL, e.g. https://s3.eu-north-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket as `endpoint/bucket/key` (most self-hosted servers) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

export interface S3StorageOptions {
  /** How long one request may take before it fails (the readiness probe has its own, shorter bound). */
  timeoutMs?: number;
  /** Keys asked for per ListObjectsV2 page (S3's own maximum is 1000; tests page with fewer). */
  pageSize?: number;
}

/** A failed S3 request: the status and S3's error code, never the credentials or the signature. */
export class S3StorageError extends Error {
  override name = 'S3StorageError';
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`S3 ${operation} failed: ${status}${code ? ` ${code}` : ''}`);
  }
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function xmlText(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return XML_ENTITIES[name] ?? whole;
  });
}
function xmlValue(xml: string, tag: string): string | null {
  const found = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return found ? xmlText(found[1]!) : null;
}

/**
 * Files in an S3-compatible bucket, through its REST API signed with AWS Signature Version 4
 * (decision 0045-s3-storage). A PUT replaces an object whole: a reader sees the old object or the new one,
 * never half of one, as on disk. The body's SHA-256 is signed with the request, so the service
 * refuses a body that changed on the way.
 */
export function createS3Storage(settings: S3Settings, options: S3StorageOptions = {}): FileStorage {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pageSize = options.pageSize ?? 1000;
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: 2,
  });
  const endpoint = new URL(settings.endpoint);
  const base = settings.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${settings.bucket}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  const urlOf = (key: string) => `${base}/${checkedKey(key)}`;

  async function send(operation: string, url: string, init: RequestInit & { headers?: Record<string, string> }, ok: (status: number) => boolean) {
    const res = await client.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (ok(res.status)) return res;
    const body = await res.text().catch(() => '');
    throw new S3StorageError(operation, res.status, xmlValue(body, 'Code'));
  }

  return {
    kind: 's3',
    async put(key, data) {
      const url = urlOf(key);
      await send(
        'PutObject',
        url,
        {
          method: 'PUT',
          body: data as Uint8Array<ArrayBuffer>,
          headers: { 'Content-Type': 'application/octet-stream', 'X-Amz-Content-Sha256': sha256(data) },
        },
        (s) => s === 200,
      ).then((res) => res.arrayBuffer());
    },
    async get(key) {
      const res = await send('GetObject', urlOf(key), { method: 'GET' }, (s) => s === 200 || s === 404);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      // S3 answers 204 whether or not the object was there; some compatible servers answer 404.
      const res = await send('DeleteObject', urlOf(key), { method: 'DELETE' }, (s) => s === 204 || s === 200 || s === 404);
      await res.arrayBuffer();
    },
    async list(prefix) {
      const folder = prefix === '' ? '' : `${checkedKey(prefix)}/`;
      const found: { key: string; modifiedAt: Date }[] = [];
      let token: string | null = null;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix: folder, 'max-keys': String(pageSize) });
        if (token) query.set('continuation-token', token);
        const res = await send('ListObjectsV2', `${base}/?${query}`, { method: 'GET' }, (s) => s === 200);
        const xml = await res.text();
        for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = xmlValue(entry!, 'Key');
          const modified = xmlValue(entry!, 'LastModified');
          // An object no key can name (written by something else) is not one of ours.
          if (key && modified && isStorageKey(key)) found.push({ key, modifiedAt: new Date(modified) });
        }
        token = xmlValue(xml, 'IsTruncated') === 'true' ? xmlValue(xml, 'NextContinuationToken') : null;
      } while (token);
      return found;
    },
  };
}
