import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A load balancer for the tests: its URL and which backend served each request. */
export interface RoundRobinProxy {
  url: string;
  /** The index of the backend that served each request so far, in order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A small HTTP proxy (node:http) in front of several app instances that sends each request to the
 * next one in turn, with no stickiness: consecutive requests of one client land on different
 * instances. It passes the method, path, headers (the Host too, as a load balancer in front of
 * one public name does) and body through, and the answer back. `backends` is read per request, so
 * it may be filled after the proxy has started (the instances need its URL as their PUBLIC_URL).
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const served: number[] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % backends.length;
    served.push(index);
    const target = new URL(backends[index]!);
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
