import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from './auth-provider';
import { usePageTitle } from './use-page-title';

/**
 * The admin guard (admin-and-commerce §2): a guest goes to /login, a signed-in non-admin to
 * /customer, an admin sees the screen. A convenience only: the server checks the role on every call.
 *
 * A non-admin's role is asked of the server once more before they are sent away: the role kept in
 * the browser may be older than the account's (promoted by `npm run create-admin` meanwhile). When
 * the server says the address is one of ADMIN_EMAILS but the account has no admin role
 * (`adminPending`), the spec's 'Session behöver uppdateras' screen is shown instead.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isChecking, refreshUser } = useAuth();
  const [refreshed, setRefreshed] = useState(false);
  const needsRefresh = !isChecking && !!user && user.role !== 'admin' && !refreshed;

  useEffect(() => {
    if (!needsRefresh) return;
    let current = true;
    void refreshUser('me').finally(() => current && setRefreshed(true));
    return () => {
      current = false;
    };
  }, [needsRefresh, refreshUser]);

  if (isChecking || needsRefresh) return <Spinner label="Verifierar behörighet..." className="min-h-[50vh]" />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.role === 'admin') return <>{children}</>;
  if (user.adminPending) return <SessionNeedsRefresh />;
  return <Navigate to="/customer" replace />;
}

/** The spec's screen for an admin address whose session has no admin role: 'Logga in igen' starts afresh. */
function SessionNeedsRefresh() {
  usePageTitle('Session behöver uppdateras');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const logInAgain = () => {
    signOut({ redirect: false });
    // The spec: everything this browser kept is cleared before the new login.
    try {
      localStorage.clear();
    } catch {
      // Storage may be unavailable (private mode); the session is ended either way.
    }
    navigate('/login', { replace: true });
  };
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-accent" />
      <h1 className="text-2xl font-bold">Session behöver uppdateras</h1>
      <p>Din session saknar admin-behörighet. Vänligen logga in igen för att komma åt admin-funktioner.</p>
      <p className="text-sm text-muted-foreground">
        Har adressen nyss lagts till som administratör? Då behöver kontot först göras till administratör (npm run create-admin).
      </p>
      <Button onClick={logInAgain}>Logga in igen</Button>
    </div>
  );
}
