import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportProduct } from '../../../shared/contracts/site';
import { TEST_PRODUCT, embedSiteInfo } from '../../app/site-info.test-support';
import { OfferCards } from './offer-cards';

const PRODUCT: ReportProduct = { ...TEST_PRODUCT, priceOre: 19_900 };
let removeSiteInfo = () => {};
const embed = (product: ReportProduct | null) => {
  removeSiteInfo = embedSiteInfo(product);
};
afterEach(() => removeSiteInfo());

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OfferCards urgent={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('heading', { name: 'Fullständig rapport' }).closest('div')!;
}

describe('OfferCards', () => {
  it("shows the product row's price and the VAT in it", () => {
    embed(PRODUCT);
    const card = show();
    expect(card).toHaveTextContent('199 kr');
    expect(card).toHaveTextContent('inkl. 25 % moms (40 kr)');
    expect(card).not.toHaveTextContent('250 kr');
    expect(screen.getByRole('button', { name: 'Köp rapporten' })).toBeInTheDocument();
  });

  it('strikes through a compare-at price', () => {
    embed({ ...PRODUCT, compareAtPriceOre: 25_000 });
    const card = show();
    const before = card.querySelector('s');
    expect(before).toHaveTextContent('Ordinarie pris 250 kr');
    expect(card).toHaveTextContent('199 kr');
  });

  it('without a product shows no price and says the report cannot be bought now', () => {
    embed(null);
    const card = show();
    expect(card).toHaveTextContent('Rapporten går inte att köpa just nu.');
    expect(card.textContent).not.toMatch(/\d+\s?kr|moms/);
    expect(screen.queryByRole('button', { name: 'Köp rapporten' })).toBeNull();
  });

  it('rendered on its own, outside the app providers, still reads the embedded details', () => {
    embed(PRODUCT);
    render(
      <MemoryRouter>
        <OfferCards urgent />
      </MemoryRouter>,
    );
    expect(screen.getByText('199 kr')).toBeInTheDocument();
  });
});
