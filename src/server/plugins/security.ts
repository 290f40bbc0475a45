import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** The site is served over https (PUBLIC_URL): upgrade sub-resources and send HSTS. */
  https: boolean;
  /** Origins the payment provider's widget needs (script, frames, calls, logos); none for the built-in provider. */
  paymentOrigins?: string[];
}

/**
 * Security headers for every response. The app ships all its scripts, styles and fonts itself,
 * so the policy allows only this origin. Inline style attributes are allowed because Radix
 * positions popovers with them.
 */
function securityHeaders(options: SecurityHeaderOptions) {
  const payment = options.paymentOrigins ?? [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...payment],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...payment],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...payment],
        frameSrc: ["'self'", ...payment],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Says the same as frame-ancestors 'none', for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  } as const;
}

/**
 * What Klarna's widget loads: its SDK's own origin and, for Klarna's hosted SDK, Klarna's hosts
 * (the payment form runs in Klarna's frames and calls Klarna from the page).
 */
export function klarnaOrigins(sdkUrl: string): string[] {
  const url = new URL(sdkUrl);
  const hosted = /(^|\.)klarna(cdn)?\.(com|net)$/.test(url.hostname);
  return [url.origin, ...(hosted ? ['https://*.klarna.com', 'https://*.klarnacdn.net', 'https://*.klarnaservices.com'] : [])];
}

/** Per app, the headers as a plain function, also for responses written before any hook runs. */
const headerWriters = new WeakMap<FastifyInstance, (req: IncomingMessage, res: ServerResponse) => void>();

/**
 * Helmet's middleware is built once here and applied on every request. (@fastify/helmet builds it
 * anew on each request, parsing the policy each time: about a tenth of the question list's time
 * when profiled, issue 18.)
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const apply = helmet(securityHeaders(options));
  const write = (req: IncomingMessage, res: ServerResponse) =>
    apply(req, res, (err) => {
      if (err) throw err;
    });
  headerWriters.set(app, write);
  app.addHook('onRequest', (request, reply, done) => {
    write(request.raw, reply.raw);
    done();
  });
}

/**
 * The same headers, from the same options, for responses written before any hook runs (Fastify's
 * `frameworkErrors`, such as a URL the router cannot decode), where @fastify/helmet never ran.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  headerWriters.get(request.server)?.(request.raw, reply.raw);
}
