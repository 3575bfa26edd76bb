import type { ActivitySearch, ActivityTab } from '../activity-tab';
import type { ChangeRequest } from '../api/change-request-queries';
import { ChangesSection } from './changes-section';
import { CommentsSection } from './comments-section';
import { Tab, TabNav } from '@/components/ui/tab-nav';

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
  /** The place in the Changes tab a link leads to (a page, a block of it). */
  target?: Pick<ActivitySearch, 'page' | 'block'>;
}) {
  const { request, tab, viewerId, target, ...ids } = props;
  return (
    <>
      <TabNav label="Change request activity" current={tab}>
        <Tab id="changes" to="." search={{}} count={request.pages?.length}>
          Changes
        </Tab>
        <Tab id="comments" to="." search={{ tab: 'comments' }} count={request.comments}>
          Comments
        </Tab>
      </TabNav>
      {tab === 'comments' ? (
        <CommentsSection request={request} {...ids} />
      ) : (
        <ChangesSection request={request} viewerId={viewerId} target={target} {...ids} />
      )}
    </>
  );
}
