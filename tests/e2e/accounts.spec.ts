import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, fillRegistration, isPhone, mailsTo, registerAndVerify, test, toastWith, uniqueEmail, waitForCode } from './fixtures';

test.describe('accounts', () => {
  test('register, verify with the mailed code, edit the profile, export and delete the account', async ({ page }, testInfo) => {
    const email = uniqueEmail('anna', testInfo.project.name);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Skapa konto' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Client rules with the spec's texts; nothing is lost when a rule fails.
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Alla fält är obligatoriska' })).toBeVisible();
    await fillRegistration(page, { first: '  anna ', last: 'BERG', email, age: '17', password: 'hemligt123', confirm: 'hemligt123' });
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Du måste vara mellan 18 och 120 år' })).toBeVisible();
    await page.getByLabel('Ålder').fill('34');
    await page.getByLabel('Bekräfta lösenord').fill('annat123');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Lösenorden matchar inte' })).toBeVisible();
    await page.getByLabel('Lösenord (minst 6 tecken)').fill('kort');
    await page.getByLabel('Bekräfta lösenord').fill('kort');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Lösenordet måste vara minst 6 tecken' })).toBeVisible();
    await expect(page.getByLabel('E-post')).toHaveValue(email);

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
    await expect(toastWith(page, 'Verifieringsfel')).toBeVisible();
    await expect(page.getByText('Fel kod. Du har 4 försök kvar.').first()).toBeVisible();
    await page.getByLabel('Verifieringskod').fill(code);
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(toastWith(page, 'E-post verifierad!')).toBeVisible();

    // Signed in, at the customer home; names were trimmed and capitalised.
    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByRole('heading', { name: 'Välkommen, Anna Berg' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    if (!isPhone(page)) await expect(page.locator('header').first()).toContainText('Hej, Anna');
    await expectNoSeriousA11yViolations(page);

    // Profile: name, e-mail (by code), password.
    await page.getByRole('link', { name: 'Min profil' }).click();
    await expect(page.getByRole('heading', { name: 'Min profil' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Namn', { exact: true }).fill('Anna Lind');
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(toastWith(page, 'Profil uppdaterad')).toBeVisible();

    const newEmail = uniqueEmail('lind', testInfo.project.name);
    await page.getByLabel('E-post', { exact: true }).fill(newEmail);
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await expect(page.getByText(`Vi har skickat en kod till ${newEmail}`)).toBeVisible();
    await page.getByLabel('Kod från mejlet').fill(await waitForCode(newEmail));
    await page.getByRole('button', { name: 'Bekräfta ny e-post' }).click();
    await expect(page.getByText(`Inloggad som ${newEmail}`)).toBeVisible();

    await page.getByLabel('Nuvarande lösenord').fill('hemligt123');
    await page.getByLabel('Nytt lösenord (minst 6 tecken)').fill('nytt-losen');
    await page.getByLabel('Bekräfta nytt lösenord').fill('annat-losen');
    await page.getByRole('button', { name: 'Byt lösenord' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Lösenorden matchar inte' })).toBeVisible();
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
    await page.getByRole('button', { name: 'Radera mitt konto' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, radera mitt konto' }).click();
    await expect(toastWith(page, 'Konto raderat')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectNoHorizontalOverflow(page);

    // The account is gone.
    await page.goto('/login');
    await page.getByLabel('E-post').fill(newEmail);
    await page.getByLabel('Lösenord').fill('nytt-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(toastWith(page, 'Inloggningsfel')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Fel e-postadress eller lösenord.' })).toBeVisible();
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
    await expect(toastWith(page, 'Alla fält är obligatoriska')).toBeVisible();
    await page.getByLabel('E-post').fill(email.toUpperCase());
    await page.getByLabel('Lösenord').fill('fel-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(toastWith(page, 'Inloggningsfel')).toContainText('Fel e-postadress eller lösenord.');
    await page.getByLabel('Lösenord').fill('hemligt123');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByRole('heading', { name: 'Välkommen, Anna Berg' })).toBeVisible();
  });

  test('an unverified account that logs in is sent to the code card', async ({ page }, testInfo) => {
    const email = uniqueEmail('overifierad', testInfo.project.name);
    await page.goto('/register');
    await fillRegistration(page, { first: 'Per', last: 'Ek', email, age: '50', password: 'hemligt123', confirm: 'hemligt123' });
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByRole('heading', { name: 'Verifiera din e-post' })).toBeVisible();
    const sent = (await mailsTo(email)).length;
    await page.getByRole('button', { name: 'Använd en annan e-postadress' }).click();
    await page.goto('/login');
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Lösenord').fill('hemligt123');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('heading', { name: 'Verifiera din e-post' })).toBeVisible();
    // Within a minute of the first code no second one is sent; the first still works.
    const code = await waitForCode(email, Math.max(0, sent - 1));
    await page.getByLabel('Verifieringskod').fill(code);
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(page).toHaveURL(/\/customer$/);
  });

  test('an address in ADMIN_EMAILS becomes admin and lands on the dashboard', async ({ page }, testInfo) => {
    const email = `admin-${testInfo.project.name}@ryggkollen.test`;
    await registerAndVerify(page, email, 'admin-losen');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/mina-sidor');
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Lösenord').fill('admin-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Clean up so a retry can register the address again.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_token') ?? 'null'));
    const res = await page.request.delete('/api/delete-account', { headers: { authorization: `Bearer ${token}` } });
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
});
