import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerSearchResponse, CustomerSummary } from '../../../shared/contracts/customers';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { json, jsonResponse, renderPage, stubApi, type FetchMock } from '../../app/auth-provider.test-support';
import { ToastSpy, clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { captureDownloads } from '../../lib/downloads.test-support';
import { detailsOf } from './assessment-details.test-support';
import { CustomerSearchPage } from './customer-search-page';

const admin = { id: 'a1', email: 'agare@ryggkollen.se', name: 'Ägaren Åsa', role: 'admin' as const };
const SEARCH = '/api/admin/search-customers';

const BERIT: CustomerSummary = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Berit Bäck',
  email: 'berit@example.se',
  role: 'customer',
  createdAt: '2026-03-04T10:00:00.000Z',
  assessmentCount: 2,
  processedCount: 1,
  reportCount: 1,
  assessments: [
    { id: 'as-new', createdAt: '2026-11-20T10:00:00.000Z', completedAt: '2026-11-20T10:05:00.000Z', status: 'processed', reportGenerated: true },
    { id: 'as-old', createdAt: '2026-10-01T10:00:00.000Z', completedAt: null, status: 'pending', reportGenerated: false },
  ],
};
const OLLE: CustomerSummary = {
  ...BERIT,
  id: '00000000-0000-4000-8000-0000000000c2',
  name: 'Olle Admin',
  email: 'olle@example.se',
  role: 'admin',
  assessmentCount: 0,
  processedCount: 0,
  reportCount: 0,
  assessments: [],
};

function answer(overrides: Partial<CustomerSearchResponse> = {}): CustomerSearchResponse {
  return {
    customers: [BERIT, OLLE],
    total: 2,
    searchQuery: null,
    page: 1,
    pageSize: 10,
    stats: { customers: 2, assessments: 2, processed: 1, withReports: 1 },
    ...overrides,
  };
}

