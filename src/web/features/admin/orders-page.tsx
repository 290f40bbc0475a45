import { useQuery } from '@tanstack/react-query';
import { Receipt, Search } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES } from '../../../shared/contracts/payments';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { fieldClass, Input, SearchInput } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { ordersQuery, type OrderListParams } from './api';
import { filtersFromUrl, Pager, pageFromUrl, usedFilters } from './list-in-url';
import { ORDER_STATUS_LABELS, OrdersTable } from './orders-table';

const TITLE = 'Ordrar';

/** The filters as the URL holds them; empty and 'all' are the defaults, left out of the URL and of the call. */
interface Filters {
  q: string;
  status: string;
  dateFrom: string;
  dateTo: string;
}
const DEFAULTS: Filters = { q: '', status: 'all', dateFrom: '', dateTo: '' };
const FILTER_KEYS = Object.keys(DEFAULTS) as (keyof Filters)[];

/** The call's query: each filter only when it is used, and the page. */
export function orderQueryOf(filters: Filters, page: number): OrderListParams {
  return { ...usedFilters(filters), page: String(page) } as OrderListParams;
}

/** The admin's orders: filters and search in the URL, server paging, and each order's actions by its state. */
export function OrdersPage() {
  const { brandName } = useSiteInfo();
  usePageTitle(TITLE, brandName);
  const [params, setParams] = useSearchParams();
  const applied = filtersFromUrl(params, DEFAULTS);
  const page = pageFromUrl(params);
  const orders = useQuery(ordersQuery(orderQueryOf(applied, page)));

  const apply = (filters: Filters) => setParams(new URLSearchParams(usedFilters(filters)));
  const toPage = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Receipt className="size-7 text-primary" aria-hidden="true" /> {TITLE}
        </h1>
        <p className="text-muted-foreground">Se alla köp, skapa en rapport igen, avbryt obetalda ordrar och återbetala betalda.</p>
      </header>
      <FilterPanel
        key={FILTER_KEYS.map((k) => applied[k]).join('\u0000')}
        applied={applied}
        error={orders.error}
        onApply={apply}
        onClear={() => setParams(new URLSearchParams())}
      />
      {orders.isPending ? (
        <Spinner label="Hämtar ordrar..." className="min-h-24" />
      ) : orders.isError ? (
        orders.error instanceof ApiError && orders.error.status === 400 ? null : (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger bg-danger-soft p-4">
            <p>Det gick inte att hämta ordrarna. Kontrollera anslutningen och försök igen.</p>
            <Button variant="outline" onClick={() => void orders.refetch()}>
              Försök igen
            </Button>
          </div>
        )
      ) : (
        <section aria-labelledby="orders-heading" className="flex flex-col gap-3">
          <h2 id="orders-heading" className="text-xl font-semibold">
            {applied.q.trim() ? `Sökresultat för ”${applied.q.trim()}”` : 'Alla ordrar'}
          </h2>
          {orders.data.orders.length === 0 ? (
            <p role="status" className="rounded-xl border border-border bg-surface p-4 text-muted-foreground">
              {orders.data.total > 0 ? 'Sidan finns inte. Gå till första sidan.' : 'Inga ordrar hittades'}
            </p>
          ) : (
            <>
              <OrdersTable orders={orders.data.orders} />
              <Pager
                page={orders.data.page}
                pageSize={orders.data.pageSize}
                shown={orders.data.orders.length}
                total={orders.data.total}
                noun="ordrar"
                onPage={toPage}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}

function FilterPanel({ applied, error, onApply, onClear }: { applied: Filters; error: Error | null; onApply: (f: Filters) => void; onClear: () => void }) {
  const [draft, setDraft] = useState<Filters>(applied);
  const id = useId();
  const fields: Record<string, string> = error instanceof ApiError && error.status === 400 ? { ...error.fields } : {};
  // A 400 about no field shown here (the page in the URL) still shows, beside the search box.
  if (error instanceof ApiError && error.status === 400 && !FILTER_KEYS.some((k) => fields[k]))
    fields.q = error.serverMessage ?? 'Sökningen gick inte att göra.';
  const set = (key: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} noValidate aria-label="Filtrera ordrar" className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-[2fr_1fr_1fr_1fr]">
          <Field id={`${id}-q`} label="Sök order, kvitto eller e-post" error={fields.q}>
            {(props) => <SearchInput {...props} value={draft.q} onChange={(e) => set('q')(e.target.value)} placeholder="Nummer eller e-post..." />}
          </Field>
          <Field id={`${id}-status`} label="Status" error={fields.status}>
            {(props) => (
              <select {...props} value={draft.status} onChange={(e) => set('status')(e.target.value)} className={cn(fieldClass, 'min-h-11')}>
                <option value="all">Alla</option>
                {ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {ORDER_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-from`} label="Från och med" error={fields.dateFrom}>
            {(props) => <Input {...props} type="date" value={draft.dateFrom} onChange={(e) => set('dateFrom')(e.target.value)} />}
          </Field>
          <Field id={`${id}-to`} label="Till och med" error={fields.dateTo}>
            {(props) => <Input {...props} type="date" value={draft.dateTo} onChange={(e) => set('dateTo')(e.target.value)} />}
          </Field>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">
            <Search aria-hidden="true" /> Sök
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setDraft(DEFAULTS);
              onClear();
            }}
          >
            Rensa
          </Button>
        </div>
      </form>
    </Card>
  );
}

type FieldProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A label, the control, and the server's message beside it. */
function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  className?: string;
  children: (props: FieldProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
