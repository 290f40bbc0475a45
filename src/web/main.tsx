import '@fontsource-variable/inter';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, startTransition, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './app/error-boundary';
import { appContainer, seedPrerenderedQueries } from './app/prerender-handoff';
import { RootLayout } from './app/root-layout';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
seedPrerenderedQueries(queryClient);
// The toast viewport is not needed to paint the first page: it loads once the page has loaded and
// the browser is idle, so that its code does not compete with the page's. Toasts raised before
// then wait in the store and appear when it mounts.
const Toaster = lazy(() => import('./components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** Runs `run` once the page has loaded and the browser is idle (at most a second later); returns a cancel. */
function whenPageLoadedAndIdle(run: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 1000 }) : window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}

function LateToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenPageLoadedAndIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

// A transition: React renders the app in slices of a few milliseconds, yielding to the browser
// between them, instead of in one long task (the page is on screen already when it was served
// with its content, so nothing waits for this render to finish in one go).
const root = createRoot(appContainer());
startTransition(() =>
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <RootLayout />
          </BrowserRouter>
          <LateToaster />
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>,
  ),
);
