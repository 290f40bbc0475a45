import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const fieldClass =
  'w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-primary aria-[invalid=true]:border-danger';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'min-h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-32 resize-y', className)} {...props} />;
}
