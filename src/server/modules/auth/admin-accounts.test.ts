import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createOrPromoteAdmin } from './admin-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('createOrPromoteAdmin (npm run create-admin)', () => {
  it('creates a verified admin who can log in at once', async () => {
    expect(await createOrPromoteAdmin(t.database.db, { email: 'Admin@Ryggkollen.test', name: 'Ada Admin', password: 'admin-losen' })).toEqual({
      action: 'created',
      email: 'admin@ryggkollen.test',
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@ryggkollen.test', password: 'admin-losen' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });

  it('promotes an existing customer without touching the password', async () => {
    const { token } = await signUp(t, 'kund@example.se');
    expect((await createOrPromoteAdmin(t.database.db, { email: 'kund@example.se' })).action).toBe('promoted');
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().role).toBe('admin');
  });

  it('refuses bad input with a clear message', async () => {
    await expect(createOrPromoteAdmin(t.database.db, { email: 'nope' })).rejects.toThrow(/valid e-mail/);
    await expect(createOrPromoteAdmin(t.database.db, { email: 'ny@example.se', password: 'hemligt' })).rejects.toThrow(/needs a name/);
    await expect(createOrPromoteAdmin(t.database.db, { email: 'ny@example.se', name: 'N', password: 'kort' })).rejects.toThrow(/at least 6/);
  });
});
