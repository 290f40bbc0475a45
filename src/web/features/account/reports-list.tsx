import { useQuery } from '@tanstack/react-query';
import { FileCheck, FileText, Hourglass } from 'lucide-react';
import type { ReportListItem } from '../../../shared/contracts/reports';
import type { PublicUser } from '../../../shared/contracts/user';
import { formatDateLong } from '../../../shared/domain/dates';
import { DownloadButton } from '../../components/download-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../lib/api';
import { myReportsQuery, reportFiles, useReportDownload } from '../reports/api';

/** The list's texts (spec: a 401 asks for a new login, anything else says the fetch failed). */
export const REPORTS_LIST_TEXTS = {
  unauthorized: 'Du är inte inloggad längre. Logga in igen.',
  failed: 'Kunde inte hämta rapporterna',
  downloadFailed: 'Kunde inte ladda ner rapporten',
  kind: { full: 'Fullständig rapport', preview: 'Förhandsvisning' },
} as const;

function ReportItem({ report, userId }: { report: ReportListItem; userId: string }) {
  const download = useReportDownload(userId);
  const full = report.kind === 'full';
  const Icon = full ? FileCheck : FileText;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:p-5">
      <Icon className="size-7 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-semibold">
          {REPORTS_LIST_TEXTS.kind[report.kind]}, {formatDateLong(report.createdAt)}
        </p>
        {/* Empty where no pattern may be named (a flag that hides patterns, CLINICAL.md §2). */}
        {report.diagnosisCategory && (
          <p>
            Liknar mest: <strong>{report.diagnosisCategory}</strong>
          </p>
        )}
        <p className="break-all text-sm text-muted-foreground">{report.fileName}</p>
      </div>
      <DownloadButton
        variant={full ? 'primary' : 'outline'}
        pending={download.isPending}
        aria-label={`Ladda ner ${REPORTS_LIST_TEXTS.kind[report.kind].toLowerCase()} från ${formatDateLong(report.createdAt)}`}
        onClick={() =>
          download.mutate(
            { fetch: () => reportFiles.download(report.id), fallbackName: report.fileName },
            {
              onError: (err) =>
                toast({ title: REPORTS_LIST_TEXTS.downloadFailed, description: errorMessage(err, 'Försök igen om en stund.'), variant: 'destructive' }),
            },
          )
        }
      >
        Ladda ner
      </DownloadButton>
    </li>
  );
}

/**
 * The customer's reports ('Mina rapporter'): fetched only when signed in, refetched every 30 s with
 * one retry (spec). A paid report that is still being made is named, so nobody thinks it is lost.
 */
export function ReportsList({ user, enabled, paidWaiting }: { user: PublicUser; enabled: boolean; paidWaiting: number }) {
  const list = useQuery({ ...myReportsQuery(user.id), enabled });
  if (list.isPending) return <Spinner label="Hämtar dina rapporter..." className="py-8" />;
  if (list.isError) {
    const unauthorized = list.error instanceof ApiError && list.error.status === 401;
    return (
      <Card className="flex flex-col items-start gap-3" role="alert">
        <p className="font-semibold">{unauthorized ? REPORTS_LIST_TEXTS.unauthorized : REPORTS_LIST_TEXTS.failed}</p>
        {!unauthorized && <p className="text-muted-foreground">Kontrollera din anslutning och försök igen.</p>}
        <Button variant="outline" onClick={() => void list.refetch()}>
          Försök igen
        </Button>
      </Card>
    );
  }
  const fullMade = list.data.filter((r) => r.kind === 'full').length;
  const making = Math.max(0, paidWaiting - fullMade);
  if (list.data.length === 0 && making === 0) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <FileText className="size-8 text-primary" aria-hidden="true" />
        <p className="font-semibold">Du har inga rapporter än</p>
        <p className="text-muted-foreground">
          När du har köpt en rapport hittar du den här och i din e-post. Förhandsvisningar du laddar ner sparas också här.
        </p>
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {making > 0 && (
        <li className="flex items-center gap-3 rounded-2xl border border-dashed border-primary bg-info-soft p-4 sm:p-5" role="status">
          <Hourglass className="size-6 shrink-0 text-primary" aria-hidden="true" />
          <p>
            <span className="font-semibold">Din fullständiga rapport skapas.</span> Den visas här inom någon minut och kommer också med e-post.
          </p>
        </li>
      )}
      {list.data.map((report) => (
        <ReportItem key={report.id} report={report} userId={user.id} />
      ))}
    </ul>
  );
}
