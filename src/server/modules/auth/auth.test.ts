import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingSignups, sessions, users } from '../../db/schema';
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, VERIFICATION_MAX_ATTEMPTS } from '../../../shared/domain/account';
import { bearer, browser, latestCodeFor, mailsTo, nextClientIp, registerUser, signUp, signupCookie, verifyCode } from '../../../../tests/support/accounts';
import { AUTH_MESSAGES } from './messages';
import { VERIFY_FAILURES_PER_EMAIL } from './session-policy';
import { loginDelayMs } from './service';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp({ env: { ADMIN_EMAILS: 'Chef@Ryggkollen.test, Boss@Ryggkollen.test' } });

describe('registration', () => {
  it('keeps a new sign-up apart from accounts, stores the password with argon2id and mails a code', async () => {
    const res = await registerUser(t, 'ny@example.se', 'hemligt123', 'Nils Nyberg');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ needsVerification: true, email: 'ny@example.se', message: expect.stringContaining('kod'), expiresInSeconds: 900 });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'ny@example.se'))).toEqual([]);
    const [signup] = await t.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, 'ny@example.se'));
    expect(signup?.passwordHash).toMatch(/^\$argon2id\$/);
    const code = await latestCodeFor(t, 'ny@example.se');
    expect(signup?.codeHash).not.toContain(code);
    const mail = (await mailsTo(t, 'ny@example.se')).at(-1)!;
    expect(mail.subject).toBe(`${code} är din kod till Ryggkollen`);
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(code);
    // The browser that registered holds the sign-up's token; page scripts never see it.
    const cookie = res.cookies.find((c) => c.name === 'rk_signup');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });
    expect(signup?.tokenHash).not.toBe(cookie?.value);
  });

  it('validates on the server with Swedish messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: { name: '', email: 'x', password: '123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Namn är obligatoriskt',
      email: 'Ange en giltig e-postadress',
      password: 'Lösenordet måste vara minst 6 tecken',
    });
  });

  it('takes a password of 128 characters whole (ASVS 2.1.2, 2.1.3): one that differs only in its last character does not log in', async () => {
    // Characters as people count them (code points): the tree is one, though two UTF-16 units.
    const long = Array.from('Sommar i Åre 2026 🌲 '.repeat(7))
      .slice(0, PASSWORD_MAX_LENGTH - 1)
      .join('');
    const password = `${long}a`;
    expect(Array.from(password)).toHaveLength(PASSWORD_MAX_LENGTH);
    await signUp(t, 'lang.losen@example.se', password);
    const login = (pw: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'lang.losen@example.se', password: pw }, remoteAddress: nextClientIp() });
    expect((await login(`${long}b`)).statusCode).toBe(401);
    expect((await login(password)).statusCode).toBe(200);
    const tooLong = await registerUser(t, 'for.lang@example.se', `${password}x`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.password).toBe(ACCOUNT_MESSAGES.passwordTooLong);
  });

  it('answers the same for an address that already has an account, and mails a notice instead of a code', async () => {
    await signUp(t, 'finns@example.se');
    const fresh = await registerUser(t, 'ledig@example.se', 'annatlosen', 'Inkräktare');
    const before = (await t.outbox()).length;
    const res = await registerUser(t, 'FINNS@example.se', 'annatlosen', 'Inkräktare');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ...fresh.json(), email: 'finns@example.se' });
    expect(res.cookies.map((c) => [c.name, c.httpOnly, c.sameSite, c.path, c.maxAge])).toEqual(
      fresh.cookies.map((c) => [c.name, c.httpOnly, c.sameSite, c.path, c.maxAge]),
    );
    expect((await t.outbox()).length).toBe(before + 1);
    const notice = (await mailsTo(t, 'finns@example.se')).at(-1)!;
    expect(notice.subject).toBe('Du har redan ett konto hos Ryggkollen');
    expect(notice.text).not.toMatch(/\d{6}/);
    // The existing account's password is unchanged.
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'finns@example.se', password: 'hemligt123' } });
    expect(login.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'finns@example.se', password: 'annatlosen' } })).statusCode).toBe(401);
  });
});

