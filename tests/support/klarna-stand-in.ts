import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkCart, sameCart, type StandInCart } from './klarna-stand-in-cart';
import { klarnaSdkScript } from './klarna-stand-in-sdk';

const SESSION_TTL_MS = 48 * 60 * 60_000;
const AUTHORIZATION_TTL_MS = 60 * 60_000;
const MAX_BODY_BYTES = 1_000_000;

const CATEGORIES = [
  { identifier: 'pay_now', name: 'Betala nu' },
  { identifier: 'pay_later', name: 'Betala senare' },
  { identifier: 'pay_over_time', name: 'Dela upp betalningen' },
];

export interface StandInSession {
  sessionId: string;
  clientToken: string;
  cart: StandInCart;
  merchantUrls: { authorization?: string; notification?: string };
  createdAt: number;
  /** An order was placed: Klarna refuses further changes and orders (SESSION_COMPLETED). */
  completed: boolean;
}

export interface StandInAuthorization {
  token: string;
  sessionId: string;
  outcome: 'approved' | 'declined' | 'pending';
  issuedAt: number;
  state: 'open' | 'used' | 'cancelled';
}

export interface StandInOrder {
  orderId: string;
  sessionId: string;
  authorizationToken: string;
  cart: StandInCart;
  autoCapture: boolean;
  /** The order amount once auto-captured; 0 while not captured (or held for fraud review). */
  capturedAmount: number;
  fraudStatus: 'ACCEPTED' | 'PENDING' | 'REJECTED';
  /** Order Management's status: a rejected review cancels the order. */
  status: 'AUTHORIZED' | 'CAPTURED' | 'CANCELLED';
  /** Captures made, by their Klarna-Idempotency-Key (a repeat with the same key is not a second capture). */
  captures: { captureId: string; amount: number; idempotencyKey?: string }[];
  /** What was given back of the captured amount, and the refunds, by their Klarna-Idempotency-Key. */
  refundedAmount: number;
  refunds: { refundId: string; amount: number; idempotencyKey?: string }[];
  createdAt: number;
  /** The Klarna-Idempotency-Key of the create-order call that placed it. */
  idempotencyKey?: string;
}

export interface KlarnaStandIn {
  /** Base URL, e.g. http://127.0.0.1:41234: the adapter's apiUrl and the SDK's host. */
  url: string;
  sessions: Map<string, StandInSession>;
  orders: Map<string, StandInOrder>;
  authorizations: Map<string, StandInAuthorization>;
  /** Every request, in order; `path` as sent (still URL-encoded). */
  requests: { method: string; path: string; authorized: boolean }[];
  /** Every authorization callback fired, with the merchant's status or the failure's name. */
  callbacks: { url: string; sessionId: string; status?: number; error?: string }[];
  /** Every review notification sent, with the merchant's status or the failure's name. */
  notifications: { url: string; orderId: string; eventType: string; status?: number; error?: string }[];
  /** Issues an authorization token for the session as the buyer's browser would obtain one. */
  authorize(sessionId: string, options: { outcome: 'approved' | 'declined' | 'pending'; notify?: boolean }): Promise<string>;
  /**
   * Ends the fraud review of a pending order as Klarna's reviewers would: accepted (an auto-capture
   * order is captured then, unless `capture` is false: Klarna does not document which it does) or
   * rejected (the order is cancelled); with `notify`, POSTs the session's notification URL as
   * Klarna does.
   */
  review(orderId: string, verdict: 'ACCEPTED' | 'REJECTED', options?: { notify?: boolean; capture?: boolean }): Promise<void>;
  /** Whether a create-order repeated with the key of the call that placed the order answers that order (default true). */
  honourOrderKeys: boolean;
  /** The next `count` API calls answer `status` (default 503). */
  failNext(count: number, status?: number): void;
  /** The next API call is answered (and carried out) after `ms`. */
  delayNext(ms: number): void;
  /**
   * The next API call is carried out at once and its answer sent `ms` later: the caller that gave
   * up meanwhile never hears that its order was placed (an answer lost on the way back).
   */
  answerLateNext(ms: number): void;
  close(): Promise<void>;
}

