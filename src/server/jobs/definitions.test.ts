import { describe, expect, it } from 'vitest';
import { JOBS } from './definitions';

describe('job payloads', () => {
  it('a generateReport job written before orderId was dropped still runs: the field is stripped, not refused', () => {
    const assessmentId = '5f0c6b1e-3a44-4c55-8d2b-0b8f2d7c9e11';
    const orderId = '9d1e7a52-6b0f-4f3e-9c1a-2e4b5d6f7a80';
    expect(JOBS.generateReport.payload.parse({ assessmentId, orderId })).toEqual({ assessmentId });
  });
});
