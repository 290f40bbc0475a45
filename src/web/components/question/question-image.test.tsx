import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionImage } from './question-image';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('QuestionImage', () => {
  it('retries after 1 s, 2 s and 3 s, then says the image could not be loaded', () => {
    render(<QuestionImage src="/illustrations/x.svg" alt="Ritning av testet" />);
    const seen: string[] = [];
    for (const delay of [1000, 2000, 3000]) {
      const img = screen.getByRole('img', { name: 'Ritning av testet' });
      seen.push(img.getAttribute('src') ?? '');
      fireEvent.error(img);
      expect(screen.queryByRole('img', { name: 'Ritning av testet' })).toBeNull();
      act(() => vi.advanceTimersByTime(delay - 1));
      expect(screen.queryByRole('img', { name: 'Ritning av testet' })).toBeNull();
      act(() => vi.advanceTimersByTime(1));
    }
    const last = screen.getByRole('img', { name: 'Ritning av testet' });
    seen.push(last.getAttribute('src') ?? '');
    fireEvent.error(last);
    expect(screen.getByText('Bild kunde inte laddas')).toBeInTheDocument();
    expect(seen).toEqual(['/illustrations/x.svg', '/illustrations/x.svg?forsok=1', '/illustrations/x.svg?forsok=2', '/illustrations/x.svg?forsok=3']);
  });

  it('shows the image when a retry succeeds', () => {
    render(<QuestionImage src="/a.svg" alt="Bild" />);
    fireEvent.error(screen.getByRole('img', { name: 'Bild' }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.load(screen.getByRole('img', { name: 'Bild' }));
    expect(screen.queryByText('Bild kunde inte laddas')).toBeNull();
  });
});
