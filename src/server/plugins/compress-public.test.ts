import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { questions } from '../db/schema';
import { questionsChanged } from '../modules/assessment/question-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

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

  it('compresses a changed answer anew: the compressed list is always the list of now', async () => {
    const br = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/assessment/questions', headers: { 'accept-encoding': 'br' } });
      return JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as { questions: { key: string; title: string }[] };
    };
    const before = await br();
    expect((await br()).questions[0]!.title).toBe(before.questions[0]!.title);
    // As an admin's edit does: the write, then the served list is marked changed.
    await t.database.db.update(questions).set({ title: 'Hur gammal är du i år?' }).where(eq(questions.key, 'age_band'));
    questionsChanged();
    expect((await br()).questions.find((q) => q.key === 'age_band')!.title).toBe('Hur gammal är du i år?');
  });

  it('never compresses a personal answer', async () => {
    const { token } = await signUp(t, 'komprimera@example.se');
    const res = await t.app.inject({ method: 'GET', url: '/api/download-user-data', headers: { ...bearer(token), 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
