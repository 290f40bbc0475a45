import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the stand-in received it. */
export interface ChatRequest {
  auth: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { json_schema?: { schema?: { required?: string[]; properties?: Record<string, unknown> } } };
  } & Record<string, unknown>;
}

/** What the stand-in answers to one request. */
export interface ChatAnswer {
  status?: number;
  delayMs?: number;
  /** The assistant message's content. */
  content?: string;
  /** The whole response body instead of a chat completion. */
  raw?: string;
}

export interface ChatStandIn {
  /** The API's base, as LLM_BASE_URL takes it (".../v1"). */
  baseUrl: string;
  /** Every request received, oldest first. */
  readonly requests: ChatRequest[];
  /** What the next requests are answered with (set by each test). */
  answer: (request: ChatRequest) => ChatAnswer;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });
}

/** The fields the request's JSON schema requires: a model answers in the shape it is asked for. */
export function requiredFields(request: ChatRequest): string[] {
  return request.body.response_format?.json_schema?.schema?.required ?? [];
}

/**
 * A local server that speaks OpenAI's chat-completions protocol (POST /v1/chat/completions) and
 * counts what it is asked, so tests can prove when the AI writer is called and what it is sent.
 */
export async function startChatStandIn(): Promise<ChatStandIn> {
  const requests: ChatRequest[] = [];
  const standIn: ChatStandIn = {
    baseUrl: '',
    requests,
    answer: () => ({ status: 500, raw: '{"error":"no answer set"}' }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return res.writeHead(404).end();
    const request: ChatRequest = { auth: req.headers.authorization, body: JSON.parse(raw) as ChatRequest['body'] };
    requests.push(request);
    const out = standIn.answer(request);
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
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return standIn;
}
