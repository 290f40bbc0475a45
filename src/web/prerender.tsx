// The server's renderer of the public pages (decision 0046): built by scripts/build.mjs as its
// own SSR bundle (dist/ssr/prerender.js), never part of the browser's bundle. The server renders
// a page once for each version of its data and sends it in #root; the app takes over with
// src/web/app/prerender-handoff.ts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { PRODUCT_PATH } from '../shared/page-meta';
import type { PrerenderData, Prerendered } from '../shared/prerender';
import { SignedOutAuthProvider } from './app/auth-provider';
import { AppRoutes } from './app/router';
import { AppLayout } from './app/shell/app-layout';
import { siteKeys } from './app/site-info';
import { assessmentKeys } from './features/assessment/api';
import { shopKeys } from './features/shop/api';

/**
 * The query data a page is rendered with, and what of it the page embeds for the app: the
 * shop's products (their price is read at request time, never baked into the build).
 */
function pageQueries(urlPath: string, data: PrerenderData): { embedded: Prerendered['queries']; renderOnly: Prerendered['queries'] } {
  const embedded: Prerendered['queries'] = [];
  const renderOnly: Prerendered['queries'] = [[siteKeys.all, data.site]];
  const slug = PRODUCT_PATH.exec(urlPath)?.[1];
  if (data.shop && slug) {
    const product = data.shop.products.find((p) => p.slug === decodeURIComponent(slug));
    if (product) embedded.push([shopKeys.product(product.slug), product]);
  } else if (data.shop) {
    embedded.push([shopKeys.products(), data.shop.products], [shopKeys.categories(), data.shop.categories]);
  }
  return { embedded, renderOnly };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

/** The pages rendered once already: their lazy chunks are loaded. */
const warmed = new Set<string>();

/** The page as a visitor who is not signed in sees it, with everything it loads on demand. */
export async function renderPage(urlPath: string, data: PrerenderData): Promise<Prerendered> {
  const { embedded, renderOnly } = pageQueries(urlPath, data);
  // The questionnaire's first screen, from the bank the server is seeded with; the app loads the served questions.
  if (urlPath === '/assessment') {
    const { QUESTION_BANK } = await import('../shared/content/question-bank');
    renderOnly.push([assessmentKeys.questions, QUESTION_BANK.map((q, i) => ({ ...q, id: q.key, position: i + 1 }))]);
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of [...renderOnly, ...embedded]) client.setQueryData(key, value);
  const page: ReactNode = (
    <QueryClientProvider client={client}>
      <StaticRouter location={urlPath}>
        <SignedOutAuthProvider>
          {/* Until the app has taken over, the served page's buttons and fields do nothing: disabled, so nothing typed is lost. */}
          <fieldset disabled className="contents">
            <AppLayout>
              <AppRoutes />
            </AppLayout>
          </fieldset>
        </SignedOutAuthProvider>
      </StaticRouter>
    </QueryClientProvider>
  );
  // The first time, a pass loads what the page loads on demand (its lazy chunks). That pass streams
  // the boundaries that waited with inline scripts, which the site's CSP forbids; with every chunk
  // loaded, the page renders in one go without them.
  const kind = PRODUCT_PATH.test(urlPath) ? '/produkt' : urlPath;
  if (!warmed.has(kind)) {
    await text((await prerenderToNodeStream(page)).prelude);
    warmed.add(kind);
  }
  const markup = renderToString(page);
  client.clear();
  if (/<script|<template|<!--\$[?!]-->/.test(markup)) throw new Error(`the page ${urlPath} did not render completely`);
  return { markup, queries: embedded };
}