describe('a second registration of a waiting address (sign-up takeover)', () => {
  it('never replaces the first sign-up’s password: the owner verifies with her code and her password works', async () => {
    const a = await registerUser(t, 'anna.a@example.se', 'annas-losen', 'Anna A', '10.7.0.1');
    const annasCode = await latestCodeFor(t, 'anna.a@example.se');
    const b = await registerUser(t, 'anna.a@example.se', 'bengts-losen', 'Bengt B', '10.7.0.2');
    expect(b.json()).toEqual(a.json());
    const bengtsCode = await latestCodeFor(t, 'anna.a@example.se');

    // The newest mail carries Bengt's code; in Anna's browser it does not verify anything.
    if (bengtsCode !== annasCode) {
      const wrong = await verifyCode(t, 'anna.a@example.se', bengtsCode, signupCookie(a));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe(AUTH_MESSAGES.codeRefused);
    }
    const ok = await verifyCode(t, 'anna.a@example.se', annasCode, signupCookie(a));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.name).toBe('Anna A');

    const annas = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'anna.a@example.se', password: 'annas-losen' } });
    expect(annas.statusCode).toBe(200);
    const bengts = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'anna.a@example.se', password: 'bengts-losen' },
      remoteAddress: '10.7.0.2',
    });
    expect(bengts.statusCode).toBe(401);
    // Bengt's sign-up ended with Anna's verification, even with the code in hand.
    const late = await verifyCode(t, 'anna.a@example.se', bengtsCode, signupCookie(b));
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(AUTH_MESSAGES.codeRefused);
  });

  it('cannot hand a stranger an admin account, whichever code the owner types', async () => {
    const owner = await registerUser(t, 'chef@ryggkollen.test', 'agarens-losen', 'Chef', '10.8.0.1');
    const stranger = await registerUser(t, 'chef@ryggkollen.test', 'angriparens', 'Angripare', '10.8.0.2');
    const newestCode = await latestCodeFor(t, 'chef@ryggkollen.test');
    // The stranger has no code; guessing is capped at five tries.
    const guesses = await Promise.all(Array.from({ length: 7 }, (_, i) => verifyCode(t, 'chef@ryggkollen.test', String(100000 + i), signupCookie(stranger))));
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
    // The owner types the newest code (the stranger's) in her own browser: no account for the stranger.
    await verifyCode(t, 'chef@ryggkollen.test', newestCode, signupCookie(owner));
    const strangerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'chef@ryggkollen.test', password: 'angriparens' },
      remoteAddress: '10.8.0.2',
    });
    expect(strangerLogin.statusCode).not.toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'chef@ryggkollen.test'))).toEqual([]);
  });
});

