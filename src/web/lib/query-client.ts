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

/** Query roots that hold nothing personal: the site's settings and the question bank. */
export const PUBLIC_QUERY_ROOTS: readonly string[] = ['site', 'questions'];

/**
 * At sign-out: every query that could hold the user's data leaves the cache (cancelled first, so a
 * late answer cannot put it back). Public queries stay, so the page does not flash.
 */
export function clearPersonalQueries(queryClient: QueryClient): void {
  const predicate = (query: { queryKey: readonly unknown[] }) => !PUBLIC_QUERY_ROOTS.includes(String(query.queryKey[0]));
  void queryClient.cancelQueries({ predicate });
  queryClient.removeQueries({ predicate });
}
