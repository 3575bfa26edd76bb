import { Link } from '@tanstack/react-router';
import type { ActivityTab } from '../activity-tab';
import type { ChangeRequest } from '../api/change-request-queries';
import { ChangesSection } from './changes-section';
import { CommentsSection } from './comments-section';
import { tabLinkProps, tabStyles } from '@/components/ui/tab-styles';

/**
 * Changes and Comments as two tabs under the description, each a URL (`?tab=comments`), so a
 * link can point at a request's conversation.
 */
export function ActivityTabs(props: {
  request: ChangeRequest;
  spaceId: string;
  changeRequestId: string;
  tab: ActivityTab;
  /** Who is reading: pages marked as viewed are theirs. */
  viewerId: string | undefined;
}) {
  const { request, tab, viewerId, ...ids } = props;
  const tabs = [
    { id: 'changes', label: 'Changes', count: request.pages?.length },
    { id: 'comments', label: 'Comments', count: request.comments },
  ] as const;
  return (
    <>
      <nav aria-label="Change request activity" className={tabStyles.tabs}>
        {tabs.map((entry) => (
          <Link
            key={entry.id}
            to="."
            search={entry.id === 'comments' ? { tab: 'comments' } : {}}
            {...tabLinkProps(entry.id === tab)}
          >
            {entry.label}
            {entry.count ? <span className={tabStyles.count}>{entry.count}</span> : null}
          </Link>
        ))}
      </nav>
      {tab === 'comments' ? (
        <CommentsSection request={request} {...ids} />
      ) : (
        <ChangesSection request={request} viewerId={viewerId} {...ids} />
      )}
    </>
  );
}
