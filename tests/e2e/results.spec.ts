import type { Page } from '@playwright/test';
import { REASSURING_WORDS } from '../../src/shared/content/pattern-texts';
import {
  completeAssessmentViaApi,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  logIn,
  logOut,
  newCustomer,
  screenshot,
  startAssessment,
  test,
} from './fixtures';

/**
 * Results page 2, the customer home's list, the shared-device rules, the admin guard and the cart
 * badge. Assessments are stored through the API with answers by key (CLINICAL.md §6), so the
 * tests do not depend on the questionnaire's wording; one goes through the questionnaire itself.
 */

/** A full set of answers with one clear pattern and no warning sign. */
const NORMAL: Record<string, string> = {
  age_band: '30_44',
  red_flags: 'none',
  health_background: 'none',
  onset: 'gradual',
  episode: 'first',
  pain_duration: 'lt_6w',
  pain_intensity: '4',
  pain_location: 'low_back_center,below_knee',
  leg_tingling: 'yes',
  cough_sneeze: 'no',
  walking_limit: 'none',
  inflammatory_signs: 'none',
  relief_positions: 'none',
  after_exertion: 'skipped',
  position_catches: 'never',
  bothersomeness: 'slightly',
  forward_bend: 'back_pain',
  backward_bend: 'no_pain',
  sitting_tolerance: 'under_30',
  straight_leg_raise: 'leg_pain_below_knee',
  single_leg_stand: 'stable_no_pain',
  wall_sit: 'over_60',
  plank_hold: 'over_60',
  side_plank: 'over_30',
  bird_dog: 'steady_no_pain',
  activity_level: 'moderate',
  exercise: '1_2_week',
  work_type: 'mixed',
  sleep: 'skipped',
  stress: '3',
  fear_of_movement: 'not_at_all',
  worry: 'not_at_all',
  catastrophising: 'not_at_all',
  low_mood: 'not_at_all',
  social_support: 'good',
};
const EMERGENCY = { ...NORMAL, red_flags: 'bilateral_leg,night_pain' };
const URGENT = { ...NORMAL, red_flags: 'fever,night_pain' };
const TOO_FEW = { red_flags: 'none' };
/** The same without any leg symptom. */
const NO_LEGS = { ...NORMAL, pain_location: 'low_back_center', leg_tingling: 'no', straight_leg_raise: 'no_pain' };
/** Issue 16: saddle numbness and bladder trouble, and no leg symptom reported. */
const CAUDA_EQUINA = { ...NO_LEGS, red_flags: 'bladder_bowel,saddle_numbness' };
/** A cancer history with night pain: cancer_spine (urgent) with two soon signs. */
const CANCER_NIGHT = { ...NO_LEGS, red_flags: 'cancer_history,night_pain' };
/**
 * Issue 16's mismatch: trunk-control signs and strong psychosocial answers, where `emotionell` has
 * the highest score and the pages named different patterns.
 */
const TRUNK_AND_WORRY = {
  ...NO_LEGS,
  position_catches: 'often',
  plank_hold: 'under_30',
  side_plank: 'under_15',
  fear_of_movement: 'very',
  worry: 'very',
  catastrophising: 'very',
  low_mood: 'very',
  sleep: 'poor',
  stress: '8',
  bothersomeness: 'extremely',
};

/** The sentence that stands in for the patterns where care must look first (CLINICAL.md §2). */
const CARE_FIRST = 'Vilket mönster besvären liknar går att säga först när vården har undersökt dig.';
const PATTERN_LABELS = /Disksmärta|Facettledssmärta|SI-ledssmärta|Nervpåverkan|Bålinstabilitet|Muskulär smärta|Psykosocial påverkan|Ospecifik ländryggssmärta/;

// Whatever calms a reader: never beside an emergency or urgent sign (CLINICAL.md §1).
const REASSURANCE = REASSURING_WORDS;

const main = (page: Page) => page.locator('main');

