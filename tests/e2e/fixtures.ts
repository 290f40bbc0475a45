import AxeBuilder from '@axe-core/playwright';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

let ipCounter = 0;

/** Every test comes from its own client address, as separate visitors would. */
export const test = base.extend<{ clientIp: string }>({
  clientIp: [
    async ({ page }, use, testInfo) => {
      const ip = `10.${testInfo.workerIndex % 250}.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
      await use(ip);
    },
    { auto: true },
  ],
});
export { expect };

const OUTBOX = path.resolve('.tmp/e2e-data/outbox');

/** Mails the e2e server wrote to its outbox for an address, oldest first. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const parsed = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(OUTBOX, f)))));
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
        code = mails.slice(after).reverse().map((m) => m.subject?.match(/^(\d{6}) /)?.[1]).find(Boolean);
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

/** Fails on any serious or critical accessibility violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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

export async function fillRegistration(page: Page, values: { first: string; last: string; email: string; age: string; password: string; confirm: string }) {
  await page.getByLabel('Förnamn').fill(values.first);
  await page.getByLabel('Efternamn').fill(values.last);
  await page.getByLabel('E-post').fill(values.email);
  await page.getByLabel('Ålder').fill(values.age);
  await page.getByLabel('Lösenord (minst 6 tecken)').fill(values.password);
  await page.getByLabel('Bekräfta lösenord').fill(values.confirm);
}

/** Registers in the browser and enters the mailed code; the names are entered unnormalised on purpose. */
export async function registerAndVerify(page: Page, email: string, password = 'hemligt123', name: { first: string; last: string; age?: string } = { first: 'anna', last: 'BERG' }) {
  await page.goto('/register');
  await fillRegistration(page, { first: name.first, last: name.last, email, age: name.age ?? '34', password, confirm: password });
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('heading', { name: 'Verifiera din e-post' })).toBeVisible();
  const code = await waitForCode(email);
  await page.getByLabel('Verifieringskod').fill(code);
  await page.getByRole('button', { name: 'Verifiera' }).click();
}
