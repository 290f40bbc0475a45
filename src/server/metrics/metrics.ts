/**
 * The process's metrics in the Prometheus text format (version 0.0.4), kept in a few maps: a
 * request costs one string key, one map lookup and a walk over eleven bucket bounds (decision
 * 0043). Labels are only ever route patterns, methods, status codes, queue names and fixed
 * words: never a raw URL, an id or anything a person typed.
 *
 * One registry per process, as prom-client's default one: several apps in one test process
 * share it, so tests compare counts before and after.
 */

/** Upper bounds (seconds) of the request latency histogram. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Histogram {
  method: string;
  route: string;
  counts: number[];
  sum: number;
  count: number;
}

const requests = new Map<string, { method: string; route: string; status: number; count: number }>();
const latencies = new Map<string, Histogram>();
const reportsRendered = new Map<string, number>();
const payments = new Map<string, { provider: string; outcome: string; count: number }>();

let inFlight = 0;
let inFlightPeak = 0;
let shed = 0;

/** A request is being handled (load shedding counts it; plugins/load-shedding.ts). */
export function requestTaken(): void {
  inFlight++;
  if (inFlight > inFlightPeak) inFlightPeak = inFlight;
}

/** A request taken has been answered, or its client went away. */
export function requestDone(): void {
  inFlight--;
}

/** A request was answered 503 at once because too many were being handled. */
export function requestShed(): void {
  shed++;
}

/** One answered request: its method, its route pattern (never the URL), its status and how long it took. */
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  const key = `${method} ${route}`;
  const statusKey = `${key} ${status}`;
  const counter = requests.get(statusKey);
  if (counter) counter.count++;
  else requests.set(statusKey, { method, route, status, count: 1 });
  let histogram = latencies.get(key);
  if (!histogram) {
    histogram = { method, route, counts: new Array<number>(LATENCY_BUCKETS.length).fill(0), sum: 0, count: 0 };
    latencies.set(key, histogram);
  }
  // Non-cumulative here; summed into Prometheus's cumulative buckets when the metrics are read.
  let i = 0;
  while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i++;
  if (i < LATENCY_BUCKETS.length) histogram.counts[i]!++;
  histogram.sum += seconds;
  histogram.count++;
}

/** A report PDF was rendered (`full`, `preview`, …). */
export function recordReportRendered(kind: string): void {
  reportsRendered.set(kind, (reportsRendered.get(kind) ?? 0) + 1);
}

/** A payment provider answered an order: `accepted`, `pending`, `declined`, `cart_mismatch`, `unavailable` or `unknown` (no answer: held, decision 0047). */
export function recordPayment(provider: string, outcome: string): void {
  const key = `${provider} ${outcome}`;
  const counter = payments.get(key);
  if (counter) counter.count++;
  else payments.set(key, { provider, outcome, count: 1 });
}

/** One job queue's figures, read from the job tables when the metrics are asked for. */
export interface QueueFigures {
  queue: string;
  /** Waiting, retrying or running now. */
  queued: number;
  /** Given up after all their retries (still kept, or archived). */
  failed: number;
}

/** A label value as Prometheus reads it: backslash, double quote and newline escaped. */
function label(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function number(value: number): string {
  return Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : value < 0 ? '-Inf' : 'NaN';
}

/** Every metric in the Prometheus text format, with the job queues' figures read just now. */
export function renderMetrics(queues: readonly QueueFigures[]): string {
  const out: string[] = [];
  out.push('# HELP http_requests_total HTTP requests answered, by method, route pattern and status.');
  out.push('# TYPE http_requests_total counter');
  for (const r of requests.values()) out.push(`http_requests_total{method="${label(r.method)}",route="${label(r.route)}",status="${r.status}"} ${r.count}`);

  out.push('# HELP http_request_duration_seconds Time to answer an HTTP request, by method and route pattern.');
  out.push('# TYPE http_request_duration_seconds histogram');
  for (const h of latencies.values()) {
    const labels = `method="${label(h.method)}",route="${label(h.route)}"`;
    let cumulative = 0;
    LATENCY_BUCKETS.forEach((bound, i) => {
      cumulative += h.counts[i]!;
      out.push(`http_request_duration_seconds_bucket{${labels},le="${bound}"} ${cumulative}`);
    });
    out.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${h.count}`);
    out.push(`http_request_duration_seconds_sum{${labels}} ${number(h.sum)}`);
    out.push(`http_request_duration_seconds_count{${labels}} ${h.count}`);
  }

  out.push('# HELP http_requests_in_flight Requests being handled now (at most MAX_REQUESTS_IN_FLIGHT per process).');
  out.push('# TYPE http_requests_in_flight gauge');
  out.push(`http_requests_in_flight ${inFlight}`);
  out.push('# HELP http_requests_in_flight_peak The most requests handled at once since the metrics were last read.');
  out.push('# TYPE http_requests_in_flight_peak gauge');
  out.push(`http_requests_in_flight_peak ${inFlightPeak}`);
  // A peak per scrape: the next one starts from what is in flight now.
  inFlightPeak = inFlight;
  out.push('# HELP http_requests_shed_total Requests answered 503 at once because MAX_REQUESTS_IN_FLIGHT were being handled.');
  out.push('# TYPE http_requests_shed_total counter');
  out.push(`http_requests_shed_total ${shed}`);

  out.push('# HELP job_queue_depth Jobs waiting, retrying or running, by queue.');
  out.push('# TYPE job_queue_depth gauge');
  for (const q of queues) out.push(`job_queue_depth{queue="${label(q.queue)}"} ${q.queued}`);
  out.push('# HELP job_queue_failed Jobs given up after all their retries and still kept (a week), by queue.');
  out.push('# TYPE job_queue_failed gauge');
  for (const q of queues) out.push(`job_queue_failed{queue="${label(q.queue)}"} ${q.failed}`);

  out.push('# HELP reports_rendered_total Report PDFs rendered by this process, by kind.');
  out.push('# TYPE reports_rendered_total counter');
  for (const [kind, count] of reportsRendered) out.push(`reports_rendered_total{kind="${label(kind)}"} ${count}`);

  out.push('# HELP payments_total Payment provider answers to an order, by provider and outcome.');
  out.push('# TYPE payments_total counter');
  for (const p of payments.values()) out.push(`payments_total{provider="${label(p.provider)}",outcome="${label(p.outcome)}"} ${p.count}`);

  out.push('# HELP process_resident_memory_bytes Resident memory size in bytes.');
  out.push('# TYPE process_resident_memory_bytes gauge');
  out.push(`process_resident_memory_bytes ${process.memoryUsage.rss()}`);
  out.push('# HELP process_uptime_seconds Seconds since the process started.');
  out.push('# TYPE process_uptime_seconds gauge');
  out.push(`process_uptime_seconds ${number(process.uptime())}`);
  return `${out.join('\n')}\n`;
}
