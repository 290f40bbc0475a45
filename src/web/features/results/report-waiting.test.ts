import { describe, expect, it } from 'vitest';
import type { AssessmentSummary } from '../../../shared/contracts/assessment';
import { reportWaiting } from './api';

const latest = (over: Partial<AssessmentSummary>): AssessmentSummary[] => [
  {
    id: 'a',
    createdAt: '2026-11-20T10:00:00Z',
    highestUrgency: null,
    topCategory: { id: 'ospecifik', label: 'Ospecifik ländryggssmärta' },
    riskGroup: 'low',
    enoughAnswers: true,
    reportPaid: false,
    payment: null,
    ...over,
  },
];

describe('the report waiting to be bought (the cart badge)', () => {
  it('counts the latest assessment with enough answers and no emergency sign', () => {
    expect(reportWaiting(latest({}))).toBe(true);
    expect(reportWaiting(latest({ highestUrgency: 'urgent' }))).toBe(true);
    // A paid report waits for nothing.
    expect(reportWaiting(latest({ reportPaid: true }))).toBe(false);
    // Nor one whose payment is under review (no second purchase meanwhile); declined, it waits again.
    const payment = { orderId: 'o', orderNumber: 12, at: '2026-11-20T11:00:00Z' };
    expect(reportWaiting(latest({ payment: { state: 'under_review', ...payment } }))).toBe(false);
    expect(reportWaiting(latest({ payment: { state: 'declined', ...payment } }))).toBe(true);
  });

  it('counts nothing with an emergency sign, too few answers or no assessment', () => {
    expect(reportWaiting(latest({ highestUrgency: 'emergency', topCategory: null, riskGroup: null }))).toBe(false);
    expect(reportWaiting(latest({ enoughAnswers: false }))).toBe(false);
    expect(reportWaiting([])).toBe(false);
    expect(reportWaiting(undefined)).toBe(false);
  });
});
