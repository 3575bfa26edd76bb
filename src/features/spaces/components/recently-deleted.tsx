import { useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useRestoreSpace } from '../api/content-lifecycle';
import { contentQueries } from '../api/content-queries';
import { formatDateTime } from '@/lib/format';
import { daysLeft, daysLeftLabel, retentionDays } from '../labels';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { tableStyles } from '@/components/ui/table-styles';
import { emojiText } from '@/lib/emoji';

/** Spaces deleted here within the last 7 days, with the days left and a way back. */
export function RecentlyDeleted(props: { orgId: string }) {
  const { data } = useSuspenseQuery(contentQueries.deleted(props.orgId));
  const restore = useRestoreSpace();
  const restoring = restore.isPending ? restore.variables.id : undefined;

  return (
    <>
      <PageHeader
        title="Recently deleted"
        description={`Deleted spaces can be restored for ${retentionDays} days; after that they are gone for good.`}
        actions={
          <ButtonLink to="/orgs/$orgId/content" params={{ orgId: props.orgId }}>
            Back to content
          </ButtonLink>
        }
      />
      {data.items.length === 0 ? (
        <EmptyState title="Nothing was deleted in the last 7 days." />
      ) : (
        <table className={tableStyles.table}>
          <caption className="visually-hidden">Recently deleted spaces</caption>
          <thead>
            <tr>
              <th scope="col">Space</th>
              <th scope="col">Deleted</th>
              <th scope="col">Time left</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((space) => (
              <tr key={space.id}>
                <th scope="row">
                  <span aria-hidden="true">{space.emoji ? `${emojiText(space.emoji)} ` : ''}</span>
                  {space.title}
                </th>
                <td>{space.deletedAt ? formatDateTime(space.deletedAt) : '—'}</td>
                <td>
                  {space.deletedAt ? daysLeftLabel(daysLeft(space.deletedAt, data.now)) : '—'}
                </td>
                <td className={tableStyles.actions}>
                  {space.permissions.admin ? (
                    <Button
                      size="small"
                      aria-label={`Restore ${space.title}`}
                      disabled={restoring === space.id}
                      onClick={() => restore.mutate(space)}
                    >
                      {restoring === space.id ? 'Restoring…' : 'Restore'}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
