import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportProduct } from '../../../shared/contracts/site';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { TEST_PRODUCT, embedSiteInfo } from '../../app/site-info.test-support';
import { ToastSpy, clearToasts, toastsShown } from '../../components/ui/toast-spy.test-support';
import { OfferCards } from './offer-cards';

const PRODUCT: ReportProduct = { ...TEST_PRODUCT, priceOre: 19_900 };
const ASSESSMENT = '0b6f8c1e-1111-4a4a-8888-123456789abc';
let removeSiteInfo = () => {};
const embed = (product: ReportProduct | null) => {
  removeSiteInfo = embedSiteInfo(product);
};

let fetchMock: ReturnType<typeof vi.fn>;
let saved: { name: string; size: number }[] = [];
beforeEach(() => {
  saved = [];
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  // What the browser would save: the anchor's download name and the blob behind it.
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, b as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: blobs.get(this.href)?.size ?? -1 });
  });
});
afterEach(() => {
  removeSiteInfo();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

afterEach(() => clearToasts());

function show(props: Partial<Parameters<typeof OfferCards>[0]> = {}) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <OfferCards assessmentId={ASSESSMENT} userId="u1" urgent={false} paid={false} {...props} />
        <ToastSpy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const fullCard = () => screen.getByRole('heading', { name: 'Fullständig rapport' }).closest('div')!;

const pdf = (name: string) =>
  new Response('%PDF-1.7 test', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` } });

describe('OfferCards', () => {
  it("shows the product row's price and the VAT in it", () => {
    embed(PRODUCT);
    show();
    const card = fullCard();
    expect(card).toHaveTextContent('199 kr');
    expect(card).toHaveTextContent('inkl. 25 % moms (39,80 kr)');
    expect(card).not.toHaveTextContent('250 kr');
    expect(screen.getByRole('button', { name: /^Till betalning – 199 kr/ })).toBeInTheDocument();
  });

  it('strikes through a compare-at price', () => {
    embed({ ...PRODUCT, compareAtPriceOre: 25_000 });
    show();
    const before = fullCard().querySelector('s');
    expect(before).toHaveTextContent('Ordinarie pris 250 kr');
    expect(fullCard()).toHaveTextContent('199 kr');
  });

  it('without a product shows no price and says the report cannot be bought now', () => {
    embed(null);
    show();
    expect(fullCard()).toHaveTextContent('Rapporten går inte att köpa just nu.');
    expect(fullCard().textContent).not.toMatch(/\d+\s?kr|moms/);
    expect(screen.queryByRole('button', { name: /^Till betalning/ })).toBeNull();
  });

  it('downloads the preview under the server’s file name, counting down while it is made', async () => {
    embed(PRODUCT);
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Ladda ner förhandsvisningen' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/generate-preview');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ assessmentId: ASSESSMENT });
    expect(await screen.findByText('Rapporten skapas … 10 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda ner förhandsvisningen' })).toBeDisabled();
    await act(async () => answer(pdf('forhandsvisning-anna-2026-11-25.pdf')));
    await waitFor(() => expect(saved).toEqual([{ name: 'forhandsvisning-anna-2026-11-25.pdf', size: 13 }]));
    expect(screen.queryByText(/Rapporten skapas/)).toBeNull();
    expect(toastsShown().map((t) => t.title)).toContain('Rapporten är nedladdad');
  });

  it('a failed preview shows the server’s Swedish message under the spec’s heading; an empty PDF is a failure', async () => {
    embed(PRODUCT);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'Bedömningen hittades inte.' }), { status: 404 }));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Ladda ner förhandsvisningen' }));
    await waitFor(() => expect(toastsShown().at(-1)).toMatchObject({ title: 'PDF-genereringsfel', description: 'Bedömningen hittades inte.' }));
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Ladda ner förhandsvisningen' }));
    await waitFor(() =>
      expect(toastsShown().at(-1)).toMatchObject({ title: 'PDF-genereringsfel', description: 'Fel: Kunde inte generera rapporten. Försök igen.' }),
    );
    expect(saved).toEqual([]);
  });

  it('when paid: the full-report download card instead of the offer', async () => {
    embed(PRODUCT);
    fetchMock.mockResolvedValue(pdf('ryggrapport-anna-2026-11-25.pdf'));
    show({ paid: true });
    expect(screen.queryByRole('button', { name: /^Till betalning/ })).toBeNull();
    expect(screen.queryByText(/199 kr/)).toBeNull();
    const card = screen.getByRole('heading', { name: 'Din fullständiga rapport' }).closest('div')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Ladda ner rapporten' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['ryggrapport-anna-2026-11-25.pdf']));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/generate-report');
  });

  it('with an urgent sign the offer says the report opens with the advice on care', () => {
    embed(PRODUCT);
    show({ urgent: true });
    expect(fullCard()).toHaveTextContent('Rapporten börjar med råden om vård.');
  });
});
