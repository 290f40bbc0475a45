import { DASHBOARD_TIME_ZONE, type DashboardPeriod, type DashboardResponse } from '../../../shared/contracts/dashboard';
import type { ServiceDeps } from '../../deps';
import { PAID } from '../orders/service';
import { currentTemplate } from '../reports/service';
import { dashboardRepository, PERIODS, type PeriodName } from './repository';

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * The figures the owner reads every morning (decision 0029), for today (since local midnight in
 * Europe/Stockholm), the last 7 and the last 30 days; `now` is the clock (tests set it).
 */
export async function dashboardFigures(deps: Pick<ServiceDeps, 'db'>, now = new Date()): Promise<DashboardResponse> {
  const repo = dashboardRepository(deps.db);
  const starts = await repo.periodStarts(now);
  const [stored, unfinished, registrations, paid, template] = await Promise.all([
    repo.assessments(starts),
    repo.unfinished(starts),
    repo.registrations(starts),
    repo.paidOrders(starts, PAID),
    currentTemplate(deps),
  ]);
  const period = (p: PeriodName): DashboardPeriod => ({
    from: starts[p].toISOString(),
    assessmentsStarted: stored.started[p] + unfinished[p],
    assessmentsCompleted: stored.completed[p],
    registrations: registrations[p],
    paidOrders: paid.count[p],
    revenueOre: paid.revenueOre[p],
    purchasedAssessments: paid.purchased[p],
    conversion: ratio(paid.purchased[p], stored.completed[p]),
    emergencies: stored.emergencies[p],
    emergencyShare: ratio(stored.emergencies[p], stored.completed[p]),
  });
  const periods = Object.fromEntries(PERIODS.map((p) => [p, period(p)])) as Record<PeriodName, DashboardPeriod>;
  return {
    timeZone: DASHBOARD_TIME_ZONE,
    periods,
    template: { active: template.builtIn || template.template !== null, builtIn: template.builtIn, name: template.template?.name ?? null },
  };
}
