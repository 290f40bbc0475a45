/**
 * The full report is sold as the product row with this slug; its price is that row's and nowhere
 * else (the seed writes the row, staff may change it while the server runs).
 */
export const REPORT_PRODUCT_SLUG = 'personlig-ryggrapport';

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
