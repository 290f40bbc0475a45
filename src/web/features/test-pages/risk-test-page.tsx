import { useMutation } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { SAMPLE_ASSESSMENTS, sampleTests, type SampleAssessment } from '../../../shared/content/sample-assessments';
import { URGENCY_HEADINGS } from '../../../shared/domain/scoring/advice';
import { analyseAnswers, answersFromTests } from '../../../shared/domain/scoring/engine';
import { AREA_LABELS } from '../../../shared/domain/scoring/labels';
import {
  AREA_LEVEL_LABELS,
  RISK_GROUP_HEADING,
  RISK_GROUP_LABELS,
  STRENGTH_LABELS,
  highestUrgency,
  ryggScore,
} from '../../../shared/domain/scoring/presentation';
import { DownloadButton } from '../../components/download-button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { saveFileAnswer } from '../../lib/api-client';
import { useSiteInfo } from '../../app/site-info';
import { usePageTitle } from '../../app/use-page-title';
import { reportFiles } from '../reports/api';
import { sampleRequest } from './samples';
import { TEST_PAGE_NOTICE } from './test-report-page';
import { fallbackReportFileName } from '../../../shared/domain/report-file-names';

/** The engine's result for a sample, as the report would get it. */
export function sampleAnalysis(sample: SampleAssessment) {
  const analysis = analyseAnswers(answersFromTests(sampleTests(sample)));
  return { analysis, score: ryggScore(analysis), urgency: highestUrgency(analysis.redFlags) };
}

function SampleCard({ sample }: { sample: SampleAssessment }) {
  const { analysis, score, urgency } = useMemo(() => sampleAnalysis(sample), [sample]);
  const headingId = `sample-${sample.id}`;
  const make = useMutation({
    mutationFn: async () => saveFileAnswer(await reportFiles.test(sampleRequest(sample, sample, 'full')), fallbackReportFileName('full')),
    onSuccess: (fileName) => toast({ title: 'Testrapporten är nedladdad', description: fileName, variant: 'success' }),
    onError: (err) =>
      toast({ title: 'PDF-genereringsfel', description: errorMessage(err, 'Fel: Kunde inte generera rapporten. Försök igen.'), variant: 'destructive' }),
  });
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="text-xl font-bold">
          {sample.label}
        </h2>
        <p className="text-sm text-muted-foreground">
          {sample.name}, {sample.email}
        </p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 [&_dd]:text-right [&_dd]:whitespace-nowrap">
        <dt className="font-medium">Ryggpoäng</dt>
        <dd>{score === null ? 'för få svar' : `${score} av 100`}</dd>
        <dt className="font-medium">{RISK_GROUP_HEADING}</dt>
        <dd>
          {RISK_GROUP_LABELS[analysis.riskGroup]}
          {!analysis.riskGroupComplete && ' (osäker)'}
        </dd>
        <dt className="font-medium">Varningstecken</dt>
        <dd>{urgency ? URGENCY_HEADINGS[urgency] : 'inga'}</dd>
      </dl>
      <div>
        <h3 className="mb-1 font-semibold">Mönster (poäng 0–100)</h3>
        <ol className="flex flex-col gap-0.5 text-sm">
          {analysis.categories.map((c) => (
            <li key={c.id} className="flex justify-between gap-4">
              <span>{c.label}</span>
              <span className="whitespace-nowrap text-right tabular-nums">
                {c.score} · {STRENGTH_LABELS[c.strength]}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="mb-1 font-semibold">Hälsoområden (poäng 0–100)</h3>
        <ul className="flex flex-col gap-0.5 text-sm">
          {analysis.riskAreas.map((a) => (
            <li key={a.id} className="flex justify-between gap-4">
              <span>{AREA_LABELS[a.id]}</span>
              <span className="whitespace-nowrap text-right tabular-nums">
                {a.level === 'unknown' ? '–' : a.score} · {AREA_LEVEL_LABELS[a.level]}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <DownloadButton variant="outline" pending={make.isPending} onClick={() => make.mutate()} aria-label={`Skapa rapport för ${sample.name}`}>
        Skapa rapport
      </DownloadButton>
    </Card>
  );
}

/**
 * /risk-test: the three sample people run through the engine in the browser (the same code as the
 * server), with the figures behind the result, and a full report for each. Staff use it to check
 * the scoring and the report together.
 */
export function RiskTestPage() {
  usePageTitle('Risktest');
  const production = useSiteInfo().environment === 'production';
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <p className="flex items-center gap-2 font-semibold text-primary">
          <FlaskConical className="size-5" aria-hidden="true" /> Testsida
        </p>
        <h1 className="text-3xl font-bold">Risktest</h1>
        <p className="text-muted-foreground">
          Tre påhittade personer genom bedömningen, med siffrorna bakom resultatet. Mönstrens poäng visas här för kontroll; kunden ser dem aldrig som siffror.{' '}
          {TEST_PAGE_NOTICE}
        </p>
        {production && <p className="text-sm font-semibold">Produktionsläge: sidan är bara öppen för administratörer.</p>}
      </div>
      <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {SAMPLE_ASSESSMENTS.map((sample) => (
          <SampleCard key={sample.id} sample={sample} />
        ))}
      </div>
      <p className="text-sm">
        Egna namn och förhandsvisningar görs på{' '}
        <Link to="/test-report" className="text-primary underline underline-offset-4">
          testrapportsidan
        </Link>
        .
      </p>
    </div>
  );
}
