import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Pencil, Plus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { adminTemplateRequest, TEMPLATE_DIAGNOSIS_TYPES, type TemplateResponse } from '../../../shared/contracts/reports';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { FormAlert, FormField, SubmitButton } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { callApi } from '../../lib/api-client';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { DeleteTemplateButton, PlaceholderChips, PlaceholderReport, PreviewButton, TemplatesLoadError } from './template-parts';
import { diagnosisTypeLabel, documentIdFrom, formatDate, templatesQuery, useInvalidateAdmin, useTemplateChange } from './templates-api';

/** /admin/templates: every template with its details; 'Ny mall' and an edit dialog; preview and delete. */
export function TemplatesAdminPage() {
  const { brandName } = useSiteInfo();
  usePageTitle('Mallar', brandName);
  const templates = useQuery(templatesQuery());
  const [editing, setEditingState] = useState<TemplateResponse | 'new' | null>(null);
  // The dialog has no trigger of its own: focus goes back to the button that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const setEditing = (next: TemplateResponse | 'new' | null) => {
    if (next !== null) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditingState(next);
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Mallar</h1>
          <p className="text-muted-foreground">Mallar per diagnostyp, med platshållare och vem som skapade dem.</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> Ny mall
        </Button>
      </header>
      {templates.isPending ? (
        <Spinner label="Laddar mallar..." className="min-h-40" />
      ) : templates.isError ? (
        <TemplatesLoadError onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <Card>
          <h2 className="text-xl font-semibold">Inga mallar än</h2>
          <p className="text-muted-foreground">Rapporterna använder den inbyggda mallen. Skapa en med ”Ny mall”.</p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Mallar">
          {templates.data.map((t) => (
            <TemplateRow key={t.id} template={t} onEdit={() => setEditing(t)} />
          ))}
        </ul>
      )}
      <Dialog.Root open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 animate-fade-in" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className="fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[min(36rem,94vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-surface p-5 shadow-xl animate-fade-in sm:p-6"
          >
            <div className="flex items-start justify-between gap-2">
              <Dialog.Title className="text-xl font-bold">{editing === 'new' ? 'Ny mall' : 'Redigera mall'}</Dialog.Title>
              <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-muted" aria-label="Stäng">
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="text-sm text-muted-foreground">
              Dokumentet läses in på nytt när du sparar. Kontrollera det först för att se platshållarna.
            </Dialog.Description>
            {editing !== null && <TemplateForm template={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

function Badge({ on, children }: { on: boolean; children: string }) {
  return (
    <span
      className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', on ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground')}
    >
      {children}
    </span>
  );
}

function TemplateRow({ template: t, onEdit }: { template: TemplateResponse; onEdit: () => void }) {
  const remove = useTemplateChange(() => callApi('adminDeleteTemplate', { params: { id: t.id } }), {
    success: { title: 'Mall borttagen' },
    failure: 'Borttagning misslyckades',
  });
  return (
    <li>
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-lg font-semibold break-words">{t.name}</h2>
          <Badge on={t.isActive}>{t.isActive ? 'Aktiv' : 'Inaktiv'}</Badge>
          {t.isPrimary && <Badge on>Primär</Badge>}
        </div>
        {t.description && <p className="text-muted-foreground">{t.description}</p>}
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Dokument-ID</dt>
          <dd className="min-w-0 font-mono break-all">{t.googleDocId ?? 'Word-dokument (uppladdat)'}</dd>
          <dt className="text-muted-foreground">Diagnostyper</dt>
          <dd>{t.diagnosisTypes.map(diagnosisTypeLabel).join(', ')}</dd>
          <dt className="text-muted-foreground">Skapad</dt>
          <dd>
            {formatDate(t.createdAt)} av {t.createdByName ?? 'okänd (kontot finns inte längre)'}
          </dd>
          <dt className="text-muted-foreground">Platshållare ({t.placeholders.length})</dt>
          <dd>{t.placeholders.length ? <PlaceholderChips placeholders={t.placeholders} /> : 'Inga'}</dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Redigera ${t.name}`}>
            <Pencil aria-hidden="true" /> Redigera
          </Button>
          <PreviewButton id={t.id} name={t.name} />
          <DeleteTemplateButton name={t.name} pending={remove.isPending} onConfirm={() => remove.mutate()} />
        </div>
      </Card>
    </li>
  );
}

const CHOICES = TEMPLATE_DIAGNOSIS_TYPES;

/** The 'Ny mall' form and the edit dialog's: the fields of spec §3, checked before saving. */
function TemplateForm({ template, onDone }: { template: TemplateResponse | null; onDone: () => void }) {
  const invalidate = useInvalidateAdmin();
  const id = useId();
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: adminTemplateRequest,
    defaultValues: {
      name: template?.name ?? '',
      description: template?.description ?? '',
      googleDocId: template?.googleDocId ?? '',
      diagnosisTypes: (template?.diagnosisTypes ?? ['all']) as (typeof CHOICES)[number][],
      isActive: template?.isActive ?? true,
    },
    mutationFn: (values) =>
      template ? callApi('adminUpdateTemplate', { params: { id: template.id }, body: values }) : callApi('adminCreateTemplate', { body: values }),
    successToast: (result) => ({
      title: template ? 'Mall uppdaterad' : 'Mall skapad',
      description: result.unknownPlaceholders.length
        ? `Okända platshållare lämnas tomma: ${result.unknownPlaceholders.join(', ')}`
        : `”${result.template.name}” är sparad.`,
    }),
    onSuccess: async () => {
      await invalidate();
      onDone();
    },
    errorToast: { title: 'Fel', fallback: 'Sparning misslyckades' },
  });
  const check = useMutation({
    mutationFn: (googleDocId: string) => callApi('checkTemplate', { body: { googleDocId: documentIdFrom(googleDocId) } }),
  });
  const typesError = form.getFieldState('diagnosisTypes', form.formState).error?.message;

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <FormField form={form} name="name" label="Namn" autoComplete="off" />
      <FormField form={form} name="description" label="Beskrivning" multiline rows={2} />
      <div className="flex flex-col gap-2">
        <FormField
          form={form}
          name="googleDocId"
          label="Google Docs URL eller dokument-ID"
          autoComplete="off"
          spellCheck={false}
          hint={template && !template.googleDocId ? 'Mallen kom från ett Word-dokument. Ange ett Google-dokument för att ändra den.' : undefined}
        />
        <Button variant="outline" size="sm" className="self-start" disabled={check.isPending} onClick={() => check.mutate(form.getValues('googleDocId'))}>
          {check.isPending ? 'Kontrollerar…' : 'Kontrollera dokumentet'}
        </Button>
        {check.isError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errorMessage(check.error, 'Kunde inte läsa dokumentet. Kontrollera att det är publikt.')}
          </p>
        )}
        {check.data && (
          <PlaceholderReport placeholders={check.data.placeholders} unknown={check.data.unknownPlaceholders} className="rounded-lg bg-muted p-3" />
        )}
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={typesError ? `${id}-types-error` : undefined}>
        <legend className="text-sm font-semibold">Diagnostyper</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {CHOICES.map((type) => (
            <label key={type} className="flex min-h-9 items-center gap-2 text-sm">
              <input type="checkbox" value={type} className="size-4 accent-primary" {...form.register('diagnosisTypes')} />
              {diagnosisTypeLabel(type)}
            </label>
          ))}
        </div>
        {typesError && (
          <p id={`${id}-types-error`} className="text-sm font-medium text-danger">
            {typesError}
          </p>
        )}
      </fieldset>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input type="checkbox" role="switch" className="peer sr-only" {...form.register('isActive')} />
        <span
          aria-hidden="true"
          className="relative inline-flex h-6 w-11 shrink-0 rounded-full bg-border transition-colors peer-checked:bg-primary peer-focus-visible:ring-2 peer-focus-visible:ring-primary peer-focus-visible:ring-offset-2 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5"
        />
        Aktiv
      </label>
      <FormAlert id={formErrorId} message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline">Avbryt</Button>
        </Dialog.Close>
        <SubmitButton pending={isPending} pendingLabel="Sparar…">
          {template ? 'Spara ändringar' : 'Skapa mall'}
        </SubmitButton>
      </div>
    </form>
  );
}
