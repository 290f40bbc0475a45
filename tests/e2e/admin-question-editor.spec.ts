import type { APIRequestContext, Page } from '@playwright/test';
import { QUESTION_BANK } from '../../src/shared/content/question-bank';
import {
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  registerAndVerify,
  screenshot,
  startAssessment,
  storedToken,
  test,
  toastWith,
} from './fixtures';

/**
 * The question editor (issue 19 item 5 and the image of item 6): an admin edits a question's
 * title and an option's wording, adds an uploaded image and saves with Ctrl/Cmd+S; a visitor then
 * sees the edit and the image (served from this site) in the questionnaire.
 *
 * The e2e server's data is shared by every journey running in parallel: each project edits a
 * question no other test asserts on (the 5th on a desktop, the 6th on a phone; the answers other
 * journeys give pick the first choice, not a wording), and the question is restored at the end.
 */

// A 64 × 40 px green PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAb0lEQVR4nO2SQQkAQRDDqiTCKuL8P09GGLZQAUlo+Hp60QmYQPWK7EK9u+gETKB6RXah3l10AiZQvSK7UO8uOgETqF6RXah3F52ACVSvyC7Uu4tOwASqV2QX6t1FJ2AC1SuyC/XuohMwgeoVeflCP2Z7/HmyWMO1AAAAAElFTkSuQmCC',
  'base64',
);

const TARGET = { desktop: 'episode', phone: 'pain_duration' } as const;
const main = (page: Page) => page.locator('main');

type ServerQuestion = { id: string; key: string; updatedAt: string; [field: string]: unknown };

/** Puts the question back as the bank has it (wording, options, no image), over whatever version is stored. */
async function restore(request: APIRequestContext, token: string, key: string) {
  const headers = { authorization: `Bearer ${token}` };
  const { questions } = (await (await request.get('/api/admin/questions', { headers })).json()) as { questions: ServerQuestion[] };
  const stored = questions.find((q) => q.key === key)!;
  const bank = QUESTION_BANK.find((q) => q.key === key)!;
  const res = await request.put(`/api/questions/${stored.id}`, {
    headers,
    data: {
      key,
      questionType: bank.questionType,
      category: bank.category,
      title: bank.title,
      description: bank.description,
      instructions: bank.instructions,
      options: bank.options,
      imageUrl: null,
      updatedAt: stored.updatedAt,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('question editor', () => {
  test('an admin edits a question, adds an uploaded image and saves with Ctrl+S; a visitor sees it in the questionnaire', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const project = testInfo.project.name === 'phone' ? 'phone' : 'desktop';
    const key = TARGET[project];
    const number = QUESTION_BANK.findIndex((q) => q.key === key) + 1;
    const total = QUESTION_BANK.length;
    const original = QUESTION_BANK[number - 1]!;
    const newTitle = `${original.title} (ny text, ${project})`;
    const newOption = `${original.options[1]!.label} – omformulerat`;

    const email = `admin-qed-${testInfo.project.name}@ryggkollen.test`;
    await registerAndVerify(page, email, 'admin-losen', { first: 'Åsa', last: 'Ägare' });
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await storedToken(page);

    try {
      await page.goto('/question-editor');
      await expect(page.getByRole('heading', { level: 1, name: 'Frågeredigerare' })).toBeVisible();
      await expect(main(page).getByText(`Fråga 1 av ${total}`)).toBeVisible();

      // Find the question by a word of its title, and open it from the list.
      const list = main(page).getByRole('region', { name: 'Frågorna' });
      await main(page).getByLabel('Sök fråga').fill(original.title.slice(0, 20).toUpperCase());
      await list.getByRole('button', { name: new RegExp(original.title.replace(/[?]/g, '\\?')) }).click();
      await expect(main(page).getByText(`Fråga ${number} av ${total}`)).toBeVisible();
      await expect(main(page).getByLabel('Frågetyp')).toBeDisabled();

      // The wording: held until saved.
      await main(page).getByLabel('Titel').fill(newTitle);
      await main(page)
        .getByLabel(/^Alternativ 2/)
        .fill(newOption);
      const preview = page.getByTestId('question-preview');
      await expect(preview.getByRole('heading', { level: 2, name: newTitle })).toBeVisible();
      await expect(preview.getByRole('radio', { name: newOption })).toBeVisible();

      // The image: uploaded, stored here and saved at once.
      await main(page).getByRole('switch', { name: 'Inkludera bild' }).click();
      await main(page).getByRole('radio', { name: 'Ladda upp' }).check();
      await main(page)
        .getByLabel(/Välj en bild/)
        .setInputFiles({ name: 'rygg.png', mimeType: 'image/png', buffer: PNG });
      await expect(toastWith(page, 'Bild uppladdad!')).toBeVisible();
      await expect(preview.getByRole('img')).toHaveAttribute('src', /^\/api\/images\/[a-f0-9]{32}\.\w+$/);
      await expect(main(page).getByText('Osparade ändringar')).toBeVisible();

      // Ctrl+S from the title field saves the rest.
      await main(page).getByLabel('Titel').focus();
      await page.keyboard.press('Control+s');
      await expect(toastWith(page, 'Ändringar sparade')).toBeVisible();
      await expect(main(page).getByText('Allt är sparat')).toBeVisible();

      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, testInfo, 'admin-question-editor');

      // Ctrl+→ moves to the next question.
      await page.keyboard.press('Control+ArrowRight');
      await expect(main(page).getByText(`Fråga ${number + 1} av ${total}`)).toBeVisible();
      await expect(main(page).getByLabel('Titel')).toHaveValue(QUESTION_BANK[number]!.title);

      // A visitor (another browser) sees the edit and the image in the questionnaire at once.
      const visitorContext = await browser.newContext({
        viewport: page.viewportSize(),
        isMobile: project === 'phone',
        hasTouch: project === 'phone',
        extraHTTPHeaders: { 'x-forwarded-for': `10.251.${testInfo.workerIndex % 250}.${project === 'phone' ? 2 : 1}` },
      });
      const visitor = await visitorContext.newPage();
      await startAssessment(visitor);
      await visitor.getByRole('button', { name: 'Hoppa över' }).click();
      await visitor.getByLabel('Inget av detta', { exact: true }).check();
      await visitor.getByRole('button', { name: 'Nästa' }).click();
      for (let n = 3; n < number; n++) {
        await expect(visitor.getByText(`Fråga ${n} av`)).toBeVisible();
        await visitor.getByRole('button', { name: 'Hoppa över' }).click();
      }
      await expect(visitor.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
      await expect(visitor.getByRole('radio', { name: newOption })).toBeVisible();
      const image = visitor.locator('main img');
      await expect(image).toHaveAttribute('src', /^\/api\/images\/[a-f0-9]{32}\.\w+$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expectNoSeriousA11yViolations(visitor);
      await expectNoHorizontalOverflow(visitor);
      await screenshot(visitor, testInfo, 'question-edited-in-questionnaire');
      await visitorContext.close();
    } finally {
      // Other journeys see the question as the bank has it again.
      await restore(page.request, token, key);
      const res = await page.request.delete('/api/delete-account', { headers: { authorization: `Bearer ${token}` }, data: { password: 'admin-losen' } });
      expect(res.status()).toBe(200);
    }
  });
});