describe("a stranger's sign-ups of a waiting address", () => {
  it("never push the owner's sign-up out: her code still verifies after many more registrations", async () => {
    const owner = await registerUser(t, 'uttrangd@example.se', 'agarens-losen', 'Ägare');
    const ownersCode = await latestCodeFor(t, 'uttrangd@example.se');
    for (let i = 0; i < 6; i++) await registerUser(t, 'uttrangd@example.se', `fraammande-${i}`, 'Främling');
    const ok = await verifyCode(t, 'uttrangd@example.se', ownersCode, signupCookie(owner));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.name).toBe('Ägare');
  });

  it('let the owner log in to verify from another browser: her password is the one that counts', async () => {
    await registerUser(t, 'annan-webblasare@example.se', 'agarens-losen', 'Ägare');
    await registerUser(t, 'annan-webblasare@example.se', 'framlingens', 'Främling');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'annan-webblasare@example.se', password: 'agarens-losen' },
      remoteAddress: nextClientIp(),
    });
    // Answered like any refused login, but the owner's password moved the sign-up here and mailed a new code.
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ error: AUTH_MESSAGES.loginRefused });
    const code = await latestCodeFor(t, 'annan-webblasare@example.se');
    const ok = await verifyCode(t, 'annan-webblasare@example.se', code, signupCookie(login));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.name).toBe('Ägare');
    // The stranger's password never opens the account.
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'annan-webblasare@example.se', password: 'framlingens' },
      remoteAddress: nextClientIp(),
    });
    expect(stranger.statusCode).toBe(401);
  });

  it(`cap wrong guesses for one address across all its sign-ups at ${VERIFY_FAILURES_PER_EMAIL} a day: past that even the right code waits`, async () => {
    const email = 'gissning@example.se';
    let failures = 0;
    let last: Awaited<ReturnType<typeof registerUser>> | undefined;
    // A stranger opens sign-up after sign-up (codes go to the owner's mailbox) and guesses each one's code.
    while (failures < VERIFY_FAILURES_PER_EMAIL) {
      last = await registerUser(t, email, 'framlingens', 'Främling');
      const code = await latestCodeFor(t, email);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < VERIFICATION_MAX_ATTEMPTS && failures < VERIFY_FAILURES_PER_EMAIL; i++, failures++) {
        expect((await verifyCode(t, email, wrong, signupCookie(last))).statusCode).toBe(400);
      }
    }
    const fresh = await registerUser(t, email, 'framlingens', 'Främling');
    const right = await latestCodeFor(t, email);
    const refused = await verifyCode(t, email, right, signupCookie(fresh));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(AUTH_MESSAGES.verifyPaused);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('the day’s ceiling of code checks for an address', () => {
  it('counts wrong codes only: a right one gives its slot back', async () => {
    const email = 'ratt-kod@example.se';
    for (let i = 0; i < VERIFY_FAILURES_PER_EMAIL - 1; i++) expect((await verifyCode(t, email, '123456')).statusCode).toBe(400);
    const reg = await registerUser(t, email);
    expect((await verifyCode(t, email, await latestCodeFor(t, email), signupCookie(reg))).statusCode).toBe(200);
    // The right code took the last slot and gave it back: one more wrong code is checked, then the day is over.
    expect((await verifyCode(t, email, '123456')).statusCode).toBe(400);
    expect((await verifyCode(t, email, '123456')).statusCode).toBe(429);
  });
});

describe('two sign-ups of one address verified at the same moment', () => {
  it('creates exactly one account', async () => {
    const first = await registerUser(t, 'samtidigt@example.se', 'forsta-losen');
    const firstCode = await latestCodeFor(t, 'samtidigt@example.se');
    const second = await registerUser(t, 'samtidigt@example.se', 'andra-losen');
    const secondCode = await latestCodeFor(t, 'samtidigt@example.se');
    const results = await Promise.all([
      verifyCode(t, 'samtidigt@example.se', firstCode, signupCookie(first)),
      verifyCode(t, 'samtidigt@example.se', secondCode, signupCookie(second)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'samtidigt@example.se'))).toHaveLength(1);
    expect(await t.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, 'samtidigt@example.se'))).toEqual([]);
  });
});

