import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from './toast-store';
import { Toaster } from './toaster';

const shown: number[] = [];
function show(...args: Parameters<typeof toast>) {
  let id = 0;
  act(() => {
    id = toast(...args);
  });
  shown.push(id);
  return id;
}

/** The visible toasts (Radix also renders a hidden copy of the text for screen readers). */
function visibleToasts() {
  return within(screen.getByRole('region', { name: /Notiser/ })).queryAllByRole('listitem');
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  // The store lives for the page: leave it empty for the next test.
  act(() => {
    for (const id of shown.splice(0)) dismissToast(id);
    vi.advanceTimersByTime(1000);
  });
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast with its title and description in the notification region', () => {
    render(<Toaster />);
    expect(visibleToasts()).toHaveLength(0);
    show({ title: 'Profil uppdaterad', description: 'Dina uppgifter är sparade.', variant: 'success' });
    const [item] = visibleToasts();
    expect(item).toHaveTextContent('Profil uppdaterad');
    expect(item).toHaveTextContent('Dina uppgifter är sparade.');
  });

  it('shows one toast at a time, the newest replacing the older', () => {
    render(<Toaster />);
    show({ title: 'Första' });
    show({ title: 'Andra' });
    const items = visibleToasts();
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Andra');
    expect(screen.getByRole('region', { name: /Notiser/ })).not.toHaveTextContent('Första');
  });

  it('closes with its close button', () => {
    render(<Toaster />);
    show({ title: 'Ny kod skickad' });
    fireEvent.click(within(visibleToasts()[0]!).getByRole('button', { name: 'Stäng' }));
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('dismisses itself after 5000 ms, not before', () => {
    render(<Toaster />);
    show({ title: 'Meddelande skickat!' });
    act(() => {
      vi.advanceTimersByTime(4900); // the spec's 5000 ms, written out: the test pins the number, not the constant
    });
    expect(visibleToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(100 + 400);
    });
    expect(visibleToasts()).toHaveLength(0);
  });
});
