import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, mailsTo, test, toastWith } from './fixtures';

test.describe('contact', () => {
  test('/contact and /kontakt show the same screen with company details', { tag: '@phone' }, async ({ page }) => {
    for (const url of ['/contact', '/kontakt']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakta oss');
      await expect(page.getByRole('heading', { name: 'Företagsuppgifter' })).toBeVisible();
      await expect(page.locator('main')).toContainText('enskild firma som drivs av Demo Demosson');
      await expect(page.locator('main')).toContainText('support@ryggkollen.test');
    }
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('empty fields get Swedish messages and nothing is sent', { tag: '@phone' }, async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posted = true;
    });
    await page.goto('/kontakt');
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page.getByText('Namn är obligatoriskt')).toBeVisible();
    await expect(page.getByText('E-post är obligatorisk')).toBeVisible();
    await expect(page.getByText('Ämne är obligatoriskt')).toBeVisible();
    await expect(page.getByText('Meddelande är obligatoriskt')).toBeVisible();
    await expect(page.getByLabel('Namn')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('E-post').fill('inte-en-adress');
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page.getByText('Ange en giltig e-postadress')).toBeVisible();
    expect(posted).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test('a message is sent, confirmed and delivered to support', async ({ page }, testInfo) => {
    const subject = `Fråga från ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/kontakt');
    await page.getByLabel('Namn').fill('Åsa Öberg');
    await page.getByLabel('E-post').fill('asa@example.se');
    await page.getByLabel('Ämne').fill(subject);
    await page.getByLabel('Meddelande').fill('Hej! Hur lång tid tar det innan rapporten kommer?');
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(toastWith(page, 'Meddelande skickat!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tack, ditt meddelande är skickat' })).toBeVisible();
    await expect(page.getByText('Vi svarar till asa@example.se')).toBeVisible();

    await expect
      .poll(async () => (await mailsTo('support@ryggkollen.test')).find((m) => m.subject === `Kontaktformulär: ${subject}`), { timeout: 5000 })
      .toBeTruthy();
    const mail = (await mailsTo('support@ryggkollen.test')).find((m) => m.subject === `Kontaktformulär: ${subject}`)!;
    expect(mail.replyTo?.value[0]?.address).toBe('asa@example.se');
    expect(mail.text).toContain('Hur lång tid tar det innan rapporten kommer?');
  });

  test('a server failure shows the error toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Något gick fel hos oss."}' }));
    await page.goto('/kontakt');
    await page.getByLabel('Namn').fill('Per Persson');
    await page.getByLabel('E-post').fill('per@example.se');
    await page.getByLabel('Ämne').fill('Betalning');
    await page.getByLabel('Meddelande').fill('Min betalning gick inte igenom.');
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(toastWith(page, 'Kunde inte skicka meddelande. Försök igen eller kontakta oss direkt via e-post.')).toBeVisible();
    await expect(page.getByLabel('Meddelande')).toHaveValue('Min betalning gick inte igenom.');
    await expect(page.getByLabel('Namn')).toHaveValue('Per Persson');
  });
});