describe('verification codes', () => {
  it('signs in with the right code in the browser that registered, and sets an httpOnly SameSite=Lax cookie', async () => {
    const reg = await registerUser(t, 'kod@example.se');
    const code = await latestCodeFor(t, 'kod@example.se');
    const res = await verifyCode(t, 'Kod@Example.se', code, signupCookie(reg));
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json();
    expect(user).toMatchObject({ email: 'kod@example.se', name: 'Anna Berg', role: 'customer' });
    const session = res.cookies.find((c) => c.name === 'rk_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(res.cookies.find((c) => c.name === 'rk_signup')?.value).toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json()).toEqual(user);
    // A code works once.
    const again = await verifyCode(t, 'kod@example.se', code, signupCookie(reg));
    expect(again.statusCode).toBe(400);
  });

  it('allows five wrong tries, then needs a new code; every code that does not work gets one answer', async () => {
    const reg = await registerUser(t, 'gissa@example.se');
    const code = await latestCodeFor(t, 'gissa@example.se');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verifyCode(t, 'gissa@example.se', wrong, signupCookie(reg));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.codeRefused, fields: { code: AUTH_MESSAGES.codeRefused } });
    }
    const right = await verifyCode(t, 'gissa@example.se', code, signupCookie(reg));
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe(AUTH_MESSAGES.codeRefused);
    // A new code works.
    const resend = await t.app.inject({ method: 'POST', url: '/api/resend-verification', payload: { email: 'gissa@example.se' }, headers: signupCookie(reg) });
    expect(resend.statusCode).toBe(200);
    const fresh = await latestCodeFor(t, 'gissa@example.se');
    const ok = await verifyCode(t, 'gissa@example.se', fresh, signupCookie(reg));
    expect(ok.statusCode).toBe(200);
  });

  it('holds the attempt limit when guesses arrive at once', async () => {
    const reg = await registerUser(t, 'parallell@example.se');
    const code = await latestCodeFor(t, 'parallell@example.se');
    const wrong = code === '999999' ? '888888' : '999999';
    const results = await Promise.all(Array.from({ length: 12 }, () => verifyCode(t, 'parallell@example.se', wrong, signupCookie(reg))));
    const [row] = await t.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, 'parallell@example.se'));
    expect(row?.attempts).toBe(5);
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(400));
    // The five tries are spent: the right code no longer works.
    expect((await verifyCode(t, 'parallell@example.se', code, signupCookie(reg))).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const reg = await registerUser(t, 'sen@example.se');
    const code = await latestCodeFor(t, 'sen@example.se');
    await t.database.db
      .update(pendingSignups)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignups.email, 'sen@example.se'));
    const res = await verifyCode(t, 'sen@example.se', code, signupCookie(reg));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(AUTH_MESSAGES.codeRefused);
  });

  it('rejects a code that is not six digits', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { email: 'a@example.se', code: '12a45' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.code).toBe('Koden måste vara 6 siffror');
  });

  it('a resend mails a new code that replaces the old one, at most once a minute', async () => {
    const reg = await registerUser(t, 'igen@example.se');
    const oldCode = await latestCodeFor(t, 'igen@example.se');
    const first = await t.app.inject({ method: 'POST', url: '/api/resend-verification', payload: { email: 'igen@example.se' }, headers: signupCookie(reg) });
    expect(first.statusCode).toBe(200);
    expect(await mailsTo(t, 'igen@example.se')).toHaveLength(2);
    const newCode = await latestCodeFor(t, 'igen@example.se');
    const second = await t.app.inject({ method: 'POST', url: '/api/resend-verification', payload: { email: 'igen@example.se' }, headers: signupCookie(reg) });
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toBe('Vänta en minut innan du begär en ny kod.');
    expect(second.headers['retry-after']).toBeDefined();
    expect(await mailsTo(t, 'igen@example.se')).toHaveLength(2);
    // A new code, not the old one again (two random codes agree once in a million).
    expect(newCode).not.toBe(oldCode);
    expect((await verifyCode(t, 'igen@example.se', oldCode, signupCookie(reg))).statusCode).toBe(400);
    expect((await verifyCode(t, 'igen@example.se', newCode, signupCookie(reg))).statusCode).toBe(200);
  });

  it('makes an address in ADMIN_EMAILS an admin when it is verified', async () => {
    const { user } = await signUp(t, 'boss@ryggkollen.test');
    expect(user.role).toBe('admin');
  });
});

