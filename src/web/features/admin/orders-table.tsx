import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import type { AdminOrder, ReportState } from '../../../shared/contracts/admin-orders';
import type { OrderSummary } from '../../../shared/contracts/payments';
import { formatKronorExact } from '../../../shared/domain/money';
import { Button } from '../../components/ui/button';
import { fieldClass } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { TableRegion } from '../../components/ui/table-region';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useOrderAction, type OrderAction } from './api';

const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short' });
const formatDay = (iso: string | null) => (iso ? day.format(new Date(iso)) : '–');

export const ORDER_STATUS_LABELS: Record<OrderSummary['status'], string> = {
  created: 'Skapad',
  authorized: 'Granskas',
  paid: 'Betald',
  fulfilled: 'Levererad',
  failed: 'Misslyckad',
  cancelled: 'Avbruten',
  refunded: 'Återbetald',
};
const STATUS_STYLE: Record<OrderSummary['status'], string> = {
  created: 'bg-muted text-foreground',
  authorized: 'bg-warning-soft text-amber-950',
  paid: 'bg-primary-soft text-primary',
  fulfilled: 'bg-primary-soft text-primary',
  failed: 'bg-danger-soft text-danger',
  cancelled: 'bg-muted text-muted-foreground',
  refunded: 'bg-info-soft text-foreground',
};
/** A held order whose payment's outcome Klarna did not tell (decision 0047): what the admin does. */
export const PAYMENT_OUTCOME_LABELS: Record<NonNullable<AdminOrder['paymentOutcome']>, string> = {
  reconciling: 'Betalning okänd – väntar på svar från Klarna',
  check: 'Betalning okänd – kontrollera ordern i Klarnas portal',
};
const REPORT_LABELS: Record<ReportState, string> = { none: '–', pending: 'Skapas', ready: 'Klar', failed: 'Misslyckades' };
const PROVIDERS: Record<AdminOrder['provider'], string> = { klarna: 'Klarna', test: 'Testbetalning' };
const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
const COLUMNS = ['Order', 'Kund', 'Belopp', 'Status', 'Betalning', 'Kvitto', 'Rapport', 'Kreditnota'];

/** Whether any action fits the order's state (the same rules as the buttons below). */
const canAct = (o: AdminOrder) => o.status === 'created' || o.status === 'authorized' || o.status === 'paid' || o.status === 'fulfilled';

type Confirming = { order: AdminOrder; action: 'cancel' | 'refund' };

