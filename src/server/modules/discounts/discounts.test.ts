import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_PRODUCT_SLUG } from '../../../shared/domain/pricing';
import { discountCodes, products } from '../../db/schema';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { completeAs, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import { ACCESS_MESSAGES } from '../auth/messages';
import { ASSESSMENT_MESSAGES } from '../assessment/messages';
import { DISCOUNT_MESSAGES } from './messages';

const ADMIN_EMAIL = 'rabatter@ryggkollen.test';
const ADMIN_API_KEY = 'nyckel-for-rabattkoder-0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;
const CODE_PATTERN = /^RYGG-[A-HJ-NP-Z2-9]{6}$/;

interface Discount {
  id: string;
  code: string;
  type: 'PERCENT' | 'FIXED';
  value: number;
  active: boolean;
  redemptionCount: number;
  maxRedemptions: number | null;
  expiresAt: string | null;
  perUserLimit: number | null;
  createdAt: string;
}

let admin: { token: string };
let customer: { token: string; user: { id: string } };
let other: { token: string; user: { id: string } };

const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
beforeAll(async () => {
  admin = await signUp(t, ADMIN_EMAIL);
  customer = await signUp(t, 'kund@example.se', 'hemligt123', 'Karin Lindqvist');
  other = await signUp(t, 'annan@example.se', 'hemligt123', 'Olle Ek');
}, 60_000);

const percentInput = (overrides: Record<string, unknown> = {}) => ({
  type: 'PERCENT',
  percent: 20,
  prefix: 'rygg',
  daysValid: 30,
  perUserLimit: 1,
  maxRedemptions: 100,
  ...overrides,
});
const fixedInput = (overrides: Record<string, unknown> = {}) => ({
  type: 'FIXED',
  value: 50,
  prefix: 'rygg',
  daysValid: 30,
  perUserLimit: null,
  maxRedemptions: null,
  ...overrides,
});

const createAs = (payload: object, headers: Record<string, string> = bearer(admin.token), app = t) =>
  app.app.inject({ method: 'POST', url: '/api/discounts/create', headers, payload });
const listAs = (query: string, headers: Record<string, string> = bearer(admin.token), app = t) =>
  app.app.inject({ method: 'GET', url: `/api/discounts/list${query}`, headers });
const updateAs = (payload: object, headers: Record<string, string> = bearer(admin.token), app = t) =>
  app.app.inject({ method: 'POST', url: '/api/discounts/update', headers, payload });
const check = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/discounts/check', headers: bearer(token), payload });

async function createCode(payload: object): Promise<Discount> {
  const res = await createAs(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Discount;
}

const expire = (id: string) =>
  t.database.db
    .update(discountCodes)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(discountCodes.id, id));

describe('POST /api/discounts/create', () => {
  it('creates a percent code: the prefix upper-cased, six unambiguous characters, expiring after daysValid days', async () => {
    const before = Date.now();
    const res = await createAs(percentInput());
    expect(res.statusCode, res.body).toBe(201);
    const code = res.json() as Discount;
    expect(code).toEqual({
      id: expect.any(String),
      code: expect.stringMatching(CODE_PATTERN),
      type: 'PERCENT',
      value: 20,
      active: true,
      redemptionCount: 0,
      maxRedemptions: 100,
      expiresAt: expect.any(String),
      perUserLimit: 1,
      createdAt: expect.any(String),
    });
    const expiresAt = new Date(code.expiresAt!).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 1000);
  });

  it('creates a fixed code of 50 kr, stored as 5000 öre and shown as 50', async () => {
    const code = await createCode(fixedInput());
    expect(code).toMatchObject({ type: 'FIXED', value: 50, code: expect.stringMatching(CODE_PATTERN), perUserLimit: null, maxRedemptions: null, active: true });
    const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(row).toMatchObject({ amountOre: 5000, percent: null });
  });

  it('draws a different random part for each code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await createCode(percentInput({ percent: 5 }))).code);
    expect(codes.size).toBe(5);
  });

  it('refuses wrong values with a Swedish message beside the field', async () => {
    const cases: [object, string, string][] = [
      [percentInput({ percent: 0 }), 'percent', 'Procentsatsen ska vara minst 1.'],
      [percentInput({ percent: 101 }), 'percent', 'Procentsatsen får vara högst 100.'],
      [fixedInput({ value: undefined }), 'value', 'Ange beloppet i hela kronor (minst 1).'],
      [percentInput({ prefix: 'RYGG-' }), 'prefix', 'Prefixet får vara 1–12 tecken: A–Ö och 0–9.'],
      [percentInput({ prefix: 'A'.repeat(13) }), 'prefix', 'Prefixet får vara 1–12 tecken: A–Ö och 0–9.'],
      [percentInput({ daysValid: 0 }), 'daysValid', 'Antal giltiga dagar ska vara minst 1.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await createAs(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ error: message, fields: { [field]: message } });
    }
  });
});

