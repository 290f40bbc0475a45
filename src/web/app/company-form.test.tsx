import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../shared/contracts/endpoints';
import type { SiteInfo } from '../../shared/contracts/site';
import { ContactPage } from '../features/contact/contact-page';
import { AboutPage, PrivacyPolicyPage, PurchaseTermsPage, TermsPage } from '../features/static-pages/pages';
import { createQueryClient } from '../lib/query-client';
import { Footer } from './shell/footer';
import { TEST_PRODUCT, embedSiteInfo } from './site-info.test-support';

let removeSiteInfo = () => {};
afterEach(() => removeSiteInfo());

const PAGES: [string, ReactNode][] = [
  ['footer', <Footer key="footer" />],
  ['contact', <ContactPage key="contact" />],
  ['terms', <TermsPage key="terms" />],
  ['privacy', <PrivacyPolicyPage key="privacy" />],
  ['purchase terms', <PurchaseTermsPage key="purchase" />],
  ['about', <AboutPage key="about" />],
];

function textOf(page: ReactNode, company: SiteInfo['company']): string {
  removeSiteInfo();
  removeSiteInfo = embedSiteInfo(TEST_PRODUCT, undefined, { company });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  const text = document.body.textContent ?? '';
  cleanup();
  return text;
}

const AB: SiteInfo['company'] = { name: 'Ryggkollen AB', form: 'aktiebolag', ownerName: '', orgNumber: '556016-0680', address: 'Storgatan 1, Stockholm' };
const SOLE: SiteInfo['company'] = {
  name: 'Ryggkollen',
  form: 'enskild-firma',
  ownerName: 'Anna Berg',
  orgNumber: '850709-9805',
  address: 'Storgatan 1, Stockholm',
};

describe('the company form on the footer, contact page, terms and privacy policy', () => {
  it.each(PAGES)('%s never calls an aktiebolag an enskild firma, nor says who "runs" it', (_name, page) => {
    const text = textOf(page, AB);
    expect(text).not.toMatch(/enskild firma/i);
    expect(text).not.toMatch(/drivs av/);
    expect(text).not.toContain('Anna Berg');
    expect(text).toContain('Ryggkollen AB');
  });

  it('states the aktiebolag where the company is presented', () => {
    expect(textOf(<Footer />, AB)).toContain('Aktiebolag registrerat i Sverige');
    expect(textOf(<ContactPage />, AB)).toContain('Ryggkollen AB (aktiebolag), org.nr 556016-0680.');
    for (const page of [<PrivacyPolicyPage key="p" />, <PurchaseTermsPage key="t" />])
      expect(textOf(page, AB)).toContain('Företag: Ryggkollen AB (aktiebolag)');
    expect(textOf(<TermsPage />, AB)).toContain('Tjänsten tillhandahålls av Ryggkollen AB (aktiebolag), organisationsnummer 556016-0680');
  });

  it('names a sole trader with the owner', () => {
    expect(textOf(<Footer />, SOLE)).toMatch(/Ryggkollen, Anna Berg.*Enskild firma registrerad i Sverige/);
    expect(textOf(<ContactPage />, SOLE)).toContain('Ryggkollen, enskild firma som drivs av Anna Berg, org.nr 850709-9805.');
    for (const page of [<PrivacyPolicyPage key="p" />, <PurchaseTermsPage key="t" />]) {
      expect(textOf(page, SOLE)).toContain('Företag: Ryggkollen, enskild firma som drivs av Anna Berg');
    }
    expect(textOf(<AboutPage />, SOLE)).toContain('Företaget drivs av Anna Berg.');
  });

  it.each(PAGES)('%s states no form it does not know', (_name, page) => {
    const text = textOf(page, { ...AB, name: 'Ryggkollen', form: null });
    expect(text).not.toMatch(/enskild firma|aktiebolag|registrerad i Sverige|drivs av/i);
  });
});
