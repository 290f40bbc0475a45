import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink, Play, RotateCcw, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Question } from '../../../shared/contracts/assessment';
import type { MockAnswer } from '../../../shared/contracts/developer';
import { SAMPLE_ASSESSMENTS } from '../../../shared/content/sample-assessments';
import { CONSENT_VERSION } from '../../../shared/domain/consent';
import { useAuth } from '../../app/auth-provider';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { DownloadButton } from '../../components/download-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { saveFileAnswer } from '../../lib/api-client';
import { questionsQuery } from '../assessment/api';
import { reportFiles } from '../reports/api';
import { developerCalls } from './api';

/** The spec's error texts of the end-to-end steps (§8), each followed by the status. */
export const STEP_FAILURES = ['Assessment creation failed', 'Answer submission failed', 'Assessment finalization failed', 'Checkout creation failed'] as const;

/** The message shown when a full report was made for an unpaid assessment. */
export const UNPAID_REPORT_NOTICE =
  'Rapporten skapades utan betalning eftersom du är administratör. En kund får aldrig den fullständiga rapporten utan betalning.';

const CALM = SAMPLE_ASSESSMENTS.find((s) => s.id === 'forsta-gangen')!;

/**
 * Mock answers by question number (1 = the first question served): a calm sample person's answer
 * to each question. Its riskWeight is a scale's own value (0–10) and 0 elsewhere: a calm person's
 * answers weigh little. The server echoes it; the engine weighs the answers itself (decision 0040).
 */
export function mockAnswersFor(questions: readonly Pick<Question, 'key' | 'questionType'>[]): Record<string, MockAnswer> {
  return Object.fromEntries(
    questions.flatMap((q, i) => {
      const value = CALM.answers[q.key];
      if (value === undefined) return [];
      const riskWeight = q.questionType === 'range' ? Math.min(10, Math.max(0, Number(value) || 0)) : 0;
      return [[String(i + 1), { selectedOption: value, riskWeight }]];
    }),
  );
}

type Outcome = { ok: true; status: number; body: unknown } | { ok: false; status: number; message: string; body: unknown };
interface Step {
  title: string;
  method: 'POST';
  path: string;
  request: unknown;
  status: number;
  call: () => Promise<unknown>;
}

