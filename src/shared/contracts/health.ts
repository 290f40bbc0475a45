import { z } from 'zod';

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** The process answers (nothing else is asked). */
export const livenessResponse = z.object({ status: z.literal('ok') });

/** The checks of readiness, each passed or not; no detail beyond that (no error text, no path). */
export const readinessChecks = z.object({
  database: z.boolean(),
  jobs: z.boolean(),
  storage: z.boolean(),
});

/** Ready: every check passed. */
export const readinessResponse = z.object({ status: z.literal('ok'), checks: readinessChecks });

/** Not ready: which checks failed, with a Swedish error like every other error answer. */
export const notReadyResponse = z.object({ error: z.string(), checks: readinessChecks });

/** The metrics in the Prometheus text format (text/plain; version=0.0.4). */
export const metricsText = z.string().meta({ id: 'PrometheusMetrics', description: 'Prometheus text format 0.0.4 (text/plain; version=0.0.4).' });
