import { describe, expect, it } from 'vitest';
import { recordPayment, recordReportRendered, recordRequest, renderMetrics } from './metrics';

/** The registry is the process's: each test uses labels of its own. */
describe('the Prometheus text', () => {
  it('holds cumulative latency buckets, +Inf, sum and count per method and route', () => {
    for (const seconds of [0.001, 0.02, 0.02, 0.3, 42]) recordRequest('GET', '/test/buckets/:id', 200, seconds);
    const text = renderMetrics([]);
    const bucket = (le: string) =>
      text.split('\n').find((l) => l.startsWith(`http_request_duration_seconds_bucket{method="GET",route="/test/buckets/:id",le="${le}"}`));
    expect(bucket('0.005')).toMatch(/ 1$/);
    expect(bucket('0.025')).toMatch(/ 3$/);
    expect(bucket('0.5')).toMatch(/ 4$/);
    expect(bucket('10')).toMatch(/ 4$/);
    expect(bucket('+Inf')).toMatch(/ 5$/);
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/test/buckets/:id"} 5');
    expect(text).toContain('http_requests_total{method="GET",route="/test/buckets/:id",status="200"} 5');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('escapes backslashes, quotes and newlines in label values', () => {
    recordReportRendered('a"b\\c\nd');
    expect(renderMetrics([])).toContain('reports_rendered_total{kind="a\\"b\\\\c\\nd"} 1');
  });

  it('gives each queue its depth and failures, and counts payments by provider and outcome', () => {
    recordPayment('test-unit', 'declined');
    recordPayment('test-unit', 'declined');
    const text = renderMetrics([{ queue: 'mail', queued: 3, failed: 1 }]);
    expect(text).toContain('job_queue_depth{queue="mail"} 3');
    expect(text).toContain('job_queue_failed{queue="mail"} 1');
    expect(text).toContain('payments_total{provider="test-unit",outcome="declined"} 2');
    // Every sample line is `name{labels} number` or `name number`: a scraper reads all of it.
    for (const line of text.split('\n').filter((l) => l && !l.startsWith('#'))) expect(line).toMatch(/^[a-z_]+(\{[^}]*\})? [0-9.e+-]+$|Inf$/);
  });
});
