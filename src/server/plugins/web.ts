import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { isKnownWebPath } from '../../shared/routes';
import type { SiteInfo } from '../../shared/contracts/site';
import { documentTitle, PRODUCT_PATH, productPageMeta, publicPageMeta, type PageMeta } from '../../shared/page-meta';
import type { PageRenderer, PrerenderData } from '../../shared/prerender';
import { MESSAGES } from '../messages';

/** The built app's index.html with the public site details embedded as inert JSON. */
export function injectSiteInfo(html: string, info: SiteInfo): string {
  const json = JSON.stringify(info).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="site-info">${json}</script></head>`);
}

/**
 * Pages whose code loads on demand, by path: the source file of their chunk (a key of Vite's
 * manifest, relative to src/web) and the API data they show first. Their HTML names these so
 * the browser fetches them alongside the app's entry instead of after it has started; without
 * the hint the page still loads them itself. A page served with its content (decision 0046) names
 * only its data: it is on screen before its code. The test keeps the file names in step with src/web.
 */
export const PAGE_PRELOADS: Record<string, { module: string; fetch?: string[] }> = {
  '/assessment': { module: 'features/assessment/assessment-page.tsx', fetch: ['/api/assessment/questions'] },
  '/faq': { module: 'features/static-pages/faq-page.tsx' },
  '/butik': { module: 'features/shop/shop-page.tsx' },
  '/contact': { module: 'features/contact/contact-page.tsx' },
  '/kontakt': { module: 'features/contact/contact-page.tsx' },
  '/login': { module: 'features/account/login-page.tsx' },
  '/register': { module: 'features/account/register-page.tsx' },
  ...Object.fromEntries(
    ['/privacy-policy', '/terms', '/purchase-terms', '/medical-info', '/about', '/om-oss', '/how-it-works', '/delivery-info'].map((p) => [
      p,
      { module: 'features/static-pages/pages.tsx' },
    ]),
  ),
};

type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The <link> tags for a page's own chunks (not those the entry loads already) and its data. */
export function preloadTags(manifest: ViteManifest, preload: { module: string; fetch?: string[] }): string {
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loadedByEntry);
  const own = new Set<string>();
  walk(preload.module, own);
  const chunks = [...own].filter((key) => !loadedByEntry.has(key)).map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
  // The app's fetches send cookies (credentials: 'include'); the preload must match to be used.
  const data = (preload.fetch ?? []).map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`);
  return [...chunks, ...data].join('');
}

async function readManifest(webRoot: string): Promise<ViteManifest> {
  try {
    return JSON.parse(await readFile(path.join(webRoot, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return {};
  }
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_PAGE = 'no-cache';
export const CACHE_PUBLIC_FILE = 'public, max-age=3600';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The response encoding for an Accept-Encoding header: brotli or gzip when the client takes them
 * (the higher q wins, brotli on a tie; `*` stands for any encoding not named), else identity.
 * The static files use @fastify/static's negotiation, which also prefers brotli.
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.split(';').map((s) => s.trim());
    if (!token) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token, Number.isFinite(value) ? value : 0);
  }
  const weight = (token: string) => q.get(token) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = Math.max(weight('gzip'), q.get('x-gzip') ?? 0);
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}

interface PageVariant {
  body: Buffer;
  etag: string;
}

/** The page in each encoding, compressed once for each version of the site details it carries. */
function pageVariants(html: string): Record<Encoding, PageVariant> {
  const identity = Buffer.from(html, 'utf8');
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  const br = brotliCompressSync(identity, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
  });
  return {
    identity: { body: identity, etag: `"${tag}"` },
    br: { body: br, etag: `"${tag}-br"` },
    gzip: { body: gzipSync(identity, { level: 9 }), etag: `"${tag}-gz"` },
  };
}

