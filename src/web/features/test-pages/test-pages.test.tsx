import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { SAMPLE_ASSESSMENTS } from '../../../shared/content/sample-assessments';
import { ToastSpy, clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { renderPage, sentTo, stubApi, type FetchMock } from '../../app/auth-provider.test-support';
import { captureDownloads } from '../../lib/downloads.test-support';
import { RiskTestPage, sampleAnalysis } from './risk-test-page';
import { TestReportPage } from './test-report-page';

const pdf = (name: string) => () =>
  new Response('%PDF-1.7 test', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` } });
let saved: string[] = [];
let fetchMock: FetchMock;
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(page: React.ReactNode, path: string) {
  renderPage(
    path,
    <>
      {page}
      <ToastSpy />
    </>,
  );
}

describe('/test-report', () => {
  it('makes the chosen sample person’s report under the name and address given, as a download', async () => {
    fetchMock = stubApi({ '/api/test-generate-report': pdf('forhandsvisning-eva-2026-11-25.pdf') });
    show(<TestReportPage />, '/test-report');
    const second = SAMPLE_ASSESSMENTS[1]!;
    fireEvent.click(screen.getByRole('radio', { name: second.label }));
    expect(screen.getByLabelText('Namn i rapporten')).toHaveValue(second.name);
    expect(screen.getByLabelText('E-postadress (ger filnamnet)')).toHaveValue(second.email);
    fireEvent.change(screen.getByLabelText('Namn i rapporten'), { target: { value: 'Eva Test' } });
    fireEvent.click(screen.getByRole('radio', { name: /Förhandsvisning/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Skapa testrapport' }));
    await waitFor(() => expect(saved).toEqual(['forhandsvisning-eva-2026-11-25.pdf']));
    const [body] = sentTo(fetchMock, '/api/test-generate-report') as {
      name: string;
      email: string;
      kind: string;
      assessmentData: { tests: { testId: string; completion: string }[] };
    }[];
    expect(body).toMatchObject({ name: 'Eva Test', email: second.email, kind: 'preview' });
    expect(Object.fromEntries(body!.assessmentData.tests.map((t) => [t.testId, t.completion]))).toEqual(second.answers);
    expect(toastsShown().at(-1)).toMatchObject({ title: 'Testrapporten är nedladdad', description: 'forhandsvisning-eva-2026-11-25.pdf' });
  });

  it('checks the fields before it calls, and shows the server’s refusal (production, not an admin)', async () => {
    fetchMock = stubApi({
      '/api/test-generate-report': () => new Response(JSON.stringify({ error: 'Testsidorna är bara öppna för administratörer.' }), { status: 403 }),
    });
    show(<TestReportPage />, '/test-report');
    fireEvent.change(screen.getByLabelText('E-postadress (ger filnamnet)'), { target: { value: 'inte en adress' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skapa testrapport' }));
    expect(await screen.findByText(/giltig e-postadress/i)).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/test-generate-report')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('E-postadress (ger filnamnet)'), { target: { value: 'test@example.se' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skapa testrapport' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Testsidorna är bara öppna för administratörer.');
    expect(toastsShown().at(-1)).toMatchObject({ title: 'PDF-genereringsfel' });
    expect(saved).toEqual([]);
  });
});

describe('/risk-test', () => {
  it('the three samples give three different pictures: sciatica, high distress, a mild first episode', () => {
    const [ischias, distress, first] = SAMPLE_ASSESSMENTS.map((s) => sampleAnalysis(s));
    expect(ischias!.analysis.categories[0]!.id).toBe('nervinklammning');
    expect(distress!.analysis.riskGroup).toBe('high');
    expect(first!.analysis.riskGroup).toBe('low');
    expect(first!.score!).toBeGreaterThan(distress!.score!);
    for (const s of [ischias, distress, first]) expect(s!.urgency).not.toBe('emergency');
  });

  it('shows each sample’s figures as the engine gives them and makes its report', async () => {
    fetchMock = stubApi({ '/api/test-generate-report': pdf('ryggrapport-karin-lindqvist-2026-11-25.pdf') });
    show(<RiskTestPage />, '/risk-test');
    for (const sample of SAMPLE_ASSESSMENTS) {
      const { analysis, score } = sampleAnalysis(sample);
      const card = screen.getByRole('region', { name: sample.label });
      expect(card).toHaveTextContent(`Ryggpoäng${score} av 100`);
      expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent(analysis.categories[0]!.label);
    }
    const first = SAMPLE_ASSESSMENTS[0]!;
    fireEvent.click(screen.getByRole('button', { name: `Skapa rapport för ${first.name}` }));
    await waitFor(() => expect(saved).toEqual(['ryggrapport-karin-lindqvist-2026-11-25.pdf']));
    expect(sentTo(fetchMock, '/api/test-generate-report')[0]).toMatchObject({ name: first.name, email: first.email, kind: 'full' });
  });
});
