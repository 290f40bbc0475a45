import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './destination';

describe('destinationAfterSignIn', () => {
  it('sends customers home and admins to the dashboard', () => {
    expect(destinationAfterSignIn({ role: 'customer' })).toBe('/customer');
    expect(destinationAfterSignIn({ role: 'admin' })).toBe('/dashboard');
  });
  it('sends anyone with a finished quiz to the results first', () => {
    for (const key of ['fromQuizFlow', 'currentAssessment', 'assessmentId']) {
      localStorage.clear();
      localStorage.setItem(key, 'true');
      expect(destinationAfterSignIn({ role: 'admin' })).toBe('/results');
    }
  });
  it('ignores empty markers', () => {
    localStorage.setItem('fromQuizFlow', 'false');
    expect(destinationAfterSignIn({ role: 'customer' })).toBe('/customer');
  });
});
