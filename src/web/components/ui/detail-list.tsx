import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Labels and their values, in a grid (`className` sets the columns and the gap). */
export function DetailList({ items, className }: { items: readonly (readonly [label: string, value: ReactNode])[]; className?: string }) {
  return (
    <dl className={cn('grid', className)}>
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
