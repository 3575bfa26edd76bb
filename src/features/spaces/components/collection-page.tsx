import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { countTree, findInTree } from '../../../components/sortable-tree/tree-model';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, FieldError } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast';
import { api, data } from '../../../lib/api-client';
import { errorMessage, isApiError } from '../../../lib/api-error';
import {
  useDeleteCollection,
  useTransferCollection,
  useUpdateCollection,
} from '../api/content-mutations';
import { collectionKeys, contentQueries, spaceKeys, type Collection } from '../api/content-queries';
import {
  buildCollectionUpdate,
  contentConstraints,
  fieldOfMessage,
  roles,
  validateCollectionSettings,
  type CollectionSettingsValues,
  type FieldErrors,
} from '../content-forms';
import { buildContentTree, treeId } from '../content-tree-data';
import { deleteCollectionWords, roleLabel, visibilityLabel } from '../labels';
import { MoveDialog, TransferDialog, type OrganizationChoice } from './content-dialogs';

/** One collection: its settings, its spaces, and move, transfer and delete. */
export function CollectionPage(props: {
  orgId: string;
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
      <div className="grid-2">
        <section className="card" aria-labelledby="collection-spaces">
          <h2 id="collection-spaces" className="card-title">
            Spaces in this collection
          </h2>
          {spaces.length === 0 ? (
            <EmptyState title="No spaces directly in this collection." />
          ) : (
            <ul className="plain-list link-list">
              {spaces.map((space) => (
                <li key={space.id}>
                  <span aria-hidden="true">{space.emoji ? `${space.emoji} ` : ''}</span>
                  <Link
                    to="/orgs/$orgId/spaces/$spaceId"
                    params={{ orgId: props.orgId, spaceId: space.id }}
                  >
                    {space.title}
                  </Link>{' '}
                  <span className="muted">{visibilityLabel(space.visibility)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="muted">Default level: {roleLabel(collection.defaultLevel)}</p>
        </section>
        {canAdmin ? (
          <CollectionSettings
            key={collection.title + collection.description + collection.defaultLevel}
            collection={collection}
          />
        ) : null}
      </div>
    </>
  );
}

function CollectionActions(props: {
  collection: Collection;
  organizations: readonly OrganizationChoice[];
}) {
  const { collection } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteCollection();
  const transfer = useTransferCollection(collection.id);
  const [dialog, setDialog] = useState<'move' | 'transfer' | 'delete' | null>(null);
  const [moving, setMoving] = useState(false);
  // What deleting takes with it: counted from the organization's tree once it is loaded.
  const spaces = useQuery({
    ...contentQueries.spaces(collection.organization),
    enabled: dialog === 'delete',
  });
  const collections = useQuery({
    ...contentQueries.collections(collection.organization),
    enabled: dialog === 'delete',
  });
  const counts = useMemo(() => {
    if (!spaces.data || !collections.data) return undefined;
    const found = findInTree(
      buildContentTree(collections.data, spaces.data),
      treeId('collection', collection.id),
    );
    return found
      ? countTree(found.item.children, (item) => item.data.kind)
      : new Map<string, number>();
  }, [spaces.data, collections.data, collection.id]);

  const move = async (parent: string | null) => {
    setMoving(true);
    try {
      const moved = await data(
        api().POST('/v1/collections/{collectionId}/move', {
          params: { path: { collectionId: collection.id } },
          body: { parent },
        }),
      );
      queryClient.setQueryData(collectionKeys.detail(moved.id), moved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: spaceKeys.lists() }),
      ]);
      toast(`“${collection.title}” moved`);
    } finally {
      setMoving(false);
    }
  };

  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setDialog('move')}>
        Move…
      </button>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => setDialog('transfer')}
      >
        Transfer…
      </button>
      <button type="button" className="button button-danger" onClick={() => setDialog('delete')}>
        Delete…
      </button>
      <MoveDialog
        key={`move-${String(dialog === 'move')}`}
        open={dialog === 'move'}
        onOpenChange={(open) => setDialog(open ? 'move' : null)}
        orgId={collection.organization}
        title={collection.title}
        currentParent={collection.parent}
        excludeTreeId={treeId('collection', collection.id)}
        pending={moving}
        onMove={move}
      />
      <TransferDialog
        key={`transfer-${String(dialog === 'transfer')}`}
        open={dialog === 'transfer'}
        onOpenChange={(open) => setDialog(open ? 'transfer' : null)}
        title={collection.title}
        currentOrgId={collection.organization}
        organizations={props.organizations}
        pending={transfer.isPending}
        onTransfer={async (target, organizationTitle) => {
          const moved = await transfer.mutateAsync(target);
          toast(`“${moved.title}” now belongs to ${organizationTitle}`);
          void navigate({
            to: '/orgs/$orgId/collections/$collectionId',
            params: { orgId: moved.organization, collectionId: moved.id },
          });
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={`Delete “${collection.title}”?`}
        description={
          counts
            ? deleteCollectionWords(counts.get('space') ?? 0, counts.get('collection') ?? 0)
            : 'Counting what it contains…'
        }
        confirmLabel="Delete collection"
        tone="danger"
        onConfirm={() =>
          remove.mutate(collection, {
            onSuccess: () => {
              toast(`“${collection.title}” was deleted`, {
                description: 'Its spaces can be restored for 7 days from Recently deleted.',
              });
              void navigate({
                to: '/orgs/$orgId/content',
                params: { orgId: collection.organization },
              });
            },
            onError: (error) =>
              toast(`“${collection.title}” was not deleted`, {
                description: errorMessage(error),
                tone: 'error',
              }),
          })
        }
      />
    </>
  );
}

function CollectionSettings(props: { collection: Collection }) {
  const { collection } = props;
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState<CollectionSettingsValues>(() => ({
    title: collection.title,
    description: collection.description,
    defaultLevel: collection.defaultLevel,
  }));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof CollectionSettingsValues>>({});
  const [formError, setFormError] = useState<string>();
  const update = useUpdateCollection(collection.id);
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const problems = validateCollectionSettings(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusFirstError();
    const body = buildCollectionUpdate(initial, values);
    if (Object.keys(body).length === 0) {
      toast('Nothing to save', { description: 'No setting was changed.', tone: 'info' });
      return;
    }
    update.mutate(body, {
      onSuccess: (saved) => {
        toast('Collection saved', { description: `${saved.title} was updated.` });
        void router.invalidate();
      },
      onError: (error) => {
        const field =
          isApiError(error) && error.status === 400
            ? fieldOfMessage(error.message, ['title', 'description', 'defaultLevel'] as const)
            : undefined;
        if (field) {
          setErrors({ [field]: error.message });
          focusFirstError();
        } else setFormError(errorMessage(error));
      },
    });
  };

  return (
    <section className="card" aria-labelledby="collection-settings">
      <h2 id="collection-settings" className="card-title">
        Settings
      </h2>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Collection settings">
        <Field
          label="Title"
          error={errors.title}
          hint={`1 to ${contentConstraints.titleMaxLength} characters.`}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={values.title}
              onChange={(event) => setValues({ ...values, title: event.target.value })}
            />
          )}
        </Field>
        <Field
          label="Description"
          error={errors.description}
          hint={`At most ${contentConstraints.descriptionMaxLength} characters.`}
        >
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              value={values.description}
              onChange={(event) => setValues({ ...values, description: event.target.value })}
            />
          )}
        </Field>
        <Field
          label="Default level"
          error={errors.defaultLevel}
          hint="The role members get in it by default."
        >
          {(control) => (
            <select
              {...control}
              className="input"
              value={values.defaultLevel}
              onChange={(event) => {
                const role = roles.find((r) => r === event.target.value);
                if (role) setValues({ ...values, defaultLevel: role });
              }}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FieldError message={formError} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      </form>
    </section>
  );
}
