import { describe, expect, it } from 'vitest';
import { deadline } from './deadline';

describe('deadline', () => {
  it('aborts with a TimeoutError when its time is up, even after a garbage collection', async () => {
    const { signal } = deadline(50);
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('never aborts once cleared', async () => {
    const { signal, clear } = deadline(20);
    clear();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(signal.aborted).toBe(false);
  });
});
