import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import type { Discount } from '../../../shared/contracts/discounts';
import { formatKronor } from '../../../shared/domain/money';
import { Button } from '../../components/ui/button';
import { TableRegion } from '../../components/ui/table-region';
import { Switch } from '../../components/ui/switch';
import { cn } from '../../lib/cn';
import { toast } from '../../components/ui/toast-store';
import { adminKeys, setDiscountActive } from './api';

const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short' });

/** "2026-12-11": the Swedish date of an expiry, in Swedish time; '-' when there is none. */
export function formatExpiry(iso: string | null): string {
  return iso ? day.format(new Date(iso)) : '-';
}

/** "20 %" or "50 kr" (the value is the percent, or whole kronor). */
export function formatDiscountValue(d: Pick<Discount, 'type' | 'value'>): string {
  return d.type === 'PERCENT' ? `${d.value}\u00a0%` : formatKronor(d.value * 100);
}

/** "3/500", or "3/∞" when there is no maximum. */
export function formatUsage(d: Pick<Discount, 'redemptionCount' | 'maxRedemptions'>): string {
  return `${d.redemptionCount}/${d.maxRedemptions ?? '∞'}`;
}

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast({ title: 'Kopierad', description: `Kod ${code} kopierad till urklipp`, variant: 'success' });
  } catch {
    toast({ title: 'Fel', description: `Kunde inte kopiera koden. Markera ${code} och kopiera den själv.`, variant: 'destructive' });
  }
}

// The code stays in view while the rest of a row is scrolled to on a narrow screen.
const STICKY = 'sticky left-0 z-[1] after:absolute after:inset-y-0 after:right-0 after:w-px after:bg-slate-300';
const COLUMNS = ['Kod', 'Typ', 'Värde', 'Aktiv', 'Använd', 'Går ut', 'Per kund'];

/** The codes as a table; narrower than the table, it scrolls inside its own labelled region. */
export function DiscountsTable({ discounts }: { discounts: Discount[] }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setDiscountActive(id, active),
    onSuccess: async (updated) => {
      toast({
        title: updated.active ? 'Aktiverad' : 'Inaktiverad',
        description: `Kod ${updated.code} är nu ${updated.active ? 'aktiv' : 'inaktiv'}`,
        variant: 'success',
      });
      queryClient.setQueryData<Discount[]>(adminKeys.discounts(), (list) => list?.map((d) => (d.id === updated.id ? updated : d)));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: () => toast({ title: 'Fel', description: 'Kunde inte uppdatera rabattkod', variant: 'destructive' }),
  });
  const busyId = toggle.isPending ? toggle.variables.id : null;

  return (
    <TableRegion label="Tabell över rabattkoderna">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-muted">
          <tr>
            {COLUMNS.map((c, i) => (
              <th key={c} scope="col" className={cn('p-3 whitespace-nowrap', i === 0 && STICKY, 'bg-muted')}>
                {c}
              </th>
            ))}
            <th scope="col" className="p-3">
              <span className="sr-only">Kopiera</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {discounts.map((d) => (
            <tr key={d.id} className="border-t border-border">
              <th scope="row" className={cn('bg-surface p-3 font-mono font-semibold whitespace-nowrap', STICKY)}>
                {d.code}
              </th>
              <td className="p-3">{d.type === 'PERCENT' ? 'Procent' : 'Fast'}</td>
              <td className="p-3 whitespace-nowrap tabular-nums">{formatDiscountValue(d)}</td>
              <td className="p-3">
                <Switch
                  checked={d.active}
                  aria-label={`Aktiv: ${d.code}`}
                  disabled={busyId === d.id}
                  onCheckedChange={(active) => toggle.mutate({ id: d.id, active })}
                />
              </td>
              <td className="p-3 whitespace-nowrap tabular-nums">{formatUsage(d)}</td>
              <td className="p-3 whitespace-nowrap tabular-nums">{formatExpiry(d.expiresAt)}</td>
              <td className="p-3 tabular-nums">{d.perUserLimit ?? '-'}</td>
              <td className="p-1.5">
                <Button variant="ghost" size="sm" aria-label={`Kopiera ${d.code}`} onClick={() => void copyCode(d.code)}>
                  <Copy aria-hidden="true" /> Kopiera
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
