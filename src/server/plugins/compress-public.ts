import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pickEncoding } from './web';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MIN_BYTES = 1024;
/** Compressed answers kept: the public answers are few and change rarely (an admin edits a question). */
const KEPT = 16;

/**
 * Public API answers (the ones a route marks `public` in Cache-Control, such as the site details)
 * are compressed when the client accepts it. The question list comes already compressed, once per
 * change (modules/assessment/question-cache.ts), as a Buffer this hook passes through. Personal
 * answers are never compressed, so no secret in them can be guessed from their compressed size
 * (BREACH).
 */
export function registerPublicApiCompression(app: FastifyInstance): void {
  // The same answer compressed once, not on every request (it took about half of the question
  // list's response time). Keyed by the answer's text, so a changed answer is compressed anew.
  const kept = new Map<string, Promise<Buffer>>();
  const compress = (encoding: 'br' | 'gzip', payload: string): Promise<Buffer> => {
    const key = `${encoding}:${payload}`;
    let body = kept.get(key);
    if (body) {
      kept.delete(key);
    } else {
      body =
        encoding === 'br'
          ? brotli(payload, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: payload.length } })
          : gzipAsync(payload, { level: 6 });
      body.catch(() => kept.delete(key));
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
    }
    kept.set(key, body);
    return body;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/') || typeof payload !== 'string' || Buffer.byteLength(payload) < MIN_BYTES) return payload;
    if (!String(reply.getHeader('cache-control') ?? '').startsWith('public')) return payload;
    reply.header('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const body = await compress(encoding, payload);
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
