import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteInfo } from '../../../shared/contracts/site';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { jsonResponse as json } from '../../app/auth-provider.test-support';
import { TEST_PRODUCT, embedSiteInfo } from '../../app/site-info.test-support';
import { PurchaseTermsContext } from '../../components/purchase-terms-context';
import { ToastSpy, clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { PurchaseCard } from './purchase-card';

const ASSESSMENT = '0b6f8c1e-1111-4a4a-8888-123456789abc';
const ORDER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const SESSION = {
  sessionId: 'test_session_1',
  clientToken: 'test_client_1',
  paymentMethodCategories: [
    { identifier: 'pay_now', name: 'Betala nu', asset_urls: { descriptive: '', standard: '' } },
    { identifier: 'pay_later', name: 'Betala om 30 dagar', asset_urls: { descriptive: '', standard: '' } },
  ],
  orderAmount: 25_000,
  orderTaxAmount: 5000,
  discountAmount: 0,
  orderId: ORDER,
  orderNumber: 1001,
};

let fetchMock: ReturnType<typeof vi.fn>;
let removeSiteInfo = () => {};
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  removeSiteInfo();
  vi.unstubAllGlobals();
  clearToasts();
  delete window.Klarna;
});

/** Calls the card made, by path, with their JSON bodies. */
const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function show(payments?: SiteInfo['payments'], urgent = false) {
  removeSiteInfo = embedSiteInfo(TEST_PRODUCT, payments);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/results']}>
        <Routes>
          <Route path="*" element={<PurchaseCard assessmentId={ASSESSMENT} userId="u1" urgent={urgent} product={TEST_PRODUCT} />} />
        </Routes>
        <Where />
        <ToastSpy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const consent = () => screen.getByRole('checkbox', { name: /leveransen av rapporten börjar direkt/ });

describe('the purchase card', () => {
  it('promises no prognosis beside an urgent sign (the report gives no recovery figures then)', () => {
    show(undefined, true);
    expect(screen.getByText(/8–10 sidor med råden om vård/)).toBeInTheDocument();
    expect(screen.queryByText(/prognos/)).toBeNull();
  });

  it('asks for the withdrawal consent before anything is sent', () => {
    show();
    expect(consent()).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Till betalning – 250 kr' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kryssa i rutan för att betala');
    expect(consent()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a discount code’s error when the field is emptied or changed', async () => {
    show();
    fetchMock.mockImplementation(async () => json({ error: 'Rabattkoden finns inte. Kontrollera stavningen.' }, 404));
    const field = () => screen.getByLabelText('Rabattkod');
    for (const next of ['', 'felx']) {
      fireEvent.change(field(), { target: { value: 'fel' } });
      fireEvent.click(screen.getByRole('button', { name: 'Använd' }));
      expect(await screen.findByText('Rabattkoden finns inte. Kontrollera stavningen.')).toBeInTheDocument();
      fireEvent.change(field(), { target: { value: next } });
      expect(screen.queryByText('Rabattkoden finns inte. Kontrollera stavningen.')).toBeNull();
      expect(field()).toHaveAttribute('aria-invalid', 'false');
      expect(field()).not.toHaveAttribute('aria-describedby');
    }
  });

  it('opens the purchase terms over the checkout, and the tick and the code are still there after', async () => {
    removeSiteInfo = embedSiteInfo(TEST_PRODUCT);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/results']}>
          <PurchaseTermsContext.Provider value={<p>Villkorens text</p>}>
            <PurchaseCard assessmentId={ASSESSMENT} userId="u1" urgent={false} product={TEST_PRODUCT} />
          </PurchaseTermsContext.Provider>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(consent());
    fireEvent.change(screen.getByLabelText('Rabattkod'), { target: { value: 'RYGG-ABC234' } });
    const link = screen.getByRole('link', { name: 'köpvillkoren' });
    // Without the dialog (a modifier click, no script) it opens in a tab of its own, never over the purchase.
    expect(link).toHaveAttribute('href', '/purchase-terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Köpvillkor' });
    expect(dialog).toHaveTextContent('Villkorens text');
    expect(screen.getByTestId('where')).toHaveTextContent('/results');
    fireEvent.click(screen.getByRole('button', { name: 'Tillbaka till köpet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(consent()).toBeChecked();
    expect(screen.getByLabelText('Rabattkod')).toHaveValue('RYGG-ABC234');
  });

  it('shows the new price of a discount code before paying, and the server’s Swedish message for a bad one', async () => {
    show();
    fetchMock.mockResolvedValueOnce(json({ error: 'Rabattkoden finns inte. Kontrollera stavningen.' }, 404));
    fireEvent.change(screen.getByLabelText('Rabattkod'), { target: { value: 'fel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Använd' }));
    expect(await screen.findByText('Rabattkoden finns inte. Kontrollera stavningen.')).toBeInTheDocument();
    expect(screen.getByLabelText('Rabattkod')).toHaveAttribute('aria-invalid', 'true');

    fetchMock.mockResolvedValueOnce(json({ code: 'RYGG-ABC234', listPrice: 25_000, discountAmount: 5000, orderAmount: 20_000, orderTaxAmount: 4000 }));
    fireEvent.change(screen.getByLabelText('Rabattkod'), { target: { value: 'rygg-abc234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Använd' }));
    const applied = await screen.findByRole('status');
    expect(applied).toHaveTextContent(/Rabattkod RYGG-ABC234.*Rabatt: −50 kr.*Att betala: 200 kr \(varav moms 40 kr\)/);
    expect(screen.getByRole('button', { name: 'Till betalning – 200 kr' })).toBeInTheDocument();
    expect(calls().at(-1)).toEqual({ url: '/api/discounts/check', body: { assessmentId: ASSESSMENT, code: 'rygg-abc234' } });

    // The session carries the code.
    fetchMock.mockResolvedValueOnce(json({ ...SESSION, orderAmount: 20_000, orderTaxAmount: 4000, discountAmount: 5000 }));
    fireEvent.click(consent());
    fireEvent.click(screen.getByRole('button', { name: 'Till betalning – 200 kr' }));
    await screen.findByRole('group', { name: 'Välj hur du vill betala' });
    expect(calls().at(-1)).toEqual({
      url: '/api/payments/test/session',
      body: { assessmentId: ASSESSMENT, discountCode: 'RYGG-ABC234', withdrawalConsent: true },
    });
  });

  it('test provider: choose a method, approve, and the payment result page opens', async () => {
    show();
    fetchMock.mockResolvedValueOnce(json(SESSION));
    fireEvent.click(consent());
    fireEvent.click(screen.getByRole('button', { name: 'Till betalning – 250 kr' }));
    expect(await screen.findByText('Testläge: ingen riktig betalning görs och inga pengar dras.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Betala om 30 dagar' }));
    expect(screen.getByRole('radio', { name: 'Godkänn betalningen' })).toBeChecked();
    fetchMock.mockResolvedValueOnce(json({ order_id: ORDER, orderNumber: 1001, status: 'paid', mode: 'test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Betala 250 kr' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/confirmation?success=true&order=${ORDER}&mode=test`));
    const authorize = calls().find((c) => c.url === '/api/payments/test/authorize')!;
    expect(authorize.body.assessmentId).toBe(ASSESSMENT);
    expect(authorize.body.authorizationToken).toMatch(/^test-approved:/);
  });

  it('a declined payment says so and offers the methods again; a pending one opens the pending page', async () => {
    show();
    fetchMock.mockResolvedValueOnce(json(SESSION));
    fireEvent.click(consent());
    fireEvent.click(screen.getByRole('button', { name: 'Till betalning – 250 kr' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Betala nu' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Neka betalningen' }));
    fetchMock.mockResolvedValueOnce(json({ error: 'Betalning avbröts eller nekades. Välj ett annat betalsätt eller försök igen.' }, 402));
    fireEvent.click(screen.getByRole('button', { name: 'Betala 250 kr' }));
    expect(
      await screen.findByText('Betalning avbröts eller nekades. Välj ett annat betalsätt eller försök igen.', { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    expect(toastsShown().at(-1)).toMatchObject({ title: 'Betalning misslyckades' });
    expect(calls().at(-1)!.body.authorizationToken).toMatch(/^test-declined:/);

    fireEvent.click(screen.getByRole('radio', { name: 'Betala nu' }));
    // A held payment's test token says how its review ends.
    fireEvent.click(screen.getByRole('radio', { name: 'Låt betalningen vänta på granskning, som sedan nekas' }));
    fetchMock.mockResolvedValueOnce(json({ order_id: ORDER, orderNumber: 1001, status: 'authorized', mode: 'test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Betala 250 kr' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/confirmation?pending=true&order=${ORDER}`));
    expect(calls().at(-1)!.body.authorizationToken).toMatch(/^test-pending:reject:/);
  });

  it('a refused start (an emergency sign, already paid) shows the spec’s heading with the server’s reason', async () => {
    show();
    fetchMock.mockResolvedValueOnce(json({ error: 'Rapporten är redan betald. Du hittar den under Mina rapporter.' }, 409));
    fireEvent.click(consent());
    fireEvent.click(screen.getByRole('button', { name: 'Till betalning – 250 kr' }));
    await waitFor(() =>
      expect(toastsShown().at(-1)).toMatchObject({
        title: 'Fel vid skapande av betalning',
        description: 'Rapporten är redan betald. Du hittar den under Mina rapporter.',
      }),
    );
  });

  it('Klarna: its SDK draws the chosen method and gives the token that completes the payment', async () => {
    const load = vi.fn((_o: unknown, _d: unknown, cb: (r: { show_form: boolean }) => void) => cb({ show_form: true }));
    const authorize = vi.fn((_o: unknown, _d: unknown, cb: (r: { approved: boolean; show_form: boolean; authorization_token?: string }) => void) =>
      cb({ approved: true, show_form: true, authorization_token: 'klarna-token-1' }),
    );
    const init = vi.fn();
    window.Klarna = { Payments: { init, load, authorize } };
    show({ provider: 'klarna', mode: 'playground', sdkUrl: 'https://x.klarnacdn.net/kp/lib/v1/api.js' });
    fetchMock.mockResolvedValueOnce(json({ ...SESSION, clientToken: 'klarna-client-token' }));
    fireEvent.click(consent());
    fireEvent.click(screen.getByRole('button', { name: 'Till betalning – 250 kr' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Betala nu' }));
    expect(init).toHaveBeenCalledWith({ client_token: 'klarna-client-token' });
    expect(load.mock.calls[0]![0]).toMatchObject({ payment_method_category: 'pay_now' });
    expect(screen.queryByText(/Testläge/)).toBeNull();
    fetchMock.mockResolvedValueOnce(json({ order_id: ORDER, orderNumber: 1001, status: 'paid', mode: 'playground' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Betala 250 kr' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/confirmation?success=true&order=${ORDER}&mode=playground`));
    expect(calls().at(-1)).toEqual({ url: '/api/payments/klarna/authorize', body: { assessmentId: ASSESSMENT, authorizationToken: 'klarna-token-1' } });
  });

  it('Klarna: a method it will not offer now says so', async () => {
    window.Klarna = {
      Payments: { init: vi.fn(), load: (_o, _d, cb) => cb({ show_form: false }), authorize: vi.fn() },
    };
    show({ provider: 'klarna', mode: 'playground', sdkUrl: 'https://x.klarnacdn.net/kp/lib/v1/api.js' });
    fetchMock.mockResolvedValueOnce(json(SESSION));
    fireEvent.click(consent());
    fireEvent.click(screen.getByRole('button', { name: 'Till betalning – 250 kr' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Betala nu' }));
    expect(await screen.findByText('Betalningsmetoden är inte tillgänglig för tillfället')).toBeInTheDocument();
  });
  it('Klarna: an authorization answered with an error says "Auktorisering misslyckades" and keeps the form for another try', async () => {
    const authorize = vi
      .fn()
      .mockImplementationOnce((_o: unknown, _d: unknown, cb: (r: object) => void) =>
        cb({ approved: false, show_form: true, error: { invalid_fields: ['billing_address'] } }),
      )
      .mockImplementationOnce(() => {
        throw new Error('Klarna internal');
      });
    window.Klarna = { Payments: { init: vi.fn(), load: (_o, _d, cb) => cb({ show_form: true }), authorize } };
    show({ provider: 'klarna', mode: 'playground', sdkUrl: 'https://x.klarnacdn.net/kp/lib/v1/api.js' });
    fetchMock.mockResolvedValueOnce(json(SESSION));
    fireEvent.click(consent());
    fireEvent.click(screen.getByRole('button', { name: 'Till betalning – 250 kr' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Betala nu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Betala 250 kr' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Auktorisering misslyckades');
    // The SDK throwing is the same failure, said the same way; nothing was sent to the server.
    fireEvent.click(await screen.findByRole('button', { name: 'Betala 250 kr' }));
    await waitFor(() => expect(authorize).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert')).toHaveTextContent('Auktorisering misslyckades');
    expect(screen.queryByText(/Klarna internal/)).toBeNull();
    expect(calls().filter((c) => c.url.includes('/authorize'))).toEqual([]);
  });

  it.each([
    ['a script that sets up nothing', 'Klarna inte laddat', () => undefined],
    ['a script without its payments part', 'Klarna SDK inte tillgängligt', () => ({}) as typeof window.Klarna],
  ])('Klarna: %s says "%s" with a retry', async (_case, text, after) => {
    // jsdom runs no script: the SDK's script "loads" and leaves window.Klarna as the case says.
    const append = document.head.append.bind(document.head);
    const spy = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const sdk = nodes.find((n): n is HTMLScriptElement => n instanceof HTMLScriptElement && n.src.includes('klarnacdn'));
      if (!sdk) return append(...nodes);
      window.Klarna = after();
      sdk.onload?.(new Event('load'));
    });
    show({ provider: 'klarna', mode: 'playground', sdkUrl: `https://x.klarnacdn.net/kp/lib/v1/api.js?case=${encodeURIComponent(text)}` });
    fetchMock.mockResolvedValueOnce(json(SESSION));
    fireEvent.click(consent());
    fireEvent.click(screen.getByRole('button', { name: 'Till betalning – 250 kr' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeEnabled();
    spy.mockRestore();
  });
});
