import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { SIDE_NAV_ITEMS, isNavEntryActive } from './nav-items';

export function SideNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-col gap-1">
      {SIDE_NAV_ITEMS.map((item) => {
        const { href, label, icon: Icon } = item;
        const active = isNavEntryActive(item, pathname);
        return (
          <li key={href}>
            <Link
              to={href}
              onClick={onNavigate}
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
 * On wide screens a column that runs the full height of the page (down to the footer), with the
 * links sticky at its top; below 1024 px it collapses into the header's menu sheet.
 */
export function SideNav() {
  return (
    <div className="hidden w-56 shrink-0 border-r border-border bg-surface lg:block">
      <nav aria-label="Huvudmeny" className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto px-3 py-6">
        <SideNavLinks />
      </nav>
    </div>
  );
}
