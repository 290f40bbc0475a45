import { QueryClient } from '@tanstack/react-query';

/** The spec's cache defaults: no automatic retry, no refetch on focus, no polling, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * At sign-out: every query that could hold the user's data leaves the cache (cancelled first, so a
 * late answer cannot put it back). Only queries marked `meta: { public: true }` (the site's
 * settings, the question bank) stay, so the page does not flash; a query is personal unless it says not.
 */
export function clearPersonalQueries(queryClient: QueryClient): void {
  const predicate = (query: { meta?: Record<string, unknown> | undefined }) => query.meta?.public !== true;
  void queryClient.cancelQueries({ predicate });
  queryClient.removeQueries({ predicate });
}
