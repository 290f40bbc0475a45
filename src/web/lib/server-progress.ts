import { useQuery } from '@tanstack/react-query';
import type { Progress } from '../../shared/contracts/assessment';
import type { PublicUser } from '../../shared/contracts/user';
import { apiJson } from './api';

/** A signed-in user's unfinished questionnaire on the server (null for guests or none saved). */
export function useServerProgress(user: PublicUser | null) {
  return useQuery({
    queryKey: ['assessment-progress', user?.id],
    queryFn: async () => (await apiJson<{ progress: Progress | null }>('GET', '/api/assessment/progress')).progress,
    enabled: !!user,
    retry: 1,
  });
}
