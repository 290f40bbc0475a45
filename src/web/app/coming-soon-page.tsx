import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { usePageTitle } from './use-page-title';

/** Stands in for a screen whose issue has not been built yet, and says so plainly. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      <div className="flex items-start gap-3 rounded-xl border border-border bg-info-soft p-4">
        <Construction className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p>Den här delen av tjänsten byggs just nu och öppnar snart. Under tiden kan du läsa om hur det fungerar eller kontakta oss.</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/how-it-works">Så fungerar det</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/kontakt">Kontakta oss</Link>
        </Button>
      </div>
    </div>
  );
}
