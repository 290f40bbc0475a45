import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { jsonResponse as json } from '../../app/auth-provider.test-support';
import type { Product } from '../../../shared/contracts/products';
import { AI_WORD, TEST_PRODUCT, embedSiteInfo } from '../../app/site-info.test-support';
import { REPORT_PRODUCT as REPORT } from './shop.test-support';
import { createQueryClient } from '../../lib/query-client';
import { ShopPage } from './shop-page';

let fetchMock: ReturnType<typeof vi.fn>;
/** Answers by path: what the shop's two reads get. */
function answer(products: () => Promise<Response> | Response, categories: () => Promise<Response> | Response = () => json([])) {
  fetchMock.mockImplementation((url: string) => (url === '/api/products' ? products() : url === '/api/product-categories' ? categories() : json({}, 404)));
}
let removeSiteInfo = () => {};
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  removeSiteInfo = embedSiteInfo(TEST_PRODUCT);
});
afterEach(() => {
  vi.unstubAllGlobals();
  removeSiteInfo();
});

function show(client: QueryClient = createQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/butik']}>
        <ShopPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('ShopPage', () => {
  it('shows the hero and three placeholder cards while the products load', async () => {
    answer(() => new Promise<Response>(() => {}));
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Vår butik' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Laddar produkterna...');
    expect(screen.getAllByTestId('product-placeholder')).toHaveLength(3);
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url as string).sort()).toEqual(['/api/product-categories', '/api/products']));
  });

  it('a card: the featured badge, the placeholder picture, the price, at most three tags, the benefits and the link to the product', async () => {
    const sale: Product = {
      ...REPORT,
      id: '7d1c1f3e-0000-4000-8000-000000000002',
      slug: 'rapport-rea',
      name: 'Ryggrapport på rea',
      price: 25_000,
      compareAtPrice: 30_000,
      isFeatured: false,
      imageUrl: '/images/rapport.png',
      imageAlt: 'Rapportens första sida',
      tags: ['Ett', 'Två', 'Tre', 'Fyra', 'Fem'],
    };
    answer(() => json([REPORT, sale]));
    show();
    const featured = await waitFor(() => cardOf('Personlig ryggrapport'));
    expect(within(featured).getByText('Populär')).toBeInTheDocument();
    expect(within(featured).getByRole('img', { name: /Personlig rapport/ })).toHaveTextContent('Personlig rapport');
    expect(featured).toHaveTextContent('250 kr');
    expect(featured).not.toHaveTextContent(/Spara/);
    expect(featured.querySelector('s')).toBeNull();
    const benefits = within(featured).getAllByRole('list').at(-1)!;
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Personlig analys av dina svar', 'Frågorna tar 10–15 minuter', 'Plan i tre steg med övningar', 'PDF-rapport till din e-post']);
    expect(screen.getByText(/Du svarar på frågorna på 10–15 minuter och ser en översikt/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(AI_WORD);
    expect(within(featured).getByRole('link', { name: /Se produkten/ })).toHaveAttribute('href', '/produkt/ryggrapport');

    const onSale = cardOf('Ryggrapport på rea');
    expect(within(onSale).queryByText('Populär')).toBeNull();
    expect(within(onSale).getByRole('img', { name: 'Rapportens första sida' })).toHaveAttribute('src', '/images/rapport.png');
    expect(onSale.querySelector('s')).toHaveTextContent('Ordinarie pris 300 kr');
    expect(onSale).toHaveTextContent('250 kr');
    expect(within(onSale).getByText('Spara 50 kr')).toBeInTheDocument();
    const tags = within(within(onSale).getByRole('list', { name: 'Etiketter' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['Ett', 'Två', 'Tre']);
    expect(within(onSale).getByRole('link', { name: /Se produkten/ })).toHaveAttribute('href', '/produkt/rapport-rea');
    expect(screen.queryByTestId('product-placeholder')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Därför väljer du oss' })).toBeInTheDocument();
    for (const reason of ['Snabbt resultat', 'Prisvärt', 'Personligt']) expect(screen.getByRole('heading', { level: 3, name: reason })).toBeInTheDocument();
  });

  it('with the AI writer configured names AI for the letter only, and the duration follows the served questions', async () => {
    removeSiteInfo();
    removeSiteInfo = embedSiteInfo(TEST_PRODUCT, undefined, { aiWriter: true, questionnaire: { questions: 20, selfTests: 0, minutes: { low: 5, high: 10 } } });
    answer(() => json([REPORT]));
    show();
    const card = await waitFor(() => cardOf('Personlig ryggrapport'));
    expect(within(card).getByText('Ett personligt brev, skrivet med hjälp av AI')).toBeInTheDocument();
    expect(screen.getAllByText(AI_WORD)).toHaveLength(1);
    expect(within(card).getByText('Frågorna tar 5–10 minuter')).toBeInTheDocument();
  });

  it('a picture that cannot be loaded gives way to the placeholder', async () => {
    answer(() => json([{ ...REPORT, imageUrl: 'https://bilder.example.se/rapport.png', imageAlt: 'Rapporten' }]));
    show();
    const picture = await screen.findByRole('img', { name: 'Rapporten' });
    fireEvent.error(picture);
    expect(await screen.findByRole('img', { name: /Personlig rapport/ })).toBeInTheDocument();
  });

  it('a category list that fails does not hold up the shop', async () => {
    answer(
      () => json([REPORT]),
      () => json({ error: 'Något gick fel' }, 500),
    );
    show();
    expect(await screen.findByRole('heading', { level: 3, name: 'Personlig ryggrapport' })).toBeInTheDocument();
  });

  it('without products says so and leads back to the start page', async () => {
    answer(() => json([]));
    show();
    expect(await screen.findByRole('heading', { name: 'Inga produkter tillgängliga' })).toBeInTheDocument();
    expect(screen.getByText('Vi arbetar på att lägga till fler produkter. Kom tillbaka snart!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till startsidan' })).toHaveAttribute('href', '/');
  });

  it('a failed load says so in Swedish and tries again on request', async () => {
    let calls = 0;
    answer(() => (++calls === 1 ? json({ error: 'Ett oväntat fel inträffade.' }, 500) : json([REPORT])));
    show();
    expect(await screen.findByRole('heading', { name: 'Produkterna kunde inte hämtas' })).toBeInTheDocument();
    // The app's default: no automatic retry.
    expect(calls).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Personlig ryggrapport' })).toBeInTheDocument();
    expect(screen.queryByText('Produkterna kunde inte hämtas')).toBeNull();
    expect(calls).toBe(2);
  });
});
