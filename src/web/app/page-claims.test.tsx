import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../shared/contracts/endpoints';
import { QUESTION_BANK } from '../../shared/content/question-bank';
import type { SiteInfo } from '../../shared/contracts/site';
import { questionnaireFacts } from '../../shared/domain/questionnaire-facts';
import { ConsentCard } from '../features/assessment/consent-card';
import { LandingPage } from '../features/landing/landing-page';
import { TooFewAnswers } from '../features/results/offer-cards';
import { ProductPage } from '../features/shop/product-page';
import { ShopPage } from '../features/shop/shop-page';
import { REPORT_PRODUCT } from '../features/shop/shop.test-support';
import { FaqPage } from '../features/static-pages/faq-page';
import { HowItWorksPage } from '../features/static-pages/pages';
import { createQueryClient } from '../lib/query-client';
import { jsonResponse } from './auth-provider.test-support';
import { AI_WORD, TEST_PRODUCT, embedSiteInfo } from './site-info.test-support';

let removeSiteInfo = () => {};
afterEach(() => {
  removeSiteInfo();
  vi.unstubAllGlobals();
});

/** Every page that states a count or a duration of the questionnaire, as a visitor meets it. */
const PAGES: { name: string; path: string; route: string; element: ReactNode; ready: () => Promise<unknown> }[] = [
  { name: 'landing', path: '/', route: '/', element: <LandingPage />, ready: () => screen.findByRole('heading', { level: 1 }) },
  {
    name: 'shop',
    path: '/butik',
    route: '/butik',
    element: <ShopPage />,
    ready: () => screen.findByRole('heading', { level: 3, name: 'Personlig ryggrapport' }),
  },
  {
    name: 'product page',
    path: '/produkt/ryggrapport',
    route: '/produkt/:slug',
    element: <ProductPage />,
    ready: () => screen.findByRole('heading', { level: 1, name: 'Personlig ryggrapport' }),
  },
  {
    name: 'consent',
    path: '/assessment',
    route: '/assessment',
    element: <ConsentCard facts={questionnaireFacts(QUESTION_BANK)} onConsent={() => {}} />,
    ready: () => screen.findByRole('heading', { name: 'Innan du börjar' }),
  },
  {
    name: 'too few answers',
    path: '/results',
    route: '/results',
    element: <TooFewAnswers />,
    ready: () => screen.findByRole('heading', { name: /För få svar/ }),
  },
  {
    name: 'faq',
    path: '/faq',
    route: '/faq',
    element: <FaqPage />,
    // The answer is shown once its question is opened.
    ready: async () => fireEvent.click(await screen.findByRole('button', { name: 'Hur lång tid tar det?' })),
  },
  { name: 'how it works', path: '/how-it-works', route: '/how-it-works', element: <HowItWorksPage />, ready: () => screen.findByRole('heading', { level: 1 }) },
];

async function textOf(page: (typeof PAGES)[number], site: Partial<SiteInfo> = {}): Promise<string> {
  removeSiteInfo();
  removeSiteInfo = embedSiteInfo(TEST_PRODUCT, undefined, site);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/products' ? jsonResponse([REPORT_PRODUCT]) : url.startsWith('/api/products/') ? jsonResponse(REPORT_PRODUCT) : jsonResponse([]),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[page.path]}>
        <Routes>
          <Route path={page.route} element={page.element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await page.ready();
  // Each element's own words, apart: neighbouring texts must not run together into a new number.
  const text = [...document.body.querySelectorAll('*')]
    .flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? ''))
    .join('\n');
  cleanup();
  return text;
}

/** Every number of questions, self-tests and minutes a text states (the delivery's "1–2 minuter" is not the questionnaire's). */
function claims(text: string) {
  return {
    questions: [...text.matchAll(/(\d+) (frågor|fråga)\b/g)].map((m) => m[0]),
    selfTests: [...text.matchAll(/(\d+) (enkla|enkelt) (rörelsetester|rörelsetest|självtester)/g)].map((m) => m[0]),
    minutes: [...text.matchAll(/(under )?\d+(–\d+)? minuter/g)].map((m) => m[0]).filter((m) => m !== '1–2 minuter'),
    vague: [...text.matchAll(/(cirka|ungefär|bara) \d+/g)].map((m) => m[0]),
  };
}

describe('every page states the questionnaire as it is served', () => {
  it('the same counts and the same duration on every page, from the bank: 37 questions, 9 self-tests, 10–15 minutes', async () => {
    for (const page of PAGES) {
      const found = claims(await textOf(page));
      expect(found.minutes.length, `${page.name} states the duration`).toBeGreaterThan(0);
      expect(new Set(found.minutes), page.name).toEqual(new Set(['10–15 minuter']));
      expect(
        found.questions.every((q) => q === '37 frågor'),
        `${page.name}: ${found.questions.join(', ')}`,
      ).toBe(true);
      expect(
        found.selfTests.every((s) => s === '9 enkla rörelsetester'),
        `${page.name}: ${found.selfTests.join(', ')}`,
      ).toBe(true);
      expect(found.vague, page.name).toEqual([]);
    }
  });

  it('a bank the admin changed changes every page alike', async () => {
    const served: SiteInfo['questionnaire'] = { questions: 42, selfTests: 12, minutes: { low: 15, high: 20 } };
    for (const page of PAGES.filter((p) => p.name !== 'consent')) {
      const found = claims(await textOf(page, { questionnaire: served }));
      expect(new Set(found.minutes), page.name).toEqual(new Set(['15–20 minuter']));
      expect(
        found.questions.every((q) => q === '42 frågor'),
        page.name,
      ).toBe(true);
      expect(
        found.selfTests.every((s) => s === '12 enkla rörelsetester'),
        page.name,
      ).toBe(true);
    }
  });

  it('names AI nowhere without the AI writer, and only for the letter with it', async () => {
    for (const page of PAGES) expect(await textOf(page, { aiWriter: false }), page.name).not.toMatch(AI_WORD);
    for (const page of PAGES) {
      const text = await textOf(page, { aiWriter: true });
      for (const line of text.split('\n').filter((l) => AI_WORD.test(l))) expect(line, page.name).toMatch(/brev.*skriv.*med hjälp av\sAI/i);
    }
  });
});