describe('GET /api/discounts/list and POST /api/discounts/update', () => {
  let live: Discount;
  let switchedOff: Discount;
  let expired: Discount;

  beforeAll(async () => {
    live = await createCode(percentInput({ prefix: 'lista', percent: 10 }));
    switchedOff = await createCode(percentInput({ prefix: 'lista', percent: 15 }));
    expired = await createCode(fixedInput({ prefix: 'lista', value: 30 }));
    expect((await updateAs({ id: switchedOff.id, active: false })).statusCode).toBe(200);
    await expire(expired.id);
  });

  const listed = async (query: string) => {
    const res = await listAs(query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.json() as Discount[]).filter((d) => d.code.startsWith('LISTA-'));
  };

  it('with activeOnly=false lists every code, newest first, switched-off and expired ones too', async () => {
    const all = await listed('?activeOnly=false');
    expect(all.map((d) => d.id)).toEqual([expired.id, switchedOff.id, live.id]);
    expect(all.map((d) => d.active)).toEqual([true, false, true]);
    expect(new Date(all[0]!.expiresAt!).getTime()).toBeLessThan(Date.now());
  });

  it('with activeOnly=true, and by default, lists only active codes that have not expired', async () => {
    expect((await listed('?activeOnly=true')).map((d) => d.id)).toEqual([live.id]);
    expect((await listed('')).map((d) => d.id)).toEqual([live.id]);
  });

  it('refuses an activeOnly that is not true or false with a Swedish 400', async () => {
    const res = await listAs('?activeOnly=ja');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'activeOnly är true eller false.', fields: { activeOnly: 'activeOnly är true eller false.' } });
  });

  it('switches a code off and on again', async () => {
    const off = await updateAs({ id: live.id, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: live.id, code: live.code, active: false, value: 10 });
    expect((await listed('?activeOnly=true')).map((d) => d.id)).toEqual([]);
    const on = await updateAs({ id: live.id, active: true });
    expect(on.json()).toMatchObject({ id: live.id, active: true });
    expect((await listed('?activeOnly=true')).map((d) => d.id)).toEqual([live.id]);
  });

  it('answers 404 for an id that is not a code, and 400 for one that is not an id', async () => {
    const unknown = await updateAs({ id: '00000000-0000-4000-8000-000000000000', active: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: DISCOUNT_MESSAGES.unknownId });
    const malformed = await updateAs({ id: 'inte-ett-id', active: false });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ id: 'Rabattkodens id är ogiltigt.' });
  });
});

describe('who may manage discount codes', () => {
  const keyed = useTestApp({ env: { ADMIN_API_KEY } });

  it('lets the configured X-Admin-Key create, list and update codes without a session', async () => {
    const headers = { 'x-admin-key': ADMIN_API_KEY };
    const created = await createAs(percentInput({ prefix: 'nyckel' }), headers, keyed);
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json() as Discount;
    expect(code.code).toMatch(/^NYCKEL-[A-HJ-NP-Z2-9]{6}$/);
    const listed = await listAs('?activeOnly=false', headers, keyed);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Discount[]).map((d) => d.id)).toContain(code.id);
    const updated = await updateAs({ id: code.id, active: false }, headers, keyed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: code.id, active: false });
  });

  it('answers 401 to a wrong key', async () => {
    for (const key of [`${ADMIN_API_KEY}x`, ADMIN_API_KEY.slice(0, -1), '']) {
      const res = await listAs('?activeOnly=false', { 'x-admin-key': key }, keyed);
      expect(res.statusCode, key).toBe(401);
      expect(res.json()).toEqual({ error: ACCESS_MESSAGES.required });
    }
    const created = await createAs(percentInput(), { 'x-admin-key': 'fel-nyckel-fel-nyckel-fel-nyckel' }, keyed);
    expect(created.statusCode).toBe(401);
  });

  it('answers 401 to a key when no ADMIN_API_KEY is configured: there is no fallback', async () => {
    for (const key of [ADMIN_API_KEY, 'undefined', '']) {
      const res = await listAs('?activeOnly=false', { 'x-admin-key': key });
      expect(res.statusCode, key).toBe(401);
      expect(res.json()).toEqual({ error: ACCESS_MESSAGES.required });
    }
  });
});

