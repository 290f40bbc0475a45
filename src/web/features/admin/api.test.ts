import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the api client imports the endpoint map on its first call.
import '../../../shared/contracts/endpoints';
import { jsonResponse as json } from '../../app/auth-provider.test-support';
import { createQueryClient } from '../../lib/query-client';
import { UPLOADED_IMAGES_CACHE_MS, uploadedImagesQuery } from './api';

describe('the uploaded images list', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchMock = vi.fn(async () => json({ images: [{ url: '/api/images/a.png', fileName: 'a.png' }] }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is used for 5 minutes (spec §7), then asked for again, so another admin’s uploads show', async () => {
    expect(UPLOADED_IMAGES_CACHE_MS).toBe(5 * 60 * 1000);
    const client = createQueryClient();
    await client.ensureQueryData({ ...uploadedImagesQuery(), revalidateIfStale: true });
    vi.advanceTimersByTime(UPLOADED_IMAGES_CACHE_MS - 1000);
    await client.ensureQueryData({ ...uploadedImagesQuery(), revalidateIfStale: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    await client.ensureQueryData({ ...uploadedImagesQuery(), revalidateIfStale: true });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
