import type { Page, TestInfo } from '@playwright/test';
import { QUESTION_BANK } from '../../src/shared/content/question-bank';
import { SAMPLE_ASSESSMENTS } from '../../src/shared/content/sample-assessments';
import {
  answerQuestion,
  completeAssessmentViaApi,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  isPhone,
  newCustomer,
  startAssessment,
  test,
  toastWith,
} from './fixtures';

/** Issue 17 §8, each seen at 390 px (phone) and 1280 px (desktop). */

const ISCHIAS = SAMPLE_ASSESSMENTS.find((s) => s.id === 'ischias')!;

/** A screenshot to look at, when POLISH_SHOTS_DIR is set. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.POLISH_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png` });
}

test.describe('polish (issue 17 §8)', { tag: '@phone' }, () => {
  test('the menu offers “Starta bedömningen”, and it starts the assessment', async ({ page }, testInfo) => {
    await page.goto('/butik');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vår butik');
    if (isPhone(page)) {
      // The header has no room for it on a phone: it leads the menu.
      await expect(page.locator('header').first().getByRole('link', { name: 'Starta bedömningen' })).toBeHidden();
      await page.getByRole('button', { name: 'Öppna menyn' }).click();
      const sheet = page.getByRole('dialog', { name: 'Meny' });
      await expect(sheet.getByRole('link', { name: 'Starta bedömningen' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'menu');
      await sheet.getByRole('link', { name: 'Starta bedömningen' }).click();
    } else {
      const header = page.locator('header').first();
      await expect(header.getByRole('link', { name: 'Starta bedömningen' })).toBeVisible();
      await shot(page, testInfo, 'menu');
      await header.getByRole('link', { name: 'Starta bedömningen' }).click();
    }
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByRole('heading', { name: 'Innan du börjar' })).toBeVisible();
    // On the assessment itself it is not offered again.
    await expect(page.locator('header').first().getByRole('link', { name: 'Starta bedömningen' })).toHaveCount(0);
  });

  test('the shop says what its button does and is written in sentence case', async ({ page }, testInfo) => {
    await page.goto('/butik');
    await expect(page).toHaveTitle('Vår butik – Ryggkollen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vår butik');
    await expect(page.getByText('Starta Undersökning')).toHaveCount(0);
    await shot(page, testInfo, 'shop');
    await page
      .getByRole('link', { name: /^Se produkten/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/produkt\//);
  });

  test('the two answers to “Är du 18 år eller äldre?” have radios of one size', async ({ page }, testInfo) => {
    await page.goto('/assessment');
    const yes = (await page.getByRole('radio', { name: 'Ja', exact: true }).boundingBox())!;
    const no = (await page.getByRole('radio', { name: 'Nej, jag är yngre' }).boundingBox())!;
    expect(no.width).toBeCloseTo(yes.width, 1);
    expect(no.height).toBeCloseTo(yes.height, 1);
    expect(yes.width).toBeGreaterThanOrEqual(19);
    await shot(page, testInfo, 'consent-radios');
  });

  test('the pain slider shows its label once, and it names the slider', async ({ page }, testInfo) => {
    await startAssessment(page);
    const heading = page.getByRole('heading', { level: 1 });
    for (let i = 0; i < QUESTION_BANK.length && !/Hur ont har du i ryggen/.test((await heading.textContent()) ?? ''); i++) {
      await answerQuestion(page);
      await page.getByRole('button', { name: 'Nästa' }).click();
    }
    await expect(heading).toHaveText('Hur ont har du i ryggen?');
    await expect(page.locator('main').getByText('Din smärta från 0 till 10', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('slider', { name: 'Hur ont har du i ryggen? Din smärta från 0 till 10' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'pain-slider');
  });

  test('registration asks the age only when the assessment has not confirmed an adult', async ({ page }, testInfo) => {
    await page.goto('/register');
    await expect(page.getByLabel('Ålder')).toBeVisible();
    await page.goto('/register?fran=bedomning');
    await expect(page.getByText('Ditt resultat är ett steg bort.')).toBeVisible();
    await expect(page.getByLabel('Ålder')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'register-after-assessment');
  });

  test('a toast never covers the header or the open menu', async ({ page }, testInfo) => {
    await page.goto('/login');
    await page.getByLabel('E-post').fill('ingen.alls@example.se');
    await page.getByLabel('Lösenord').fill('fel-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    const notice = toastWith(page, 'Inloggningsfel');
    await expect(notice).toBeVisible();
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await notice.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 0.5);
    await shot(page, testInfo, 'toast');
    if (isPhone(page)) {
      // The menu opened while the toast shows: what lies where the toast is, is the menu's overlay or sheet.
      await page.getByRole('button', { name: 'Öppna menyn' }).click();
      await expect(page.getByRole('dialog', { name: 'Meny' })).toBeVisible();
      const topmost = await page.evaluate(
        ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[role=region][aria-label^="Notiser"], li[role=status], ol'),
        [box.x + box.width - 40, box.y + box.height / 2],
      );
      expect(topmost, 'the toast lies over the menu').toBe(false);
      await shot(page, testInfo, 'toast-menu');
    }
  });
});

test.describe('checkout polish (issue 17 §8)', { tag: '@phone' }, () => {
  test('the purchase terms open over the checkout, and a discount error goes when the code is emptied', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'villkor');
    await completeAssessmentViaApi(page, ISCHIAS.answers);
    await page.goto('/results');
    const card = page.locator('#kop');
    await expect(card).toContainText('250 kr');

    // A wrong code, then the field emptied: the error goes with it.
    await card.getByLabel('Rabattkod').fill('FEL-KOD');
    await card.getByRole('button', { name: 'Använd' }).click();
    const error = card.getByText(/Rabattkoden/);
    await expect(error).toBeVisible();
    await card.getByLabel('Rabattkod').fill('');
    await expect(error).toHaveCount(0);
    await expect(card.getByLabel('Rabattkod')).toHaveAttribute('aria-invalid', 'false');

    // The terms in a dialog: the tick and the code stay, the page stays.
    await card.getByLabel('Rabattkod').fill('RYGG-PROVA');
    const consent = card.getByRole('checkbox', { name: /leveransen av rapporten börjar direkt/ });
    await consent.check();
    await card.getByRole('link', { name: 'köpvillkoren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Köpvillkor' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Det här köper du');
    await expect(page).toHaveURL(/\/results$/);
    if (isPhone(page)) {
      // A bottom sheet on a phone: full width, down to the bottom edge.
      const sheet = (await dialog.boundingBox())!;
      expect(sheet.width).toBeGreaterThanOrEqual(389);
      expect(sheet.y + sheet.height).toBeCloseTo(844, 0);
    }
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'terms-dialog');
    await dialog.getByRole('button', { name: 'Tillbaka till köpet' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(consent).toBeChecked();
    await expect(card.getByLabel('Rabattkod')).toHaveValue('RYGG-PROVA');
    await expectNoHorizontalOverflow(page);
    await card.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'purchase-card');
  });
});
