import { DASHBOARD_TIME_ZONE, type DashboardPeriod, type DashboardResponse } from '../../../shared/contracts/dashboard';
import type { ServiceDeps } from '../../deps';
import { PAID } from '../orders/service';
import { currentTemplate } from '../reports/service';
import { dashboardRepository, PERIODS, type PeriodName } from './repository';

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * The figures the owner reads every morning (decision 0028), for today (since local midnight in
 * Europe/Stockholm), the last 7 and the last 30 days; `now` is the clock (tests set it).
 */
export async function dashboardFigures(deps: Pick<ServiceDeps, 'db'>, now = new Date()): Promise<DashboardResponse> {
  const repo = dashboardRepository(deps.db);
  const starts = await repo.periodStarts(now);
  const [started, completed, registrations, paid, template] = await Promise.all([
    repo.started(starts),
    repo.completed(starts, PAID),
    repo.registrations(starts),
    repo.paidOrders(starts, PAID),
    currentTemplate(deps),
  ]);
  const period = (p: PeriodName): DashboardPeriod => ({
    from: starts[p].toISOString(),
    assessmentsStarted: started[p],
    assessmentsCompleted: completed.completed[p],
    registrations: registrations[p],
    paidOrders: paid.count[p],
    revenueOre: paid.revenueOre[p],
    purchasedAssessments: completed.purchased[p],
    conversion: ratio(completed.purchased[p], completed.completed[p]),
    emergencies: completed.emergencies[p],
    emergencyShare: ratio(completed.emergencies[p], completed.completed[p]),
  });
  const periods = Object.fromEntries(PERIODS.map((p) => [p, period(p)])) as Record<PeriodName, DashboardPeriod>;
  return {
    timeZone: DASHBOARD_TIME_ZONE,
    periods,
    template: { active: template.builtIn || template.template !== null, builtIn: template.builtIn, name: template.template?.name ?? null },
  };
}
