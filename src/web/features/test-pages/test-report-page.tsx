import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { SAMPLE_ASSESSMENTS } from '../../../shared/content/sample-assessments';
import { testGenerateReportRequest } from '../../../shared/contracts/reports';
import { DownloadButton } from '../../components/download-button';
import { FormAlert, FormField } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { Card } from '../../components/ui/card';
import { saveFileAnswer } from '../../lib/api-client';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { reportFiles } from '../reports/api';
import { SAMPLE_IDS, sampleById, sampleRequest } from './samples';
import { fallbackReportFileName } from '../../../shared/domain/report-file-names';

const schema = testGenerateReportRequest.pick({ name: true, email: true }).extend({
  sample: z.enum(SAMPLE_IDS, { error: 'Välj en exempelperson.' }),
  kind: z.enum(['full', 'preview']),
});

export const TEST_PAGE_NOTICE = 'Testsida: rapporten görs av påhittade svar och sparas inte. Inget skickas med e-post.';

/**
 * /test-report: a sample report from one of three made-up people, as a PDF. Open in development and
 * test mode; in production only for admins (the server decides).
 */
export function TestReportPage() {
  usePageTitle('Testrapport');
  const production = useSiteInfo().environment === 'production';
  const first = SAMPLE_ASSESSMENTS[0]!;
  const { form, formProps, isPending, formError, formErrorId } = useContractForm({
    schema,
    defaultValues: { sample: first.id, kind: 'full', name: first.name, email: first.email },
    mutationFn: async (values) => {
      const res = await reportFiles.test(sampleRequest(sampleById(values.sample), values, values.kind));
      return saveFileAnswer(res, fallbackReportFileName(values.kind));
    },
    successToast: (fileName) => ({ title: 'Testrapporten är nedladdad', description: fileName }),
    errorToast: { title: 'PDF-genereringsfel', fallback: 'Fel: Kunde inte generera rapporten. Försök igen.' },
  });
  const chooseSample = (id: (typeof SAMPLE_IDS)[number]) => {
    const sample = sampleById(id);
    form.setValue('name', sample.name);
    form.setValue('email', sample.email);
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <p className="flex items-center gap-2 font-semibold text-primary">
          <FlaskConical className="size-5" aria-hidden="true" /> Testsida
        </p>
        <h1 className="text-3xl font-bold">Testrapport</h1>
        <p className="text-muted-foreground">{TEST_PAGE_NOTICE}</p>
        {production && <p className="text-sm font-semibold">Produktionsläge: sidan är bara öppen för administratörer.</p>}
      </div>

      <Card>
        <form {...formProps} className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">Exempelperson</legend>
            {SAMPLE_ASSESSMENTS.map((sample) => (
              <label
                key={sample.id}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-info-soft"
              >
                <input
                  type="radio"
                  value={sample.id}
                  className="mt-1 size-4 accent-primary"
                  {...form.register('sample', { onChange: (e: { target: { value: string } }) => chooseSample(e.target.value as (typeof SAMPLE_IDS)[number]) })}
                />
                <span>{sample.label}</span>
              </label>
            ))}
          </fieldset>

          <FormField form={form} name="name" label="Namn i rapporten" autoComplete="off" maxLength={100} />
          <FormField form={form} name="email" label="E-postadress (ger filnamnet)" type="email" autoComplete="off" />

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">Vilken rapport</legend>
            <label className="flex items-center gap-3">
              <input type="radio" value="full" className="size-4 accent-primary" {...form.register('kind')} /> Fullständig rapport (8–10 sidor)
            </label>
            <label className="flex items-center gap-3">
              <input type="radio" value="preview" className="size-4 accent-primary" {...form.register('kind')} /> Förhandsvisning (1–3 sidor)
            </label>
          </fieldset>

          <FormAlert id={formErrorId} message={formError} />
          <DownloadButton type="submit" pending={isPending} className="self-start">
            Skapa testrapport
          </DownloadButton>
        </form>
      </Card>

      <p className="text-sm">
        Vill du se vad svaren ger innan rapporten görs? Se{' '}
        <Link to="/risk-test" className="text-primary underline underline-offset-4">
          risktestet
        </Link>
        .
      </p>
    </div>
  );
}
