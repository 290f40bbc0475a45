import {
  boxesOverlap,
  expect,
  test,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  isPhone,
  scrollTop,
  startAssessment,
  toastWith,
} from './fixtures';

test.describe('app shell', { tag: '@phone' }, () => {
  test('landing page: hero, blurbs, price box, expectations, in Swedish', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Ryggkollen/);
    expect(await page.getAttribute('html', 'lang')).toBe('sv');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Förstå din ryggsmärta');
    for (const blurb of ['Evidensbaserad', 'Säker och privat', 'Detaljerad rapport']) {
      await expect(page.getByRole('heading', { name: blurb })).toBeVisible();
    }
    const priceBox = page.locator('section', { has: page.getByRole('heading', { name: 'Din personliga ryggrapport' }) });
    await expect(priceBox).toContainText('250 kr');
    await expect(priceBox).toContainText('inkl. 25 % moms');
    // The counts come from the served questions (honest-claims.spec.ts compares them on every page).
    for (const item of [
      '9 enkla rörelsetester',
      '10–15 minuter',
      'Ingen utrustning',
      'En personlig analys av dina svar',
      'träningsprogram',
      'smärtmönster',
      'PDF',
    ]) {
      await expect(page.getByText(item).first()).toBeVisible();
    }
    await priceBox.getByRole('link', { name: /Starta bedömningen/ }).click();
    await expect(page).toHaveURL(/\/assessment$/);
    await expectNoHorizontalOverflow(page);
  });

  test('header: brand, cart with badge, signed-out links', async ({ page }) => {
    await page.goto('/faq');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: /Ryggkollen, till startsidan/ })).toBeVisible();
    const cart = header.getByRole('link', { name: /Kundvagn, 0 varor/ });
    await expect(cart).toHaveAttribute('href', '/kundvagn');
    if (isPhone(page)) {
      await expect(header.getByRole('link', { name: 'Logga in' })).toBeHidden();
    } else {
      await expect(header.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
      await expect(header.getByRole('link', { name: 'Registrera' })).toHaveAttribute('href', '/register');
    }
    // Sticky: still at the top after scrolling.
    await page.mouse.wheel(0, 2000);
    await expect(header).toBeInViewport();
    await header.getByRole('link', { name: /till startsidan/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('side navigation: fixed on desktop, in the menu sheet on phones, active by path prefix', async ({ page }) => {
    await page.goto('/om-oss');
    if (isPhone(page)) {
      await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
      await page.getByRole('button', { name: 'Öppna menyn' }).click();
      const sheet = page.getByRole('dialog', { name: 'Meny' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Om oss' })).toHaveAttribute('aria-current', 'page');
      await expect(sheet.getByRole('link', { name: 'Logga in' })).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Registrera' })).toBeVisible();
      await sheet.getByRole('link', { name: 'Kontakt' }).click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(/\/kontakt$/);
      await page.getByRole('button', { name: 'Öppna menyn' }).click();
      await expect(page.getByRole('dialog', { name: 'Meny' }).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Meny' })).toBeHidden();
    } else {
      const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
      await expect(nav).toBeVisible();
      await expect(page.getByRole('button', { name: 'Öppna menyn' })).toBeHidden();
      for (const [label, href] of [
        ['Hem', '/'],
        ['Butik', '/butik'],
        ['Om oss', '/om-oss'],
        ['Kontakt', '/kontakt'],
      ] as const) {
        await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
      }
      await expect(nav.getByRole('link', { name: 'Om oss' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Hem' })).not.toHaveAttribute('aria-current', 'page');
      await page.goto('/produkt/personlig-ryggrapport');
      await expect(nav.getByRole('link', { name: 'Butik' })).not.toHaveAttribute('aria-current', 'page');
      await page.goto('/butik');
      await expect(nav.getByRole('link', { name: 'Butik' })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('side navigation: /about and /contact highlight their item as /om-oss and /kontakt do', async ({ page }) => {
    for (const [url, label] of [
      ['/about', 'Om oss'],
      ['/contact', 'Kontakt'],
    ] as const) {
      await page.goto(url);
      if (isPhone(page)) {
        await page.getByRole('button', { name: 'Öppna menyn' }).click();
        const sheet = page.getByRole('dialog', { name: 'Meny' });
        await expect(sheet.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
        await expect(sheet.locator('[aria-current="page"]')).toHaveCount(1);
        await page.keyboard.press('Escape');
        await expect(sheet).toBeHidden();
      } else {
        const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
        await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      }
    }
  });

  test('side navigation: its column runs the full height of a long page, the links stay in view', async ({ page }) => {
    test.skip(isPhone(page), 'collapsed into the menu on phones');
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
    const column = (await nav.locator('xpath=..').boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(main.height, 'a long page').toBeGreaterThan(page.viewportSize()!.height);
    expect(Math.abs(column.y - main.y)).toBeLessThan(1);
    expect(Math.abs(column.y + column.height - (main.y + main.height))).toBeLessThan(1);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(nav.getByRole('link', { name: 'Hem' })).toBeInViewport();
  });

  test('a new page opens at its top; back and forward return to where the reader was', async ({ page }) => {
    await page.goto('/');
    // A footer link, clicked at the very bottom of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bottom = await scrollTop(page);
    expect(bottom).toBeGreaterThan(0);
    // Clicked where it is (Playwright's own click would scroll it into a place of its choosing first).
    await page
      .locator('footer')
      .getByRole('link', { name: 'Om oss' })
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await scrollTop(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(0);
    const aboutY = await scrollTop(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollTop(page)).toBe(bottom);
    await page.goForward();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollTop(page)).toBe(aboutY);

    // The landing's start button, deep in the page on a phone, opens the questionnaire at its top.
    await page.goto('/');
    const start = page
      .locator('section', { has: page.getByRole('heading', { name: 'Din personliga ryggrapport' }) })
      .getByRole('link', { name: /Starta bedömningen/ });
    await start.scrollIntoViewIfNeeded();
    await start.click();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await scrollTop(page)).toBe(0);
  });

  test('on a phone a toast never covers the header or the questionnaire’s Föregående/Nästa bar', async ({ page }) => {
    test.skip(!isPhone(page), 'the phone layout');
    await startAssessment(page);
    await page.getByLabel('30–44 år', { exact: true }).check();
    await page.getByRole('button', { name: 'Nästa' }).click();
    await expect(page.getByText(/^Fråga 2 av \d+$/)).toBeVisible();
    await page.goto('/');
    await page.getByRole('region', { name: 'Fortsätt där du slutade' }).getByRole('button', { name: 'Fortsätt' }).click();
    const notice = toastWith(page, 'Välkommen tillbaka!');
    await expect(notice).toBeVisible();
    const box = (await notice.boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    // Below the header, never over it (issue 17), nor over the bar or an answer.
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 0.5);
    const controls = [page.getByRole('button', { name: 'Föregående' }), page.getByRole('button', { name: 'Nästa' }), page.locator('main input')];
    for (const control of controls) {
      for (const one of await control.all()) {
        const other = await one.boundingBox();
        if (other) expect(boxesOverlap(box, other)).toBe(false);
      }
    }
  });

  test('footer: link groups, contact block, payment badges, copyright and disclaimer', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const href of ['/', '/assessment', '/login', '/register']) await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    const support = footer.locator('div', { has: page.getByRole('heading', { name: 'Support och information' }) }).last();
    for (const href of ['/about', '/how-it-works', '/faq', '/privacy-policy', '/terms', '/medical-info', '/purchase-terms', '/delivery-info', '/contact']) {
      await expect(support.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText('Enskild firma registrerad i Sverige');
    await expect(footer.getByRole('link', { name: 'support@ryggkollen.test' })).toHaveAttribute('href', 'mailto:support@ryggkollen.test');
    await expect(footer).toContainText('Org.nr');
    await expect(footer.getByRole('list', { name: 'Betalsätt och säkerhet' })).toContainText('Klarna');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('ersätter inte en bedömning av läkare');
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown route shows “Sidan finns inte” with status 404, in Swedish in the title too', async ({ page }) => {
    const res = await page.goto('/finns-inte-alls');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
    await expect(page).toHaveTitle('Sidan finns inte – Ryggkollen');
    await expect(page.locator('body')).not.toContainText('Not Found');
    await page.getByRole('link', { name: 'Till startsidan', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('F8 focuses the notification region', async ({ page }) => {
    await page.goto('/');
    // The toast viewport loads just after the first paint.
    await expect(page.getByRole('region', { name: 'Notiser (F8)' })).toBeAttached();
    await page.keyboard.press('F8');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role=region]')?.getAttribute('aria-label'))).toBe('Notiser (F8)');
  });

  test('the landing page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('app shell, signed in', { tag: '@phone' }, () => {
  const user = { id: 'u-1', email: 'anna.berg@example.se', name: 'Anna Berg', role: 'customer' };

  test.beforeEach(async ({ page }) => {
    // The accounts issue adds the real /api/me; here the server's answer is stood in for.
    await page.route('**/api/me', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(user) }));
    await page.addInitScript((u) => {
      localStorage.setItem('auth_user', JSON.stringify(u));
      localStorage.setItem('auth_token', JSON.stringify('test-token'));
    }, user);
  });

  test('the header greets the user by first name and links to Mina sidor', async ({ page }) => {
    await page.goto('/');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Öppna menyn' }).click();
      const sheet = page.getByRole('dialog', { name: 'Meny' });
      await expect(sheet).toContainText('Inloggad som Anna Berg');
      await expect(sheet.getByRole('link', { name: 'Mina sidor' })).toHaveAttribute('href', '/mina-sidor');
      await expect(sheet.getByRole('link', { name: 'Logga in' })).toHaveCount(0);
    } else {
      const header = page.locator('header').first();
      await expect(header).toContainText('Hej, Anna');
      await expect(header.getByRole('link', { name: 'Mina sidor' })).toHaveAttribute('href', '/mina-sidor');
      await expect(header.getByRole('link', { name: 'Logga in' })).toHaveCount(0);
    }
  });

  test('a stored session the server rejects is signed out', async ({ page }) => {
    await page.route('**/api/me', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"Logga in igen"}' }));
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    if (!isPhone(page)) await expect(page.locator('header').first().getByRole('link', { name: 'Logga in' })).toBeVisible();
  });
});

test.describe('content security', () => {
  test('the pages run under the Content-Security-Policy without a single violation or script error', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.text().startsWith('CSP ')) problems.push(`${msg.type()}: ${msg.text()}`);
    });
    // Reported by the browser for every blocked eval, inline script or foreign resource.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) => console.log(`CSP ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)),
    );
    for (const path of ['/', '/assessment', '/kontakt', '/register', '/login', '/faq', '/medical-info']) {
      await page.goto(path);
      await expect(page.locator('main')).not.toBeEmpty();
      // The page's own code and its lazy parts (forms load zod) have run by now.
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});
