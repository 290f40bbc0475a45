import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultsKeys } from '../results/api';
import { readGuestClaim, rememberCompletedAssessment } from './assessment-storage';
import { handOverGuestData } from './guest-handover';

const user = { id: 'u1', email: 'anna@b.se', name: 'Anna', role: 'customer' as const };

const queryClient = new QueryClient();

afterEach(() => vi.unstubAllGlobals());

describe('handing over the guest assessment at sign-in', () => {
  it('claims it and then forgets it on the device', async () => {
    rememberCompletedAssessment('g-1', 'claim-secret-123');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'g-1' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await handOverGuestData(queryClient, user);
    expect(fetchMock).toHaveBeenCalledWith('/api/assessments/claim', expect.objectContaining({ method: 'POST' }));
    expect(readGuestClaim()).toBeNull();
    expect(localStorage.getItem('assessmentId')).toBeNull();
  });

  it('drops a claim the server refuses, so it never reaches the next person', async () => {
    rememberCompletedAssessment('g-2', 'claim-secret-456');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Ogiltig kod."}', { status: 403 })),
    );
    await handOverGuestData(queryClient, user);
    expect(readGuestClaim()).toBeNull();
    expect(localStorage.getItem('fromQuizFlow')).toBeNull();
  });

  it('keeps the claim for a retry when the network fails', async () => {
    rememberCompletedAssessment('g-3', 'claim-secret-789');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await handOverGuestData(queryClient, user);
    expect(readGuestClaim()?.id).toBe('g-3');
  });

  it('runs one hand-over at a time', async () => {
    rememberCompletedAssessment('g-4', 'claim-secret-abc');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'g-4' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([handOverGuestData(queryClient, user), handOverGuestData(queryClient, user)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('marks the account’s cached assessments out of date once the claim is made, and not before', async () => {
    queryClient.setQueryData(resultsKeys.myAssessments(user.id), []);
    rememberCompletedAssessment('g-5', 'claim-secret-def');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await handOverGuestData(queryClient, user);
    expect(queryClient.getQueryState(resultsKeys.myAssessments(user.id))?.isInvalidated).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ id: 'g-5' }), { status: 200 })),
    );
    await handOverGuestData(queryClient, user);
    expect(queryClient.getQueryState(resultsKeys.myAssessments(user.id))?.isInvalidated).toBe(true);
  });
});
