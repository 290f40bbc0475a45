import type { Locator, Page, TestInfo } from '@playwright/test';
import { SAMPLE_ASSESSMENTS } from '../../src/shared/content/sample-assessments';
import {
  completeAssessmentViaApi,
  expect,
  finishAsGuest,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  newCustomer,
  screenshot,
  test,
  toastWith,
} from './fixtures';

/**
 * The journey has no dead end (issue 17): a guest who has just finished finds the assessment in the
 * cart with the way to the result, and starting again is a clear choice.
 */

/** A picture of one part of the page (RESULTS_SCREENSHOTS_DIR), to look at beside the full-page ones. */
async function partShot(locator: Locator, testInfo: TestInfo, name: string) {
  const dir = process.env.RESULTS_SCREENSHOTS_DIR;
  if (dir) await locator.screenshot({ path: `${dir}/rk-${name}-${testInfo.project.name}.png` });
}
const main = (page: Page) => page.locator('main');

test.describe('a guest who has just finished', () => {
  test(
    'the cart holds the finished assessment with the way to the result, and starting again is a clear choice',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      test.slow();
      await finishAsGuest(page);

      await page.goto('/kundvagn');
      const cart = main(page);
      await expect(cart.getByRole('heading', { name: 'Din kundvagn är tom' })).toHaveCount(0);
      await expect(cart.getByRole('heading', { name: 'Din bedömning är klar' })).toBeVisible();
      await expect(cart).toContainText('Personlig ryggrapport');
      await expect(cart.getByRole('link', { name: 'Skapa konto och se resultatet' })).toHaveAttribute('href', '/register');
      await expect(cart.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, testInfo, 'journey-guest-cart');

      // Starting the questionnaire again is a choice, never a blank page.
      await page.goto('/assessment');
      await expect(main(page).getByRole('heading', { level: 1, name: 'Du har redan gjort bedömningen' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Se ditt resultat' })).toHaveAttribute('href', '/register');
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, testInfo, 'journey-start-again');

      // Starting over asks first; cancelling keeps everything.
      await main(page).getByRole('button', { name: 'Börja om från början' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('Din klara bedömning finns kvar');
      await screenshot(page, testInfo, 'journey-start-again-confirm');
      await confirm.getByRole('button', { name: 'Avbryt' }).click();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Du har redan gjort bedömningen' })).toBeVisible();

      await main(page).getByRole('button', { name: 'Börja om från början' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, börja om' }).click();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Innan du börjar' })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Starta bedömningen' })).toBeVisible();
      await screenshot(page, testInfo, 'journey-consent');
      // The finished assessment still waits in the cart.
      await page.goto('/kundvagn');
      await expect(main(page).getByRole('heading', { name: 'Din bedömning är klar' })).toBeVisible();
    },
  );
});

const ISCHIAS = SAMPLE_ASSESSMENTS.find((s) => s.id === 'ischias')!;

/** Pays the report on the results page with the test provider's choice. */
async function payWith(page: Page, choice: string) {
  const card = main(page).locator('#kop');
  await card.getByRole('checkbox', { name: /leveransen av rapporten börjar direkt/ }).check();
  await card.getByRole('button', { name: 'Till betalning – 250 kr' }).click();
  const widget = card.getByRole('region', { name: 'Betalning' });
  await widget.getByRole('radio', { name: 'Betala om 30 dagar' }).check();
  await widget.getByRole('radio', { name: choice }).check();
  await widget.getByRole('button', { name: 'Betala 250 kr' }).click();
}

test.describe('a payment held for review', () => {
  test('is shown on the results page and the customer home, offers no second purchase, and its end shows on both', async ({ page }, testInfo) => {
    test.slow();
    await newCustomer(page, testInfo, 'granskning');
    const assessmentId = await completeAssessmentViaApi(page, ISCHIAS.answers);
    await page.goto(`/results?assessment=${assessmentId}`);
    await payWith(page, 'Låt betalningen vänta på granskning, som sedan nekas');

    // The pending screen says how a test review ends.
    await expect(page).toHaveURL(/\/confirmation\?pending=true&order=[0-9a-f-]+&mode=test$/);
    await expect(page.getByRole('heading', { name: 'Betalning pågår' })).toBeVisible();
    await expect(main(page)).toContainText('Testläge: ingen riktig granskning görs.');
    await expect(main(page).getByRole('button', { name: 'Avsluta granskningen nu' })).toBeVisible();
    await screenshot(page, testInfo, 'journey-pending-confirmation');
    await partShot(main(page), testInfo, 'journey-pending-confirmation-part');

    // The results page: the state, what happens next, and no purchase.
    await page.goto(`/results?assessment=${assessmentId}`);
    const review = main(page).getByRole('region', { name: 'Betalningen granskas' });
    await expect(review).toContainText(/Betaltjänsten granskar din betalning för order \d+/);
    await expect(review).toContainText('Godkänns betalningen gör vi rapporten direkt och mejlar den till dig');
    await expect(review).toContainText('Godkänns den inte dras inga pengar');
    await expect(review).toContainText(/senast \d{1,2} \w+ \d{4} kl\. \d{2}:\d{2}/);
    await expect(main(page).getByRole('button', { name: /Till betalning/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'journey-pending-results');
    await partShot(main(page).locator('#kop').locator('..'), testInfo, 'journey-pending-results-part');

    // The customer home: the same state; the review ends (declined) and the page shows it.
    await page.goto('/customer');
    const home = main(page).getByRole('region', { name: 'Betalningen granskas' });
    await expect(home).toContainText(/Betaltjänsten granskar din betalning för order \d+/);
    await expect(main(page)).toContainText(/Betalningen granskas \(order \d+\)/);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'journey-pending-customer');
    await partShot(home, testInfo, 'journey-pending-customer-part');
    await home.getByRole('button', { name: 'Avsluta granskningen nu' }).click();
    await expect(home).toHaveCount(0);
    await expect(main(page)).toContainText(/Betalningen för order \d+ godkändes inte\. Inga pengar har dragits\./);
    await screenshot(page, testInfo, 'journey-declined-customer');
    await partShot(main(page).getByRole('region', { name: 'Dina bedömningar' }), testInfo, 'journey-declined-customer-part');

    // Declined: the results page says so and the report can be bought again; this time the review accepts it.
    await page.goto(`/results?assessment=${assessmentId}`);
    await expect(main(page).getByText(/^Betaltjänsten granskade betalningen för order \d+ och godkände den inte/)).toBeVisible();
    await screenshot(page, testInfo, 'journey-declined-results');
    await partShot(main(page).locator('#kop').locator('..'), testInfo, 'journey-declined-results-part');
    await payWith(page, 'Låt betalningen vänta på granskning, som sedan godkänns');
    await expect(page.getByRole('heading', { name: 'Betalning pågår' })).toBeVisible();
    await page.goto(`/results?assessment=${assessmentId}`);
    const again = main(page).getByRole('region', { name: 'Betalningen granskas' });
    await again.getByRole('button', { name: 'Avsluta granskningen nu' }).click();
    await expect(main(page).getByRole('heading', { name: 'Din fullständiga rapport' })).toBeVisible();
    await expect(again).toHaveCount(0);
    await page.goto('/customer');
    await expect(main(page).getByRole('region', { name: 'Dina rapporter' })).toContainText(/Din fullständiga rapport skapas|Fullständig rapport/);
  });

  test('the server refuses a second payment while one is under review, in Swedish', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'andra');
    const assessmentId = await completeAssessmentViaApi(page, ISCHIAS.answers);
    await page.goto(`/results?assessment=${assessmentId}`);
    await payWith(page, 'Låt betalningen vänta på granskning, som sedan godkänns');
    await expect(page.getByRole('heading', { name: 'Betalning pågår' })).toBeVisible();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_token') ?? 'null') as string);
    const res = await page.request.post('/api/payments/test/session', {
      headers: { authorization: `Bearer ${token}` },
      data: { assessmentId, withdrawalConsent: true },
    });
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/^Betalningen för den här rapporten granskas redan av betaltjänsten/);
    await expect(toastWith(page, 'Fel vid skapande av betalning')).toHaveCount(0);
  });
});
