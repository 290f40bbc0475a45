import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, verificationCodes } from '../../db/schema';
import { bearer, latestCodeFor, mailsTo, registerUser, signUp } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'Chef@Ryggkollen.test' } });
});
afterAll(() => t.close());

describe('registration', () => {
  it('creates an unverified account, stores the password with argon2id and mails a code', async () => {
    const res = await registerUser(t, 'ny@example.se', 'hemligt123', 'Nils Nyberg');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ needsVerification: true, email: 'ny@example.se', message: expect.stringContaining('kod'), expiresInSeconds: 900 });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ny@example.se'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.emailVerifiedAt).toBeNull();
    const code = await latestCodeFor(t, 'ny@example.se');
    const [stored] = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user!.id));
    expect(stored?.codeHash).not.toContain(code);
    const mail = (await mailsTo(t, 'ny@example.se')).at(-1)!;
    expect(mail.subject).toBe(`${code} är din kod till Ryggkollen`);
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(code);
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

  it('answers the same for an address that already has an account, and mails a notice instead of a code', async () => {
    await signUp(t, 'finns@example.se');
    const before = (await t.outbox()).length;
    const res = await registerUser(t, 'FINNS@example.se', 'annatlosen', 'Inkräktare');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ needsVerification: true, email: 'finns@example.se' });
    expect((await t.outbox()).length).toBe(before + 1);
    const notice = (await mailsTo(t, 'finns@example.se')).at(-1)!;
    expect(notice.subject).toBe('Du har redan ett konto hos Ryggkollen');
    expect(notice.text).not.toMatch(/\d{6}/);
    // The existing account's password is unchanged.
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'finns@example.se', password: 'hemligt123' } });
    expect(login.statusCode).toBe(200);
  });
});

describe('verification codes', () => {
  it('signs in with the right code and sets an httpOnly SameSite=Lax cookie', async () => {
    await registerUser(t, 'kod@example.se');
    const code = await latestCodeFor(t, 'kod@example.se');
    const res = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { email: 'Kod@Example.se', code } });
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json();
    expect(user).toMatchObject({ email: 'kod@example.se', name: 'Anna Berg', role: 'customer' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/rk_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json()).toEqual(user);
    // A code works once.
    const again = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { email: 'kod@example.se', code } });
    expect(again.statusCode).toBe(400);
  });

  it('allows five wrong tries, then needs a new code', async () => {
    await registerUser(t, 'gissa@example.se');
    const code = await latestCodeFor(t, 'gissa@example.se');
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { email: 'gissa@example.se', code: wrong } });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().error);
    }
    expect(messages[0]).toBe('Fel kod. Du har 4 försök kvar.');
    expect(messages[4]).toBe('För många felaktiga försök. Begär en ny kod.');
    const right = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { email: 'gissa@example.se', code } });
    expect(right.json().error).toBe('För många felaktiga försök. Begär en ny kod.');
    // A new code works.
    await t.database.db.delete((await import('../../db/schema')).rateLimitEvents);
    const resend = await t.app.inject({ method: 'POST', url: '/api/resend-verification', payload: { email: 'gissa@example.se' } });
    expect(resend.statusCode).toBe(200);
    const fresh = await latestCodeFor(t, 'gissa@example.se');
    const ok = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { email: 'gissa@example.se', code: fresh } });
    expect(ok.statusCode).toBe(200);
  });

  it('holds the attempt limit when guesses arrive at once', async () => {
    await registerUser(t, 'parallell@example.se');
    const code = await latestCodeFor(t, 'parallell@example.se');
    const wrong = code === '999999' ? '888888' : '999999';
    const results = await Promise.all(
      Array.from({ length: 12 }, () => t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { email: 'parallell@example.se', code: wrong } })),
    );
    const [row] = await t.database.db.select().from(verificationCodes).innerJoin(users, eq(users.id, verificationCodes.userId)).where(eq(users.email, 'parallell@example.se'));
    expect(row?.verification_codes.attempts).toBe(5);
    expect(results.filter((r) => r.json().error.startsWith('Fel kod')).length).toBe(4);
  });

  it('refuses an expired code with the spec text', async () => {
    await registerUser(t, 'sen@example.se');
    const code = await latestCodeFor(t, 'sen@example.se');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'sen@example.se'));
    await t.database.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.userId, user!.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { email: 'sen@example.se', code } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Koden har gått ut. Begär en ny kod.');
  });

  it('rejects a code that is not six digits', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { email: 'a@example.se', code: '12a45' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.code).toBe('Koden måste vara 6 siffror');
  });

  it('answers the same for unknown addresses, and limits resending to one a minute', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/resend-verification', payload: { email: 'okand@example.se' } });
    expect(unknown.statusCode).toBe(200);
    await registerUser(t, 'igen@example.se');
    const first = await t.app.inject({ method: 'POST', url: '/api/resend-verification', payload: { email: 'igen@example.se' } });
    expect(first.json().message).toBe(unknown.json().message);
    const second = await t.app.inject({ method: 'POST', url: '/api/resend-verification', payload: { email: 'igen@example.se' } });
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toBe('Vänta en minut innan du begär en ny kod.');
    expect(second.headers['retry-after']).toBeDefined();
  });

  it('makes an address in ADMIN_EMAILS an admin when it is verified', async () => {
    const { user } = await signUp(t, 'chef@ryggkollen.test');
    expect(user.role).toBe('admin');
  });
});

