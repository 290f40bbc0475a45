import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, sessions, users } from '../../db/schema';
import { bearer, latestCodeFor, mailsTo, registerUser, signUp, signupCookie, verifyCode } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/test-app';
import { verifyPassword } from './secrets';
import { VERIFY_FAILURES_PER_EMAIL } from './session-policy';
import { VERIFICATION_MAX_ATTEMPTS } from '../../../shared/domain/account';

const t = useTestApp({ env: { ADMIN_EMAILS: 'chef@ryggkollen.test' } });

describe('PUT /api/update-profile', () => {
  it('changes the name at once', async () => {
    const { token } = await signUp(t, 'namn@example.se');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/update-profile',
      headers: bearer(token),
      payload: { name: 'Anna Lind', email: 'namn@example.se' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { name: 'Anna Lind', email: 'namn@example.se' }, pendingEmail: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().name).toBe('Anna Lind');
  });

  it('changes the e-mail only after the code sent to the new address is entered', async () => {
    const { token } = await signUp(t, 'gammal.adress@example.se');
    const change = { name: 'Anna Berg', email: 'Ny.Adress@example.se' };
    // A new address asks for the password again.
    const without = await t.app.inject({ method: 'PUT', url: '/api/update-profile', headers: bearer(token), payload: change });
    expect(without.statusCode).toBe(400);
    expect(without.json().fields.currentPassword).toBe('Skriv ditt nuvarande lösenord för att bekräfta att det är du.');
    const wrongPassword = await t.app.inject({
      method: 'PUT',
      url: '/api/update-profile',
      headers: bearer(token),
      payload: { ...change, currentPassword: 'fel-losen' },
    });
    expect(wrongPassword.json().fields.currentPassword).toBe('Nuvarande lösenord är fel.');
    expect(await mailsTo(t, 'ny.adress@example.se')).toEqual([]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/update-profile',
      headers: bearer(token),
      payload: { ...change, currentPassword: 'hemligt123' },
    });
    expect(res.json()).toMatchObject({ pendingEmail: 'ny.adress@example.se', user: { email: 'gammal.adress@example.se' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().email).toBe('gammal.adress@example.se');

    const wrong = await t.app.inject({ method: 'POST', url: '/api/confirm-email-change', headers: bearer(token), payload: { code: '000000' } });
    const code = await latestCodeFor(t, 'ny.adress@example.se');
    if (code !== '000000') expect(wrong.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'POST', url: '/api/confirm-email-change', headers: bearer(token), payload: { code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('ny.adress@example.se');
    const notice = (await mailsTo(t, 'gammal.adress@example.se')).at(-1);
    expect(notice?.subject).toBe('Din e-postadress hos Ryggkollen har ändrats');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ny.adress@example.se', password: 'hemligt123' } });
    expect(login.statusCode).toBe(200);
  });

  it('answers a change to an address that has an account like one to a waiting or a free address, and mails its owner a notice instead of a code', async () => {
    await signUp(t, 'upptagen@example.se');
    await registerUser(t, 'vantar.pa.kod@example.se');
    const { token } = await signUp(t, 'vill-byta@example.se');
    const answers: Record<string, unknown[]> = {};
    for (const [state, email] of Object.entries({ taken: 'upptagen@example.se', waiting: 'vantar.pa.kod@example.se', free: 'ledig.ny@example.se' })) {
      const mailed = await mailsTo(t, email);
      const change = await requestEmailChange(token, email.toUpperCase());
      const code = await latestCodeFor(t, email).catch(() => '');
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/confirm-email-change',
        headers: bearer(token),
        payload: { code: code === '000000' ? '000001' : '000000' },
      });
      answers[state] = [change, confirm].map((res) => [res.statusCode, res.body.replaceAll(email, '<e-post>')]);
      expect((await mailsTo(t, email)).length).toBe(mailed.length + 1);
    }
    expect(answers.waiting).toEqual(answers.taken);
    expect(answers.free).toEqual(answers.taken);
    expect(answers.taken!.map((a) => (a as unknown[])[0])).toEqual([200, 400]);
    // The owner of the taken address is told, without a code; the account keeps its address.
    const notice = (await mailsTo(t, 'upptagen@example.se')).at(-1)!;
    expect(notice.subject).toBe('Någon försökte byta till din e-postadress hos Ryggkollen');
    expect(notice.text).not.toMatch(/\d{6}/);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().email).toBe('vill-byta@example.se');
  });

  it('requires name and a valid e-mail', async () => {
    const { token } = await signUp(t, 'validera@example.se');
    const res = await t.app.inject({ method: 'PUT', url: '/api/update-profile', headers: bearer(token), payload: { name: ' ', email: 'nej' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'Namn är obligatoriskt', email: 'Ange en giltig e-postadress' });
  });
});

/** Asks for a change of address (with the password), as the profile page does. */
function requestEmailChange(token: string, email: string, password = 'hemligt123') {
  return t.app.inject({ method: 'PUT', url: '/api/update-profile', headers: bearer(token), payload: { name: 'Anna Berg', email, currentPassword: password } });
}

function confirmEmailChange(token: string, code: string) {
  return t.app.inject({ method: 'POST', url: '/api/confirm-email-change', headers: bearer(token), payload: { code } });
}

const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe('e-mail change codes for one address', () => {
  it(`stop at ${VERIFY_FAILURES_PER_EMAIL} wrong codes a day, summed over its sign-ups and every account that asks for it, also when guesses arrive at once`, async () => {
    const target = 'malet@example.se';
    // Two sign-ups of the address: ten wrong codes.
    for (let i = 0; i < 2; i++) {
      const reg = await registerUser(t, target, 'framlingens');
      const wrong = otherThan(await latestCodeFor(t, target));
      for (let j = 0; j < VERIFICATION_MAX_ATTEMPTS; j++) expect((await verifyCode(t, target, wrong, signupCookie(reg))).statusCode).toBe(400);
    }
    // Two accounts ask to move to the address and guess their codes: ten more.
    const a = await signUp(t, 'gissare.a@example.se');
    const b = await signUp(t, 'gissare.b@example.se');
    for (const { token } of [a, b]) {
      expect((await requestEmailChange(token, target)).statusCode).toBe(200);
      const wrong = otherThan(await latestCodeFor(t, target));
      for (let j = 0; j < VERIFICATION_MAX_ATTEMPTS; j++) expect((await confirmEmailChange(token, wrong)).statusCode).toBe(400);
    }
    // Fresh codes for both, and ten guesses at once: exactly five more are checked.
    const wrongFor = new Map<string, string>();
    for (const { token } of [a, b]) {
      await requestEmailChange(token, target);
      wrongFor.set(token, otherThan(await latestCodeFor(t, target)));
    }
    const rightForB = await latestCodeFor(t, target);
    const guesses = await Promise.all(
      [a, b].flatMap(({ token }) => Array.from({ length: VERIFICATION_MAX_ATTEMPTS }, () => confirmEmailChange(token, wrongFor.get(token)!))),
    );
    expect(guesses.filter((g) => g.statusCode === 400)).toHaveLength(VERIFY_FAILURES_PER_EMAIL - 20);
    const paused = guesses.filter((g) => g.statusCode === 429);
    expect(paused).toHaveLength(2 * VERIFICATION_MAX_ATTEMPTS - (VERIFY_FAILURES_PER_EMAIL - 20));
    expect(paused[0]?.json().error).toBe('För många felaktiga koder har skrivits för den här adressen i dag. Försök igen i morgon.');
    // Past the ceiling even the right code waits until tomorrow.
    expect((await confirmEmailChange(b.token, rightForB)).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(b.token) })).json().email).toBe('gissare.b@example.se');
  });

  it('never makes an admin: not the change to an address in ADMIN_EMAILS, nor a login afterwards', async () => {
    const { token } = await signUp(t, 'blivande.chef@example.se', 'kundens-losen');
    await requestEmailChange(token, 'Chef@Ryggkollen.test', 'kundens-losen');
    const changed = await confirmEmailChange(token, await latestCodeFor(t, 'chef@ryggkollen.test'));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user).toMatchObject({ email: 'chef@ryggkollen.test', role: 'customer' });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'chef@ryggkollen.test', password: 'kundens-losen' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('customer');
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(login.json().token) })).json().role).toBe('customer');
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().role).toBe('customer');
  });
});

