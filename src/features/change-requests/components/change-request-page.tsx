import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format';
import type { ActivitySearch, ActivityTab } from '../activity-tab';
import { changeRequestQueries } from '../api/change-request-queries';
import { statusLabel, type ChangeRequestStatus } from '../list-search';
import { untitledSubject } from '../subject-rules';
import { ChangeRequestDetails } from './change-request-details';
import styles from './change-request-page.module.css';
import { DescriptionSection } from './description-section';
import { ExportPdfDialog } from './export-pdf-dialog';
import { ActivityTabs } from './activity-tabs';
import { MergeBox } from './merge-box';
import { OutdatedBanner } from './outdated-banner';
import { ReviewPanel } from './review-panel';
import { StatusActions } from './status-actions';
import { SubjectHeading } from './subject-heading';

const statusTones: Record<ChangeRequestStatus, StatusTone> = {
  draft: 'off',
  open: 'info',
  merged: 'on',
  archived: 'off',
};

/**
 * One change request: its subject and status, the actions on it (status moves, export), the
 * merge box with its rules, the review panel, its details, its description, and tabs for its changes and its comment threads. Each section is its own component; this page only tells
 * them whether the description has unsaved edits, which Merge and Update from main wait for.
 */
export function ChangeRequestPage(props: {
  orgId: string;
  spaceId: string;
  changeRequestId: string;
  spaceTitle: string;
  tab: ActivityTab;
  /** The place in the Changes tab the address names (a page, a block of it). */
  target?: Pick<ActivitySearch, 'page' | 'block'>;
  /** The signed-in person's id, when the server says who that is. */
  viewerId: string | undefined;
}) {
  const { spaceId, changeRequestId } = props;
  const { data: request } = useSuspenseQuery(changeRequestQueries.detail(spaceId, changeRequestId));
  const [dirty, setDirty] = useState(false);
  const ids = { spaceId, changeRequestId };

  return (
    <article aria-label={request.subject || untitledSubject}>
      <SubjectHeading key={request.subject} request={request} {...ids} />
      <p className={`muted ${styles.meta}`}>
        <StatusBadge tone={statusTones[request.status]}>{statusLabel(request.status)}</StatusBadge>{' '}
        #{request.number} in{' '}
        <Link
          to="/orgs/$orgId/spaces/$spaceId/change-requests"
          params={{ orgId: props.orgId, spaceId }}
        >
          {props.spaceTitle}
        </Link>{' '}
        · opened by {request.createdBy.displayName} on {formatDateTime(request.createdAt)} · updated{' '}
        {formatDateTime(request.updatedAt)}
      </p>

      {request.outdated && request.status !== 'merged' ? (
        <OutdatedBanner request={request} {...ids} dirty={dirty} />
      ) : null}

      <div className={styles.actions} role="group" aria-label="Change request actions">
        <StatusActions request={request} {...ids} />
        <ExportPdfDialog request={request} {...ids} />
      </div>

      <MergeBox request={request} {...ids} dirty={dirty} />
      <ReviewPanel request={request} orgId={props.orgId} viewerId={props.viewerId} {...ids} />
      <ChangeRequestDetails request={request} />
      <DescriptionSection request={request} orgId={props.orgId} {...ids} onDirtyChange={setDirty} />
      <ActivityTabs
        request={request}
        tab={props.tab}
        viewerId={props.viewerId}
        target={props.target}
        {...ids}
      />
    </article>
  );
}
