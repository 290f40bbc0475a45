import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { testAppForTest, useTestApp } from '../../../../tests/support/test-app';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createOrPromoteAdmin } from './admin-accounts';

const t = useTestApp();

describe('createOrPromoteAdmin (npm run create-admin)', () => {
  it('creates a verified admin who can log in at once', async () => {
    expect(await createOrPromoteAdmin(t.services.deps, { email: 'Admin@Ryggkollen.test', name: 'Ada Admin', password: 'admin-losen' })).toEqual({
      action: 'created',
      email: 'admin@ryggkollen.test',
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@ryggkollen.test', password: 'admin-losen' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });

  it('promotes an existing customer without touching the password', async () => {
    const { token } = await signUp(t, 'kund@example.se');
    expect((await createOrPromoteAdmin(t.services.deps, { email: 'kund@example.se' })).action).toBe('promoted');
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().role).toBe('admin');
  });

  it('asks for a password only when it creates a new admin', async () => {
    const asked: string[] = [];
    const askPassword = async () => (asked.push('asked'), 'fran-prompten');
    await createOrPromoteAdmin(t.services.deps, { email: 'fragad@example.se', name: 'Frida' }, { askPassword });
    expect(asked).toHaveLength(1);
    await createOrPromoteAdmin(t.services.deps, { email: 'fragad@example.se' }, { askPassword });
    expect(asked).toHaveLength(1);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'fragad@example.se', password: 'fran-prompten' } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses bad input with a clear message', async () => {
    await expect(createOrPromoteAdmin(t.services.deps, { email: 'nope' })).rejects.toThrow('--email: Ange en giltig e-postadress');
    await expect(createOrPromoteAdmin(t.services.deps, { email: 'ny@example.se', password: 'hemligt' })).rejects.toThrow(/needs a name/);
    await expect(createOrPromoteAdmin(t.services.deps, { email: 'ny@example.se', name: 'N', password: 'kort' })).rejects.toThrow(
      '--password: Lösenordet måste vara minst 6 tecken',
    );
  });

  it('holds names to the sign-up rules: no line breaks, control characters or invisible-only names', async () => {
    for (const name of ['Ada\r\nBcc: x@example.se', 'Ada\u0000', '\u200B\u200B']) {
      await expect(createOrPromoteAdmin(t.services.deps, { email: 'ny2@example.se', name, password: 'hemligt' })).rejects.toThrow(/^--name: /);
    }
    const created = await createOrPromoteAdmin(t.services.deps, { email: 'ny2@example.se', name: '  A\u0308sa  ', password: 'hemligt' });
    expect(created.action).toBe('created');
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ny2@example.se', password: 'hemligt' } });
    expect(res.json().user.name).toBe('\u00C4sa');
  });
});

describe('an address in ADMIN_EMAILS whose account is not an admin', () => {
  it('is told by /api/me and /api/user as adminPending, and no longer once create-admin has promoted it', async () => {
    const app = await testAppForTest({ env: { ADMIN_EMAILS: 'Agare@Ryggkollen.test' } });
    const { token } = await signUp(app, 'agare@ryggkollen.test');
    // The account was made before the address was listed: the list changed, the role did not.
    await app.services.deps.db.update(users).set({ role: 'customer' }).where(eq(users.email, 'agare@ryggkollen.test'));
    for (const url of ['/api/me', '/api/user']) {
      const res = await app.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.json(), url).toMatchObject({ role: 'customer', adminPending: true });
    }
    // A login does not change the role (decision 0016): the flag stays until an admin is made.
    const login = await app.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'agare@ryggkollen.test', password: 'hemligt123' } });
    expect(login.json().user.role).toBe('customer');
    expect(login.json().user).not.toHaveProperty('adminPending');

    await createOrPromoteAdmin(app.services.deps, { email: 'agare@ryggkollen.test' });
    const me = (await app.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json();
    expect(me.role).toBe('admin');
    expect(me).not.toHaveProperty('adminPending');
  });

  it('is never said of an address that is not listed, nor of an admin', async () => {
    const { token } = await signUp(t, 'vanlig@example.se');
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json()).not.toHaveProperty('adminPending');
  });
});
