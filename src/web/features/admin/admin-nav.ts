import { ClipboardList, FileText, FileUp, LayoutDashboard, ListChecks, Package, Percent, Receipt, Users, Wrench } from 'lucide-react';
import type { NavListItem } from '../../components/nav-list';

/**
 * The admin side navigation: every admin screen of the spec (§2). The assessment detail page
 * (/assessment-details/:assessmentId) needs an assessment, so it is reached from the customer list.
 */
export const ADMIN_NAV_ITEMS: NavListItem[] = [
  { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/template-upload', label: 'Mall', icon: FileUp },
  { href: '/template-manager', label: 'Mallhantering', icon: FileText },
  { href: '/admin/templates', label: 'Mallar (admin)', icon: ClipboardList },
  { href: '/question-editor', label: 'Frågeredigerare', icon: ListChecks },
  { href: '/customer-search', label: 'Kundhantering', icon: Users },
  { href: '/admin/discounts', label: 'Rabattkoder', icon: Percent },
  { href: '/admin/products', label: 'Produkter', icon: Package },
  { href: '/admin/orders', label: 'Ordrar', icon: Receipt },
  { href: '/admin/developer-panel', label: 'Utvecklarverktyg', icon: Wrench },
];

/** The item of the current page: an exact match, or the customer list for an assessment's details. */
export function isAdminItemActive(href: string, pathname: string): boolean {
  if (href === '/customer-search' && pathname.startsWith('/assessment-details/')) return true;
  return pathname === href;
}
