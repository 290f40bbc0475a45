import { formatQuestionCount, questionnaireFacts } from '../../src/shared/domain/questionnaire-facts';
import { QUESTION_BANK } from '../../src/shared/content/question-bank';
import { expect, test, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures';

const PAGES: { path: string; heading: string; mustContain: string[] }[] = [
  { path: '/privacy-policy', heading: 'Integritetspolicy', mustContain: ['artikel 9', 'Integritetsskyddsmyndigheten', 'samtycke', '730 dagar'] },
  { path: '/terms', heading: 'Användarvillkor', mustContain: ['18 år', 'diagnos'] },
  { path: '/purchase-terms', heading: 'Köpvillkor', mustContain: ['250 kr', '25 %', '14 dagar', '3 år', 'Klarna'] },
  { path: '/medical-info', heading: 'Medicinsk information', mustContain: ['112', '1177', 'akutmottagning'] },
  { path: '/about', heading: 'Om oss', mustContain: ['Ryggkollen'] },
  { path: '/om-oss', heading: 'Om oss', mustContain: ['Ryggkollen'] },
  { path: '/how-it-works', heading: 'Så fungerar det', mustContain: [formatQuestionCount(questionnaireFacts(QUESTION_BANK)), '250 kr'] },
  { path: '/delivery-info', heading: 'Leveransinformation', mustContain: ['PDF', '1–2 minuter'] },
];

test.describe('static pages', { tag: '@phone' }, () => {
  for (const p of PAGES) {
    test(`${p.path} shows complete Swedish content without serious a11y issues`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
      await expect(page).toHaveTitle(new RegExp(p.heading));
      const article = page.locator('main');
      for (const text of p.mustContain) await expect(article).toContainText(text);
      // Placeholders are filled from configuration, never shown raw.
      await expect(article).not.toContainText(/\{(brand|companyName|ownerName|orgNumber|address|supportEmail|price)\}/);
      expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(4);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the privacy policy names the controller from configuration', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('main')).toContainText('support@ryggkollen.test');
    await expect(page.locator('main')).toContainText('000000-0000');
  });

  test('medical information puts the emergency advice first', async ({ page }) => {
    await page.goto('/medical-info');
    const firstSection = page.locator('main section').first();
    await expect(firstSection.getByRole('note')).toContainText('112');
  });

  test('internal links in the text navigate inside the app', async ({ page }) => {
    await page.goto('/purchase-terms');
    await page.locator('main').getByRole('link', { name: 'Leveransinformation' }).first().click();
    await expect(page).toHaveURL(/\/delivery-info$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leveransinformation');
  });

  test('FAQ has 12 items that expand and collapse', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vanliga frågor');
    const triggers = page.locator('main').getByRole('button');
    await expect(triggers).toHaveCount(12);
    const first = triggers.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panelId = await first.getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // Keyboard works too.
    await triggers.nth(4).focus();
    await page.keyboard.press('Enter');
    await expect(triggers.nth(4)).toHaveAttribute('aria-expanded', 'true');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
