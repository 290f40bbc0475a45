import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../shared/contracts/user';
import { CONSENT_VERSION } from '../../../shared/domain/consent';
// Loaded up front: the api client imports the endpoint map on its first call, which fake timers cannot hurry.
import '../../../shared/contracts/endpoints';
import { createQueryClient } from '../../lib/query-client';
import { assessmentKeys } from './api';
import { readGuestProgress, readUserProgress, type LocalProgress } from './assessment-storage';
import { useProgressSaver } from './use-progress-saver';

const user: PublicUser = { id: 'u1', email: 'anna@example.se', name: 'Anna', role: 'customer' };

function progress(step: number): LocalProgress {
  return {
    currentStep: step,
    responses: { '0': { testId: 'age_band', testName: 'Ålder', completion: '30_44' } },
    lastUpdated: new Date().toISOString(),
    consent: { givenAt: new Date().toISOString(), version: CONSENT_VERSION },
    email: null,
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
let client = createQueryClient();
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
beforeEach(() => {
  vi.useFakeTimers();
  client = createQueryClient();
  localStorage.clear();
  fetchMock = vi.fn(async () => new Response('{"message":"Sparat"}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useProgressSaver', () => {
  it('a guest: saves on the device at once and never calls the server', () => {
    const { result } = renderHook(({ p }) => useProgressSaver(null, p), { initialProps: { p: progress(3) }, wrapper });
    expect(readGuestProgress()?.currentStep).toBe(3);
    act(() => void vi.advanceTimersByTime(2000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toBe('saved');
  });

  it('signed in: saves on the device at once and to the server once for quick changes, without the device-only fields', async () => {
    const { result, rerender } = renderHook(({ p }) => useProgressSaver(user, p), { initialProps: { p: progress(1) }, wrapper });
    rerender({ p: progress(2) });
    rerender({ p: progress(3) });
    expect(readUserProgress(user.email)?.currentStep).toBe(3);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(700)));
    await act(() => vi.waitFor(() => expect(result.current).toBe('saved')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/assessment/progress');
    expect(init.method).toBe('PUT');
    const body = JSON.parse(String(init.body));
    expect(body.currentStep).toBe(3);
    expect(body).not.toHaveProperty('email');

    expect(result.current).toBe('saved');
    // What the resume card and the questionnaire read next is what was saved.
    expect(client.getQueryData(assessmentKeys.progress(user.id))).toMatchObject({ currentStep: 3 });
  });

  it('says offline when the server save fails, and keeps the device copy', async () => {
    fetchMock.mockImplementation(async () => new Response('{"error":"nere"}', { status: 503 }));
    const { result } = renderHook(({ p }) => useProgressSaver(user, p), { initialProps: { p: progress(5) }, wrapper });
    await act(async () => void (await vi.advanceTimersByTimeAsync(700)));
    await act(() => vi.waitFor(() => expect(result.current).toBe('offline')));
    expect(readUserProgress(user.email)?.currentStep).toBe(5);
  });
});
