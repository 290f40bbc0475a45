import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportProduct, SiteInfo } from '../../../shared/contracts/site';
import { AI_WORD, TEST_PRODUCT, embedSiteInfo } from '../../app/site-info.test-support';
import { LandingPage } from './landing-page';

const PRODUCT: ReportProduct = { ...TEST_PRODUCT, priceOre: 29_900 };
let removeSiteInfo = () => {};
const embed = (product: ReportProduct | null, more: Partial<SiteInfo> = {}) => {
  removeSiteInfo = embedSiteInfo(product, undefined, more);
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
    expect(screen.getByText(/Den personliga rapporten kostar 299 kr\./)).toBeInTheDocument();
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

describe('LandingPage claims', () => {
  it('says "AI" nowhere while the built-in writer writes the texts: a personal analysis', () => {
    embed(PRODUCT, { aiWriter: false });
    show();
    expect(document.body.textContent).not.toMatch(AI_WORD);
    expect(screen.getByText('En personlig analys av dina svar')).toBeInTheDocument();
  });

  it('with the AI writer configured says what it writes: the letter, nothing else', () => {
    embed(PRODUCT, { aiWriter: true });
    show();
    expect(screen.getByText('Ett personligt brev, skrivet med hjälp av AI')).toBeInTheDocument();
    expect(screen.getAllByText(AI_WORD)).toHaveLength(1);
    expect(document.body).not.toHaveTextContent(/AI-analys/);
  });

  it('takes the counts and the duration from the served questions', () => {
    embed(PRODUCT, { questionnaire: { questions: 35, selfTests: 7, minutes: { low: 10, high: 15 } } });
    show();
    expect(screen.getByText(/Svara på 35 frågor, varav 7 enkla rörelsetester som du gör hemma\. Det tar 10–15 minuter\./)).toBeInTheDocument();
    expect(screen.getByText('7 enkla rörelsetester du gör hemma')).toBeInTheDocument();
    expect(screen.getByText('Tar 10–15 minuter')).toBeInTheDocument();
  });

  it('names no number while the questions are not known', () => {
    embed(PRODUCT, { questionnaire: null });
    show();
    expect(screen.getByText(/Svara på frågorna och gör några enkla rörelsetester hemma\./)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d+ (frågor|enkla|minuter)/);
  });
});
