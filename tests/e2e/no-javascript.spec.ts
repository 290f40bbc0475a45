import { expect, test } from './fixtures';

// The public pages come from the server with their content (decision 0046): a reader without
// JavaScript (or before it has loaded) sees the page, its heading and its text.
const PAGES: { path: string; title: string; heading: string; text: string[] }[] = [
  {
    path: '/',
    title: 'Förstå din ryggsmärta – Ryggkollen',
    heading: 'Förstå din ryggsmärta – och vad du kan göra åt den',
    text: ['Starta bedömningen', '250 kr'],
  },
  { path: '/assessment', title: 'Bedömning – Ryggkollen', heading: 'Innan du börjar', text: ['samtycke', 'Starta bedömningen'] },
  { path: '/butik', title: 'Vår butik – Ryggkollen', heading: 'Vår butik', text: ['Personlig ryggrapport', '250 kr'] },
  { path: '/produkt/ryggrapport', title: 'Personlig ryggrapport – Ryggkollen', heading: 'Personlig ryggrapport', text: ['250 kr', 'PDF'] },
  { path: '/faq', title: 'Vanliga frågor – Ryggkollen', heading: 'Vanliga frågor', text: ['rapport'] },
  { path: '/om-oss', title: 'Om oss – Ryggkollen', heading: 'Om oss', text: ['Ryggkollen'] },
  { path: '/kontakt', title: 'Kontakt – Ryggkollen', heading: 'Kontakta oss', text: ['Meddelande'] },
  { path: '/login', title: 'Logga in – Ryggkollen', heading: 'Logga in', text: ['E-post', 'Lösenord'] },
  { path: '/register', title: 'Skapa konto – Ryggkollen', heading: 'Skapa konto', text: ['E-post'] },
];

test.describe('public pages without JavaScript', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });

  for (const p of PAGES) {
    test(`${p.path} is readable`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page).toHaveTitle(p.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
      for (const text of p.text) await expect(page.locator('main')).toContainText(text);
      // Nothing waits for the app: no spinner stands in for the page.
      await expect(page.locator('main')).not.toContainText('Laddar');
    });
  }

  test('the links work without the app, and a page the app would show has no served content', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vanliga frågor' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vanliga frågor');
    await page.goto('/customer');
    await expect(page.locator('main')).toHaveCount(0);
  });
});
