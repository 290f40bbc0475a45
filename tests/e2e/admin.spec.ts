import type { Page } from '@playwright/test';
import { SAMPLE_ASSESSMENTS } from '../../src/shared/content/sample-assessments';
import {
  completeAssessmentViaApi,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  isPhone,
  logIn,
  logOut,
  newCustomer,
  registerAndVerify,
  screenshot,
  storedToken,
  test,
} from './fixtures';

/**
 * The admin area (issue 19 items 1 and 3): the guard, the admin layout with its side navigation
 * by keyboard, and the dashboard with the owner's figures after a purchase.
 */

const ISCHIAS = SAMPLE_ASSESSMENTS.find((s) => s.id === 'ischias')!;
const main = (page: Page) => page.locator('main');
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The figure of a row in a period's column (0 today, 1 seven days, 2 thirty days). */
const figure = (page: Page, row: string, column: number) =>
  main(page)
    .getByRole('row', { name: new RegExp(`^${row}`) })
    .getByRole('cell')
    .nth(column);

test.describe('admin area', () => {
  test('guard: a guest goes to /login, a customer to /customer; an admin sees the dashboard with the figures of a purchase', async ({ page }, testInfo) => {
    test.slow();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);

    // A customer buys a report (the test provider), and is sent away from the admin area.
    await newCustomer(page, testInfo, 'admin-kund');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/customer$/);
    const id = await completeAssessmentViaApi(page, ISCHIAS.answers);
    const headers = { authorization: `Bearer ${await storedToken(page)}` };
    const session = await page.request.post('/api/payments/test/session', { headers, data: { assessmentId: id, withdrawalConsent: true } });
    expect(session.status(), await session.text()).toBe(200);
    const paid = await page.request.post('/api/payments/test/authorize', { headers, data: { assessmentId: id, authorizationToken: `test-approved:${id}` } });
    expect(paid.status(), await paid.text()).toBe(200);
    await logOut(page);

    // The admin (an ADMIN_EMAILS address) lands on the dashboard.
    const email = `admin-area-${testInfo.project.name}@ryggkollen.test`;
    await registerAndVerify(page, email, 'admin-losen', { first: 'Åsa', last: 'Ägare' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ryggkollen Dashboard' })).toBeVisible();
    await expect(main(page).getByText('Välkommen, Åsa Ägare')).toBeVisible();
    await expect(page.getByTestId('admin-user-name')).toHaveText('Åsa Ägare');

    // The built-in template is active: the template step is ready and the start card is a link.
    await expect(main(page).getByRole('region', { name: 'Processen' }).getByRole('listitem').nth(3)).toHaveAttribute('data-state', 'ready');
    await expect(main(page).getByRole('link', { name: 'Starta bedömningen' })).toBeVisible();
    await expect(main(page).getByText('Mall krävs först')).toHaveCount(0);

    // The purchase is in today's figures (other tests buy too: at least this one).
    await expect.poll(async () => digits(await figure(page, 'Betalda ordrar', 0).textContent())).toBeGreaterThanOrEqual(1);
    expect(digits(await figure(page, 'Intäkter', 0).textContent())).toBeGreaterThanOrEqual(250);
    await expect(figure(page, 'Intäkter', 0)).toHaveText(/^[\d\u00a0]+ kr$/);
    await expect(figure(page, 'Konvertering', 0)).toHaveText(/^(\d+\u00a0%|–)$/);
    expect(digits(await figure(page, 'Slutförda bedömningar', 2).textContent())).toBeGreaterThanOrEqual(1);
    await expect(main(page).getByRole('region', { name: 'Senaste ändringarna' })).toBeVisible();

    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-dashboard');

    // Clean up so a retry can register the address again.
    const token = await storedToken(page);
    const res = await page.request.delete('/api/delete-account', { headers: { authorization: `Bearer ${token}` }, data: { password: 'admin-losen' } });
    expect(res.status()).toBe(200);
  });

  test('guard: an admin address whose session lacks the admin role sees "Session behöver uppdateras"; "Logga in igen" leads back in', async ({
    page,
  }, testInfo) => {
    const email = `admin-session-${testInfo.project.name}@ryggkollen.test`;
    await registerAndVerify(page, email, 'admin-losen', { first: 'Åsa', last: 'Ägare' });
    await expect(page.getByRole('heading', { level: 1, name: 'Ryggkollen Dashboard' })).toBeVisible();

    // The browser's session as it is when ADMIN_EMAILS names an account made before it was listed:
    // the server's answer for such an account (role customer, adminPending), served to this page.
    const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${await storedToken(page)}` } });
    const pending = { ...(await me.json()), role: 'customer', adminPending: true };
    await page.route('**/api/me', (route) => route.fulfill({ json: pending }));
    await page.goto('/admin/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Session behöver uppdateras' })).toBeVisible();
    await expect(page.getByText('Din session saknar admin-behörighet. Vänligen logga in igen för att komma åt admin-funktioner.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/templates$/);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-session-refresh');

    await page.unroute('**/api/me');
    await page.getByRole('button', { name: 'Logga in igen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await logIn(page, email, 'admin-losen');
    await expect(page).toHaveURL(/\/dashboard$/);

    const token = await storedToken(page);
    const res = await page.request.delete('/api/delete-account', { headers: { authorization: `Bearer ${token}` }, data: { password: 'admin-losen' } });
    expect(res.status()).toBe(200);
  });

  test('the side navigation works by keyboard, and an unknown assessment says so inside the admin layout', { tag: '@phone' }, async ({ page }, testInfo) => {
    const email = `admin-nav-${testInfo.project.name}@ryggkollen.test`;
    await registerAndVerify(page, email, 'admin-losen', { first: 'Åsa', last: 'Ägare' });
    await expect(page.getByRole('heading', { level: 1, name: 'Ryggkollen Dashboard' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Adminmeny' });
    if (isPhone(page)) {
      // Collapsed behind the menu button on a phone.
      await expect(nav).toBeHidden();
      const menu = page.getByRole('button', { name: 'Adminmeny' });
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      await page.keyboard.press('Tab');
    } else {
      await expect(page.getByRole('button', { name: 'Adminmeny' })).toBeHidden();
      await nav.getByRole('link').first().focus();
    }
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(10);
    await expect(links.nth(0)).toBeFocused();
    await expect(links.nth(0)).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.nth(2)).toHaveAccessibleName('Mallhantering');
    await expect(links.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/template-manager$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mallhantering' })).toBeVisible();
    await expect(page.getByTestId('admin-user-name')).toHaveText('Åsa Ägare');
    if (isPhone(page)) await expect(nav).toBeHidden();
    else await expect(nav.getByRole('link', { name: 'Mallhantering' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);

    // A screen that cannot find what it shows says so inside the admin layout.
    await page.goto('/assessment-details/00000000-0000-4000-8000-000000000001');
    await expect(main(page).getByText('Bedömning hittades inte')).toBeVisible();
    await expect(page.getByTestId('admin-user-name')).toHaveText('Åsa Ägare');

    const token = await storedToken(page);
    const res = await page.request.delete('/api/delete-account', { headers: { authorization: `Bearer ${token}` }, data: { password: 'admin-losen' } });
    expect(res.status()).toBe(200);
  });
});
