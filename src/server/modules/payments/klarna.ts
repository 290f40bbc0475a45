import { z } from 'zod';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderCart,
  type ProviderOrder,
  type ProviderRefund,
  type ProviderSession,
  type RefundRequest,
  type ReviewResult,
} from './provider';
import { deadline } from '../../deadline';

export interface KlarnaProviderOptions {
  /** Klarna's API base, e.g. https://api.playground.klarna.com (tests: the local stand-in). */
  apiUrl: string;
  username: string;
  password: string;
  mode: 'playground' | 'live';
  /** Per call, including reading the answer (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Operation =
  'create session' | 'update session' | 'create order' | 'cancel authorization' | 'read order' | 'capture order' | 'refund order' | 'cancel order';

const sessionAnswer = z.object({
  session_id: z.string().min(1),
  client_token: z.string().min(1),
  payment_method_categories: z
    .array(z.object({ identifier: z.string(), name: z.string(), asset_urls: z.object({ descriptive: z.string(), standard: z.string() }) }))
    .default([]),
});

const orderAnswer = z.object({ order_id: z.string().min(1), fraud_status: z.string(), redirect_url: z.string().optional() });

/** The fields of an Order Management order that say where its review and capture stand. */
const managedOrder = z.object({
  order_id: z.string().min(1),
  status: z.string(),
  fraud_status: z.string(),
  order_amount: z.number().int().nonnegative(),
  captured_amount: z.number().int().nonnegative().default(0),
  refunded_amount: z.number().int().nonnegative().default(0),
  remaining_authorized_amount: z.number().int().nonnegative().optional(),
});

/** Klarna's error body; only these two fields are safe to log (no token, amounts or buyer data). */
const errorBody = z.object({ error_code: z.string().optional(), correlation_id: z.string().optional() });

/** A create-order whose answer was lost (none, or none that could be read) may have placed the order: `unknown`. */
function lostAnswerKind(operation: Operation): PaymentProviderError['kind'] {
  return operation === 'create order' ? 'unknown' : 'unavailable';
}

/**
 * Which kind a non-2xx answer is. Only create-order separates a refusal the buyer can retry
 * (400/403/404: unknown, expired, used or rejected authorization) from a changed cart (409), and
 * takes a 5xx as `unknown` (Klarna may have placed the order before it failed); elsewhere a 4xx is
 * our own request or credentials being wrong, which the buyer cannot fix.
 */
function kindFor(operation: Operation, status: number): PaymentProviderError['kind'] {
  if (operation === 'create order') {
    if (status === 400 || status === 403 || status === 404) return 'declined';
    if (status === 409) return 'cart_mismatch';
    if (status >= 500) return 'unknown';
  }
  return 'unavailable';
}

async function errorFrom(operation: Operation, res: Response): Promise<PaymentProviderError> {
  const parsed = errorBody.safeParse(await res.json().catch(() => null));
  const details = parsed.success ? [parsed.data.error_code, parsed.data.correlation_id && `correlation_id ${parsed.data.correlation_id}`] : [];
  const suffix = details.filter(Boolean).join(', ');
  const code = parsed.success ? parsed.data.error_code : undefined;
  return new PaymentProviderError(kindFor(operation, res.status), `Klarna ${operation}: HTTP ${res.status}${suffix ? ` (${suffix})` : ''}`, res.status, code);
}

/**
 * Why no answer came, without the error's own text: undici's may carry the URL, and so the token.
 */
function noAnswer(operation: Operation, err: unknown, timeoutMs: number): PaymentProviderError {
  const kind = lostAnswerKind(operation);
  const name = err instanceof Error ? err.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return new PaymentProviderError(kind, `Klarna ${operation}: no answer within ${timeoutMs} ms`);
  const cause = err instanceof Error && err.cause && typeof err.cause === 'object' && 'code' in err.cause ? String(err.cause.code) : 'network error';
  return new PaymentProviderError(kind, `Klarna ${operation}: ${cause}`);
}

/** Klarna's error code for a create-order on an authorization that already made an order. */
export const SESSION_COMPLETED = 'SESSION_COMPLETED';

/** Klarna Payments API v1 (PAYMENTS.md): sessions, orders from authorizations, auto-captured. */
export function createKlarnaProvider(options: KlarnaProviderOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;

  /** One call; resolves to the parsed JSON answer (undefined for an empty one), or throws PaymentProviderError. */
  async function call(
    operation: Operation,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    accept?: (status: number) => boolean,
    extraHeaders: Record<string, string> = {},
    seeHeaders?: (headers: Headers) => void,
  ) {
    let res: Response;
    let text: string;
    const limit = deadline(timeoutMs);
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: limit.signal,
      });
      if (!res.ok && !accept?.(res.status)) throw await errorFrom(operation, res);
      seeHeaders?.(res.headers);
      text = await res.text();
    } catch (err) {
      if (err instanceof PaymentProviderError) throw err;
      throw noAnswer(operation, err, timeoutMs);
    } finally {
      limit.clear();
    }
    if (!res.ok || text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PaymentProviderError(lostAnswerKind(operation), `Klarna ${operation}: the answer is not JSON`, res.status);
    }
  }

  function parse<T>(operation: Operation, schema: z.ZodType<T>, answer: unknown): T {
    const result = schema.safeParse(answer);
    // A create-order's 2xx we cannot read may still have placed the order.
    if (!result.success) throw new PaymentProviderError(lostAnswerKind(operation), `Klarna ${operation}: unexpected answer`);
    return result.data;
  }

  return {
    name: 'klarna',
    mode: options.mode,

    async createSession(cart, { authorizationCallbackUrl, notificationUrl }): Promise<ProviderSession> {
      // `notification`: where Klarna tells of the end of a pending order's review.
      const body = { ...cart, intent: 'buy', merchant_urls: { authorization: authorizationCallbackUrl, notification: notificationUrl } };
      const answer = parse('create session', sessionAnswer, await call('create session', 'POST', '/payments/v1/sessions', body));
      return { sessionId: answer.session_id, clientToken: answer.client_token, paymentMethodCategories: answer.payment_method_categories };
    },

    async updateSession(sessionId: string, cart: ProviderCart): Promise<void> {
      await call('update session', 'POST', `/payments/v1/sessions/${encodeURIComponent(sessionId)}`, cart);
    },

    async createOrder(authorizationToken: string, cart: ProviderCart, { idempotencyKey }: { idempotencyKey: string }): Promise<ProviderOrder> {
      // The report is delivered at once, so the order is captured when placed (PAYMENTS.md).
      const body = { ...cart, auto_capture: true };
      const path = `/payments/v1/authorizations/${encodeURIComponent(authorizationToken)}/order`;
      const headers = { 'Klarna-Idempotency-Key': idempotencyKey };
      const place = () => call('create order', 'POST', path, body, undefined, headers);
      let answered: unknown;
      try {
        answered = await place();
      } catch (err) {
        if (!(err instanceof PaymentProviderError) || err.kind !== 'unknown') throw err;
        // No answer (or a 5xx): asked once more at once with the same key, which gives the order
        // the first call placed, or places it now. Never released meanwhile (decision 0047).
        try {
          answered = await place();
        } catch (again) {
          // The key not honoured: the first call may have used the authorization. Still unknown.
          if (again instanceof PaymentProviderError && again.code === SESSION_COMPLETED)
            throw new PaymentProviderError('unknown', again.message, again.status, again.code);
          throw again;
        }
      }
      const answer = parse('create order', orderAnswer, answered);
      // Klarna's answer names no amount: it places the order for the cart sent, and refuses one that
      // differs from the authorized session's (409), so the cart's amount is what it took or holds.
      const amountOre = cart.order_amount;
      if (answer.fraud_status === 'ACCEPTED') return { outcome: 'accepted', providerOrderId: answer.order_id, amountOre };
      if (answer.fraud_status === 'PENDING') return { outcome: 'pending', providerOrderId: answer.order_id, amountOre };
      if (answer.fraud_status === 'REJECTED') throw new PaymentProviderError('declined', 'Klarna create order: fraud_status REJECTED');
      // An order exists but in a state we do not know: nothing can be promised to the buyer.
      throw new PaymentProviderError('unknown', 'Klarna create order: unknown fraud_status');
    },

    async cancelAuthorization(authorizationToken: string): Promise<void> {
      // 404: unknown, used or already cancelled; either way nothing is held any more.
      await call('cancel authorization', 'DELETE', `/payments/v1/authorizations/${encodeURIComponent(authorizationToken)}`, undefined, (s) => s === 404);
    },

    async reviewOutcome(providerOrderId: string): Promise<ReviewResult> {
      const path = `/ordermanagement/v1/orders/${encodeURIComponent(providerOrderId)}`;
      const order = parse('read order', managedOrder, await call('read order', 'GET', path));
      if (order.fraud_status === 'REJECTED' || order.status === 'CANCELLED' || order.status === 'EXPIRED') return { outcome: 'rejected', capturedOre: 0 };
      if (order.fraud_status !== 'ACCEPTED') return { outcome: 'pending', capturedOre: 0 };
      // Klarna holds the auto-capture of an order under review: what is left is captured now. The
      // key makes a repeat (a notification and the sweep at once, a retry) capture once.
      const remaining = order.remaining_authorized_amount ?? Math.max(0, order.order_amount - order.captured_amount);
      if (remaining > 0)
        await call('capture order', 'POST', `${path}/captures`, { captured_amount: remaining }, undefined, {
          'Klarna-Idempotency-Key': `capture-${providerOrderId}`,
        });
      return { outcome: 'accepted', capturedOre: order.captured_amount + remaining };
    },

    async voidOrder(providerOrderId: string): Promise<{ refundedOre: number }> {
      const path = `/ordermanagement/v1/orders/${encodeURIComponent(providerOrderId)}`;
      const order = parse('read order', managedOrder, await call('read order', 'GET', path));
      if (order.status === 'CANCELLED' || order.status === 'EXPIRED') return { refundedOre: 0 };
      const refundable = order.captured_amount - order.refunded_amount;
      if (order.captured_amount === 0) {
        // Nothing taken: the order is cancelled, so nothing ever will be.
        await call('cancel order', 'POST', `${path}/cancel`);
        return { refundedOre: 0 };
      }
      if (refundable <= 0) return { refundedOre: order.refunded_amount };
      // The key makes a repeat (a retried job) refund once.
      await call('refund order', 'POST', `${path}/refunds`, { refunded_amount: refundable, description: 'Beloppet stämde inte med ordern' }, undefined, {
        'Klarna-Idempotency-Key': `refund-${providerOrderId}`,
      });
      return { refundedOre: order.refunded_amount + refundable };
    },

    async refund(providerOrderId: string, request: RefundRequest): Promise<ProviderRefund> {
      const path = `/ordermanagement/v1/orders/${encodeURIComponent(providerOrderId)}/refunds`;
      let refundId: string | null = null;
      // 201 Created, no body: the refund's id is in Refund-Id (and the end of Location).
      await call(
        'refund order',
        'POST',
        path,
        { refunded_amount: request.amountOre, description: request.description, order_lines: request.orderLines },
        undefined,
        { 'Klarna-Idempotency-Key': request.idempotencyKey },
        (headers) => {
          refundId = headers.get('refund-id') ?? headers.get('location')?.split('/').pop() ?? null;
        },
      );
      return { refundId, refundedOre: request.amountOre };
    },
  };
}
