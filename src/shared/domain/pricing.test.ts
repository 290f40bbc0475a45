import { describe, expect, it } from 'vitest';
import { formatVatRate, vatIncluded } from './pricing';

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
