import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

export interface FeatureTile {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Three (or more) points, each an icon, a short heading and a sentence (the landing page, the shop). */
export function FeatureTiles({ items, boxed = false }: { items: readonly FeatureTile[]; boxed?: boolean }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cn('flex flex-col gap-3', boxed && 'rounded-2xl border border-border bg-surface p-6')}>
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-bold">{title}</h3>
          <p className="text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Under what is sold: the product does not replace care, and where to read when to seek it. */
export function CareDisclaimer({ brandName }: { brandName: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      {brandName} ersätter inte vården. Har du svåra eller långvariga besvär, kontakta en läkare eller fysioterapeut.{' '}
      <Link to="/medical-info" className="text-primary underline underline-offset-4">
        När ska jag söka vård?
      </Link>
    </p>
  );
}
