import net, { type Socket } from 'node:net';
import type { ConnectionError, FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleClientError, HTTP_LIMITS } from './http-limits';
import { MESSAGES } from './messages';
import { createTestApp, type TestApp } from './test-support/test-app';

// These tests talk to a real listening server over TCP: slow clients cannot be faked with inject.
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await t.close();
});

interface RawResponse {
  status: number;
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/** A raw TCP client that records what the server sends and when it hangs up. */
class RawClient {
  readonly socket: Socket;
  readonly openedAt = Date.now();
  readonly closed: Promise<number>;
  private received = Buffer.alloc(0);
  private wake: () => void = () => {};

  constructor() {
    this.socket = net.connect({ port, host: '127.0.0.1' });
    this.socket.on('error', () => {}); // a reset after the server hangs up is expected here
    this.socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve(Date.now() - this.openedAt)));
    void this.closed.then(() => this.wake());
  }

  connected(): Promise<void> {
    return new Promise((resolve) => this.socket.once('connect', () => resolve()));
  }

  send(text: string): void {
    if (!this.socket.destroyed) this.socket.write(text);
  }

  /** Resolves with the next complete response, or null if the connection closed first. */
  async nextResponse(): Promise<RawResponse | null> {
    for (;;) {
      const response = this.takeResponse();
      if (response || this.socket.destroyed) return response;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  private takeResponse(): RawResponse | null {
    const end = this.received.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = this.received.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    if (this.received.length < end + 4 + length) return null;
    const body = this.received.subarray(end + 4, end + 4 + length).toString('utf8');
    this.received = this.received.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), statusLine, headers, body };
  }
}

function expectTimeoutResponse(res: RawResponse | null): void {
  expect(res?.statusLine).toBe('HTTP/1.1 408 Request Timeout');
  expect(res?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res?.headers.connection).toBe('close');
  expect(JSON.parse(res?.body ?? '')).toEqual({ error: MESSAGES.timeout });
}

const LATEST_BODY_408 = HTTP_LIMITS.requestTimeoutMs + HTTP_LIMITS.connectionsCheckingIntervalMs + 1_000;
const LATEST_HEADER_408 = HTTP_LIMITS.headersTimeoutMs + HTTP_LIMITS.connectionsCheckingIntervalMs + 1_000;