/** If-None-Match names the current representation: the client's copy is still good. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/** Hashed build output (Vite's assets/) never changes; the page is revalidated; other files briefly cached. */
function cacheControlFor(webRoot: string, filePath: string): string {
  const relative = path.relative(webRoot, filePath);
  if (relative.startsWith(`assets${path.sep}`)) return CACHE_IMMUTABLE;
  if (/^index\.html(\.br|\.gz)?$/.test(relative)) return CACHE_PAGE;
  return CACHE_PUBLIC_FILE;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Record<Encoding, PageVariant>, status: number) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const variant = page[encoding];
  reply.code(status).header('Cache-Control', CACHE_PAGE).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  if (status === 200) {
    reply.header('ETag', variant.etag);
    if (isFresh(request, variant.etag)) return reply.code(304).send();
  }
  // HEAD: the headers of GET, without the body.
  if (request.method === 'HEAD') return reply.header('Content-Length', variant.body.length).send();
  return reply.send(variant.body);
}

/** The page for a URL path: its preloads and, for a public page, its content and head, for the data of now. */
type PageCache = (urlPath: string, info: SiteInfo, loadShop: () => Promise<NonNullable<PrerenderData['shop']>>) => Promise<Record<Encoding, PageVariant>>;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's head: a public page's own title, description and canonical address; every other
 * page keeps the shell's and is not indexed (private pages, a product that does not exist, 404).
 */
export function withHead(html: string, meta: PageMeta | null, brandName: string, publicUrl: string): string {
  if (!meta) return html.replace('</head>', '<meta name="robots" content="noindex"></head>');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(documentTitle(meta.title, brandName))}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeAttr(meta.description)}">`)
    .replace('</head>', `<link rel="canonical" href="${escapeAttr(publicUrl + meta.canonical)}"></head>`);
}

