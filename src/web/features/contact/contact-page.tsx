import { CheckCircle2, Clock, Mail, MapPin, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CONTACT_LIMITS, contactRequest, type ContactRequest } from '../../../shared/contracts/contact';
import { FormAlert, FormField, SubmitButton } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { callApi } from '../../lib/api-client';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { PAGE_META } from '../../../shared/page-meta';
import { describeCompany } from '../../../shared/domain/company';

export const CONTACT_ERROR_TEXT = 'Kunde inte skicka meddelande. Försök igen eller kontakta oss direkt via e-post.';

const FIELDS: { name: keyof ContactRequest; label: string; type?: string; autoComplete?: string; max: number; multiline?: boolean }[] = [
  { name: 'name', label: 'Namn', autoComplete: 'name', max: CONTACT_LIMITS.name },
  { name: 'email', label: 'E-post', type: 'email', autoComplete: 'email', max: 254 },
  { name: 'subject', label: 'Ämne', max: CONTACT_LIMITS.subject },
  { name: 'message', label: 'Meddelande', max: CONTACT_LIMITS.message, multiline: true },
];

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

function ContactForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema: contactRequest,
    defaultValues: EMPTY,
    mutationFn: (values) => callApi('contact', { body: values }),
    successToast: () => ({ title: 'Meddelande skickat!', description: 'Vi svarar inom 24 timmar på vardagar.' }),
    onSuccess: (_res, values, f) => {
      setSentTo(values.email);
      f.reset(EMPTY);
    },
    // What was typed stays in the form; the spec's text says what to do instead.
    errorToast: { title: 'Fel', fallback: CONTACT_ERROR_TEXT, fixed: true },
  });

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-start gap-3 rounded-xl border border-primary/30 bg-primary-soft p-5">
        <CheckCircle2 className="size-7 text-primary" aria-hidden="true" />
        <h2 className="text-lg font-bold">Tack, ditt meddelande är skickat</h2>
        <p>Vi svarar till {sentTo} inom 24 timmar på vardagar.</p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Skicka ett till meddelande
        </Button>
      </div>
    );
  }

  return (
    <form {...formProps} className="flex flex-col gap-4" aria-label="Kontaktformulär">
      {FIELDS.map((f) => (
        <FormField
          key={f.name}
          form={form}
          name={f.name}
          id={`contact-${f.name}`}
          label={f.label}
          type={f.type ?? 'text'}
          autoComplete={f.autoComplete}
          maxLength={f.max}
          multiline={f.multiline}
          required
        />
      ))}
      <p className="text-sm text-muted-foreground">
        Alla fält är obligatoriska. Skriv inga känsliga hälsouppgifter här, de behövs inte för att vi ska kunna hjälpa dig.
      </p>
      <FormAlert id={formErrorId} message={formError} />
      <SubmitButton size="lg" pending={isPending} pendingLabel="Skickar…" className="self-start">
        Skicka meddelande
      </SubmitButton>
    </form>
  );
}

function DetailRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <p className="font-semibold">{label}</p>
        <p>{children}</p>
      </div>
    </div>
  );
}

export function ContactPage() {
  const site = useSiteInfo();
  usePageTitle(PAGE_META['/kontakt']!.title, site.brandName, PAGE_META['/kontakt']!.description);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="mb-3 text-3xl font-bold sm:text-4xl">Kontakta oss</h1>
      <p className="mb-8 max-w-2xl text-lg text-muted-foreground">
        Har du frågor om bedömningen, din rapport eller en betalning? Skriv till oss. Vi svarar inom 24 timmar på vardagar, och tekniska problem tar vi inom 2
        timmar.
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card>
          <ContactForm />
        </Card>
        <Card className="flex flex-col gap-4 self-start">
          <h2 className="text-lg font-bold">Företagsuppgifter</h2>
          <div className="flex flex-col gap-3 text-sm">
            <DetailRow icon={Mail} label="E-post">
              <a className="text-primary underline underline-offset-4" href={`mailto:${site.supportEmail}`}>
                {site.supportEmail}
              </a>
            </DetailRow>
            <DetailRow icon={MapPin} label="Adress">
              {site.company.address}
            </DetailRow>
            <DetailRow icon={Clock} label="Svarstid">
              Inom 24 timmar på vardagar
            </DetailRow>
          </div>
          <p className="border-t border-border pt-4 text-sm text-muted-foreground">
            {describeCompany(site.company)}, org.nr {site.company.orgNumber}.
          </p>
        </Card>
      </div>
    </div>
  );
}
