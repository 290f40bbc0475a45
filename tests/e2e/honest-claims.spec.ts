import type { Page } from '@playwright/test';
import { formatMinutes, formatQuestionCount, formatSelfTestCount, questionnaireFacts } from '../../src/shared/domain/questionnaire-facts';
import { expect, test, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, newCustomer, screenshot } from './fixtures';

/** "AI" as a word (the e2e server has no AI writer configured). */
const AI_WORD = /(?<![A-ZÅÄÖ])AI(?![A-ZÅÄÖ])/;
/** Counts and durations that do not come from the bank: the old fixed texts. */
const FIXED = /cirka \d|ungefär \d|bara cirka|5–10 minuter|35 frågor|5 enkla rörelsetester/;

async function servedWords(page: Page) {
  const res = await page.request.get('/api/assessment/questions');
  expect(res.ok()).toBe(true);
  const facts = questionnaireFacts((await res.json()).questions);
  return { questions: formatQuestionCount(facts), selfTests: formatSelfTestCount(facts), duration: formatMinutes(facts) };
}

async function expectNoFixedCountsNorAi(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(FIXED);
  expect(text).not.toMatch(AI_WORD);
}

test.describe('honest claims', () => {
  test('landing, shop, product page, consent, FAQ and how it works state the served questionnaire alike, and no AI', async ({ page }, testInfo) => {
    const w = await servedWords(page);
    // Today's bank; the words are computed from what the server serves, not written here.
    expect(w).toEqual({ questions: '37 frågor', selfTests: '9 enkla rörelsetester', duration: '10–15 minuter' });

    await page.goto('/');
    await expect(page.getByText(`Svara på ${w.questions}, varav ${w.selfTests} som du gör hemma. Det tar ${w.duration}.`)).toBeVisible();
    await expect(page.getByText(`${w.selfTests} du gör hemma`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Tar ${w.duration}`, { exact: true })).toBeVisible();
    await expect(page.getByText('En personlig analys av dina svar', { exact: true })).toBeVisible();
    await expect(page.getByText(/Den personliga rapporten kostar 250 kr\./)).toBeVisible();
    await expectNoFixedCountsNorAi(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'claims-landing');

    await page.goto('/butik');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Personlig ryggrapport' }) });
    await expect(card.getByText('Personlig rapport', { exact: true })).toBeVisible();
    await expect(card.getByText(`Frågorna tar ${w.duration}`)).toBeVisible();
    await expect(page.getByText(`Du svarar på frågorna på ${w.duration} och ser en översikt`)).toBeVisible();
    await expectNoFixedCountsNorAi(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'claims-shop');

    await page.goto('/produkt/ryggrapport');
    await expect(page.getByText(`${w.questions} om din smärta och din vardag, varav ${w.selfTests} som du gör hemma.`)).toBeVisible();
    await expect(page.getByText(`Frågorna och rörelsetesterna tar ${w.duration}.`)).toBeVisible();
    await expect(page.getByText(`Tar ${w.duration}`, { exact: true })).toBeVisible();
    await expectNoFixedCountsNorAi(page);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'claims-product');

    await page.goto('/assessment');
    await expect(page.getByText(`Bedömningen har ${w.questions} och tar ${w.duration}. Av dem är ${w.selfTests} som du gör hemma.`)).toBeVisible();
    await expectNoFixedCountsNorAi(page);
    await screenshot(page, testInfo, 'claims-consent');

    await page.goto('/faq');
    await page.getByRole('button', { name: 'Hur lång tid tar det?' }).click();
    await expect(page.getByText(`Det tar ${w.duration}. Du svarar på ${w.questions}, och av dem är ${w.selfTests} som du gör hemma.`)).toBeVisible();
    await expectNoFixedCountsNorAi(page);

    await page.goto('/how-it-works');
    await expect(page.getByText(`Det är ${w.questions}, varav ${w.selfTests}. Det tar ${w.duration}.`)).toBeVisible();
    await expectNoFixedCountsNorAi(page);
  });

  test('a new customer’s home says how long the questionnaire takes, as every other page', async ({ page }, testInfo) => {
    const w = await servedWords(page);
    await newCustomer(page, testInfo, 'claims');
    await expect(page.getByText(`Gör bedömningen (${w.duration}), så hittar du ditt resultat här.`)).toBeVisible();
    await expectNoFixedCountsNorAi(page);
    await screenshot(page, testInfo, 'claims-customer-home');
  });

  test('the footer and the contact page give the configured company form (the demo is an enskild firma)', async ({ page }, testInfo) => {
    const site = await (await page.request.get('/api/site')).json();
    expect(site.company).toMatchObject({ form: 'enskild-firma', ownerName: 'Demo Demosson' });
    await page.goto('/kontakt');
    await expect(page.locator('main')).toContainText(`${site.company.name}, enskild firma som drivs av Demo Demosson, org.nr ${site.company.orgNumber}.`);
    await expect(page.locator('footer')).toContainText('Enskild firma registrerad i Sverige');
    await screenshot(page, testInfo, 'claims-contact');
  });
});
