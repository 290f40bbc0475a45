import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportProduct } from '../../../shared/contracts/site';
import { TEST_PRODUCT, embedSiteInfo } from '../../app/site-info.test-support';
import { LandingPage } from './landing-page';

const PRODUCT: ReportProduct = { ...TEST_PRODUCT, priceOre: 29_900 };
let removeSiteInfo = () => {};
const embed = (product: ReportProduct | null) => {
  removeSiteInfo = embedSiteInfo(product);
};
afterEach(() => removeSiteInfo());

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('heading', { name: 'Din personliga ryggrapport' }).parentElement!;
}

describe('LandingPage prices', () => {
  it('shows the price from the site details in the hero and the price box', () => {
    embed(PRODUCT);
    const box = show();
    expect(box).toHaveTextContent('299 kr');
    expect(box).toHaveTextContent('inkl. 25 % moms');
    expect(screen.getByText(/Den fullständiga AI-analysen kostar 299 kr\./)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('250 kr');
  });

  it('without a product names no price and says the report cannot be bought now', () => {
    embed(null);
    const box = show();
    expect(box).toHaveTextContent('Rapporten går inte att köpa just nu.');
    expect(box).not.toHaveTextContent(/Betala med Klarna/);
    expect(screen.getByText('Grundbedömningen är gratis.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d+\s?kr\b|moms/);
    expect(screen.getAllByRole('link', { name: /Starta bedömningen/ }).length).toBeGreaterThan(0);
  });
});
