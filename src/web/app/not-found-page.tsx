import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  usePageTitle('Sidan finns inte');
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">Fel 404</p>
      <h1 className="text-3xl font-bold">Sidan finns inte</h1>
      <p className="text-muted-foreground">Sidan du letar efter finns inte eller har flyttats. Kontrollera adressen, eller gå vidare härifrån.</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/">Till startsidan</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/assessment">Starta bedömningen</Link>
        </Button>
      </div>
    </div>
  );
}
