import { z } from 'zod';

/** The days the dashboard counts in: the owner's calendar, whatever the server's clock says. */
export const DASHBOARD_TIME_ZONE = 'Europe/Stockholm';

const count = z.number().int().nonnegative();
/** A share 0–1, or null when there is nothing to divide by (no completed assessment). */
const share = z.number().min(0).max(1).nullable();

/**
 * One period's figures (decision 0029). Started: questionnaires whose consent was given in the
 * period (completed ones and signed-in users' unfinished ones; a guest's unfinished questionnaire
 * is only in the browser). Completed: assessments stored in the period. Registrations: verified
 * accounts created. Paid orders and revenue (öre, after discounts, VAT included): orders paid
 * (status paid or fulfilled) in the period. Conversion: of the assessments completed in the
 * period, the share with a paid order. Emergency share: of the same, the share whose analysis has
 * an emergency sign.
 */
export const dashboardPeriod = z.object({
  /** Where the period starts: local midnight in Europe/Stockholm (today, 6 or 29 days before). */
  from: z.string(),
  assessmentsStarted: count,
  assessmentsCompleted: count,
  registrations: count,
  paidOrders: count,
  revenueOre: count,
  /** Completed assessments of the period with a paid order. */
  purchasedAssessments: count,
  conversion: share,
  emergencies: count,
  emergencyShare: share,
});
export type DashboardPeriod = z.infer<typeof dashboardPeriod>;

export const dashboardResponse = z.object({
  timeZone: z.literal(DASHBOARD_TIME_ZONE),
  /** Today since local midnight, the last 7 and the last 30 days (today included). */
  periods: z.object({ today: dashboardPeriod, last7Days: dashboardPeriod, last30Days: dashboardPeriod }),
  /** The process strip's template step: the template reports use now (GET /api/current-template). */
  template: z.object({ active: z.boolean(), builtIn: z.boolean(), name: z.string().nullable() }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
