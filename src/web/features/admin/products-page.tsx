import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Pencil, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AdminProduct } from '../../../shared/contracts/products';
import { formatKronorExact } from '../../../shared/domain/money';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { TableRegion } from '../../components/ui/table-region';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/cn';
import { adminProductsQuery } from './api';
import { ProductForm } from './product-form';

/** Which product the form edits: a new one, or one of the list by id. */
type Editing = { kind: 'new'; round: number } | { kind: 'edit'; id: string };

/** The products screen: every product (hidden ones marked 'Dold'), and one form to create or change one. */
export function ProductsPage() {
  const { brandName } = useSiteInfo();
  usePageTitle('Produkter', brandName);
  const products = useQuery(adminProductsQuery());
  const [editing, setEditing] = useState<Editing>({ kind: 'new', round: 0 });
  const formRef = useRef<HTMLDivElement>(null);
  const product = editing.kind === 'edit' ? (products.data?.find((p) => p.id === editing.id) ?? null) : null;

  useEffect(() => {
    if (products.isError) toast({ title: 'Fel', description: 'Kunde inte ladda produkterna', variant: 'destructive' });
  }, [products.isError, products.errorUpdatedAt]);

  /** Opens the form for a product (or a new one) and moves focus to its first field. */
  function edit(next: Editing) {
    setEditing(next);
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView?.({ block: 'start' });
      formRef.current?.querySelector('input')?.focus({ preventScroll: true });
    });
  }
  const fresh = () => edit({ kind: 'new', round: (editing.kind === 'new' ? editing.round : 0) + 1 });

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Produkter</h1>
          <p className="text-muted-foreground">Det som säljs i butiken. En ändring av pris eller text syns direkt i butiken och i kassan.</p>
        </div>
        <Button onClick={fresh}>
          <Plus aria-hidden="true" /> Ny produkt
        </Button>
      </header>
      <section aria-labelledby="all-products-heading" className="flex flex-col gap-3">
        <h2 id="all-products-heading" className="text-xl font-semibold">
          Alla produkter
        </h2>
        {products.isPending ? (
          <Spinner label="Laddar produkter..." className="min-h-24" />
        ) : products.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger bg-danger-soft p-4">
            <p>Kunde inte ladda produkterna. Kontrollera anslutningen och försök igen.</p>
            <Button variant="outline" onClick={() => void products.refetch()}>
              Försök igen
            </Button>
          </div>
        ) : products.data.length === 0 ? (
          <p className="rounded-xl border border-border bg-surface p-4 text-muted-foreground" role="status">
            Inga produkter skapade än
          </p>
        ) : (
          <ProductsTable products={products.data} editingId={product?.id ?? null} onEdit={(id) => edit({ kind: 'edit', id })} />
        )}
      </section>
      <div ref={formRef} className="scroll-mt-4">
        <Card>
          <ProductForm
            key={product ? product.id : `new-${editing.kind === 'new' ? editing.round : 0}`}
            product={product}
            onSaved={(saved) => setEditing({ kind: 'edit', id: saved.id })}
            onCancel={() => setEditing({ kind: 'new', round: (editing.kind === 'new' ? editing.round : 0) + 1 })}
          />
        </Card>
      </div>
    </div>
  );
}

const COLUMNS = ['Pris', 'Jämförpris', 'Status', 'Etiketter'];

function ProductsTable({ products, editingId, onEdit }: { products: AdminProduct[]; editingId: string | null; onEdit: (id: string) => void }) {
  return (
    <TableRegion label="Tabell över produkterna">
      <table className="w-full min-w-[42rem] text-left text-sm">
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="p-3">
              Produkt
            </th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="p-3 whitespace-nowrap">
                {c}
              </th>
            ))}
            <th scope="col" className="p-3">
              <span className="sr-only">Åtgärder</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id} className={cn('border-t border-border', p.id === editingId && 'bg-primary-soft')}>
              <th scope="row" className="p-3 font-normal">
                <span className="block font-semibold">{p.name}</span>
                <span className="block font-mono text-xs text-muted-foreground">/produkt/{p.slug}</span>
              </th>
              <td className="tabular p-3 whitespace-nowrap">{formatKronorExact(p.price)}</td>
              <td className="tabular p-3 whitespace-nowrap">{p.compareAtPrice === null ? '-' : formatKronorExact(p.compareAtPrice)}</td>
              <td className="p-3">
                <span className="flex flex-wrap gap-1">
                  <Badge tone={p.isActive ? 'ok' : 'muted'}>{p.isActive ? 'Synlig' : 'Dold'}</Badge>
                  {p.isFeatured && <Badge tone="accent">Populär</Badge>}
                </span>
              </td>
              <td className="p-3">{p.tags.length ? p.tags.join(', ') : '-'}</td>
              <td className="p-3">
                <span className="flex flex-wrap justify-end gap-2">
                  <Button variant="outline" size="sm" onClick={() => onEdit(p.id)} aria-label={`Redigera ${p.name}`}>
                    <Pencil aria-hidden="true" /> Redigera
                  </Button>
                  {p.isActive && (
                    <Link
                      to={`/produkt/${p.slug}`}
                      className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
                      aria-label={`Visa ${p.name} i butiken`}
                    >
                      <ExternalLink aria-hidden="true" className="size-4" /> Visa
                    </Link>
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

const TONES = {
  ok: 'border-primary bg-primary-soft text-primary',
  muted: 'border-slate-500 bg-muted text-foreground',
  accent: 'border-accent bg-warning-soft text-accent-hover',
} as const;

function Badge({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[tone])}>{children}</span>;
}
