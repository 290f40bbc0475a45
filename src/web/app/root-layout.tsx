import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { AuthProvider, useAuth } from './auth-provider';
import { AppRoutes } from './router';
import { ScrollRestoration } from './scroll-restoration';
import { AppLayout } from './shell/app-layout';

export function FullPageSpinner() {
  return (
    <div className="fixed inset-0 flex items-center justify-center bg-background">
      <Spinner label="Laddar applikation..." />
    </div>
  );
}

function AuthGate() {
  const { isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  return (
    <AppLayout>
      <AppRoutes />
    </AppLayout>
  );
}

/** Inside the router: the auth state (which needs navigation for logout), then the shell. */
export function RootLayout() {
  // useNavigate's function changes with every location; the provider needs a stable one.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const go = useCallback((to: string) => void navigateRef.current(to), []);
  return (
    <AuthProvider navigate={go}>
      <ScrollRestoration />
      <AuthGate />
    </AuthProvider>
  );
}
