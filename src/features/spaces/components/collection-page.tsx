import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Card, CardGroup } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { contentQueries, type Collection } from '../api/content-queries';
import { roleLabel, visibilityLabel } from '../labels';
import {
  DeleteCollectionDialog,
  MoveAndTransferActions,
  useCollectionContents,
} from './content-actions';
import type { OrganizationChoice } from './content-dialogs';
import { CollectionSettings } from './collection-settings';
import { ContentLink } from './content-routes';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/class-names';
import styles from './collection-page.module.css';
import { emojiText } from '@/lib/emoji';

/** One collection: its settings, its spaces, and move, transfer and delete. */
export function CollectionPage(props: {
  collectionId: string;
  organizations: readonly OrganizationChoice[];
}) {
  const { data: collection } = useSuspenseQuery(contentQueries.collection(props.collectionId));
  const { data: spaces } = useSuspenseQuery(contentQueries.collectionSpaces(props.collectionId));
  const canAdmin = collection.permissions.admin;
  return (
    <>
      <PageHeader
        title={collection.title}
        description={collection.description || 'A collection of spaces.'}
        actions={
          canAdmin ? (
            <CollectionActions collection={collection} organizations={props.organizations} />
          ) : null
        }
      />
      <CardGroup layout="columns">
        <Card title="Spaces in this collection">
          {spaces.length === 0 ? (
            <EmptyState title="No spaces directly in this collection." />
          ) : (
            <ul className={cx('plain-list', styles.spaces)}>
              {spaces.map((space) => (
                <li key={space.id}>
                  <span aria-hidden="true">{space.emoji ? `${emojiText(space.emoji)} ` : ''}</span>
                  <ContentLink item={space}>{space.title}</ContentLink>{' '}
                  <span className="muted">{visibilityLabel(space.visibility)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="muted">Default level: {roleLabel(collection.defaultLevel)}</p>
        </Card>
        {canAdmin ? (
          <CollectionSettings
            key={collection.title + collection.description + collection.defaultLevel}
            collection={collection}
          />
        ) : null}
      </CardGroup>
    </>
  );
}

function CollectionActions(props: {
  collection: Collection;
  organizations: readonly OrganizationChoice[];
}) {
  const { collection } = props;
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  // What deleting takes with it: counted from the organization's tree once it is asked.
  const contents = useCollectionContents(collection, deleting);
  return (
    <>
      <MoveAndTransferActions item={collection} organizations={props.organizations} />
      <DeleteCollectionDialog
        trigger={<Button variant="danger">Delete…</Button>}
        open={deleting}
        onOpenChange={setDeleting}
        collection={collection}
        contents={contents}
        onDeleted={() =>
          void navigate({
            to: '/orgs/$orgId/content',
            params: { orgId: collection.organization },
          })
        }
      />
    </>
  );
}
