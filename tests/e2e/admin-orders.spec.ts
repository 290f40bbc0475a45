import type { Page } from '@playwright/test';
import { SAMPLE_ASSESSMENTS } from '../../src/shared/content/sample-assessments';
import {
  completeAssessmentViaApi,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  mailsTo,
  newCustomer,
  registerAndVerify,
  screenshot,
  storedToken,
  test,
  toastWith,
  deleteAccountIfAny,
} from './fixtures';

/**
 * The orders screen (issue 20 item 5): a customer buys the report with the test provider; an admin
 * finds the order by its number, refunds it after a confirmation that states the amount, sees the
 * order refunded with its credit note, and the customer has the credit note in the mail. 1280 px
 * (admin-phone.spec opens the screen at 390 px).
 */

const ISCHIAS = SAMPLE_ASSESSMENTS.find((s) => s.id === 'ischias')!;
const main = (page: Page) => page.locator('main');
const PASSWORD = 'admin-losen';
const emailOf = (project: string) => `admin-orders-${project}@ryggkollen.test`;

test.describe('admin orders', () => {
  // The admin account goes whatever happened, so that a retry can register the address again.
  test.afterEach(({ request }, testInfo) => deleteAccountIfAny(request, emailOf(testInfo.project.name), PASSWORD));

  test('an admin refunds a paid order and the customer gets the credit note by mail', async ({ page }, testInfo) => {
    test.slow();
    const customer = await newCustomer(page, testInfo, 'ordrar');
    const assessmentId = await completeAssessmentViaApi(page, ISCHIAS.answers);
    const auth = { authorization: `Bearer ${await storedToken(page)}` };
    const session = await page.request.post('/api/payments/test/session', { headers: auth, data: { assessmentId, withdrawalConsent: true } });
    expect(session.status(), await session.text()).toBe(200);
    const paid = await page.request.post('/api/payments/test/authorize', { headers: auth, data: { assessmentId, authorizationToken: 'test-approved' } });
    expect(paid.status(), await paid.text()).toBe(200);
    const { orderNumber } = (await paid.json()) as { orderNumber: number };

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await registerAndVerify(page, emailOf(testInfo.project.name), PASSWORD, { first: 'Åsa', last: 'Ägare' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Adminmeny' }).getByRole('link', { name: 'Ordrar' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Ordrar' })).toBeVisible();
    await expect(main(page).getByText(/^Visar 1-\d+ av \d+ ordrar$/)).toBeVisible();

    const box = main(page).getByLabel('Sök order, kvitto eller e-post');
    await box.fill(String(orderNumber));
    await box.press('Enter');
    const table = main(page).getByRole('region', { name: 'Tabell över ordrarna' });
    const row = table.getByRole('row').filter({ hasText: customer });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(/^(Betald|Levererad)$/)).toBeVisible();
    await expect(main(page).getByText('Visar 1-1 av 1 ordrar')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-orders-list');

    await row.getByRole('button', { name: `Återbetala order ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Återbetala order ${orderNumber}?` });
    await expect(dialog).toContainText('250,00\u00a0kr betalas tillbaka till kunden');
    await dialog.getByLabel(/Anledning/).fill('Kunden ångrade köpet');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'admin-orders-confirm');
    await dialog.getByRole('button', { name: /^Återbetala 250,00\skr$/ }).click();
    await expect(toastWith(page, `Order ${orderNumber} är återbetald`).first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText('Återbetald', { exact: true })).toBeVisible();
    await expect(row.getByText(/^Nr \d+/)).toBeVisible();
    await expect(row.getByRole('button', { name: /Återbetala/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-orders-refunded');

    let text = '';
    await expect
      .poll(
        async () => {
          const mail = (await mailsTo(customer)).find((m) => m.subject?.startsWith('Kreditnota '));
          text = mail?.text ?? '';
          return mail?.subject ?? '';
        },
        { timeout: 15_000 },
      )
      .toMatch(new RegExp(`^Kreditnota \\d+ för order ${orderNumber}$`));
    expect(text).toMatch(/Totalt krediterat:\s+−250,00\skr/);
    expect(text).toMatch(/Avser kvitto:\s+nr \d+ av den/);
  });
});
