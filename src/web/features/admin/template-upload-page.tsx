import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, FileUp, Info } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import type { TemplateCheckResponse } from '../../../shared/contracts/reports';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { FormAlert, FormField, SubmitButton } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FileButton } from '../../components/ui/file-button';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { callApi } from '../../lib/api-client';
import { errorMessage } from '../../lib/api';
import { PlaceholderReport } from './template-parts';
import { documentIdFrom, useInvalidateAdmin } from './templates-api';

export const EMPTY_DOCUMENT = 'Ange en Google Docs URL eller dokument-ID';
export const SAVE_FAILED = 'Kunde inte spara mallen. Kontrollera att dokumentet är publikt.';
/** Spec §3: the user-level save's fixed name and description. */
const MAIN_TEMPLATE = { name: 'Huvudmall', description: 'Primär mall för alla rapporter' };
const EXAMPLES = ['namn', 'email', 'datum', 'kategori1', 'kategori2', 'kategori3'];

const documentForm = z.object({ googleDocId: z.string().trim().min(1, EMPTY_DOCUMENT) });

/** /template-upload: a public Google Doc checked (its placeholders shown), then saved as the primary template; or a .docx uploaded. */
export function TemplateUploadPage() {
  const { brandName } = useSiteInfo();
  usePageTitle('Ladda upp mall', brandName);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold">Ladda upp mall</h1>
        <p className="text-muted-foreground">Mallen är texten runt analysen i varje rapport.</p>
      </header>
      {saved ? <Saved name={saved} onAgain={() => setSaved(null)} /> : <GoogleDocForm onSaved={setSaved} />}
      <InfoBox />
      <DocxUpload />
    </div>
  );
}

function Saved({ name, onAgain }: { name: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="flex flex-col gap-4 border-primary">
      <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold">
        <CheckCircle2 className="size-6 text-primary" aria-hidden="true" /> Mallen är sparad
      </h2>
      <p>”{name}” är nu primär mall. Rapporterna använder den, utom där en aktiv mall är gjord för personens diagnostyp.</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAgain}>Ladda upp ny mall</Button>
        <Button variant="outline" asChild>
          <Link to="/dashboard">Tillbaka till dashboard</Link>
        </Button>
      </div>
    </Card>
  );
}

function GoogleDocForm({ onSaved }: { onSaved: (name: string) => void }) {
  const invalidate = useInvalidateAdmin();
  const [checked, setChecked] = useState<(TemplateCheckResponse & { input: string }) | null>(null);
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: documentForm,
    defaultValues: { googleDocId: '' },
    mutationFn: ({ googleDocId }) => callApi('checkTemplate', { body: { googleDocId: documentIdFrom(googleDocId) } }),
    onSuccess: (result, values) => setChecked({ ...result, input: values.googleDocId }),
    errorToast: { title: 'Fel', fallback: SAVE_FAILED },
  });
  const current = form.watch('googleDocId');
  const check = checked && checked.input === current.trim() ? checked : null;
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (googleDocId: string) => callApi('saveTemplate', { body: { ...MAIN_TEMPLATE, googleDocId } }),
    onSuccess: async (result) => {
      toast({ title: 'Mall sparad!', variant: 'success' });
      await invalidate();
      onSaved(result.template.name);
    },
    onError: () => {
      setSaveError(SAVE_FAILED);
      toast({ title: 'Fel', description: SAVE_FAILED, variant: 'destructive' });
    },
  });

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Google-dokument</h2>
      <form {...formProps} className="flex flex-col gap-3">
        <FormField
          form={form}
          name="googleDocId"
          label="Google Docs URL eller dokument-ID"
          hint="Till exempel https://docs.google.com/document/d/…/edit"
          autoComplete="off"
          spellCheck={false}
        />
        <FormAlert id={formErrorId} message={formError} />
        <SubmitButton variant={check ? 'outline' : 'primary'} className="self-start" pending={isPending} pendingLabel="Kontrollerar…">
          Kontrollera dokumentet
        </SubmitButton>
      </form>
      {check && (
        <section aria-labelledby="check-heading" className="flex flex-col gap-3 border-t border-border pt-4">
          <h2 id="check-heading" className="text-lg font-semibold">
            Dokumentet kan läsas
          </h2>
          <p className="text-sm text-muted-foreground">Avsnitt: {check.sections.join(', ')}</p>
          <PlaceholderReport placeholders={check.placeholders} unknown={check.unknownPlaceholders} />
          <FormAlert id="save-error" message={saveError} />
          <Button
            className="self-start"
            disabled={save.isPending}
            onClick={() => {
              setSaveError(null);
              save.mutate(check.googleDocId);
            }}
          >
            {save.isPending ? 'Sparar…' : 'Spara mall'}
          </Button>
        </section>
      )}
    </Card>
  );
}

