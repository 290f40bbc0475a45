import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ClipboardList, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AssessmentDetails, StoredAnalysisView } from '../../../shared/contracts/assessment-details';
import { AREA_LEVEL_LABELS, RISK_GROUP_HEADING, RISK_GROUP_LABELS, STRENGTH_LABELS } from '../../../shared/domain/scoring/presentation';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DetailList } from '../../components/ui/detail-list';
import { Spinner } from '../../components/ui/spinner';
import { TableRegion } from '../../components/ui/table-region';
import { toast } from '../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { assessmentDetailsQuery, downloadStoredReport, useReanalyse } from './api';
import { AnswerSummaryTable, DetailedAnswers, ReportDownloadButton, formatDateTime, formatScore } from './assessment-answers';

const TITLE = 'Bedömningsdetaljer';
const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
const URGENCY: Record<string, string> = { emergency: 'Akut', urgent: 'Brådskande', soon: 'Snart' };

/** The spec's assessment detail page: overview, the answers in two views, the stored analyses and the reports. */
export function AssessmentDetailsPage() {
  const { brandName } = useSiteInfo();
  usePageTitle(TITLE, brandName);
  const { assessmentId = '' } = useParams();
  const details = useQuery(assessmentDetailsQuery(assessmentId));
  const back = (
    <Button asChild variant="outline" className="self-start">
      <Link to="/customer-search">
        <ArrowLeft aria-hidden="true" /> Tillbaka till kundhanteringen
      </Link>
    </Button>
  );

  if (details.isPending) return <Spinner label="Laddar bedömningsdetaljer..." className="min-h-[50vh]" />;
  if (details.isError) {
    const notFound = details.error instanceof ApiError && details.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        <div role="alert" className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-6">
          <h1 className="text-2xl font-bold">Bedömning hittades inte</h1>
          <p className="text-muted-foreground">Den begärda bedömningen kunde inte laddas.</p>
          {!notFound && (
            <Button variant="outline" className="self-start" onClick={() => void details.refetch()}>
              Försök igen
            </Button>
          )}
        </div>
        {back}
      </div>
    );
  }
  return <Details details={details.data} back={back} />;
}

