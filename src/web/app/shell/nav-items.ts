import { Home, Info, Mail, ShoppingBag, type LucideIcon } from 'lucide-react';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

export const SIDE_NAV_ITEMS: NavItem[] = [
  { href: '/', label: 'Hem', icon: Home },
  { href: '/butik', label: 'Butik', icon: ShoppingBag },
  { href: '/om-oss', label: 'Om oss', icon: Info },
  { href: '/kontakt', label: 'Kontakt', icon: Mail },
];

/** The spec's side-menu breakpoint: below this width the side navigation is collapsed. */
export const SIDE_NAV_BREAKPOINT_PX = 1024;

/**
 * The active item by path prefix, at a segment boundary ('/butik' matches '/butik/x' but not
 * '/butiken'). Hem matches only the start page, otherwise it would be active everywhere.
 */
export function isNavItemActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
