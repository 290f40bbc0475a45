import { LogOut, Menu, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../app/auth-provider';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ADMIN_NAV_ITEMS, isAdminItemActive } from './admin-nav';

function AdminNavLinks() {
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_NAV_ITEMS.map(({ href, label, icon: Icon }) => {
        const active = isAdminItemActive(href, pathname);
        return (
          <li key={href}>
            <Link
              to={href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium transition-colors',
                active ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The admin area's layout, which every admin screen renders in: the admin side navigation, the
 * signed-in admin's name and a logout button. At 1024 px and wider the navigation is a column;
 * narrower it collapses behind the 'Adminmeny' button and closes when a link is followed.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { user, signOut } = useAuth();
  const { pathname } = useLocation();
  // The page the menu was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const navId = useId();

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 lg:flex-row lg:gap-8">
      <div className="lg:w-60 lg:shrink-0">
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-surface p-3">
          <p className="min-w-0 text-sm">
            <span className="block text-muted-foreground">Inloggad som</span>
            <span className="block truncate font-semibold" data-testid="admin-user-name">
              {user?.name}
            </span>
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => signOut()}>
              <LogOut aria-hidden="true" /> Logga ut
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="lg:hidden"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => setOpenOn(open ? null : pathname)}
            >
              {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />} Adminmeny
            </Button>
          </div>
        </div>
        <nav id={navId} aria-label="Adminmeny" className={cn('mt-3 rounded-xl border border-border bg-surface p-2 lg:block', open ? 'block' : 'hidden')}>
          <AdminNavLinks />
        </nav>
      </div>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