describe.concurrent('slow clients', () => {
  it('answers a body that stops arriving with 408 in our JSON within 30 s, and hangs up', { timeout: 40_000 }, async () => {
    expect(LATEST_BODY_408).toBeLessThanOrEqual(30_000);
    const client = new RawClient();
    await client.connected();
    client.send('POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"na');

    const res = await client.nextResponse();
    const closedAfter = await client.closed;
    expectTimeoutResponse(res);
    expect(closedAfter).toBeGreaterThanOrEqual(HTTP_LIMITS.requestTimeoutMs - 500);
    expect(closedAfter).toBeLessThan(LATEST_BODY_408);
  });

  it('answers a body that trickles (a byte a second) with 408 as well: activity does not extend the deadline', { timeout: 40_000 }, async () => {
    const client = new RawClient();
    await client.connected();
    client.send('POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const trickle = setInterval(() => client.send(' '), 1_000);
    try {
      const res = await client.nextResponse();
      clearInterval(trickle);
      expectTimeoutResponse(res);
      expect(await client.closed).toBeLessThan(LATEST_BODY_408);
    } finally {
      clearInterval(trickle);
      client.socket.destroy();
    }
  });

  it('answers an unfinished header block, and a connection that sends nothing, with 408 within the header timeout', { timeout: 25_000 }, async () => {
    const partial = new RawClient();
    const silent = new RawClient();
    await Promise.all([partial.connected(), silent.connected()]);
    partial.send('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');

    for (const client of [partial, silent]) {
      expectTimeoutResponse(await client.nextResponse());
      const closedAfter = await client.closed;
      expect(closedAfter).toBeGreaterThanOrEqual(HTTP_LIMITS.headersTimeoutMs - 500);
      expect(closedAfter).toBeLessThan(LATEST_HEADER_408);
    }
  });

  it('keeps serving requests on a keep-alive connection, then closes it when idle', { timeout: 20_000 }, async () => {
    const client = new RawClient();
    await client.connected();
    try {
      for (let i = 0; i < 3; i++) {
        client.send('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
        const res = await client.nextResponse();
        expect(res?.status).toBe(200);
        expect(res?.headers.connection).toBe('keep-alive');
        expect(res?.headers['keep-alive']).toBe(`timeout=${HTTP_LIMITS.keepAliveTimeoutMs / 1000}, max=${HTTP_LIMITS.maxRequestsPerSocket}`);
      }
      const lastAnswerAt = Date.now() - client.openedAt;
      const idleFor = (await client.closed) - lastAnswerAt;
      expect(idleFor).toBeGreaterThanOrEqual(HTTP_LIMITS.keepAliveTimeoutMs - 500);
      expect(idleFor).toBeLessThan(HTTP_LIMITS.keepAliveTimeoutMs + 1_500);
    } finally {
      client.socket.destroy();
    }
  });

  it('answers malformed request bytes with 400 in our JSON and hangs up', { timeout: 10_000 }, async () => {
    const client = new RawClient();
    await client.connected();
    client.send('THIS IS NOT HTTP\r\n\r\n');
    const res = await client.nextResponse();
    expect(res?.status).toBe(400);
    expect(JSON.parse(res?.body ?? '')).toEqual({ error: MESSAGES.malformedRequest });
    await client.closed;
  });
});

describe('the listening server', () => {
  it('carries every limit', () => {
    const server = t.app.server;
    expect(server.headersTimeout).toBe(HTTP_LIMITS.headersTimeoutMs);
    expect(server.requestTimeout).toBe(HTTP_LIMITS.requestTimeoutMs);
    expect(server.keepAliveTimeout).toBe(HTTP_LIMITS.keepAliveTimeoutMs);
    expect(server.timeout).toBe(HTTP_LIMITS.idleTimeoutMs);
    expect(server.maxRequestsPerSocket).toBe(HTTP_LIMITS.maxRequestsPerSocket);
    expect(server.maxConnections).toBe(HTTP_LIMITS.maxConnections);
  });

  it('closes connections beyond the cap at once and serves again when they are gone', { timeout: 15_000 }, async () => {
    const cap = 3;
    t.app.server.maxConnections = cap; // test-only: Node reads the cap for each new connection
    const held = Array.from({ length: cap }, () => new RawClient());
    try {
      await Promise.all(held.map((c) => c.connected()));
      await waitFor(async () => (await connectionCount()) === cap);

      const extra = new RawClient();
      const closedAfter = await extra.closed;
      expect(closedAfter).toBeLessThan(1_000);
      expect(await extra.nextResponse()).toBeNull();
      expect(held.every((c) => !c.socket.destroyed)).toBe(true);

      for (const c of held) c.socket.destroy();
      await waitFor(async () => (await connectionCount()) === 0);
      const client = new RawClient();
      client.send('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect((await client.nextResponse())?.status).toBe(200);
    } finally {
      for (const c of held) c.socket.destroy();
      t.app.server.maxConnections = HTTP_LIMITS.maxConnections;
    }
  });
});

describe('the client error handler', () => {
  const app = { log: { debug: () => {} } as unknown as FastifyBaseLogger };
  const timeout = Object.assign(new Error('timed out'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }) as unknown as ConnectionError;
  function fakeSocket(state: { destroyed?: boolean; writable?: boolean; headersSent?: boolean }) {
    const written: string[] = [];
    const socket = {
      destroyed: state.destroyed ?? false,
      writable: state.writable ?? true,
      _httpMessage: state.headersSent === undefined ? null : { headersSent: state.headersSent },
      write: (data: string) => written.push(data),
      destroy() {
        socket.destroyed = true;
      },
    };
    return { socket, written };
  }

  it('never writes into a response that has already started, but still hangs up', () => {
    const { socket, written } = fakeSocket({ headersSent: true });
    handleClientError.call(app, timeout, socket as unknown as Socket);
    expect(written).toEqual([]);
    expect(socket.destroyed).toBe(true);
  });

  it('leaves a socket that is already gone alone', () => {
    const { socket, written } = fakeSocket({ destroyed: true });
    handleClientError.call(app, timeout, socket as unknown as Socket);
    expect(written).toEqual([]);
  });
});

async function connectionCount(): Promise<number> {
  return new Promise((resolve, reject) => t.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))));
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
