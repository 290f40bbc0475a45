import type { Page } from '@playwright/test';
import { SAMPLE_ASSESSMENTS } from '../../src/shared/content/sample-assessments';
import {
  completeAssessmentViaApi,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  isPhone,
  newCustomer,
  registerAndVerify,
  screenshot,
  test,
  deleteAccountIfAny,
} from './fixtures';

/**
 * The customer management screen (issue 20 item 1): a customer completes an assessment; an admin
 * finds them by a unique part of their address, sees their counts, opens the profile and sees the
 * assessment as processed, at 1280 and 390 px.
 */

const ISCHIAS = SAMPLE_ASSESSMENTS.find((s) => s.id === 'ischias')!;
const main = (page: Page) => page.locator('main');
const PASSWORD = 'admin-losen';
const emailOf = (project: string) => `admin-cust-${project}@ryggkollen.test`;

test.describe('admin customer management', () => {
  // The account goes whatever happened, so that a retry can register the address again.
  test.afterEach(({ request }, testInfo) => deleteAccountIfAny(request, emailOf(testInfo.project.name), PASSWORD));

  test('an admin finds a new customer by their address, sees the counts and opens the profile', async ({ page }, testInfo) => {
    test.slow();
    const email = await newCustomer(page, testInfo, 'kundsok');
    const assessmentId = await completeAssessmentViaApi(page, ISCHIAS.answers);
    // Unique per project and run: the address up to the @.
    const needle = email.split('@')[0]!;

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await registerAndVerify(page, emailOf(testInfo.project.name), PASSWORD, { first: 'Åsa', last: 'Ägare' });
    await expect(page).toHaveURL(/\/dashboard$/);

    // The screen from the side navigation (behind 'Adminmeny' on a phone).
    if (isPhone(page)) await page.getByRole('button', { name: 'Adminmeny' }).click();
    await page.getByRole('navigation', { name: 'Adminmeny' }).getByRole('link', { name: 'Kundhantering' }).click();
    await expect(page).toHaveURL(/\/customer-search$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Kundhantering & Bedömningar' })).toBeVisible();
    await expect(main(page).getByText(/tryck på Tillämpa filter för att visa alla kunder/)).toBeVisible();

    // Too short a search: the server's message beside the box, the text kept.
    const box = main(page).getByLabel('Sök på namn eller e-post');
    await box.fill('ku');
    await box.press('Enter');
    await expect(main(page).getByText('Skriv minst 3 tecken för att söka.')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveValue('ku');
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-customers-too-short');

    await box.fill(needle);
    await box.press('Enter');
    const results = main(page).getByRole('region', { name: /Sökresultat för/ });
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(`Sökresultat för ”${needle}”1 träff`);
    const row = results.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell')).toHaveText([email, 'Kund', /^\d{4}-\d{2}-\d{2}$/, '1 bedömning0 rapporter', '1 behandlade', 'Visa']);
    const stats = main(page).getByRole('region', { name: 'Statistik för sökningen' });
    await expect(stats.getByRole('listitem')).toHaveText(['Totalt antal kunder1', 'Totalt antal bedömningar1', 'Behandlade1', 'Med rapporter0']);
    await expect(results.getByText('Visar 1-1 av 1 kunder')).toBeVisible();
    await expect(results.getByText('Sida 1 av 1')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${needle.replace(/\./g, '\\.')}`));
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-customers-results');

    // The profile, inside the same page.
    const name = (await row.getByRole('rowheader').textContent())!;
    await row.getByRole('button', { name: `Visa ${name}` }).click();
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main(page).getByText(email)).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Statistik' }).getByRole('listitem')).toHaveText([
      'Totalt antal bedömningar1',
      'Behandlade1',
      'Med rapporter0',
    ]);
    const history = main(page).getByRole('region', { name: 'Bedömningshistorik' }).getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history).toContainText(`Bedömning ${assessmentId}`);
    await expect(history).toContainText('Behandlad');
    await expect(history).not.toContainText('Rapport genererad');
    await expect(history.getByRole('link', { name: /^Visa detaljer/ })).toHaveAttribute('href', `/assessment-details/${assessmentId}`);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-customers-profile');

    // Back returns to the same search; a reload keeps it (it is in the URL).
    await main(page).getByRole('button', { name: 'Tillbaka till sökningen' }).click();
    await expect(row).toBeVisible();
    await page.reload();
    await expect(main(page).getByRole('row').filter({ hasText: email })).toBeVisible();
    await expect(main(page).getByLabel('Sök på namn eller e-post')).toHaveValue(needle);

    // The advanced filters, against the server: without assessments finds no one, processed finds them.
    await main(page).getByRole('tab', { name: 'Avancerade filter' }).click();
    await main(page).getByLabel('Har bedömningar').selectOption('no');
    await main(page).getByRole('button', { name: 'Tillämpa filter' }).click();
    await expect(main(page).getByText('Inga kunder hittades')).toBeVisible();
    await expect(page).toHaveURL(/[?&]hasAssessments=no/);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-customers-advanced');
    await main(page).getByLabel('Har bedömningar').selectOption('yes');
    await main(page).getByLabel('Status').selectOption('processed');
    await main(page).getByRole('button', { name: 'Tillämpa filter' }).click();
    await expect(main(page).getByRole('row').filter({ hasText: email })).toBeVisible();
    await expect(page).toHaveURL(/[?&]status=processed/);
    // The browser's back shows the previous search again.
    await page.goBack();
    await expect(main(page).getByText('Inga kunder hittades')).toBeVisible();
    await expect(main(page).getByLabel('Har bedömningar')).toHaveValue('no');
  });
});
