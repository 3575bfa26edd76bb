import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readScope } from '@/lib/api-queries';
import { insightPaths, insightQueries, processingView } from './insight-queries';

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
      for (const path of insightPaths)
        void queryClient.invalidateQueries({
          queryKey: readScope(path, { organizationId: orgId }),
          predicate: (query) => query.queryKey[3] !== processingView,
        });
    previous.current = pending;
  }, [pending, orgId, queryClient]);
  return pending;
}
