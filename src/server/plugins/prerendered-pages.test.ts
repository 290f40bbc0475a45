import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { REPORT_PRODUCT_SLUG } from '../../shared/domain/pricing';
import { documentTitle, PAGE_META } from '../../shared/page-meta';
import { products } from '../db/schema';

// The public pages (issue 21), each with the main heading it is served with.
const PAGES: [path: string, heading: string][] = [
  ['/', 'Förstå din ryggsmärta – och vad du kan göra åt den'],
  ['/assessment', 'Innan du börjar'],
  ['/butik', 'Vår butik'],
  ['/faq', 'Vanliga frågor'],
  ['/om-oss', 'Om oss'],
  ['/kontakt', 'Kontakta oss'],
  ['/login', 'Logga in'],
  ['/register', 'Skapa konto'],
];

// The served page as the build leaves it: dist/web/index.html, and beside dist/web the SSR
// bundle, here the renderer's source (the test runner compiles it as the build does).
let base: string;
beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'rk-prerender-'));
  await mkdir(path.join(base, 'web'));
  await mkdir(path.join(base, 'ssr'));
  await writeFile(path.join(base, 'web/index.html'), await readFile(path.resolve('src/web/index.html'), 'utf8'));
  await writeFile(path.join(base, 'ssr/prerender.js'), `export * from ${JSON.stringify(path.resolve('src/web/prerender.tsx'))};\n`);
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});
const t = useTestApp(() => ({ seed: true, webRoot: path.join(base, 'web') }));

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, html: res.body };
};
/** The text of the served #root (tags removed), what a reader without JavaScript sees. */
const rootText = (html: string) =>
  (/<div id="root" data-prerendered>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const h1 = (html: string) => /<div id="root" data-prerendered>[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('the public pages, served with their content', () => {
  it.each(PAGES)('%s has its own title, description, canonical link and main heading', async (url, heading) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    const meta = PAGE_META[url]!;
    expect(head(html)).toContain(`<title>${documentTitle(meta.title, 'Ryggkollen')}</title>`);
    expect(head(html)).toContain(`<meta name="description" content="${escape(meta.description)}">`);
    expect(head(html)).toContain(`<link rel="canonical" href="http://localhost:3000${meta.canonical}">`);
    expect(head(html)).not.toContain('noindex');
    expect(h1(html)).toBe(heading);
    // Readable without the app: no spinner in place of the page, and no inline script (the CSP forbids them).
    expect(rootText(html)).not.toMatch(/Laddar/);
    expect(/<div id="root" data-prerendered>([\s\S]*)<\/div>/.exec(html)![1]).not.toMatch(/<script|<template/);
  });

  it('each public page has a title and description of its own', () => {
    const pages = Object.values(PAGE_META);
    expect(new Set(pages.map((m) => m.title)).size).toBe(new Set(pages.map((m) => m.canonical)).size);
    expect(new Set(pages.map((m) => m.description)).size).toBe(new Set(pages.map((m) => m.canonical)).size);
  });

  it("shows the shop's product and its price as they are in the database at the time of the visit", async () => {
    const setReport = (values: Partial<typeof products.$inferInsert>) =>
      t.database.db.update(products).set(values).where(eq(products.slug, REPORT_PRODUCT_SLUG));
    const shop = await page('/butik');
    expect(rootText(shop.html)).toContain('Personlig ryggrapport');
    expect(rootText(shop.html)).toContain('250 kr');

    await setReport({ priceOre: 19_900, name: 'Ryggrapporten' });
    const changed = await page('/butik');
    expect(rootText(changed.html)).toContain('Ryggrapporten');
    expect(rootText(changed.html)).toContain('199 kr');
    expect(rootText(changed.html)).not.toContain('250 kr');
    // The app starts with the same products, so it does not show them loading again.
    const queries = JSON.parse(/<script type="application\/json" id="prerendered-queries">(.*?)<\/script>/.exec(changed.html)![1]!) as [
      unknown,
      { price: number }[],
    ][];
    expect(queries).toContainEqual([['shop', 'products'], [expect.objectContaining({ slug: REPORT_PRODUCT_SLUG, price: 19_900 })]]);

    const product = await page(`/produkt/${REPORT_PRODUCT_SLUG}`);
    expect(product.status).toBe(200);
    expect(head(product.html)).toContain('<title>Ryggrapporten – Ryggkollen</title>');
    expect(head(product.html)).toContain(`<link rel="canonical" href="http://localhost:3000/produkt/${REPORT_PRODUCT_SLUG}">`);
    expect(h1(product.html)).toBe('Ryggrapporten');
    expect(rootText(product.html)).toContain('199 kr');
  });

  it.each([
    ['/customer', 200],
    ['/dashboard', 200],
    ['/produkt/finns-inte', 200],
    ['/no-such-page', 404],
  ])('%s is the shell, not indexed', async (url, status) => {
    const res = await page(url);
    expect(res.status).toBe(status);
    expect(head(res.html)).toContain('<meta name="robots" content="noindex">');
    expect(head(res.html)).not.toContain('rel="canonical"');
    expect(res.html).toContain('<div id="root"></div>');
  });
});