export interface KlarnaStandInOptions {
  username: string;
  password: string;
  /** Sends the authorization callbacks (default: the global fetch). */
  fetchCallback?: typeof fetch;
  /** The clock for session and authorization expiry (default Date.now). */
  now?: () => number;
  /** A fixed port (browser tests start the app against it); default: any free one. */
  port?: number;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const klarnaError = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error_code: code, error_messages: [message], correlation_id: randomUUID() },
});
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS', 'access-control-allow-headers': 'content-type' };

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A local Klarna Payments API v1 that behaves as PAYMENTS.md describes Klarna (paths, fields,
 * Basic auth, validation, expiry, error codes), plus a stand-in of the browser SDK. It logs nothing.
 */
/**
 * A `fetch` for the stand-in's callbacks that posts them into an app through `inject` (test apps
 * listen on no port). `app` is read at each call, so it may be given before the app is built.
 */
export function callbacksInto(
  app: () => {
    inject: (options: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }) => Promise<{ body: string; statusCode: number }>;
  },
): typeof fetch {
  return async (input, init) => {
    const res = await app().inject({
      method: 'POST',
      url: new URL(String(input)).pathname,
      headers: { 'content-type': 'application/json' },
      payload: String(init?.body),
    });
    return new Response(res.body, { status: res.statusCode });
  };
}

