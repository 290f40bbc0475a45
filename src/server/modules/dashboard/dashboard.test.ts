import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { expectAdminOnly } from '../../../../tests/support/access';
import { completeAs, paidOrder, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import type { DashboardResponse } from '../../../shared/contracts/dashboard';
import { CONSENT_VERSION } from '../../../shared/domain/consent';
import { markEmergencyAssessments } from '../../db/data-migrations';
import { assessments, orders, reportTemplates, users } from '../../db/schema';

const t = useTestApp(() => ({ seed: true, env: { ADMIN_EMAILS: 'agare@ryggkollen.test' } }));
let admin: { token: string; user: { id: string } };
let customer: { token: string; user: { id: string } };

beforeAll(async () => {
  admin = await signUp(t, 'agare@ryggkollen.test', 'hemligt123', 'Ägare Ek');
  customer = await signUp(t, 'kund@example.se', 'hemligt123', 'Karin Lindqvist');
});

afterEach(() => {
  vi.useRealTimers();
});

async function dashboard(): Promise<DashboardResponse> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin.token) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

/** A completed assessment (started and stored at `at`), a verified account and a paid 250 kr order, all at `at`. */
async function purchaseAt(at: Date, n: number) {
  const db = t.database.db;
  const [assessment] = await db
    .insert(assessments)
    .values({
      responses: { tests: [], completedAt: at.toISOString() },
      consentGivenAt: at,
      consentVersion: CONSENT_VERSION,
      completedAt: at,
      createdAt: at,
    })
    .returning();
  await db.insert(users).values({ email: `kund${n}-${at.getTime()}@example.se`, name: 'Kund', passwordHash: 'x', emailVerifiedAt: at, createdAt: at });
  const order = await paidOrder(t, customer.user.id, assessment!.id);
  await db.update(orders).set({ paidAt: at, createdAt: at }).where(eq(orders.id, order.id));
}

const counts = (d: DashboardResponse) =>
  [d.periods.today, d.periods.last7Days, d.periods.last30Days].map((p) => [
    p.assessmentsStarted,
    p.assessmentsCompleted,
    p.registrations,
    p.paidOrders,
    p.revenueOre,
  ]);

describe('GET /api/admin/dashboard', () => {
  it('is an admin’s only', async () => {
    await expectAdminOnly([(headers) => t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers })], customer.token);
  });

  it('counts a purchase: the assessment started and completed, the registration, 250 kr paid, conversion 1; the built-in template is active', async () => {
    const id = await completeAs(t, customer.token, sampleAnswers('ischias'));
    await paidOrder(t, customer.user.id, id);
    const d = await dashboard();
    expect(d.timeZone).toBe('Europe/Stockholm');
    for (const period of [d.periods.today, d.periods.last7Days, d.periods.last30Days]) {
      expect(period).toMatchObject({
        assessmentsStarted: 1,
        assessmentsCompleted: 1,
        // The owner and the customer signed up today.
        registrations: 2,
        paidOrders: 1,
        revenueOre: 25_000,
        purchasedAssessments: 1,
        conversion: 1,
        emergencies: 0,
        emergencyShare: 0,
      });
    }
    expect(d.template).toEqual({ active: true, builtIn: true, name: null });
  });

  it('counts an assessment that stopped at an emergency in the share (the mark is stored with its analysis)', async () => {
    const id = await completeAs(t, customer.token, sampleAnswers('ischias', { red_flags: 'saddle_numbness' }));
    const [row] = await t.database.db.select({ emergency: assessments.emergency }).from(assessments).where(eq(assessments.id, id));
    expect(row?.emergency).toBe(true);
    const today = (await dashboard()).periods.today;
    expect(today).toMatchObject({ assessmentsCompleted: 2, emergencies: 1, emergencyShare: 0.5, purchasedAssessments: 1, conversion: 0.5 });
  });

  it('the data migration marks the assessments stored before the column from their newest analysis', async () => {
    const db = t.database.db;
    await db.update(assessments).set({ emergency: false });
    await markEmergencyAssessments(db);
    const rows = await db.select({ emergency: assessments.emergency }).from(assessments);
    expect(rows.map((r) => r.emergency).sort()).toEqual([false, true]);
    expect((await dashboard()).periods.today.emergencies).toBe(1);
  });

  it('names the stored template reports use now on the process strip', async () => {
    const db = t.database.db;
    const [row] = await db
      .insert(reportTemplates)
      .values({ name: 'Vintermallen', source: 'docx', sections: [{ slot: 'summary', heading: 'Sammanfattning', body: 'Hej {{namn}}' }], isPrimary: true })
      .returning();
    expect((await dashboard()).template).toEqual({ active: true, builtIn: false, name: 'Vintermallen' });
    await db.delete(reportTemplates).where(eq(reportTemplates.id, row!.id));
    expect((await dashboard()).template).toEqual({ active: true, builtIn: true, name: null });
  });

  it('has no ratio without a completed assessment', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const today = (await dashboard()).periods.today;
    expect(today).toMatchObject({ assessmentsCompleted: 0, conversion: null, emergencyShare: null, revenueOre: 0 });
  });

  it('counts days from midnight in Stockholm in winter (UTC+1): 23:30 UTC the day before is today; 8 and 31 days ago fall out of 7 and 30', async () => {
    const now = new Date('2026-01-15T08:00:00Z');
    await purchaseAt(new Date('2026-01-14T23:30:00Z'), 1); // 00:30 in Stockholm: today
    await purchaseAt(new Date('2026-01-14T22:30:00Z'), 2); // 23:30 in Stockholm: yesterday
    await purchaseAt(new Date(now.getTime() - 8 * 86_400_000), 3);
    await purchaseAt(new Date(now.getTime() - 31 * 86_400_000), 4);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const d = await dashboard();
    expect(d.periods.today.from).toBe('2026-01-14T23:00:00.000Z');
    expect(d.periods.last7Days.from).toBe('2026-01-08T23:00:00.000Z');
    expect(d.periods.last30Days.from).toBe('2025-12-16T23:00:00.000Z');
    expect(counts(d)).toEqual([
      [1, 1, 1, 1, 25_000],
      [2, 2, 2, 2, 50_000],
      [3, 3, 3, 3, 75_000],
    ]);
    expect(d.periods.last30Days.conversion).toBe(1);
  });

  it('counts days from midnight in Stockholm in summer (UTC+2): 22:30 UTC the day before is today, 21:30 is not', async () => {
    await purchaseAt(new Date('2026-07-14T22:30:00Z'), 5); // 00:30 in Stockholm
    await purchaseAt(new Date('2026-07-14T21:30:00Z'), 6); // 23:30 the day before
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-15T08:00:00Z'));
    const d = await dashboard();
    expect(d.periods.today.from).toBe('2026-07-14T22:00:00.000Z');
    expect(counts(d)).toEqual([
      [1, 1, 1, 1, 25_000],
      [2, 2, 2, 2, 50_000],
      [2, 2, 2, 2, 50_000],
    ]);
  });

  it('starts the 30 days at midnight of winter time across the change to summer time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-10T08:00:00Z'));
    const d = await dashboard();
    expect(d.periods.today.from).toBe('2026-04-09T22:00:00.000Z');
    expect(d.periods.last30Days.from).toBe('2026-03-11T23:00:00.000Z');
  });
});
