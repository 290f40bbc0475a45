import AxeBuilder from '@axe-core/playwright';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

let ipCounter = 0;

/**
 * Every test comes from its own client address, as separate visitors would: set on the context, so
 * that the page's API calls (`page.request`) come from it too, not from the server's own address.
 */
export const test = base.extend<{ clientIp: string }>({
  clientIp: [
    async ({ page }, use, testInfo) => {
      const ip = `10.${testInfo.workerIndex % 250}.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
      await use(ip);
    },
    { auto: true },
  ],
  // A public page comes with its content served, and the app swaps its own DOM in when it has
  // started (decision 0046). A test acts on the app: after a page load it waits for that swap, so it
  // never holds an element of the served page that is about to go. Tests with JavaScript off see
  // the served page only, and nothing is waited for.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await appStarted(page);
        return response;
      };
    }
    await use(page);
  },
});
export { expect };

/** Waits until the app has taken over a served page (no `#root[data-prerendered]` left). */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root[data-prerendered]') === null, null, { timeout: 15_000 });
}

// The outboxes of both e2e servers (the app, and the app in Klarna mode); addresses are unique per test.
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const OUTBOXES = [path.resolve(DATA_DIR, 'outbox'), path.resolve(`${DATA_DIR}-klarna`, 'outbox')];

/** Mails the e2e servers wrote to their outboxes for an address, oldest first (outbox files are named by time). */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const files = (
    await Promise.all(OUTBOXES.map(async (dir) => (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).map((f) => ({ dir, f }))))
  )
    .flat()
    .sort((a, b) => a.f.localeCompare(b.f));
  const parsed = await Promise.all(files.map(async ({ dir, f }) => simpleParser(await readFile(path.join(dir, f)))));
  return parsed.filter((m) => {
    const to = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
    return to.some((a) => a.value.some((v) => v.address?.toLowerCase() === address.toLowerCase()));
  });
}

/** Waits for a mail to the address whose subject starts with a code, and returns the newest code. */
export async function waitForCode(address: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        code = mails
          .slice(after)
          .reverse()
          .map((m) => m.subject?.match(/^(\d{6}) /)?.[1])
          .find(Boolean);
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** A fresh address per test run, so reruns and parallel projects never collide. */
export function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}.${project}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.se`;
}

/** Lets the page's finite animations finish (spinners run on). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Fails on any serious or critical accessibility violation, listing them readably. A toast that
 * starts fading in while axe reads the page is, for that moment, pale text: so the page is let
 * settle first, and a finding is read again once the page has settled; what a reader sees stays.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settled(page);
  let summary = await seriousViolations(page);
  if (summary.length) {
    await page.waitForTimeout(400);
    await settled(page);
    summary = await seriousViolations(page);
  }
  expect(summary, 'axe found serious or critical violations').toEqual([]);
}

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** The visible toast with this text (Radix also renders a hidden copy for screen readers). */
export function toastWith(page: Page, text: string) {
  return page.getByRole('region', { name: /Notiser/ }).locator('li', { hasText: text });
}

/** Fills 'Skapa konto'; without `age`, the form must ask none (right after the assessment, issue 17). */
export async function fillRegistration(page: Page, values: { first: string; last: string; email: string; age?: string; password: string; confirm: string }) {
  await page.getByLabel('Förnamn').fill(values.first);
  await page.getByLabel('Efternamn').fill(values.last);
  await page.getByLabel('E-post').fill(values.email);
  if (values.age === undefined) await expect(page.getByLabel('Ålder')).toHaveCount(0);
  else await page.getByLabel('Ålder').fill(values.age);
  await page.getByLabel('Lösenord (minst 6 tecken)').fill(values.password);
  await page.getByLabel('Bekräfta lösenord').fill(values.confirm);
}

/** Registers in the browser and enters the mailed code; the names are entered unnormalised on purpose. */
export async function registerAndVerify(
  page: Page,
  email: string,
  password = 'hemligt123',
  name: { first: string; last: string; age?: string } = { first: 'anna', last: 'BERG' },
) {
  await page.goto('/register');
  await fillRegistration(page, { first: name.first, last: name.last, email, age: name.age ?? '34', password, confirm: password });
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('heading', { name: 'Verifiera din e-post' })).toBeVisible();
  const code = await waitForCode(email);
  await page.getByLabel('Verifieringskod').fill(code);
  await page.getByRole('button', { name: 'Verifiera' }).click();
}

// ---------------------------------------------------------------------------------------------
// Assessments made through the API, and signing in and out in the browser (results.spec.ts)
// ---------------------------------------------------------------------------------------------

/** The stored bearer token of the signed-in page. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_token') ?? 'null') as string | null);
  expect(token, 'signed in').toBeTruthy();
  return token!;
}

type BankQuestion = { key: string; questionType: string; options: { value: string }[]; fields: { completion: { min?: number; max?: number } } };

/**
 * Stores a completed assessment for the signed-in page's user, as the questionnaire would: every
 * question of the active bank, answered from `answers` where the value fits the question, else
 * skipped. Returns its id.
 */
export async function completeAssessmentViaApi(page: Page, answers: Record<string, string>): Promise<string> {
  const { CONSENT_VERSION } = await import('../../src/shared/domain/consent');
  const token = await storedToken(page);
  const { questions } = (await (await page.request.get('/api/assessment/questions')).json()) as { questions: BankQuestion[] };
  const fits = (q: BankQuestion, value: string | undefined) => {
    if (value === undefined) return false;
    if (q.questionType === 'range') return Number(value) >= (q.fields.completion.min ?? 0) && Number(value) <= (q.fields.completion.max ?? 10);
    if (q.questionType === 'textarea') return true;
    return value.split(',').every((v) => q.options.some((o) => o.value === v));
  };
  const tests = questions.map((q) => ({ testId: q.key, completion: fits(q, answers[q.key]) ? answers[q.key]! : 'skipped' }));
  const res = await page.request.post('/api/assessments', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      responses: { tests, completedAt: new Date().toISOString() },
      status: 'completed',
      consent: { givenAt: new Date().toISOString(), version: CONSENT_VERSION },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Logs in through the login form. */
export async function logIn(page: Page, email: string, password = 'hemligt123') {
  await page.goto('/login');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord').fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/** Signs out with the customer home's button and waits for the start page. */
export async function logOut(page: Page) {
  await page.goto('/customer');
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Answers the current question: the given option label; else "Inget av detta" where offered, the
 * first choice, a goal in words or a moved slider.
 */
export async function answerQuestion(page: Page, label?: string) {
  const card = page.locator('main');
  if (label) {
    await card.getByLabel(label, { exact: true }).check();
    return;
  }
  const none = card.getByLabel('Inget av detta', { exact: true });
  if (await none.count()) {
    await none.check();
    return;
  }
  const firstFieldset = card.locator('fieldset').first();
  const radios = firstFieldset.locator('input[type=radio]');
  const boxes = firstFieldset.locator('input[type=checkbox]');
  const text = card.locator('textarea');
  const slider = card.getByRole('slider');
  if (await radios.count()) await radios.first().check();
  else if (await boxes.count()) await boxes.first().check();
  else if (await text.count()) await text.first().fill('Kunna leka med barnen utan ont.');
  else if (await slider.count()) {
    await slider.first().focus();
    await page.keyboard.press('ArrowRight');
  }
}

/**
 * A guest answers every question of the bundled bank (30–44, no warning sign, the first choice
 * elsewhere) and finishes; the page lands on registration.
 */
export async function finishAsGuest(page: Page) {
  const { QUESTION_BANK } = await import('../../src/shared/content/question-bank');
  const total = QUESTION_BANK.length;
  await startAssessment(page);
  await answerQuestion(page, '30–44 år');
  await page.getByRole('button', { name: 'Nästa' }).click();
  await answerQuestion(page, 'Inget av detta');
  await page.getByRole('button', { name: 'Nästa' }).click();
  for (let n = 3; n < total; n++) {
    await answerQuestion(page);
    await page.getByRole('button', { name: 'Nästa' }).click();
    await expect(page.getByText(`Fråga ${n + 1} av ${total}`, { exact: true })).toBeVisible();
  }
  await answerQuestion(page);
  await page.getByRole('button', { name: 'Slutför bedömning' }).click();
  await expect(page).toHaveURL(/\/register/);
}

/** Opens the questionnaire, confirms being an adult, gives the health-data consent and starts. */
export async function startAssessment(page: Page) {
  await page.goto('/assessment');
  await page.getByRole('radio', { name: 'Ja', exact: true }).check();
  await page.getByRole('checkbox', { name: /Jag samtycker/ }).check();
  await page.getByRole('button', { name: 'Starta bedömningen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hur gammal är du?' })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// Storage, geometry and scrolling (accounts.spec.ts, shell.spec.ts)
// ---------------------------------------------------------------------------------------------

/** Every key and value the page's local and session storage hold. */
export async function storageEntries(page: Page): Promise<{ local: [string, string][]; session: [string, string][] }> {
  return page.evaluate(() => {
    const entries = (s: Storage) => Array.from({ length: s.length }, (_, i) => s.key(i)!).map((k): [string, string] => [k, s.getItem(k) ?? '']);
    return { local: entries(localStorage), session: entries(sessionStorage) };
  });
}

/**
 * Fails when the device still holds anything personal: session storage must be empty, and no
 * local entry may be an assessment, progress, answer, claim, quiz-flow marker or sign-in, or
 * mention the person's address.
 */
export async function expectNothingPersonalStored(page: Page, email: string): Promise<void> {
  const { local, session } = await storageEntries(page);
  expect(session, 'session storage').toEqual([]);
  const personal = local.filter(
    ([key, value]) => /assessment|progress|answer|red.?flag|claim|quiz|auth|token|pending/i.test(key) || value.toLowerCase().includes(email.toLowerCase()),
  );
  expect(personal, 'local storage').toEqual([]);
}

type Box = { x: number; y: number; width: number; height: number };

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export async function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** A full-page screenshot for looking at, when RESULTS_SCREENSHOTS_DIR is set (rk-{name}-{project}.png). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.RESULTS_SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/rk-${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** A new verified customer, signed in on /customer; returns the address. */
export async function newCustomer(page: Page, testInfo: TestInfo, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix, testInfo.project.name);
  await registerAndVerify(page, email, 'hemligt123', { first: prefix, last: 'Test', age: '40' });
  await expect(page).toHaveURL(/\/customer$/);
  return email;
}

/**
 * Deletes the account if it exists (after a journey, pass or fail), so that a retry can register
 * the address again.
 */
export async function deleteAccountIfAny(request: APIRequestContext, email: string, password: string): Promise<void> {
  const login = await request.post('/api/login', { data: { email, password } });
  if (!login.ok()) return;
  const { token } = (await login.json()) as { token: string };
  await request.delete('/api/delete-account', { headers: { authorization: `Bearer ${token}` }, data: { password } });
}