function InfoBox() {
  const { aiWriter } = useSiteInfo();
  return (
    <aside aria-labelledby="template-info" className="flex gap-3 rounded-xl border border-primary bg-primary-soft p-4">
      <Info className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-2">
        <h2 id="template-info" className="font-semibold">
          Så fungerar mallen
        </h2>
        <ul className="list-disc pl-5 text-sm">
          <li>Dokumentet måste vara publikt: ”Alla som har länken” ska kunna visa det.</li>
          <li>
            Skriv platshållare med dubbla klammerparenteser, till exempel {'{{namn}}'}, {'{{kategori1}}'} och {'{{kategori2}}'}. Rapporten fyller i dem med
            kundens uppgifter och analys
            {aiWriter ? ', och de personliga texterna skrivs med AI.' : '.'}
          </li>
        </ul>
        <p className="text-sm font-semibold">Exempel på platshållare</p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Exempel på platshållare">
          {EXAMPLES.map((p) => (
            <li key={p} className="rounded-full border border-border bg-surface px-2 py-0.5 font-mono text-xs">{`{{${p}}}`}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/** A .docx uploaded as a template (not primary): its unknown placeholders are shown from the answer. */
function DocxUpload() {
  const invalidate = useInvalidateAdmin();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (docx: File) => {
      const body = new FormData();
      body.append('file', docx, docx.name);
      return callApi('uploadTemplate', { body });
    },
    onSuccess: async () => {
      toast({ title: 'Mall sparad!', variant: 'success' });
      await invalidate();
    },
    onError: (err) => {
      const message = errorMessage(err, 'Kunde inte ladda upp mallen. Försök igen.');
      setError(message);
      toast({ title: 'Fel', description: message, variant: 'destructive' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    upload.reset();
    if (!file) return setError('Välj en .docx-fil att ladda upp.');
    upload.mutate(file);
  };
  const result = upload.data;

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Word-dokument</h2>
      <p className="text-sm text-muted-foreground">
        Eller ladda upp mallen som en .docx-fil (högst 5 MB). Den sparas som en ny mall; gör den primär under Mallhantering.
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>Word-fil (.docx)</Label>
          <FileButton
            id={inputId}
            accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${inputId}-chosen`, error ? `${inputId}-error` : ''].join(' ').trim()}
            onFile={setFile}
            label={
              <>
                <FileUp aria-hidden="true" /> Välj fil
              </>
            }
          />
          <p id={`${inputId}-chosen`} className="text-sm text-muted-foreground">
            {file ? `Vald fil: ${file.name}` : 'Ingen fil vald'}
          </p>
          {error && (
            <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-danger">
              {error}
            </p>
          )}
        </div>
        <SubmitButton variant="outline" className="self-start" pending={upload.isPending} pendingLabel="Laddar upp…">
          <FileUp aria-hidden="true" /> Ladda upp Word-mall
        </SubmitButton>
      </form>
      {result && (
        <section aria-label="Uppladdad mall" className="flex flex-col gap-3 border-t border-border pt-4">
          <p className="font-semibold">”{result.template.name}” är sparad.</p>
          <PlaceholderReport placeholders={result.template.placeholders} unknown={result.unknownPlaceholders} />
          <Button variant="outline" asChild className="self-start">
            <Link to="/template-manager">Till mallhanteringen</Link>
          </Button>
        </section>
      )}
    </Card>
  );
}