/** What a failed call answered: its status (0 when no answer came) and the server's body. */
function failure(err: unknown): { status: number; body: unknown } {
  if (!(err instanceof ApiError)) return { status: 0, body: { error: err instanceof Error ? err.message : String(err) } };
  try {
    return { status: err.status, body: JSON.parse(err.body) as unknown };
  } catch {
    return { status: err.status, body: err.body };
  }
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The developer panel (spec §2): the four steps of the whole flow against the real API, each with its request and answer. */
export function DeveloperPanelPage() {
  const { brandName, payments } = useSiteInfo();
  usePageTitle('Utvecklarverktyg', brandName);
  const { user } = useAuth();
  const questions = useQuery(questionsQuery());
  const [outcomes, setOutcomes] = useState<(Outcome | null)[]>([null, null, null, null]);
  const [busy, setBusy] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const ok = (i: number) => outcomes[i]?.ok === true;
  const bodyOf = <T,>(i: number) => (outcomes[i]?.ok ? (outcomes[i].body as T) : null);
  const assessmentId = bodyOf<{ id: string }>(0)?.id ?? '{id}';
  const finalized = bodyOf<{ reportId: string; downloadUrl: string; paid: boolean }>(2);
  const checkout = bodyOf<{ checkoutUrl: string }>(3);
  const now = new Date().toISOString();
  const first = questions.data?.[0];

  const steps: Step[] = [
    {
      title: 'Skapa bedömning',
      method: 'POST',
      path: '/api/assessments',
      status: 201,
      request: {
        email: user?.email ?? null,
        status: 'completed',
        consent: { givenAt: now, version: CONSENT_VERSION },
        // The assessment exists before its answers: its first question is skipped until step 2.
        responses: { completedAt: now, tests: first ? [{ testId: first.key, completion: 'skipped' }] : [] },
      },
      call: () => developerCalls.createAssessment(steps[0]!.request as Parameters<typeof developerCalls.createAssessment>[0]),
    },
    {
      title: 'Skicka svar',
      method: 'POST',
      path: `/api/assessments/${assessmentId}/answers`,
      status: 200,
      request: { responses: mockAnswersFor(questions.data ?? []) },
      call: () => developerCalls.submitAnswers(assessmentId, steps[1]!.request as Parameters<typeof developerCalls.submitAnswers>[1]),
    },
    {
      title: 'Slutför bedömningen',
      method: 'POST',
      path: `/api/assessments/${assessmentId}/finalize`,
      status: 200,
      request: null,
      call: () => developerCalls.finalize(assessmentId),
    },
    {
      title: 'Skapa kassa',
      method: 'POST',
      path: '/api/checkout/klarna',
      status: 200,
      request: { assessmentId, email: user?.email, userName: user?.name },
      call: () => developerCalls.checkout(steps[3]!.request as Parameters<typeof developerCalls.checkout>[0]),
    },
  ];

  async function run(i: number) {
    setBusy(i);
    // A step run again starts the steps after it anew.
    const set = (outcome: Outcome) => setOutcomes((all) => all.map((o, j) => (j === i ? outcome : j > i ? null : o)));
    try {
      set({ ok: true, status: steps[i]!.status, body: await steps[i]!.call() });
    } catch (err) {
      const { status, body } = failure(err);
      const message = `${STEP_FAILURES[i]}: ${status}`;
      set({ ok: false, status, message, body });
      toast({ title: message, description: err instanceof ApiError ? err.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function download(reportId: string) {
    setDownloading(true);
    try {
      const res = await reportFiles.download(reportId);
      await saveFileAnswer(res, 'rapport.pdf');
    } catch {
      toast({ title: 'Kunde inte ladda ner rapporten', description: 'Försök igen.', variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Utvecklarverktyg</h1>
          <p className="max-w-prose text-muted-foreground">
            Kör hela flödet mot den riktiga servern, ett steg i taget: bedömning, svar, rapport och kassa. Bedömningen blir din egen och syns under Mina sidor.
            Betalningen sker i{' '}
            {payments.provider === 'klarna' ? `Klarnas ${payments.mode === 'live' ? 'skarpa läge' : 'testläge (playground)'}` : 'den inbyggda testleverantören'}
            .
          </p>
        </div>
        <Button variant="outline" onClick={() => setOutcomes([null, null, null, null])} disabled={busy !== null || outcomes.every((o) => o === null)}>
          <RotateCcw aria-hidden="true" /> Börja om
        </Button>
      </header>
      <ol className="flex flex-col gap-4">
        {steps.map((step, i) => (
          <li key={step.title}>
            <StepCard
              number={i + 1}
              step={step}
              outcome={outcomes[i] ?? null}
              busy={busy === i}
              disabled={busy !== null || (i > 0 && !ok(i - 1)) || (i === 0 && !first)}
              onRun={() => void run(i)}
            >
              {i === 2 && finalized && (
                <div className="flex flex-col gap-3">
                  {!finalized.paid && (
                    <p role="note" className="flex gap-2 rounded-lg border border-amber-600 bg-warning-soft p-3 text-sm">
                      <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-800" /> {UNPAID_REPORT_NOTICE}
                    </p>
                  )}
                  <DownloadButton pending={downloading} variant="outline" className="self-start" onClick={() => void download(finalized.reportId)}>
                    Ladda ner rapporten
                  </DownloadButton>
                </div>
              )}
              {i === 3 && checkout && (
                <a href={checkout.checkoutUrl} className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4">
                  <ExternalLink aria-hidden="true" className="size-4" /> Öppna kassan
                </a>
              )}
            </StepCard>
          </li>
        ))}
      </ol>
    </div>
  );
}

function StepCard({
  number,
  step,
  outcome,
  busy,
  disabled,
  onRun,
  children,
}: {
  number: number;
  step: Step;
  outcome: Outcome | null;
  busy: boolean;
  disabled: boolean;
  onRun: () => void;
  children?: ReactNode;
}) {
  const headingId = `developer-step-${number}`;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" role="group" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          {outcome?.ok && <CheckCircle2 aria-label="Klart" className="size-5 text-primary" />}
          Steg {number}: {step.title}
        </h2>
        <Button onClick={onRun} disabled={disabled} aria-busy={busy}>
          <Play aria-hidden="true" /> {busy ? 'Kör...' : outcome ? 'Kör igen' : `Kör steg ${number}`}
        </Button>
      </div>
      <JsonBlock label={`Förfrågan: ${step.method} ${step.path}`} value={step.request ?? '(ingen kropp)'} />
      {outcome && !outcome.ok && (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {outcome.message}
        </p>
      )}
      {outcome && <JsonBlock label={`Svar: HTTP ${outcome.status || 'inget svar'}`} value={outcome.body} />}
      {children}
    </Card>
  );
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <figcaption className="text-sm font-semibold break-all">{label}</figcaption>
      <pre tabIndex={0} className="max-h-72 overflow-auto rounded-lg border border-border bg-muted p-3 font-mono text-xs leading-relaxed">
        {typeof value === 'string' ? value : pretty(value)}
      </pre>
    </figure>
  );
}
