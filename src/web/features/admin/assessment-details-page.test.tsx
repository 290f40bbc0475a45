import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { json, stubApi, type FetchMock } from '../../app/auth-provider.test-support';
import { AuthProvider } from '../../app/auth-provider';
import { createQueryClient } from '../../lib/query-client';
import { ToastSpy, clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { captureDownloads } from '../../lib/downloads.test-support';
import { AssessmentDetailsPage } from './assessment-details-page';
import { detailsOf } from './assessment-details.test-support';

const admin = { id: 'a1', email: 'agare@ryggkollen.se', name: 'Ägaren Åsa', role: 'admin' as const };
const URL_OF = (id: string) => `/api/admin/assessment-details/${id}`;
const pdf = () => () =>
  new Response(new Uint8Array([37, 80, 68, 70]), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="berit-back-rapport-2026-11-27-10-00-00.pdf"' },
  });

let saved: string[];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

function show(id: string, answers: Record<string, () => Response>): FetchMock {
  localStorage.setItem('auth_user', JSON.stringify(admin));
  localStorage.setItem('auth_token', JSON.stringify('t'));
  const fetchMock = stubApi({ '/api/me': json(200, admin), ...answers });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/assessment-details/${id}`]}>
        <AuthProvider navigate={() => undefined}>
          <ToastSpy />
          <Routes>
            <Route path="/assessment-details/:assessmentId" element={<AssessmentDetailsPage />} />
            <Route path="*" element={<p>annan sida</p>} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('AssessmentDetailsPage', () => {
  it('says it is loading while the details come', async () => {
    show('as-new', { [URL_OF('as-new')]: () => new Promise<Response>(() => {}) as unknown as Response });
    expect(await screen.findByText('Laddar bedömningsdetaljer...')).toBeInTheDocument();
  });

  it('says an unknown assessment was not found, with the way back to the customer search', async () => {
    show('saknas', { [URL_OF('saknas')]: json(404, { error: 'Bedömningen hittades inte.' }) });
    expect(await screen.findByRole('heading', { name: 'Bedömning hittades inte' })).toBeInTheDocument();
    expect(screen.getByText('Den begärda bedömningen kunde inte laddas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tillbaka till kundhanteringen/ })).toHaveAttribute('href', '/customer-search');
  });

  it('shows the overview and the detailed view: every option with its value, the chosen one marked in words, its contribution', async () => {
    show('as-new', { [URL_OF('as-new')]: json(200, detailsOf()) });
    expect(await screen.findByRole('heading', { level: 1, name: /Bedömningsdetaljer/ })).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Översikt' });
    expect(overview).toHaveTextContent('Berit Bäck');
    expect(overview).toHaveTextContent('berit@example.se');
    expect(overview).toHaveTextContent('2026-11-20');
    expect(overview).toHaveTextContent('Behandlad');
    expect(overview).toHaveTextContent('Antal frågor2');

    expect(screen.getByRole('button', { name: 'Detaljerad' })).toHaveAttribute('aria-pressed', 'true');
    const questions = within(screen.getByRole('list', { name: 'Alla svar, detaljerat' })).getAllByRole('heading', { level: 3 });
    expect(questions.map((h) => h.textContent)).toEqual(['Fråga 1. Strålar smärtan ut i benet?', 'Fråga 2. Hur mycket rör du dig?']);
    const options = within(screen.getByRole('list', { name: 'Svarsalternativ för fråga 1' })).getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['Nejvärde: none', 'Ja, ovanför knätvärde: above_knee', 'Ja, nedanför knätValt svarvärde: below_knee']);
    expect(screen.getByText('Bidrag till analysen: 3,5')).toBeInTheDocument();
    expect(screen.getByText('Nervpåverkan: 2,5')).toBeInTheDocument();
    expect(screen.getByText('Disksmärta: 1')).toBeInTheDocument();
    expect(screen.getByText('Smärtnivå: 6 av 10')).toBeInTheDocument();
    expect(screen.getByText('Bidrag till analysen: inget')).toBeInTheDocument();
  });

  it('switches to the summary: question, answer and contribution per row', async () => {
    show('as-new', { [URL_OF('as-new')]: json(200, detailsOf()) });
    fireEvent.click(await screen.findByRole('button', { name: 'Sammanfattning' }));
    expect(screen.getByRole('button', { name: 'Sammanfattning' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('region', { name: 'Sammanfattning av svaren' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1. Strålar smärtan ut i benet?Ja, nedanför knät3,5', '2. Hur mycket rör du dig?Hoppade över0']);
    expect(screen.queryByRole('list', { name: 'Alla svar, detaljerat' })).not.toBeInTheDocument();
  });

  it('shows the stored analyses with their engine versions and the reports with the analysis each used', async () => {
    show('as-new', { [URL_OF('as-new')]: json(200, detailsOf()), '/api/reports/rep-1/download': pdf() });
    const analysis = await screen.findByRole('region', { name: 'Sparad analys' });
    expect(within(analysis).getByRole('heading', { name: 'Senaste analysen: motorversion 3.0.0' })).toBeInTheDocument();
    expect(analysis).toHaveTextContent('Risk för långvariga besvär: måttlig');
    expect(analysis).toHaveTextContent('Snart: Kontakta vårdcentralen');
    expect(within(analysis).getByRole('region', { name: 'Mönster, senaste analysen' })).toHaveTextContent('Nervpåverkan80tydliga drag');
    expect(within(analysis).getByRole('region', { name: 'De fem områdena, senaste analysen' })).toHaveTextContent('Stress–För få svar');
    expect(analysis).toHaveTextContent('Tidigare analyser (1)');
    expect(analysis).toHaveTextContent('Motorversion 2.4.0');

    const reports = screen.getByRole('region', { name: 'Rapporter' });
    expect(reports).toHaveTextContent('Fullständig rapport · Gjord av admin (Dora Admin)');
    expect(reports).toHaveTextContent('motorversion 2.4.0 · analys 1 av 2');
    fireEvent.click(within(reports).getByRole('button', { name: /Ladda ner rapport berit-back/ }));
    await vi.waitFor(() => expect([saved, toastsShown().map((t) => t.description)]).toEqual([['berit-back-rapport-2026-11-27-10-00-00.pdf'], []]));
  });

  it('re-runs the current engine after a confirmation, then says so in a toast', async () => {
    const fetchMock = show('as-new', {
      [URL_OF('as-new')]: json(200, detailsOf({ analyses: detailsOf().analyses.slice(1), contributionsFrom: 'an-1' })),
      '/api/admin/assessments/as-new/reanalyse': json(201, {
        analysisId: 'an-2',
        engineVersion: '3.0.0',
        createdAt: '2026-11-27T10:00:00.000Z',
        message: 'Bedömningen är analyserad igen.',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Analysera igen med nuvarande motor' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('nuvarande motor (version 3.0.0)');
    expect(dialog).toHaveTextContent('(version 2.4.0)');
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/reanalyse'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Analysera igen' }));
    await vi.waitFor(() => expect(toastsShown().map((t) => t.title)).toEqual(['Analyserad igen']));
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/reanalyse'))!;
    expect((call[1] as RequestInit).method).toBe('POST');
  });

  it('offers no re-run when the newest analysis is the current engine’s', async () => {
    show('as-new', { [URL_OF('as-new')]: json(200, detailsOf()) });
    expect(await screen.findByText('Analysen är gjord med nuvarande motor (3.0.0).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analysera igen med nuvarande motor' })).not.toBeInTheDocument();
  });

  it('says a guest is a guest, without an address or a report button', async () => {
    show('as-gast', {
      [URL_OF('as-gast')]: json(200, detailsOf({ user: { id: null, name: 'Gäst (inget konto)', email: null, guest: true }, reports: [] })),
    });
    const overview = await screen.findByRole('region', { name: 'Översikt' });
    expect(overview).toHaveTextContent('Gäst (inget konto)');
    expect(overview).toHaveTextContent('Ingen (gäst utan konto)');
    expect(screen.getByRole('region', { name: 'Rapporter' })).toHaveTextContent('En gäst utan konto får ingen rapport.');
    expect(screen.queryByRole('button', { name: 'Ladda ner rapport' })).not.toBeInTheDocument();
  });
});
