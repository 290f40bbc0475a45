import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../shared/domain/consent';
import { CUSTOMER_SEARCH_MESSAGES, type CustomerSearchResponse } from '../../../shared/contracts/customers';
import { assessmentAnalyses, assessments, reports } from '../../db/schema';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { completeAs, paidOrder, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import { containsPattern } from './repository';

const t = useTestApp({ seed: true, env: { ADMIN_EMAILS: 'kundadmin@ryggkollen.test' } });

let adminToken: string | undefined;
async function admin(): Promise<string> {
  adminToken ??= (await signUp(t, 'kundadmin@ryggkollen.test', 'hemligt123', 'Kund Admin')).token;
  return adminToken;
}

async function search(query: string): Promise<CustomerSearchResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/search-customers?${query}`, headers: bearer(await admin()) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

const guestAssessment = () => {
  const now = new Date().toISOString();
  return t.app.inject({
    method: 'POST',
    url: '/api/assessments',
    payload: {
      email: '',
      status: 'completed',
      consent: { givenAt: now, version: CONSENT_VERSION },
      responses: { completedAt: now, tests: Object.entries(sampleAnswers('ischias')).map(([testId, completion]) => ({ testId, completion })) },
    },
  });
};

describe('the counts the search reads, kept by the database as assessments come and go', () => {
  it('counts assessments, processed ones and those with a full report, through completion, claim, report and deletion', { timeout: 60_000 }, async () => {
    const berit = await signUp(t, 'berit.raknas@example.se', 'hemligt123', 'Berit Räknas');
    const find = async () => (await search('q=berit.raknas')).customers[0]!;
    expect(await find()).toMatchObject({ name: 'Berit Räknas', role: 'customer', assessmentCount: 0, processedCount: 0, reportCount: 0, assessments: [] });

    const first = await completeAs(t, berit.token, sampleAnswers('ischias'));
    expect(await find()).toMatchObject({ assessmentCount: 1, processedCount: 1, reportCount: 0 });
    expect((await find()).assessments).toEqual([expect.objectContaining({ id: first, status: 'processed', reportGenerated: false })]);

    // A guest's assessment claimed by the account counts from then on.
    const guest = (await guestAssessment()).json() as { id: string; claimToken: string };
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/assessments/claim',
      headers: bearer(berit.token),
      payload: { assessmentId: guest.id, claimToken: guest.claimToken },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(await find()).toMatchObject({ assessmentCount: 2, processedCount: 2 });

    // A full report made for the paid one.
    await paidOrder(t, berit.user.id, first);
    const report = await t.app.inject({ method: 'POST', url: '/api/generate-report', headers: bearer(berit.token), payload: { assessmentId: first } });
    expect(report.statusCode, report.body).toBe(200);
    expect(await find()).toMatchObject({ assessmentCount: 2, reportCount: 1 });
    expect((await find()).assessments.find((a) => a.id === first)).toMatchObject({ reportGenerated: true });

    // An assessment stored without its analysis (a failed analysis) is pending until one is stored.
    const [bare] = await t.database.db
      .insert(assessments)
      .values({
        userId: berit.user.id,
        responses: { tests: [], completedAt: new Date().toISOString() },
        consentGivenAt: new Date(),
        consentVersion: CONSENT_VERSION,
      })
      .returning();
    expect(await find()).toMatchObject({ assessmentCount: 3, processedCount: 2 });
    expect((await find()).assessments[0]).toMatchObject({ id: bare!.id, status: 'pending' });
    expect((await search('q=berit.raknas&status=pending')).total).toBe(1);

    // Deleting the report and an assessment takes them off again.
    await t.database.db.delete(reports).where(eq(reports.assessmentId, first));
    await t.database.db.delete(assessments).where(eq(assessments.id, bare!.id));
    expect(await find()).toMatchObject({ assessmentCount: 2, processedCount: 2, reportCount: 0 });
    expect((await search('q=berit.raknas&status=pending')).total).toBe(0);

    // The account deleted with everything of it: gone from the search, and nothing fails on the way.
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/delete-account', headers: bearer(berit.token), payload: { password: 'hemligt123' } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await search('q=berit.raknas')).total).toBe(0);
  });

  it('counts every one of many assessments stored at once for one account (the counts are one atomic update each)', { timeout: 60_000 }, async () => {
    const ella = await signUp(t, 'ella.samtidig@example.se', 'hemligt123', 'Ella Samtidig');
    const ids = await Promise.all(Array.from({ length: 8 }, () => completeAs(t, ella.token, sampleAnswers('ischias'))));
    expect(new Set(ids).size).toBe(8);
    expect((await search('q=ella.samtidig')).customers[0]).toMatchObject({ assessmentCount: 8, processedCount: 8, reportCount: 0 });
  });

  it('marks an assessment processed once, however many analyses are stored for it', async () => {
    const doris = await signUp(t, 'doris.analys@example.se', 'hemligt123', 'Doris Analys');
    const id = await completeAs(t, doris.token, sampleAnswers('ischias'));
    const [stored] = await t.database.db.select().from(assessmentAnalyses).where(eq(assessmentAnalyses.assessmentId, id));
    // A re-run with the current engine stores a second analysis beside the first (CLINICAL §7).
    await t.database.db.insert(assessmentAnalyses).values({ assessmentId: id, engineVersion: stored!.engineVersion, analysis: stored!.analysis });
    expect((await search('q=doris.analys')).customers[0]).toMatchObject({ assessmentCount: 1, processedCount: 1 });
  });
});

describe('a query parameter given twice (ASVS 5.1.1, HTTP parameter pollution)', () => {
  it('is a Swedish 400 naming the parameter on every admin list, never one of the two values taken silently', async () => {
    for (const [url, param] of [
      ['/api/admin/search-customers?q=anna&q=berg', 'q'],
      ['/api/admin/audit-log?limit=5&limit=500', 'limit'],
      ['/api/admin/orders?page=1&page=2', 'page'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(await admin()) });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), url).toEqual([param]);
    }
  });
});

describe('GET /api/admin/search-customers: search, filters and pages on the server', () => {
  // 25 accounts registered one a day (Swedish midnight + 10 h), the newest 2026-03-25; every third
  // without assessments, every fifth with one more that has no analysis.
  const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;
  let seeded = false;
  async function seed() {
    if (seeded) return;
    seeded = true;
    for (let n = 1; n <= 25; n++) {
      const inserted = (await t.database.db.execute(
        sql`insert into users (email, name, password_hash, email_verified_at, created_at)
            values (${`sokbar-${n}@exempel.se`}, ${`Åsa Sökbar ${n}`}, 'x', now(), (${day(n)}::date + time '10:00') at time zone 'Europe/Stockholm') returning id`,
      )) as unknown as { rows: { id: string }[] };
      const user = inserted.rows[0];
      if (n % 3 === 0) continue;
      const [a] = await t.database.db
        .insert(assessments)
        .values({
          userId: user!.id,
          responses: { tests: [], completedAt: new Date().toISOString() },
          consentGivenAt: new Date(),
          consentVersion: CONSENT_VERSION,
        })
        .returning();
      await t.database.db.insert(assessmentAnalyses).values({ assessmentId: a!.id, engineVersion: '3.0.0', analysis: {} as never });
      if (n % 5 === 0) {
        await t.database.db.insert(assessments).values({
          userId: user!.id,
          responses: { tests: [], completedAt: new Date().toISOString() },
          consentGivenAt: new Date(),
          consentVersion: CONSENT_VERSION,
        });
      }
    }
  }
  const numbers = (r: CustomerSearchResponse) => r.customers.map((c) => Number(c.name.split(' ').at(-1)));

  it('pages the matches newest first: the first, a middle and the last page, and past the end', async () => {
    await seed();
    const first = await search('q=s%C3%B6kbar');
    expect(first).toMatchObject({ total: 25, searchQuery: 'sökbar', page: 1, pageSize: 10 });
    expect(numbers(first)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(numbers(await search('q=s%C3%B6kbar&page=2'))).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    const last = await search('q=s%C3%B6kbar&page=3');
    expect(numbers(last)).toEqual([5, 4, 3, 2, 1]);
    expect(await search('q=s%C3%B6kbar&page=4')).toMatchObject({ total: 25, customers: [] });
    expect(numbers(await search('q=s%C3%B6kbar&page=2&pageSize=4'))).toEqual([21, 20, 19, 18]);
  });

  it('pages a search without text the same way, also past the middle (read from the other end)', async () => {
    await seed();
    const range = `dateFrom=${day(1)}&dateTo=${day(25)}`;
    expect(numbers(await search(range))).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(numbers(await search(`${range}&page=2`))).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(numbers(await search(`${range}&page=3`))).toEqual([5, 4, 3, 2, 1]);
    expect(numbers(await search(`${range}&page=4&pageSize=7`))).toEqual([4, 3, 2, 1]);
    expect(numbers(await search(`${range}&page=3&pageSize=7`))).toEqual([11, 10, 9, 8, 7, 6, 5]);
    expect(await search(`${range}&page=9`)).toMatchObject({ total: 25, customers: [] });
  });

  it('gives the four stat cards over every match, not only the page', async () => {
    await seed();
    // 17 of 25 have assessments (every third has none); 17 processed; 5 of them (n % 5, not % 3: 5, 10, 20, 25) …
    const withOne = [...Array(25).keys()].map((i) => i + 1).filter((n) => n % 3 !== 0);
    const extra = withOne.filter((n) => n % 5 === 0).length;
    expect((await search('q=s%C3%B6kbar')).stats).toEqual({ customers: 25, assessments: withOne.length + extra, processed: withOne.length, withReports: 0 });
  });

  it('matches case-insensitively anywhere in the name or the address, as the search type says', async () => {
    await seed();
    expect((await search('q=%C3%85SA%20S%C3%96KBAR%202')).total).toBe(7); // 2, 20–25
    expect((await search('q=sokbar-1&searchType=email')).total).toBe(11); // 1, 10–19
    expect((await search('q=sokbar-1&searchType=name')).total).toBe(0);
    expect((await search('q=S%C3%B6kbar&searchType=email')).total).toBe(0);
    expect((await search('search=sokbar-25')).customers.map((c) => c.email)).toEqual(['sokbar-25@exempel.se']);
    // Wildcards are taken as they are written.
    expect((await search('q=%25%25%25')).total).toBe(0);
    expect((await search('q=sokbar_1')).total).toBe(0);
  });

  it('combines the filters: registration days (Swedish, both included), state and whether there are assessments', async () => {
    await seed();
    expect(numbers(await search(`q=s%C3%B6kbar&dateFrom=${day(10)}&dateTo=${day(12)}`))).toEqual([12, 11, 10]);
    expect(numbers(await search(`q=s%C3%B6kbar&dateFrom=${day(10)}&dateTo=${day(12)}&hasAssessments=no`))).toEqual([12]);
    expect(numbers(await search(`q=s%C3%B6kbar&dateFrom=${day(10)}&dateTo=${day(12)}&hasAssessments=yes`))).toEqual([11, 10]);
    expect(numbers(await search('q=s%C3%B6kbar&status=pending'))).toEqual([25, 20, 10, 5]);
    expect((await search(`q=s%C3%B6kbar&status=processed&hasAssessments=yes&dateTo=${day(6)}`)).total).toBe(4); // 1, 2, 4, 5
    expect((await search(`status=all&hasAssessments=all&searchType=all&q=%20`)).searchQuery).toBeNull();
  });

  it('refuses bad parameters with a Swedish 400, never a database error', async () => {
    const token = await admin();
    const bad = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/search-customers?${query}`, headers: bearer(token) });
      expect(res.statusCode, query).toBe(400);
      return res.json().error as string;
    };
    expect(await bad('dateFrom=0000-01-01')).toBe(CUSTOMER_SEARCH_MESSAGES.badDate('Från-datumet'));
    expect(await bad('dateTo=2026-02-30')).toBe(CUSTOMER_SEARCH_MESSAGES.badDate('Till-datumet'));
    expect(await bad('dateFrom=2026-03-10&dateTo=2026-03-01')).toBe(CUSTOMER_SEARCH_MESSAGES.dateOrder);
    expect(await bad('page=0')).toBe(CUSTOMER_SEARCH_MESSAGES.badPage);
    expect(await bad('q=ek')).toBe(CUSTOMER_SEARCH_MESSAGES.tooShort);
    expect(await bad('q=%20%C3%85s%20')).toBe(CUSTOMER_SEARCH_MESSAGES.tooShort);
    expect(await bad('page=-1')).toBe(CUSTOMER_SEARCH_MESSAGES.badPage);
    expect(await bad('pageSize=1000')).toBe(CUSTOMER_SEARCH_MESSAGES.badPageSize);
    expect(await bad('status=done')).toMatch(/Statusen/);
    expect(await bad('q=a%00b')).toMatch(/tecken som inte är tillåtna/);
    expect(await bad(`q=${'x'.repeat(101)}`)).toMatch(/högst 100 tecken/);
  });

  it('takes bytes that are not UTF-8 as the replacement character: no match, no error', async () => {
    expect((await search('q=%ED%A0%80')).total).toBe(0);
  });

  it('is for admins only', async () => {
    const kund = await signUp(t, 'nyfiken.kund@example.se');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/search-customers' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/search-customers', headers: bearer(kund.token) })).statusCode).toBe(403);
  });
});

describe('containsPattern', () => {
  it('lower-cases and takes LIKE wildcards literally', () => {
    expect(containsPattern('Åsa_100%\\')).toBe('%åsa\\_100\\%\\\\%');
  });
});
