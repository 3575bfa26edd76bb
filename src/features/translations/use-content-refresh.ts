import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readScope } from '@/lib/api-queries';

/** What a finished run changes: the translated space, its place in the tree, its title. */
const translatedContent = [
  readScope('/v1/orgs/{organizationId}/spaces'),
  readScope('/v1/orgs/{organizationId}/collections'),
  readScope('/v1/collections/{collectionId}/spaces'),
  readScope('/v1/spaces/{spaceId}'),
];

/**
 * A finished run made or revised a translated space: when the number of finished runs on screen
 * changes, the content the console holds is made stale, so the tree shows the new space.
 */
export function useContentRefreshOnRuns(finishedRuns: number) {
  const queryClient = useQueryClient();
  const seen = useRef(finishedRuns);
  useEffect(() => {
    if (seen.current === finishedRuns) return;
    seen.current = finishedRuns;
    for (const queryKey of translatedContent) void queryClient.invalidateQueries({ queryKey });
  }, [finishedRuns, queryClient]);
}
