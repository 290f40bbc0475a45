import { CheckCircle2, Download } from 'lucide-react';
import type { AssessmentDetails } from '../../../shared/contracts/assessment-details';
import { Button } from '../../components/ui/button';
import { TableRegion } from '../../components/ui/table-region';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useAssessmentReportDownload } from './api';

const dateTime = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' });
const decimal = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

/** "2026-11-27 14:05": a moment in Swedish time. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A contribution as a number: "1,5", "0" (a minus sign as the typographic one). */
export function formatScore(n: number): string {
  return decimal.format(n);
}

type Detailed = AssessmentDetails['detailedResponses'][number];

/** Each question's share of the stored analysis: its sum, and per pattern what counted (or that nothing did). */
export function Contribution({ response }: { response: Detailed }) {
  if (response.contributions.length === 0) return <p className="text-sm text-muted-foreground">Bidrag till analysen: inget</p>;
  return (
    <div className="text-sm">
      <p className="font-semibold">Bidrag till analysen: {formatScore(response.score)}</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {response.contributions.map((c) => (
          <li key={`${c.categoryId}-${c.answer}`} className="rounded-full border border-border bg-muted px-2.5 py-0.5">
            {c.categoryLabel}: {formatScore(c.weight)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The detailed view: each question with every option and its value, the chosen one marked (icon and words, not colour alone). */
export function DetailedAnswers({ responses }: { responses: Detailed[] }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Alla svar, detaljerat">
      {responses.map((r) => (
        <li key={r.questionNumber} className="rounded-xl border border-border bg-surface p-4">
          <h3 className="font-semibold break-words">
            <span className="text-muted-foreground">Fråga {r.questionNumber}.</span> {r.questionText}
          </h3>
          {r.allOptions.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-1.5" aria-label={`Svarsalternativ för fråga ${r.questionNumber}`}>
              {r.allOptions.map((o) => {
                const chosen = r.selectedValue.split(',').includes(o.value);
                return (
                  <li
                    key={o.value}
                    className={cn(
                      'flex flex-wrap items-start justify-between gap-x-3 gap-y-1 rounded-lg border p-2 text-sm',
                      chosen ? 'border-2 border-primary bg-primary-soft font-semibold' : 'border-border',
                    )}
                  >
                    <span className="flex min-w-0 items-start gap-2 break-words">
                      {chosen && <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />}
                      <span>
                        {o.text}
                        {chosen && <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">Valt svar</span>}
                      </span>
                    </span>
                    <span className="text-muted-foreground tabular-nums">värde: {o.value}</span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-2 text-sm break-words">
              <span className="text-muted-foreground">Svar:</span> <span className="font-semibold">{r.answerText}</span>
            </p>
          )}
          {r.painLevel !== null && <p className="mt-2 text-sm">Smärtnivå: {r.painLevel} av 10</p>}
          <div className="mt-3">
            <Contribution response={r} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The summary view: question, answer and contribution per row. */
export function AnswerSummaryTable({ rows, label = 'Sammanfattning av svaren' }: { rows: AssessmentDetails['answerSummary']; label?: string }) {
  return (
    <TableRegion label={label}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="p-3">
              Fråga
            </th>
            <th scope="col" className="p-3">
              Svar
            </th>
            <th scope="col" className="p-3 text-right whitespace-nowrap">
              Bidrag
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.questionNumber} className="border-t border-border align-top">
              <th scope="row" className="p-3 font-normal break-words">
                <span className="text-muted-foreground">{r.questionNumber}.</span> {r.question}
              </th>
              <td className="p-3 break-words">{r.answer}</td>
              <td className="p-3 text-right tabular-nums">{formatScore(r.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/**
 * 'Ladda ner rapport': the newest stored full report, or (with none) one the admin makes now. A
 * failure says so in a toast (the spec only logs it; an admin should know).
 */
export function ReportDownloadButton({ assessmentId, label, variant = 'outline' }: { assessmentId: string; label?: string; variant?: 'outline' | 'primary' }) {
  const download = useAssessmentReportDownload(assessmentId);
  return (
    <Button
      variant={variant}
      size="sm"
      aria-label={label}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onError: (err) => toast({ title: 'Fel', description: errorMessage(err, 'Kunde inte ladda ner rapporten. Försök igen.'), variant: 'destructive' }),
        })
      }
    >
      <Download aria-hidden="true" /> {download.isPending ? 'Hämtar rapport…' : 'Ladda ner rapport'}
    </Button>
  );
}
