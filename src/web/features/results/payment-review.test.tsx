import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentReviewState } from '../../../shared/contracts/assessment';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { jsonResponse } from '../../app/auth-provider.test-support';
import { TEST_PRODUCT, embedSiteInfo } from '../../app/site-info.test-support';
import { PAYMENT_REVIEW_TEXTS } from '../../components/payment-review';
import { OfferCards } from './offer-cards';

const ASSESSMENT = '0b6f8c1e-1111-4a4a-8888-123456789abc';
const ORDER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const held = (state: PaymentReviewState['state']): PaymentReviewState => ({ state, orderId: ORDER, orderNumber: 1042, at: '2026-11-26T13:05:00.000Z' });

let removeSiteInfo = () => {};
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse({ status: 'paid' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  removeSiteInfo();
  vi.unstubAllGlobals();
});

function show(payment: PaymentReviewState | null, provider: 'test' | 'klarna' = 'test') {
  removeSiteInfo = embedSiteInfo(TEST_PRODUCT, { provider, mode: provider === 'test' ? 'test' : 'playground', sdkUrl: null });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OfferCards assessmentId={ASSESSMENT} userId="u1" urgent={false} paid={false} payment={payment} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the purchase area with a payment under review', () => {
  it('shows the state, what happens next and when, and offers no second purchase', () => {
    show(held('under_review'), 'klarna');
    const card = screen.getByRole('region', { name: 'Betalningen granskas' });
    expect(card).toHaveAttribute('id', 'kop');
    expect(card).toHaveTextContent('Klarna granskar din betalning för order 1042');
    expect(card).toHaveTextContent(PAYMENT_REVIEW_TEXTS.approved);
    expect(card).toHaveTextContent(PAYMENT_REVIEW_TEXTS.declined);
    expect(card).toHaveTextContent('senast 27 november 2026 kl. 14:05');
    expect(screen.queryByRole('button', { name: /Till betalning/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fullständig rapport' })).not.toBeInTheDocument();
    // Only the test provider's screen speaks of test mode.
    expect(card).not.toHaveTextContent('Testläge');
    // The free preview is still there.
    expect(screen.getByRole('heading', { name: 'Gratis förhandsvisning' })).toBeInTheDocument();
  });

  it('a payment whose outcome Klarna did not tell: says we check it with Klarna, not to pay again, and offers no second purchase', () => {
    show({ ...held('under_review'), outcomeUnknown: true }, 'klarna');
    const card = screen.getByRole('region', { name: PAYMENT_REVIEW_TEXTS.unknownHeading });
    expect(card).toHaveAttribute('id', 'kop');
    expect(card).toHaveTextContent(
      'Vi fick inget svar från Klarna om betalningen för order 1042. Betala inte igen – vi kontrollerar betalningen och mejlar dig så snart den är klar.',
    );
    expect(card).toHaveTextContent(PAYMENT_REVIEW_TEXTS.unknownDone);
    expect(card).not.toHaveTextContent('granskar');
    expect(screen.queryByRole('button', { name: /Till betalning/ })).not.toBeInTheDocument();
  });

  it('in test mode says how the review ends and ends it with the stand-in notification', async () => {
    show(held('under_review'));
    expect(screen.getByRole('region', { name: 'Betalningen granskas' })).toHaveTextContent(PAYMENT_REVIEW_TEXTS.testMode);
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_REVIEW_TEXTS.endReview }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/payments/test/review', expect.objectContaining({ method: 'POST' })));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/payments/test/review')!;
    expect(JSON.parse(String(init.body))).toEqual({ orderId: ORDER });
  });

  it('declined: says nothing was charged, and the report can be bought again', () => {
    show(held('declined'));
    expect(screen.getByText(/^Betaltjänsten granskade/)).toHaveTextContent(
      'Betaltjänsten granskade betalningen för order 1042 och godkände den inte (26 november 2026). Inga pengar har dragits',
    );
    expect(screen.getByRole('heading', { name: 'Fullständig rapport' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Till betalning – 250 kr' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Betalningen granskas' })).not.toBeInTheDocument();
  });
});
