import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a restore keeps trying while the page grows tall enough (its code or data loading). */
const RESTORE_TIMEOUT_MS = 1500;

/**
 * What a browser does for ordinary pages, for the app: a new page opens at its top (or at its
 * #anchor), and back and forward return to where the reader was. Positions are kept in memory by
 * history entry (location.key), for this visit only.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);

  // The browser's own restoring would fight this one (and runs before the page has rendered).
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Remember the position of the entry on screen as the reader scrolls.
  useEffect(() => {
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.current.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) return restore(saved);
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
    // Hash and navigation type change only with the history entry (a new key), so the page moves
    // once per entry, never on a re-render.
  }, [location.key, location.hash, navigationType]);

  return null;
}

/**
 * Scrolls back to `y`. The page may still be short (its code or data loading), so it tries again on
 * each frame until the position is reached, the time is up, or the reader scrolls themselves.
 */
function restore(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || performance.now() - started > RESTORE_TIMEOUT_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