export async function startKlarnaStandIn(options: KlarnaStandInOptions): Promise<KlarnaStandIn> {
  const now = options.now ?? Date.now;
  const sendCallback = options.fetchCallback ?? fetch;
  const expectedAuth = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  const sessions = new Map<string, StandInSession>();
  const orders = new Map<string, StandInOrder>();
  const authorizations = new Map<string, StandInAuthorization>();
  const requests: KlarnaStandIn['requests'] = [];
  const callbacks: KlarnaStandIn['callbacks'] = [];
  const notifications: KlarnaStandIn['notifications'] = [];
  const failures: number[] = [];
  const delays: number[] = [];
  const lateAnswers: number[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let url = '';
  const control = { honourOrderKeys: true };

  const live = (session: StandInSession | undefined) => (session && now() - session.createdAt <= SESSION_TTL_MS ? session : undefined);
  const sessionByClientToken = (token: unknown) => live([...sessions.values()].find((s) => s.clientToken === token));

  async function issueToken(session: StandInSession, outcome: StandInAuthorization['outcome'], notify: boolean): Promise<string> {
    const token = randomUUID();
    authorizations.set(token, { token, sessionId: session.sessionId, outcome, issuedAt: now(), state: 'open' });
    const target = session.merchantUrls.authorization;
    if (notify && target) {
      // Klarna's server-side authorization callback; a merchant that is down does not undo the approval.
      try {
        const res = await sendCallback(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ authorization_token: token, session_id: session.sessionId }),
          signal: AbortSignal.timeout(10_000),
        });
        callbacks.push({ url: target, sessionId: session.sessionId, status: res.status });
      } catch (err) {
        callbacks.push({ url: target, sessionId: session.sessionId, error: err instanceof Error ? err.name : 'Error' });
      }
    }
    return token;
  }

  function createSession(body: unknown): Reply {
    const check = checkCart(body);
    if ('badValue' in check) return klarnaError(400, 'BAD_VALUE', check.badValue);
    const merchantUrls = isRecord(body) && isRecord(body.merchant_urls) ? body.merchant_urls : {};
    const session: StandInSession = {
      sessionId: randomUUID(),
      clientToken: `stand-in-client-token.${randomUUID()}`,
      cart: check.cart,
      merchantUrls: {
        ...(typeof merchantUrls.authorization === 'string' ? { authorization: merchantUrls.authorization } : {}),
        ...(typeof merchantUrls.notification === 'string' ? { notification: merchantUrls.notification } : {}),
      },
      createdAt: now(),
      completed: false,
    };
    sessions.set(session.sessionId, session);
    const categories = CATEGORIES.map((c) => ({
      ...c,
      asset_urls: { descriptive: `${url}/kp/assets/${c.identifier}/descriptive.svg`, standard: `${url}/kp/assets/${c.identifier}/standard.svg` },
    }));
    return { status: 200, body: { session_id: session.sessionId, client_token: session.clientToken, payment_method_categories: categories } };
  }

  function updateSession(sessionId: string, body: unknown): Reply {
    const session = live(sessions.get(sessionId));
    if (!session) return klarnaError(404, 'NOT_FOUND', 'Invalid session id');
    if (session.completed) return klarnaError(404, 'SESSION_COMPLETED', 'Session has already been completed');
    if (!isRecord(body)) return klarnaError(400, 'BAD_REQUEST', 'Bad request');
    // Klarna merges an update into the session; the merged cart must still add up.
    const check = checkCart({ ...session.cart, ...body });
    if ('badValue' in check) return klarnaError(400, 'BAD_VALUE', check.badValue);
    session.cart = check.cart;
    if (isRecord(body.merchant_urls) && typeof body.merchant_urls.authorization === 'string')
      session.merchantUrls.authorization = body.merchant_urls.authorization;
    return { status: 204 };
  }

  /**
   * POST /payments/v1/authorizations/{token}/order. One order per token and session. A repeat with
   * the Klarna-Idempotency-Key of the call that placed the order (and the same token) answers that
   * order again, as Klarna's integration-resilience guidance has the header do for POST requests;
   * any other call on a used token gets SESSION_COMPLETED (also every repeat while
   * `honourOrderKeys` is false: a Klarna that ignored the key).
   */
  function createOrder(token: string, body: unknown, idempotencyKey: string | undefined): Reply {
    const auth = authorizations.get(token);
    if (!auth || auth.state === 'cancelled' || now() - auth.issuedAt > AUTHORIZATION_TTL_MS)
      return klarnaError(404, 'NOT_FOUND', 'Invalid authorization token');
    const session = live(sessions.get(auth.sessionId));
    if (!session) return klarnaError(404, 'NOT_FOUND', 'Invalid authorization token');
    const placed =
      idempotencyKey && control.honourOrderKeys
        ? [...orders.values()].find((o) => o.idempotencyKey === idempotencyKey && o.authorizationToken === token)
        : undefined;
    if (placed) return { status: 200, body: { order_id: placed.orderId, fraud_status: placed.fraudStatus, redirect_url: `${url}/redirect/${placed.orderId}` } };
    if (auth.state === 'used' || session.completed) return klarnaError(404, 'SESSION_COMPLETED', 'Session has already been completed');
    const check = checkCart(body);
    if ('badValue' in check) return klarnaError(400, 'BAD_VALUE', check.badValue);
    if (auth.outcome === 'declined') return klarnaError(403, 'REJECTED', 'Rejected');
    if (!sameCart(session.cart, check.cart)) return klarnaError(409, 'BAD_VALUE', 'Not matching fields: order_amount, order_tax_amount or order_lines');
    auth.state = 'used';
    session.completed = true;
    const fraudStatus = auth.outcome === 'pending' ? 'PENDING' : 'ACCEPTED';
    const autoCapture = isRecord(body) && body.auto_capture === true;
    const orderId = randomUUID();
    // Klarna captures an auto-captured order only once it is accepted, not while under review.
    const capturedAmount = autoCapture && fraudStatus === 'ACCEPTED' ? check.cart.order_amount : 0;
    orders.set(orderId, {
      orderId,
      sessionId: session.sessionId,
      authorizationToken: token,
      cart: check.cart,
      autoCapture,
      capturedAmount,
      fraudStatus,
      status: capturedAmount > 0 ? 'CAPTURED' : 'AUTHORIZED',
      captures: capturedAmount > 0 ? [{ captureId: randomUUID(), amount: capturedAmount }] : [],
      refundedAmount: 0,
      refunds: [],
      createdAt: now(),
      idempotencyKey,
    });
    return { status: 200, body: { order_id: orderId, fraud_status: fraudStatus, redirect_url: `${url}/redirect/${orderId}` } };
  }

  function cancelAuthorization(token: string): Reply {
    const auth = authorizations.get(token);
    if (!auth || auth.state !== 'open') return klarnaError(404, 'NOT_FOUND', 'Invalid authorization token');
    auth.state = 'cancelled';
    return { status: 204 };
  }

  /** Order Management's view of an order (the fields the merchant reads). */
  function readOrder(orderId: string): Reply {
    const order = orders.get(orderId);
    if (!order) return klarnaError(404, 'NO_SUCH_ORDER', `Order ${orderId} cannot be found.`);
    const remaining = order.status === 'CANCELLED' ? 0 : order.cart.order_amount - order.capturedAmount;
    return {
      status: 200,
      body: {
        order_id: order.orderId,
        status: order.status,
        fraud_status: order.fraudStatus,
        order_amount: order.cart.order_amount,
        original_order_amount: order.cart.order_amount,
        captured_amount: order.capturedAmount,
        refunded_amount: order.refundedAmount,
        remaining_authorized_amount: remaining,
        purchase_currency: order.cart.purchase_currency,
        merchant_reference1: order.cart.merchant_reference1,
        order_lines: order.cart.order_lines,
        captures: order.captures.map((c) => ({ capture_id: c.captureId, captured_amount: c.amount })),
      },
    };
  }

  /** POST /ordermanagement/v1/orders/{id}/captures: the amount must be left to capture; a key repeats once. */
  function capture(orderId: string, body: unknown, idempotencyKey: string | undefined): Reply {
    const order = orders.get(orderId);
    if (!order) return klarnaError(404, 'NO_SUCH_ORDER', `Order ${orderId} cannot be found.`);
    if (idempotencyKey && order.captures.some((c) => c.idempotencyKey === idempotencyKey)) return { status: 201 };
    if (order.fraudStatus !== 'ACCEPTED' || order.status === 'CANCELLED') return klarnaError(403, 'CAPTURE_NOT_ALLOWED', 'Capture not allowed.');
    const amount = isRecord(body) ? body.captured_amount : undefined;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return klarnaError(400, 'BAD_VALUE', 'captured_amount');
    if (amount > order.cart.order_amount - order.capturedAmount)
      return klarnaError(403, 'NOT_ALLOWED', 'Captured amount is higher than the remaining authorized amount.');
    order.capturedAmount += amount;
    order.captures.push({ captureId: randomUUID(), amount, idempotencyKey });
    if (order.capturedAmount === order.cart.order_amount) order.status = 'CAPTURED';
    return { status: 201 };
  }

  /**
   * POST /ordermanagement/v1/orders/{id}/refunds: at most what is captured and not yet refunded; the
   * order lines, when sent, must add up to the amount. 201 with no body, the refund's id in
   * Refund-Id and Location; a repeat with the same Klarna-Idempotency-Key answers the same refund.
   */
  function refund(orderId: string, body: unknown, idempotencyKey: string | undefined): Reply {
    const order = orders.get(orderId);
    if (!order) return klarnaError(404, 'NO_SUCH_ORDER', `Order ${orderId} cannot be found.`);
    const created = (refundId: string): Reply => ({
      status: 201,
      headers: { location: `${url}/ordermanagement/v1/orders/${orderId}/refunds/${refundId}`, 'refund-id': refundId },
    });
    const repeat = idempotencyKey ? order.refunds.find((r) => r.idempotencyKey === idempotencyKey) : undefined;
    if (repeat) return created(repeat.refundId);
    const amount = isRecord(body) ? body.refunded_amount : undefined;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return klarnaError(400, 'BAD_VALUE', 'refunded_amount');
    const lines = isRecord(body) ? body.order_lines : undefined;
    if (lines !== undefined) {
      const sum = Array.isArray(lines)
        ? lines.reduce((total: number, line) => total + (isRecord(line) && typeof line.total_amount === 'number' ? line.total_amount : NaN), 0)
        : NaN;
      if (sum !== amount) return klarnaError(400, 'BAD_VALUE', 'order_lines do not add up to refunded_amount');
    }
    if (amount > order.capturedAmount - order.refundedAmount)
      return klarnaError(403, 'REFUND_NOT_ALLOWED', 'Refunded amount is higher than the captured amount.');
    order.refundedAmount += amount;
    const refundId = randomUUID();
    order.refunds.push({ refundId, amount, idempotencyKey });
    return created(refundId);
  }

  /** POST /ordermanagement/v1/orders/{id}/cancel: only an order nothing of which is captured. */
  function cancelOrder(orderId: string): Reply {
    const order = orders.get(orderId);
    if (!order) return klarnaError(404, 'NO_SUCH_ORDER', `Order ${orderId} cannot be found.`);
    if (order.capturedAmount > 0) return klarnaError(403, 'NOT_ALLOWED', 'Cancel not allowed.');
    order.status = 'CANCELLED';
    return { status: 204 };
  }

  async function api(req: IncomingMessage, path: string, authorized: boolean): Promise<Reply> {
    const method = req.method ?? 'GET';
    // The request is read whole before any delay: a slow Klarna still carries out a call whose
    // caller gave up (the case where a timed-out create-order did place the order).
    const body = method === 'POST' ? await readJson(req) : undefined;
    const delay = delays.shift();
    if (delay) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => resolve(void timers.delete(timer)), delay);
        timers.add(timer);
      });
    }
    const failure = failures.shift();
    if (failure) return klarnaError(failure, failure >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST', 'Stand-in failure');
    if (!authorized) return klarnaError(401, 'UNAUTHORIZED', 'Invalid credentials');
    let match: RegExpMatchArray | null;
    // Cancel takes no body.
    if (method === 'POST' && (match = path.match(/^\/ordermanagement\/v1\/orders\/([^/]+)\/cancel$/))) return cancelOrder(decodeURIComponent(match[1]!));
    if (method === 'POST' && body === undefined) return klarnaError(400, 'BAD_REQUEST', 'Malformed JSON');
    if (method === 'POST' && path === '/payments/v1/sessions') return createSession(body);
    if (method === 'POST' && (match = path.match(/^\/payments\/v1\/sessions\/([^/]+)$/))) return updateSession(decodeURIComponent(match[1]!), body);
    if (method === 'POST' && (match = path.match(/^\/payments\/v1\/authorizations\/([^/]+)\/order$/))) {
      const key = req.headers['klarna-idempotency-key'];
      return createOrder(decodeURIComponent(match[1]!), body, typeof key === 'string' ? key : undefined);
    }
    if (method === 'DELETE' && (match = path.match(/^\/payments\/v1\/authorizations\/([^/]+)$/))) return cancelAuthorization(decodeURIComponent(match[1]!));
    if (method === 'GET' && (match = path.match(/^\/ordermanagement\/v1\/orders\/([^/]+)$/))) return readOrder(decodeURIComponent(match[1]!));
    if (method === 'POST' && (match = path.match(/^\/ordermanagement\/v1\/orders\/([^/]+)\/captures$/))) {
      const key = req.headers['klarna-idempotency-key'];
      return capture(decodeURIComponent(match[1]!), body, typeof key === 'string' ? key : undefined);
    }
    if (method === 'POST' && (match = path.match(/^\/ordermanagement\/v1\/orders\/([^/]+)\/refunds$/))) {
      const key = req.headers['klarna-idempotency-key'];
      return refund(decodeURIComponent(match[1]!), body, typeof key === 'string' ? key : undefined);
    }
    return klarnaError(404, 'NOT_FOUND', 'Not found');
  }

  /** What the SDK stand-in calls from the buyer's page, in place of Klarna's iframe. */
  async function browser(req: IncomingMessage, path: string): Promise<Reply | string> {
    if (req.method === 'GET' && path === '/kp/lib/v1/api.js') return klarnaSdkScript(url);
    if (req.method === 'GET' && path.startsWith('/kp/assets/'))
      return '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="24"><rect width="64" height="24" rx="4" fill="#ffb3c7"/></svg>';
    if (req.method !== 'POST' || (path !== '/stand-in/load' && path !== '/stand-in/authorize')) return { status: 404, body: { error: 'not found' } };
    const body = await readJson(req);
    const session = isRecord(body) ? sessionByClientToken(body.client_token) : undefined;
    const category = CATEGORIES.find((c) => isRecord(body) && c.identifier === body.payment_method_category);
    if (path === '/stand-in/load') {
      if (!session || session.completed) return { status: 200, body: { error: { invalid_fields: ['client_token'] } } };
      return { status: 200, body: category ? { name: category.name } : { error: { invalid_fields: ['payment_method_category'] } } };
    }
    if (!session || session.completed || !category || !isRecord(body) || body.choice !== 'approve')
      return { status: 200, body: { approved: false, show_form: false } };
    const token = await issueToken(session, 'approved', true);
    return { status: 200, body: { approved: true, show_form: true, authorization_token: token, finalize_required: false } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    res.on('error', () => {});
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const authorized = req.headers.authorization === expectedAuth;
    requests.push({ method: req.method ?? '', path, authorized });
    let reply: Reply | string;
    try {
      if (path.startsWith('/payments/') || path.startsWith('/ordermanagement/')) {
        const late = lateAnswers.shift();
        reply = await api(req, path, authorized);
        if (late) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => resolve(void timers.delete(timer)), late);
            timers.add(timer);
          });
        }
      } else if (req.method === 'OPTIONS') reply = { status: 204 };
      else reply = await browser(req, path);
    } catch {
      reply = klarnaError(500, 'INTERNAL_SERVER_ERROR', 'Internal error');
    }
    // The browser's preflight may ask for more headers than content-type (a test runner adds its
    // own to every request): they are all allowed, as Klarna's CDN allows its callers'.
    const asked = req.headers['access-control-request-headers'];
    const cors =
      path.startsWith('/payments/') || path.startsWith('/ordermanagement/') ? {} : { ...CORS, ...(asked ? { 'access-control-allow-headers': asked } : {}) };
    if (typeof reply === 'string') {
      const type = path.endsWith('.svg') ? 'image/svg+xml' : 'text/javascript; charset=utf-8';
      res.writeHead(200, { ...cors, 'content-type': type, 'cache-control': 'no-store' }).end(reply);
    } else if (reply.body === undefined) {
      res.writeHead(reply.status, { ...cors, ...reply.headers }).end();
    } else {
      res.writeHead(reply.status, { ...cors, ...reply.headers, 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    get honourOrderKeys() {
      return control.honourOrderKeys;
    },
    set honourOrderKeys(value: boolean) {
      control.honourOrderKeys = value;
    },
    sessions,
    orders,
    authorizations,
    requests,
    callbacks,
    notifications,
    async review(orderId, verdict, { notify = false, capture = true } = {}) {
      const order = orders.get(orderId);
      if (!order || order.fraudStatus !== 'PENDING') throw new Error('only an order under review can be reviewed');
      order.fraudStatus = verdict;
      if (verdict === 'REJECTED') order.status = 'CANCELLED';
      else if (order.autoCapture && capture) {
        order.capturedAmount = order.cart.order_amount;
        order.captures.push({ captureId: randomUUID(), amount: order.capturedAmount });
        order.status = 'CAPTURED';
      }
      const target = sessions.get(order.sessionId)?.merchantUrls.notification;
      if (!notify || !target) return;
      const eventType = verdict === 'ACCEPTED' ? 'FRAUD_RISK_ACCEPTED' : 'FRAUD_RISK_REJECTED';
      try {
        const res = await sendCallback(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_id: orderId, event_type: eventType }),
          signal: AbortSignal.timeout(10_000),
        });
        notifications.push({ url: target, orderId, eventType, status: res.status });
      } catch (err) {
        notifications.push({ url: target, orderId, eventType, error: err instanceof Error ? err.name : 'Error' });
      }
    },
    async authorize(sessionId, { outcome, notify = false }) {
      const session = live(sessions.get(sessionId));
      if (!session || session.completed) throw new Error('the session is unknown, expired or completed: a buyer could not authorize it');
      return issueToken(session, outcome, notify);
    },
    failNext(count, status = 503) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    delayNext(ms) {
      delays.push(ms);
    },
    answerLateNext(ms) {
      lateAnswers.push(ms);
    },
    close() {
      timers.forEach(clearTimeout);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
