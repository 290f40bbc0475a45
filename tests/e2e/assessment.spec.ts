import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, fillRegistration, registerAndVerify, test, toastWith, uniqueEmail, waitForCode } from './fixtures';

/** Answers the current question: the given option label, else the first choice; ranges as they are. */
async function answer(page: Page, label?: string) {
  const card = page.locator('main');
  if (label) {
    await card.getByLabel(label, { exact: true }).check();
    return;
  }
  const firstFieldset = card.locator('fieldset').first();
  const radios = firstFieldset.locator('input[type=radio]');
  const boxes = firstFieldset.locator('input[type=checkbox]');
  const text = firstFieldset.locator('textarea');
  if (await radios.count()) await radios.first().check();
  else if (await boxes.count()) await boxes.first().check();
  else if (await text.count()) await text.fill('Kunna leka med barnen utan ont.');
}

/** Opens the questionnaire, gives the health-data consent and starts. */
async function startAssessment(page: Page) {
  await page.goto('/assessment');
  await page.getByRole('checkbox', { name: /Jag samtycker/ }).check();
  await page.getByRole('button', { name: 'Starta bedömningen' }).click();
}

async function stepNumber(page: Page): Promise<number> {
  const text = (await page.getByText(/^Steg \d+ av \d+$/).textContent()) ?? '';
  return Number(text.match(/Steg (\d+)/)?.[1]);
}

