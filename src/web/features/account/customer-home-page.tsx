import { FileText, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuth } from '../../lib/auth-provider';
import { usePageTitle } from '../../lib/use-page-title';

/** 'Mina rapporter': the customer's home (/customer and /mina-sidor). */
export function CustomerHomePage() {
  usePageTitle('Mina rapporter');
  const { user, signOut } = useAuth();

  if (!user) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
        <h1 className="text-3xl font-bold">Mina rapporter</h1>
        <p className="text-lg">Logga in för att se dina rapporter</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/login">Logga in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/register">Skapa konto</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="font-semibold text-primary">Mina rapporter</p>
          <h1 className="text-3xl font-bold">Välkommen, {user.name || user.email}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {user.role === 'admin' && (
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden="true" /> Admin Dashboard
              </Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/profile">
              <UserRound aria-hidden="true" /> Min profil
            </Link>
          </Button>
          <Button variant="ghost" onClick={() => signOut()}>
            <LogOut aria-hidden="true" /> Logga ut
          </Button>
        </div>
      </header>

      <section aria-labelledby="reports-heading" className="flex flex-col gap-3">
        <h2 id="reports-heading" className="text-xl font-bold">
          Dina rapporter
        </h2>
        <Card className="flex flex-col items-start gap-3">
          <FileText className="size-8 text-primary" aria-hidden="true" />
          <p className="font-semibold">Du har inga rapporter än</p>
          <p className="text-muted-foreground">Gör bedömningen (5–10 minuter). När du har köpt din rapport hittar du den här och i din e-post.</p>
          <Button asChild>
            <Link to="/assessment">Starta bedömningen</Link>
          </Button>
        </Card>
      </section>
    </div>
  );
}
