import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from './auth-provider';

/**
 * The admin guard (admin-and-commerce §2): a guest goes to /login, a signed-in non-admin to
 * /customer, an admin sees the screen. A convenience only: the server checks the role on every call.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isChecking } = useAuth();
  if (isChecking) return <Spinner label="Verifierar behörighet..." className="min-h-[50vh]" />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.role !== 'admin') return <Navigate to="/customer" replace />;
  return <>{children}</>;
}
