import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentSummary } from '../../../shared/contracts/assessment';
import type { OrderSummary } from '../../../shared/contracts/payments';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { json, renderPage, stubApi } from '../../app/auth-provider.test-support';
import { TEST_PRODUCT, embedSiteInfo } from '../../app/site-info.test-support';
import { captureDownloads } from '../../lib/downloads.test-support';
import { CartPage } from './cart-page';
import { ConfirmationPage } from './confirmation-page';

const USER = { id: 'u1', email: 'anna@example.se', name: 'Anna Berg', role: 'customer' };
const ORDER: OrderSummary = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  orderNumber: 1001,
  receiptNumber: 7,
  assessmentId: '0b6f8c1e-1111-4a4a-8888-123456789abc',
  status: 'paid',
  productName: 'Personlig ryggrapport',
  listPrice: 25_000,
  discountCode: 'RYGG-ABC234',
  discountAmount: 5000,
  total: 20_000,
  vat: 4000,
  vatRateBp: 2500,
  provider: 'test',
  createdAt: '2026-11-26T10:00:00.000Z',
  paidAt: '2026-11-26T10:00:05.000Z',
  reportReady: false,
};
const signedIn = () => {
  localStorage.setItem('auth_user', JSON.stringify(USER));
  localStorage.setItem('auth_token', JSON.stringify('token-1'));
};
const pdf = () =>
  new Response('%PDF-1.7 test', {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="fullstandig-analys-anna-2026-11-26.pdf"' },
  });

