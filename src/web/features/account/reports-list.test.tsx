import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportListItem } from '../../../shared/contracts/reports';
import type { PublicUser } from '../../../shared/contracts/user';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { jsonResponse as json } from '../../app/auth-provider.test-support';
import { ToastSpy, clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { myReportsQuery } from '../reports/api';
import { REPORTS_LIST_TEXTS, ReportsList } from './reports-list';

const user: PublicUser = { id: 'u1', email: 'anna@example.se', name: 'Anna', role: 'customer' };
const FULL: ReportListItem = {
  id: '5a0e9d4c-0000-4000-8000-000000000001',
  kind: 'full',
  diagnosisCategory: 'Disksmärta',
  createdAt: '2026-11-20T10:00:00.000Z',
  downloadUrl: '/api/reports/5a0e9d4c-0000-4000-8000-000000000001/download',
  fileName: 'ryggrapport-anna-2026-11-20.pdf',
};
const PREVIEW: ReportListItem = {
  ...FULL,
  id: '5a0e9d4c-0000-4000-8000-000000000002',
  kind: 'preview',
  fileName: 'forhandsvisning-anna-2026-11-19.pdf',
  createdAt: '2026-11-19T10:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(props: { enabled?: boolean; paidWaiting?: number } = {}) {
  // The list's own retry (one) is kept; only its delay is taken away so the test does not wait.
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <ReportsList user={user} enabled={props.enabled ?? true} paidWaiting={props.paidWaiting ?? 0} />
      <ToastSpy />
    </QueryClientProvider>,
  );
  return client;
}

describe('ReportsList', () => {
  it('lists the reports, newest first as the server sends them, each with its kind, date, pattern and download', async () => {
    fetchMock.mockImplementation(async () => json([FULL, PREVIEW]));
    show();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Fullständig rapport, 20 november 2026');
    expect(items[0]).toHaveTextContent('Liknar mest: Disksmärta');
    expect(items[0]).toHaveTextContent('ryggrapport-anna-2026-11-20.pdf');
    expect(items[1]).toHaveTextContent('Förhandsvisning, 19 november 2026');
    expect(screen.getByRole('button', { name: 'Ladda ner fullständig rapport från 20 november 2026' })).toBeEnabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/my-reports');
  });

  it('names no pattern where none may be named (the server sends an empty one)', async () => {
    fetchMock.mockImplementation(async () => json([{ ...FULL, diagnosisCategory: '' }]));
    show();
    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent('Fullständig rapport, 20 november 2026');
    expect(item).not.toHaveTextContent('Liknar mest');
  });

  it('is polled every 30 seconds with one retry (spec)', () => {
    const options = myReportsQuery('u1');
    expect(options.refetchInterval).toBe(30_000);
    expect(options.retry).toBe(1);
    expect(options.queryKey).toContain('u1');
  });

  it('does not load until signed in for sure (a guest hand-over in progress)', () => {
    show({ enabled: false });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Hämtar dina rapporter...')).toBeInTheDocument();
  });

  it('a 401 asks the person to sign in again; a retry loads the list', async () => {
    fetchMock.mockImplementation(async () => json({ error: 'Logga in för att fortsätta.' }, 401));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORTS_LIST_TEXTS.unauthorized);
    expect(fetchMock).toHaveBeenCalledTimes(2); // the first try and its one retry
    fetchMock.mockImplementation(async () => json([FULL]));
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('ryggrapport-anna-2026-11-20.pdf')).toBeInTheDocument();
  });

  it('any other failure says the reports could not be fetched', async () => {
    fetchMock.mockImplementation(async () => json({ error: 'Internt fel' }, 500));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORTS_LIST_TEXTS.failed);
  });

  it('a failed download says so in a toast and the list stays', async () => {
    fetchMock.mockResolvedValueOnce(json([FULL]));
    show();
    const button = await screen.findByRole('button', { name: /Ladda ner fullständig rapport/ });
    fetchMock.mockImplementation(async () => json({ error: 'Rapportfilen kunde inte läsas. Försök igen senare.' }, 503));
    fireEvent.click(button);
    await waitFor(() => expect(toastsShown().at(-1)).toMatchObject({ title: REPORTS_LIST_TEXTS.downloadFailed, variant: 'destructive' }));
    expect(toastsShown().at(-1)?.description).toBe('Rapportfilen kunde inte läsas. Försök igen senare.');
    expect(screen.getByText('ryggrapport-anna-2026-11-20.pdf')).toBeInTheDocument();
  });

  it('a paid report still being made is named; none at all gives the empty state', async () => {
    fetchMock.mockImplementation(async () => json([PREVIEW]));
    show({ paidWaiting: 1 });
    expect((await screen.findByText('Din fullständiga rapport skapas.')).closest('li')).toHaveAttribute('role', 'status');
    expect(screen.getByText('forhandsvisning-anna-2026-11-19.pdf')).toBeInTheDocument();
  });

  it('with nothing bought and nothing downloaded it says where reports will appear', async () => {
    fetchMock.mockImplementation(async () => json([]));
    show();
    expect(await screen.findByText('Du har inga rapporter än')).toBeInTheDocument();
  });
});