describe('telling addresses apart', () => {
  it('answers a wrong code and a resend the same for a waiting, an unknown and a taken address, and mails nothing', async () => {
    await registerUser(t, 'vantar@example.se');
    await signUp(t, 'tagen@example.se');
    const mailsBefore = (await t.outbox()).length;
    const answers = [];
    for (const email of ['vantar@example.se', 'okand@example.se', 'tagen@example.se']) {
      const verify = await verifyCode(t, email, '123456');
      const resend = await t.app.inject({ method: 'POST', url: '/api/resend-verification', payload: { email } });
      answers.push({ verify: [verify.statusCode, verify.body, verify.cookies.length], resend: [resend.statusCode, resend.body, resend.cookies.length] });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.verify[0]).toBe(400);
    expect(JSON.parse(String(answers[0]!.verify[1])).error).toBe(AUTH_MESSAGES.codeRefused);
    expect((await t.outbox()).length).toBe(mailsBefore);
  });

  it('does the same for every address when asked to resend without the browser’s sign-up: no code renewed, nothing mailed', async () => {
    await registerUser(t, 'tid@example.se');
    const before = await t.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, 'tid@example.se'));
    const mailsBefore = (await t.outbox()).length;
    for (const email of ['tid@example.se', 'inte-alls@example.se']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/resend-verification', payload: { email }, remoteAddress: nextClientIp() });
      expect(res.statusCode).toBe(200);
    }
    expect((await t.outbox()).length).toBe(mailsBefore);
    const after = await t.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, 'tid@example.se'));
    expect(after.map((r) => [r.codeHash, r.codeExpiresAt.getTime()])).toEqual(before.map((r) => [r.codeHash, r.codeExpiresAt.getTime()]));
  });
});

describe('an outsider telling addresses apart in one browser', () => {
  /** A code that is not the newest one mailed to the address (so a guess is surely wrong). */
  async function wrongCodeFor(email: string) {
    const mailed = await latestCodeFor(t, email).catch(() => '');
    return mailed === '000000' ? '000001' : '000000';
  }
  /** What a step shows the outsider: status, body (the address taken out) and the cookies it sets. */
  const seen = (res: { statusCode: number; body: string; cookies: { name: string }[] }, email: string) => [
    res.statusCode,
    res.body.replaceAll(email, '<e-post>'),
    res.cookies.map((c) => c.name).sort(),
  ];
  async function addressStates(tag: string) {
    const verified = `konto-${tag}@example.se`;
    const waiting = `vantar-${tag}@example.se`;
    await signUp(t, verified, 'agarens-losen');
    await registerUser(t, waiting, 'agarens-losen');
    return { verified, waiting, free: `ledig-${tag}@example.se` };
  }

  it('register, log in with the password used, guess a code, ask for new codes: the same answers for a verified account, a waiting sign-up and a free address', async () => {
    const states = await addressStates('en-webblasare');
    const answers: Record<string, unknown[]> = {};
    for (const [state, email] of Object.entries(states)) {
      const b = browser(t);
      const steps = [
        await b.post('/api/register', { name: 'Främling', email, password: 'framlingens' }),
        await b.post('/api/login', { email, password: 'framlingens' }),
        await b.post('/api/verify-email', { email, code: await wrongCodeFor(email) }),
        await b.post('/api/resend-verification', { email }),
        await b.post('/api/resend-verification', { email }),
      ];
      answers[state] = steps.map((res) => seen(res, email));
    }
    expect(answers.free).toEqual(answers.verified);
    expect(answers.waiting).toEqual(answers.verified);
    expect(answers.verified!.map((a) => (a as unknown[])[0])).toEqual([201, 401, 400, 200, 429]);
  });

  it(`pauses code checks alike for every address after ${VERIFY_FAILURES_PER_EMAIL} wrong codes in a day`, async () => {
    const states = await addressStates('paus');
    const answers: Record<string, unknown[]> = {};
    for (const [state, email] of Object.entries(states)) {
      const b = browser(t);
      await b.post('/api/register', { name: 'Främling', email, password: 'framlingens' });
      await b.post('/api/login', { email, password: 'framlingens' });
      const wrong = await wrongCodeFor(email);
      const statuses = [];
      for (let i = 0; i <= VERIFY_FAILURES_PER_EMAIL; i++) statuses.push((await b.post('/api/verify-email', { email, code: wrong })).statusCode);
      answers[state] = statuses;
    }
    expect(answers.free).toEqual(answers.verified);
    expect(answers.waiting).toEqual(answers.verified);
    expect(answers.verified).toEqual([...Array(VERIFY_FAILURES_PER_EMAIL).fill(400), 429]);
  });

  it('a login with the password just chosen, and a new code, do the same work for every address (a renewed code is a job, not the request’s)', async () => {
    const states = await addressStates('samma-arbete');
    /** The jobs a request writes, by queue: its work in the database, which its time follows. */
    async function jobsWrittenBy(request: () => Promise<unknown>) {
      const count = async () =>
        new Map(
          ((await t.database.executeSql('select name, count(*)::int as n from pgboss.job group by name', [])).rows as { name: string; n: number }[]).map(
            (r) => [r.name, r.n],
          ),
        );
      const before = await count();
      await request();
      const after = await count();
      return [...after].map(([name, n]) => [name, n - (before.get(name) ?? 0)]).filter(([, n]) => n !== 0);
    }
    const written: Record<string, unknown[]> = {};
    const mailed: Record<string, number> = {};
    for (const [state, email] of Object.entries(states)) {
      const b = browser(t);
      await b.post('/api/register', { name: 'Främling', email, password: 'framlingens' });
      mailed[state] = (await mailsTo(t, email)).length;
      written[state] = [
        await jobsWrittenBy(() => b.post('/api/login', { email, password: 'framlingens' })),
        await jobsWrittenBy(() => b.post('/api/resend-verification', { email })),
      ];
    }
    expect(written.free).toEqual(written.verified);
    expect(written.waiting).toEqual(written.verified);
    expect(written.verified).toEqual([[['renew-signup-code', 1]], [['renew-signup-code', 1]]]);
    // The outsider's own sign-up still gets its new code, by the job; the others get nothing.
    expect((await mailsTo(t, states.free)).length).toBe(mailed.free! + 1);
    expect((await mailsTo(t, states.verified)).length).toBe(mailed.verified);
    expect((await mailsTo(t, states.waiting)).length).toBe(mailed.waiting);
  });

  it('registering in one browser and logging in from another tells nothing either', async () => {
    const states = await addressStates('tva-webblasare');
    const answers: Record<string, unknown[]> = {};
    for (const [state, email] of Object.entries(states)) {
      await browser(t).post('/api/register', { name: 'Främling', email, password: 'framlingens' });
      const other = browser(t);
      const steps = [
        await other.post('/api/login', { email, password: 'framlingens' }),
        await other.post('/api/verify-email', { email, code: await wrongCodeFor(email) }),
      ];
      answers[state] = steps.map((res) => seen(res, email));
    }
    expect(answers.free).toEqual(answers.verified);
    expect(answers.waiting).toEqual(answers.verified);
  });
});

