import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { TOAST_DURATION_MS, TOAST_LIMIT, toast, useToasts } from './toast-store';

describe('toasts', () => {
  it('shows one toast at a time, the newest replacing the older', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Första' });
      toast({ title: 'Andra' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(result.current).toHaveLength(1);
    expect(result.current[0]?.title).toBe('Andra');
  });
  it('lasts 5000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
