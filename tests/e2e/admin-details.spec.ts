import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SAMPLE_ASSESSMENTS } from '../../src/shared/content/sample-assessments';
import {
  completeAssessmentViaApi,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  newCustomer,
  registerAndVerify,
  screenshot,
  test,
  deleteAccountIfAny,
} from './fixtures';

/**
 * An assessment's answers and details for an admin (issue 20 items 1–3), at 1280 px: a customer
 * completes an assessment; an admin finds them, reads all their answers in the profile, opens the
 * details page in both views with the stored analysis, and downloads their report (made by the
 * admin, since none is stored), which then shows as the admin's.
 */

const ISCHIAS = SAMPLE_ASSESSMENTS.find((s) => s.id === 'ischias')!;
const main = (page: Page) => page.locator('main');
const PASSWORD = 'admin-losen';
const emailOf = (project: string) => `admin-det-${project}@ryggkollen.test`;

test.describe('admin assessment details', () => {
  test.afterEach(({ request }, testInfo) => deleteAccountIfAny(request, emailOf(testInfo.project.name), PASSWORD));

  test('an admin reads a customer’s answers, opens the details in both views and downloads the report', async ({ page }, testInfo) => {
    test.slow();
    const email = await newCustomer(page, testInfo, 'detaljer');
    const assessmentId = await completeAssessmentViaApi(page, ISCHIAS.answers);
    const needle = email.split('@')[0]!;

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await registerAndVerify(page, emailOf(testInfo.project.name), PASSWORD, { first: 'Dora', last: 'Detalj' });
    await expect(page).toHaveURL(/\/dashboard$/);

    // Find the customer and open the profile.
    await page.goto('/customer-search');
    const box = main(page).getByLabel('Sök på namn eller e-post');
    await box.fill(needle);
    await box.press('Enter');
    const row = main(page).getByRole('row').filter({ hasText: email });
    const name = (await row.getByRole('rowheader').textContent())!;
    await row.getByRole('button', { name: `Visa ${name}` }).click();
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();

    // 'Visa alla svar': the overview and every question with its answer, in the page.
    await main(page)
      .getByRole('button', { name: `Visa alla svar för bedömning ${assessmentId}` })
      .click();
    await expect(main(page).getByRole('heading', { level: 1, name: `Svar från ${name}` })).toBeVisible();
    await expect(main(page).getByText(assessmentId)).toBeVisible();
    await expect(main(page).getByText('Inte genererad')).toBeVisible();
    const answers = main(page).getByRole('region', { name: 'Tabell över frågor och svar' }).getByRole('row');
    expect(await answers.count()).toBeGreaterThan(10);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-details-answers');
    await main(page).getByRole('button', { name: 'Tillbaka till kundprofilen' }).click();

    // The details page: overview, the detailed view with the chosen options marked, then the summary.
    await main(page)
      .getByRole('link', { name: `Visa detaljer för bedömning ${assessmentId}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/assessment-details/${assessmentId}$`));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Bedömningsdetaljer' })).toBeVisible();
    const overview = main(page).getByRole('region', { name: 'Översikt' });
    await expect(overview).toContainText(name);
    await expect(overview).toContainText(email);
    await expect(overview).toContainText('Behandlad');
    await expect(main(page).getByRole('button', { name: 'Detaljerad' })).toHaveAttribute('aria-pressed', 'true');
    await expect(main(page).getByText('Valt svar').first()).toBeVisible();
    await expect(
      main(page)
        .getByText(/^Bidrag till analysen: \d/)
        .first(),
    ).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /^Senaste analysen: motorversion \d+\.\d+\.\d+$/ })).toBeVisible();
    await expect(main(page).getByText(/Analysen är gjord med nuvarande motor/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-details-detailed');

    await main(page).getByRole('button', { name: 'Sammanfattning' }).click();
    const summary = main(page).getByRole('region', { name: 'Sammanfattning av svaren' });
    await expect(summary.getByRole('columnheader')).toHaveText(['Fråga', 'Svar', 'Bidrag']);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-details-summary');

    // 'Ladda ner rapport': none is stored, so the admin's is made; a PDF named for the customer.
    const reports = main(page).getByRole('region', { name: 'Rapporter' });
    await expect(reports).toContainText('Ingen rapport är gjord än.');
    const [download] = await Promise.all([page.waitForEvent('download'), reports.getByRole('button', { name: 'Ladda ner rapport' }).click()]);
    expect(download.suggestedFilename()).toMatch(/-rapport-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.pdf$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(reports).toContainText('Gjord av admin (Dora Detalj)');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'admin-details-report');
  });
});
