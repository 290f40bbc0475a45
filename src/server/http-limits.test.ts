import net, { type Socket } from 'node:net';
import type { ConnectionError, FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { GatedServer, handleClientError, HTTP_LIMITS } from './http-limits';
import { MESSAGES } from './messages';
import { testAppForTest, type TestApp, useTestApp } from '../../tests/support/test-app';

// These tests talk to a real listening server over TCP: slow clients cannot be faked with inject.
let port: number;

const t = useTestApp();
beforeAll(async () => {
  // A listen queue of 4096 (the kernel's somaxconn here) instead of 511: with 511, a burst of
  // 2 100 connections from this one process stalls a second at every 511th (a SYN retried), which
  // would make the flood below take longer than the first-byte timeout. The gate is the same.
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 })).port);
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

  /**
   * `from`: the local address to connect from (127.0.0.2 is another client on Linux's lo).
   * `lingering`: the client never closes its side, even when the server has closed its own.
   */
  constructor(from = '127.0.0.1', to = port, lingering = false) {
    this.socket = net.connect({ port: to, host: '127.0.0.1', localAddress: from, allowHalfOpen: lingering });
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

  /** The next complete response, or null if none came within `ms` (the connection may still be open). */
  async responseWithin(ms: number): Promise<RawResponse | null> {
    let timer: NodeJS.Timeout | undefined;
    const none = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
    try {
      return await Promise.race([this.nextResponse(), none]);
    } finally {
      clearTimeout(timer);
    }
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

function expectBusyResponse(res: RawResponse | null): void {
  expect(res?.statusLine).toBe('HTTP/1.1 503 Service Unavailable');
  expect(res?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res?.headers.connection).toBe('close');
  expect(Number(res?.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(res?.body ?? '')).toEqual({ error: MESSAGES.tooManyConnections });
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

  it('answers an unfinished header block with 408 within the header timeout', { timeout: 25_000 }, async () => {
    const partial = new RawClient();
    await partial.connected();
    partial.send('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expectTimeoutResponse(await partial.nextResponse());
    const closedAfter = await partial.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(HTTP_LIMITS.headersTimeoutMs - 500);
    expect(closedAfter).toBeLessThan(LATEST_HEADER_408);
  });

  it('closes a connection that sends nothing sooner, with 408, within the first-byte time', { timeout: 25_000 }, async () => {
    expect(HTTP_LIMITS.firstByteTimeoutMs).toBeLessThan(HTTP_LIMITS.headersTimeoutMs);
    const silent = new RawClient();
    await silent.connected();
    expectTimeoutResponse(await silent.nextResponse());
    const closedAfter = await silent.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(HTTP_LIMITS.firstByteTimeoutMs - 100);
    expect(closedAfter).toBeLessThan(HTTP_LIMITS.firstByteTimeoutMs + 1_000);
  });

  it('keeps a connection whose first bytes came in time, past the first-byte time', { timeout: 25_000 }, async () => {
    const client = new RawClient();
    await client.connected();
    client.send('GET /api/health HTTP/1.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, HTTP_LIMITS.firstByteTimeoutMs + 500));
    client.send('Host: localhost\r\nConnection: close\r\n\r\n');
    expect((await client.nextResponse())?.status).toBe(200);
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
    expect(server.maxConnections).toBe(HTTP_LIMITS.maxSockets);
    expect(gate().limits).toMatchObject({ maxConnections: HTTP_LIMITS.maxConnections, maxConnectionsPerClient: t.config.maxConnectionsPerClient });
  });

  it('answers connections beyond the total cap at once with a Swedish 503, and serves again when they are gone', { timeout: 15_000 }, async () => {
    const cap = 3;
    gate().limits.maxConnections = cap; // test-only: the gate reads its cap for each new connection
    const held = Array.from({ length: cap }, () => new RawClient());
    try {
      await Promise.all(held.map((c) => c.connected()));
      await waitFor(async () => (await connectionCount()) === cap);

      const extra = new RawClient('127.0.0.2');
      expectBusyResponse(await extra.responseWithin(1_000));
      expect(await extra.closed).toBeLessThan(1_000);
      expect(held.every((c) => !c.socket.destroyed)).toBe(true);

      for (const c of held) c.socket.destroy();
      await waitFor(async () => (await connectionCount()) === 0);
      const client = new RawClient();
      client.send('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect((await client.nextResponse())?.status).toBe(200);
    } finally {
      for (const c of held) c.socket.destroy();
      gate().limits.maxConnections = HTTP_LIMITS.maxConnections;
    }
  });
});

describe('connections per client address', () => {
  it('one address opening 2 100 idle sockets gets a Swedish 503 beyond its cap, and another address is still served', { timeout: 30_000 }, async () => {
    const cap = t.config.maxConnectionsPerClient;
    expect(cap).toBeGreaterThanOrEqual(50);
    expect(cap).toBeLessThanOrEqual(100);
    const flood: RawClient[] = [];
    try {
      for (let batch = 0; batch < 21; batch++) {
        const clients = Array.from({ length: 100 }, () => new RawClient());
        flood.push(...clients);
        await Promise.all(clients.map((c) => Promise.race([c.connected(), c.closed])));
      }
      // Its cap is held open; every other one is answered 503 and closed, or, while more than its
      // cap of refusals are still being answered, closed without an answer.
      await waitFor(async () => flood.filter((c) => !c.socket.destroyed).length === cap);
      const refused = (await Promise.all(flood.filter((c) => c.socket.destroyed).map((c) => c.nextResponse()))).filter((a) => a !== null);
      expect(refused.length).toBeGreaterThanOrEqual(cap);
      for (const answer of refused) expectBusyResponse(answer);

      const other = new RawClient('127.0.0.2');
      other.send('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect((await other.nextResponse())?.status).toBe(200);
      // The address's own sockets within its cap are still open and served.
      const own = flood.find((c) => !c.socket.destroyed)!;
      own.send('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect((await own.nextResponse())?.status).toBe(200);
    } finally {
      for (const c of flood) c.socket.destroy();
    }
  });
});

describe('refused connections', () => {
  it('a client that sends its request at once reads its 503, and one that never hangs up is closed after a second', { timeout: 20_000 }, async () => {
    const { app, listenPort } = await listening('false');
    const clients: RawClient[] = [];
    try {
      const held = Array.from({ length: 3 }, () => new RawClient('127.0.0.1', listenPort));
      clients.push(...held);
      await Promise.all(held.map((c) => c.connected()));
      const eager = new RawClient('127.0.0.1', listenPort);
      const lingering = new RawClient('127.0.0.1', listenPort, true);
      clients.push(eager, lingering);
      eager.send('POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
      expectBusyResponse(await eager.nextResponse());
      expectBusyResponse(await lingering.nextResponse());
      // The server closes its side of the lingering one after a second: only the held three are left.
      const refusedAt = Date.now();
      await waitFor(async () => (await connectionCount(app)) === 3);
      expect(Date.now() - refusedAt).toBeLessThan(HTTP_LIMITS.refusalLingerMs + 1_000);
    } finally {
      for (const c of clients) c.socket.destroy();
    }
  });

  it('one address whose refusals pile up (it never hangs up) is cut off without an answer, then answered again', { timeout: 20_000 }, async () => {
    const { app, listenPort } = await listening('false');
    const clients: RawClient[] = [];
    try {
      const held = Array.from({ length: 3 }, () => new RawClient('127.0.0.1', listenPort));
      const refused = Array.from({ length: 3 }, () => new RawClient('127.0.0.1', listenPort, true));
      clients.push(...held, ...refused);
      for (const answer of await Promise.all(refused.map((c) => c.nextResponse()))) expectBusyResponse(answer);
      const cutOff = new RawClient('127.0.0.1', listenPort);
      clients.push(cutOff);
      expect(await cutOff.nextResponse()).toBeNull();
      expect(await cutOff.closed).toBeLessThan(500);
      await waitFor(async () => (await connectionCount(app)) === 3); // the refused ones closed after a second
      const later = new RawClient('127.0.0.1', listenPort);
      clients.push(later);
      expectBusyResponse(await later.nextResponse());
    } finally {
      for (const c of clients) c.socket.destroy();
    }
  });
});

describe('connections through a trusted proxy', () => {
  const answered = async (clients: RawClient[]) => (await Promise.all(clients.map((c) => c.responseWithin(500)))).filter((a) => a !== null);

  it('are not capped per address from a listed proxy (the proxy holds its clients to theirs); other addresses are', { timeout: 20_000 }, async () => {
    const { listenPort } = await listening('127.0.0.1');
    const clients: RawClient[] = [];
    try {
      const viaProxy = Array.from({ length: 6 }, () => new RawClient('127.0.0.1', listenPort));
      const direct = Array.from({ length: 6 }, () => new RawClient('127.0.0.2', listenPort));
      clients.push(...viaProxy, ...direct);
      expect(await answered(viaProxy)).toHaveLength(0);
      const refused = await answered(direct);
      expect(refused).toHaveLength(3);
      for (const answer of refused) expectBusyResponse(answer);
    } finally {
      for (const c of clients) c.socket.destroy();
    }
  });

  it('are not capped per address when TRUST_PROXY counts proxies: every socket comes from one', { timeout: 20_000 }, async () => {
    const { listenPort } = await listening('1');
    const clients = Array.from({ length: 6 }, () => new RawClient('127.0.0.2', listenPort));
    try {
      expect(await answered(clients)).toHaveLength(0);
    } finally {
      for (const c of clients) c.socket.destroy();
    }
  });
});

/** Another listening server for the running test, with a per-address cap of 3 and the given TRUST_PROXY. */
async function listening(trustProxy: string) {
  const app = await testAppForTest({ env: { TRUST_PROXY: trustProxy, MAX_CONNECTIONS_PER_CLIENT: '3' } });
  const listenPort = Number(new URL(await app.app.listen({ port: 0, host: '127.0.0.1' })).port);
  return { app, listenPort };
}

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

function gate() {
  if (!(t.app.server instanceof GatedServer)) throw new Error('the app listens without its connection gate');
  return t.app.server.gate;
}

async function connectionCount(app: TestApp = t): Promise<number> {
  return new Promise((resolve, reject) => app.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))));
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
