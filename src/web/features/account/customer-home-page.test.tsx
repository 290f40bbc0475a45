import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentSummary } from '../../../shared/contracts/assessment';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { jsonResponse, renderPage } from '../../app/auth-provider.test-support';
import { TEST_PRODUCT, embedSiteInfo } from '../../app/site-info.test-support';
import { PAYMENT_REVIEW_TEXTS } from '../../components/payment-review';
import { CustomerHomePage } from './customer-home-page';

const USER = { id: 'u1', email: 'anna@example.se', name: 'Anna Berg', role: 'customer' };
const ORDER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const item = (over: Partial<AssessmentSummary> = {}): AssessmentSummary => ({
  id: '0b6f8c1e-1111-4a4a-8888-123456789abc',
  createdAt: '2026-11-26T09:00:00.000Z',
  highestUrgency: null,
  topCategory: { id: 'disksmarta', label: 'Disksmärta' },
  riskGroup: 'low',
  enoughAnswers: true,
  reportPaid: false,
  payment: null,
  ...over,
});

let removeSiteInfo = () => {};
let lists: AssessmentSummary[][] = [];
beforeEach(() => {
  removeSiteInfo = embedSiteInfo(TEST_PRODUCT);
  localStorage.setItem('auth_user', JSON.stringify(USER));
  localStorage.setItem('auth_token', JSON.stringify('token-1'));
  // Each read of the list gives the next state (the review ends between two reads).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/me') return jsonResponse(USER);
      if (path === '/api/my-reports') return jsonResponse([]);
      if (path === '/api/my-assessments') return jsonResponse({ assessments: lists.length > 1 ? lists.shift()! : lists[0]! });
      if (path === '/api/payments/test/review') return jsonResponse({ status: 'paid' });
      return jsonResponse({ error: 'Okänd' }, 404);
    }),
  );
});
afterEach(() => {
  removeSiteInfo();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the customer home with a payment under review', () => {
  it('shows the held order with the same state text, and the report being made once the review has accepted it', async () => {
    const underReview = item({ payment: { state: 'under_review', orderId: ORDER, orderNumber: 1042, at: '2026-11-26T13:05:00.000Z' } });
    lists = [[underReview], [item({ reportPaid: true })]];
    renderPage('/customer', <CustomerHomePage />);
    const card = await screen.findByRole('region', { name: 'Betalningen granskas' });
    expect(card).toHaveTextContent('Betaltjänsten granskar din betalning för order 1042');
    expect(card).toHaveTextContent(PAYMENT_REVIEW_TEXTS.approved);
    expect(card).toHaveTextContent('senast 27 november 2026 kl. 14:05');
    expect(within(card).getByRole('link', { name: 'Visa resultatet' })).toHaveAttribute('href', '/results?assessment=0b6f8c1e-1111-4a4a-8888-123456789abc');
    expect(screen.getByText(/Betalningen granskas \(order 1042\)/)).toBeInTheDocument();

    // The test provider's review ends: the list is read again and the report is being made.
    within(card).getByRole('button', { name: PAYMENT_REVIEW_TEXTS.endReview }).click();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Betalningen granskas' })).not.toBeInTheDocument());
    expect(await screen.findByText('Din fullständiga rapport skapas.')).toBeInTheDocument();
  });

  it('a declined review is said on the assessment, with nothing charged', async () => {
    lists = [[item({ payment: { state: 'declined', orderId: ORDER, orderNumber: 1043, at: '2026-11-26T15:00:00.000Z' } })]];
    renderPage('/customer', <CustomerHomePage />);
    expect(await screen.findByText(/Betalningen för order 1043 godkändes inte\. Inga pengar har dragits\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Betalningen granskas' })).not.toBeInTheDocument();
  });
});
