import type { Page } from '@playwright/test';
import { QUESTION_BANK } from '../../src/shared/content/question-bank';
import {
  answerQuestion,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  screenshot,
  startAssessment,
  test,
} from './fixtures';

/**
 * The journey has no dead end (issue 17): a guest who has just finished finds the assessment in the
 * cart with the way to the result, and starting again is a clear choice.
 */

const TOTAL = QUESTION_BANK.length;
const main = (page: Page) => page.locator('main');

/** A guest answers every question and finishes; the page lands on registration. */
async function finishAsGuest(page: Page) {
  await startAssessment(page);
  await answerQuestion(page, '30–44 år');
  await page.getByRole('button', { name: 'Nästa' }).click();
  await answerQuestion(page, 'Inget av detta');
  await page.getByRole('button', { name: 'Nästa' }).click();
  for (let n = 3; n < TOTAL; n++) {
    await answerQuestion(page);
    await page.getByRole('button', { name: 'Nästa' }).click();
    await expect(page.getByText(`Fråga ${n + 1} av ${TOTAL}`, { exact: true })).toBeVisible();
  }
  await answerQuestion(page);
  await page.getByRole('button', { name: 'Slutför bedömning' }).click();
  await expect(page).toHaveURL(/\/register/);
}

test.describe('a guest who has just finished', () => {
  test('the cart holds the finished assessment with the way to the result, and starting again is a clear choice', async ({ page }, testInfo) => {
    test.slow();
    await finishAsGuest(page);

    await page.goto('/kundvagn');
    const cart = main(page);
    await expect(cart.getByRole('heading', { name: 'Din kundvagn är tom' })).toHaveCount(0);
    await expect(cart.getByRole('heading', { name: 'Personlig ryggrapport' })).toBeVisible();
    await expect(cart).toContainText('Din bedömning är klar');
    await expect(cart.getByRole('link', { name: 'Skapa konto och se resultatet' })).toHaveAttribute('href', '/register');
    await expect(cart.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'journey-guest-cart');

    // Starting the questionnaire again is a choice, never a blank page.
    await page.goto('/assessment');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Du har redan gjort bedömningen' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Se ditt resultat' })).toHaveAttribute('href', '/register');
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, 'journey-start-again');

    // Starting over asks first; cancelling keeps everything.
    await main(page).getByRole('button', { name: 'Börja om från början' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Din klara bedömning finns kvar');
    await screenshot(page, testInfo, 'journey-start-again-confirm');
    await confirm.getByRole('button', { name: 'Avbryt' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Du har redan gjort bedömningen' })).toBeVisible();

    await main(page).getByRole('button', { name: 'Börja om från början' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, börja om' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Innan du börjar' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Starta bedömningen' })).toBeVisible();
    await screenshot(page, testInfo, 'journey-consent');
    // The finished assessment still waits in the cart.
    await page.goto('/kundvagn');
    await expect(main(page).getByRole('heading', { name: 'Personlig ryggrapport' })).toBeVisible();
  });
});
