import { Home, Info, Mail, ShoppingBag, type LucideIcon } from 'lucide-react';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other routes that show the same screen (/about is /om-oss), active like the item itself. */
  aliases?: readonly string[];
}

export const SIDE_NAV_ITEMS: NavItem[] = [
  { href: '/', label: 'Hem', icon: Home },
  { href: '/butik', label: 'Butik', icon: ShoppingBag },
  { href: '/om-oss', label: 'Om oss', icon: Info, aliases: ['/about'] },
  { href: '/kontakt', label: 'Kontakt', icon: Mail, aliases: ['/contact'] },
];

/**
 * The active item by path prefix, at a segment boundary ('/butik' matches '/butik/x' but not
 * '/butiken'). Hem matches only the start page, otherwise it would be active everywhere.
 */
export function isNavItemActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The item is active on its own route or on any of its aliases. */
export function isNavEntryActive(item: Pick<NavItem, 'href' | 'aliases'>, pathname: string): boolean {
  return [item.href, ...(item.aliases ?? [])].some((href) => isNavItemActive(href, pathname));
}

/** The way into the assessment, in the header (from the md width) and first in the mobile menu (issue 17). */
export const START_LINK = { to: '/assessment', label: 'Starta bedömningen' } as const;

/** Not on the assessment itself, where it would only start what is already under way. */
export function showsStartLink(pathname: string): boolean {
  return !isNavItemActive(START_LINK.to, pathname);
}
