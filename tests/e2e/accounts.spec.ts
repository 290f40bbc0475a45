import {
  boxesOverlap,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  expectNothingPersonalStored,
  fillRegistration,
  isPhone,
  logIn,
  logOut,
  mailsTo,
  registerAndVerify,
  startAssessment,
  storageEntries,
  test,
  toastWith,
  uniqueEmail,
  waitForCode,
} from './fixtures';

test.describe('accounts', () => {
  test('register, verify with the mailed code, edit the profile, export and delete the account', { tag: '@phone' }, async ({ page }, testInfo) => {
    // The whole account journey, with an accessibility check on each screen.
    test.slow();
    const email = uniqueEmail('anna', testInfo.project.name);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Skapa konto' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Client rules with the spec's texts, beside their fields; nothing is lost when a rule fails.
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByLabel('Förnamn')).toHaveAccessibleDescription('Förnamn är obligatoriskt');
    await fillRegistration(page, { first: '  anna ', last: 'BERG', email, age: '17', password: 'hemligt123', confirm: 'hemligt123' });
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByLabel('Ålder')).toHaveAccessibleDescription('Du måste vara mellan 18 och 120 år');
    await expect(page.getByLabel('Förnamn')).not.toHaveAttribute('aria-invalid');
    await page.getByLabel('Ålder').fill('34');
    await page.getByLabel('Bekräfta lösenord').fill('annat123');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByLabel('Bekräfta lösenord')).toHaveAccessibleDescription('Lösenorden matchar inte');
    await page.getByLabel('Lösenord (minst 6 tecken)').fill('kort');
    await page.getByLabel('Bekräfta lösenord').fill('kort');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByLabel('Lösenord (minst 6 tecken)')).toHaveAccessibleDescription('Lösenordet måste vara minst 6 tecken');
    await expect(page.getByLabel('E-post')).toHaveValue(email);
    // Field errors are never repeated as toasts.
    await expect(toastWith(page, 'Registreringsfel')).toHaveCount(0);

    await page.getByLabel('Lösenord (minst 6 tecken)').fill('hemligt123');
    await page.getByLabel('Bekräfta lösenord').fill('hemligt123');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(toastWith(page, 'Registrering lyckades')).toBeVisible();

    // The verification card.
    await expect(page.getByRole('heading', { name: 'Verifiera din e-post' })).toBeVisible();
    await expect(page.getByText(/Koden är giltig i 1[45]:\d\d/)).toBeVisible();
    await expect(page.getByText('Titta i skräpposten')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const codeInput = page.getByLabel('Verifieringskod');
    await codeInput.fill('12ab34567');
    await expect(codeInput).toHaveValue('123456');
    const code = await waitForCode(email);
    // A reload keeps the card: the registration is not lost.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Verifiera din e-post' })).toBeVisible();
    await page.getByLabel('Verifieringskod').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verifiera' }).click();
    // The server's answer names the code field: it shows there, not in a toast.
    await expect(page.getByLabel('Verifieringskod')).toHaveAccessibleDescription(/Koden gäller inte\./);
    await expect(page.getByLabel('Verifieringskod')).toHaveAttribute('aria-invalid', 'true');
    await expect(toastWith(page, 'Verifieringsfel')).toHaveCount(0);
    await page.getByLabel('Verifieringskod').fill(code);
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(toastWith(page, 'E-post verifierad!')).toBeVisible();

    // Signed in, at the customer home; names were trimmed and capitalised.
    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByRole('heading', { name: 'Välkommen, Anna Berg' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);
    if (!isPhone(page)) await expect(page.locator('header').first()).toContainText('Hej, Anna');
    await expectNoSeriousA11yViolations(page);

    // Profile: name, e-mail (by code), password.
    await page.getByRole('link', { name: 'Min profil' }).click();
    await expect(page.getByRole('heading', { name: 'Min profil' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Namn', { exact: true }).fill('Anna Lind');
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(toastWith(page, 'Profil uppdaterad')).toBeVisible();

    // A new address asks for the password again.
    const newEmail = uniqueEmail('lind', testInfo.project.name);
    const details = page.getByRole('region', { name: 'Dina uppgifter' });
    await details.getByLabel('E-post', { exact: true }).fill(newEmail);
    await details.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(details.getByLabel('Nuvarande lösenord')).toHaveAccessibleDescription(/^Skriv ditt nuvarande lösenord för att byta e-postadress\./);
    await details.getByLabel('Nuvarande lösenord').fill('fel-losen');
    await details.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(details.getByLabel('Nuvarande lösenord')).toHaveAccessibleDescription(/^Nuvarande lösenord är fel\./);
    await expectNoSeriousA11yViolations(page);
    await details.getByLabel('Nuvarande lösenord').fill('hemligt123');
    await details.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(page.getByText(`Vi har skickat ett mejl till ${newEmail}`)).toBeVisible();
    await page.getByLabel('Kod från mejlet').fill(await waitForCode(newEmail));
    await page.getByRole('button', { name: 'Bekräfta ny e-post' }).click();
    await expect(page.getByText(`Inloggad som ${newEmail}`)).toBeVisible();

    await page.getByLabel('Nuvarande lösenord').fill('hemligt123');
    await page.getByLabel('Nytt lösenord (minst 6 tecken)').fill('nytt-losen');
    await page.getByLabel('Bekräfta nytt lösenord').fill('annat-losen');
    await page.getByRole('button', { name: 'Byt lösenord' }).click();
    await expect(page.getByLabel('Bekräfta nytt lösenord')).toHaveAccessibleDescription('Lösenorden matchar inte');
    await page.getByLabel('Bekräfta nytt lösenord').fill('nytt-losen');
    await page.getByRole('button', { name: 'Byt lösenord' }).click();
    await expect(toastWith(page, 'Lösenord ändrat')).toBeVisible();

    // GDPR export.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ner mina uppgifter' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^mina-uppgifter-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
    expect(exported.profile).toMatchObject({ name: 'Anna Lind', email: newEmail });
    await expect(toastWith(page, 'Data nedladdad')).toBeVisible();

    // Danger zone: cancel first, then delete.
    await page.getByRole('button', { name: 'Radera mitt konto' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Är du säker?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    // Deleting asks for the password; a wrong one keeps the dialog open with the reason.
    await page.getByRole('button', { name: 'Radera mitt konto' }).click();
    await expect(dialog.getByLabel('Ditt lösenord')).toBeFocused();
    await dialog.getByLabel('Ditt lösenord').fill('fel-losen');
    await dialog.getByRole('button', { name: 'Ja, radera mitt konto' }).click();
    await expect(dialog.getByLabel('Ditt lösenord')).toHaveAccessibleDescription('Nuvarande lösenord är fel.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Ditt lösenord').fill('nytt-losen');
    await dialog.getByRole('button', { name: 'Ja, radera mitt konto' }).click();
    await expect(toastWith(page, 'Konto raderat')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectNoHorizontalOverflow(page);

    // The account is gone.
    await page.goto('/login');
    await page.getByLabel('E-post').fill(newEmail);
    await page.getByLabel('Lösenord').fill('nytt-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(toastWith(page, 'Inloggningsfel')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Vi kunde inte logga in dig.' })).toBeVisible();
  });

  test('login: empty fields, wrong password, then success to the customer home', async ({ page }, testInfo) => {
    const email = uniqueEmail('login', testInfo.project.name);
    await registerAndVerify(page, email);
    await expect(page).toHaveURL(/\/customer$/);
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Logga in' }).click();
    // Both missing fields at once, beside the fields, never as a toast.
    await expect(page.getByLabel('E-post')).toHaveAccessibleDescription('E-post är obligatorisk');
    await expect(page.getByLabel('Lösenord')).toHaveAccessibleDescription('Lösenord är obligatoriskt');
    await expect(page.getByRole('region', { name: /Notiser/ }).locator('li')).toHaveCount(0);
    await page.getByLabel('E-post').fill(email.toUpperCase());
    await page.getByLabel('Lösenord').fill('fel-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(toastWith(page, 'Inloggningsfel')).toContainText('Vi kunde inte logga in dig.');
    await page.getByLabel('Lösenord').fill('hemligt123');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByRole('heading', { name: 'Välkommen, Anna Berg' })).toBeVisible();
  });

  test('an unverified account that logs in gets a new code and the code card', async ({ page }, testInfo) => {
    const email = uniqueEmail('overifierad', testInfo.project.name);
    await page.goto('/register');
    await fillRegistration(page, { first: 'Per', last: 'Ek', email, age: '50', password: 'hemligt123', confirm: 'hemligt123' });
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByRole('heading', { name: 'Verifiera din e-post' })).toBeVisible();
    // Mail goes out from a job: count the sign-up's own mail only once it has arrived.
    await waitForCode(email);
    const sent = (await mailsTo(email)).length;
    await page.getByRole('button', { name: 'Använd en annan e-postadress' }).click();
    await page.goto('/login');
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Lösenord').fill('hemligt123');
    await page.getByRole('button', { name: 'Logga in' }).click();
    // The answer is the one every refused login gets (it tells nobody whether the address has an account); the form offers the card.
    await expect(page.getByRole('alert').filter({ hasText: 'Vi kunde inte logga in dig.' })).toBeVisible();
    await page.getByRole('button', { name: 'Skriv in koden från mejlet' }).click();
    await expect(page.getByRole('heading', { name: 'Verifiera din e-post' })).toBeVisible();
    // Logging in with the right password gave this browser the sign-up and a fresh code.
    const code = await waitForCode(email, sent);
    await page.getByLabel('Verifieringskod').fill(code);
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(page).toHaveURL(/\/customer$/);
  });

  test('an address in ADMIN_EMAILS becomes admin and lands on the dashboard', async ({ page }, testInfo) => {
    const email = `admin-${testInfo.project.name}@ryggkollen.test`;
    await registerAndVerify(page, email, 'admin-losen');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /Dashboard$/ })).toBeVisible();
    await page.goto('/mina-sidor');
    await expect(page.getByRole('link', { name: 'Administration' })).toBeVisible();
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Lösenord').fill('admin-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Clean up so a retry can register the address again.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_token') ?? 'null'));
    const res = await page.request.delete('/api/delete-account', { headers: { authorization: `Bearer ${token}` }, data: { password: 'admin-losen' } });
    expect(res.status()).toBe(200);
  });

  test('guests: the profile redirects to login, the customer home asks them to log in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/mina-sidor');
    await expect(page.getByText('Logga in för att se dina rapporter')).toBeVisible();
  });

  test('the /clear-auth page shows the state and clears it', async ({ page }, testInfo) => {
    const email = uniqueEmail('rensa', testInfo.project.name);
    await registerAndVerify(page, email);
    await expect(page).toHaveURL(/\/customer$/);
    await page.goto('/clear-auth');
    await expect(page.getByText(`Inloggad som ${email}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Rensa endast inloggning' }).click();
    await expect(page.getByText('Gäst', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    // The server session is gone too: the httpOnly cookie no longer signs anyone in.
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
    await page.evaluate(() => localStorage.setItem('assessment_data', '{}'));
    await page.getByRole('button', { name: 'Rensa all data' }).click();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('registration shows every problem at once, each beside its field, and sends nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/register')) posted = true;
    });
    await page.goto('/register');
    await page.getByLabel('E-post').fill('inte-en-adress');
    await page.getByLabel('Ålder').fill('17');
    await page.getByLabel('Lösenord (minst 6 tecken)').fill('kort');
    await page.getByLabel('Bekräfta lösenord').fill('annat');
    await page.getByRole('button', { name: 'Skapa konto' }).click();

    const expected: [string, string][] = [
      ['Förnamn', 'Förnamn är obligatoriskt'],
      ['Efternamn', 'Efternamn är obligatoriskt'],
      ['E-post', 'Ange en giltig e-postadress'],
      ['Ålder', 'Du måste vara mellan 18 och 120 år'],
      ['Lösenord (minst 6 tecken)', 'Lösenordet måste vara minst 6 tecken'],
      ['Bekräfta lösenord', 'Lösenorden matchar inte'],
    ];
    for (const [label, message] of expected) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Förnamn')).toBeFocused();
    await expect(page.getByRole('region', { name: /Notiser/ }).locator('li')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(posted).toBe(false);
  });

  test('/login is always the login form, also after signing up again with an address that has an account', async ({ page }, testInfo) => {
    const email = uniqueEmail('finns', testInfo.project.name);
    await registerAndVerify(page, email);
    await expect(page).toHaveURL(/\/customer$/);
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/$/);

    // A second sign-up looks like a first one (it reveals nothing about the address), but no code comes.
    await page.goto('/register');
    await fillRegistration(page, { first: 'Anna', last: 'Berg', email, age: '34', password: 'hemligt123', confirm: 'hemligt123' });
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByRole('heading', { name: 'Verifiera din e-post' })).toBeVisible();

    // Opened by a link, by address and by a reload: the login form every time.
    await page.locator('footer').getByRole('link', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verifiera din e-post' })).toHaveCount(0);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verifiera din e-post' })).toHaveCount(0);

    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Lösenord').fill('hemligt123');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/customer$/);
  });

  test('nothing personal stays on the device after signing out or deleting the account', async ({ page }, testInfo) => {
    const email = uniqueEmail('lagring', testInfo.project.name);
    // As a guest: answers (the warning signs among them) on this device, then an account.
    await startAssessment(page);
    await page.getByLabel('30–44 år', { exact: true }).check();
    await page.getByRole('button', { name: 'Nästa' }).click();
    await page.getByLabel('Inget av detta', { exact: true }).check();
    await page.getByRole('button', { name: 'Nästa' }).click();
    await expect(page.getByText(/^Fråga 3 av \d+$/)).toBeVisible();
    expect((await storageEntries(page)).local.map(([key]) => key)).toContain('assessment_progress');
    await registerAndVerify(page, email);
    await expect(page).toHaveURL(/\/customer$/);

    // Signed in, the answers continue here and are kept on the device too.
    const userCopy = async () => (await storageEntries(page)).local.map(([key]) => key);
    await page.goto('/assessment');
    await expect(page.getByText(/^Fråga 3 av \d+$/)).toBeVisible();
    await expect.poll(userCopy).toContain(`assessment_${email}`);
    await logOut(page);
    await expectNothingPersonalStored(page, email);
    await page.goto('/assessment');
    await expect(page.getByText(/^Fråga 3 av/)).toHaveCount(0);

    // Once more, then the account is deleted.
    await logIn(page, email);
    await expect(page).toHaveURL(/\/customer$/);
    await page.goto('/assessment');
    await expect(page.getByText(/^Fråga 3 av \d+$/)).toBeVisible();
    await expect.poll(userCopy).toContain(`assessment_${email}`);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Radera mitt konto' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Är du säker?' });
    await dialog.getByLabel('Ditt lösenord').fill('hemligt123');
    await dialog.getByRole('button', { name: 'Ja, radera mitt konto' }).click();
    await expect(toastWith(page, 'Konto raderat')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectNothingPersonalStored(page, email);
  });

  test('on a phone a toast lies just below the header, never over the header, a field or a button of the form', { tag: '@phone' }, async ({ page }) => {
    test.skip(!isPhone(page), 'the phone layout');
    await page.goto('/login');
    await page.getByLabel('E-post').fill('ingen.alls@example.se');
    await page.getByLabel('Lösenord').fill('fel-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    const notice = toastWith(page, 'Inloggningsfel');
    await expect(notice).toBeVisible();
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await notice.boundingBox())!;
    // Issue 17: toasts covered the header (and its menu button); now they start where it ends.
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 0.5);
    expect(box.y).toBeLessThanOrEqual(header.y + header.height + 0.5);
    await expect(page.getByRole('button', { name: 'Öppna menyn' })).toBeInViewport();
    for (const control of [page.getByLabel('E-post'), page.getByLabel('Lösenord'), page.getByRole('button', { name: 'Logga in' })]) {
      const other = await control.boundingBox();
      if (other) expect(boxesOverlap(box, other)).toBe(false);
    }
  });
});
