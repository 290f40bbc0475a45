import '@fontsource-variable/inter';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { TooltipProvider } from './components/ui/tooltip';
import { ErrorBoundary } from './app/error-boundary';
import { RootLayout } from './app/root-layout';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
// The toast viewport is not needed to paint the first page: it loads right after. Toasts raised
// before then wait in the store and appear when it mounts.
const Toaster = lazy(() => import('./components/ui/toaster').then((m) => ({ default: m.Toaster })));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <BrowserRouter>
            <RootLayout />
          </BrowserRouter>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </TooltipProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
