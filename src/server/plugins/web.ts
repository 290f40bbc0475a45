import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isKnownWebPath } from '../../shared/routes';
import type { SiteInfo } from '../../shared/contracts/site';
import { MESSAGES } from './errors';

/** The built app's index.html with the public site details embedded as inert JSON. */
export function injectSiteInfo(html: string, info: SiteInfo): string {
  const json = JSON.stringify(info).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="site-info">${json}</script></head>`);
}

/**
 * Serves the built single-page app: hashed assets with long caching, and index.html for every
 * page route. A path the app does not know still gets the app (it shows 'Page Not Found') but
 * with status 404. Unknown /api paths always answer JSON.
 */
export async function registerWebApp(app: FastifyInstance, options: { webRoot: string | null; siteInfo: SiteInfo }): Promise<void> {
  let indexHtml: string | null = null;
  if (options.webRoot) {
    indexHtml = injectSiteInfo(await readFile(path.join(options.webRoot, 'index.html'), 'utf8'), options.siteInfo);
    await app.register(fastifyStatic, {
      root: options.webRoot,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !urlPath.startsWith('/api/') && urlPath !== '/api';
    if (!wantsPage || !indexHtml) {
      return reply.code(404).send({ error: MESSAGES.notFound });
    }
    return reply
      .code(isKnownWebPath(urlPath) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
