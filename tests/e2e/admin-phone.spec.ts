import { SAMPLE_ASSESSMENTS } from '../../src/shared/content/sample-assessments';
import {
  completeAssessmentViaApi,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  registerAndVerify,
  screenshot,
  storedToken,
  test,
} from './fixtures';

/**
 * The admin screens at 390 px. Their journeys (admin-templates, admin-question-editor,
 * admin-discounts, admin-customers, admin-details, admin-products, admin-developer-panel, admin-orders) run at 1280 px, as the issues ask; on a phone each screen is
 * opened here and checked for its heading, accessibility and no sideways scroll, which keeps the
 * suite's time in bounds.
 */
const SCREENS: [path: string, heading: string][] = [
  ['/template-upload', 'Ladda upp mall'],
  ['/template-manager', 'Mallhantering'],
  ['/admin/templates', 'Mallar'],
  ['/question-editor', 'Frågeredigerare'],
  ['/admin/discounts', 'Rabattkoder'],
  ['/customer-search', 'Kundhantering & Bedömningar'],
  // The admin's own assessment (made below), as the details screen shows any.
  ['/assessment-details/:id', 'Bedömningsdetaljer'],
  ['/admin/products', 'Produkter'],
  ['/admin/developer-panel', 'Utvecklarverktyg'],
  ['/admin/orders', 'Ordrar'],
];

test.describe('admin screens on a phone', { tag: '@phone' }, () => {
  test('each screen fits 390 px, with its heading and no serious accessibility problem', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the desktop journeys cover 1280 px');
    test.slow();
    const email = 'admin-tpl-phone@ryggkollen.test';
    await registerAndVerify(page, email, 'admin-losen', { first: 'Åsa', last: 'Ägare' });
    await expect(page).toHaveURL(/\/dashboard$/);
    try {
      const assessmentId = await completeAssessmentViaApi(page, SAMPLE_ASSESSMENTS.find((s) => s.id === 'ischias')!.answers);
      for (const [pattern, heading] of SCREENS) {
        const path = pattern.replace(':id', assessmentId);
        await page.goto(path);
        await expect(page.locator('main').getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
        if (path === '/question-editor') await expect(page.getByText('Laddar frågor från databasen...')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
        await expectNoHorizontalOverflow(page);
        await screenshot(page, testInfo, `admin-phone${pattern.replace(/[/:]/g, '-')}`);
      }
    } finally {
      const token = await storedToken(page);
      await page.request.delete('/api/delete-account', { headers: { authorization: `Bearer ${token}` }, data: { password: 'admin-losen' } });
    }
  });
});
