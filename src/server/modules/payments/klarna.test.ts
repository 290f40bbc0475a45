import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { klarnaAmounts, priceOrder, VAT_RATE_BP, type DiscountRule } from '../../../shared/domain/pricing';
import { startKlarnaStandIn, type KlarnaStandIn } from '../../../../tests/support/klarna-stand-in';
import { createKlarnaProvider } from './klarna';
import { PaymentProviderError, type PaymentProvider, type ProviderCart } from './provider';

const USERNAME = 'PK12345_stand-in';
const PASSWORD = 'stand-in-password';
const TWENTY_PERCENT: DiscountRule = { type: 'PERCENT', percent: 20 };
/** A create-order's idempotency key (its repeat with the same token gives the same order). */
const KEY = { idempotencyKey: 'order-klarna-test' };

function cartFor(discount?: DiscountRule): ProviderCart {
  const priced = priceOrder({ reference: 'ryggrapport', name: 'Ryggrapport', unitPriceOre: 25_000, vatRateBp: VAT_RATE_BP, discount });
  return {
    purchase_country: 'SE',
    purchase_currency: 'SEK',
    locale: 'sv-SE',
    ...klarnaAmounts(priced),
    order_lines: priced.orderLines,
    merchant_reference1: '1001',
  };
}

/** A merchant server that keeps every authorization callback and review notification it receives. */
async function startCallbackReceiver() {
  const received: { path: string; contentType: string | undefined; body: unknown }[] = [];
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', contentType: req.headers['content-type'], body: JSON.parse(data) as unknown });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/klarna`;
  return {
    url: `${base}/authorization`,
    notificationUrl: `${base}/notification`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const merchantUrls = () => ({ authorizationCallbackUrl: merchant.url, notificationUrl: merchant.notificationUrl });

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const outcome = await promise.then(
    () => new Error('expected a rejection'),
    (err: unknown) => err,
  );
  expect(outcome).toBeInstanceOf(PaymentProviderError);
  return outcome as PaymentProviderError;
}

let clock = Date.now();
let standIn: KlarnaStandIn;
let merchant: Awaited<ReturnType<typeof startCallbackReceiver>>;
let klarna: PaymentProvider;
const provider = (overrides: Partial<Parameters<typeof createKlarnaProvider>[0]> = {}) =>
  createKlarnaProvider({ apiUrl: standIn.url, username: USERNAME, password: PASSWORD, mode: 'playground', ...overrides });

beforeAll(async () => {
  standIn = await startKlarnaStandIn({ username: USERNAME, password: PASSWORD, now: () => clock });
  merchant = await startCallbackReceiver();
  klarna = provider();
});

afterAll(async () => {
  await standIn.close();
  await merchant.close();
});

async function authorizedSession(outcome: 'approved' | 'declined' | 'pending' = 'approved', cart = cartFor()) {
  const session = await klarna.createSession(cart, merchantUrls());
  const token = await standIn.authorize(session.sessionId, { outcome });
  return { session, token, cart };
}

describe('the Klarna Payments adapter', () => {
  it('creates a session with the cart, intent buy and the callback URL, with Basic auth', async () => {
    const sent: { url: string; headers: Headers; body: unknown }[] = [];
    const recording: typeof fetch = async (input, init) => {
      sent.push({ url: String(input), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as unknown });
      return fetch(input, init);
    };
    const session = await provider({ fetch: recording }).createSession(cartFor(), merchantUrls());

    expect(sent[0]!.url).toBe(`${standIn.url}/payments/v1/sessions`);
    expect(sent[0]!.headers.get('authorization')).toBe(`Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')}`);
    expect(sent[0]!.body).toEqual({ ...cartFor(), intent: 'buy', merchant_urls: { authorization: merchant.url, notification: merchant.notificationUrl } });
    expect(session.paymentMethodCategories.map((c) => [c.identifier, c.name])).toEqual([
      ['pay_now', 'Betala nu'],
      ['pay_later', 'Betala senare'],
      ['pay_over_time', 'Dela upp betalningen'],
    ]);
    const stored = standIn.sessions.get(session.sessionId)!;
    expect(stored).toMatchObject({ clientToken: session.clientToken, merchantUrls: { authorization: merchant.url, notification: merchant.notificationUrl } });
    expect(stored.cart).toMatchObject({ order_amount: 25_000, order_tax_amount: 5_000, merchant_reference1: '1001' });
    expect(standIn.requests.at(-1)).toEqual({ method: 'POST', path: '/payments/v1/sessions', authorized: true });
  });

  it('reports wrong credentials as unavailable with status 401', async () => {
    const err = await rejection(provider({ password: 'wrong' }).createSession(cartFor(), merchantUrls()));
    expect(err).toMatchObject({ kind: 'unavailable', status: 401 });
    expect(err.message).toMatch(/UNAUTHORIZED.*correlation_id/);
    expect(standIn.requests.at(-1)).toMatchObject({ authorized: false });
  });

  it('updates the session to a 20 % discount, and an order for it captures 200 kr', async () => {
    const session = await klarna.createSession(cartFor(), merchantUrls());
    await klarna.updateSession(session.sessionId, cartFor(TWENTY_PERCENT));
    expect(standIn.sessions.get(session.sessionId)!.cart).toMatchObject({ order_amount: 20_000, order_tax_amount: 4_000 });
    expect(standIn.sessions.get(session.sessionId)!.cart.order_lines[0]).toMatchObject({ total_discount_amount: 5_000, total_tax_amount: 4_000 });

    const token = await standIn.authorize(session.sessionId, { outcome: 'approved' });
    const order = await klarna.createOrder(token, cartFor(TWENTY_PERCENT), KEY);
    expect(standIn.orders.get(order.providerOrderId)).toMatchObject({ autoCapture: true, capturedAmount: 20_000 });
    expect(await rejection(klarna.updateSession('no-such-session', cartFor()))).toMatchObject({ kind: 'unavailable', status: 404 });
  });

  it('creates an accepted, auto-captured order for the whole amount', async () => {
    const { token, cart } = await authorizedSession('approved');
    const order = await klarna.createOrder(token, cart, KEY);
    expect(order).toMatchObject({ outcome: 'accepted', amountOre: cart.order_amount });
    const stored = standIn.orders.get(order.providerOrderId)!;
    expect(stored).toMatchObject({ autoCapture: true, fraudStatus: 'ACCEPTED', authorizationToken: token });
    expect(stored.capturedAmount).toBe(cart.order_amount);
  });

  it('reports an order held for review as pending', async () => {
    const { token, cart } = await authorizedSession('pending');
    const order = await klarna.createOrder(token, cart, KEY);
    expect(order.outcome).toBe('pending');
    expect(standIn.orders.get(order.providerOrderId)).toMatchObject({ fraudStatus: 'PENDING' });
  });

  it('reads a held order’s review from Order Management: pending, then accepted and captured once, however often it is asked', async () => {
    const { token, cart } = await authorizedSession('pending');
    const { providerOrderId } = await klarna.createOrder(token, cart, KEY);
    expect(await klarna.reviewOutcome(providerOrderId)).toEqual({ outcome: 'pending', capturedOre: 0 });
    expect(standIn.requests.at(-1)).toEqual({ method: 'GET', path: `/ordermanagement/v1/orders/${providerOrderId}`, authorized: true });
    // Klarna does not say whether it captures an auto-capture order after review: here it did not.
    await standIn.review(providerOrderId, 'ACCEPTED', { capture: false });
    const asked = await Promise.all([klarna.reviewOutcome(providerOrderId), klarna.reviewOutcome(providerOrderId)]);
    expect(asked.map((a) => a.outcome)).toEqual(['accepted', 'accepted']);
    expect(await klarna.reviewOutcome(providerOrderId)).toEqual({ outcome: 'accepted', capturedOre: cart.order_amount });
    const order = standIn.orders.get(providerOrderId)!;
    expect(order).toMatchObject({ status: 'CAPTURED', capturedAmount: cart.order_amount });
    expect(order.captures).toEqual([{ captureId: expect.any(String), amount: cart.order_amount, idempotencyKey: `capture-${providerOrderId}` }]);
  });

  it('an order Klarna captured itself on acceptance is not captured again; a rejected one is cancelled', async () => {
    const first = await authorizedSession('pending');
    const accepted = await klarna.createOrder(first.token, first.cart, KEY);
    await standIn.review(accepted.providerOrderId, 'ACCEPTED');
    const before = standIn.requests.length;
    expect(await klarna.reviewOutcome(accepted.providerOrderId)).toEqual({ outcome: 'accepted', capturedOre: first.cart.order_amount });
    expect(standIn.requests.slice(before).map((r) => r.method)).toEqual(['GET']);
    expect(standIn.orders.get(accepted.providerOrderId)!.captures).toHaveLength(1);

    const second = await authorizedSession('pending');
    const rejected = await klarna.createOrder(second.token, second.cart, KEY);
    await standIn.review(rejected.providerOrderId, 'REJECTED');
    expect((await klarna.reviewOutcome(rejected.providerOrderId)).outcome).toBe('rejected');
    expect(standIn.orders.get(rejected.providerOrderId)).toMatchObject({ status: 'CANCELLED', capturedAmount: 0 });
  });

  it('gives back an order we will not deliver: a captured one refunded once (idempotency key), a held one cancelled', async () => {
    const captured = await authorizedSession('approved');
    const paid = await klarna.createOrder(captured.token, captured.cart, KEY);
    const asked = await Promise.all([klarna.voidOrder(paid.providerOrderId), klarna.voidOrder(paid.providerOrderId)]);
    expect(asked).toEqual([{ refundedOre: captured.cart.order_amount }, { refundedOre: captured.cart.order_amount }]);
    expect(await klarna.voidOrder(paid.providerOrderId)).toEqual({ refundedOre: captured.cart.order_amount });
    const refunded = standIn.orders.get(paid.providerOrderId)!;
    expect(refunded).toMatchObject({ capturedAmount: captured.cart.order_amount, refundedAmount: captured.cart.order_amount });
    expect(refunded.refunds).toEqual([{ refundId: expect.any(String), amount: captured.cart.order_amount, idempotencyKey: `refund-${paid.providerOrderId}` }]);

    const held = await authorizedSession('pending');
    const pending = await klarna.createOrder(held.token, held.cart, KEY);
    expect(await klarna.voidOrder(pending.providerOrderId)).toEqual({ refundedOre: 0 });
    expect(standIn.orders.get(pending.providerOrderId)).toMatchObject({ status: 'CANCELLED', capturedAmount: 0 });
    expect(standIn.requests.at(-1)).toEqual({ method: 'POST', path: `/ordermanagement/v1/orders/${pending.providerOrderId}/cancel`, authorized: true });
    expect(await klarna.voidOrder(pending.providerOrderId)).toEqual({ refundedOre: 0 });

    standIn.failNext(1, 503);
    expect(await rejection(klarna.voidOrder(paid.providerOrderId))).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(await rejection(klarna.voidOrder('no-such-order'))).toMatchObject({ kind: 'unavailable', status: 404 });
  });

  it('an order Klarna does not know, or Klarna down, is unavailable: nothing is decided', async () => {
    expect(await rejection(klarna.reviewOutcome('no-such-order'))).toMatchObject({ kind: 'unavailable', status: 404 });
    const { token, cart } = await authorizedSession('pending');
    const { providerOrderId } = await klarna.createOrder(token, cart, KEY);
    standIn.failNext(1, 503);
    expect(await rejection(klarna.reviewOutcome(providerOrderId))).toMatchObject({ kind: 'unavailable', status: 503 });
  });

  it('reports a refused authorization as declined', async () => {
    const { token, cart } = await authorizedSession('declined');
    const err = await rejection(klarna.createOrder(token, cart, KEY));
    expect(err).toMatchObject({ kind: 'declined', status: 403 });
    expect(err.message).toContain('REJECTED');
  });

  it('declines a token that already made an order under another key; the same key gives the same order; one order made', async () => {
    const { session, token, cart } = await authorizedSession();
    const first = await klarna.createOrder(token, cart, KEY);
    expect(await rejection(klarna.createOrder(token, cart, { idempotencyKey: 'order-another' }))).toMatchObject({
      kind: 'declined',
      status: 404,
      code: 'SESSION_COMPLETED',
    });
    expect(await klarna.createOrder(token, cart, KEY)).toEqual(first);
    expect([...standIn.orders.values()].filter((o) => o.sessionId === session.sessionId)).toHaveLength(1);
  });

  it('repeats a create-order that got a 5xx once at once, with the same key: one order', async () => {
    const { session, token, cart } = await authorizedSession();
    standIn.failNext(1, 503);
    expect((await klarna.createOrder(token, cart, KEY)).outcome).toBe('accepted');
    const calls = standIn.requests.filter((r) => r.path.endsWith(`${encodeURIComponent(token)}/order`));
    expect(calls).toHaveLength(2);
    expect([...standIn.orders.values()].filter((o) => o.sessionId === session.sessionId)).toHaveLength(1);
  });

  it('a create-order without an answer, twice, is unknown (never declined or unavailable); Klarna’s order is found again with the key', async () => {
    const { session, token, cart } = await authorizedSession();
    standIn.answerLateNext(400);
    standIn.answerLateNext(400);
    const err = await rejection(provider({ timeoutMs: 100 }).createOrder(token, cart, KEY));
    expect(err).toMatchObject({ kind: 'unknown', status: undefined });
    expect(err.message).toContain('no answer within 100 ms');
    const made = [...standIn.orders.values()].filter((o) => o.sessionId === session.sessionId);
    expect(made).toHaveLength(1);
    expect(await klarna.createOrder(token, cart, KEY)).toMatchObject({ outcome: 'accepted', providerOrderId: made[0]!.orderId });
  });

  it('a repeat Klarna answers "already used" (the key not honoured) is still unknown, with Klarna’s code', async () => {
    const { token, cart } = await authorizedSession();
    standIn.honourOrderKeys = false;
    try {
      standIn.answerLateNext(400);
      const err = await rejection(provider({ timeoutMs: 100 }).createOrder(token, cart, KEY));
      expect(err).toMatchObject({ kind: 'unknown', status: 404, code: 'SESSION_COMPLETED' });
    } finally {
      standIn.honourOrderKeys = true;
    }
  });

  it('declines an authorization older than 60 minutes', async () => {
    const { token, cart } = await authorizedSession();
    clock += 61 * 60_000;
    expect(await rejection(klarna.createOrder(token, cart, KEY))).toMatchObject({ kind: 'declined', status: 404 });
  });

  it('declines a fresh authorization of a session older than 48 hours', async () => {
    const session = await klarna.createSession(cartFor(), merchantUrls());
    clock += 47 * 60 * 60_000 + 50 * 60_000;
    const token = await standIn.authorize(session.sessionId, { outcome: 'approved' });
    clock += 15 * 60_000;
    expect(await rejection(klarna.createOrder(token, cartFor(), KEY))).toMatchObject({ kind: 'declined', status: 404 });
    expect(await rejection(klarna.updateSession(session.sessionId, cartFor()))).toMatchObject({ kind: 'unavailable', status: 404 });
  });

  it('reports a cart that differs from the session as cart_mismatch, and the token stays good', async () => {
    const { token, cart } = await authorizedSession();
    expect(await rejection(klarna.createOrder(token, cartFor(TWENTY_PERCENT), KEY))).toMatchObject({ kind: 'cart_mismatch', status: 409 });
    expect((await klarna.createOrder(token, cart, KEY)).outcome).toBe('accepted');
  });

  it('cancels an authorization so no order can be made from it; cancelling again is not an error', async () => {
    const { token, cart } = await authorizedSession();
    await klarna.cancelAuthorization(token);
    expect(standIn.authorizations.get(token)!.state).toBe('cancelled');
    expect(await rejection(klarna.createOrder(token, cart, KEY))).toMatchObject({ kind: 'declined', status: 404 });
    await expect(klarna.cancelAuthorization(token)).resolves.toBeUndefined();
  });

  it('reports an outage (503) as unavailable and works again after it', async () => {
    standIn.failNext(1, 503);
    expect(await rejection(klarna.createSession(cartFor(), merchantUrls()))).toMatchObject({ kind: 'unavailable', status: 503 });
    await expect(klarna.createSession(cartFor(), merchantUrls())).resolves.toHaveProperty('sessionId');
  });

  it('gives up on a slow answer as unavailable, though Klarna may still carry the call out', async () => {
    const before = standIn.sessions.size;
    standIn.delayNext(400);
    const err = await rejection(provider({ timeoutMs: 100 }).createSession(cartFor(), merchantUrls()));
    expect(err).toMatchObject({ kind: 'unavailable', status: undefined });
    expect(err.message).toContain('no answer within 100 ms');
    await vi.waitFor(() => expect(standIn.sessions.size).toBe(before + 1), { timeout: 3000 });
  });

  it('reports a refused connection and an answer that is not JSON of a create-order as unknown (it may have placed the order)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await rejection(provider({ apiUrl: `http://127.0.0.1:${port}` }).createOrder('a-token', cartFor(), KEY));
    expect(refused).toMatchObject({ kind: 'unknown', status: undefined });
    expect(refused.message).not.toContain('a-token');

    const html: typeof fetch = async () => new Response('<html>Bad gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    expect(await rejection(provider({ fetch: html }).createOrder('a-token', cartFor(), KEY))).toMatchObject({ kind: 'unknown' });
    expect(await rejection(provider({ fetch: html }).createSession(cartFor(), merchantUrls()))).toMatchObject({ kind: 'unavailable' });
  });

  it('URL-encodes the token and keeps it out of the error message', async () => {
    const token = 'secret/token?x=1';
    const err = await rejection(klarna.createOrder(token, cartFor(), KEY));
    expect(err).toMatchObject({ kind: 'declined', status: 404 });
    expect(standIn.requests.at(-1)!.path).toBe('/payments/v1/authorizations/secret%2Ftoken%3Fx%3D1/order');
    expect(err.message).toMatch(/NOT_FOUND, correlation_id [0-9a-f-]{36}/);
    expect(err.message).not.toContain('secret');
  });
});

describe('the Klarna stand-in', () => {
  const post = (path: string, body: unknown, auth = true) =>
    fetch(`${standIn.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')}` } : {}) },
      body: JSON.stringify(body),
    });
  const withTaxOff = (cart: ProviderCart, by: number) => ({
    ...cart,
    order_tax_amount: cart.order_tax_amount + by,
    order_lines: cart.order_lines.map((line) => ({ ...line, total_tax_amount: line.total_tax_amount + by })),
  });

  it.each([
    [undefined, 2, 400],
    [undefined, -2, 400],
    [undefined, 1, 200],
    [undefined, -1, 200],
    [TWENTY_PERCENT, 2, 400],
    [TWENTY_PERCENT, 1, 200],
  ])('checks line tax within ±1 öre (discount %o, tax off by %i → %i)', async (discount, by, status) => {
    const res = await post('/payments/v1/sessions', withTaxOff(cartFor(discount), by));
    expect(res.status).toBe(status);
    if (status === 400) expect(await res.json()).toMatchObject({ error_code: 'BAD_VALUE', error_messages: ['BAD_VALUE: order_lines[0].total_tax_amount'] });
  });

  it('refuses an order amount that is not the sum of the lines, and answers 401 in Klarna’s error shape', async () => {
    expect(await (await post('/payments/v1/sessions', { ...cartFor(), order_amount: 25_001 })).json()).toMatchObject({
      error_messages: ['BAD_VALUE: order_amount'],
    });
    const unauthorized = await post('/payments/v1/sessions', cartFor(), false);
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({ error_code: 'UNAUTHORIZED', error_messages: [expect.any(String)], correlation_id: expect.any(String) });
  });

  it('sends the authorization callback to the merchant, whose token then makes an order', async () => {
    const session = await klarna.createSession(cartFor(), merchantUrls());
    const token = await standIn.authorize(session.sessionId, { outcome: 'approved', notify: true });
    expect(merchant.received.at(-1)).toEqual({
      path: '/api/payments/klarna/authorization',
      contentType: 'application/json',
      body: { authorization_token: token, session_id: session.sessionId },
    });
    expect((await klarna.createOrder(token, cartFor(), KEY)).outcome).toBe('accepted');
  });

  it('notifies the merchant when a held order’s review ends, as Klarna does', async () => {
    const { token, cart } = await authorizedSession('pending');
    const { providerOrderId } = await klarna.createOrder(token, cart, KEY);
    await standIn.review(providerOrderId, 'REJECTED', { notify: true });
    expect(merchant.received.at(-1)).toEqual({
      path: '/api/payments/klarna/notification',
      contentType: 'application/json',
      body: { order_id: providerOrderId, event_type: 'FRAUD_RISK_REJECTED' },
    });
    expect(standIn.notifications.at(-1)).toMatchObject({ orderId: providerOrderId, eventType: 'FRAUD_RISK_REJECTED', status: 204 });
    await expect(standIn.review(providerOrderId, 'ACCEPTED')).rejects.toThrow('only an order under review');
  });

  it('serves a browser SDK stand-in that defines Klarna.Payments, with CORS', async () => {
    const res = await fetch(`${standIn.url}/kp/lib/v1/api.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const script = await res.text();
    expect(script).toContain('Godkänn betalningen (test)');
    expect(script).toContain('Neka betalningen (test)');
    const context = { window: {} as { Klarna?: { Payments?: Record<string, unknown> } } };
    runInNewContext(script, context);
    expect(Object.keys(context.window.Klarna!.Payments!)).toEqual(['init', 'load', 'authorize']);
  });

  it('answers the SDK’s load and authorize like Klarna, and an SDK approval notifies the merchant', async () => {
    const session = await klarna.createSession(cartFor(), merchantUrls());
    const sdk = (path: string, body: unknown) => post(path, body, false).then((res) => res.json() as Promise<Record<string, unknown>>);
    expect(await sdk('/stand-in/load', { client_token: session.clientToken, payment_method_category: 'pay_later' })).toEqual({ name: 'Betala senare' });
    expect(await sdk('/stand-in/load', { client_token: 'unknown', payment_method_category: 'pay_later' })).toHaveProperty('error');
    expect(await sdk('/stand-in/authorize', { client_token: session.clientToken, payment_method_category: 'pay_now', choice: 'decline' })).toEqual({
      approved: false,
      show_form: false,
    });

    const approved = await sdk('/stand-in/authorize', { client_token: session.clientToken, payment_method_category: 'pay_now', choice: 'approve' });
    expect(approved).toMatchObject({ approved: true, show_form: true, authorization_token: expect.any(String) });
    expect(merchant.received.at(-1)!.body).toEqual({ authorization_token: approved.authorization_token, session_id: session.sessionId });
    expect((await klarna.createOrder(String(approved.authorization_token), cartFor(), KEY)).outcome).toBe('accepted');

    const preflight = await fetch(`${standIn.url}/stand-in/authorize`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
  });
});
