import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { TOAST_DURATION_MS, dismissToast, useToasts } from './toast-store';

/**
 * Radix's defaults are the spec's: swipe right to dismiss past 50 px, F8 focuses the region.
 * They are spelled out so a library default changing cannot change the product.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notis">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg animate-fade-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
            t.variant === 'destructive' && 'border-danger bg-danger-soft text-danger',
            t.variant === 'success' && 'border-primary bg-surface text-foreground',
            (t.variant ?? 'default') === 'default' && 'border-border bg-surface text-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close className="absolute right-2 top-2 inline-flex size-9 items-center justify-center rounded-md hover:bg-muted" aria-label="Stäng">
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport hotkey={['F8']} label="Notiser ({hotkey})" className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
