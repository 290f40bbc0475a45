import { describe, expect, it } from 'vitest';
import { formatDateLong, formatDateShort } from './dates';

describe('Swedish dates', () => {
  it('formats a long date in Swedish', () => {
    expect(formatDateLong('2026-11-22T10:00:00Z')).toBe('22 november 2026');
  });
  it('uses Swedish time, not UTC, for the calendar day', () => {
    // 23:30 UTC on 31 December is already New Year in Stockholm.
    expect(formatDateShort('2026-12-31T23:30:00Z')).toBe('2027-01-01');
  });
});
