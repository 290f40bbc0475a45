import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../../tests/support/production-env';
import { useTestApp, testAppForTest } from '../../../tests/support/test-app';
import { isKnownWebPath } from '../../shared/routes';
import type { SiteInfo } from '../../shared/contracts/site';
import { REPORT_PRODUCT_SLUG } from '../../shared/domain/pricing';
import { products } from '../db/schema';
import { PAGE_PRELOADS, pickEncoding } from './web';

let webRoot: string;

// A stand-in for dist/web as scripts/build.mjs leaves it: text files with .br and .gz beside them.
const SCRIPT = `export const questions = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, text: `Fråga ${i}: hur ont gör det?` })))};\n`;
const FILES: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><html lang="sv"><head><title>Ryggkollen</title></head><body><div id="root"></div></body></html>',
  'assets/index-Ab12Cd34.js': `${SCRIPT}//# sourceMappingURL=index-Ab12Cd34.js.map\n`,
  'assets/index-Ab12Cd34.js.map': JSON.stringify({ version: 3, sources: ['../../src/web/main.tsx'], sourcesContent: ['// the source'], mappings: '' }),
  'assets/index-Xy98Zw76.css': `body{font-family:'Inter Variable',sans-serif}${'.p{padding:1rem}'.repeat(200)}`,
  'assets/inter-latin-wght-normal-Dx4kXJAl.woff2': Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4, 5, 6, 7, 8]),
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${'<circle cx="16" cy="16" r="8"/>'.repeat(20)}</svg>`,
  'illustrations/wall-sit.svg': '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h10v10z"/></svg>',
  // Vite's manifest: the entry and its static imports, and the on-demand chunks of two pages.
  '.vite/manifest.json': JSON.stringify({
    'main.tsx': { file: 'assets/index-Ab12Cd34.js', isEntry: true, imports: ['_react-Aa11Bb22.js'] },
    '_react-Aa11Bb22.js': { file: 'assets/react-Aa11Bb22.js' },
    '_card-Cc33Dd44.js': { file: 'assets/card-Cc33Dd44.js', imports: ['_react-Aa11Bb22.js'] },
    'features/static-pages/faq-page.tsx': { file: 'assets/faq-page-Ee55Ff66.js', isDynamicEntry: true, imports: ['_card-Cc33Dd44.js', '_react-Aa11Bb22.js'] },
    'features/assessment/assessment-page.tsx': { file: 'assets/assessment-page-Gg77Hh88.js', isDynamicEntry: true, imports: ['_react-Aa11Bb22.js'] },
  }),
};
const COMPRESSED = ['index.html', 'assets/index-Ab12Cd34.js', 'assets/index-Xy98Zw76.css', 'favicon.svg'];

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'rk-web-'));
  for (const [name, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(webRoot, name)), { recursive: true });
    await writeFile(path.join(webRoot, name), content);
  }
  for (const name of COMPRESSED) {
    const data = Buffer.from(FILES[name]!);
    await writeFile(path.join(webRoot, `${name}.br`), brotliCompressSync(data));
    await writeFile(path.join(webRoot, `${name}.gz`), gzipSync(data, { level: 9 }));
  }
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});
const t = useTestApp(() => ({ webRoot }));

const CHROME = 'gzip, deflate, br, zstd';
const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra } });

function decode(res: Awaited<ReturnType<typeof get>>): Buffer {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  expect(encoding).toBeUndefined();
  return raw;
}

describe('compressed static files', () => {
  it.each([
    ['/assets/index-Ab12Cd34.js', 'assets/index-Ab12Cd34.js', /^(text|application)\/javascript; charset=utf-8$/],
    ['/assets/index-Xy98Zw76.css', 'assets/index-Xy98Zw76.css', /^text\/css; charset=utf-8$/],
    ['/favicon.svg', 'favicon.svg', /^image\/svg\+xml/],
  ])('%s: brotli when accepted, gzip when only gzip is, identity otherwise; the same bytes each way', async (url, file, type) => {
    const original = await readFile(path.join(webRoot, file));
    const cases: [string | undefined, string | undefined][] = [
      [CHROME, 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['gzip;q=0, br;q=0', undefined],
      [undefined, undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await get(url, accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBe(expected);
      expect(res.headers['content-type'], String(accept)).toMatch(type);
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decode(res).equals(original), String(accept)).toBe(true);
      if (expected) expect(res.rawPayload.length).toBeLessThan(original.length);
    }
  });

  it('sends a file without a compressed variant as it is (fonts, small images)', async () => {
    for (const url of ['/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', '/illustrations/wall-sit.svg']) {
      const res = await get(url, CHROME);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(Buffer.from(FILES[url.slice(1)]!))).toBe(true);
    }
    expect((await get('/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', CHROME)).headers['content-type']).toBe('font/woff2');
  });

  it('caches hashed assets for a year, other public files for an hour', async () => {
    for (const accept of [CHROME, 'identity']) {
      expect((await get('/assets/index-Ab12Cd34.js', accept)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get('/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', accept)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get('/favicon.svg', accept)).headers['cache-control']).toBe('public, max-age=3600');
      expect((await get('/illustrations/wall-sit.svg', accept)).headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': CHROME } });
    const getRes = await get('/assets/index-Ab12Cd34.js', CHROME);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const h of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary', 'cache-control']) expect(head.headers[h], h).toBe(getRes.headers[h]);
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', CHROME);
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await get('/assets/index-Ab12Cd34.js', CHROME, { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherEncoding = await get('/assets/index-Ab12Cd34.js', 'gzip', { 'if-none-match': String(br.headers.etag) });
    expect(otherEncoding.statusCode).toBe(200);
  });

  it('does not serve the .br and .gz files by their own names', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.br', '/assets/index-Ab12Cd34.js.gz', '/index.html.br']) {
      const res = await get(url, CHROME);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(decode(res).toString()).toContain('<div id="root">');
    }
  });

  it('keeps the security headers on compressed files', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', CHROME);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('source maps', () => {
  const MAP = '/assets/index-Ab12Cd34.js.map';
  // The same file asked for in other spellings: encoded letters, a query, a trailing slash, HEAD.
  const spellings = [MAP, '/assets/index-Ab12Cd34.js.ma%70', '/assets/index-Ab12Cd34.js%2Emap', `${MAP}?v=1`, `${MAP}/`, '/assets/missing-Zz00.js.map'];
  const expectPlain404 = (res: Awaited<ReturnType<typeof get>>, url: string) => {
    expect(res.statusCode, url).toBe(404);
    expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    expect(res.body, url).not.toContain('sourcesContent');
    expect(res.body, url).not.toContain('<div id="root">');
  };

  it('are never served in production, in any spelling, and a missing one is a plain 404', async () => {
    const prod = await testAppForTest({ webRoot, env: { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' } });
    for (const url of spellings) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await prod.app.inject({ method, url, headers: { 'accept-encoding': CHROME } });
        if (method === 'GET') expectPlain404(res, url);
        else expect(res.statusCode, `HEAD ${url}`).toBe(404);
      }
    }
    const script = await prod.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(script.statusCode).toBe(200);
  });

  it('are served in development and test mode, where a missing one is a plain 404 too', async () => {
    const res = await get(MAP);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('sourcesContent');
    expectPlain404(await get('/assets/missing-Zz00.js.map', CHROME), 'missing');
  });
});

describe('the page (index.html with the site details)', () => {
  it.each(['/', '/assessment', '/faq', '/produkt/rapport'])('serves %s compressed, revalidated on every visit', async (url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="site-info"');
    for (const [accept, expected] of [
      [CHROME, 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get(url, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decode(res).toString()).toBe(plain.body);
    }
  });

  it('answers 304 when the page has not changed, and HEAD without a body', async () => {
    const first = await get('/faq', CHROME);
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/faq', CHROME, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/faq', 'gzip', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: '/faq', headers: { 'accept-encoding': CHROME } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.headers.etag).toBe(first.headers.etag);
  });

  it('serves index.html by name without long caching', async () => {
    const res = await get('/index.html', CHROME);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the page with 404 for an unknown path, and never for /api', async () => {
    const unknown = await get('/no-such-page', CHROME);
    expect(unknown.statusCode).toBe(404);
    expect(decode(unknown).toString()).toContain('<div id="root">');
    for (const url of ['/api/no-such-endpoint', '/api', '/api/assessment/nope']) {
      const res = await get(url, CHROME);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['content-encoding']).toBeUndefined();
      if (url.startsWith('/api/')) expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('page preloads', () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

  it("names a page's own chunks and data in its HTML, not those the entry loads", async () => {
    expect(preloads((await get('/faq')).body)).toEqual(['modulepreload /assets/faq-page-Ee55Ff66.js', 'modulepreload /assets/card-Cc33Dd44.js']);
    const assessment = (await get('/assessment', CHROME)).rawPayload;
    expect(preloads(brotliDecompressSync(assessment).toString())).toEqual([
      'modulepreload /assets/assessment-page-Gg77Hh88.js',
      'preload /api/assessment/questions',
    ]);
    expect((await get('/assessment')).body).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/assessment/questions">');
    expect(preloads((await get('/')).body)).toEqual([]);
    expect(preloads((await get('/results')).body)).toEqual([]);
  });

  it('lists only pages the app has, and source files that exist in src/web', async () => {
    const webSrc = path.resolve(import.meta.dirname, '../../web');
    for (const [urlPath, { module }] of Object.entries(PAGE_PRELOADS)) {
      expect(isKnownWebPath(urlPath), urlPath).toBe(true);
      await expect(readFile(path.join(webSrc, module)), module).resolves.toBeTruthy();
    }
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('the site details in the page, read from the database for every page', () => {
  const seeded = useTestApp(() => ({ seed: true, webRoot }));

  const page = (url: string, headers: Record<string, string> = {}) => seeded.app.inject({ method: 'GET', url, headers });
  const embedded = (html: string): SiteInfo => JSON.parse(/<script type="application\/json" id="site-info">(.*?)<\/script>/.exec(html)![1]!) as SiteInfo;
  const setReport = (values: Partial<typeof products.$inferInsert>) =>
    seeded.database.db.update(products).set(values).where(eq(products.slug, REPORT_PRODUCT_SLUG));

  it("embeds the report product's row, and a changed price on the next visit (a new ETag, no stale 304)", async () => {
    const first = await page('/');
    expect(embedded(first.body).reportProduct).toEqual({
      slug: REPORT_PRODUCT_SLUG,
      name: 'Personlig ryggrapport',
      priceOre: 25_000,
      compareAtPriceOre: null,
      vatRateBp: 2500,
    });
    expect((await page('/', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    await setReport({ priceOre: 19_900 });
    const changed = await page('/', { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(embedded(changed.body).reportProduct?.priceOre).toBe(19_900);
    const faq = await page('/faq', { 'accept-encoding': CHROME });
    const faqHtml = brotliDecompressSync(faq.rawPayload).toString();
    expect(embedded(faqHtml).reportProduct?.priceOre).toBe(19_900);
    expect(faqHtml).toContain('modulepreload');
  });

  it('embeds no product while its row is inactive', async () => {
    await setReport({ isActive: false });
    expect(embedded((await page('/')).body).reportProduct).toBeNull();
    await setReport({ isActive: true, priceOre: 25_000 });
    expect(embedded((await page('/')).body).reportProduct?.priceOre).toBe(25_000);
  });
});
