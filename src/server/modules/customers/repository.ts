import { sql, type SQL } from 'drizzle-orm';
import type { CustomerSearchQuery } from '../../../shared/contracts/customers';
import { DASHBOARD_TIME_ZONE } from '../../../shared/contracts/dashboard';
import type { Database } from '../../db/client';

type Row = Record<string, unknown>;

async function rows(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** `text` as a LIKE pattern that matches it anywhere, lower-cased, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface CustomerFilter {
  text?: string;
  searchType: CustomerSearchQuery['searchType'];
  dateFrom?: string;
  dateTo?: string;
  status: CustomerSearchQuery['status'];
  hasAssessments: CustomerSearchQuery['hasAssessments'];
}

/** The WHERE clause of a search: every condition on the users row (the counts are kept on it, decision 0034). */
function where(filter: CustomerFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.text) {
    const pattern = containsPattern(filter.text);
    const byName = sql`lower(u.name) like ${pattern}`;
    const byEmail = sql`lower(u.email) like ${pattern}`;
    conditions.push(filter.searchType === 'name' ? byName : filter.searchType === 'email' ? byEmail : sql`(${byName} or ${byEmail})`);
  }
  // Registration days in Swedish time, both included.
  if (filter.dateFrom) conditions.push(sql`u.created_at >= (${filter.dateFrom}::date::timestamp at time zone ${DASHBOARD_TIME_ZONE})`);
  if (filter.dateTo) conditions.push(sql`u.created_at < ((${filter.dateTo}::date + 1)::timestamp at time zone ${DASHBOARD_TIME_ZONE})`);
  if (filter.status === 'processed') conditions.push(sql`u.processed_count > 0`);
  if (filter.status === 'pending') conditions.push(sql`u.processed_count < u.assessment_count`);
  if (filter.hasAssessments === 'yes') conditions.push(sql`u.assessment_count > 0`);
  if (filter.hasAssessments === 'no') conditions.push(sql`u.assessment_count = 0`);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'customer';
  createdAt: Date;
  assessmentCount: number;
  processedCount: number;
  reportCount: number;
}

export interface AssessmentRow {
  id: string;
  userId: string;
  createdAt: Date;
  completedAt: Date | null;
  analysed: boolean;
  reportGenerated: boolean;
}

const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

const COLUMNS = sql`u.id, u.name, u.email, u.role, u.created_at, u.assessment_count, u.processed_count, u.report_count`;
const TOTALS = sql`count(*)::int as customers, coalesce(sum(u.assessment_count), 0)::int as assessments,
  coalesce(sum(u.processed_count), 0)::int as processed, coalesce(sum(u.report_count), 0)::int as with_reports`;

export interface Totals {
  customers: number;
  assessments: number;
  processed: number;
  withReports: number;
}

function totalsOf(row: Row): Totals {
  return {
    customers: Number(row.customers ?? 0),
    assessments: Number(row.assessments ?? 0),
    processed: Number(row.processed ?? 0),
    withReports: Number(row.with_reports ?? 0),
  };
}

function customerOf(r: Row): CustomerRow {
  return {
    id: String(r.id),
    name: String(r.name),
    email: String(r.email),
    role: r.role === 'admin' ? 'admin' : 'customer',
    createdAt: date(r.created_at),
    assessmentCount: Number(r.assessment_count),
    processedCount: Number(r.processed_count),
    reportCount: Number(r.report_count),
  };
}

/** The customer search's reads: the matched accounts' totals, one page of them, and their newest assessments. */
export function customersRepository(db: Database) {
  return {
    /**
     * The totals over every match and one page of them, newest registered first. A text search
     * finds its matches once, by the trigram indexes, and counts and sorts them in the same query.
     * Otherwise the totals come first, and a page past the middle is read from the other end
     * (an offset walks every row before it).
     */
    async search(filter: CustomerFilter, offset: number, limit: number): Promise<{ totals: Totals; page: CustomerRow[] }> {
      if (filter.text) {
        const found = await rows(
          db,
          sql`with matched as materialized (select ${COLUMNS} from users u where ${where(filter)}),
                totals as (select ${TOTALS} from matched u)
              select t.*, p.* from totals t
              left join lateral (select * from matched u order by u.created_at desc, u.id desc limit ${limit} offset ${offset}) p on true`,
        );
        return { totals: totalsOf(found[0] ?? {}), page: found.filter((r) => r.id != null).map(customerOf) };
      }
      const [row = {}] = await rows(db, sql`select ${TOTALS} from users u where ${where(filter)}`);
      const totals = totalsOf(row);
      if (offset >= totals.customers) return { totals, page: [] };
      const fromEnd = offset > totals.customers / 2;
      const take = Math.min(limit, totals.customers - offset);
      // The page's ids from the narrow search-order index (no row visited while walking the
      // offset), then their rows.
      const direction = fromEnd ? sql`asc` : sql`desc`;
      const page = await rows(
        db,
        sql`select ${COLUMNS} from (select u.id, u.created_at from users u where ${where(filter)}
              order by u.created_at ${direction}, u.id ${direction} limit ${take} offset ${fromEnd ? totals.customers - offset - take : offset}) k
            join users u on u.id = k.id order by u.created_at ${direction}, u.id ${direction}`,
      );
      const customers = page.map(customerOf);
      return { totals, page: fromEnd ? customers.reverse() : customers };
    },

    /** Each account's newest `perUser` assessments. */
    async assessmentsOf(userIds: string[], perUser: number): Promise<AssessmentRow[]> {
      if (userIds.length === 0) return [];
      const ids = sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const found = await rows(
        db,
        sql`select a.id, a.user_id, a.created_at, a.completed_at, a.analysed, a.report_generated
            from unnest(array[${ids}]) as account(id)
            cross join lateral (select * from assessments x where x.user_id = account.id order by x.created_at desc limit ${perUser}) a`,
      );
      return found.map((r) => ({
        id: String(r.id),
        userId: String(r.user_id),
        createdAt: date(r.created_at),
        completedAt: r.completed_at == null ? null : date(r.completed_at),
        analysed: r.analysed === true,
        reportGenerated: r.report_generated === true,
      }));
    },
  };
}
