import { describe, expect, it } from 'vitest';
import { isKnownWebPath } from './routes';

describe('isKnownWebPath', () => {
  it('knows static and parameterised routes', () => {
    expect(isKnownWebPath('/')).toBe(true);
    expect(isKnownWebPath('/om-oss')).toBe(true);
    expect(isKnownWebPath('/produkt/ryggrapport')).toBe(true);
    expect(isKnownWebPath('/faq/')).toBe(true);
  });
  it('rejects unknown paths and partial matches', () => {
    expect(isKnownWebPath('/nope')).toBe(false);
    expect(isKnownWebPath('/produkt')).toBe(false);
    expect(isKnownWebPath('/produkt/a/b')).toBe(false);
    expect(isKnownWebPath('/faqx')).toBe(false);
  });
});
