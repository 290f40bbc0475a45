import { Menu, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { firstName, useAuth } from '../auth-provider';
import { Button } from '../../components/ui/button';
import { useSiteInfo } from '../site-info';
import { BrandMark } from './brand-mark';
import { START_LINK, showsStartLink } from './nav-items';
import { useCartCount } from './use-cart-count';

// The menu's dialog code loads the first time the menu is opened.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

function CartLink({ count }: { count: number }) {
  return (
    <Link
      to="/kundvagn"
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-foreground hover:bg-muted"
      aria-label={`Kundvagn, ${count} ${count === 1 ? 'vara' : 'varor'}`}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      <span
        className="tabular absolute right-0.5 top-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold text-white"
        aria-hidden="true"
      >
        {count}
      </span>
    </Link>
  );
}

export function Header() {
  const { user } = useAuth();
  const cartCount = useCartCount();
  const { brandName } = useSiteInfo();
  const [menuOpen, setMenuOpen] = useState(false);
  const startShown = showsStartLink(useLocation().pathname);

  return (
    <header className="sticky top-0 z-30 h-16 border-b border-border bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-full items-center justify-between gap-3 px-4">
        <Link to="/" className="flex items-center gap-2 rounded-lg text-lg font-bold text-primary" aria-label={`${brandName}, till startsidan`}>
          <BrandMark />
          <span>{brandName}</span>
        </Link>

        <div className="flex items-center gap-1 sm:gap-2">
          {startShown && (
            // From the md width; on a phone it leads the menu sheet (the header has no room).
            <div className="hidden md:block">
              <Button asChild variant="accent" size="sm">
                <Link to={START_LINK.to}>{START_LINK.label}</Link>
              </Button>
            </div>
          )}
          {user ? (
            <div className="hidden items-center gap-3 sm:flex">
              <span className="text-sm text-muted-foreground">Hej, {firstName(user)}</span>
              <Button asChild variant="outline" size="sm">
                <Link to="/mina-sidor">Mina sidor</Link>
              </Button>
            </div>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">Logga in</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/register">Registrera</Link>
              </Button>
            </div>
          )}
          <CartLink count={cartCount} />
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Öppna menyn" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <Menu className="size-6" aria-hidden="true" />
          </Button>
        </div>
      </div>

      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} cartCount={cartCount} startShown={startShown} />
        </Suspense>
      )}
    </header>
  );
}
