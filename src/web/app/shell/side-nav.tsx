import { useLocation } from 'react-router';
import { NavList } from '../../components/nav-list';
import { SIDE_NAV_ITEMS, isNavEntryActive } from './nav-items';

export function SideNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return <NavList items={SIDE_NAV_ITEMS} isActive={(item) => isNavEntryActive(item, pathname)} onNavigate={onNavigate} />;
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
