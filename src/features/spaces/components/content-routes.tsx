import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import type { ContentRef } from '../api/content-mutations';

/** A space or a collection, with the organization whose pages hold it. */
type ContentPage = ContentRef & { organization: string };

/** Opens the page of a space or a collection. */
export function useOpenContent() {
  const navigate = useNavigate();
  return useCallback(
    (item: ContentPage) => {
      if (item.object === 'space') {
        void navigate({
          to: '/orgs/$orgId/spaces/$spaceId',
          params: { orgId: item.organization, spaceId: item.id },
        });
      } else {
        void navigate({
          to: '/orgs/$orgId/collections/$collectionId',
          params: { orgId: item.organization, collectionId: item.id },
        });
      }
    },
    [navigate],
  );
}

/** A link to the page of a space or a collection. */
export function ContentLink(props: {
  item: ContentPage;
  className?: string;
  tabIndex?: number;
  draggable?: boolean;
  children: ReactNode;
}) {
  const { item, ...link } = props;
  if (item.object === 'space') {
    return (
      <Link
        to="/orgs/$orgId/spaces/$spaceId"
        params={{ orgId: item.organization, spaceId: item.id }}
        {...link}
      />
    );
  }
  return (
    <Link
      to="/orgs/$orgId/collections/$collectionId"
      params={{ orgId: item.organization, collectionId: item.id }}
      {...link}
    />
  );
}
