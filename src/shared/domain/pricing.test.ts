import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountOre, formatVatRate, klarnaAmounts, priceOrder, vatIncluded, type DiscountRule } from './pricing';

describe('vatIncluded', () => {
  it('finds 50 kr of VAT in the 250 kr price', () => {
    expect(vatIncluded(25_000)).toBe(5000);
  });
  it('handles the discounted and odd amounts Klarna checks to within 1 öre', () => {
    expect(vatIncluded(20000)).toBe(4000);
    for (const total of [1, 3, 99, 100, 12345, 24999]) {
      const exact = total - (total * 10000) / 12500;
      expect(Math.abs(vatIncluded(total) - exact)).toBeLessThanOrEqual(0.5);
    }
  });
  it('is zero for a free order and for a zero rate', () => {
    expect(vatIncluded(0)).toBe(0);
    expect(vatIncluded(25000, 0)).toBe(0);
  });
  it('rejects fractions and negatives', () => {
    expect(() => vatIncluded(1.5)).toThrow(RangeError);
    expect(() => vatIncluded(-1)).toThrow(RangeError);
  });
});

describe('formatVatRate', () => {
  it('writes basis points as a Swedish percentage', () => {
    expect(formatVatRate(2500)).toBe('25 %');
    expect(formatVatRate(1200)).toBe('12 %');
    expect(formatVatRate(625)).toBe('6,25 %');
    expect(formatVatRate(650)).toBe('6,5 %');
    expect(formatVatRate(0)).toBe('0 %');
  });
  it('rejects fractions and negatives', () => {
    expect(() => formatVatRate(12.5)).toThrow(RangeError);
    expect(() => formatVatRate(-1)).toThrow(RangeError);
  });
});

const report = { reference: 'ryggrapport', name: 'Personlig ryggrapport', vatRateBp: 2500 };

describe('priceOrder', () => {
  it('prices the report at 250 kr with 50 kr VAT, as PAYMENTS.md works it out', () => {
    const order = priceOrder({ ...report, unitPriceOre: 25_000 });
    expect(order).toMatchObject({ listPriceOre: 25_000, discountOre: 0, totalOre: 25_000, vatOre: 5000, netOre: 20_000 });
    expect(order.orderLines).toEqual([
      {
        type: 'digital',
        reference: 'ryggrapport',
        name: 'Personlig ryggrapport',
        quantity: 1,
        unit_price: 25_000,
        tax_rate: 2500,
        total_amount: 25_000,
        total_discount_amount: 0,
        total_tax_amount: 5000,
      },
    ]);
    expect(klarnaAmounts(order)).toEqual({ order_amount: 25_000, order_tax_amount: 5000 });
  });

  it('takes 20 % off: line discount 50 kr, total 200 kr, tax 40 kr', () => {
    const order = priceOrder({ ...report, unitPriceOre: 25_000, discount: { type: 'PERCENT', percent: 20 } });
    expect(order.orderLines[0]).toMatchObject({ total_discount_amount: 5000, total_amount: 20_000, total_tax_amount: 4000 });
    expect(klarnaAmounts(order)).toEqual({ order_amount: 20_000, order_tax_amount: 4000 });
  });

  it('a 100 % code makes the report free, with no VAT', () => {
    expect(priceOrder({ ...report, unitPriceOre: 25_000, discount: { type: 'PERCENT', percent: 100 } })).toMatchObject({
      totalOre: 0,
      vatOre: 0,
      discountOre: 25_000,
    });
  });

  it('a 1 kr code takes 1 kr, and the VAT follows the new total', () => {
    const order = priceOrder({ ...report, unitPriceOre: 25_000, discount: { type: 'FIXED', amountOre: 100 } });
    expect(order).toMatchObject({ discountOre: 100, totalOre: 24_900, vatOre: 4980, netOre: 19_920 });
  });

  it('never goes below 0: a fixed code larger than the price makes it free', () => {
    expect(priceOrder({ ...report, unitPriceOre: 25_000, discount: { type: 'FIXED', amountOre: 30_000 } })).toMatchObject({
      discountOre: 25_000,
      totalOre: 0,
      vatOre: 0,
    });
  });

  it('rounds a percentage of an odd price to whole öre, half up', () => {
    expect(discountOre(12_345, { type: 'PERCENT', percent: 10 })).toBe(1235); // 1234.5
    expect(discountOre(12_344, { type: 'PERCENT', percent: 10 })).toBe(1234); // 1234.4
    expect(discountOre(1, { type: 'PERCENT', percent: 50 })).toBe(1); // 0.5
    expect(discountOre(1, { type: 'PERCENT', percent: 49 })).toBe(0);
  });

  it('refuses rules a code can never have', () => {
    const price = (discount: DiscountRule) => priceOrder({ ...report, unitPriceOre: 25_000, discount });
    expect(() => price({ type: 'PERCENT', percent: 0 })).toThrow(RangeError);
    expect(() => price({ type: 'PERCENT', percent: 101 })).toThrow(RangeError);
    expect(() => price({ type: 'PERCENT', percent: 12.5 })).toThrow(RangeError);
    expect(() => price({ type: 'FIXED', amountOre: 50 })).toThrow(RangeError);
    expect(() => price({ type: 'FIXED', amountOre: 150 })).toThrow(RangeError);
    expect(() => priceOrder({ ...report, unitPriceOre: 249.5 })).toThrow(RangeError);
    expect(() => priceOrder({ ...report, unitPriceOre: -1 })).toThrow(RangeError);
  });

  const rule: fc.Arbitrary<DiscountRule | null> = fc.oneof(
    fc.constant(null),
    fc.integer({ min: 1, max: 100 }).map((percent) => ({ type: 'PERCENT' as const, percent })),
    fc.integer({ min: 1, max: 100_000 }).map((kronor) => ({ type: 'FIXED' as const, amountOre: kronor * 100 })),
  );

  it('always adds up, in whole öre, with the tax within Klarna’s ±1 öre (any price, rate and code)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(0, 600, 1200, 2500), rule, (unitPriceOre, vatRateBp, discount) => {
        const order = priceOrder({ ...report, unitPriceOre, vatRateBp, discount });
        const [line] = order.orderLines;
        for (const value of [order.listPriceOre, order.discountOre, order.totalOre, order.vatOre, order.netOre]) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        expect(order.totalOre).toBe(order.listPriceOre - order.discountOre);
        expect(order.netOre + order.vatOre).toBe(order.totalOre);
        expect(line.total_amount).toBe(line.quantity * line.unit_price - line.total_discount_amount);
        const exact = line.total_amount - (line.total_amount * 10_000) / (10_000 + line.tax_rate);
        expect(Math.abs(line.total_tax_amount - exact)).toBeLessThanOrEqual(1);
        expect(klarnaAmounts(order)).toEqual({ order_amount: order.totalOre, order_tax_amount: order.vatOre });
      }),
      { numRuns: 2000 },
    );
  });
});