test.describe('assessment', () => {
  test('a guest answers on a phone-sized screen, leaves, resumes, finishes, registers and sees the analysis', async ({ page }, testInfo) => {
    await page.goto('/assessment');
    // Consent first: unticked, and nothing starts without it.
    const consent = page.getByRole('checkbox', { name: /Jag samtycker till att/ });
    await expect(consent).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Starta bedömningen' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await consent.check();
    await page.getByRole('button', { name: 'Starta bedömningen' }).click();

    // Step 1: red flags. An urgent flag shows the advice at once.
    await expect(page.getByText('Steg 1 av 30')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Föregående' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Nästa' })).toBeDisabled();
    await page.getByLabel('Feber eller frossa samtidigt som ryggsmärtan').check();
    await expect(page.getByRole('alert').filter({ hasText: 'Sök vård i dag' })).toBeVisible();
    // 'Inget av detta' clears the others; then an emergency sign shows the 112 advice.
    await page.getByLabel('Inget av detta').check();
    await expect(page.getByLabel('Feber eller frossa samtidigt som ryggsmärtan')).not.toBeChecked();
    await expect(page.getByRole('alert').filter({ hasText: 'Sök vård i dag' })).toHaveCount(0);
    await page.getByLabel('Feber eller frossa samtidigt som ryggsmärtan').check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Nästa' }).click();

    // The advice stays visible on the next steps.
    await expect(page.getByText('Steg 2 av 30')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Sök vård i dag' })).toBeVisible();

    // Answer up to step 8, skip one, go back once.
    for (let i = 2; i <= 7; i++) {
      await answer(page);
      await page.getByRole('button', { name: 'Nästa' }).click();
    }
    await expect(page.getByText('Steg 8 av 30')).toBeVisible();
    await page.getByRole('button', { name: 'Hoppa över' }).click();
    await expect(page.getByText('Steg 9 av 30')).toBeVisible();
    await page.getByRole('button', { name: 'Föregående' }).click();
    await expect(page.getByText('Steg 8 av 30')).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // Leave, come back: the landing page offers to resume.
    await page.goto('/');
    const resume = page.getByRole('region', { name: 'Fortsätt där du slutade' });
    await expect(resume).toContainText('Du var på fråga 8 av 30');
    await resume.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(page.getByText('Steg 8 av 30')).toBeVisible();
    await expect(toastWith(page, 'Välkommen tillbaka!')).toBeVisible();

    // Finish.
    while ((await stepNumber(page)) < 30) {
      await answer(page);
      await page.getByRole('button', { name: 'Nästa' }).click();
    }
    await answer(page);
    await page.getByRole('button', { name: 'Slutför bedömning' }).click();

    // A guest goes to registration; the result waits behind login.
    await expect(page).toHaveURL(/\/register/);
    const email = uniqueEmail('quiz', testInfo.project.name);
    await fillRegistration(page, { first: 'Gun', last: 'Gäst', email, age: '45', password: 'hemligt123', confirm: 'hemligt123' });
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByLabel('Verifieringskod').fill(await waitForCode(email));
    await page.getByRole('button', { name: 'Verifiera' }).click();

    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('heading', { name: 'Din bedömning är klar' })).toBeVisible();
    // Red-flag advice comes first, then the patterns, the risk group and the five areas.
    await expect(page.getByRole('alert').first()).toContainText('Sök vård i dag');
    await expect(page.getByRole('heading', { name: 'Det här liknar dina svar mest' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Din riskgrupp:/ })).toBeVisible();
    for (const area of ['Smärta och funktion', 'Rörlighet och styrka', 'Oro, stress och mående', 'Sömn och återhämtning', 'Arbete och vardag']) {
      await expect(page.getByText(area, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('250 kr').first()).toBeVisible();
    await expect(page.getByText('inkl. 25 % moms')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Till Mina rapporter' })).toHaveAttribute('href', '/customer');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('an emergency sign shows 112 advice at once and no report is offered', async ({ page }, testInfo) => {
    // Signed in from the start this time.
    const email = uniqueEmail('akut', testInfo.project.name);
    await registerAndVerify(page, email, 'hemligt123', { first: 'Ake', last: 'Akut', age: '60' });
    await expect(page).toHaveURL(/\/customer$/);

    await startAssessment(page);
    await page.getByLabel('Domningar, stickningar eller svaghet i båda benen').check();
    const alert = page.getByRole('alert').filter({ hasText: 'Sök akut vård nu' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Ring 112' })).toHaveAttribute('href', 'tel:112');
    await page.getByRole('button', { name: 'Nästa' }).click();
    // Skip the rest and finish.
    while ((await stepNumber(page)) < 30) await page.getByRole('button', { name: 'Hoppa över' }).click();
    await page.getByRole('button', { name: 'Hoppa över' }).click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('alert').first()).toContainText('Ring 112');
    await expect(page.getByRole('heading', { name: 'Sök vård först' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fullständig rapport' })).toHaveCount(0);
  });

  test('a signed-in user resumes on another device', async ({ browser, page }, testInfo) => {
    const email = uniqueEmail('enhet', testInfo.project.name);
    await registerAndVerify(page, email, 'hemligt123', { first: 'Eva', last: 'Enhet', age: '40' });
    await expect(page).toHaveURL(/\/customer$/);
    await startAssessment(page);
    await page.getByLabel('Inget av detta').check();
    await page.getByRole('button', { name: 'Nästa' }).click();
    await answer(page);
    await page.getByRole('button', { name: 'Nästa' }).click();
    await expect(page.getByText('Steg 3 av 30')).toBeVisible();
    await expect(page.getByText('Sparat', { exact: true })).toBeVisible();

    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.200.1.1' } });
    const second = await other.newPage();
    await second.goto('/login');
    await second.getByLabel('E-post').fill(email);
    await second.getByLabel('Lösenord').fill('hemligt123');
    await second.getByRole('button', { name: 'Logga in' }).click();
    await expect(second).toHaveURL(/\/customer$/);
    await second.goto('/');
    await expect(second.getByText('Du var på fråga 3 av 30')).toBeVisible();
    await second.getByRole('button', { name: 'Fortsätt' }).click();
    await expect(second.getByText('Steg 3 av 30')).toBeVisible();
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
    await page.goto('/assessment');
    await expect(page.getByText('Laddar frågor...')).toBeVisible();
    await expect(page.getByText('Vi kunde inte hämta de senaste frågorna')).toBeVisible({ timeout: 20_000 });
    expect(calls).toBe(4);
    await page.getByRole('checkbox', { name: /Jag samtycker/ }).check();
    await page.getByRole('button', { name: 'Starta bedömningen' }).click();
    await expect(page.getByText('Steg 1 av 30')).toBeVisible();
  });

  test("a guest's unfinished answers move to the account at registration", async ({ page }, testInfo) => {
    await startAssessment(page);
    await page.getByLabel('Inget av detta').check();
    await page.getByRole('button', { name: 'Nästa' }).click();
    await answer(page);
    await page.getByRole('button', { name: 'Nästa' }).click();
    await expect(page.getByText('Steg 3 av 30')).toBeVisible();

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
    expect(await page.evaluate(() => localStorage.getItem('assessment_progress'))).toBeNull();
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
    await page.getByLabel('Inget av detta').check();
    await page.getByRole('button', { name: 'Nästa' }).click();
    while ((await stepNumber(page)) < 30) await page.getByRole('button', { name: 'Hoppa över' }).click();
    await answer(page);
    await page.getByRole('button', { name: 'Slutför bedömning' }).click();
    await expect(toastWith(page, 'Kunde inte spara bedömningen')).toBeVisible();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByText('Steg 30 av 30')).toBeVisible();
    // Everything is still saved on the device.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('assessment_progress') ?? 'null'));
    expect(saved.responses['0'].completion).toBe('none');
  });
});
