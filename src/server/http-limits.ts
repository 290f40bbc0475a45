import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { MESSAGES } from './messages';

/**
 * How long and how many: every number that bounds a client's hold on a connection. A client
 * that sends its headers or body too slowly gets a 408 within ~headersTimeout/requestTimeout
 * plus one connectionsCheckingInterval, and its connection is closed.
 */
export const HTTP_LIMITS = {
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
   * Connections beyond this are closed at once. Without a cap, a flood of connections uses up the
   * process's file descriptors, and then every visitor, the database pool, PGlite's files and the
   * static files fail together. 2000 is far more than this site's visitors hold open at once (a
   * browser keeps about 6 per site) and leaves room for the rest under a descriptor limit of 4096
   * or more (Node raises the soft limit to the hard one at start; systemd and Docker give far more).
   * Where `ulimit -Hn` is 1024, lower this to about 800.
   */
  maxConnections: 2_000,
} as const;

export type HttpLimits = { readonly [K in keyof typeof HTTP_LIMITS]: number };

/** A complete HTTP/1.1 response with our `{ error }` body, for sockets Fastify never turned into a request. */
export function rawErrorResponse(status: number, message: string): string {
  const body = JSON.stringify({ error: message });
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    // Bytes, not characters: the Swedish messages hold multi-byte letters.
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
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

/**
 * Creates the HTTP server with the limits. A factory, because Fastify has no option for
 * maxConnections, and the server it creates itself gets Fastify's requestTimeout and
 * keepAliveTimeout assigned after construction, out of step with Node's headersTimeout and
 * connectionsCheckingInterval, which only the constructor reads.
 * Side effect: with a factory, Fastify binds only the first address of HOST=localhost.
 */
export function createHttpServerFactory(limits: HttpLimits = HTTP_LIMITS): FastifyServerFactory<http.Server> {
  return (handler) => {
    const server = http.createServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
      },
      handler,
    );
    server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
    server.maxConnections = limits.maxConnections;
    server.setTimeout(limits.idleTimeoutMs);
    return server;
  };
}

/** The options to spread into `Fastify({...})`. */
export function httpServerOptions(limits: HttpLimits = HTTP_LIMITS) {
  return {
    serverFactory: createHttpServerFactory(limits),
    // Fastify applies these only to a server it creates itself; the factory applies them here.
    // Passing them as well keeps `app.initialConfig` truthful.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    clientErrorHandler: handleClientError,
  };
}
