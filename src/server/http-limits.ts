import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { ConnectionGate, trustedProxyCheck, type TrustProxy } from './connection-gate';
import { MESSAGES } from './messages';

/**
 * How long and how many: every number that bounds a client's hold on a connection. A client
 * that sends its headers or body too slowly gets a 408 within ~headersTimeout/requestTimeout
 * plus one connectionsCheckingInterval, and its connection is closed.
 */
export const HTTP_LIMITS = {
  /**
   * A connection that has sent no byte for this long is answered 408 and closed. A client sends
   * its request as soon as it has connected; only a browser's speculative preconnect waits, and
   * it opens another connection when it needs one. Idle connections count against the caps below.
   */
  firstByteTimeoutMs: 5_000,
  /** The whole header block must arrive within this (Node's default is 60 s). Browsers send it in one packet. */
  headersTimeoutMs: 10_000,
  /** Headers and the whole body must arrive within this; it ends when the request is received, not answered. */
  requestTimeoutMs: 20_000,
  /** How often Node looks for connections past the two timeouts above (its default, 30 s, could add 30 s to them). */
  connectionsCheckingIntervalMs: 2_000,
  /** A socket with no traffic in either direction for this long is destroyed: covers clients that stop reading a response. */
  idleTimeoutMs: 30_000,
  /**
   * An idle keep-alive connection is closed after this (Node advertises it and waits 1 s more).
   * Idle connections count against maxConnections. A proxy that pools connections to us must use
   * a shorter upstream idle timeout (Fastify's default, 72 s, suits a 60 s load balancer instead).
   */
  keepAliveTimeoutMs: 10_000,
  /** After this many requests a connection is closed, so no client holds one socket forever. */
  maxRequestsPerSocket: 1_000,
  /**
   * Connections served at once; beyond this (or beyond one client's MAX_CONNECTIONS_PER_CLIENT) a
   * new connection is answered 503 at once and closed (connection-gate.ts). Without a cap, a flood
   * of connections uses up the process's file descriptors, and then every visitor, the database
   * pool, PGlite's files and the static files fail together. 2000 is far more than this site's
   * visitors hold open at once (a browser keeps about 6 per site).
   */
  maxConnections: 2_000,
  /**
   * Sockets at all, those being answered 503 included: beyond this Node closes a new one without
   * an answer. It leaves room for the rest under a descriptor limit of 4096 or more (Node raises
   * the soft limit to the hard one at start; systemd and Docker give far more). Where
   * `ulimit -Hn` is 1024, lower both caps (to about 600 and 800).
   */
  maxSockets: 2_500,
  /** How long a refused connection may take to read its 503 before it is closed. */
  refusalLingerMs: 1_000,
  /** Retry-After of that 503, in seconds. */
  retryAfterSeconds: 5,
} as const;

export type HttpLimits = { readonly [K in keyof typeof HTTP_LIMITS]: number };

/** A complete HTTP/1.1 response with our `{ error }` body, for sockets Fastify never turned into a request. */
export function rawErrorResponse(status: number, message: string, headers: Record<string, string> = {}): string {
  const body = JSON.stringify({ error: message });
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    // Bytes, not characters: the Swedish messages hold multi-byte letters.
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    body,
  ].join('\r\n');
}

type HttpSocket = Socket & { _httpMessage?: http.ServerResponse | null };

/**
 * Node's 'clientError': a request timed out or could not be parsed. Answers 408/431/400 in our JSON
 * shape unless that could corrupt what the client already received, then closes the connection.
 */
export function handleClientError(this: { log: FastifyBaseLogger }, err: ConnectionError, socket: Socket): void {
  if (socket.destroyed) return;
  if (err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  // Only the code: the error's rawPacket holds the client's bytes, which may be personal data.
  this.log.debug({ code: err.code, status }, 'client connection error');
  // Node's own rule: a response already under way must not get a second status line mid-stream.
  const inFlight = (socket as HttpSocket)._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const message = status === 408 ? MESSAGES.timeout : status === 431 ? MESSAGES.tooLarge : MESSAGES.malformedRequest;
    socket.write(rawErrorResponse(status, message));
  }
  socket.destroy();
}

/** Who may hold how many connections: MAX_CONNECTIONS_PER_CLIENT, and TRUST_PROXY's proxies, which are exempt from it. */
export interface ConnectionOptions {
  maxConnectionsPerClient: number;
  trustProxy: TrustProxy;
}

/**
 * The HTTP server with a gate in front of it: a new connection reaches HTTP only if the gate
 * admits it. Node has no hook before a connection is handed to HTTP (its own maxConnections can
 * only drop a socket without an answer), so the gate sits in `emit('connection')`.
 */
export class GatedServer extends http.Server {
  constructor(
    options: http.ServerOptions,
    handler: http.RequestListener,
    readonly gate: ConnectionGate,
  ) {
    super(options, handler);
  }

  override emit(event: string, ...args: unknown[]): boolean {
    if (event === 'connection' && !this.gate.admit(args[0] as Socket)) return false;
    return super.emit(event, ...args);
  }
}

/**
 * Creates the HTTP server with the limits. A factory, because Fastify has no option for
 * maxConnections, and the server it creates itself gets Fastify's requestTimeout and
 * keepAliveTimeout assigned after construction, out of step with Node's headersTimeout and
 * connectionsCheckingInterval, which only the constructor reads.
 * Side effect: with a factory, Fastify binds only the first address of HOST=localhost.
 */
export function createHttpServerFactory(limits: HttpLimits, connections: ConnectionOptions): FastifyServerFactory<http.Server> {
  return (handler) => {
    const gate = new ConnectionGate(
      {
        maxConnections: limits.maxConnections,
        maxConnectionsPerClient: connections.maxConnectionsPerClient,
        firstByteTimeoutMs: limits.firstByteTimeoutMs,
        refusalLingerMs: limits.refusalLingerMs,
      },
      () => rawErrorResponse(503, MESSAGES.tooManyConnections, { 'Retry-After': String(limits.retryAfterSeconds) }),
      (socket) => {
        if (socket.writable) socket.write(rawErrorResponse(408, MESSAGES.timeout));
        socket.destroy();
      },
      trustedProxyCheck(connections.trustProxy),
    );
    const server = new GatedServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
      },
      handler,
      gate,
    );
    server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
    server.maxConnections = limits.maxSockets;
    server.setTimeout(limits.idleTimeoutMs);
    return server;
  };
}

/** The options to spread into `Fastify({...})`. */
export function httpServerOptions(connections: ConnectionOptions, limits: HttpLimits = HTTP_LIMITS) {
  return {
    serverFactory: createHttpServerFactory(limits, connections),
    // Fastify applies these only to a server it creates itself; the factory applies them here.
    // Passing them as well keeps `app.initialConfig` truthful.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    clientErrorHandler: handleClientError,
  };
}
