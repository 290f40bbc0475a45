import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * A loading state. `page`: it stands for the whole page while its code or data loads; a page
 * served with its content keeps that content until the spinner has gone (prerender-handoff.ts).
 */
export function Spinner({ label, className, page = false }: { label: string; className?: string; page?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-page-loading={page ? '' : undefined}
      className={cn('flex flex-col items-center justify-center gap-3 text-muted-foreground', className)}
    >
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
