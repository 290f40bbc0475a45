import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUESTION_BANK } from '../../../shared/content/question-bank';
import type { Question } from '../../../shared/contracts/assessment';
import { ENDPOINTS } from '../../../shared/contracts/endpoints';
import { buildApp } from '../../app';
import { runDataMigrations } from '../../db/data-migrations';
import { dataMigrations, questions } from '../../db/schema';
import { createServices, type Services } from '../../services';
import { useTestApp } from '../../../../tests/support/test-app';
import { questionsChanged } from '../../db/question-changes';
import { QUESTIONS_RECHECK_MS } from './question-cache';
import { assessmentRepository } from './repository';

const t = useTestApp({ seed: true });

const get = (app: FastifyInstance, url = '/api/assessment/questions', headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const titleOf = async (app: FastifyInstance, key: string) => (await get(app)).json<{ questions: Question[] }>().questions.find((q) => q.key === key)?.title;
const setTitle = (key: string, title: string) => t.database.db.update(questions).set({ title }).where(eq(questions.key, key));

/**
 * The endpoint as it was before the list was kept in memory: the rows read on every request and
 * serialized by Fastify with the map's response schema.
 */
async function uncachedEndpoint(): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/', { schema: { response: ENDPOINTS.questions.responses } }, async () => {
    const rows = await assessmentRepository(t.database.db).activeQuestions();
    return { questions: rows.map((q) => ({ ...q, category: q.category as Question['category'], questionType: q.questionType as Question['questionType'] })) };
  });
  return app;
}

describe('GET /api/assessment/questions from memory', () => {
  it('sends the same bytes as the endpoint did before, on both paths and in every encoding', async () => {
    const before = await uncachedEndpoint();
    const expected = (await before.inject({ method: 'GET', url: '/' })).rawPayload;
    await before.close();
    expect(expected.length).toBeGreaterThan(40_000);
    for (const url of ['/api/assessment/questions', '/api/questions']) {
      const plain = await get(t.app, url);
      expect(plain.statusCode).toBe(200);
      expect(plain.rawPayload.equals(expected)).toBe(true);
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['cache-control']).toBe('public, max-age=30');
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await get(t.app, url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).equals(expected)).toBe(true);
      const gz = await get(t.app, url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(expected)).toBe(true);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(expected.length));
      expect(head.rawPayload.length).toBe(0);
    }
  });

  it('answers a revalidation with 304 while the list is unchanged, and with the new list after an edit', async () => {
    const first = await get(t.app, '/api/assessment/questions', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get(t.app, '/api/assessment/questions', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another encoding is another representation: its own tag.
    expect((await get(t.app, '/api/assessment/questions', { 'if-none-match': etag })).statusCode).toBe(200);

    await setTitle('age_band', 'Hur gammal är du just nu?');
    questionsChanged();
    const changed = await get(t.app, '/api/assessment/questions', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await setTitle('age_band', QUESTION_BANK.find((q) => q.key === 'age_band')!.title);
    questionsChanged();
  });

  it('serves an admin’s edit at once: the write, then questionsChanged()', async () => {
    const key = QUESTION_BANK[1]!.key;
    expect(await titleOf(t.app, key)).toBe(QUESTION_BANK[1]!.title);
    await setTitle(key, 'Ändrad av personalen');
    questionsChanged();
    expect(await titleOf(t.app, key)).toBe('Ändrad av personalen');
    // The questionnaire's counts on the site follow the same copy.
    await t.database.db.update(questions).set({ isActive: false }).where(eq(questions.key, key));
    questionsChanged();
    expect((await get(t.app)).json().questions.map((q: Question) => q.key)).not.toContain(key);
    expect((await get(t.app, '/api/site')).json().questionnaire.questions).toBe(QUESTION_BANK.length - 1);
    await t.database.db.update(questions).set({ isActive: true, title: QUESTION_BANK[1]!.title }).where(eq(questions.key, key));
    questionsChanged();
    expect(await titleOf(t.app, key)).toBe(QUESTION_BANK[1]!.title);
  });

  it('serves what a data migration wrote at once', async () => {
    const key = QUESTION_BANK[0]!.key;
    await setTitle(key, 'Ändrad av personal');
    questionsChanged();
    expect(await titleOf(t.app, key)).toBe('Ändrad av personal');
    await t.database.db.delete(dataMigrations).where(eq(dataMigrations.id, '2026-11-22-question-bank-2'));
    expect(await runDataMigrations(t.database.db)).toEqual(['2026-11-22-question-bank-2']);
    expect(await titleOf(t.app, key)).toBe(QUESTION_BANK[0]!.title);
  });
});

describe('two servers on one database', () => {
  let other: { services: Services; app: FastifyInstance };
  beforeAll(async () => {
    // The second process's own services and app, on the first one's database (which it must not close).
    const services = await createServices(t.config, { logger: t.services.logger, database: { ...t.database, close: async () => {} }, work: false });
    other = { services, app: await buildApp({ services, webRoot: null }) };
  });
  afterAll(async () => {
    await other.app.close();
    await other.services.close();
  });

  it(`an edit made by the other server, or by hand without telling, is served within ${QUESTIONS_RECHECK_MS / 1000} s`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const key = 'age_band';
      const start = Date.now();
      expect(await titleOf(other.app, key)).toBe(QUESTION_BANK.find((q) => q.key === key)!.title);
      // Written as another process would: its questionsChanged() tells only its own caches. The
      // row's updated_at is left as it was: the check sees the row itself.
      await setTitle(key, 'Ändrad på den andra servern');
      vi.setSystemTime(start + QUESTIONS_RECHECK_MS - 1);
      expect(await titleOf(other.app, key)).not.toBe('Ändrad på den andra servern');
      vi.setSystemTime(start + QUESTIONS_RECHECK_MS);
      expect(await titleOf(other.app, key)).toBe('Ändrad på den andra servern');
      await setTitle(key, QUESTION_BANK.find((q) => q.key === key)!.title);
    } finally {
      vi.useRealTimers();
    }
  });
});
