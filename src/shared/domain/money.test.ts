import { describe, expect, it } from 'vitest';
import { formatKronor, formatKronorExact } from './money';

// Thousands are grouped with a no-break space; the space before "kr" is an ordinary one.
const NBSP = '\u00a0';

describe('formatKronor', () => {
  it('shows whole kronor with the kr suffix', () => {
    expect(formatKronor(25000)).toBe('250 kr');
    expect(formatKronor(0)).toBe('0 kr');
  });
  it('groups thousands the Swedish way', () => {
    expect(formatKronor(125000)).toBe(`1${NBSP}250 kr`);
  });
  it('rounds öre to the nearest krona', () => {
    expect(formatKronor(24950)).toBe('250 kr');
    expect(formatKronor(24949)).toBe('249 kr');
  });
  it('rejects fractional öre', () => {
    expect(() => formatKronor(12.5)).toThrow(RangeError);
  });
});

describe('formatKronorExact', () => {
  it('shows two decimals with a comma', () => {
    expect(formatKronorExact(25000)).toBe('250,00 kr');
    expect(formatKronorExact(5001)).toBe('50,01 kr');
    expect(formatKronorExact(125099)).toBe(`1${NBSP}250,99 kr`);
  });
  it('shows negative amounts with a minus sign', () => {
    expect(formatKronorExact(-5000)).toMatch(/^[-\u2212]50,00 kr$/);
  });
});
