import { Link } from '@tanstack/react-router';
import { cardClass } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate, plural } from '@/lib/format';
import type { ChangeRequest } from '../api/change-request-queries';
import { untitledSubject } from '../subject-rules';
import styles from './change-request-row.module.css';

/** One request in a list: its number and subject (the link), who, when, and if outdated. */
export function ChangeRequestRow(props: {
  orgId: string;
  request: ChangeRequest;
  spaceTitle: string | undefined;
}) {
  const { request } = props;
  return (
    <li className={cardClass}>
      <h2 className={styles.title}>
        <Link
          to="/orgs/$orgId/spaces/$spaceId/change-requests/$changeRequestId"
          params={{
            orgId: props.orgId,
            spaceId: request.space,
            changeRequestId: String(request.number),
          }}
        >
          <span className="muted">#{request.number}</span> {request.subject || untitledSubject}
        </Link>
      </h2>
      <p className={`muted ${styles.meta}`}>
        {props.spaceTitle ? `${props.spaceTitle} · ` : ''}
        by {request.createdBy.displayName} · updated {formatDate(request.updatedAt)}
        {request.comments > 0 ? ` · ${plural(request.comments, 'comment', 'comments')}` : ''}
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
