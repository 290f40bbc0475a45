import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AdminOrderListResponse } from '../../../shared/contracts/admin-orders';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { json, renderPage, stubApi, type FetchMock } from '../../app/auth-provider.test-support';
import { ToastSpy, clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { OrdersPage } from './orders-page';

const admin = { id: 'a1', email: 'agare@ryggkollen.se', name: 'Ägaren Åsa', role: 'admin' as const };
const LIST = '/api/admin/orders';

const PAID: AdminOrder = {
  id: '00000000-0000-4000-8000-000000000001',
  orderNumber: 1042,
  receiptNumber: 17,
  status: 'fulfilled',
  customer: { id: 'u1', name: 'Berit Bäck', email: 'berit@example.se' },
  productName: 'Personlig ryggrapport',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  refundedAt: null,
  cancelledAt: null,
  listPrice: 25_000,
  total: 20_000,
  vat: 4000,
  vatRateBp: 2500,
  discount: { code: 'RYGG-ABC', amount: 5000 },
  provider: 'klarna',
  providerReference: 'klarna-order-1',
  paymentOutcome: null,
  reportState: 'ready',
  creditNote: null,
};
const FAILED: AdminOrder = {
  ...PAID,
  id: '00000000-0000-4000-8000-000000000002',
  orderNumber: 1041,
  status: 'paid',
  reportState: 'failed',
  discount: null,
  total: 25_000,
  vat: 5000,
};
const MADE: AdminOrder = {
  ...PAID,
  id: '00000000-0000-4000-8000-000000000003',
  orderNumber: 1040,
  status: 'created',
  paidAt: null,
  receiptNumber: null,
  reportState: 'none',
  customer: null,
};

const page = (overrides: Partial<AdminOrderListResponse> = {}): AdminOrderListResponse => ({
  orders: [PAID, FAILED, MADE],
  total: 43,
  page: 1,
  pageSize: 20,
  ...overrides,
});

afterEach(() => {
  localStorage.clear();
  clearToasts();
  vi.unstubAllGlobals();
});

function show(path = '/admin/orders', answers: Record<string, () => Response> = {}): FetchMock {
  localStorage.setItem('auth_user', JSON.stringify(admin));
  localStorage.setItem('auth_token', JSON.stringify('t'));
  const fetchMock = stubApi({ '/api/me': json(200, admin), [`${LIST}?page=1`]: json(200, page()), ...answers });
  renderPage(
    path,
    <>
      <OrdersPage />
      <ToastSpy />
    </>,
  );
  return fetchMock;
}

const calls = (fetchMock: FetchMock, prefix: string) =>
  fetchMock.mock.calls.map(([url, init]) => [String(url), init?.method ?? 'GET'] as const).filter(([url]) => url.startsWith(prefix));
const row = (orderNumber: number) => screen.getByRole('row', { name: new RegExp(`^${orderNumber}`) });

describe('OrdersPage', () => {
  it('shows a page of orders with their columns, the paging line and actions by state', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordrar' })).toBeInTheDocument();
    const paid = within(await screen.findByRole('row', { name: /^1042/ }));
    expect(paid.getByText('Berit Bäck')).toBeInTheDocument();
    expect(paid.getByText(/^200,00 kr/)).toBeInTheDocument();
    expect(paid.getByText('varav moms 40,00 kr')).toBeInTheDocument();
    expect(paid.getByText(/Rabatt RYGG-ABC −50,00 kr/)).toBeInTheDocument();
    expect(paid.getByText('Levererad')).toBeInTheDocument();
    expect(paid.getByText('klarna-order-1')).toBeInTheDocument();
    expect(paid.getByText('Klar')).toBeInTheDocument();
    expect(paid.getByRole('button', { name: 'Återbetala order 1042' })).toBeInTheDocument();
    expect(paid.queryByRole('button', { name: /Skapa rapport igen/ })).not.toBeInTheDocument();
    expect(within(row(1041)).getByRole('button', { name: 'Skapa rapport igen för order 1041' })).toBeInTheDocument();
    expect(within(row(1040)).getByText('Raderat konto')).toBeInTheDocument();
    expect(within(row(1040)).getByRole('button', { name: 'Avbryt order 1040' })).toBeInTheDocument();
    expect(within(row(1040)).queryByRole('button', { name: /Återbetala/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tabell över ordrarna' })).toBeInTheDocument();
    expect(screen.getByText('Visar 1-3 av 43 ordrar')).toBeInTheDocument();
    expect(screen.getByText('Sida 1 av 3')).toBeInTheDocument();
  });

  it('marks a held order whose payment outcome Klarna did not tell, with what to do', async () => {
    const unknown: AdminOrder = { ...MADE, id: '00000000-0000-4000-8000-000000000004', orderNumber: 1039, status: 'authorized', providerReference: null };
    show('/admin/orders', {
      [`${LIST}?page=1`]: json(
        200,
        page({
          orders: [
            { ...unknown, paymentOutcome: 'check' },
            { ...unknown, id: `${unknown.id.slice(0, -1)}5`, orderNumber: 1038, paymentOutcome: 'reconciling' },
          ],
        }),
      ),
    });
    expect(
      await within(await screen.findByRole('row', { name: /^1039/ })).findByText('Betalning okänd – kontrollera ordern i Klarnas portal'),
    ).toBeInTheDocument();
    expect(within(row(1038)).getByText('Betalning okänd – väntar på svar från Klarna')).toBeInTheDocument();
    expect(within(row(1038)).getByText('Granskas')).toBeInTheDocument();
  });

  it('sends the filters and pages on the server', async () => {
    const fetchMock = show('/admin/orders', {
      [`${LIST}?q=berit&status=refunded&dateFrom=2026-11-01&dateTo=2026-11-30&page=1`]: json(200, page({ orders: [], total: 0 })),
      [`${LIST}?page=2`]: json(200, page({ page: 2, orders: [MADE] })),
    });
    await screen.findByRole('row', { name: /^1042/ });
    fireEvent.click(screen.getByRole('button', { name: /Nästa/ }));
    expect(await screen.findByText('Visar 21-21 av 43 ordrar')).toBeInTheDocument();
    expect(screen.getByText('Sida 2 av 3')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Sök order, kvitto eller e-post'), { target: { value: 'berit' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'refunded' } });
    expect(screen.getByRole('option', { name: 'Återbetald' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Från och med'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Till och med'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByText('Inga ordrar hittades')).toBeInTheDocument();
    expect(calls(fetchMock, LIST).map(([url]) => url.slice(LIST.length))).toEqual([
      '?page=1',
      '?page=2',
      '?q=berit&status=refunded&dateFrom=2026-11-01&dateTo=2026-11-30&page=1',
    ]);
  });

  it('refunds after a confirmation that states the amount, then toasts and reloads', async () => {
    const refunded: AdminOrder = {
      ...PAID,
      status: 'refunded',
      creditNote: { id: 'c1', creditNoteNumber: 3, total: -20_000, vat: -4000, reason: null, createdAt: PAID.createdAt },
    };
    let listed = 0;
    const fetchMock = show('/admin/orders', {
      [`${LIST}?page=1`]: () =>
        new Response(JSON.stringify(page(listed++ ? { orders: [refunded, FAILED, MADE] } : {})), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      [`${LIST}/${PAID.id}/refund`]: json(200, { order: refunded, message: 'Order 1042 är återbetald (200,00 kr). Kreditnota 3 är skickad till kunden.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Återbetala order 1042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Återbetala order 1042?' });
    expect(within(dialog).getByText(/200,00 kr betalas tillbaka till kunden via Klarna/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Anledning/), { target: { value: 'Kunden ångrade sig' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Återbetala 200,00\skr$/ }));
    await waitFor(() => expect(toastsShown()[0]).toMatchObject({ title: 'Klart', description: expect.stringContaining('Kreditnota 3') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/refund'))!;
    expect(post[1]?.method).toBe('POST');
    expect(JSON.parse(String(post[1]?.body))).toEqual({ reason: 'Kunden ångrade sig' });
    expect(await within(await screen.findByRole('row', { name: /^1042/ })).findByText('Nr 3')).toBeInTheDocument();
  });

  it('shows the server’s refusal in a "Fel" toast, and cancels only after asking', async () => {
    show('/admin/orders', {
      [`${LIST}/${FAILED.id}/retry-report`]: json(409, { error: 'Rapporten håller redan på att skapas.' }),
      [`${LIST}/${MADE.id}/cancel`]: json(200, { order: { ...MADE, status: 'cancelled' }, message: 'Order 1040 är avbruten.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Skapa rapport igen för order 1041' }));
    await waitFor(() => expect(toastsShown()[0]).toMatchObject({ title: 'Fel', description: 'Rapporten håller redan på att skapas.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt order 1040' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avbryt order 1040?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Behåll ordern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt order 1040' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Avbryt order' }));
    await waitFor(() => expect(toastsShown()[0]).toMatchObject({ title: 'Klart', description: 'Order 1040 är avbruten.' }));
  });

  it('says so when there are no orders, and offers a retry when the list cannot be loaded', async () => {
    let failing = true;
    show('/admin/orders', {
      [`${LIST}?page=1`]: () =>
        failing
          ? new Response('{"error":"Fel"}', { status: 500 })
          : new Response(JSON.stringify(page({ orders: [], total: 0 })), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    });
    expect(await screen.findByText(/Det gick inte att hämta ordrarna/, {}, { timeout: 5000 })).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Inga ordrar hittades')).toBeInTheDocument();
  });

  it('shows a bad filter’s Swedish message beside its field', async () => {
    show('/admin/orders?q=ab', {
      [`${LIST}?q=ab&page=1`]: json(400, { error: 'Kontrollera uppgifterna.', fields: { q: 'Skriv minst 3 tecken för att söka.' } }),
    });
    expect(await screen.findByText('Skriv minst 3 tecken för att söka.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sök order, kvitto eller e-post')).toHaveAttribute('aria-invalid', 'true');
  });
});
