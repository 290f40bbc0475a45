import type { Page } from '@playwright/test';
import { QUESTION_BANK } from '../../src/shared/content/question-bank';
import { RED_FLAG_TEXTS } from '../../src/shared/domain/scoring/advice';
import {
  answerQuestion as answer,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  fillRegistration,
  registerAndVerify,
  startAssessment,
  test,
  toastWith,
  uniqueEmail,
  waitForCode,
} from './fixtures';

const TOTAL = QUESTION_BANK.length;

async function stepNumber(page: Page): Promise<number> {
  const text = (await page.getByText(/^Fråga \d+ av \d+$/).textContent()) ?? '';
  return Number(text.match(/Fråga (\d+)/)?.[1]);
}

/** Answers the age and "none of these" to the warning signs, ending on question 3. */
async function answerFirstTwo(page: Page) {
  await answer(page, '30–44 år');
  await page.getByRole('button', { name: 'Nästa' }).click();
  await answer(page, 'Inget av detta');
  await page.getByRole('button', { name: 'Nästa' }).click();
  await expect(page.getByText(`Fråga 3 av ${TOTAL}`, { exact: true })).toBeVisible();
}

test.describe('assessment', () => {
  test('a guest answers on a phone-sized screen, leaves, resumes, finishes, registers and sees the analysis', { tag: '@phone' }, async ({ page }, testInfo) => {
    // All 37 questions, a registration and two accessibility scans.
    test.slow();
    await page.goto('/assessment');
    // Adult check and consent first: nothing pre-selected, and nothing starts without both.
    const adult = page.getByRole('radio', { name: 'Ja', exact: true });
    const consent = page.getByRole('checkbox', { name: /Jag samtycker till att/ });
    await expect(adult).not.toBeChecked();
    await expect(consent).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Starta bedömningen' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await adult.check();
    await consent.check();
    await page.getByRole('button', { name: 'Starta bedömningen' }).click();

    // Question 1, the age: nothing to go back to, and no answer yet.
    await expect(page.getByText(`Fråga 1 av ${TOTAL}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Föregående' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Nästa' })).toBeDisabled();
    await answer(page, '30–44 år');
    await page.getByRole('button', { name: 'Nästa' }).click();

    // Question 2, the warning signs: an urgent sign shows its advice at once.
    const fever = page.getByLabel(/^Feber på 38 grader/);
    const urgent = page.getByRole('alert').filter({ hasText: 'Sök vård i dag' });
    await fever.check();
    await expect(urgent).toBeVisible();
    await expect(urgent).toContainText(RED_FLAG_TEXTS.fever.action);
    await expect(urgent).toContainText(RED_FLAG_TEXTS.fever.reason);
    // 'Inget av detta' clears the others, and the advice goes with them.
    await page.getByLabel('Inget av detta').check();
    await expect(fever).not.toBeChecked();
    await expect(urgent).toHaveCount(0);
    // Night pain on its own: contact the care within days.
    await page.getByLabel(/^Konstant värk i vila/).check();
    await expect(page.getByLabel('Inget av detta')).not.toBeChecked();
    const soon = page.getByRole('status').filter({ hasText: 'Kontakta vården inom några dagar' });
    await expect(soon).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Nästa' }).click();

    // The advice stays on the next questions.
    await expect(page.getByText(`Fråga 3 av ${TOTAL}`, { exact: true })).toBeVisible();
    await expect(soon).toBeVisible();

    // Answer up to question 8, skip it, go back once.
    for (let n = 3; n < 8; n++) {
      await answer(page);
      await page.getByRole('button', { name: 'Nästa' }).click();
      await expect(page.getByText(`Fråga ${n + 1} av ${TOTAL}`, { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Hoppa över' }).click();
    await expect(page.getByText(`Fråga 9 av ${TOTAL}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Föregående' }).click();
    await expect(page.getByText(`Fråga 8 av ${TOTAL}`, { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // Leave, come back: the landing page offers to resume.
    await page.goto('/');
    const resume = page.getByRole('region', { name: 'Fortsätt där du slutade' });
    await expect(resume).toContainText(`Du var på fråga 8 av ${TOTAL}`);
    await resume.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(page.getByText(`Fråga 8 av ${TOTAL}`, { exact: true })).toBeVisible();
    await expect(toastWith(page, 'Välkommen tillbaka!')).toContainText(`på fråga 8 av ${TOTAL}`);

    // Finish.
    for (let n = await stepNumber(page); n < TOTAL; n++) {
      await answer(page);
      await page.getByRole('button', { name: 'Nästa' }).click();
      await expect(page.getByText(`Fråga ${n + 1} av ${TOTAL}`, { exact: true })).toBeVisible();
    }
    await answer(page);
    await page.getByRole('button', { name: 'Slutför bedömning' }).click();

    // A guest goes to registration, told why: the result waits in the account.
    await expect(page).toHaveURL(/\/register/);
    await expect(page.getByText('Ditt resultat är ett steg bort.')).toBeVisible();
    const email = uniqueEmail('quiz', testInfo.project.name);
    // No age asked: the assessment's start confirmed 18 or older.
    await fillRegistration(page, { first: 'Gun', last: 'Gäst', email, password: 'hemligt123', confirm: 'hemligt123' });
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByLabel('Verifieringskod').fill(await waitForCode(email));
    await page.getByRole('button', { name: 'Verifiera' }).click();

    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('heading', { name: 'Din bedömning är klar' })).toBeVisible();
    // The advice comes first, then the patterns, the risk group and the five areas.
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Kontakta vården inom några dagar');
    await expect(page.getByRole('heading', { name: 'Dina svar liknar mest' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Risk för långvariga besvär: (låg|måttlig|hög)$/ })).toBeVisible();
    for (const area of ['Smärta och funktion', 'Rörlighet och styrka', 'Oro, stress och mående', 'Sömn och återhämtning', 'Arbete och vardag']) {
      await expect(page.getByText(area, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('250 kr').first()).toBeVisible();
    await expect(page.getByText('inkl. 25 % moms')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Till Mina rapporter' })).toHaveAttribute('href', '/customer');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('an emergency sign stops the questionnaire, and the results show the 112 advice and no report', async ({ page }, testInfo) => {
    // Signed in from the start this time.
    const email = uniqueEmail('akut', testInfo.project.name);
    await registerAndVerify(page, email, 'hemligt123', { first: 'Ake', last: 'Akut', age: '60' });
    await expect(page).toHaveURL(/\/customer$/);

    await startAssessment(page);
    await answer(page, '50–64 år');
    await page.getByRole('button', { name: 'Nästa' }).click();
    await page.getByLabel(/^Nya eller tilltagande domningar, svaghet eller utstrålande smärta i båda benen/).check();
    const alert = page.getByRole('alert').filter({ hasText: 'Sök vård direkt' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Ring 112' })).toHaveAttribute('href', 'tel:112');
    await page.getByRole('button', { name: 'Nästa' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedömningen stannar här');
    await page.getByRole('button', { name: 'Spara mina svar' }).click();

    await expect(page).toHaveURL(/\/results\?assessment=[0-9a-f-]{36}$/);
    await expect(page.getByRole('alert')).toContainText('Ring 112');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sök vård direkt');
    await expect(page.locator('main')).toContainText('Är du osäker, ring 1177.');
    await expect(page.locator('main')).not.toContainText(
      /Din bedömning är klar|Fullständig rapport|Dina svar liknar mest|Risk för långvariga besvär|2–4 veckor/,
    );
  });

  test('a signed-in user resumes on another device', async ({ browser, page }, testInfo) => {
    const email = uniqueEmail('enhet', testInfo.project.name);
    await registerAndVerify(page, email, 'hemligt123', { first: 'Eva', last: 'Enhet', age: '40' });
    await expect(page).toHaveURL(/\/customer$/);
    await startAssessment(page);
    await answerFirstTwo(page);
    await expect(page.getByText('Sparat', { exact: true })).toBeVisible();

    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.200.1.1' } });
    const second = await other.newPage();
    await second.goto('/login');
    await second.getByLabel('E-post').fill(email);
    await second.getByLabel('Lösenord').fill('hemligt123');
    await second.getByRole('button', { name: 'Logga in' }).click();
    await expect(second).toHaveURL(/\/customer$/);
    await second.goto('/');
    await expect(second.getByText(`Du var på fråga 3 av ${TOTAL}`)).toBeVisible();
    await second.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(second.getByText(`Fråga 3 av ${TOTAL}`, { exact: true })).toBeVisible();
    await other.close();
  });

  test('results need a login', async ({ page }) => {
    await page.goto('/results');
    await expect(page).toHaveURL(/\/register$/);
    await expect(toastWith(page, 'Logga in för att se ditt resultat')).toBeVisible();
  });

  test('when the questions cannot be loaded, the bundled set is used after the retries', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/assessment/questions', (route) => {
      calls++;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"nere"}' });
    });
    // The served first screen stays (its controls disabled) while the app retries, then the app
    // takes over with the bundled questions and says so.
    await page.goto('/assessment');
    await expect(page.getByText('Vi kunde inte hämta de senaste frågorna')).toBeVisible({ timeout: 20_000 });
    expect(calls).toBe(4);
    await page.getByRole('radio', { name: 'Ja', exact: true }).check();
    await page.getByRole('checkbox', { name: /Jag samtycker/ }).check();
    await page.getByRole('button', { name: 'Starta bedömningen' }).click();
    await expect(page.getByText(`Fråga 1 av ${TOTAL}`, { exact: true })).toBeVisible();
  });

  test("a guest's unfinished answers move to the account at registration", async ({ page }, testInfo) => {
    await startAssessment(page);
    await answerFirstTwo(page);

    const email = uniqueEmail('flytt', testInfo.project.name);
    await registerAndVerify(page, email, 'hemligt123', { first: 'Fia', last: 'Flytt', age: '33' });
    await expect(page).toHaveURL(/\/customer$/);
    // The server has the progress now: a new device sees it.
    await expect
      .poll(async () => {
        const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_token') ?? 'null'));
        const res = await page.request.get('/api/assessment/progress', { headers: { authorization: `Bearer ${token}` } });
        return (await res.json()).progress?.currentStep;
      })
      .toBe(2);
    // Saved there first, then gone from the device (the browser's copy goes once the save has been answered).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('assessment_progress'))).toBeNull();
  });

  test('with no questions the page says so', async ({ page }) => {
    await page.route('**/api/assessment/questions', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"questions":[]}' }));
    await page.goto('/assessment');
    await expect(page.getByText('Inga frågor tillgängliga. Kontrollera frågeredigeraren.')).toBeVisible();
  });

  test('when saving the finished assessment fails, the visitor is told and keeps every answer', async ({ page }) => {
    await page.route('**/api/assessments', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }) : route.fallback(),
    );
    await startAssessment(page);
    await answerFirstTwo(page);
    for (let n = 3; n < TOTAL; n++) {
      await page.getByRole('button', { name: 'Hoppa över' }).click();
      await expect(page.getByText(`Fråga ${n + 1} av ${TOTAL}`, { exact: true })).toBeVisible();
    }
    await answer(page);
    await page.getByRole('button', { name: 'Slutför bedömning' }).click();
    await expect(toastWith(page, 'Kunde inte spara bedömningen')).toBeVisible();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByText(`Fråga ${TOTAL} av ${TOTAL}`, { exact: true })).toBeVisible();
    // Everything is still saved on the device.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('assessment_progress') ?? 'null'));
    expect(saved.responses['0'].completion).toBe('30_44');
    expect(saved.responses['1'].completion).toBe('none');
  });
});
