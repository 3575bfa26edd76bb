import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, FieldError } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { SaveButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { useUpdateCollection } from '../api/content-mutations';
import { contentQueries, type Collection } from '../api/content-queries';
import {
  buildCollectionUpdate,
  contentConstraints,
  fieldOfMessage,
  validateCollectionSettings,
  type CollectionSettingsValues,
} from '../content-forms';
import { roleLabel, visibilityLabel } from '../labels';
import {
  DeleteCollectionDialog,
  MoveAndTransferActions,
  useCollectionContents,
} from './content-actions';
import type { OrganizationChoice } from './content-dialogs';
import { ContentLink } from './content-routes';
import { ContentTitleField, DefaultLevelField } from './content-fields';

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
      <div className="grid-2">
        <Card title="Spaces in this collection">
          {spaces.length === 0 ? (
            <EmptyState title="No spaces directly in this collection." />
          ) : (
            <ul className="plain-list link-list">
              {spaces.map((space) => (
                <li key={space.id}>
                  <span aria-hidden="true">{space.emoji ? `${space.emoji} ` : ''}</span>
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
  const [deleting, setDeleting] = useState(false);
  // What deleting takes with it: counted from the organization's tree once it is asked.
  const contents = useCollectionContents(collection, deleting);
  return (
    <>
      <MoveAndTransferActions item={collection} organizations={props.organizations} />
      <DeleteCollectionDialog
        trigger={
          <button type="button" className="button button-danger">
            Delete…
          </button>
        }
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
  const form = useFormErrors(formRef, (message) =>
    fieldOfMessage(message, ['title', 'description', 'defaultLevel']),
  );
  const update = useUpdateCollection(collection.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(validateCollectionSettings(values))) return;
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
      onError: form.fail,
    });
  };

  return (
    <Card title="Settings">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Collection settings">
        <ContentTitleField
          value={values.title}
          onChange={(title) => setValues({ ...values, title })}
          error={form.errors.title}
        />
        <Field
          label="Description"
          error={form.errors.description}
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
        <DefaultLevelField
          value={values.defaultLevel}
          onChange={(defaultLevel) => setValues({ ...values, defaultLevel })}
          error={form.errors.defaultLevel}
          hint="The role members get in it by default."
        />
        <FieldError message={form.formError} />
        <div className="form-actions">
          <SaveButton pending={update.isPending} />
        </div>
      </form>
    </Card>
  );
}