describe('POST /api/discounts/check', () => {
  let assessmentId: string;
  let twentyPercent: Discount;

  beforeAll(async () => {
    assessmentId = await completeAs(t, customer.token, sampleAnswers('ischias'));
    twentyPercent = await createCode(percentInput({ prefix: 'rygg', percent: 20 }));
  }, 60_000);

  it('answers what a 20 % code makes the report’s price, in öre, VAT included', async () => {
    const res = await check(customer.token, { assessmentId, code: twentyPercent.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ code: twentyPercent.code, listPrice: 25_000, discountAmount: 5000, orderAmount: 20_000, orderTaxAmount: 4000 });
  });

  it('takes 5000 öre off for a fixed 50 kr code', async () => {
    const fixed = await createCode(fixedInput());
    const res = await check(customer.token, { assessmentId, code: fixed.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ code: fixed.code, listPrice: 25_000, discountAmount: 5000, orderAmount: 20_000, orderTaxAmount: 4000 });
  });

  it('accepts the code in lower case with spaces around it', async () => {
    const res = await check(customer.token, { assessmentId, code: `  ${twentyPercent.code.toLowerCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: twentyPercent.code, discountAmount: 5000, orderAmount: 20_000 });
  });

  it('makes the report free with a 100 % code: nothing to pay and no VAT', async () => {
    const free = await createCode(percentInput({ percent: 100 }));
    const res = await check(customer.token, { assessmentId, code: free.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ code: free.code, listPrice: 25_000, discountAmount: 25_000, orderAmount: 0, orderTaxAmount: 0 });
  });

  it('answers 404 with the spec’s message for a code that does not exist', async () => {
    const res = await check(customer.token, { assessmentId, code: 'RYGG-ZZZZZZ' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Rabattkoden finns inte. Kontrollera stavningen.' });
  });

  it('answers 409 for a code that is switched off', async () => {
    const code = await createCode(percentInput());
    expect((await updateAs({ id: code.id, active: false })).statusCode).toBe(200);
    const res = await check(customer.token, { assessmentId, code: code.code });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: DISCOUNT_MESSAGES.inactive, fields: { discountCode: DISCOUNT_MESSAGES.inactive } });
  });

  it('answers 409 “Rabattkoden har gått ut.” for an expired code', async () => {
    const code = await createCode(percentInput());
    await expire(code.id);
    const res = await check(customer.token, { assessmentId, code: code.code });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Rabattkoden har gått ut.', fields: { discountCode: 'Rabattkoden har gått ut.' } });
  });

  it('answers 409 for a code used as many times as it may be', async () => {
    const code = await createCode(percentInput({ maxRedemptions: 2 }));
    await t.database.db.update(discountCodes).set({ redemptionCount: 2 }).where(eq(discountCodes.id, code.id));
    const res = await check(customer.token, { assessmentId, code: code.code });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(DISCOUNT_MESSAGES.exhausted);
  });

  it('answers 404 for another user’s assessment, and redeems nothing', async () => {
    const res = await check(other.token, { assessmentId, code: twentyPercent.code });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: ASSESSMENT_MESSAGES.notFound });
    const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, twentyPercent.id));
    expect(row!.redemptionCount).toBe(0);
  });

  it('answers 404 for an assessment that does not exist', async () => {
    const res = await check(customer.token, { assessmentId: '00000000-0000-4000-8000-000000000000', code: twentyPercent.code });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: ASSESSMENT_MESSAGES.notFound });
  });

  it('answers 409 while the report is not for sale (its product hidden)', async () => {
    const hide = (isActive: boolean) => t.database.db.update(products).set({ isActive }).where(eq(products.slug, REPORT_PRODUCT_SLUG));
    await hide(false);
    try {
      const res = await check(customer.token, { assessmentId, code: twentyPercent.code });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: DISCOUNT_MESSAGES.notForSale });
    } finally {
      await hide(true);
    }
    expect((await check(customer.token, { assessmentId, code: twentyPercent.code })).statusCode).toBe(200);
  });

  it('asks for the code when only spaces are sent', async () => {
    const res = await check(customer.token, { assessmentId, code: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Skriv rabattkoden.', fields: { code: 'Skriv rabattkoden.' } });
  });

  it('answers 401 to a guest', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/discounts/check', payload: { assessmentId, code: twentyPercent.code } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: ACCESS_MESSAGES.required });
  });
});
