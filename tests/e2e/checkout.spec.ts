import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SAMPLE_ASSESSMENTS } from '../../src/shared/content/sample-assessments';
import {
  completeAssessmentViaApi,
  expect,
  finishAsGuest,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  fillRegistration,
  mailsTo,
  registerAndVerify,
  screenshot,
  test,
  toastWith,
  uniqueEmail,
  waitForCode,
} from './fixtures';
import { E2E_ADMIN_API_KEY } from '../../playwright.config';

/**
 * The purchase, as a buyer makes it with the built-in test provider: the purchase card on /results
 * with a discount code, the payment widget's states, the payment result page with its automatic
 * download, the report and receipt in the mail, the report in the customer home; the cart.
 */

const ISCHIAS = SAMPLE_ASSESSMENTS.find((s) => s.id === 'ischias')!;
const main = (page: Page) => page.locator('main');

/** A 20 % code made through the admin API with the configured key, as the admin screen will. */
async function discountCode(page: Page): Promise<string> {
  const res = await page.request.post('/api/discounts/create', {
    headers: { 'x-admin-key': E2E_ADMIN_API_KEY },
    data: { type: 'PERCENT', percent: 20, prefix: 'rygg', daysValid: 14, perUserLimit: 1, maxRedemptions: 500 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { code: string }).code;
}

test.describe('checkout', () => {
  test(
    'guest → questionnaire → account → results → discount code → test payment → automatic download → report and receipt by mail → customer home',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      test.slow();
      const code = await discountCode(page);

      // The questionnaire as a guest, every question.
      await finishAsGuest(page);

      // The report waits in the cart while the guest makes an account.
      await expect(page).toHaveURL(/\/register/);
      const email = uniqueEmail('kop', testInfo.project.name);
      await fillRegistration(page, { first: 'Kim', last: 'Köpare', email, password: 'hemligt123', confirm: 'hemligt123' });
      await page.getByRole('button', { name: 'Skapa konto' }).click();
      await page.getByLabel('Verifieringskod').fill(await waitForCode(email));
      await page.getByRole('button', { name: 'Verifiera' }).click();
      await expect(page).toHaveURL(/\/results$/);

      // The purchase card: the price, the code's new price, the unticked consent.
      const card = main(page).locator('#kop');
      await expect(card).toContainText('250 kr');
      await card.getByLabel('Rabattkod').fill(code.toLowerCase());
      await card.getByRole('button', { name: 'Använd' }).click();
      await expect(card.getByRole('status').filter({ hasText: `Rabattkod ${code}` })).toContainText('Att betala: 200 kr (varav moms 40 kr)');
      const consent = card.getByRole('checkbox', { name: /leveransen av rapporten börjar direkt/ });
      await expect(consent).not.toBeChecked();
      await card.getByRole('button', { name: 'Till betalning – 200 kr' }).click();
      await expect(card.getByRole('alert')).toContainText('Kryssa i rutan för att betala');
      await consent.check();
      await card.getByRole('button', { name: 'Till betalning – 200 kr' }).click();

      // The widget: method selection, the test form, paying.
      const widget = card.getByRole('region', { name: 'Betalning' });
      await expect(widget).toContainText('Testläge: ingen riktig betalning görs');
      await widget.getByRole('radio', { name: 'Betala om 30 dagar' }).check();
      await expect(widget.getByRole('radio', { name: 'Godkänn betalningen' })).toBeChecked();
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, testInfo, 'checkout-widget');
      const downloading = page.waitForEvent('download', { timeout: 30_000 });
      await widget.getByRole('button', { name: 'Betala 200 kr' }).click();

      // The payment result page; the report downloads by itself.
      await expect(page).toHaveURL(/\/confirmation\?success=true&order=[0-9a-f-]+&mode=test$/);
      await expect(page.getByRole('heading', { name: 'Betalning genomförd!' })).toBeVisible();
      await expect(page.getByText('Testläge: ingen riktig betalning har gjorts.')).toBeVisible();
      await expect(main(page)).toContainText(/Ordernummer: \d+/);
      const orderNumber = /Ordernummer: (\d+)/.exec((await main(page).textContent()) ?? '')![1]!;
      await expect(main(page)).toContainText('Betalt: 200,00 kr (varav moms 25 % 40,00 kr)');
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^ryggrapport-kop\..+-\d{4}-\d{2}-\d{2}\.pdf$/);
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await expect(toastWith(page, 'Rapporten är nedladdad')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, 'checkout-confirmation');

      // The report and the receipt by mail, once.
      await expect.poll(async () => (await mailsTo(email)).filter((m) => m.attachments.length === 1).length, { timeout: 20_000 }).toBe(1);
      const mail = (await mailsTo(email)).find((m) => m.attachments.length === 1)!;
      expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
      const text = (mail.text ?? '').replace(/[ \u00a0]+/g, ' ');
      // One number to quote (issue 17 §7): the confirmation's order number in the mail and on its receipt.
      expect(text).toContain(`(ordernummer ${orderNumber})`);
      expect(text).toMatch(new RegExp(`Ordernummer: ${orderNumber}\\b`));
      for (const line of [
        'KVITTO',
        'Kvittonummer:',
        'Pris: 250,00 kr',
        `Rabatt (${code}): −50,00 kr`,
        'Moms 25 %: 40,00 kr',
        'Totalt betalt: 200,00 kr',
        'ångerrätt',
      ]) {
        expect(text, line).toContain(line);
      }

      // The customer home lists it; the cart is empty and the badge says 0.
      await page.goto('/customer');
      const reports = page.getByRole('region', { name: 'Dina rapporter' });
      await expect(reports.getByRole('listitem').filter({ hasText: 'Fullständig rapport' })).toHaveCount(1);
      await page.goto('/kundvagn');
      await expect(page.getByRole('heading', { name: 'Din kundvagn är tom' })).toBeVisible();
    },
  );

  test('a declined payment is said so and can be paid another way; the cart leads to the payment', async ({ page }, testInfo) => {
    const email = uniqueEmail('nekad', testInfo.project.name);
    await registerAndVerify(page, email, 'hemligt123', { first: 'Nils', last: 'Nekad', age: '52' });
    await expect(page).toHaveURL(/\/customer$/);
    await completeAssessmentViaApi(page, ISCHIAS.answers);

    // The cart holds the report; its button opens the purchase card.
    await page.goto('/kundvagn');
    await expect(page.getByRole('heading', { name: 'Personlig ryggrapport' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'cart');
    await page.getByRole('link', { name: 'Gå till betalning' }).click();
    await expect(page).toHaveURL(/\/results\?assessment=.+#kop$/);
    const card = main(page).locator('#kop');
    await card.getByRole('checkbox', { name: /leveransen av rapporten börjar direkt/ }).check();
    await card.getByRole('button', { name: 'Till betalning – 250 kr' }).click();
    const widget = card.getByRole('region', { name: 'Betalning' });
    await widget.getByRole('radio', { name: 'Betala nu' }).check();
    await widget.getByRole('radio', { name: 'Neka betalningen' }).check();
    await widget.getByRole('button', { name: 'Betala 250 kr' }).click();
    await expect(widget.getByRole('alert')).toContainText('Betalning avbröts eller nekades');
    await expect(toastWith(page, 'Betalning misslyckades')).toBeVisible();

    // Another try: approved.
    await widget.getByRole('radio', { name: 'Dela upp betalningen' }).check();
    await widget.getByRole('radio', { name: 'Godkänn betalningen' }).check();
    await widget.getByRole('button', { name: 'Betala 250 kr' }).click();
    await expect(page.getByRole('heading', { name: 'Betalning genomförd!' })).toBeVisible();
  });

  test('the payment result page without success says what to do', async ({ page }) => {
    await page.goto('/confirmation?error=cancelled');
    await expect(page.getByRole('heading', { name: 'Något gick fel' })).toBeVisible();
    await expect(page.getByText('Kontakta support om pengar dragits från ditt konto.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Försök igen' })).toHaveAttribute('href', '/results');
    await expectNoSeriousA11yViolations(page);
  });
});
