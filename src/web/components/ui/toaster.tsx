import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { TOAST_DURATION_MS, dismissToast, useToasts } from './toast-store';

/**
 * Radix's defaults are the spec's: swipe right to dismiss past 50 px, F8 focuses the region.
 * They are spelled out so a library default changing cannot change the product.
 *
 * Placement: never over the header or the menu (issue 17). On a phone the toast is a band just
 * below the sticky header (4rem tall, its text clamped to three lines; screen readers still get
 * all of it), away from the questionnaire's sticky Föregående/Nästa bar at the bottom. From 640 px
 * it sits at the bottom right as a card. It lies above the page and the header (z-30) but below a
 * dialog's overlay (z-40): an open menu sheet or dialog is never covered.
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
            'relative flex h-16 w-full items-center overflow-hidden border-b py-0.5 pl-4 pr-12 shadow-md animate-fade-in',
            'sm:h-auto sm:items-start sm:rounded-xl sm:border sm:p-4 sm:pr-12 sm:shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
            t.variant === 'destructive' && 'border-danger bg-danger-soft text-danger',
            t.variant === 'success' && 'border-primary bg-surface text-foreground',
            (t.variant ?? 'default') === 'default' && 'border-border bg-surface text-foreground',
          )}
        >
          <div className="text-sm leading-5 max-sm:line-clamp-3 sm:grid sm:gap-1 sm:text-base">
            <ToastPrimitive.Title className="inline font-semibold sm:block">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <>
                {' '}
                <ToastPrimitive.Description className="inline sm:block sm:text-sm">{t.description}</ToastPrimitive.Description>
              </>
            )}
          </div>
          <ToastPrimitive.Close
            className="absolute right-2 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md hover:bg-muted sm:top-2 sm:translate-y-0"
            aria-label="Stäng"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notiser ({hotkey})"
        className="fixed inset-x-0 top-16 z-[35] flex flex-col outline-none sm:inset-x-auto sm:bottom-0 sm:right-0 sm:top-auto sm:w-full sm:max-w-sm sm:gap-2 sm:p-4"
      />
    </ToastPrimitive.Provider>
  );
}
