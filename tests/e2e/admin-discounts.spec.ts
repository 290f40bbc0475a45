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
  storedToken,
  test,
  toastWith,
} from './fixtures';

/**
 * The discount codes screen (issue 20 item 4): an admin makes a code with the form, finds it by
 * search, copies it and switches it off; a customer is then refused it at checkout.
 */

const ISCHIAS = SAMPLE_ASSESSMENTS.find((s) => s.id === 'ischias')!;
const main = (page: Page) => page.locator('main');

test.describe('admin discount codes', () => {
  test('an admin creates a code, finds it, copies it and switches it off; a customer is refused it at checkout', async ({ page }, testInfo) => {
    test.slow();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = `admin-${testInfo.project.name}@ryggkollen.test`;
    await registerAndVerify(page, email, 'admin-losen', { first: 'Åsa', last: 'Ägare' });
    await expect(page).toHaveURL(/\/dashboard$/);

    // The screen from the side navigation (behind 'Adminmeny' on a phone).
    if (isPhone(page)) await page.getByRole('button', { name: 'Adminmeny' }).click();
    await page.getByRole('navigation', { name: 'Adminmeny' }).getByRole('link', { name: 'Rabattkoder' }).click();
    await expect(page).toHaveURL(/\/admin\/discounts$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Rabattkoder' })).toBeVisible();

    // The form at its defaults; a 25 % code with a lower-case prefix, upper-cased as it is typed.
    const form = main(page).getByRole('form', { name: 'Ny rabattkod' });
    await expect(form.getByRole('radio', { name: 'Procent' })).toBeChecked();
    await expect(form.getByLabel('Rabatt i procent')).toHaveValue('20');
    await expect(form.getByLabel('Giltig antal dagar')).toHaveValue('14');
    await form.getByLabel('Rabatt i procent').fill('25');
    await form.getByLabel('Prefix').fill('');
    await form.getByLabel('Prefix').pressSequentially('höst');
    await expect(form.getByLabel('Prefix')).toHaveValue('HÖST');
    // A cleared field falls back when it is left.
    await form.getByLabel('Max användningar totalt').fill('');
    await form.getByLabel('Max användningar totalt').blur();
    await expect(form.getByLabel('Max användningar totalt')).toHaveValue('100');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'admin-discounts-form');

    await form.getByRole('button', { name: 'Skapa rabattkod' }).click();
    const created = toastWith(page, 'Rabattkod skapad');
    await expect(created).toContainText(/Kod: HÖST-[A-Z2-9]{6}/);
    const code = /HÖST-[A-Z2-9]{6}/.exec((await created.textContent()) ?? '')![0];
    await expect(form.getByLabel('Prefix')).toHaveValue('RYGG');
    await expect(form.getByLabel('Max användningar totalt')).toHaveValue('500');

    // Found by a lower-case part of the code; its row says what the code is.
    const list = main(page).getByRole('region', { name: 'Alla rabattkoder' });
    await list.getByRole('searchbox', { name: 'Sök efter kod' }).fill(code.slice(-6).toLowerCase());
    const rows = list.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(1);
    const row = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) });
    await expect(rows.first().getByRole('rowheader')).toHaveText(code);
    await expect(row.getByRole('cell').nth(0)).toHaveText('Procent');
    await expect(row.getByRole('cell').nth(1)).toHaveText('25\u00a0%');
    await expect(row.getByRole('cell').nth(3)).toHaveText('0/100');
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(row.getByRole('cell').nth(5)).toHaveText('1');

    // Copied to the clipboard.
    await row.getByRole('button', { name: `Kopiera ${code}` }).click();
    await expect(toastWith(page, 'Kopierad')).toContainText(`Kod ${code} kopierad till urklipp`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // Switched off.
    const active = row.getByRole('switch', { name: `Aktiv: ${code}` });
    await expect(active).toHaveAttribute('aria-checked', 'true');
    await active.click();
    await expect(toastWith(page, 'Inaktiverad')).toContainText(`Kod ${code} är nu inaktiv`);
    await expect(active).toHaveAttribute('aria-checked', 'false');

    await list.getByRole('searchbox', { name: 'Sök efter kod' }).fill('finns-inte');
    await expect(list.getByText('Inga rabattkoder matchar sökningen')).toBeVisible();
    await list.getByRole('searchbox', { name: 'Sök efter kod' }).fill('');
    await expect(list.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-discounts-list');
    if (isPhone(page)) {
      // The rest of a row is scrolled to inside the table's own region; the code stays in view.
      const region = list.getByRole('region', { name: 'Tabell över rabattkoderna' });
      await region.scrollIntoViewIfNeeded();
      await expect(row.getByRole('button', { name: `Kopiera ${code}` })).not.toBeInViewport();
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(row.getByRole('button', { name: `Kopiera ${code}` })).toBeInViewport();
      await expect(row.getByRole('rowheader')).toBeInViewport();
      await page.screenshot({ path: `${process.env.RESULTS_SCREENSHOTS_DIR ?? testInfo.outputDir}/rk-admin-discounts-scrolled-phone.png` });
    }

    // Clean up so a retry can register the address again (the code stays, without its maker).
    const res = await page.request.delete('/api/delete-account', {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
      data: { password: 'admin-losen' },
    });
    expect(res.status()).toBe(200);

    // A customer with a finished assessment tries the switched-off code at checkout.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await newCustomer(page, testInfo, 'rabatt');
    await completeAssessmentViaApi(page, ISCHIAS.answers);
    await page.goto('/results');
    const card = main(page).locator('#kop');
    await card.getByLabel('Rabattkod').fill(code.toLowerCase());
    await card.getByRole('button', { name: 'Använd' }).click();
    await expect(card.getByText('Rabattkoden går inte att använda längre.')).toBeVisible();
    await expect(card.getByLabel('Rabattkod')).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByRole('button', { name: /^Till betalning – 250 kr$/ })).toBeVisible();
  });
});
