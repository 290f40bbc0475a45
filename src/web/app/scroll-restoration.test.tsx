import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction;
function CaptureNavigate() {
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
  }, [go]);
  return null;
}

let scrollY = 0;
const scrollTo = vi.fn((x: number | ScrollToOptions, y?: number) => {
  scrollY = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
  window.dispatchEvent(new Event('scroll'));
});

/** The reader scrolls to `y`. */
function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollRestoration />
      <CaptureNavigate />
    </MemoryRouter>,
  );
}

describe('ScrollRestoration', () => {
  it('opens a new page at the top', async () => {
    renderAt('/');
    scrollBy(1800);
    await act(() => navigate('/assessment'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);
  });

  it('returns to the position of the entry on back and forward', async () => {
    renderAt('/');
    scrollBy(1200);
    await act(() => navigate('/faq'));
    scrollBy(300);
    await act(() => navigate(-1));
    expect(window.scrollY).toBe(1200);
    await act(() => navigate(1));
    expect(window.scrollY).toBe(300);
  });

  it('opens a page that was visited before at the top when it is a new visit (not back)', async () => {
    renderAt('/');
    scrollBy(900);
    await act(() => navigate('/faq'));
    await act(() => navigate('/'));
    expect(window.scrollY).toBe(0);
  });

  it('scrolls to the #anchor of a new page', async () => {
    renderAt('/');
    const target = document.createElement('h2');
    target.id = 'betalning';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    await act(() => navigate('/faq#betalning'));
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();
  });
});
