/** A cart as the Klarna stand-in keeps it, after the checks Klarna makes (integers in minor units). */
export interface StandInCart {
  purchase_country: string;
  purchase_currency: string;
  locale: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: StandInOrderLine[];
  merchant_reference1?: string;
}

export interface StandInOrderLine {
  type?: string;
  reference?: string;
  name: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
}

/** The cart, or Klarna's BAD_VALUE message naming the first field that is wrong. */
export type CartCheck = { cart: StandInCart } | { badValue: string };

const isInt = (value: unknown, min = 0): value is number => Number.isSafeInteger(value) && (value as number) >= min;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkLine(raw: unknown, at: string): StandInOrderLine | string {
  if (!isRecord(raw)) return at;
  const line: Record<string, unknown> = { total_discount_amount: 0, total_tax_amount: 0, ...raw };
  if (typeof line.name !== 'string' || line.name === '') return `${at}.name`;
  if (!isInt(line.quantity, 1)) return `${at}.quantity`;
  if (!isInt(line.unit_price)) return `${at}.unit_price`;
  if (!isInt(line.tax_rate) || line.tax_rate > 10_000) return `${at}.tax_rate`;
  if (!isInt(line.total_discount_amount)) return `${at}.total_discount_amount`;
  if (!isInt(line.total_amount) || line.total_amount !== line.quantity * line.unit_price - line.total_discount_amount) return `${at}.total_amount`;
  if (!isInt(line.total_tax_amount)) return `${at}.total_tax_amount`;
  // |tax − total × rate / (10000 + rate)| ≤ 1, i.e. total − total × 10000 / (10000 + rate) within
  // one minor unit, compared in integers so no float rounding decides it.
  const scale = 10_000 + line.tax_rate;
  if (Math.abs(line.total_tax_amount * scale - line.total_amount * line.tax_rate) > scale) return `${at}.total_tax_amount`;
  return {
    type: typeof line.type === 'string' ? line.type : undefined,
    reference: typeof line.reference === 'string' ? line.reference : undefined,
    name: line.name,
    quantity: line.quantity,
    unit_price: line.unit_price,
    tax_rate: line.tax_rate,
    total_amount: line.total_amount,
    total_discount_amount: line.total_discount_amount,
    total_tax_amount: line.total_tax_amount,
  };
}

/** Klarna's validation of a session's or an order's cart, as PAYMENTS.md describes it. */
export function checkCart(body: unknown): CartCheck {
  if (!isRecord(body)) return { badValue: 'BAD_VALUE: body' };
  const bad = (field: string): CartCheck => ({ badValue: `BAD_VALUE: ${field}` });
  if (typeof body.purchase_country !== 'string' || !/^[A-Z]{2}$/.test(body.purchase_country)) return bad('purchase_country');
  if (typeof body.purchase_currency !== 'string' || !/^[A-Z]{3}$/.test(body.purchase_currency)) return bad('purchase_currency');
  if (typeof body.locale !== 'string' || !/^[a-z]{2}-[A-Z]{2}$/.test(body.locale)) return bad('locale');
  if (body.intent !== undefined && !['buy', 'tokenize', 'buy_and_tokenize'].includes(body.intent as string)) return bad('intent');
  if (!Array.isArray(body.order_lines) || body.order_lines.length === 0 || body.order_lines.length > 1000) return bad('order_lines');
  const lines: StandInOrderLine[] = [];
  for (const [index, raw] of body.order_lines.entries()) {
    const line = checkLine(raw, `order_lines[${index}]`);
    if (typeof line === 'string') return bad(line);
    lines.push(line);
  }
  if (!isInt(body.order_amount) || body.order_amount !== lines.reduce((sum, l) => sum + l.total_amount, 0)) return bad('order_amount');
  if (!isInt(body.order_tax_amount) || body.order_tax_amount !== lines.reduce((sum, l) => sum + l.total_tax_amount, 0)) return bad('order_tax_amount');
  const reference = typeof body.merchant_reference1 === 'string' ? { merchant_reference1: body.merchant_reference1 } : {};
  return {
    cart: {
      purchase_country: body.purchase_country,
      purchase_currency: body.purchase_currency,
      locale: body.locale,
      order_amount: body.order_amount,
      order_tax_amount: body.order_tax_amount,
      order_lines: lines,
      ...reference,
    },
  };
}

/** Whether an order's cart is the session's: what Klarna's 409 "Not matching fields" compares. */
export function sameCart(a: StandInCart, b: StandInCart): boolean {
  const key = (cart: StandInCart) =>
    JSON.stringify([
      cart.purchase_country,
      cart.purchase_currency,
      cart.order_amount,
      cart.order_tax_amount,
      cart.order_lines.map((l) => [l.reference, l.name, l.quantity, l.unit_price, l.tax_rate, l.total_amount, l.total_discount_amount, l.total_tax_amount]),
    ]);
  return key(a) === key(b);
}