let removeSiteInfo = () => {};
let saved: string[] = [];
beforeEach(() => {
  removeSiteInfo = embedSiteInfo(TEST_PRODUCT);
  saved = captureDownloads();
});
afterEach(() => {
  removeSiteInfo();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the payment result page', () => {
  it('success: the order, the test-mode notice, and the report downloads by itself after 2 s', async () => {
    signedIn();
    const fetchMock = stubApi({ '/api/me': json(200, USER), [`/api/orders/${ORDER.id}`]: json(200, ORDER), '/api/generate-report': pdf });
    renderPage(`/confirmation?success=true&order=${ORDER.id}&mode=test`, <ConfirmationPage />);
    expect(await screen.findByRole('heading', { name: 'Betalning genomförd!' })).toBeInTheDocument();
    expect(screen.getByText('Testläge: ingen riktig betalning har gjorts.')).toBeInTheDocument();
    const order = await screen.findByText(/Ordernummer:/);
    expect(order.closest('div')).toHaveTextContent(/Ordernummer: 1001.*Rabatt \(RYGG-ABC234\): −50,00 kr.*Betalt: 200,00 kr \(varav moms 25 % 40,00 kr\)/);
    // Not at once: after 2 s.
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/generate-report')).toBe(false);
    await waitFor(() => expect(saved).toEqual(['fullstandig-analys-anna-2026-11-26.pdf']), { timeout: 4000 });
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/api/generate-report')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ assessmentId: ORDER.assessmentId });
  });

  it('success, but the report cannot be made yet: the report_failed warning, and the download can be tried again', async () => {
    signedIn();
    stubApi({
      '/api/me': json(200, USER),
      [`/api/orders/${ORDER.id}`]: json(200, ORDER),
      '/api/generate-report': json(503, { error: 'Rapportfilen kunde inte hittas.' }),
    });
    renderPage(`/confirmation?success=true&order=${ORDER.id}&mode=playground`, <ConfirmationPage />);
    expect(await screen.findByText('Testläge (Klarna playground): ingen riktig betalning har gjorts.')).toBeInTheDocument();
    const warning = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(warning).toHaveTextContent('Betalningen gick igenom, men rapporten kunde inte skapas just nu.');
    expect(warning).toHaveTextContent('Kontakta supporten på hej@ryggkollen.se');
    expect(screen.getByRole('button', { name: 'Ladda ner rapporten' })).toBeEnabled();
  });

  it('pending: says the payment is being checked and the report comes by e-mail', async () => {
    signedIn();
    stubApi({ '/api/me': json(200, USER), [`/api/orders/${ORDER.id}`]: json(200, { ...ORDER, status: 'authorized' }) });
    renderPage(`/confirmation?pending=true&order=${ORDER.id}`, <ConfirmationPage />);
    expect(await screen.findByRole('heading', { name: 'Betalning pågår' })).toBeInTheDocument();
    expect(await screen.findByText('Ordernummer: 1001')).toBeInTheDocument();
    expect(screen.getByText(/får du rapporten med e-post/)).toBeInTheDocument();
    expect(screen.getByText(/Godkänns den inte dras inga pengar/)).toBeInTheDocument();
  });

  it.each([
    ['success=true', 'Betalning genomförd!'],
    ['pending=true', 'Betalning pågår'],
  ])('%s: never shows the order’s internal id as its number; without the order read, no number line', async (query, heading) => {
    signedIn();
    const api = stubApi({ '/api/me': json(200, USER), [`/api/orders/${ORDER.id}`]: json(404, { error: 'Ordern finns inte.' }) });
    renderPage(`/confirmation?${query}&order=${ORDER.id}&mode=test`, <ConfirmationPage />);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    // Only once the order has been asked for and refused is the page in its final state.
    await waitFor(() => expect(api.mock.calls.some(([input]) => String(input) === `/api/orders/${ORDER.id}`)).toBe(true));
    await waitFor(() => expect(screen.queryByText(/hämtas/)).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(ORDER.id);
    expect(screen.queryByText(/Ordernummer/)).not.toBeInTheDocument();
  });

  it('failure: retry, home and the support text', async () => {
    stubApi({});
    renderPage('/confirmation?error=declined', <ConfirmationPage />);
    expect(await screen.findByRole('heading', { name: 'Något gick fel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Försök igen' })).toHaveAttribute('href', '/results');
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Kontakta support om pengar dragits från ditt konto.')).toBeInTheDocument();
  });
});

const summary = (over: Partial<AssessmentSummary> = {}): AssessmentSummary =>
  ({
    id: ORDER.assessmentId!,
    createdAt: '2026-11-25T09:00:00.000Z',
    highestUrgency: null,
    topCategory: { id: 'disksmarta', label: 'Disksmärta' },
    riskGroup: 'low',
    enoughAnswers: true,
    reportPaid: false,
    payment: null,
    ...over,
  }) as AssessmentSummary;

describe('the cart', () => {
  it('holds the report of the latest assessment until it is bought, and leads to its payment', async () => {
    signedIn();
    stubApi({ '/api/me': json(200, USER), '/api/my-assessments': json(200, { assessments: [summary()] }) });
    renderPage('/kundvagn', <CartPage guestWaiting={false} />);
    const card = (await screen.findByRole('heading', { name: 'Personlig ryggrapport' })).closest('div')!.parentElement!.parentElement!;
    expect(card).toHaveTextContent('Till din bedömning den 25 november 2026.');
    expect(card).toHaveTextContent('250 kr');
    expect(within(card).getByRole('link', { name: 'Gå till betalning' })).toHaveAttribute('href', `/results?assessment=${ORDER.assessmentId}#kop`);
  });

  it('is empty when the report is paid, or beside an emergency sign', async () => {
    signedIn();
    stubApi({ '/api/me': json(200, USER), '/api/my-assessments': json(200, { assessments: [summary({ reportPaid: true })] }) });
    renderPage('/kundvagn', <CartPage guestWaiting={false} />);
    expect(await screen.findByRole('heading', { name: 'Din kundvagn är tom' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Starta bedömningen' })).toHaveAttribute('href', '/assessment');
  });

  it('a guest’s finished assessment waits for an account: the way to the result, and the report it could buy', async () => {
    stubApi({});
    renderPage('/kundvagn', <CartPage guestWaiting guestFinished />);
    expect(await screen.findByRole('heading', { name: 'Din bedömning är klar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Din kundvagn är tom' })).not.toBeInTheDocument();
    expect(screen.getByText('Personlig ryggrapport')).toBeInTheDocument();
    expect(screen.getByText('250 kr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa konto och se resultatet' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
  });

  it('a guest who finished is never told to do the assessment first, even when no report can be bought for it', async () => {
    // Too few answers or an emergency sign (nothing to buy), or the sale not yet worked out on this device.
    stubApi({});
    renderPage('/kundvagn', <CartPage guestWaiting={false} guestFinished />);
    expect(await screen.findByRole('heading', { name: 'Din bedömning är klar' })).toBeInTheDocument();
    expect(screen.queryByText(/Gör bedömningen först/)).not.toBeInTheDocument();
    expect(screen.queryByText('Personlig ryggrapport')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa konto och se resultatet' })).toHaveAttribute('href', '/register');
  });

  it('while the payment is under review it says so, and offers no payment', async () => {
    signedIn();
    const payment = { state: 'under_review', orderId: ORDER.id, orderNumber: 1001, at: '2026-11-26T10:00:00.000Z' } as const;
    stubApi({ '/api/me': json(200, USER), '/api/my-assessments': json(200, { assessments: [summary({ payment })] }) });
    renderPage('/kundvagn', <CartPage guestWaiting={false} />);
    const card = await screen.findByRole('region', { name: 'Betalningen granskas' });
    expect(card).toHaveTextContent('Betaltjänsten granskar din betalning för order 1001');
    expect(card).toHaveTextContent('senast 27 november 2026 kl. 11:00');
    expect(screen.queryByRole('link', { name: 'Gå till betalning' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Till ditt resultat' })).toHaveAttribute('href', `/results?assessment=${ORDER.assessmentId}#kop`);
  });
});
