import { HeadingLink } from '@/components/ui/heading-link';
import { cardClass } from '@/components/ui/card';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { formatDate, plural } from '@/lib/format';
import type { ChangeRequest } from '../api/change-request-queries';
import { untitledSubject } from '../subject-rules';
import styles from './change-request-row.module.css';

/** Where its reviews stand: changes asked for first, then approvals, then who is awaited. */
function reviewState(request: ChangeRequest) {
  const { approved, changesRequested, requested } = request.reviewSummary;
  const badge = (tone: StatusTone, text: string) => (
    <>
      {' · '}
      <StatusBadge tone={tone}>{text}</StatusBadge>
    </>
  );
  if (changesRequested > 0) return badge('danger', 'Changes requested');
  if (approved > 0)
    return badge('on', approved === 1 ? 'Approved' : `Approved by ${String(approved)}`);
  if (requested > 0) return badge('info', `Waiting for ${plural(requested, 'review', 'reviews')}`);
  return null;
}

/** One request in a list: its number and subject (the link), who, when, and if outdated. */
export function ChangeRequestRow(props: {
  orgId: string;
  request: ChangeRequest;
  spaceTitle: string | undefined;
}) {
  const { request } = props;
  return (
    <li className={cardClass}>
      <HeadingLink
        titleClass={styles.title}
        to="/orgs/$orgId/spaces/$spaceId/change-requests/$changeRequestId"
        params={{
          orgId: props.orgId,
          spaceId: request.space,
          changeRequestId: String(request.number),
        }}
      >
        <span className="muted">#{request.number}</span> {request.subject || untitledSubject}
      </HeadingLink>
      <p className={`muted ${styles.meta}`}>
        {props.spaceTitle ? `${props.spaceTitle} · ` : ''}
        by {request.createdBy.displayName} · updated {formatDate(request.updatedAt)}
        {request.comments > 0 ? ` · ${plural(request.comments, 'comment', 'comments')}` : ''}
        {reviewState(request)}
        {request.outdated ? (
          <>
            {' · '}
            <StatusBadge tone="warning">Outdated</StatusBadge>
          </>
        ) : null}
      </p>
    </li>
  );
}