/** The orders of one page, each with the actions its state allows; cancel and refund are confirmed first. */
export function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  const action = useOrderAction();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const run = (order: AdminOrder, what: OrderAction, reason?: string) =>
    action.mutate(
      { id: order.id, action: what, reason },
      {
        onSuccess: (res) => {
          setConfirming(null);
          toast({ title: 'Klart', description: res.message, variant: 'success' });
        },
        onError: (err) => {
          setConfirming(null);
          toast({
            title: 'Fel',
            description: err instanceof ApiError ? (err.serverMessage ?? 'Något gick fel. Försök igen.') : 'Kontrollera anslutningen och försök igen.',
            variant: 'destructive',
          });
        },
      },
    );
  const busy = (order: AdminOrder) => action.isPending && action.variables?.id === order.id;

  return (
    <>
      <TableRegion label="Tabell över ordrarna">
        <table className="w-full min-w-[58rem] text-left text-sm">
          <thead className="bg-muted">
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="p-3 whitespace-nowrap">
                  {c}
                </th>
              ))}
              <th scope="col" className="p-3 whitespace-nowrap">
                Åtgärder
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id} className="border-t border-border align-top" data-order={o.orderNumber}>
                <th scope="row" className="p-3 font-semibold whitespace-nowrap tabular-nums">
                  {o.orderNumber}
                  <br />
                  <span className="font-normal text-muted-foreground">{formatDay(o.createdAt)}</span>
                </th>
                <td className="min-w-[13rem] p-3">
                  {o.customer ? (
                    <>
                      <span className="font-medium">{o.customer.name}</span>
                      <br />
                      <span className="text-muted-foreground [overflow-wrap:anywhere]">{o.customer.email}</span>
                    </>
                  ) : (
                    <span className="text-muted-foreground">Raderat konto</span>
                  )}
                </td>
                <td className="p-3 whitespace-nowrap tabular-nums">
                  {formatKronorExact(o.total)}
                  <br />
                  <span className="text-muted-foreground">varav moms {formatKronorExact(o.vat)}</span>
                  {o.discount && (
                    <>
                      <br />
                      <span className="text-muted-foreground">
                        Rabatt {o.discount.code ?? ''} −{formatKronorExact(o.discount.amount)}
                      </span>
                    </>
                  )}
                </td>
                <td className="p-3 whitespace-nowrap">
                  <span className={cn(badge, STATUS_STYLE[o.status])}>{ORDER_STATUS_LABELS[o.status]}</span>
                  {o.paymentOutcome && (
                    <>
                      <br />
                      <span className={cn(badge, 'mt-1 whitespace-normal bg-danger-soft text-danger')}>{PAYMENT_OUTCOME_LABELS[o.paymentOutcome]}</span>
                    </>
                  )}
                  {o.paidAt && (
                    <>
                      <br />
                      <span className="text-muted-foreground tabular-nums">Betald {formatDay(o.paidAt)}</span>
                    </>
                  )}
                </td>
                <td className="max-w-[11rem] p-3">
                  {PROVIDERS[o.provider]}
                  {o.providerReference && (
                    <span className="block truncate font-mono text-xs text-muted-foreground" title={o.providerReference}>
                      {o.providerReference}
                    </span>
                  )}
                </td>
                <td className="p-3 tabular-nums">{o.receiptNumber ?? '–'}</td>
                <td className="p-3 whitespace-nowrap">{REPORT_LABELS[o.reportState]}</td>
                <td className="p-3 whitespace-nowrap tabular-nums">
                  {o.creditNote ? (
                    <>
                      Nr {o.creditNote.creditNoteNumber}
                      <br />
                      <span className="text-muted-foreground">{formatKronorExact(o.creditNote.total)}</span>
                    </>
                  ) : (
                    '–'
                  )}
                </td>
                <td className="p-1.5">
                  <div className="flex flex-col items-start gap-1.5">
                    {!canAct(o) && <span className="p-1.5 text-muted-foreground">–</span>}
                    {(o.status === 'paid' || o.status === 'fulfilled') && o.reportState === 'failed' && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy(o)}
                        onClick={() => run(o, 'retry-report')}
                        aria-label={`Skapa rapport igen för order ${o.orderNumber}`}
                      >
                        Skapa rapport igen
                      </Button>
                    )}
                    {(o.status === 'created' || o.status === 'authorized') && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy(o)}
                        onClick={() => setConfirming({ order: o, action: 'cancel' })}
                        aria-label={`Avbryt order ${o.orderNumber}`}
                      >
                        Avbryt order
                      </Button>
                    )}
                    {(o.status === 'paid' || o.status === 'fulfilled') && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy(o)}
                        onClick={() => setConfirming({ order: o, action: 'refund' })}
                        aria-label={`Återbetala order ${o.orderNumber}`}
                      >
                        Återbetala
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {confirming && (
        <ConfirmDialog
          key={`${confirming.order.id}-${confirming.action}`}
          confirming={confirming}
          busy={action.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={(reason) => run(confirming.order, confirming.action, reason)}
        />
      )}
    </>
  );
}

/** Asks before an order is cancelled or refunded; a refund names its amount and may be given a reason. */
function ConfirmDialog({
  confirming: { order, action },
  busy,
  onCancel,
  onConfirm,
}: {
  confirming: Confirming;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason?: string) => void;
}) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const amount = formatKronorExact(order.total);
  const refund = action === 'refund';
  const title = refund ? `Återbetala order ${order.orderNumber}?` : `Avbryt order ${order.orderNumber}?`;
  const text = refund
    ? `${amount} betalas tillbaka till kunden via ${PROVIDERS[order.provider]}. En kreditnota görs och mejlas till kunden. Det går inte att ångra.`
    : order.status === 'authorized'
      ? 'Betalningen som granskas släpps hos betaltjänsten och inga pengar dras. Kunden kan köpa rapporten igen.'
      : 'Ordern är inte betald. Kunden kan köpa rapporten igen.';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[min(30rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-surface p-5 shadow-xl animate-fade-in">
          <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description>{text}</Dialog.Description>
          {refund && (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={reasonId}>Anledning (valfri, syns bara för personalen)</Label>
              <textarea
                id={reasonId}
                value={reason}
                maxLength={500}
                rows={2}
                onChange={(e) => setReason(e.target.value)}
                className={cn(fieldClass, 'min-h-11')}
              />
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                {refund ? 'Avbryt' : 'Behåll ordern'}
              </Button>
            </Dialog.Close>
            <Button variant="danger" disabled={busy} onClick={() => onConfirm(refund ? reason.trim() || undefined : undefined)}>
              {busy ? 'Vänta...' : refund ? `Återbetala ${amount}` : 'Avbryt order'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
