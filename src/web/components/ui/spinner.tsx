import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex flex-col items-center justify-center gap-3 text-muted-foreground', className)}>
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
