import { describe, expect, it } from 'vitest';
import { nextJobId } from './job-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('job ids', () => {
  it('are UUIDs of version 7 that sort in the order they were made, also thousands within one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => nextJobId(1_780_000_000_000));
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carry the time in their first 48 bits and never go back when the clock does', () => {
    const later = nextJobId(1_790_000_000_000);
    expect(parseInt(later.replace(/-/g, '').slice(0, 12), 16)).toBe(1_790_000_000_000);
    const earlier = nextJobId(1_700_000_000_000);
    expect(earlier > later).toBe(true);
  });
});