describe('PUT /api/change-password', () => {
  it('needs the current password and signs out other sessions, keeping this one', async () => {
    const { token } = await signUp(t, 'losen@example.se', 'forsta-losen');
    const other = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'losen@example.se', password: 'forsta-losen' } })).json().token;

    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'fel', newPassword: 'andra-losen' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword).toBe('Nuvarande lösenord är fel.');
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'forsta-losen', newPassword: 'kort' },
    });
    expect(short.json().fields.newPassword).toBe('Lösenordet måste vara minst 6 tecken');

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'forsta-losen', newPassword: 'andra-losen' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) })).statusCode).toBe(401);
    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'losen@example.se', password: 'forsta-losen' } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'losen@example.se', password: 'andra-losen' } });
    expect(newLogin.statusCode).toBe(200);
  });
});

describe('PUT /api/change-password: the notice (ASVS 2.2.3)', () => {
  it('mails the owner that the password was changed, with no password in it; a refused change mails nothing', async () => {
    const { token } = await signUp(t, 'notis.losen@example.se', 'forsta-losen');
    const before = (await mailsTo(t, 'notis.losen@example.se')).length;
    const change = (currentPassword: string) =>
      t.app.inject({ method: 'PUT', url: '/api/change-password', headers: bearer(token), payload: { currentPassword, newPassword: 'andra-losen' } });
    expect((await change('fel-losen')).statusCode).toBe(400);
    expect(await mailsTo(t, 'notis.losen@example.se')).toHaveLength(before);

    expect((await change('forsta-losen')).statusCode).toBe(200);
    const mails = await mailsTo(t, 'notis.losen@example.se');
    expect(mails).toHaveLength(before + 1);
    const notice = mails.at(-1)!;
    expect(notice.subject).toBe('Ditt lösenord hos Ryggkollen har ändrats');
    expect(notice.text).toContain('Var det inte du?');
    expect(notice.text).toContain(t.config.supportEmail);
    for (const secret of ['forsta-losen', 'andra-losen']) {
      expect(notice.text).not.toContain(secret);
      expect(notice.html).not.toContain(secret);
    }
  });
});