function Details({ details, back }: { details: AssessmentDetails; back: ReactNode }) {
  const [view, setView] = useState<'detailed' | 'summary'>('detailed');
  const { assessment, user } = details;
  const overview: [string, ReactNode][] = [
    ['Namn', user.name],
    ['E-post', user.email ? <span className="break-all">{user.email}</span> : <span className="text-muted-foreground">Ingen (gäst utan konto)</span>],
    ['Genomförd', <time dateTime={assessment.completedAt ?? assessment.createdAt}>{formatDateTime(assessment.completedAt ?? assessment.createdAt)}</time>],
    ['Status', <StatusBadge status={assessment.status} />],
    ['Antal frågor', String(details.totalQuestions)],
  ];
  return (
    <div className="flex flex-col gap-8">
      {back}
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <ClipboardList className="size-7 text-primary" aria-hidden="true" /> {TITLE}
        </h1>
        <p className="font-mono text-sm break-all text-muted-foreground">Bedömning {assessment.id}</p>
      </header>
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="sr-only">
          Översikt
        </h2>
        <Card className="p-4 sm:p-6">
          <DetailList items={overview} className="gap-4 sm:grid-cols-2 xl:grid-cols-3" />
        </Card>
      </section>

      <section aria-labelledby="answers-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="answers-heading" className="text-xl font-semibold">
            Svar
          </h2>
          <div role="group" aria-label="Visning av svaren" className="flex gap-1 rounded-lg bg-muted p-1">
            {(
              [
                ['detailed', 'Detaljerad'],
                ['summary', 'Sammanfattning'],
              ] as const
            ).map(([key, label]) => (
              <button
                key={key}
                type="button"
                aria-pressed={view === key}
                onClick={() => setView(key)}
                className={cn(
                  'min-h-11 rounded-md px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-primary',
                  view === key ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          Bidraget är frågans vikt i den senaste sparade analysen: summan av de tecken som räknades för ett mönster.
        </p>
        {details.detailedResponses.length === 0 ? (
          <p className="rounded-xl border border-border bg-surface p-4 text-muted-foreground">Inga svar tillgängliga</p>
        ) : view === 'detailed' ? (
          <DetailedAnswers responses={details.detailedResponses} />
        ) : (
          <AnswerSummaryTable rows={details.answerSummary} />
        )}
      </section>

      <AnalysisSection details={details} />
      <ReportsSection details={details} />
    </div>
  );
}

function StatusBadge({ status }: { status: 'processed' | 'pending' }) {
  return (
    <span className={cn(badge, status === 'processed' ? 'bg-primary-soft text-primary' : 'bg-warning-soft text-amber-950')}>
      {status === 'processed' ? 'Behandlad' : 'Väntar'}
    </span>
  );
}

/** The stored analyses beside the answers: the newest in full, the older ones folded; and the re-run with the current engine. */
function AnalysisSection({ details }: { details: AssessmentDetails }) {
  const [newest, ...older] = details.analyses;
  return (
    <section aria-labelledby="analysis-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analysis-heading" className="text-xl font-semibold">
          Sparad analys
        </h2>
        <ReanalyseButton assessmentId={details.assessment.id} current={details.currentEngineVersion} newest={newest?.engineVersion ?? null} />
      </div>
      {newest ? (
        <Card className="p-4 sm:p-6">
          <AnalysisPanel stored={newest} heading={`Senaste analysen: motorversion ${newest.engineVersion}`} which="senaste analysen" />
        </Card>
      ) : (
        <p className="rounded-xl border border-border bg-surface p-4 text-muted-foreground">Ingen analys är sparad för bedömningen än.</p>
      )}
      {older.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Tidigare analyser ({older.length})</h3>
          {older.map((a) => (
            <details key={a.id} className="rounded-xl border border-border bg-surface p-4">
              <summary className="cursor-pointer font-semibold">
                Motorversion {a.engineVersion}, {formatDateTime(a.createdAt)}
              </summary>
              <div className="mt-3">
                <AnalysisPanel stored={a} heading={`Analys med motorversion ${a.engineVersion}`} which={`analysen ${formatDateTime(a.createdAt)}`} />
              </div>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}

/** One stored analysis; `which` names it in its tables' labels (each region's name is its own). */
function AnalysisPanel({ stored, heading, which }: { stored: StoredAnalysisView; heading: string; which: string }) {
  const { analysis } = stored;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="text-lg font-semibold">{heading}</h3>
        <p className="text-sm text-muted-foreground">
          Gjord {formatDateTime(stored.createdAt)} · id <span className="font-mono break-all">{stored.id}</span>
        </p>
      </div>
      <p>
        <span className="font-semibold">{RISK_GROUP_HEADING}:</span> {RISK_GROUP_LABELS[analysis.riskGroup]}
        {!analysis.riskGroupComplete && <span className="text-muted-foreground"> (osäker: för få svar)</span>}
      </p>
      <div>
        <h4 className="font-semibold">Varningstecken</h4>
        {analysis.redFlags.length === 0 ? (
          <p className="text-sm text-muted-foreground">Inga varningstecken.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1.5">
            {analysis.redFlags.map((f) => (
              <li key={f.id} className="rounded-lg border border-danger bg-danger-soft p-2 text-sm">
                <span className="font-semibold">{URGENCY[f.urgency] ?? f.urgency}:</span> {f.advice}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ScoreTable
          caption="Mönster"
          label={`Mönster, ${which}`}
          rows={analysis.categories.map((c) => [c.label, formatScore(c.score), STRENGTH_LABELS[c.strength]])}
          columns={['Mönster', 'Poäng', 'Styrka']}
        />
        <ScoreTable
          caption="De fem områdena"
          label={`De fem områdena, ${which}`}
          rows={analysis.riskAreas.map((a) => [a.label, a.level === 'unknown' ? '–' : formatScore(a.score), AREA_LEVEL_LABELS[a.level]])}
          columns={['Område', 'Poäng', 'Nivå']}
        />
      </div>
    </div>
  );
}

function ScoreTable({
  caption,
  label,
  columns,
  rows,
}: {
  caption: string;
  label: string;
  columns: [string, string, string];
  rows: [string, string, string][];
}) {
  return (
    <TableRegion label={label}>
      <table className="w-full min-w-[18rem] text-left text-sm">
        <caption className="p-3 text-left font-semibold">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" className={cn('p-2', i === 1 && 'text-right')}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, score, level]) => (
            <tr key={label} className="border-t border-border">
              <th scope="row" className="p-2 font-normal">
                {label}
              </th>
              <td className="p-2 text-right tabular-nums">{score}</td>
              <td className="p-2">{level}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** Re-runs the current engine on the stored answers, after a confirmation; only when the newest analysis is an older engine's. */
function ReanalyseButton({ assessmentId, current, newest }: { assessmentId: string; current: string; newest: string | null }) {
  const reanalyse = useReanalyse(assessmentId);
  if (newest === current) {
    return <p className="text-sm text-muted-foreground">Analysen är gjord med nuvarande motor ({current}).</p>;
  }
  const run = () =>
    reanalyse.mutate(undefined, {
      onSuccess: (r) => toast({ title: 'Analyserad igen', description: r.message }),
      onError: (err) => toast({ title: 'Fel', description: errorMessage(err, 'Kunde inte analysera bedömningen igen. Försök igen.'), variant: 'destructive' }),
    });
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" disabled={reanalyse.isPending}>
          <RefreshCw aria-hidden="true" /> {reanalyse.isPending ? 'Analyserar…' : 'Analysera igen med nuvarande motor'}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40 animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-surface p-6 shadow-xl animate-fade-in">
          <AlertDialog.Title className="text-xl font-bold">Analysera igen?</AlertDialog.Title>
          <AlertDialog.Description className="text-muted-foreground">
            Svaren analyseras med nuvarande motor (version {current}) och sparas som en ny analys. Den tidigare analysen
            {newest ? ` (version ${newest})` : ''} och rapporterna som gjorts av den finns kvar som de är.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Avbryt</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'primary' })} onClick={run}>
              Analysera igen
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

const KIND: Record<'preview' | 'full', string> = { preview: 'Förhandsvisning', full: 'Fullständig rapport' };

/** The assessment's stored reports: who made each, and from which analysis and engine. */
function ReportsSection({ details }: { details: AssessmentDetails }) {
  const number = new Map(details.analyses.map((a, i) => [a.id, details.analyses.length - i]));
  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reports-heading" className="text-xl font-semibold">
          Rapporter
        </h2>
        {!details.user.guest && details.assessment.status === 'processed' && <ReportDownloadButton assessmentId={details.assessment.id} variant="primary" />}
      </div>
      {details.reports.length === 0 ? (
        <p className="rounded-xl border border-border bg-surface p-4 text-muted-foreground">
          Ingen rapport är gjord än. {details.user.guest ? 'En gäst utan konto får ingen rapport.' : 'Ladda ner rapport gör en av den senaste analysen.'}
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
          {details.reports.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">
                  {KIND[r.kind]} ·{' '}
                  {r.madeBy === 'admin'
                    ? `Gjord av admin${r.madeByName ? ` (${r.madeByName})` : ''}`
                    : r.kind === 'full'
                      ? 'Köpt av kunden'
                      : 'Kundens förhandsvisning'}
                </p>
                <p className="text-muted-foreground">
                  <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time> · motorversion {r.engineVersion} · analys {number.get(r.analysisId) ?? '?'}{' '}
                  av {details.analyses.length}
                </p>
              </div>
              <DownloadStored id={r.id} fileName={r.fileName} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One stored report's own download (the report's address; its owner or an admin). */
function DownloadStored({ id, fileName }: { id: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={`Ladda ner rapport ${fileName}`}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadStoredReport(id, fileName);
        } catch (err) {
          toast({ title: 'Fel', description: errorMessage(err, 'Kunde inte ladda ner rapporten. Försök igen.'), variant: 'destructive' });
        } finally {
          setBusy(false);
        }
      }}
    >
      Ladda ner rapport
    </Button>
  );
}
