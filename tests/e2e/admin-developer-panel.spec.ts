import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, registerAndVerify, screenshot, test, deleteAccountIfAny } from './fixtures';

/**
 * The developer panel (issue 20 item 6): an admin runs the four steps against the real API
 * (assessment, mock answers, finalize, checkout), is told the report was made without payment
 * because they are an admin, and downloads it from the finalize answer's downloadUrl; at 1280 px.
 */

const main = (page: Page) => page.locator('main');
const PASSWORD = 'admin-losen';
const emailOf = (project: string) => `admin-dev-${project}@ryggkollen.test`;
const step = (page: Page, n: number) => main(page).getByRole('group', { name: new RegExp(`Steg ${n}:`) });

test.describe('admin developer panel', () => {
  test.afterEach(({ request }, testInfo) => deleteAccountIfAny(request, emailOf(testInfo.project.name), PASSWORD));

  test('an admin runs the four steps, sees each request and answer, and downloads the report', async ({ page }, testInfo) => {
    test.slow();
    await registerAndVerify(page, emailOf(testInfo.project.name), PASSWORD, { first: 'Dev', last: 'Ägare' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Adminmeny' }).getByRole('link', { name: 'Utvecklarverktyg' }).click();
    await expect(page).toHaveURL(/\/admin\/developer-panel$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Utvecklarverktyg' })).toBeVisible();
    await expect(step(page, 2).getByRole('button', { name: 'Kör steg 2' })).toBeDisabled();

    await step(page, 1).getByRole('button', { name: 'Kör steg 1' }).click();
    await expect(step(page, 1).getByText('Svar: HTTP 201')).toBeVisible();
    const id = /"id": "([0-9a-f-]{36})"/.exec((await step(page, 1).locator('pre').last().textContent()) ?? '')?.[1];
    expect(id).toBeTruthy();
    await expect(step(page, 2).getByText(`Förfrågan: POST /api/assessments/${id}/answers`)).toBeVisible();
    await expect(step(page, 2).locator('pre').first()).toContainText('"selectedOption"');
    await expect(step(page, 2).locator('pre').first()).toContainText('"riskWeight"');

    await step(page, 2).getByRole('button', { name: 'Kör steg 2' }).click();
    await expect(step(page, 2).getByText('Svar: HTTP 200')).toBeVisible();
    await expect(step(page, 2).locator('pre').last()).toContainText('"sellable": true');

    await step(page, 3).getByRole('button', { name: 'Kör steg 3' }).click();
    await expect(step(page, 3).getByText('Svar: HTTP 200')).toBeVisible({ timeout: 30_000 });
    await expect(step(page, 3).getByRole('note')).toContainText('Rapporten skapades utan betalning eftersom du är administratör');
    await expect(step(page, 3).locator('pre').last()).toContainText('"downloadUrl": "/api/reports/');

    await step(page, 4).getByRole('button', { name: 'Kör steg 4' }).click();
    await expect(step(page, 4).getByText('Svar: HTTP 200')).toBeVisible();
    await expect(step(page, 4).getByRole('link', { name: 'Öppna kassan' })).toHaveAttribute('href', new RegExp(`/results\\?assessment=${id}#kop$`));
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'admin-developer-panel');

    // The report from the finalize answer's downloadUrl, with the admin's session.
    const [response, download] = await Promise.all([
      page.waitForResponse((r) => /\/api\/reports\/[^/]+\/download$/.test(r.url())),
      page.waitForEvent('download'),
      step(page, 3).getByRole('button', { name: 'Ladda ner rapporten' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(20_000);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // Answers cannot change once the report is made: the spec's failure text with the status.
    await step(page, 2).getByRole('button', { name: 'Kör igen' }).click();
    await expect(step(page, 2).getByRole('alert')).toHaveText('Answer submission failed: 409');
  });
});
