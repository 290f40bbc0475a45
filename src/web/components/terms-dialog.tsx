import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Suspense, useContext, useState, type MouseEvent, type ReactNode } from 'react';
import { PurchaseTermsContext } from './purchase-terms-context';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

export const PURCHASE_TERMS_PATH = '/purchase-terms';

/**
 * A link to the purchase terms that does not leave the page (issue 17: the checkout kept its code
 * and tick): a plain click opens the terms in a dialog, a bottom sheet on a phone; a click with a
 * modifier, or a page without the terms at hand, opens them in a new tab.
 */
export function PurchaseTermsLink({ children, className }: { children: ReactNode; className?: string }) {
  const terms = useContext(PurchaseTermsContext);
  const [open, setOpen] = useState(false);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!terms || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a href={PURCHASE_TERMS_PATH} target="_blank" rel="noopener" onClick={onClick} className={className}>
        {children}
      </a>
      {terms && (
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 animate-fade-in" />
            <Dialog.Content
              className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-surface shadow-xl animate-fade-in sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[85dvh] sm:w-[min(42rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
              aria-describedby={undefined}
            >
              <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-3">
                <Dialog.Title className="text-xl font-bold">Köpvillkor</Dialog.Title>
                <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-muted" aria-label="Stäng köpvillkoren">
                  <X className="size-5" aria-hidden="true" />
                </Dialog.Close>
              </div>
              <div className="overflow-y-auto px-5 py-4">
                <Suspense fallback={<Spinner label="Hämtar köpvillkoren …" className="py-8" />}>{terms}</Suspense>
              </div>
              <div className="border-t border-border px-5 py-3">
                <Dialog.Close asChild>
                  <Button className="w-full sm:w-auto">Tillbaka till köpet</Button>
                </Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </>
  );
}
