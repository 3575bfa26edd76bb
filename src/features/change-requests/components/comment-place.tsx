import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { placeSearch } from '../activity-tab';
import { anchorOf, blockLabel } from '../anchored-block';
import { anchorQueries } from '../api/block-comment-api';
import type { Comment } from '../api/comment-queries';
import styles from './comments.module.css';

/**
 * Where an anchored comment is: "On On-call › block “Page for…”", linking to that block in the
 * Changes tab (the page's diff opened, the block in view with the comment beside it). Read from
 * the request's head, so a block edited away since is said to be gone and the link leads to its
 * page; the comment stays readable below.
 */
export function CommentPlace(props: {
  spaceId: string;
  changeRequestId: string;
  comment: Comment;
}) {
  const anchor = anchorOf(props.comment);
  const page = useQuery({
    ...anchorQueries.headPage(props.spaceId, props.changeRequestId, anchor?.page ?? ''),
    enabled: anchor !== undefined,
    retry: false,
  });
  if (!anchor) return null;
  if (page.isPending) return <p className={styles.place}>On a page…</p>;
  if (page.isError) return <p className={styles.place}>On a page that no longer exists</p>;
  const title = page.data.title;
  const document = page.data.type === 'document' ? page.data.document : undefined;
  const block = anchor.node && document ? blockLabel(document, anchor.node) : undefined;
  return (
    <p className={styles.place}>
      <Link to="." search={placeSearch(anchor.page, block ? anchor.node : undefined)}>
        On {title}
        {anchor.node ? ` › ${block ?? 'a block'}` : ''}
      </Link>
      {anchor.node && !block ? (
        <span className="muted"> (that block no longer exists in the request)</span>
      ) : null}
    </p>
  );
}
