import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { insightKeys, insightQueries } from './insight-queries';

/**
 * How many new conversations are still being processed, asked again every two seconds while
 * there are any and not at all once there are none. When one finishes, its issues have
 * appeared: every topic, issue and conversation the screens hold is refreshed once.
 */
export function useAnalysisWatch(orgId: string): number {
  const queryClient = useQueryClient();
  const { data } = useQuery(insightQueries.processing(orgId));
  const pending = data?.pending ?? 0;
  const previous = useRef(pending);
  useEffect(() => {
    if (pending < previous.current)
      void queryClient.invalidateQueries({
        queryKey: insightKeys.all,
        predicate: (query) => query.queryKey[1] !== 'processing',
      });
    previous.current = pending;
  }, [pending, queryClient]);
  return pending;
}
