import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SearchInput } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { discountsQuery } from './api';
import { DiscountForm } from './discount-form';
import { DiscountsTable } from './discounts-table';

/** The spec's discount codes screen: the creation form and every code, searchable by code. */
export function DiscountsPage() {
  const { brandName } = useSiteInfo();
  usePageTitle('Rabattkoder', brandName);
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-3xl font-bold">Rabattkoder</h1>
        <p className="text-muted-foreground">Skapa koder som kunderna skriver in när de köper rapporten, och stäng av dem som inte ska gälla längre.</p>
      </header>
      <section aria-labelledby="new-discount-heading">
        <Card>
          <h2 id="new-discount-heading" className="mb-4 text-xl font-semibold">
            Ny rabattkod
          </h2>
          <DiscountForm />
        </Card>
      </section>
      <AllDiscounts />
    </div>
  );
}

function AllDiscounts() {
  const discounts = useQuery(discountsQuery());
  const [search, setSearch] = useState('');
  const searchId = useId();
  const needle = search.trim().toLowerCase();
  const shown = discounts.data?.filter((d) => d.code.toLowerCase().includes(needle)) ?? [];

  // The spec's failure toast, once per failed load; the inline message below offers a retry.
  useEffect(() => {
    if (discounts.isError) toast({ title: 'Fel', description: 'Kunde inte ladda rabattkoder', variant: 'destructive' });
  }, [discounts.isError, discounts.errorUpdatedAt]);

  return (
    <section aria-labelledby="all-discounts-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="all-discounts-heading" className="text-xl font-semibold">
          Alla rabattkoder
        </h2>
        <div className="flex w-full flex-col gap-1.5 sm:w-72">
          <Label htmlFor={searchId} className="sr-only">
            Sök efter kod
          </Label>
          <SearchInput id={searchId} value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Sök efter kod..." />
        </div>
      </div>
      {discounts.isPending ? (
        <Spinner label="Laddar rabattkoder..." className="min-h-24" />
      ) : discounts.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger bg-danger-soft p-4">
          <p>Kunde inte ladda rabattkoder. Kontrollera anslutningen och försök igen.</p>
          <Button variant="outline" onClick={() => void discounts.refetch()}>
            Försök igen
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-border bg-surface p-4 text-muted-foreground" role="status">
          {needle ? 'Inga rabattkoder matchar sökningen' : 'Inga rabattkoder skapade än'}
        </p>
      ) : (
        <DiscountsTable discounts={shown} />
      )}
    </section>
  );
}
