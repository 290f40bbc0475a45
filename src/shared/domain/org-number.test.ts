import { describe, expect, it } from 'vitest';
import { normaliseOrgNumber } from './org-number';

describe('organisation numbers', () => {
  it('accepts a valid number with or without hyphen', () => {
    // 556016-0680 is a long-published company registration number with a correct check digit.
    expect(normaliseOrgNumber('556016-0680')).toBe('556016-0680');
    expect(normaliseOrgNumber('5560160680')).toBe('556016-0680');
  });
  it('accepts the twelve-digit form', () => {
    expect(normaliseOrgNumber('16556016-0680')).toBe('556016-0680');
  });
  it('rejects a wrong check digit', () => {
    expect(normaliseOrgNumber('556016-0681')).toBeNull();
  });
  it('rejects wrong lengths and letters', () => {
    expect(normaliseOrgNumber('55601-0680')).toBeNull();
    expect(normaliseOrgNumber('55601A-0680')).toBeNull();
    expect(normaliseOrgNumber('')).toBeNull();
  });
});