/** The served #root with the rendered page in it, and the query data the app starts with. */
export function withContent(html: string, rendered: { markup: string; queries: unknown[] }): string {
  const queries = rendered.queries.length > 0 ? `<script type="application/json" id="prerendered-queries">${escapeJson(rendered.queries)}</script>` : '';
  return html.replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${rendered.markup}</div>${queries}`);
}

/** Pages kept for one version of the site details; a new shop version adds pages, so the map is bounded. */
const MAX_CACHED_PAGES = 200;

/**
 * Builds each page on first use and keeps it while its data stays the same: the site details for
 * every page, and the shop's products for the shop's pages (read for every request of those, so
 * a new price shows on the next visit). When the site details change, every page is built again.
 * A public page is rendered by the renderer (decision 0046); without one, every page is the shell.
 */
function pageCache(
  template: string,
  manifest: ViteManifest,
  renderer: (() => Promise<PageRenderer>) | null,
  publicUrl: string,
  log: FastifyInstance['log'],
): PageCache {
  let current = '';
  let pages = new Map<string, Promise<Record<Encoding, PageVariant>>>();
  return async (urlPath, info, loadShop) => {
    const json = JSON.stringify(info);
    if (json !== current || pages.size > MAX_CACHED_PAGES) {
      current = json;
      pages = new Map();
    }
    const preload = Object.hasOwn(PAGE_PRELOADS, urlPath) ? PAGE_PRELOADS[urlPath] : undefined;
    const slug = PRODUCT_PATH.exec(urlPath)?.[1];
    const isShop = urlPath.replace(/\/+$/, '') === '/butik' || slug !== undefined;
    const shop = renderer && isShop ? await loadShop() : undefined;
    let meta = publicPageMeta(urlPath);
    if (slug !== undefined) {
      let decoded: string | null = null;
      try {
        decoded = decodeURIComponent(slug);
      } catch {
        // Not a slug any product has.
      }
      const product = shop?.products.find((p) => p.slug === decoded);
      meta = product ? productPageMeta(product) : null;
    }
    const rendered = renderer !== null && meta !== null;
    const key = rendered ? `${urlPath}\n${shop ? JSON.stringify(shop) : ''}` : preload ? urlPath : '';
    let page = pages.get(key);
    if (!page) {
      page = (async () => {
        let html = injectSiteInfo(template, info);
        // A page served with its content is on screen before its code is: its chunks load after
        // the entry (they would compete with the styles and font for the first paint); its data is
        // still fetched early.
        if (preload) html = html.replace('</head>', `${preloadTags(manifest, rendered ? { ...preload, module: '' } : preload)}</head>`);
        html = withHead(html, meta, info.brandName, publicUrl);
        if (rendered) {
          try {
            html = withContent(html, await (await renderer()).renderPage(urlPath, { site: info, ...(shop ? { shop } : {}) }));
          } catch (err) {
            // The shell still works: the app renders the page in the browser.
            log.error({ err, path: urlPath }, 'prerendering a page failed');
          }
        }
        return pageVariants(html);
      })();
      pages.set(key, page);
      // A failed build is not kept: the next request tries again.
      page.catch(() => pages.delete(key));
    }
    return page;
  };
}

/**
 * The build's renderer of the public pages (dist/ssr/prerender.js beside dist/web), when it was
 * built; loaded with the first page that needs it, so that it adds nothing to the server's start.
 */
function rendererSource(webRoot: string, given: PageRenderer | null | undefined): (() => Promise<PageRenderer>) | null {
  if (given !== undefined) return given ? async () => given : null;
  const entry = path.join(webRoot, '..', 'ssr', 'prerender.js');
  if (!existsSync(entry)) return null;
  let loading: Promise<PageRenderer> | undefined;
  return () => (loading ??= import(pathToFileURL(entry).href) as Promise<PageRenderer>);
}

/** A source map's path, however it is spelt (percent-encoded letters, trailing slashes, case). */
export function isSourceMapPath(urlPath: string): boolean {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // A malformed escape is not a file we serve; judged as it was written.
  }
  return /\.map\/*$/i.test(decoded);
}

/**
 * Serves the built single-page app: hashed assets with long caching, and index.html for every
 * page route. A path the app does not know still gets the app (it shows 'Sidan finns inte') but
 * with status 404. Unknown /api paths always answer JSON. Text files go out brotli- or
 * gzip-compressed when the client accepts it: the build wrote file.br and file.gz beside them.
 * The page carries the site details as they are when it is asked for (`siteInfo` as a function
 * is called for every page answer), so a changed price shows on the next visit. The build's
 * source maps (`*.map`, the app's source code) are served only with `sourceMaps` (never in
 * production); a source map that is not served is a plain 404, never the page.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webRoot: string | null;
    siteInfo: SiteInfo | (() => Promise<SiteInfo>);
    sourceMaps: boolean;
    /** The site's address, for the public pages' canonical links. */
    publicUrl: string;
    /** The shop's products and categories now, for its pages. */
    shop: () => Promise<NonNullable<PrerenderData['shop']>>;
    /** The public pages' renderer; by default the build's (dist/ssr), none when it was not built. */
    renderer?: PageRenderer | null;
  },
): Promise<void> {
  const { webRoot, siteInfo } = options;
  const loadSiteInfo = typeof siteInfo === 'function' ? siteInfo : async () => siteInfo;
  let pageFor: PageCache | null = null;
  if (webRoot) {
    const renderer = rendererSource(webRoot, options.renderer);
    pageFor = pageCache(await readFile(path.join(webRoot, 'index.html'), 'utf8'), await readManifest(webRoot), renderer, options.publicUrl, app.log);
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed variants are chosen by Accept-Encoding, not fetched by name.
      allowedPath: (pathname) => !/\.(br|gz)$/.test(pathname),
      // Without wildcard a route is made for each file found at start: a source map left out here has none.
      ...(options.sourceMaps ? {} : { globIgnore: ['**/*.map'] }),
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', cacheControlFor(webRoot, filePath));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !urlPath.startsWith('/api/') && urlPath !== '/api';
    if (!wantsPage || !pageFor || isSourceMapPath(urlPath)) {
      return reply.code(404).send({ error: MESSAGES.notFound });
    }
    return sendPage(request, reply, await pageFor(urlPath, await loadSiteInfo(), options.shop), isKnownWebPath(urlPath) ? 200 : 404);
  });
}
