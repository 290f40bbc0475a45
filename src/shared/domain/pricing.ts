/** The full report's list price: 250 kr including 25 % VAT, in öre. */
export const REPORT_PRICE_ORE = 25_000;
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
