import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { dismissToast, useToasts, type ToastItem } from './toast-store';

/**
 * For component tests: the toasts a page would show, read from the store. Render `<ToastSpy />`
 * beside the component, read `toastsShown()`, and call `clearToasts()` after each test (the store
 * lives for the page).
 */
const seen: { toasts: ToastItem[] } = { toasts: [] };

export function ToastSpy() {
  const toasts = useToasts();
  useEffect(() => {
    seen.toasts = toasts;
  });
  return null;
}

export function toastsShown(): ToastItem[] {
  return seen.toasts;
}

export function clearToasts(): void {
  act(() => seen.toasts.forEach((t) => dismissToast(t.id)));
  seen.toasts = [];
}
