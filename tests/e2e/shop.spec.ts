import { expect, test, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, screenshot } from './fixtures';

test.describe('shop', () => {
  test('the shop shows the report, its product page leads to the assessment', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/butik');
    await expect(page).toHaveTitle(/Vår butik/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vår butik' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Personlig ryggrapport' }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('250 kr');
    await expect(card.getByText('Populär')).toBeVisible();
    await expect(card.getByText('Personlig rapport', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Därför väljer du oss' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'shop');

    await card.getByRole('link', { name: /Se produkten/ }).click();
    await expect(page).toHaveURL(/\/produkt\/ryggrapport$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Personlig ryggrapport' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Brödsmulor' });
    await expect(crumbs.getByRole('link', { name: 'Butik' })).toHaveAttribute('href', '/butik');
    await expect(crumbs).toContainText('Personlig ryggrapport');
    await expect(page.getByText('(inkl. moms)')).toBeVisible();
    await expect(page.getByText('250 kr', { exact: true })).toBeVisible();
    await expect(page.getByText('Engångsköp - ingen prenumeration')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vad ingår i din rapport' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Så här funkar det' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'product-page');

    await page.getByRole('link', { name: 'Starta din undersökning nu' }).click();
    await expect(page).toHaveURL(/\/assessment$/);
  });

  test('a product page opened directly shows the product, and the breadcrumb returns to the shop', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/produkt/ryggrapport');
    await expect(page).toHaveTitle(/Personlig ryggrapport/);
    await page.getByRole('navigation', { name: 'Brödsmulor' }).getByRole('link', { name: 'Butik' }).click();
    await expect(page).toHaveURL(/\/butik$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vår butik' })).toBeVisible();
  });

  test('an unknown product says so and leads back to the shop', async ({ page }) => {
    await page.goto('/produkt/finns-inte');
    await expect(page.getByRole('heading', { level: 1, name: 'Produkt hittades inte' })).toBeVisible();
    await expect(page.getByText('Den produkt du söker efter verkar inte finnas.')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Tillbaka till butiken' }).click();
    await expect(page).toHaveURL(/\/butik$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Personlig ryggrapport' })).toBeVisible();
  });
});
