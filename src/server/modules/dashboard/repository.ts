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

async function one(db: Database, query: ReturnType<typeof sql>): Promise<Row> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows[0] ?? {};
}

const number = (value: unknown) => Number(value ?? 0);

/**
 * Counts per period, each from one range scan of its table's date index over the last 30 days
 * (decision 0028): `count(*) filter (where day >= start)` for the three starts.
 */
function perPeriod(starts: PeriodStarts, column: ReturnType<typeof sql>) {
  return sql.join(
    PERIODS.map((p) => sql`count(*) filter (where ${column} >= ${starts[p].toISOString()}::timestamptz) as ${sql.identifier(p)}`),
    sql`, `,
  );
}

/** The 30 days' range of a date column: the one index range scan each query makes. */
function within(starts: PeriodStarts, column: ReturnType<typeof sql>) {
  return sql`${column} >= ${starts.last30Days.toISOString()}::timestamptz and ${column} <= ${starts.now.toISOString()}::timestamptz`;
}

function byPeriod(row: Row, prefix = ''): Record<PeriodName, number> {
  return { today: number(row[`${prefix}today`]), last7Days: number(row[`${prefix}last7Days`]), last30Days: number(row[`${prefix}last30Days`]) };
}

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

    /** Questionnaires started (consent given) per period: stored assessments and unfinished progress. */
    async started(starts: PeriodStarts) {
      const [done, open] = await Promise.all([
        one(
          db,
          sql`select ${perPeriod(starts, sql`${assessments.consentGivenAt}`)} from ${assessments} where ${within(starts, sql`${assessments.consentGivenAt}`)}`,
        ),
        one(
          db,
          sql`select ${perPeriod(starts, sql`${assessmentProgress.consentGivenAt}`)} from ${assessmentProgress} where ${within(starts, sql`${assessmentProgress.consentGivenAt}`)}`,
        ),
      ]);
      const a = byPeriod(done);
      const b = byPeriod(open);
      return { today: a.today + b.today, last7Days: a.last7Days + b.last7Days, last30Days: a.last30Days + b.last30Days };
    },

    /** Completed assessments per period, those with a paid order and those with an emergency sign. */
    async completed(starts: PeriodStarts, paid: readonly OrderStatus[]) {
      const at = sql`a.created_at`;
      const row = await one(
        db,
        sql`select ${perPeriod(starts, at)},
          ${sql.join(
            PERIODS.map(
              (p) => sql`count(*) filter (where ${at} >= ${starts[p].toISOString()}::timestamptz and o.id is not null) as ${sql.identifier(`paid_${p}`)}`,
            ),
            sql`, `,
          )},
          ${sql.join(
            PERIODS.map(
              (p) => sql`count(*) filter (where ${at} >= ${starts[p].toISOString()}::timestamptz and a.emergency) as ${sql.identifier(`emergency_${p}`)}`,
            ),
            sql`, `,
          )}
        from ${assessments} a
        left join ${orders} o on o.assessment_id = a.id and o.status in (${sql.join(
          paid.map((s) => sql`${s}`),
          sql`, `,
        )})
        where ${within(starts, at)}`,
      );
      return { completed: byPeriod(row), purchased: byPeriod(row, 'paid_'), emergencies: byPeriod(row, 'emergency_') };
    },

    /** Verified accounts created per period. */
    async registrations(starts: PeriodStarts) {
      const row = await one(
        db,
        sql`select ${perPeriod(starts, sql`${users.createdAt}`)} from ${users}
          where ${within(starts, sql`${users.createdAt}`)} and ${users.emailVerifiedAt} is not null`,
      );
      return byPeriod(row);
    },

    /** Orders paid per period (status paid or fulfilled) and their total in öre. */
    async paidOrders(starts: PeriodStarts, paid: readonly OrderStatus[]) {
      const row = await one(
        db,
        sql`select ${perPeriod(starts, sql`${orders.paidAt}`)},
          ${sql.join(
            PERIODS.map(
              (p) =>
                sql`coalesce(sum(${orders.totalOre}) filter (where ${orders.paidAt} >= ${starts[p].toISOString()}::timestamptz), 0) as ${sql.identifier(`ore_${p}`)}`,
            ),
            sql`, `,
          )}
        from ${orders}
        where ${within(starts, sql`${orders.paidAt}`)} and ${orders.status} in (${sql.join(
          paid.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      );
      return { count: byPeriod(row), revenueOre: byPeriod(row, 'ore_') };
    },
  };
}