describe('login', () => {
  it('compares e-mail case-insensitively and returns user and token', async () => {
    await signUp(t, 'logga@example.se', 'rattlosen');
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: '  LOGGA@Example.SE ', password: 'rattlosen' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('logga@example.se');
  });

  it('gives one answer to an unknown address, a wrong password, and a waiting sign-up with a wrong or its right password', async () => {
    await registerUser(t, 'vantande@example.se', 'hemligt123');
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: nextClientIp() });
    const refused = [
      await login('ingen@example.se', 'x12345'),
      await login('logga@example.se', 'fel-losen'),
      await login('vantande@example.se', 'fel-losen'),
      await login('vantande@example.se', 'hemligt123'),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.loginRefused });
      // Always a new sign-up token for this browser: of the sign-up when its password was right, of nothing otherwise.
      expect(res.cookies.map((c) => [c.name, c.httpOnly, c.sameSite, c.path, c.maxAge])).toEqual([['rk_signup', true, 'Strict', '/api/', 86400]]);
    }
  });

  it('moves a waiting sign-up to the browser its owner logs in from, with a new code', async () => {
    await registerUser(t, 'overifierad@example.se', 'hemligt123');
    const mailed = (await mailsTo(t, 'overifierad@example.se')).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'overifierad@example.se', password: 'hemligt123' } });
    expect(res.statusCode).toBe(401);
    expect(await mailsTo(t, 'overifierad@example.se')).toHaveLength(mailed + 1);
    const code = await latestCodeFor(t, 'overifierad@example.se');
    const verify = await verifyCode(t, 'overifierad@example.se', code, signupCookie(res));
    expect(verify.statusCode).toBe(200);
  });

  it('never locks the owner out: wrong passwords from many clients slow down but do not block, and the owner gets in', async () => {
    await signUp(t, 'hammer@example.se', 'rattlosen');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'hammer@example.se', password: 'fel' }, remoteAddress: `10.2.0.${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(401));
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'hammer@example.se', password: 'rattlosen' },
      remoteAddress: '10.2.1.1',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('limits one client to 10 tries for one address in 15 minutes, even in parallel, with a Swedish 429', async () => {
    await signUp(t, 'spik@example.se', 'rattlosen');
    const results = await Promise.all(
      Array.from({ length: 13 }, () =>
        t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'spik@example.se', password: 'fel' }, remoteAddress: '10.4.4.4' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 401).length).toBe(10);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(limited.length).toBe(3);
    expect(limited[0]?.json().error).toMatch(/för många försök/);
    // That client is stopped; the owner on another client is not.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'spik@example.se', password: 'rattlosen' }, remoteAddress: '10.4.4.4' }))
        .statusCode,
    ).toBe(429);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'spik@example.se', password: 'rattlosen' }, remoteAddress: '10.4.4.5' }))
        .statusCode,
    ).toBe(200);
  });

  it('limits attempts per IP address across e-mail addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `spray${i}@example.se`, password: 'x' },
        remoteAddress: '10.3.3.3',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
  });
});

describe('loginDelayMs', () => {
  it('does not slow down the first ten failures, then one more second per failure up to ten', () => {
    expect([0, 9, 10, 11, 15, 19, 50].map(loginDelayMs)).toEqual([0, 0, 1000, 2000, 6000, 10_000, 10_000]);
  });
});

describe('sessions', () => {
  it('refuses missing, unknown and revoked tokens with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer('nonsense') })).statusCode).toBe(401);
    const { token } = await signUp(t, 'ut@example.se');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/rk_session=;/);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Du behöver logga in för att göra det här.');
  });

  it('refuses an expired session', async () => {
    const { token, user } = await signUp(t, 'gammal@example.se');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('ends a session that has not been used for 7 days, within the 30-day limit', async () => {
    const { token, user } = await signUp(t, 'vilande@example.se');
    const day = 24 * 60 * 60 * 1000;
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 6 * day) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 7 * day - 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('accepts the cookie, but a cookie-only write must come from our own origin', async () => {
    const { token } = await signUp(t, 'kaka@example.se');
    const cookies = { rk_session: token };
    expect((await t.app.inject({ method: 'GET', url: '/api/me', cookies })).statusCode).toBe(200);
    const payload = { name: 'Kaka Ny', email: 'kaka@example.se' };
    const crossSite = await t.app.inject({ method: 'PUT', url: '/api/update-profile', cookies, payload, headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await t.app.inject({ method: 'PUT', url: '/api/update-profile', cookies, payload });
    expect(noOrigin.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'PUT',
      url: '/api/update-profile',
      cookies,
      payload,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(sameSite.statusCode).toBe(200);
    // Same host, other scheme: not our origin (an http page could be anyone's on the path).
    const otherScheme = await t.app.inject({
      method: 'PUT',
      url: '/api/update-profile',
      cookies,
      payload,
      headers: { origin: 'https://localhost:80', host: 'localhost:80' },
    });
    expect(otherScheme.statusCode).toBe(403);
    const viaReferer = await t.app.inject({
      method: 'PUT',
      url: '/api/update-profile',
      cookies,
      payload,
      headers: { referer: 'http://localhost:3000/profil', host: 'example.org' },
    });
    expect(viaReferer.statusCode).toBe(200);
    // A bearer token is not sent by browsers on their own, so it needs no origin check.
    const viaBearer = await t.app.inject({ method: 'PUT', url: '/api/update-profile', headers: bearer(token), payload });
    expect(viaBearer.statusCode).toBe(200);
  });
});
