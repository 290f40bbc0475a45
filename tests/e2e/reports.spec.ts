import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { SAMPLE_ASSESSMENTS } from '../../src/shared/content/sample-assessments';
import {
  completeAssessmentViaApi,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  mailsTo,
  newCustomer,
  screenshot,
  storedToken,
  test,
  toastWith,
} from './fixtures';

/**
 * The report screens: the preview and full-report cards on the results page, the customer home's
 * reports list, and the test pages. Here a payment is made through the API with the built-in test
 * provider; the checkout journey in the browser is checkout.spec.ts.
 */

const ISCHIAS = SAMPLE_ASSESSMENTS.find((s) => s.id === 'ischias')!;
const main = (page: Page) => page.locator('main');

/** A saved download's bytes, checked to be a PDF. */
async function pdfOf(download: Download): Promise<Buffer> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return bytes;
}

/** Holds back the answers of one API path for a while, so a slow report can be seen being made. */
async function slowDown(page: Page, path: string, ms: number) {
  await page.route(`**${path}`, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

test.describe('reports', () => {
  test('a signed-in customer downloads the free preview, with the countdown while it is made', async ({ page }, testInfo) => {
    const email = await newCustomer(page, testInfo, 'forhand');
    await completeAssessmentViaApi(page, ISCHIAS.answers);
    await page.goto('/results');
    const card = main(page)
      .locator('div', { has: page.getByRole('heading', { name: 'Gratis förhandsvisning' }) })
      .last();
    await expect(card).toContainText('1–3 sidor');
    await slowDown(page, '/api/generate-preview', 1500);
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Ladda ner förhandsvisningen' }).click();
    await expect(card.getByText(/^Rapporten skapas … \d+ s$/)).toBeVisible();
    const download = await downloading;
    const local = email.split('@')[0]!.toLowerCase().replace(/[.]/g, '\\.');
    expect(download.suggestedFilename()).toMatch(new RegExp(`^forhandsvisning-${local}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    expect((await pdfOf(download)).length).toBeGreaterThan(20_000);
    await expect(toastWith(page, 'Rapporten är nedladdad')).toBeVisible();
    await expect(card.getByText(/Rapporten skapas/)).toHaveCount(0);

    // The preview is kept: it is in the reports list on the customer home.
    await page.goto('/customer');
    const reports = page.getByRole('region', { name: 'Dina rapporter' });
    await expect(reports.getByRole('listitem')).toHaveCount(1);
    await expect(reports.getByRole('listitem')).toContainText('Förhandsvisning');
    await expect(reports.getByRole('listitem')).toContainText('Liknar mest: Nervpåverkan (ischias)');
    await expectNoSeriousA11yViolations(page);
  });

  test('paid: the full-report card on the results page, the report in the mailbox and in the list', { tag: '@phone' }, async ({ page }, testInfo) => {
    const email = await newCustomer(page, testInfo, 'betald');
    const id = await completeAssessmentViaApi(page, ISCHIAS.answers);
    await page.goto('/results');
    await expect(page.getByRole('heading', { name: 'Fullständig rapport' })).toBeVisible();

    const headers = { authorization: `Bearer ${await storedToken(page)}` };
    const session = await page.request.post('/api/payments/test/session', { headers, data: { assessmentId: id, withdrawalConsent: true } });
    expect(session.status(), await session.text()).toBe(200);
    const paid = await page.request.post('/api/payments/test/authorize', { headers, data: { assessmentId: id, authorizationToken: `test-approved:${id}` } });
    expect(paid.status(), await paid.text()).toBe(200);

    // The report arrives by mail, with the PDF attached.
    await expect.poll(async () => (await mailsTo(email)).filter((m) => m.attachments.length === 1).length, { timeout: 15_000 }).toBe(1);
    const mail = (await mailsTo(email)).find((m) => m.attachments.length === 1)!;
    expect(mail.subject).toBe('Din ryggrapport från Ryggkollen är klar');
    expect(mail.attachments[0]!.filename).toMatch(/^ryggrapport-.+\.pdf$/);

    await page.goto(`/results?assessment=${id}`);
    await expect(page.getByRole('heading', { name: 'Din fullständiga rapport' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Till betalning/ })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ner rapporten' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ryggrapport-.+-\d{4}-\d{2}-\d{2}\.pdf$/);
    await expect(toastWith(page, 'Rapporten är nedladdad')).toBeVisible();
    // The same stored file as the one mailed: a report never changes between downloads.
    expect((await pdfOf(download)).equals(mail.attachments[0]!.content)).toBe(true);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'results-paid');

    await page.goto('/customer');
    const reports = page.getByRole('region', { name: 'Dina rapporter' });
    const item = reports.getByRole('listitem').filter({ hasText: 'Fullständig rapport' });
    await expect(item).toHaveCount(1);
    const again = page.waitForEvent('download');
    await item.getByRole('button', { name: /^Ladda ner fullständig rapport från/ }).click();
    expect((await pdfOf(await again)).equals(mail.attachments[0]!.content)).toBe(true);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'customer-home-reports');
  });

  test('the reports list: a failure shows the error and a retry; a failed download says so', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'fel');
    await completeAssessmentViaApi(page, ISCHIAS.answers);
    await page.goto('/results');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ner förhandsvisningen' }).click();
    await downloading;

    let failing = true;
    await page.route('**/api/my-reports', (route) => (failing ? route.fulfill({ status: 500, json: { error: 'Internt fel' } }) : route.continue()));
    await page.goto('/customer');
    const reports = page.getByRole('region', { name: 'Dina rapporter' });
    await expect(reports.getByRole('alert')).toContainText('Kunde inte hämta rapporterna');
    failing = false;
    await reports.getByRole('button', { name: 'Försök igen' }).click();
    await expect(reports.getByRole('listitem')).toHaveCount(1);

    await page.route('**/api/reports/*/download', (route) => route.fulfill({ status: 503, json: { error: 'Rapportfilen kunde inte hittas.' } }));
    await reports.getByRole('button', { name: /^Ladda ner förhandsvisning från/ }).click();
    await expect(toastWith(page, 'Kunde inte ladda ner rapporten')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/test-report makes a sample report as a PDF without signing in (test mode)', async ({ page }, testInfo) => {
    await page.goto('/test-report');
    await expect(page.getByRole('heading', { level: 1, name: 'Testrapport' })).toBeVisible();
    const sample = SAMPLE_ASSESSMENTS.find((s) => s.id === 'oro-och-stress')!;
    await page.getByRole('radio', { name: sample.label }).check();
    await expect(page.getByLabel('Namn i rapporten')).toHaveValue(sample.name);
    await page.getByRole('radio', { name: /Förhandsvisning/ }).check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Skapa testrapport' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^forhandsvisning-.+\.pdf$/);
    await pdfOf(download);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'test-report');
  });

  test('/risk-test shows the three sample people’s figures and makes a report for each', async ({ page }, testInfo) => {
    await page.goto('/risk-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Risktest' })).toBeVisible();
    for (const sample of SAMPLE_ASSESSMENTS) {
      const card = page.getByRole('region', { name: sample.label });
      await expect(card).toContainText(/Ryggpoäng\s*\d+ av 100/);
      await expect(card).toContainText(/Risk för långvariga besvär\s*(låg|måttlig|hög)/);
    }
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Skapa rapport för ${ISCHIAS.name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ryggrapport-karin\.lindqvist-\d{4}-\d{2}-\d{2}\.pdf$/);
    await pdfOf(download);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'risk-test');
  });
});