/** Goes through the questionnaire choosing "none of these" where offered and skipping the rest. */
async function completeBySkipping(page: Page) {
  await startAssessment(page);
  const heading = main(page).locator('h1');
  for (let i = 0; i < 80 && !page.url().includes('/results'); i++) {
    const title = await heading.textContent();
    const none = main(page).getByLabel('Inget av detta', { exact: true });
    const skip = page.getByRole('button', { name: 'Hoppa över' });
    if (await none.count()) {
      await none.check();
      await page.getByRole('button', { name: /^(Nästa|Slutför bedömning)$/ }).click();
    } else if ((await skip.isVisible()) && (await skip.isEnabled())) {
      await skip.click();
    } else {
      await main(page).locator('fieldset input').first().check();
      await page.getByRole('button', { name: /^(Nästa|Slutför bedömning)$/ }).click();
    }
    await expect.poll(async () => page.url().includes('/results') || (await heading.textContent().catch(() => null)) !== title).toBe(true);
  }
  await expect(page).toHaveURL(/\/results(\?assessment=[0-9a-f-]{36})?$/);
}

test.describe('results', () => {
  test('an emergency sign: the page holds nothing but the advice, 112 and 1177', { tag: '@phone' }, async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'akut');
    await completeAssessmentViaApi(page, CAUDA_EQUINA);
    await page.goto('/results');
    // The emergency is the page's heading; one box.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sök vård direkt');
    await expect(main(page).getByRole('alert')).toHaveCount(1);
    await expect(main(page).getByRole('link', { name: 'Ring 112' })).toHaveAttribute('href', 'tel:112');
    await expect(main(page)).toContainText('Är du osäker, ring 1177.');
    await expect(main(page).getByRole('link', { name: '1177', exact: true })).toHaveAttribute('href', 'tel:1177');
    await expect(main(page)).toContainText('Sök vård direkt på en akutmottagning. Ring 112 om du inte kan ta dig dit.');
    // What the person read after saving in issue 16, and everything else a result would hold.
    const text = (await main(page).textContent()) ?? '';
    for (const absent of [
      'Din bedömning är klar',
      'Du har besvär i benen',
      'Boka en tid på vårdcentralen om det inte har blivit bättre efter 2–4 veckor',
      'Sök vård om något av detta händer',
      'Dina svar liknar mest',
      'Mönster i dina svar',
      'Risk för långvariga besvär',
      'Fem hälsoområden',
      'Fullständig rapport',
      'Köp rapporten',
      'Gratis förhandsvisning',
      'inom några dagar',
    ]) {
      expect(text, absent).not.toContain(absent);
    }
    expect(text).not.toMatch(PATTERN_LABELS);
    expect(text).not.toMatch(/belastning|drag\b|av 100|\/100/);
    expect(text).not.toMatch(REASSURANCE);
    await expect(page.getByRole('link', { name: /Kundvagn, 0 varor/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'results-emergency');
  });

  test('an urgent sign: one box first, no pattern named (the sentence stands in), no risk group, nothing that reassures', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'idag');
    await completeAssessmentViaApi(page, URGENT);
    await page.goto('/results');
    await expect(page.getByRole('heading', { name: 'Din bedömning är klar' })).toBeVisible();
    const box = main(page).getByRole('alert');
    await expect(box).toHaveCount(1);
    await expect(box).toContainText('Sök vård i dag');
    await expect(page.getByRole('heading', { name: 'Dina svar liknar mest' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Mönster i dina svar' })).toHaveText(new RegExp(`Mönster i dina svar\\s*${CARE_FIRST}`));
    const text = (await main(page).textContent()) ?? '';
    expect(text).not.toMatch(PATTERN_LABELS);
    expect(text).not.toMatch(/tydliga drag|vissa drag|få drag/);
    expect(text).not.toContain('Risk för långvariga besvär');
    expect(text).not.toContain('Kontakta vården inom några dagar');
    expect(text).not.toMatch(REASSURANCE);
    // The five areas are still shown, in words.
    await expect(page.getByRole('region', { name: 'Fem hälsoområden' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'results-urgent');
  });

  test('a cancer history with night pain: "Sök vård i dag" once, with every reason under it, and no "inom några dagar" box', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'cancer');
    await completeAssessmentViaApi(page, CANCER_NIGHT);
    await page.goto('/results');
    const box = main(page).getByRole('alert');
    await expect(box).toHaveCount(1);
    await expect(main(page).getByRole('status').filter({ hasText: 'Kontakta vården' })).toHaveCount(0);
    await expect(main(page).getByText('Sök vård i dag', { exact: true })).toHaveCount(1);
    await expect(box).toContainText('Kontakta din cancermottagning (din kontaktsjuksköterska) eller vården inom 24 timmar och berätta att du har haft cancer.');
    await expect(box).toContainText('Därför:');
    await expect(box).toContainText('Vården vill bedöma ryggsmärta hos den som har haft cancer.');
    await expect(box).toContainText('Konstant värk i vila eller på natten bör bedömas av vården.');
    await expect(box.getByRole('listitem').filter({ hasText: 'Du har eller har haft cancer.' })).toHaveCount(1);
    const text = (await main(page).textContent()) ?? '';
    expect(text).not.toContain('Kontakta vården inom några dagar');
    expect(text).not.toContain('inom några dagar');
    expect(text).not.toMatch(PATTERN_LABELS);
    expect(text).not.toMatch(REASSURANCE);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'results-cancer-night');

    // The customer home shows the same heading, and no pattern or risk group.
    await page.goto('/customer');
    const item = main(page).getByRole('region', { name: 'Dina bedömningar' }).getByRole('listitem');
    await expect(item).toContainText('Sök vård i dag');
    await expect(item).not.toContainText(/Liknar mest|Risk för långvariga besvär|inom några dagar/);
  });

  test('a normal result in words, readable areas, and the badge counts the report waiting', { tag: '@phone' }, async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'vanlig');
    await expect(page.getByRole('link', { name: /Kundvagn, 0 varor/ })).toBeVisible();
    await completeAssessmentViaApi(page, NORMAL);
    await page.goto('/results');
    const patterns = page.getByRole('region', { name: 'Dina svar liknar mest' });
    await expect(patterns).toBeVisible();
    await expect(patterns).toContainText(/tydliga drag|vissa drag|få drag/);
    await expect(patterns).not.toContainText(/av 100|stark likhet/i);
    await expect(patterns.getByText(/^På frågan ”.+” svarade du .+\.$/).first()).toBeVisible();
    // Leg symptoms: the safety net comes before the patterns.
    const net = page.getByRole('heading', { name: /Sök vård om något av detta händer/ });
    expect((await net.boundingBox())!.y).toBeLessThan((await patterns.boundingBox())!.y);

    // The areas as levels in words (and colour), never a number whose direction could be misread.
    const areas = page.getByRole('region', { name: 'Fem hälsoområden' });
    await expect(areas.locator('li', { hasText: 'Sömn och återhämtning' })).toContainText('För få svar');
    await expect(areas.locator('li', { hasText: 'Smärta och funktion' })).toContainText(/(Låg|Måttlig|Hög) belastning/);
    expect(await areas.textContent()).not.toMatch(/\d|högre/);
    await expect(page.getByRole('heading', { name: 'Fullständig rapport' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Kundvagn, 1 vara/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'results-normal');
  });

  test('too few answers: no result, an offer to answer again and no report', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'fa');
    await completeAssessmentViaApi(page, TOO_FEW);
    await page.goto('/results');
    await expect(page.getByRole('heading', { name: 'För få svar för ett resultat' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /Svara på frågorna igen/ })).toHaveAttribute('href', '/assessment');
    await expect(main(page)).not.toContainText(/Köp rapporten|Dina svar liknar mest/);
    await expect(page.getByRole('link', { name: /Kundvagn, 0 varor/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'results-too-few');
  });

  test("on a shared device the next person never meets the previous one's assessment", async ({ browser, page }, testInfo) => {
    // Two accounts, the whole questionnaire and two sign-ins.
    test.slow();
    // B has an account and an assessment of their own (an emergency one, easy to tell apart).
    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.251.${testInfo.workerIndex % 250}.${Date.now() % 250}` } });
    const bPage = await other.newPage();
    const emailB = await newCustomer(bPage, testInfo, 'bertil');
    await completeAssessmentViaApi(bPage, EMERGENCY);
    await other.close();

    // A, on this device, goes through the questionnaire; a finished assessment refreshes the list.
    await newCustomer(page, testInfo, 'anna');
    await completeBySkipping(page);
    await expect(page.getByRole('heading', { name: 'För få svar för ett resultat' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Till Mina rapporter' }).click();
    await expect(main(page).getByRole('listitem')).toHaveCount(1);
    const assessmentA = new URL((await main(page).getByRole('listitem').getByRole('link').getAttribute('href'))!, 'http://x').searchParams.get('assessment')!;

    await logOut(page);
    const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => /assessment|QuizFlow/i.test(k)));
    expect(left).toEqual([]);
    // A pointer an earlier version of the app left behind is not followed either.
    await page.evaluate((id) => localStorage.setItem('assessmentId', JSON.stringify(id)), assessmentA);

    const seen: string[] = [];
    page.on('request', (r) => seen.push(r.url()));
    await logIn(page, emailB);
    await expect(page).toHaveURL(/\/customer$/);
    await page.goto('/results');
    await expect(page.getByRole('heading', { name: 'Sök vård direkt' })).toBeVisible();
    await page.goto(`/results?assessment=${assessmentA}`);
    await expect(page.getByText('Vi hittade inte den bedömningen bland dina')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sök vård direkt' })).toBeVisible();
    expect(seen.filter((u) => u.includes('/api/') && u.includes(assessmentA))).toEqual([]);
  });

  test('the customer home lists every assessment and links to each', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'lista');
    const tooFew = await completeAssessmentViaApi(page, TOO_FEW);
    const emergency = await completeAssessmentViaApi(page, EMERGENCY);
    const normal = await completeAssessmentViaApi(page, NORMAL);
    await page.goto('/customer');
    const items = main(page).getByRole('listitem');
    await expect(items).toHaveCount(3);
    // Newest first.
    await expect(items.nth(0)).toContainText('Risk för långvariga besvär:');
    await expect(items.nth(0)).toContainText('Liknar mest:');
    await expect(items.nth(1)).toContainText('Sök vård direkt');
    await expect(items.nth(1)).not.toContainText(/Risk för långvariga besvär|Liknar mest/);
    await expect(items.nth(2)).toContainText('För få svar');
    await expect(items.nth(0)).toContainText(/\d{1,2} [a-zåäö]+ \d{4}/);
    await expect(page.getByRole('link', { name: /Kundvagn, 1 vara/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'customer-home');

    for (const [index, id, heading] of [
      [0, normal, 'Dina svar liknar mest'],
      [1, emergency, 'Sök vård direkt'],
      [2, tooFew, 'För få svar för ett resultat'],
    ] as const) {
      await page.goto('/customer');
      await main(page).getByRole('listitem').nth(index).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/results\\?assessment=${id}$`));
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
  });

  test('the main pattern is the same on the results page and the customer home, with the psychosocial factor beside it', async ({ page }, testInfo) => {
    await newCustomer(page, testInfo, 'samma');
    const id = await completeAssessmentViaApi(page, TRUNK_AND_WORRY);
    await page.goto(`/results?assessment=${id}`);
    const patterns = page.getByRole('region', { name: 'Dina svar liknar mest' });
    const shown = (await patterns.getByRole('heading', { level: 3 }).first().textContent())!.trim();
    expect(shown).toBe('Bålinstabilitet');
    // Psychosocial load is a factor beside the pain, never what the answers "most resemble".
    await expect(patterns.getByText('Det här påverkar också din smärta')).toBeVisible();
    await expect(patterns.getByRole('heading', { level: 3, name: 'Psykosocial påverkan' })).toBeVisible();
    await expect(patterns).toContainText('påverkar hur smärtan känns och hur snabbt den går över');
    await screenshot(page, testInfo, 'results-factor');

    await page.goto('/customer');
    const item = main(page).getByRole('region', { name: 'Dina bedömningar' }).getByRole('listitem');
    await expect(item).toContainText(`Liknar mest: ${shown}`);
    await expect(item).not.toContainText('Psykosocial påverkan');
    await expectNoSeriousA11yViolations(page);
  });

  test('admin routes send a guest to /login and a customer to /customer', async ({ page }, testInfo) => {
    for (const path of ['/dashboard', '/admin/templates', '/assessment-details/123']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await newCustomer(page, testInfo, 'kund');
    for (const path of ['/dashboard', '/admin/discounts', '/question-editor']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/customer$/);
    }
  });
});
