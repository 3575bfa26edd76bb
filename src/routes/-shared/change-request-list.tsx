import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { ChangeRequestList } from '@/features/change-requests/components/change-request-list';
import { validateListSearch } from '@/features/change-requests/list-search';
import { currentUserQuery } from '@/features/session/api/current-user';
import { useSearchWriter } from '@/lib/search-history';

/**
 * The list of change requests of such a page: its filters are the page's search, and the
 * person's own id tells whose review "Waiting for my review" looks for.
 */
export function ChangeRequestListRoute(
  props: Omit<ComponentProps<typeof ChangeRequestList>, 'search' | 'viewerId' | 'onSearchChange'>,
) {
  const search = useSearch({ strict: false, select: validateListSearch });
  const writeSearch = useSearchWriter();
  const viewer = useQuery(currentUserQuery);
  return (
    <ChangeRequestList
      {...props}
      search={search}
      viewerId={viewer.data?.id}
      onSearchChange={writeSearch}
    />
  );
}
