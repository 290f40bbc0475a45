/**
 * The full report is sold as the product row with this slug; its price is that row's and nowhere
 * else (the seed writes the row, staff may change it while the server runs).
 */
export const REPORT_PRODUCT_SLUG = 'ryggrapport';

/** Swedish standard VAT rate in basis points (2500 = 25 %), the unit Klarna uses. */
export const VAT_RATE_BP = 2_500;

/**
 * The VAT contained in a VAT-inclusive amount, in whole öre:
 * total × rate / (10000 + rate), rounded half up. 25000 öre at 25 % → 5000 öre.
 */
export function vatIncluded(totalOre: number, rateBp: number = VAT_RATE_BP): number {
  if (!Number.isSafeInteger(totalOre) || totalOre < 0) throw new RangeError('total must be a non-negative integer in öre');
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) throw new RangeError('rate must be a non-negative integer in basis points');
  // Integer arithmetic: round(a / b) for positive integers is floor((2a + b) / 2b).
  const numerator = totalOre * rateBp;
  const denominator = 10_000 + rateBp;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** "25 %", "12 %", "6,25 %": a VAT rate in basis points as Swedish text shows it. */
export function formatVatRate(rateBp: number): string {
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) throw new RangeError('rate must be a non-negative integer in basis points');
  const whole = Math.floor(rateBp / 100);
  const fraction = String(rateBp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${fraction ? `,${fraction}` : ''} %`;
}

/** A discount code's effect: a percentage (1–100) or a fixed amount in whole kronor, kept in öre. */
export type DiscountRule = { type: 'PERCENT'; percent: number } | { type: 'FIXED'; amountOre: number };

/** What an order line is priced from: the product row's price and VAT rate, and any discount. */
export interface PriceInput {
  /** Klarna's `reference` and `name` of the line. */
  reference: string;
  name: string;
  /** The product's price including VAT, in öre. */
  unitPriceOre: number;
  vatRateBp: number;
  discount?: DiscountRule | null;
}

/** One order line in Klarna's fields (integers in öre; `tax_rate` in basis points). */
export interface KlarnaOrderLine {
  type: 'digital';
  reference: string;
  name: string;
  quantity: 1;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
}

/** An order priced: every figure of the receipt and of Klarna's cart, in öre. */
export interface PricedOrder {
  listPriceOre: number;
  discountOre: number;
  /** What the buyer pays, VAT included. */
  totalOre: number;
  vatOre: number;
  /** Total without VAT (totalOre − vatOre). */
  netOre: number;
  vatRateBp: number;
  orderLines: [KlarnaOrderLine];
}

function assertWholeOre(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer in öre`);
}

/**
 * The discount in öre: a percentage of the price rounded to whole öre (half up), or the fixed
 * amount; never more than the price, so nothing is ever below 0.
 */
export function discountOre(priceOre: number, discount: DiscountRule | null | undefined): number {
  assertWholeOre(priceOre, 'price');
  if (!discount) return 0;
  if (discount.type === 'PERCENT') {
    if (!Number.isSafeInteger(discount.percent) || discount.percent < 1 || discount.percent > 100) throw new RangeError('percent must be an integer 1–100');
    return Math.min(priceOre, Math.floor((2 * priceOre * discount.percent + 100) / 200));
  }
  assertWholeOre(discount.amountOre, 'fixed discount');
  if (discount.amountOre % 100 !== 0 || discount.amountOre < 100) throw new RangeError('a fixed discount is whole kronor, at least 1 kr');
  return Math.min(priceOre, discount.amountOre);
}

/** The Klarna order line of one priced report (its amounts as priceOrder computed them). */
export function orderLine(item: {
  reference: string;
  name: string;
  listPriceOre: number;
  discountOre: number;
  totalOre: number;
  vatOre: number;
  vatRateBp: number;
}): KlarnaOrderLine {
  return {
    type: 'digital',
    reference: item.reference,
    name: item.name,
    quantity: 1,
    unit_price: item.listPriceOre,
    tax_rate: item.vatRateBp,
    total_amount: item.totalOre,
    total_discount_amount: item.discountOre,
    total_tax_amount: item.vatOre,
  };
}

/**
 * Prices one report: list price, discount, total and the VAT in it, and the one Klarna order line
 * whose tax is within Klarna's ±1 öre of total − total × 10000 / (10000 + rate). The one place an
 * order's amounts are computed: the receipt, the order row and the payment provider all use it.
 */
export function priceOrder(input: PriceInput): PricedOrder {
  assertWholeOre(input.unitPriceOre, 'price');
  const listPriceOre = input.unitPriceOre;
  const discount = discountOre(listPriceOre, input.discount);
  const totalOre = listPriceOre - discount;
  const vatOre = vatIncluded(totalOre, input.vatRateBp);
  return {
    listPriceOre,
    discountOre: discount,
    totalOre,
    vatOre,
    netOre: totalOre - vatOre,
    vatRateBp: input.vatRateBp,
    orderLines: [
      orderLine({ reference: input.reference, name: input.name, listPriceOre, discountOre: discount, totalOre, vatOre, vatRateBp: input.vatRateBp }),
    ],
  };
}

/** Klarna's order amounts: the sum of the lines and of their tax. */
export function klarnaAmounts(order: PricedOrder): { order_amount: number; order_tax_amount: number } {
  return {
    order_amount: order.orderLines.reduce((sum, line) => sum + line.total_amount, 0),
    order_tax_amount: order.orderLines.reduce((sum, line) => sum + line.total_tax_amount, 0),
  };
}
