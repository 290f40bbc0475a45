import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, useToasts } from './toast-store';

afterEach(() => vi.useRealTimers());

describe('the toast store', () => {
  it('holds one toast at a time, the newest replacing the older', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Första' });
      toast({ title: 'Andra', variant: 'success' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Andra', variant: 'success', open: true });
  });

  it('closes a dismissed toast at once and forgets it after its close animation', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => {
      id = toast({ title: 'Konto raderat' });
    });
    act(() => dismissToast(id));
    expect(result.current.find((t) => t.id === id)?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current.find((t) => t.id === id)).toBeUndefined();
  });
});
