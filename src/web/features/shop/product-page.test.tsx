import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { jsonResponse as json } from '../../app/auth-provider.test-support';
import { REPORT_PRODUCT as REPORT } from './shop.test-support';
import { AI_WORD, TEST_PRODUCT, embedSiteInfo } from '../../app/site-info.test-support';
import { createQueryClient } from '../../lib/query-client';
import { productsQuery } from './api';
import { ProductPage } from './product-page';

let fetchMock: ReturnType<typeof vi.fn>;
let removeSiteInfo = () => {};
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  removeSiteInfo = embedSiteInfo(TEST_PRODUCT);
});
afterEach(() => {
  removeSiteInfo();
  vi.unstubAllGlobals();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function show(slug = 'ryggrapport', client: QueryClient = createQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/produkt/${slug}`]}>
        <Routes>
          <Route path="/produkt/:slug" element={<ProductPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProductPage', () => {
  it('shows the product: breadcrumb, picture, trust tiles, price with VAT, what is included, the start button, description and steps', async () => {
    fetchMock.mockResolvedValue(json(REPORT));
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Laddar produkten...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personlig ryggrapport' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products/ryggrapport');
    expect(document.title).toBe('Personlig ryggrapport – Ryggkollen');

    const crumbs = screen.getByRole('navigation', { name: 'Brödsmulor' });
    expect(within(crumbs).getByRole('link', { name: 'Butik' })).toHaveAttribute('href', '/butik');
    expect(crumbs).toHaveTextContent('Personlig ryggrapport');

    expect(screen.getByRole('img', { name: /Personlig rapport/ })).toBeInTheDocument();
    for (const tile of ['Säkert och enligt GDPR', 'Snabbt', 'Evidensbaserat']) expect(screen.getByText(tile)).toBeInTheDocument();
    expect(screen.getByText('Populär')).toBeInTheDocument();
    expect(screen.getByText(REPORT.shortDescription)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Etiketter' })).getAllByRole('listitem')).toHaveLength(3);

    expect(screen.getByText('250 kr')).toBeInTheDocument();
    expect(screen.getByText('(inkl. moms)')).toBeInTheDocument();
    expect(screen.getByText('Engångsköp - ingen prenumeration')).toBeInTheDocument();
    expect(screen.queryByText(/Spara/)).toBeNull();

    const included = screen.getByRole('heading', { name: 'Vad ingår i din rapport' }).parentElement!;
    expect(within(included).getAllByRole('listitem')).toHaveLength(4);
    expect(included).toHaveTextContent('Riskbedömning och prognos');
    expect(screen.getByRole('link', { name: 'Starta din undersökning nu' })).toHaveAttribute('href', '/assessment');
    for (const note of ['Tar 10–15 minuter', 'Inga dolda avgifter', 'Rapporten skickas till din e-post']) {
      expect(screen.getByText(note)).toBeInTheDocument();
    }
    expect(screen.getByText('Frågorna och rörelsetesterna tar 10–15 minuter.')).toBeInTheDocument();
    expect(
      screen.getByText('37 frågor om din smärta och din vardag, varav 9 enkla rörelsetester som du gör hemma. Du behöver ingen utrustning.'),
    ).toBeInTheDocument();
    // The built-in writer writes the texts: no AI is named anywhere.
    expect(document.body.textContent).not.toMatch(AI_WORD);

    // The description keeps its line breaks (CSS pre-line shows them).
    const description = screen.getByText(/Första stycket/);
    expect(description.textContent).toBe('Första stycket.\n\nAndra stycket.');
    expect(description).toHaveClass('whitespace-pre-line');

    const steps = screen.getByRole('heading', { name: 'Så här funkar det' }).parentElement!.querySelector('ol')!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  });

  it('with the AI writer configured says precisely what it writes, and what it never writes', async () => {
    removeSiteInfo();
    removeSiteInfo = embedSiteInfo(TEST_PRODUCT, undefined, { aiWriter: true });
    fetchMock.mockResolvedValue(json(REPORT));
    show();
    const included = (await screen.findByRole('heading', { name: 'Vad ingår i din rapport' })).parentElement!;
    expect(within(included).getAllByRole('listitem')).toHaveLength(5);
    expect(within(included).getByText('Ett personligt brev, skrivet med hjälp av AI')).toBeInTheDocument();
    expect(included).toHaveTextContent(
      /Brevet i början av rapporten skrivs med hjälp av AI.*Allt om vård, mönster, plan och övningar är texter som vi har skrivit och granskat\./,
    );
    expect(screen.getAllByText(AI_WORD)).toHaveLength(2);
  });

  it('a compare-at price is struck through beside the saving', async () => {
    fetchMock.mockResolvedValue(json({ ...REPORT, compareAtPrice: 30_000 }));
    show();
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('s')).toHaveTextContent('Ordinarie pris 300 kr');
    expect(screen.getByText('Spara 50 kr')).toBeInTheDocument();
  });

  it('coming from the shop shows the listed product at once, without a spinner', () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    const client = createQueryClient();
    client.setQueryData(productsQuery().queryKey, [REPORT]);
    show('ryggrapport', client);
    expect(screen.getByRole('heading', { level: 1, name: 'Personlig ryggrapport' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('an unknown product: "Produkt hittades inte" and a way back to the shop', async () => {
    fetchMock.mockResolvedValue(json({ error: 'Produkt hittades inte' }, 404));
    show('finns-inte');
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt hittades inte' })).toBeInTheDocument();
    expect(screen.getByText('Den produkt du söker efter verkar inte finnas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Försök igen' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Tillbaka till butiken' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/butik');
  });

  it('a failed load shows the same screen, and can try again', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'Ett oväntat fel inträffade.' }, 500)).mockResolvedValueOnce(json(REPORT));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt hittades inte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till butiken' })).toHaveAttribute('href', '/butik');
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personlig ryggrapport' })).toBeInTheDocument();
  });
});
