import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  registerAndVerify,
  screenshot,
  storedToken,
  test,
  toastWith,
  deleteAccountIfAny,
} from './fixtures';

/**
 * The template screens (issue 19 item 4): an admin imports a template from the local Google Docs
 * stand-in, sees it as the primary one, previews it, edits it and deletes one, by mouse and by
 * keyboard, at 1280 and 390 px.
 */

const main = (page: Page) => page.locator('main');
/** The Google Docs stand-in of playwright.config.ts (its port beside the app's). */
const DOCS_STAND_IN_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 6}`;
/** The card (list item) of a template, found by its document id (unique per project and run). */
const cardOf = (page: Page, text: string): Locator => main(page).getByRole('listitem').filter({ hasText: text });

const PASSWORD = 'admin-losen';
const emailOf = (project: string) => `admin-tpl-${project}@ryggkollen.test`;

test.describe('template screens', () => {
  // The account goes whatever happened, so that a retry can register the address again.
  test.afterEach(({ request }, testInfo) => deleteAccountIfAny(request, emailOf(testInfo.project.name), PASSWORD));

  test('import, check the placeholders, save as primary, preview, edit and delete', async ({ page }, testInfo) => {
    // One long journey over three screens, with five accessibility scans.
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    const run = Date.now().toString(36);
    // Unique in its first 20 characters (the manager shows no more), per project and run.
    const docId = `e2e-mall-${project.slice(0, 2)}-${run}-dokument`;
    await registerAndVerify(page, emailOf(project), PASSWORD, { first: 'Malin', last: 'Mallsson' });
    await expect(page).toHaveURL(/\/dashboard$/);

    // /template-upload: the field is required, the check shows the unknown placeholder before saving.
    await page.goto('/template-upload');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Ladda upp mall' })).toBeVisible();
    await expect(main(page).getByText('Dokumentet måste vara publikt', { exact: false })).toBeVisible();
    await main(page).getByRole('button', { name: 'Kontrollera dokumentet' }).click();
    await expect(main(page).getByText('Ange en Google Docs URL eller dokument-ID')).toBeVisible();
    await expect(main(page).getByLabel('Google Docs URL eller dokument-ID')).toBeFocused();
    await main(page).getByLabel('Google Docs URL eller dokument-ID').fill(`https://docs.google.com/document/d/${docId}/edit?usp=sharing`);
    await main(page).getByRole('button', { name: 'Kontrollera dokumentet' }).click();
    const check = main(page).getByRole('region', { name: 'Dokumentet kan läsas' });
    await expect(check.getByText('Okända platshållare: {{smeknamn}}', { exact: false })).toBeVisible();
    await expect(check.locator('li[data-unknown]')).toHaveText(['{{smeknamn}} (okänd)']);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'template-upload-check');

    // The primary template is global: the two projects take turns from saving to seeing it primary.
    const lock = `${DOCS_STAND_IN_URL}/lock/primary-template`;
    expect((await page.request.post(lock, { timeout: 90_000 })).status()).toBe(200);
    try {
      await check.getByRole('button', { name: 'Spara mall' }).click();
      await expect(toastWith(page, 'Mall sparad!')).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Mallen är sparad' })).toBeFocused();
      await expect(main(page).getByRole('button', { name: 'Ladda upp ny mall' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Tillbaka till dashboard' })).toHaveAttribute('href', '/dashboard');
      await screenshot(page, testInfo, 'template-upload-saved');

      // /template-manager: the saved one is primary, with its id cut to 20 characters and a Swedish date.
      await page.goto('/template-manager');
      await expect(main(page).getByRole('heading', { level: 1, name: 'Mallhantering' })).toBeVisible();
      const card = cardOf(page, `${docId.slice(0, 20)}…`);
      await expect(card.getByText('Primär', { exact: true })).toBeVisible();
      await expect(card).toContainText('Huvudmall');
      await expect(card).toContainText('Primär mall för alla rapporter');
      await expect(card).toContainText(new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short' }).format(new Date()));
      await expect(card.getByRole('button', { name: /^Gör .* till primär mall$/ })).toHaveCount(0);
    } finally {
      await page.request.delete(lock);
    }
    await expect(main(page).getByText(/”huvud”, ”primary” eller ”main”/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'template-manager');

    // The preview: a PDF made with this template, downloaded with the admin's token.
    const card = cardOf(page, `${docId.slice(0, 20)}…`);
    const [response, download] = await Promise.all([
      page.waitForResponse((r) => /\/api\/admin\/templates\/[^/]+\/preview$/.test(r.url())),
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Förhandsgranska Huvudmall' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // The body as the page received it: the saved download.
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(20_000);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // /admin/templates: the 'Ny mall' dialog holds the focus and Escape closes it.
    await page.goto('/admin/templates');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mallar' })).toBeVisible();
    const row = cardOf(page, docId);
    await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();
    await expect(row).toContainText('Platshållare (4)');
    await expect(row).toContainText('av Malin Mallsson');
    await expect(row).toContainText('Alla');
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'templates-admin');

    const newButton = main(page).getByRole('button', { name: 'Ny mall' });
    await newButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ny mall' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(newButton).toBeFocused();

    // Edit: a new name, a pattern, the check in the dialog; then 'Mall uppdaterad'.
    await row.getByRole('button', { name: 'Redigera Huvudmall' }).click();
    const edit = page.getByRole('dialog', { name: 'Redigera mall' });
    await edit.getByLabel('Namn').fill(`Huvudmall ${project} ${run}`);
    await edit.getByLabel('Nervpåverkan (ischias)').check();
    await edit.getByRole('button', { name: 'Kontrollera dokumentet' }).click();
    await expect(edit.getByText('Okända platshållare: {{smeknamn}}', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'templates-admin-edit');
    await edit.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(toastWith(page, 'Mall uppdaterad')).toBeVisible();
    await expect(edit).toBeHidden();
    const edited = cardOf(page, docId);
    await expect(edited.getByRole('heading', { name: `Huvudmall ${project} ${run}` })).toBeVisible();
    await expect(edited).toContainText('Nervpåverkan (ischias), Alla');

    // A second one made with 'Ny mall' (inactive), then deleted after the confirmation.
    const extraName = `Extra ${project} ${run}`;
    await newButton.click();
    const create = page.getByRole('dialog', { name: 'Ny mall' });
    await create.getByLabel('Namn').fill(extraName);
    await create.getByLabel('Google Docs URL eller dokument-ID').fill(`${docId}-2`);
    await create.getByText('Aktiv', { exact: true }).click();
    await expect(create.getByRole('switch', { name: 'Aktiv' })).not.toBeChecked();
    await create.getByRole('button', { name: 'Skapa mall' }).click();
    await expect(toastWith(page, 'Mall skapad')).toBeVisible();
    const extra = cardOf(page, `${docId}-2`);
    await expect(extra.getByText('Inaktiv', { exact: true })).toBeVisible();
    await extra.getByRole('button', { name: `Ta bort ${extraName}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Är du säker på att du vill ta bort denna mall?');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'templates-admin-confirm');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(extra).toBeVisible();
    await extra.getByRole('button', { name: `Ta bort ${extraName}` }).click();
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await expect(toastWith(page, 'Mall borttagen')).toBeVisible();
    await expect(extra).toHaveCount(0);

    const token = await storedToken(page);
    const res = await page.request.delete('/api/delete-account', { headers: { authorization: `Bearer ${token}` }, data: { password: PASSWORD } });
    expect(res.status()).toBe(200);
  });
});
