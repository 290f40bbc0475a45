import { sql } from 'drizzle-orm';
import { DASHBOARD_TIME_ZONE } from '../../../shared/contracts/dashboard';
import type { Database } from '../../db/client';
import { assessmentProgress, assessments, orders, users, type OrderStatus } from '../../db/schema';

/** Where the three periods start: local midnight today, 6 and 29 days before (DST-aware); all end `now`. */
export interface PeriodStarts {
  today: Date;
  last7Days: Date;
  last30Days: Date;
  now: Date;
}

export type PeriodName = Exclude<keyof PeriodStarts, 'now'>;
export const PERIODS: readonly PeriodName[] = ['today', 'last7Days', 'last30Days'];

type Row = Record<string, unknown>;
type Sql = ReturnType<typeof sql>;

async function one(db: Database, query: Sql): Promise<Row> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows[0] ?? {};
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * One aggregate per period, as columns `${name}_today`, `${name}_last7Days`, `${name}_last30Days`:
 * `count(*)` (or `sum(…)`) of the rows whose `column` is on or after the period's start (and `also`).
 */
function perPeriod(starts: PeriodStarts, name: string, column: Sql, options: { also?: Sql; aggregate?: Sql } = {}) {
  const aggregate = options.aggregate ?? sql`count(*)`;
  return sql.join(
    PERIODS.map(
      (p) =>
        sql`${aggregate} filter (where ${column} >= ${at(starts[p])}${options.also ? sql` and ${options.also}` : sql``}) as ${sql.identifier(`${name}_${p}`)}`,
    ),
    sql`, `,
  );
}

/** The 30 days' range of a date column: the one index range scan each query makes. */
function within(starts: PeriodStarts, column: Sql) {
  return sql`${column} >= ${at(starts.last30Days)} and ${column} <= ${at(starts.now)}`;
}

function byPeriod(row: Row, name: string): Record<PeriodName, number> {
  return Object.fromEntries(PERIODS.map((p) => [p, Number(row[`${name}_${p}`] ?? 0)])) as Record<PeriodName, number>;
}

const statuses = (list: readonly OrderStatus[]) =>
  sql.join(
    list.map((s) => sql`${s}`),
    sql`, `,
  );

/** The dashboard's read model: counts over assessments, progress, users and orders by day. */
export function dashboardRepository(db: Database) {
  return {
    /** Local midnight in Europe/Stockholm of `now`'s day, and 6 and 29 days before, computed by the database's time zone rules. */
    async periodStarts(now: Date): Promise<PeriodStarts> {
      const day = sql`date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${DASHBOARD_TIME_ZONE})`;
      const row = await one(
        db,
        sql`select (${day} at time zone ${DASHBOARD_TIME_ZONE}) as today,
          ((${day} - interval '6 days') at time zone ${DASHBOARD_TIME_ZONE}) as "last7Days",
          ((${day} - interval '29 days') at time zone ${DASHBOARD_TIME_ZONE}) as "last30Days"`,
      );
      const at = (value: unknown) => new Date(value as string | Date);
      return { today: at(row.today), last7Days: at(row.last7Days), last30Days: at(row.last30Days), now };
    },

    /**
     * Stored assessments per period: completed (stored in it), started (consent given in it; the
     * consent comes before the assessment is stored, so the same scan finds them) and those whose
     * analysis has an emergency sign. One range scan of created_at over the 30 days.
     */
    async assessments(starts: PeriodStarts) {
      const created = sql`${assessments.createdAt}`;
      const consent = sql`${assessments.consentGivenAt}`;
      const row = await one(
        db,
        sql`select ${perPeriod(starts, 'completed', created)}, ${perPeriod(starts, 'started', consent, { also: sql`${consent} <= ${at(starts.now)}` })},
          ${perPeriod(starts, 'emergency', created, { also: sql`${assessments.emergency}` })}
        from ${assessments} where ${within(starts, created)}`,
      );
      return { completed: byPeriod(row, 'completed'), started: byPeriod(row, 'started'), emergencies: byPeriod(row, 'emergency') };
    },

    /** Signed-in users' unfinished questionnaires started (consent given) per period. */
    async unfinished(starts: PeriodStarts) {
      const consent = sql`${assessmentProgress.consentGivenAt}`;
      const row = await one(db, sql`select ${perPeriod(starts, 'started', consent)} from ${assessmentProgress} where ${within(starts, consent)}`);
      return byPeriod(row, 'started');
    },

    /** Verified accounts created per period. */
    async registrations(starts: PeriodStarts) {
      const created = sql`${users.createdAt}`;
      const row = await one(
        db,
        sql`select ${perPeriod(starts, 'registered', created)} from ${users} where ${within(starts, created)} and ${users.emailVerifiedAt} is not null`,
      );
      return byPeriod(row, 'registered');
    },

    /**
     * Orders paid per period (status paid or fulfilled), their total in öre, and the assessments
     * completed in the period that have one. An order is paid after its assessment was stored, so
     * those orders were paid in the period too: one range scan of paid_at, and each order's
     * assessment looked up by its key (a subquery per order, never a scan of all assessments).
     */
    async paidOrders(starts: PeriodStarts, paid: readonly OrderStatus[]) {
      const paidAt = sql`o.paid_at`;
      const row = await one(
        db,
        sql`select ${perPeriod(starts, 'orders', paidAt)}, ${perPeriod(starts, 'ore', paidAt, { aggregate: sql`sum(o.total_ore)` })},
          ${perPeriod(starts, 'purchased', sql`o.assessed_at`)}
        from (
          select ${orders.paidAt} as paid_at, ${orders.totalOre} as total_ore,
            (select a.created_at from ${assessments} a where a.id = ${orders.assessmentId}) as assessed_at
          from ${orders} where ${within(starts, sql`${orders.paidAt}`)} and ${orders.status} in (${statuses(paid)})
        ) o`,
      );
      return { count: byPeriod(row, 'orders'), revenueOre: byPeriod(row, 'ore'), purchased: byPeriod(row, 'purchased') };
    },
  };
}
