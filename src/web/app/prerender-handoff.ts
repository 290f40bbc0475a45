import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';

/**
 * The public pages come from the server with their content already in #root (decision 0046,
 * src/web/prerender.tsx), readable before and without JavaScript. The app does not hydrate that
 * markup: it renders into a detached element and swaps it in, in one step, when the routes first
 * show a page (PrerenderHandoff), not a loading spinner. Until then the served page stays as it is, with no spinner
 * between; the served form controls are disabled, so nothing typed into them is lost.
 */
let pending: { served: HTMLElement; app: HTMLElement; timer: number } | null = null;

/** The longest the served page waits for the app; shown anyway if no page comes (an error above the routes). */
const HANDOFF_TIMEOUT_MS = 10_000;

/** The element the app renders into: #root, or a new one that replaces a prerendered #root on handoff. */
export function appContainer(): HTMLElement {
  const served = document.getElementById('root')!;
  if (!served.hasAttribute('data-prerendered')) return served;
  const app = document.createElement('div');
  pending = { served, app, timer: window.setTimeout(handOverPrerendered, HANDOFF_TIMEOUT_MS) };
  return app;
}

/** Puts the app in the served page's place (once; nothing when the page was not prerendered). */
export function handOverPrerendered(): void {
  if (!pending) return;
  const { served, app, timer } = pending;
  pending = null;
  window.clearTimeout(timer);
  served.replaceWith(app);
  app.id = 'root';
}

/**
 * Hands over once the app shows its page: now, or when the page's own loading spinner (questions
 * still on their way) has gone. The observer's callback runs before the browser paints that change.
 */
function handOverWhenShown(): void {
  if (!pending) return;
  const { app } = pending;
  const loading = () => app.querySelector('[data-page-loading]') !== null;
  if (!loading()) return handOverPrerendered();
  const observer = new MutationObserver(() => {
    if (loading() && pending) return;
    observer.disconnect();
    handOverPrerendered();
  });
  observer.observe(app, { childList: true, subtree: true });
}

/** Rendered beside the routes: its layout effect runs in the commit that shows the first page, before the browser paints. */
export function PrerenderHandoff(): null {
  useLayoutEffect(handOverWhenShown, []);
  return null;
}

/** The query data the server rendered the page with (the shop's products): the app starts with it instead of loading it again. */
export function seedPrerenderedQueries(client: QueryClient): void {
  const text = document.getElementById('prerendered-queries')?.textContent;
  if (!text) return;
  try {
    for (const [key, data] of JSON.parse(text) as [QueryKey, unknown][]) client.setQueryData(key, data);
  } catch {
    // Unreadable: the pages load their data themselves.
  }
}