describe('PUT /api/change-password, atomically', () => {
  it('keeps the old password and the other sessions when signing out the others fails', async () => {
    const { token, user } = await signUp(t, 'atomar@example.se', 'forsta-losen');
    const other = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'atomar@example.se', password: 'forsta-losen' } })).json().token;
    // Make the second statement (revoking the other sessions) fail inside the transaction.
    await t.database.db.execute(sql`create function fail_revoke() returns trigger language plpgsql as $$ begin raise exception 'revocation failed'; end $$`);
    await t.database.db.execute(sql`create trigger fail_revoke before update of revoked_at on sessions for each row execute function fail_revoke()`);
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/change-password',
        headers: bearer(token),
        payload: { currentPassword: 'forsta-losen', newPassword: 'andra-losen' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_revoke on sessions`);
      await t.database.db.execute(sql`drop function fail_revoke()`);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash, 'forsta-losen')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) })).statusCode).toBe(200);
  });
});

describe('GDPR: export and deletion', () => {
  it('exports everything held about the user as a dated JSON file', async () => {
    const { token, user } = await signUp(t, 'export@example.se', 'hemligt123', 'Eva Export');
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Eva', email: 'Export@example.se', subject: 'Hej', message: 'En fråga' } });
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Annan', email: 'annan@example.se', subject: 'Hej', message: 'Inte Evas' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/download-user-data', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mina-uppgifter-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.profile).toMatchObject({ id: user.id, name: 'Eva Export', email: 'export@example.se' });
    expect(JSON.stringify(data)).not.toContain('argon2');
    expect(data.messages).toHaveLength(1);
    expect(data.messages[0].message).toBe('En fråga');
    for (const key of ['consents', 'assessments']) expect(Array.isArray(data[key])).toBe(true);
    expect(data.unfinishedAssessment).toBeNull();
  });

  it('deletes the account, its sessions and messages, and only that account', async () => {
    const keep = await signUp(t, 'behall@example.se');
    const { token, user } = await signUp(t, 'radera@example.se');
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'R', email: 'radera@example.se', subject: 'S', message: 'M' } });
    const noPassword = await t.app.inject({ method: 'DELETE', url: '/api/delete-account', headers: bearer(token), payload: {} });
    expect(noPassword.statusCode).toBe(400);
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/delete-account', headers: bearer(token), payload: { password: 'fel-losen' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toBe('Nuvarande lösenord är fel.');
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/delete-account', headers: bearer(token), payload: { password: 'hemligt123' } });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'radera@example.se'))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'radera@example.se', password: 'hemligt123' } });
    expect(login.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(keep.token) })).statusCode).toBe(200);
  });

  it('refuses every profile call without a session', async () => {
    for (const [method, url] of [
      ['PUT', '/api/update-profile'],
      ['PUT', '/api/change-password'],
      ['POST', '/api/confirm-email-change'],
      ['GET', '/api/download-user-data'],
      ['DELETE', '/api/delete-account'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
