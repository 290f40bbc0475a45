import type { Page } from '@playwright/test';
import { REASSURING_WORDS } from '../../src/shared/content/pattern-texts';
import {
  completeAssessmentViaApi,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  logIn,
  logOut,
  newCustomer,
  screenshot,
  startAssessment,
  test,
} from './fixtures';

/**
 * Results page 2, the customer home's list, the shared-device rules, the admin guard and the cart
 * badge. Assessments are stored through the API with answers by key (CLINICAL.md §6), so the
 * tests do not depend on the questionnaire's wording; one goes through the questionnaire itself.
 */

/** A full set of answers with one clear pattern and no warning sign. */
const NORMAL: Record<string, string> = {
  age_band: '30_44',
  red_flags: 'none',
  health_background: 'none',
  onset: 'gradual',
  episode: 'first',
  pain_duration: 'lt_6w',
  pain_intensity: '4',
  pain_location: 'low_back_center,below_knee',
  leg_tingling: 'yes',
  cough_sneeze: 'no',
  walking_limit: 'none',
  inflammatory_signs: 'none',
  relief_positions: 'none',
  after_exertion: 'skipped',
  position_catches: 'never',
  bothersomeness: 'slightly',
  forward_bend: 'back_pain',
  backward_bend: 'no_pain',
  sitting_tolerance: 'under_30',
  straight_leg_raise: 'leg_pain_below_knee',
  single_leg_stand: 'stable_no_pain',
  wall_sit: 'over_60',
  plank_hold: 'over_60',
  side_plank: 'over_30',
  bird_dog: 'steady_no_pain',
  activity_level: 'moderate',
  exercise: '1_2_week',
  work_type: 'mixed',
  sleep: 'skipped',
  stress: '3',
  fear_of_movement: 'not_at_all',
  worry: 'not_at_all',
  catastrophising: 'not_at_all',
  low_mood: 'not_at_all',
  social_support: 'good',
};
const EMERGENCY = { ...NORMAL, red_flags: 'bilateral_leg,night_pain' };
const URGENT = { ...NORMAL, red_flags: 'fever,night_pain' };
const TOO_FEW = { red_flags: 'none' };

// Whatever calms a reader: never beside an emergency or urgent sign (CLINICAL.md §1).
const REASSURANCE = REASSURING_WORDS;

const main = (page: Page) => page.locator('main');

/** Goes through the questionnaire choosing "none of these" where offered and skipping the rest. */
async function completeBySkipping(page: Page) {
  await startAssessment(page);
  const heading = main(page).locator('h1');
  for (let i = 0; i < 80 && !page.url().includes('/results'); i++) {
    const title = await heading.textContent();
    const none = main(page).getByLabel('Inget av detta', { exact: true });
    const skip = page.getByRole('button', { name: 'Hoppa över' });
    if (await none.count()) {
      await none.check();
      await page.getByRole('button', { name: /^(Nästa|Slutför bedömning)$/ }).click();
    } else if ((await skip.isVisible()) && (await skip.isEnabled())) {
      await skip.click();
    } else {
      await main(page).locator('fieldset input').first().check();
      await page.getByRole('button', { name: /^(Nästa|Slutför bedömning)$/ }).click();
    }
    await expect.poll(async () => page.url().includes('/results') || (await heading.textContent().catch(() => null)) !== title).toBe(true);
  }
  await expect(page).toHaveURL(/\/results(\?assessment=[0-9a-f-]{36})?$/);
}

