import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema';
import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';

const t = useTestApp({ seed: true });

describe('compression of public API answers', () => {
  it('sends the question list compressed when the client accepts it, the same JSON once decompressed', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/assessment/questions' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const br = await t.app.inject({ method: 'GET', url: '/api/assessment/questions', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gz = await t.app.inject({ method: 'GET', url: '/api/assessment/questions', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses a changed answer anew: the compressed product list is always the list of now', async () => {
    const br = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      return JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as { slug: string; description: string }[];
    };
    // Long enough to be compressed (answers under 1 KB are sent as they are).
    const [product] = await t.database.db.select().from(products).limit(1);
    const long = `${product!.description}\n\n${'Rapporten bygger på dina svar. '.repeat(40)}`;
    await t.database.db.update(products).set({ description: long }).where(eq(products.id, product!.id));
    expect((await br()).find((p) => p.slug === product!.slug)!.description).toBe(long);
    expect((await br()).find((p) => p.slug === product!.slug)!.description).toBe(long);
    const changed = `${long}\n\nÄndrad av personalen.`;
    await t.database.db.update(products).set({ description: changed }).where(eq(products.id, product!.id));
    expect((await br()).find((p) => p.slug === product!.slug)!.description).toBe(changed);
  });

  it('never compresses a personal answer', async () => {
    const { token } = await signUp(t, 'komprimera@example.se');
    const res = await t.app.inject({ method: 'GET', url: '/api/download-user-data', headers: { ...bearer(token), 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