afterEach(() => {
  clearToasts();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(path = '/customer-search', answers: Record<string, () => Response> = {}): FetchMock {
  localStorage.setItem('auth_user', JSON.stringify(admin));
  localStorage.setItem('auth_token', JSON.stringify('t'));
  const fetchMock = stubApi({ '/api/me': json(200, admin), ...answers });
  renderPage(
    path,
    <>
      <CustomerSearchPage />
      <ToastSpy />
    </>,
  );
  return fetchMock;
}

const searches = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(SEARCH))
    .map((url) => url.slice(SEARCH.length));
const cells = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('CustomerSearchPage', () => {
  it('states that it requires admin, asks for a search first and calls nothing until then', async () => {
    const fetchMock = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kundhantering & Bedömningar' })).toBeInTheDocument();
    // The spec (§6): the page states that it requires admin.
    expect(screen.getByText('Kräver administratörsbehörighet')).toBeInTheDocument();
    expect(screen.getByText(/tryck på Tillämpa filter för att visa alla kunder/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Grundsökning' })).toHaveAttribute('aria-selected', 'true');
    expect(searches(fetchMock)).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The arrow keys move between the tabs.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Grundsökning' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Avancerade filter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Avancerade filter' })).toHaveFocus();
    expect(screen.getByLabelText('Söktyp')).toBeInTheDocument();
  });

  it('runs the basic search with Enter: sends q only, shows the heading, the total, the stat cards and the seven columns', async () => {
    const fetchMock = show('/customer-search', {
      [`${SEARCH}?q=berit&page=1`]: json(
        200,
        answer({ customers: [BERIT], total: 1, searchQuery: 'berit', stats: { customers: 1, assessments: 2, processed: 1, withReports: 1 } }),
      ),
    });
    const box = await screen.findByLabelText('Sök på namn eller e-post');
    fireEvent.change(box, { target: { value: ' berit ' } });
    fireEvent.submit((box as HTMLInputElement).form!);

    expect(await screen.findByRole('heading', { level: 2, name: /Sökresultat för ”berit”/ })).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual(['?q=berit&page=1']);
    expect(screen.getByTestId('customer-total')).toHaveTextContent(/^1 träff$/);
    const stats = screen.getByRole('region', { name: 'Statistik för sökningen' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Totalt antal kunder1', 'Totalt antal bedömningar2', 'Behandlade1', 'Med rapporter1']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Kund', 'E-post', 'Roll', 'Registrerad', 'Bedömningar', 'Status', 'Åtgärd']);
    expect(cells('Berit Bäck')).toEqual(['berit@example.se', 'Kund', '2026-03-04', '2 bedömningar1 rapport', '1 behandlade', 'Visa']);
    expect(screen.getByText('Visar 1-1 av 1 kunder')).toBeInTheDocument();
    expect(screen.getByText('Sida 1 av 1')).toBeInTheDocument();
  });

  it('the Sök button runs the search too', async () => {
    const fetchMock = show('/customer-search', { [`${SEARCH}?q=olle&page=1`]: json(200, answer({ customers: [OLLE], total: 1, searchQuery: 'olle' })) });
    fireEvent.change(await screen.findByLabelText('Sök på namn eller e-post'), { target: { value: 'olle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByRole('row', { name: /^Olle Admin/ })).toBeInTheDocument();
    expect(cells('Olle Admin')).toEqual(['olle@example.se', 'Admin', '2026-03-04', '0 bedömningar0 rapporter', 'Inga bedömningar', 'Visa']);
    expect(searches(fetchMock)).toEqual(['?q=olle&page=1']);
  });

  it('sends only the advanced filters that are not "all" or empty; Apply with none lists every customer', async () => {
    const fetchMock = show('/customer-search', {
      [`${SEARCH}?page=1`]: json(200, answer()),
      [`${SEARCH}?searchType=email&dateFrom=2026-01-01&status=processed&page=1`]: json(200, answer({ customers: [BERIT], total: 1 })),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Avancerade filter' }));
    expect(screen.getByRole('tab', { name: 'Avancerade filter' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Tillämpa filter' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^Alla kunder/ })).toBeInTheDocument();
    expect(screen.getByTestId('customer-total')).toHaveTextContent(/^2 träffar$/);

    fireEvent.change(screen.getByLabelText('Söktyp'), { target: { value: 'email' } });
    fireEvent.change(screen.getByLabelText('Registrerad från'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'processed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tillämpa filter' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Olle Admin/ })).not.toBeInTheDocument());
    expect(searches(fetchMock)).toEqual(['?page=1', '?searchType=email&dateFrom=2026-01-01&status=processed&page=1']);
    // The applied filters stay in the fields.
    expect(screen.getByLabelText('Status')).toHaveValue('processed');
    expect(screen.getByLabelText('Har bedömningar')).toHaveValue('all');
  });

  it('Rensa sets every filter back and returns to the prompt', async () => {
    show('/customer-search?q=berit&status=pending&hasAssessments=yes&sok=1', {
      [`${SEARCH}?q=berit&status=pending&hasAssessments=yes&page=1`]: json(200, answer({ customers: [BERIT], total: 1, searchQuery: 'berit' })),
    });
    // Opened on the advanced tab, since the URL holds advanced filters.
    expect(await screen.findByRole('row', { name: /^Berit Bäck/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Avancerade filter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    fireEvent.click(screen.getByRole('button', { name: 'Rensa' }));
    expect(await screen.findByText(/tryck på Tillämpa filter för att visa alla kunder/)).toBeInTheDocument();
    expect(screen.getByLabelText('Sök på namn eller e-post')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('all');
    expect(screen.getByLabelText('Har bedömningar')).toHaveValue('all');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages by the server’s page: the texts, Nästa and Föregående', async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ ...OLLE, id: `id-${i}`, name: `Kund ${i + 1}` }));
    const fetchMock = show('/customer-search?sok=1', {
      [`${SEARCH}?page=1`]: json(200, answer({ customers: many, total: 25 })),
      [`${SEARCH}?page=2`]: json(200, answer({ customers: many.map((c, i) => ({ ...c, name: `Kund ${i + 11}` })), total: 25, page: 2 })),
    });
    expect(await screen.findByText('Visar 1-10 av 25 kunder')).toBeInTheDocument();
    expect(screen.getByText('Sida 1 av 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Föregående' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Visar 11-20 av 25 kunder')).toBeInTheDocument();
    expect(screen.getByText('Sida 2 av 3')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Kund 11/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Föregående' }));
    expect(await screen.findByText('Visar 1-10 av 25 kunder')).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual(['?page=1', '?page=2']);
  });

  it('says "Söker kunder..." while the search runs and "Inga kunder hittades" when nothing matches', async () => {
    let reply: (r: Response) => void = () => undefined;
    show('/customer-search?q=ingen&sok=1', {
      [`${SEARCH}?q=ingen&page=1`]: () => new Promise<Response>((resolve) => (reply = resolve)) as unknown as Response,
    });
    expect(await screen.findByText('Söker kunder...')).toBeInTheDocument();
    reply(jsonResponse(answer({ customers: [], total: 0, searchQuery: 'ingen', stats: { customers: 0, assessments: 0, processed: 0, withReports: 0 } })));
    expect(await screen.findByText('Inga kunder hittades')).toBeInTheDocument();
    expect(screen.queryByText('Söker kunder...')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server’s 400 message beside the search box and keeps what was typed', async () => {
    const message = 'Skriv minst 3 tecken för att söka.';
    show('/customer-search', { [`${SEARCH}?q=ek&page=1`]: json(400, { error: message, fields: { q: message } }) });
    const box = await screen.findByLabelText('Sök på namn eller e-post');
    fireEvent.change(box, { target: { value: 'ek' } });
    fireEvent.submit((box as HTMLInputElement).form!);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Sök på namn eller e-post')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Sök på namn eller e-post')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Sök på namn eller e-post')).toHaveValue('ek');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens a profile with the details, figures and history, and goes back to the same search and page', async () => {
    const fetchMock = show('/customer-search?q=exempel&page=2&sok=1', {
      [`${SEARCH}?q=exempel&page=2`]: json(200, answer({ total: 12, page: 2, searchQuery: 'exempel' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Visa Berit Bäck' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Berit Bäck' })).toHaveFocus();
    expect(screen.getByText('berit@example.se')).toBeInTheDocument();
    expect(screen.getByText('Kund')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Statistik' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Totalt antal bedömningar2', 'Behandlade1', 'Med rapporter1']);
    const history = within(screen.getByRole('region', { name: 'Bedömningshistorik' })).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent('Bedömning as-new');
    expect(history[0]).toHaveTextContent('2026-11-20');
    expect(history[0]).toHaveTextContent('Behandlad');
    expect(history[0]).toHaveTextContent('Rapport genererad');
    expect(within(history[0]!).getByRole('link', { name: /^Visa detaljer/ })).toHaveAttribute('href', '/assessment-details/as-new');
    expect(history[1]).toHaveTextContent('Väntar');
    expect(history[1]).not.toHaveTextContent('Rapport genererad');
    // Each assessment: its answers in the page and (once processed) its report; a pending one has no report to get.
    expect(within(history[0]!).getByRole('button', { name: 'Visa alla svar för bedömning as-new' })).toBeInTheDocument();
    expect(within(history[0]!).getByRole('button', { name: 'Ladda ner rapport för bedömning as-new' })).toBeInTheDocument();
    expect(within(history[1]!).getByRole('button', { name: 'Visa alla svar för bedömning as-old' })).toBeInTheDocument();
    expect(within(history[1]!).queryByRole('button', { name: /Ladda ner rapport/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Tillbaka till sökningen' }));
    expect(await screen.findByText('Sida 2 av 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Sök på namn eller e-post')).toHaveValue('exempel');
    expect(screen.getByRole('button', { name: 'Visa Berit Bäck' })).toHaveFocus();
    // The same search, from the cache: no new call.
    expect(searches(fetchMock)).toEqual(['?q=exempel&page=2']);

    fireEvent.click(screen.getByRole('button', { name: 'Visa Olle Admin' }));
    expect(await screen.findByText('Inga bedömningar genomförda än')).toBeInTheDocument();
  });

  it('shows all the answers of an assessment in the page, with its overview and report, and steps back to the profile', async () => {
    const saved = captureDownloads();
    const fetchMock = show('/customer-search?sok=1&kund=' + BERIT.id, {
      [`${SEARCH}?page=1`]: json(200, answer()),
      '/api/admin/assessment-details/as-new': json(200, detailsOf()),
      '/api/reports/rep-1/download': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="berit-rapport.pdf"' },
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Visa alla svar för bedömning as-new' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Svar från Berit Bäck' })).toHaveFocus();
    const overview = screen.getByText('Bedömning', { selector: 'dt' }).closest('dl')!;
    expect(overview).toHaveTextContent('Bedömningas-new');
    expect(overview).toHaveTextContent('KundBerit Bäck');
    expect(overview).toHaveTextContent('E-postberit@example.se');
    expect(overview).toHaveTextContent('StatusBehandlad');
    expect(overview).toHaveTextContent('Genomförd2026-11-20');
    expect(overview).toHaveTextContent('RapportGenererad');
    const rows = within(screen.getByRole('region', { name: 'Tabell över frågor och svar' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1. Strålar smärtan ut i benet?Ja, nedanför knät3,5', '2. Hur mycket rör du dig?Hoppade över0']);

    // The newest stored full report is downloaded; nothing is made.
    fireEvent.click(screen.getByRole('button', { name: 'Ladda ner rapport' }));
    await vi.waitFor(() => expect(saved).toEqual(['berit-rapport.pdf']));
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('generate-report'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Tillbaka till kundprofilen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Berit Bäck' })).toBeInTheDocument();
  });

  it('says when an assessment has no answers', async () => {
    show('/customer-search?sok=1&kund=' + BERIT.id + '&svar=as-old', {
      [`${SEARCH}?page=1`]: json(200, answer()),
      '/api/admin/assessment-details/as-old': json(200, detailsOf({ answerSummary: [], detailedResponses: [], totalQuestions: 0, reports: [] })),
    });
    expect(await screen.findByText('Inga svar tillgängliga')).toBeInTheDocument();
    expect(screen.getByText('Inte genererad')).toBeInTheDocument();
  });

  it('makes the report when none is stored, then downloads it', async () => {
    const saved = captureDownloads();
    const fetchMock = show('/customer-search?sok=1&kund=' + BERIT.id, {
      [`${SEARCH}?page=1`]: json(200, answer()),
      '/api/admin/assessment-details/as-new': json(200, detailsOf({ reports: [] })),
      '/api/admin/generate-report/as-new': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="berit-back-rapport-2026-11-27-10-00-00.pdf"' },
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ladda ner rapport för bedömning as-new' }));
    await vi.waitFor(() => expect(saved).toEqual(['berit-back-rapport-2026-11-27-10-00-00.pdf']));
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/api/admin/generate-report/as-new'))!;
    expect(init?.method).toBe('POST');
  });
  it('says in a toast when the report cannot be downloaded (the spec only logs it; README lists the difference), and the button works again', async () => {
    const saved = captureDownloads();
    const fetchMock = show('/customer-search?sok=1&kund=' + BERIT.id, {
      [`${SEARCH}?page=1`]: json(200, answer()),
      '/api/admin/assessment-details/as-new': json(200, detailsOf({ reports: [] })),
      '/api/admin/generate-report/as-new': () => new Response('', { status: 502 }),
    });
    const button = await screen.findByRole('button', { name: 'Ladda ner rapport för bedömning as-new' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(toastsShown()[0]).toMatchObject({ title: 'Fel', description: 'Kunde inte ladda ner rapporten. Försök igen.', variant: 'destructive' }),
    );
    expect(saved).toEqual([]);
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveTextContent('Ladda ner rapport');
    // Pressed again, it asks again.
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/api/admin/generate-report/as-new'))).toHaveLength(2));
  });
});
