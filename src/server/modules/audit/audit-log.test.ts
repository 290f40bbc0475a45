import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/contracts/audit';
import { adminAuditLog } from '../../db/schema';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { minimalDiscount, minimalProduct, useGoogleDocStandIn } from '../../../../tests/support/admin-changes';
import { uploadTemplate } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import { recordAdminChange } from './service';

const ADMIN_EMAIL = 'logg@ryggkollen.test';
const OTHER_ADMIN_EMAIL = 'tillfallig@ryggkollen.test';
const ADMIN_API_KEY = 'en-lang-nyckel-for-admin-0123456789';
const DOC_ID = '1AuditDocAbCdEfGhIjKlMnOpQrStUvWxYz01';

const docs = useGoogleDocStandIn(DOC_ID);

const t = useTestApp(() => ({
  seed: true,
  env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${OTHER_ADMIN_EMAIL}`, ADMIN_API_KEY, GOOGLE_DOCS_EXPORT_URL: docs.url },
}));
let admin: { token: string; user: { id: string } };
beforeAll(async () => {
  admin = await signUp(t, ADMIN_EMAIL, 'hemligt123', 'Stina Admin');
}, 60_000);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = bearer(admin.token)) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function log(query = '?limit=100'): Promise<AuditEntry[]> {
  const res = await call('GET', `/api/admin/audit-log${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Runs the change and checks it wrote exactly one entry, the newest, with these fields; returns the change's answer. */
async function expectOneEntry(change: () => ReturnType<typeof call>, expected: Partial<AuditEntry>) {
  const before = await log();
  const res = await change();
  expect(res.statusCode, res.body).toBeLessThan(300);
  const after = await log();
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]).toMatchObject(expected);
  return res;
}

/** Runs the change, expects it to fail with this status, and checks it wrote nothing. */
async function expectNoEntry(change: () => ReturnType<typeof call>, status: number) {
  const before = await log();
  const res = await change();
  expect(res.statusCode, res.body).toBe(status);
  expect(await log()).toEqual(before);
}

const productInput = (overrides: Record<string, unknown> = {}) => minimalProduct({ slug: 'loggad-produkt', name: 'Loggad produkt', ...overrides });
const discountInput = { ...minimalDiscount, prefix: 'logg' };

describe('every admin change writes one entry of the audit log, in its transaction', () => {
  it('templates: import, .docx upload, change, primary, delete and the spec’s save-template', async () => {
    const actor = { actorName: 'Stina Admin', subjectType: 'template' };
    const created = await expectOneEntry(() => call('POST', '/api/admin/templates', { name: 'Ländrygg', googleDocId: DOC_ID }), {
      ...actor,
      action: 'template.create',
      summary: 'Skapade mallen "Ländrygg"',
    });
    const id = created.json().template.id as string;
    expect((await log())[0]!.subjectId).toBe(id);
    const fixture = await readFile(path.join(import.meta.dirname, '..', 'reports', 'fixtures', 'mall.docx'));
    await expectOneEntry(() => uploadTemplate(t, admin.token, fixture), {
      ...actor,
      action: 'template.create',
      summary: 'Laddade upp mallen "Word-mall" (.docx)',
    });
    await expectOneEntry(() => call('PUT', `/api/admin/templates/${id}`, { name: 'Ländrygg 2', googleDocId: DOC_ID }), {
      ...actor,
      action: 'template.update',
      subjectId: id,
      summary: 'Ändrade mallen "Ländrygg 2"',
    });
    await expectOneEntry(() => call('PUT', `/api/templates/${id}/set-primary`), {
      ...actor,
      action: 'template.primary',
      subjectId: id,
      summary: 'Gjorde mallen "Ländrygg 2" till huvudmall',
    });
    await expectOneEntry(() => call('DELETE', `/api/admin/templates/${id}`), {
      ...actor,
      action: 'template.delete',
      subjectId: id,
      summary: 'Tog bort mallen "Ländrygg 2"',
    });
    await expectOneEntry(() => call('POST', '/api/save-template', { name: 'Huvudmallen', googleDocId: DOC_ID }), {
      ...actor,
      action: 'template.create',
      summary: 'Skapade mallen "Huvudmallen"',
    });
  });

  it('discount codes: created and switched, by a session or the admin key (no actor)', async () => {
    const created = await expectOneEntry(() => call('POST', '/api/discounts/create', discountInput), {
      actorName: 'Stina Admin',
      action: 'discount.create',
      subjectType: 'discount',
    });
    const { id, code } = created.json() as { id: string; code: string };
    expect((await log())[0]).toMatchObject({ subjectId: id, summary: `Skapade rabattkoden ${code}` });
    await expectOneEntry(() => call('POST', '/api/discounts/update', { id, active: false }, { 'x-admin-key': ADMIN_API_KEY }), {
      actorName: null,
      action: 'discount.update',
      subjectId: id,
      summary: `Inaktiverade rabattkoden ${code}`,
    });
    await expectOneEntry(() => call('POST', '/api/discounts/update', { id, active: true }), {
      actorName: 'Stina Admin',
      summary: `Aktiverade rabattkoden ${code}`,
    });
  });

  it('products: created and changed', async () => {
    const created = await expectOneEntry(() => call('POST', '/api/admin/products', productInput()), {
      actorName: 'Stina Admin',
      action: 'product.create',
      subjectType: 'product',
      summary: 'Skapade produkten "Loggad produkt"',
    });
    const id = created.json().id as string;
    await expectOneEntry(() => call('PUT', `/api/admin/products/${id}`, productInput({ name: 'Dold produkt', isActive: false })), {
      action: 'product.update',
      subjectId: id,
      summary: 'Ändrade produkten "Dold produkt"',
    });
  });

  it('a change that fails writes nothing: validation, an unknown id, a unique conflict, a failed import', async () => {
    await expectNoEntry(() => call('POST', '/api/admin/products', productInput({ price: 'gratis' })), 400);
    await expectNoEntry(() => call('POST', '/api/admin/products', productInput({ slug: 'ryggrapport' })), 409);
    await expectNoEntry(() => call('PUT', `/api/admin/products/${crypto.randomUUID()}`, productInput({ slug: 'ny-produkt' })), 404);
    await expectNoEntry(() => call('POST', '/api/discounts/create', { ...discountInput, percent: 500 }), 400);
    await expectNoEntry(() => call('POST', '/api/discounts/update', { id: crypto.randomUUID(), active: false }), 404);
    await expectNoEntry(() => call('DELETE', `/api/admin/templates/${crypto.randomUUID()}`), 404);
    await expectNoEntry(() => call('PUT', `/api/templates/${crypto.randomUUID()}/set-primary`), 404);
    await expectNoEntry(() => call('POST', '/api/admin/templates', { name: 'Finns inte', googleDocId: '1FinnsInteAbCdEfGhIjKlMnOpQrStUvWx' }), 400);
  });

  it('an entry rolls back with its change, and is never written outside the change’s transaction', async () => {
    const { deps } = t.services;
    const before = await log();
    const entry = { actor: null, action: 'product.update', subjectType: 'product', subjectId: null, summary: 'Ändrade produkten "X"' } as const;
    await expect(
      deps.db.transaction(async (tx) => {
        await recordAdminChange(deps, tx, entry);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await log()).toEqual(before);
    await expect(recordAdminChange(deps, deps.db, entry)).rejects.toThrow(/transaction/);
  });

  it('an entry stays when its admin deletes the account: the actor is detached, the name kept, no address', async () => {
    const other = await signUp(t, OTHER_ADMIN_EMAIL, 'hemligt123', 'Tillfällig Admin');
    const res = await expectOneEntry(() => call('POST', '/api/discounts/create', discountInput, bearer(other.token)), { actorName: 'Tillfällig Admin' });
    const deleted = await call('DELETE', '/api/delete-account', { password: 'hemligt123' }, bearer(other.token));
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.subjectId, res.json().id));
    expect(row).toMatchObject({ actorId: null, actorName: 'Tillfällig Admin' });
    expect(JSON.stringify(row)).not.toContain(OTHER_ADMIN_EMAIL);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('answers the newest 20 first, or `limit` of them up to 100, never cached', async () => {
    // More changes than the default page holds, whatever ran before.
    while ((await log()).length <= 20) expect((await call('POST', '/api/discounts/create', discountInput)).statusCode).toBe(201);
    const all = await log();
    const times = all.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Date(all[0]!.createdAt).toISOString()).toBe(all[0]!.createdAt);
    const res = await call('GET', '/api/admin/audit-log');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(all.slice(0, 20));
    expect(await log('?limit=2')).toEqual(all.slice(0, 2));
  });

  it('refuses a limit outside 1–100 in Swedish', async () => {
    for (const limit of ['0', '101', 'tjugo', '-1', '%00', '2%00']) {
      const res = await call('GET', `/api/admin/audit-log?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().fields?.limit, limit).toBe('limit är ett heltal från 1 till 100.');
    }
  });
});
