import { LogOut, Menu, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../app/auth-provider';
import { NavList } from '../../components/nav-list';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ADMIN_NAV_ITEMS, isAdminItemActive } from './admin-nav';

function AdminNavLinks() {
  const { pathname } = useLocation();
  return <NavList items={ADMIN_NAV_ITEMS} isActive={(item) => isAdminItemActive(item.href, pathname)} />;
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
