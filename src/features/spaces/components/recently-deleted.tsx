import { useSuspenseQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button-link';
import { ListScreen } from '@/components/ui/list-screen';
import { PendingButton } from '@/components/ui/button';
import { tableStyles } from '@/components/ui/table-styles';
import { emojiText } from '@/lib/emoji';
import { formatDateTime } from '@/lib/format';
import { useRestoreSpace } from '../api/content-lifecycle';
import { contentQueries } from '../api/content-queries';
import { daysLeft, daysLeftLabel, retentionDays } from '../labels';

/** Spaces deleted here within the last 7 days, with the days left and a way back. */
export function RecentlyDeleted(props: { orgId: string }) {
  const { data } = useSuspenseQuery(contentQueries.deleted(props.orgId));
  const restore = useRestoreSpace();
  const restoring = restore.isPending ? restore.variables.id : undefined;

  return (
    <ListScreen
      title="Recently deleted"
      description={`Deleted spaces can be restored for ${retentionDays} days; after that they are gone for good.`}
      actions={
        <ButtonLink to="/orgs/$orgId/content" params={{ orgId: props.orgId }}>
          Back to content
        </ButtonLink>
      }
      items={data.items}
      empty="Nothing was deleted in the last 7 days."
      table={{
        caption: 'Recently deleted spaces',
        headings: [
          'Space',
          'Deleted',
          'Time left',
          <span className="visually-hidden">Actions</span>,
        ],
        row: (space) => (
          <>
            <th scope="row">
              <span aria-hidden="true">{space.emoji ? `${emojiText(space.emoji)} ` : ''}</span>
              {space.title}
            </th>
            <td>{space.deletedAt ? formatDateTime(space.deletedAt) : '—'}</td>
            <td>{space.deletedAt ? daysLeftLabel(daysLeft(space.deletedAt, data.now)) : '—'}</td>
            <td className={tableStyles.actions}>
              {space.permissions.admin ? (
                <PendingButton
                  size="small"
                  aria-label={`Restore ${space.title}`}
                  pending={restoring === space.id}
                  pendingLabel="Restoring…"
                  onClick={() => restore.mutate(space)}
                >
                  Restore
                </PendingButton>
              ) : null}
            </td>
          </>
        ),
      }}
    />
  );
}
