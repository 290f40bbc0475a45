import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseAnswers, answersFromTests } from '../../../shared/domain/scoring/engine';
import { reports } from '../../db/schema';
import { bearer, signUp } from '../../test-support/accounts';
import { completeAs, readPdf, sampleAnswers } from '../../test-support/reports';
import { createTestApp } from '../../test-support/test-app';
import { reportFacts } from '../facts';
import { createAiWriter } from './ai';
import { withFallback } from './writer';
import type { WriterInput } from './types';

/** A local server that speaks the chat-completions protocol; each test says what it answers. */
let server: Server;
let baseUrl: string;
let answer: (body: { model: string; messages: { role: string; content: string }[]; response_format: unknown }) => {
  status?: number;
  delayMs?: number;
  content?: string;
  raw?: string;
};
const seen: { auth: string | undefined; body: Record<string, unknown> }[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    seen.push({ auth: req.headers.authorization, body });
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return res.writeHead(404).end();
    const out = answer(body);
    if (out.delayMs) await new Promise((r) => setTimeout(r, out.delayMs));
    if (res.destroyed) return;
    res.writeHead(out.status ?? 200, { 'content-type': 'application/json' });
    res.end(
      out.raw ??
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: out.content ?? null }, finish_reason: 'stop' }],
        }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const para = (s: string) => `${s} ${'Det här är en mening som gör texten lagom lång för kontrollen.'.repeat(1)}`;
const good = {
  slutanalys: para('Dina svar liknar mest nervpåverkan, det som ofta kallas ischias.'),
  personaliserBrev: para('Det är tröttsamt att ha ont i benet. Du kan göra mycket själv, steg för steg.'),
  rekommendationer: `${para('Det här gör du den här veckan.')}\n\n- Gå korta promenader varje dag.\n- Res dig ofta när du sitter.`,
  prognos: para('Ischias tar ofta längre tid att gå över än ryggsmärta utan bensmärta.'),
};

function input(changes: Record<string, string> = {}): WriterInput {
  const answers = answersFromTests(Object.entries(sampleAnswers('ischias', changes)).map(([testId, completion]) => ({ testId, completion })));
  const analysis = analyseAnswers(answers);
  return { analysis, facts: reportFacts(analysis, answers) };
}

const logs: string[] = [];
const logger = { warn: (obj: object, msg: string) => void logs.push(`${msg} ${JSON.stringify(obj)}`) };
const writer = (timeoutMs = 2000) => withFallback(createAiWriter({ baseUrl, apiKey: 'hemlig-nyckel', model: 'lokal-modell', timeoutMs }), logger);

describe('the AI writer (an OpenAI-compatible chat-completions API)', () => {
  it('asks with a JSON schema, sends the analysis only (no name, e-mail or goal), and uses a good answer', async () => {
    answer = () => ({ content: JSON.stringify(good) });
    const result = await writer().write(input());
    expect(result).toEqual({ texts: good, writer: 'ai' });
    const request = seen.at(-1)!;
    expect(request.auth).toBe('Bearer hemlig-nyckel');
    expect(request.body).toMatchObject({ model: 'lokal-modell', response_format: { type: 'json_schema', json_schema: { strict: true } } });
    const sent = JSON.stringify(request.body);
    for (const personal of ['Karin', 'Lindqvist', 'karin.lindqvist@example.se', 'lagret', 'barnbarnen']) expect(sent).not.toContain(personal);
    expect(sent).toContain('Nervpåverkan (ischias)');
  });

  it('falls back to the built-in writer, and logs why but never the text, when the answer advises what CLINICAL.md forbids', async () => {
    answer = () => ({
      content: JSON.stringify({ ...good, rekommendationer: `${good.rekommendationer}\n- Boka en magnetkameraundersökning så snart du kan.` }),
    });
    const result = await writer().write(input());
    expect(result.writer).toBe('builtin');
    expect(result.texts.rekommendationer).not.toMatch(/magnetkamera/);
    expect(logs.at(-1)).toMatch(/the AI writer failed/);
    expect(logs.at(-1)).not.toContain('magnetkameraundersökning så snart');
  });

  it('falls back on a timeout, an HTTP error, an answer that is not JSON or lacks a text, and calming words beside an urgent sign', async () => {
    const cases: [string, typeof answer, Record<string, string>?][] = [
      ['timeout', () => ({ delayMs: 1500, content: JSON.stringify(good) })],
      ['HTTP 500', () => ({ status: 500, raw: '{"error":"overloaded"}' })],
      ['not JSON', () => ({ content: 'Här är texterna: …' })],
      ['a text missing', () => ({ content: JSON.stringify({ ...good, prognos: undefined }) })],
      ['a diagnosis', () => ({ content: JSON.stringify({ ...good, slutanalys: para('Diagnosen är ischias.') }) })],
      ['calm beside urgent', () => ({ content: JSON.stringify({ ...good, prognos: para('De flesta blir helt bra.') }) }), { red_flags: 'fever' }],
      ['not chat completions', () => ({ raw: '{"result":"ok"}' })],
    ];
    for (const [what, respond, changes] of cases) {
      answer = respond;
      const started = Date.now();
      const result = await writer(800).write(input(changes));
      expect(result.writer, what).toBe('builtin');
      expect(Date.now() - started, what).toBeLessThan(1400);
    }
  });
});

describe('the AI writer in a report', () => {
  it('writes the stored report when configured, and the report records it', { timeout: 60_000 }, async () => {
    answer = () => ({ content: JSON.stringify(good) });
    const t = await createTestApp({ seed: true, env: { LLM_BASE_URL: baseUrl, LLM_MODEL: 'lokal-modell', LLM_API_KEY: 'hemlig-nyckel' } });
    try {
      const { token } = await signUp(t, 'ai@example.se', 'hemligt123', 'Ada Ai');
      const id = await completeAs(t, token, sampleAnswers('ischias'));
      const res = await t.app.inject({ method: 'POST', url: '/api/generate-preview', headers: bearer(token), payload: { assessmentId: id } });
      expect(res.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(reports).where(eq(reports.assessmentId, id));
      expect(row?.writer).toBe('ai');
      expect(readPdf(res.rawPayload).text).toContain('Ada Ai');
    } finally {
      await t.close();
    }
  });
});
