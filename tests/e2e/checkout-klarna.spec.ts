import { SAMPLE_ASSESSMENTS } from '../../src/shared/content/sample-assessments';
import { completeAssessmentViaApi, expect, expectNoSeriousA11yViolations, mailsTo, registerAndVerify, test, uniqueEmail } from './fixtures';

/**
 * The same purchase with Klarna (project 'klarna': the app in Klarna mode, against a local stand-in
 * of Klarna's API and browser SDK): the SDK is loaded from its own origin under the page's
 * Content-Security-Policy, draws the method's form, gives the authorization token; the server makes
 * Klarna's order with auto-capture.
 */

const ISCHIAS = SAMPLE_ASSESSMENTS.find((s) => s.id === 'ischias')!;

test('Klarna: method, Klarna’s form, approval, order, the result page in playground mode and the report mailed', async ({ page }, testInfo) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const email = uniqueEmail('klarna', testInfo.project.name);
  await registerAndVerify(page, email, 'hemligt123', { first: 'Klara', last: 'Klarnasson', age: '38' });
  await expect(page).toHaveURL(/\/customer$/);
  await completeAssessmentViaApi(page, ISCHIAS.answers);
  await page.goto('/results');

  const card = page.locator('main #kop');
  await card.getByRole('checkbox', { name: /leveransen av rapporten börjar direkt/ }).check();
  await card.getByRole('button', { name: 'Till betalning – 250 kr' }).click();
  const widget = card.getByRole('region', { name: 'Betalning' });
  // No test-mode note: this is Klarna's widget.
  await expect(widget.getByRole('radio', { name: 'Betala nu' })).toBeVisible();
  await expect(widget).not.toContainText('Testläge');
  await widget.getByRole('radio', { name: 'Betala nu' }).check();
  // Klarna's SDK draws the method's form into the widget.
  await widget.getByRole('button', { name: 'Godkänn betalningen (test)' }).click();
  await expectNoSeriousA11yViolations(page);
  await widget.getByRole('button', { name: 'Betala 250 kr' }).click();

  await expect(page).toHaveURL(/\/confirmation\?success=true&order=[0-9a-f-]+&mode=playground$/);
  await expect(page.getByRole('heading', { name: 'Betalning genomförd!' })).toBeVisible();
  await expect(page.getByText('Testläge (Klarna playground): ingen riktig betalning har gjorts.')).toBeVisible();
  await expect(page.locator('main')).toContainText('Betalt: 250,00 kr (varav moms 25 % 50,00 kr)');
  await expect.poll(async () => (await mailsTo(email)).filter((m) => m.attachments.length === 1).length, { timeout: 20_000 }).toBe(1);
  const mail = (await mailsTo(email)).find((m) => m.attachments.length === 1)!;
  expect((mail.text ?? '').replace(/[ \u00a0]+/g, ' ')).toContain('Betalsätt: Klarna');
  expect(violations).toEqual([]);
});
