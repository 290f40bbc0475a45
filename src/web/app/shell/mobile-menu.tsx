import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { useAuth } from '../auth-provider';
import { START_LINK } from './nav-items';
import { SideNavLinks } from './side-nav';

/** The 'Meny' sheet on narrow screens: the side navigation, the account links and the cart. */
export function MobileMenu({
  open,
  onOpenChange,
  cartCount,
  startShown,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cartCount: number;
  startShown: boolean;
}) {
  const { user, signOut } = useAuth();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Meny" description="Navigering och konto">
      <nav aria-label="Mobilmeny" className="flex flex-col gap-4">
        {startShown && (
          <Button asChild variant="accent">
            <Link to={START_LINK.to} onClick={close}>
              {START_LINK.label}
            </Link>
          </Button>
        )}
        <SideNavLinks onNavigate={close} />
        <hr className="border-border" />
        {user ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-muted-foreground">
              Inloggad som <strong className="text-foreground">{user.name || user.email}</strong>
            </p>
            <Button asChild variant="outline">
              <Link to="/mina-sidor" onClick={close}>
                Mina sidor
              </Link>
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                close();
                signOut();
              }}
            >
              Logga ut
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <Button asChild variant="outline">
              <Link to="/login" onClick={close}>
                Logga in
              </Link>
            </Button>
            <Button asChild>
              <Link to="/register" onClick={close}>
                Registrera
              </Link>
            </Button>
          </div>
        )}
        <Button asChild variant="ghost">
          <Link to="/kundvagn" onClick={close}>
            Kundvagn ({cartCount})
          </Link>
        </Button>
      </nav>
    </Sheet>
  );
}
