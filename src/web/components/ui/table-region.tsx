import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A wide table's frame: a labelled, focusable region that scrolls sideways inside itself on a
 * narrow screen (by keyboard too), so the page never does.
 */
export function TableRegion({ label, className, ...props }: { label: string } & Omit<ComponentProps<'div'>, 'role' | 'tabIndex'>) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('relative overflow-x-auto rounded-xl border border-border bg-surface focus-visible:outline-3 focus-visible:outline-primary', className)}
      {...props}
    />
  );
}
