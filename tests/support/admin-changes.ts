import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** Google Docs' export for one public document (every other id is not found), on a local port. */
async function startGoogleDocStandIn(docId: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const found = req.url === `/document/d/${docId}/export?format=html`;
    res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end('<html><body><h1>Brev</h1><p>Hej {{namn}}!</p></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The Google Docs stand-in for the tests of this file or `describe` (the useTestApp convention):
 * started before the app that reads its `url` (register this first) and closed after it.
 */
export function useGoogleDocStandIn(docId: string): { readonly url: string } {
  let current: Awaited<ReturnType<typeof startGoogleDocStandIn>> | undefined;
  beforeAll(async () => {
    current = await startGoogleDocStandIn(docId);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get url() {
      if (!current) throw new Error('useGoogleDocStandIn: the stand-in exists from its beforeAll until its afterAll');
      return current.url;
    },
  };
}

/** A minimal valid admin product request. */
export function minimalProduct(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'liten-produkt',
    name: 'Liten produkt',
    shortDescription: 'Kort.',
    description: 'Lång.',
    price: 9_900,
    compareAtPrice: null,
    vatRateBp: 2500,
    imageUrl: null,
    imageAlt: '',
    tags: [],
    isFeatured: false,
    isActive: true,
    categoryId: null,
    ...overrides,
  };
}

/** A minimal valid discount code request. */
export const minimalDiscount = { type: 'PERCENT', percent: 10, prefix: 'test', daysValid: 30, perUserLimit: 1, maxRedemptions: 10 } as const;