test.describe('results', () => {
  test('an emergency sign: only the advice and the safety net, nothing that reassures', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'akut');
    await completeAssessmentViaApi(page, EMERGENCY);
    await page.goto('/results');
    await expect(page.getByRole('heading', { name: 'Sök vård direkt' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Ring 112' })).toHaveAttribute('href', 'tel:112');
    await expect(page.getByRole('heading', { name: /Sök vård om något av detta händer/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dina svar liknar mest' })).toHaveCount(0);
    await expect(main(page)).not.toContainText(/Risk för långvariga besvär|Fem hälsoområden|Köp rapporten|förhandsvisning|av 100/);
    expect(await main(page).textContent()).not.toMatch(REASSURANCE);
    await expect(page.getByRole('link', { name: /Kundvagn, 0 varor/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'results-emergency');
  });

  test('an urgent sign: the result with the advice first, and no reassurance anywhere', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'idag');
    await completeAssessmentViaApi(page, URGENT);
    await page.goto('/results');
    await expect(page.getByRole('alert').first()).toContainText('Sök vård i dag');
    await expect(page.getByRole('heading', { name: 'Dina svar liknar mest' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Risk för långvariga besvär: (låg|måttlig|hög)$/ })).toBeVisible();
    expect(await main(page).textContent()).not.toMatch(REASSURANCE);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'results-urgent');
  });

  test('a normal result in words, readable areas, and the badge counts the report waiting', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'vanlig');
    await expect(page.getByRole('link', { name: /Kundvagn, 0 varor/ })).toBeVisible();
    await completeAssessmentViaApi(page, NORMAL);
    await page.goto('/results');
    const patterns = page.getByRole('region', { name: 'Dina svar liknar mest' });
    await expect(patterns).toBeVisible();
    await expect(patterns).toContainText(/tydliga drag|vissa drag|få drag/);
    await expect(patterns).not.toContainText(/av 100|stark likhet/i);
    await expect(patterns.getByText(/^På frågan ”.+” svarade du .+\.$/).first()).toBeVisible();
    // Leg symptoms: the safety net comes before the patterns.
    const net = page.getByRole('heading', { name: /Sök vård om något av detta händer/ });
    expect((await net.boundingBox())!.y).toBeLessThan((await patterns.boundingBox())!.y);

    const areas = page.getByRole('region', { name: 'Fem hälsoområden' });
    await expect(areas).toContainText('Ju högre värde, desto mer belastning');
    await expect(areas.locator('li', { hasText: 'Sömn och återhämtning' })).toContainText('För få svar');
    // "36 av 100" never breaks over two lines.
    for (const score of await areas.getByText(/^\d+ av 100$/).all()) {
      const lines = await score.evaluate((el) => el.getClientRects().length);
      expect(lines).toBe(1);
    }
    await expect(page.getByRole('heading', { name: 'Fullständig rapport' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Kundvagn, 1 vara/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'results-normal');
  });

  test('too few answers: no result, an offer to answer again and no report', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'fa');
    await completeAssessmentViaApi(page, TOO_FEW);
    await page.goto('/results');
    await expect(page.getByRole('heading', { name: 'För få svar för ett resultat' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /Svara på frågorna igen/ })).toHaveAttribute('href', '/assessment');
    await expect(main(page)).not.toContainText(/Köp rapporten|Dina svar liknar mest/);
    await expect(page.getByRole('link', { name: /Kundvagn, 0 varor/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'results-too-few');
  });

  test("on a shared device the next person never meets the previous one's assessment", async ({ browser, page }, testInfo) => {
    // Two accounts, the whole questionnaire and two sign-ins.
    test.slow();
    // B has an account and an assessment of their own (an emergency one, easy to tell apart).
    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.251.${testInfo.workerIndex % 250}.${Date.now() % 250}` } });
    const bPage = await other.newPage();
    const emailB = await newCustomer(bPage, testInfo, 'bertil');
    await completeAssessmentViaApi(bPage, EMERGENCY);
    await other.close();

    // A, on this device, goes through the questionnaire; a finished assessment refreshes the list.
    await newCustomer(page, testInfo, 'anna');
    await completeBySkipping(page);
    await expect(page.getByRole('heading', { name: 'För få svar för ett resultat' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Till Mina rapporter' }).click();
    await expect(main(page).getByRole('listitem')).toHaveCount(1);
    const assessmentA = new URL((await main(page).getByRole('listitem').getByRole('link').getAttribute('href'))!, 'http://x').searchParams.get('assessment')!;

    await logOut(page);
    const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => /assessment|QuizFlow/i.test(k)));
    expect(left).toEqual([]);
    // A pointer an earlier version of the app left behind is not followed either.
    await page.evaluate((id) => localStorage.setItem('assessmentId', JSON.stringify(id)), assessmentA);

    const seen: string[] = [];
    page.on('request', (r) => seen.push(r.url()));
    await logIn(page, emailB);
    await expect(page).toHaveURL(/\/customer$/);
    await page.goto('/results');
    await expect(page.getByRole('heading', { name: 'Sök vård direkt' })).toBeVisible();
    await page.goto(`/results?assessment=${assessmentA}`);
    await expect(page.getByText('Vi hittade inte den bedömningen bland dina')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sök vård direkt' })).toBeVisible();
    expect(seen.filter((u) => u.includes('/api/') && u.includes(assessmentA))).toEqual([]);
  });

  test('the customer home lists every assessment and links to each', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'lista');
    const tooFew = await completeAssessmentViaApi(page, TOO_FEW);
    const emergency = await completeAssessmentViaApi(page, EMERGENCY);
    const normal = await completeAssessmentViaApi(page, NORMAL);
    await page.goto('/customer');
    const items = main(page).getByRole('listitem');
    await expect(items).toHaveCount(3);
    // Newest first.
    await expect(items.nth(0)).toContainText('Risk för långvariga besvär:');
    await expect(items.nth(0)).toContainText('Liknar mest:');
    await expect(items.nth(1)).toContainText('Sök vård direkt');
    await expect(items.nth(1)).not.toContainText(/Risk för långvariga besvär|Liknar mest/);
    await expect(items.nth(2)).toContainText('För få svar');
    await expect(items.nth(0)).toContainText(/\d{1,2} [a-zåäö]+ \d{4}/);
    await expect(page.getByRole('link', { name: /Kundvagn, 1 vara/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'customer-home');

    for (const [index, id, heading] of [
      [0, normal, 'Dina svar liknar mest'],
      [1, emergency, 'Sök vård direkt'],
      [2, tooFew, 'För få svar för ett resultat'],
    ] as const) {
      await page.goto('/customer');
      await main(page).getByRole('listitem').nth(index).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/results\\?assessment=${id}$`));
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
  });

  test('admin routes send a guest to /login and a customer to /customer', async ({ page }, testInfo) => {
    for (const path of ['/dashboard', '/admin/templates', '/assessment-details/123']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await newCustomer(page, testInfo, 'kund');
    for (const path of ['/dashboard', '/admin/discounts', '/question-editor']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/customer$/);
    }
  });
});
