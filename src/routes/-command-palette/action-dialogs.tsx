import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { contentQueries } from '@/features/spaces/api/content-queries';
import { buildContentTree, collectionOptions } from '@/features/spaces/content-tree-data';
import type { ActionDialog } from './palette-actions';

// The screens' own dialogs, loaded when an action first opens them.
const createDialogs = () => import('@/features/spaces/components/create-dialogs');
const CreateSpaceDialog = lazy(async () => ({
  default: (await createDialogs()).CreateSpaceDialog,
}));
const changeRequestDialog = () =>
  import('@/features/change-requests/components/new-change-request-dialog');
const NewChangeRequestDialog = lazy(async () => ({
  default: (await changeRequestDialog()).NewChangeRequestDialog,
}));

/** The dialog a palette action opened, over whatever page is shown. */
export function ActionDialogs(props: {
  dialog: ActionDialog;
  orgId: string;
  editableSpaces: { id: string; title: string }[];
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      {props.dialog === 'space' ? (
        <NewSpace orgId={props.orgId} onClose={props.onClose} />
      ) : (
        <NewChangeRequestDialog
          orgId={props.orgId}
          spaces={props.editableSpaces}
          onClose={props.onClose}
        />
      )}
    </Suspense>
  );
}

/** "New space" from anywhere: the Content screen's dialog, with the collections to put it in. */
function NewSpace(props: { orgId: string; onClose: () => void }) {
  const { data: spaces } = useSuspenseQuery(contentQueries.spaces(props.orgId));
  const { data: collections } = useSuspenseQuery(contentQueries.collections(props.orgId));
  const parents = collectionOptions(buildContentTree(collections, spaces));
  return (
    <CreateSpaceDialog open orgId={props.orgId} parents={parents} onOpenChange={props.onClose} />
  );
}
