import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ReportProduct, SiteInfo } from '../../../shared/contracts/site';
import { about } from './content/about';
import { deliveryInfo } from './content/delivery-info';
import { faqItems } from './content/faq';
import { howItWorks } from './content/how-it-works';
import { medicalInfo } from './content/medical-info';
import { privacyPolicy } from './content/privacy-policy';
import { purchaseTerms } from './content/purchase-terms';
import { termsOfUse } from './content/terms';
import type { StaticPageContent } from './content/types';
import { RichText, fillTokens, tokenValues } from './rich-text';

const values = { brand: 'Ryggkollen', supportEmail: 'hej@ryggkollen.se', price: '250 kr' };

describe('fillTokens', () => {
  it('fills known tokens and leaves unknown ones visible', () => {
    expect(fillTokens('{brand} kostar {price}. {nope}', values)).toBe('Ryggkollen kostar 250 kr. {nope}');
  });
});

describe('RichText', () => {
  function renderText(text: string) {
    return render(
      <MemoryRouter>
        <p>
          <RichText text={text} values={values} />
        </p>
      </MemoryRouter>,
    );
  }

  it('turns internal paths into links and keeps the surrounding text', () => {
    const { container } = renderText('Läs [köpvillkoren](/purchase-terms) först.');
    expect(screen.getByRole('link', { name: 'köpvillkoren' })).toHaveAttribute('href', '/purchase-terms');
    expect(container).toHaveTextContent('Läs köpvillkoren först.');
  });

  it('fills tokens before reading links, so mailto links work', () => {
    renderText('Mejla [{supportEmail}](mailto:{supportEmail}).');
    expect(screen.getByRole('link', { name: 'hej@ryggkollen.se' })).toHaveAttribute('href', 'mailto:hej@ryggkollen.se');
  });

  it('never makes a link of other schemes', () => {
    renderText('[klicka](javascript:alert(1))');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

const PRODUCT: ReportProduct = { slug: 'ryggrapport', name: 'Personlig ryggrapport', priceOre: 19_900, compareAtPriceOre: null, vatRateBp: 2500 };
const site = (reportProduct: ReportProduct | null): SiteInfo => ({
  brandName: 'Ryggkollen',
  supportEmail: 'hej@ryggkollen.se',
  company: { name: 'Ryggkollen AB', form: 'aktiebolag', ownerName: '', orgNumber: '556000-0000', address: 'Gatan 1, Stad' },
  environment: 'test',
  aiWriter: false,
  questionnaire: null,
  reportProduct,
  payments: { provider: 'test', mode: 'test', sdkUrl: null },
});

describe('the price tokens come from the site details (the product row)', () => {
  it('fills the price, the VAT in it and its rate', () => {
    expect(tokenValues(site(PRODUCT))).toMatchObject({ price: '199 kr', vat: '39,80 kr', vatRate: '25 %' });
    expect(fillTokens('Rapporten kostar {price} inklusive {vatRate} moms (varav moms {vat}).', tokenValues(site(PRODUCT)))).toBe(
      'Rapporten kostar 199 kr inklusive 25 % moms (varav moms 39,80 kr).',
    );
  });

  it('without a product leaves out each sentence that names a price, and keeps the rest', () => {
    const values = tokenValues(site(null));
    expect(fillTokens('Bedömningen är gratis. Den kostar {price} inklusive moms. Det är ett engångsköp från {brand}!', values)).toBe(
      'Bedömningen är gratis. Det är ett engångsköp från Ryggkollen!',
    );
    expect(fillTokens('Rapporten kostar {price}.', values)).toBe('');
    expect(fillTokens('Inget pris här. {nope}', values)).toBe('Inget pris här. {nope}');
  });

  const pages: Record<string, StaticPageContent> = { about, deliveryInfo, howItWorks, medicalInfo, privacyPolicy, purchaseTerms, termsOfUse };
  const texts = [
    ...Object.values(pages).flatMap((page) => [
      page.title,
      page.lead,
      ...page.sections.flatMap((s) => [
        s.heading,
        ...s.blocks.flatMap((b) => {
          if (b.type === 'list') return b.items;
          if (b.type === 'steps') return b.items.flatMap((i) => [i.title, i.text]);
          return b.type === 'callout' ? [b.title ?? '', b.text] : [b.text];
        }),
      ]),
    ]),
    ...faqItems.flatMap((i) => [i.question, ...i.answer]),
  ];
  const priced = texts.filter((text) => /\{(price|vat|vatRate)\}/.test(text));

  it('every page text with a price reads in full with a product, and keeps its other sentences without one', () => {
    expect(priced.length).toBeGreaterThanOrEqual(6);
    for (const text of priced) {
      const withProduct = fillTokens(text, tokenValues(site(PRODUCT)));
      expect(withProduct).toContain('199 kr');
      expect(withProduct).not.toMatch(/\{\w+\}/);
      const without = fillTokens(text, tokenValues(site(null)));
      expect(without, text).not.toMatch(/\{\w+\}|\d+ kr|moms/);
      expect(without.trim().length, text).toBeGreaterThan(0);
    }
  });

  it('the liability limit stays in the purchase terms without a product', () => {
    const liability = priced.find((text) => text.startsWith('Vårt ansvar'))!;
    expect(fillTokens(liability, tokenValues(site(null)))).toBe(
      'Vårt ansvar för skador som har samband med köpet är begränsat till det belopp du har betalat för rapporten.',
    );
  });
});
