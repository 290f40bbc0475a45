import { queryOptions, useQuery } from '@tanstack/react-query';
import { FileText, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { TemplateResponse } from '../../../shared/contracts/reports';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { callApi } from '../../lib/api-client';
import { adminKeys } from './api';
import { DeleteTemplateButton, PreviewButton, TemplatesLoadError } from './template-parts';
import { formatDate, shortDocumentId, useTemplateChange } from './templates-api';

/** The spec's user-level list (GET /api/templates). */
function primaryListQuery() {
  return queryOptions({
    queryKey: [...adminKeys.templates(), 'manager'] as const,
    queryFn: () => callApi('listTemplates'),
  });
}

/** /template-manager ('Mallhantering'): the templates as cards; set the primary one, preview, delete. */
export function TemplateManagerPage() {
  const { brandName } = useSiteInfo();
  usePageTitle('Mallhantering', brandName);
  const templates = useQuery(primaryListQuery());

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Mallhantering</h1>
          <p className="text-muted-foreground">Välj vilken mall rapporterna använder.</p>
        </div>
        <Button asChild>
          <Link to="/template-upload">Ladda upp mall</Link>
        </Button>
      </header>
      <p className="rounded-xl border border-border bg-muted p-4 text-sm">
        En rapport använder en aktiv mall gjord för personens diagnostyp om det finns en, annars en mall för alla. Den primära mallen går först; finns ingen
        prioriteras mallar med ”huvud”, ”primary” eller ”main” i namnet, därefter den nyaste.
      </p>
      {templates.isPending ? (
        <Spinner label="Laddar mallar..." className="min-h-40" />
      ) : templates.isError ? (
        <TemplatesLoadError onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <Card className="flex flex-col items-start gap-3">
          <h2 className="text-xl font-semibold">Inga mallar än</h2>
          <p className="text-muted-foreground">Rapporterna använder den inbyggda mallen tills du laddar upp en egen.</p>
          <Button asChild>
            <Link to="/template-upload">Ladda upp din första mall</Link>
          </Button>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Mallar">
          {templates.data.map((t) => (
            <TemplateCard key={t.id} template={t} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TemplateCard({ template: t }: { template: TemplateResponse }) {
  const setPrimary = useTemplateChange(() => callApi('setPrimaryTemplate', { params: { id: t.id } }), {
    success: { title: 'Primär mall uppdaterad', description: `”${t.name}” är nu primär mall.` },
    failure: 'Kunde inte uppdatera primär mall',
  });
  const remove = useTemplateChange(() => callApi('deleteTemplate', { params: { id: t.id } }), {
    success: { title: 'Mall borttagen' },
    failure: 'Kunde inte ta bort mallen',
  });

  return (
    <li>
      <Card className={t.isPrimary ? 'flex h-full flex-col gap-3 border-primary' : 'flex h-full flex-col gap-3'}>
        <div className="flex items-start justify-between gap-2">
          <h2 className="flex min-w-0 items-center gap-2 text-lg font-semibold break-words">
            <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {t.name}
          </h2>
          {t.isPrimary && <span className="shrink-0 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">Primär</span>}
        </div>
        {t.description && <p className="text-muted-foreground">{t.description}</p>}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Dokument-ID</dt>
          <dd className="min-w-0 font-mono break-all" title={t.googleDocId ?? undefined}>
            {shortDocumentId(t.googleDocId)}
          </dd>
          <dt className="text-muted-foreground">Skapad</dt>
          <dd>{formatDate(t.createdAt)}</dd>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {!t.isPrimary && (
            <Button size="sm" onClick={() => setPrimary.mutate()} disabled={setPrimary.isPending} aria-label={`Gör ${t.name} till primär mall`}>
              <Star aria-hidden="true" /> {setPrimary.isPending ? 'Sparar…' : 'Gör primär'}
            </Button>
          )}
          <PreviewButton id={t.id} name={t.name} />
          <DeleteTemplateButton name={t.name} pending={remove.isPending} onConfirm={() => remove.mutate()} />
        </div>
      </Card>
    </li>
  );
}
