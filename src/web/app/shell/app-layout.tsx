import { lazy, type ReactNode } from 'react';
import { PurchaseTermsContext } from '../../components/purchase-terms-context';
import { Footer } from './footer';
import { Header } from './header';
import { SideNav } from './side-nav';

// The purchase terms for the dialog over the checkout, loaded the first time it opens.
const PurchaseTermsBody = lazy(() => import('../../features/static-pages/pages').then((m) => ({ default: m.PurchaseTermsBody })));
const PURCHASE_TERMS = <PurchaseTermsBody />;

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <PurchaseTermsContext.Provider value={PURCHASE_TERMS}>
      <Shell>{children}</Shell>
    </PurchaseTermsContext.Provider>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Hoppa till innehållet
      </a>
      <Header />
      <div className="flex flex-1">
        <SideNav />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {children}
        </main>
      </div>
      <Footer />
    </div>
  );
}
