import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pickEncoding } from './web';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MIN_BYTES = 1024;

/**
 * Public API answers (the question bank, the site details: the ones a route marks `public` in
 * Cache-Control) are compressed when the client accepts it; the question list shrinks from about
 * 50 KB to a tenth. Personal answers are never compressed, so no secret in them can be guessed
 * from their compressed size (BREACH).
 */
export function registerPublicApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/') || typeof payload !== 'string' || Buffer.byteLength(payload) < MIN_BYTES) return payload;
    if (!String(reply.getHeader('cache-control') ?? '').startsWith('public')) return payload;
    reply.header('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: payload.length } })
        : await gzipAsync(payload, { level: 6 });
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
