import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** A link of a navigation column: where, its text and its icon. */
export interface NavListItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** A column of navigation links, the current page's marked (`aria-current`); the site's side navigation and the admin one. */
export function NavList<T extends NavListItem>({
  items,
  isActive,
  onNavigate,
}: {
  items: readonly T[];
  isActive: (item: T) => boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => {
        const { href, label, icon: Icon } = item;
        const active = isActive(item);
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
