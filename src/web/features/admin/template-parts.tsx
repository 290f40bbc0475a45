import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useMutation } from '@tanstack/react-query';
import { AlertTriangle, Eye, Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/cn';
import { CONFIRM_DELETE, downloadPreview } from './templates-api';

/** 'Förhandsgranska': the template filled for a sample person, downloaded as a PDF. */
export function PreviewButton({ id, name }: { id: string; name: string }) {
  const preview = useMutation({
    mutationFn: () => downloadPreview(id),
    onError: () => toast({ title: 'Fel', description: 'Kunde inte skapa förhandsgranskningen. Försök igen.', variant: 'destructive' }),
  });
  return (
    <Button variant="outline" size="sm" onClick={() => preview.mutate()} disabled={preview.isPending} aria-label={`Förhandsgranska ${name}`}>
      <Eye aria-hidden="true" /> {preview.isPending ? 'Skapar PDF…' : 'Förhandsgranska'}
    </Button>
  );
}

/**
 * Delete with the spec's confirmation in an accessible modal (focus trapped, Esc cancels); the
 * deletion runs only on 'Ta bort'.
 */
export function DeleteTemplateButton({ name, pending, onConfirm }: { name: string; pending: boolean; onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" disabled={pending} aria-label={`Ta bort ${name}`}>
          <Trash2 aria-hidden="true" /> {pending ? 'Tar bort…' : 'Ta bort'}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40 animate-fade-in" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 flex w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-surface p-6 shadow-xl animate-fade-in">
          <AlertDialog.Title className="text-xl font-bold break-words">Ta bort ”{name}”</AlertDialog.Title>
          <AlertDialog.Description className="text-muted-foreground">{CONFIRM_DELETE}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Avbryt</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'danger' })} onClick={onConfirm}>
              Ta bort
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The placeholders a document names; the unknown ones (no report fills them) highlighted. */
export function PlaceholderReport({ placeholders, unknown, className }: { placeholders: string[]; unknown: string[]; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div>
        <h3 className="text-sm font-semibold">Platshållare i dokumentet ({placeholders.length})</h3>
        {placeholders.length === 0 ? (
          <p className="text-sm text-muted-foreground">Dokumentet har inga platshållare.</p>
        ) : (
          <PlaceholderChips placeholders={placeholders} unknown={unknown} />
        )}
      </div>
      {unknown.length > 0 ? (
        <div role="status" className="flex gap-2 rounded-lg border border-amber-400 bg-warning-soft p-3 text-sm text-amber-950">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            Okända platshållare: <strong>{unknown.map((p) => `{{${p}}}`).join(', ')}</strong>. Rapporten känner inte igen dem och lämnar dem tomma. Rätta
            dokumentet om det är ett stavfel.
          </p>
        </div>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Alla platshållare känns igen.
        </p>
      )}
    </div>
  );
}

export function PlaceholderChips({ placeholders, unknown = [] }: { placeholders: string[]; unknown?: string[] }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Platshållare">
      {placeholders.map((p) => {
        const isUnknown = unknown.includes(p);
        return (
          <li
            key={p}
            data-unknown={isUnknown || undefined}
            className={cn(
              'rounded-full border px-2 py-0.5 font-mono text-xs break-all',
              isUnknown ? 'border-amber-500 bg-warning-soft text-amber-950' : 'border-border bg-muted',
            )}
          >
            {`{{${p}}}`}
            {isUnknown && <span className="sr-only"> (okänd)</span>}
          </li>
        );
      })}
    </ul>
  );
}

export function TemplatesLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger bg-danger-soft p-4">
      <p>Kunde inte ladda mallar. Kontrollera anslutningen och försök igen.</p>
      <Button variant="outline" onClick={onRetry}>
        Försök igen
      </Button>
    </div>
  );
}