describe('login', () => {
  it('compares e-mail case-insensitively and returns user and token', async () => {
    await signUp(t, 'logga@example.se', 'rattlosen');
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: '  LOGGA@Example.SE ', password: 'rattlosen' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('logga@example.se');
  });

  it('gives the same answer for an unknown address and a wrong password', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ingen@example.se', password: 'x12345' } });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'logga@example.se', password: 'fel-losen' } });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error).toBe('Fel e-postadress eller lösenord.');
  });

  it('sends an unverified account to verification with a new code', async () => {
    await registerUser(t, 'overifierad@example.se', 'hemligt123');
    const before = await latestCodeFor(t, 'overifierad@example.se');
    await t.database.db.delete((await import('../../db/schema')).rateLimitEvents);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'overifierad@example.se', password: 'hemligt123' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ needsVerification: true, email: 'overifierad@example.se' });
    const after = await latestCodeFor(t, 'overifierad@example.se');
    const verify = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { email: 'overifierad@example.se', code: after } });
    expect(verify.statusCode).toBe(200);
    expect(typeof before).toBe('string');
  });

  it('limits attempts per e-mail to 10 in 15 minutes, even in parallel, with a Swedish 429', async () => {
    await signUp(t, 'hammer@example.se', 'rattlosen');
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'hammer@example.se', password: 'fel' }, remoteAddress: `10.2.0.${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 401).length).toBe(10);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(limited.length).toBe(4);
    expect(limited[0]?.json().error).toMatch(/för många försök/);
    // Even the right password is refused until the window passes.
    const right = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'hammer@example.se', password: 'rattlosen' } });
    expect(right.statusCode).toBe(429);
  });

  it('limits attempts per IP address across e-mail addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: `spray${i}@example.se`, password: 'x' }, remoteAddress: '10.3.3.3' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
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
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(sessions.userId, user.id));
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
    const sameSite = await t.app.inject({ method: 'PUT', url: '/api/update-profile', cookies, payload, headers: { origin: 'http://localhost:80', host: 'localhost:80' } });
    expect(sameSite.statusCode).toBe(200);
    // A bearer token is not sent by browsers on their own, so it needs no origin check.
    const viaBearer = await t.app.inject({ method: 'PUT', url: '/api/update-profile', headers: bearer(token), payload });
    expect(viaBearer.statusCode).toBe(200);
  });
});
