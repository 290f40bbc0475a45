import { describe, expect, it } from 'vitest';
import { formatKronor, formatKronorExact, kronorInput, parseKronor } from './money';

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
  it('keeps öre when there are any: the price shown is the price charged', () => {
    expect(formatKronor(24950)).toBe('249,50 kr');
    expect(formatKronor(24949)).toBe('249,49 kr');
    expect(formatKronor(3980)).toBe('39,80 kr');
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

describe('parseKronor and kronorInput: a price typed in kronor, kept in öre', () => {
  it('reads whole kronor and kronor with öre, by comma or point, with spaces and "kr"', () => {
    expect(parseKronor('250')).toBe(25_000);
    expect(parseKronor('249,50')).toBe(24_950);
    expect(parseKronor('249.5')).toBe(24_950);
    expect(parseKronor('0,05')).toBe(5);
    expect(parseKronor(` 1${NBSP}250 kr `)).toBe(125_000);
    expect(parseKronor('0')).toBe(0);
  });
  it('refuses what is not a price: empty, negative, three decimals, letters, exponent', () => {
    for (const typed of ['', ' ', '-5', '249,505', 'tvåhundra', '1e3', '25,', ',5', '250 kr 50', '123456789']) expect(parseKronor(typed), typed).toBeNull();
  });
  it('writes öre back as typed kronor, and the two agree', () => {
    expect(kronorInput(25_000)).toBe('250');
    expect(kronorInput(24_950)).toBe('249,50');
    expect(kronorInput(5)).toBe('0,05');
    for (const ore of [0, 1, 99, 100, 24_950, 1_000_000]) expect(parseKronor(kronorInput(ore))).toBe(ore);
  });
});
