import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import {
  MergeRulesFieldset,
  mergeRulesTypeLabel,
} from '@/components/merge-rules/merge-rules-fieldset';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { DetailsRow, ExternalLink } from '@/components/ui/details';
import { PageHeader } from '@/components/ui/page-header';
import { SaveButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { useDeleteSpace, useDuplicateSpace, useUpdateSpace } from '../api/content-mutations';
import { contentQueries, type ContentLinkStatus, type Space } from '../api/content-queries';
import {
  buildSpaceUpdate,
  contentConstraints,
  fieldOfMessage,
  toSpaceSettingsValues,
  validateSpaceSettings,
  type SpaceSettingsField,
  type SpaceSettingsValues,
} from '../content-forms';
import { formatDateTime } from '@/lib/format';
import {
  editModeLabel,
  languageLabel,
  roleLabel,
  visibilityLabel,
  visibilityWords,
} from '../labels';
import { MoveAndTransferActions } from './content-actions';
import { useOpenContent } from './content-routes';
import type { OrganizationChoice } from './content-dialogs';
import {
  ContentTitleField,
  DefaultLevelField,
  EditModeField,
  EmojiField,
  LanguageField,
} from './content-fields';
import { SpaceLinks } from './space-links';

export type SpaceTab = 'overview' | 'links';

/**
 * One space: what it is and who can read it, its settings (every field of the update), its
 * links, and the actions on it. Readers see it without any control that would change it.
 */
export function SpacePage(props: {
  orgId: string;
  spaceId: string;
  tab: SpaceTab;
  linkStatus: ContentLinkStatus | undefined;
  onLinkStatusChange: (status: ContentLinkStatus | undefined) => void;
  organizations: readonly OrganizationChoice[];
}) {
  const { data: space } = useSuspenseQuery(contentQueries.space(props.spaceId));
  const canAdmin = space.permissions.admin;
  return (
    <>
      <PageHeader
        title={`${space.emoji ? `${space.emoji} ` : ''}${space.title}`}
        description={`${visibilityWords(space.visibility)}.`}
        actions={
          <>
            {space.permissions.edit && space.editMode !== 'locked' && !space.deletedAt ? (
              <Link
                to="/orgs/$orgId/imports/new"
                params={{ orgId: props.orgId }}
                search={{ space: space.id }}
                className={buttonClass()}
              >
                Import pages
              </Link>
            ) : null}
            {canAdmin ? <SpaceActions space={space} organizations={props.organizations} /> : null}
          </>
        }
      />
      {space.deletedAt ? (
        <p className="notice notice-danger" role="status">
          This space was deleted on {formatDateTime(space.deletedAt)}. Restore it from Recently
          deleted.
        </p>
      ) : null}
      <nav aria-label="Space sections" className="tabs">
        <Link
          from="/orgs/$orgId/spaces/$spaceId"
          to="."
          search={{}}
          className="tab"
          aria-current={props.tab === 'overview' ? 'page' : undefined}
        >
          Overview
        </Link>
        <Link
          from="/orgs/$orgId/spaces/$spaceId"
          to="."
          search={{ tab: 'links' }}
          className="tab"
          aria-current={props.tab === 'links' ? 'page' : undefined}
        >
          Links
        </Link>
      </nav>
      {props.tab === 'links' ? (
        <SpaceLinks
          spaceId={space.id}
          status={props.linkStatus}
          onStatusChange={props.onLinkStatusChange}
        />
      ) : (
        <div className="grid-2">
          <SpaceDetails space={space} orgId={props.orgId} />
          {canAdmin ? <SpaceSettings key={space.updatedAt} space={space} /> : null}
        </div>
      )}
    </>
  );
}

function SpaceDetails(props: { space: Space; orgId: string }) {
  const { space } = props;
  return (
    <Card title="About">
      <dl className="details">
        <DetailsRow term="Visibility">
          <strong>{visibilityLabel(space.visibility)}</strong>: {visibilityWords(space.visibility)}.
        </DetailsRow>
        <DetailsRow term="Edit mode">{editModeLabel(space.editMode)}</DetailsRow>
        <DetailsRow term="Change requests">
          {space.changeRequestsOpen} open, {space.changeRequestsDraft} draft ({space.changeRequests}{' '}
          in all)
        </DetailsRow>
        <DetailsRow term="Open comments">{space.comments}</DetailsRow>
        <DetailsRow term="Language">{languageLabel(space.language)}</DetailsRow>
        <DetailsRow term="Default level">{roleLabel(space.defaultLevel)}</DetailsRow>
        <DetailsRow term="Merge rules">{mergeRulesTypeLabel(space.mergeRules.type)}</DetailsRow>
        <DetailsRow term="Location">
          {space.parent ? (
            <Link
              to="/orgs/$orgId/collections/$collectionId"
              params={{ orgId: props.orgId, collectionId: space.parent }}
            >
              Open its collection
            </Link>
          ) : (
            'Top level of the organization'
          )}
        </DetailsRow>
        <DetailsRow term="Published URL">
          <ExternalLink href={space.urls.published} missing="Not published in a site" />
        </DetailsRow>
        <DetailsRow term="App URL">
          <ExternalLink href={space.urls.app} missing="None" />
        </DetailsRow>
        <DetailsRow term="Public URL">
          <ExternalLink href={space.urls.public} missing="None" />
        </DetailsRow>
        <DetailsRow term="Updated">{formatDateTime(space.updatedAt)}</DetailsRow>
        {space.gitSync ? (
          <DetailsRow term="Git sync">
            {space.gitSync.repoName} ({space.gitSync.installationProvider})
          </DetailsRow>
        ) : null}
      </dl>
    </Card>
  );
}

function SpaceActions(props: { space: Space; organizations: readonly OrganizationChoice[] }) {
  const { space } = props;
  const navigate = useNavigate();
  const openContent = useOpenContent();
  const duplicate = useDuplicateSpace();
  const remove = useDeleteSpace();
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={duplicate.isPending}
        onClick={() => duplicate.mutate(space.id, { onSuccess: openContent })}
      >
        Duplicate
      </button>
      <MoveAndTransferActions item={space} organizations={props.organizations} />
      <button
        type="button"
        className="button button-danger"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(space, {
            onSuccess: () =>
              void navigate({ to: '/orgs/$orgId/content', params: { orgId: space.organization } }),
          })
        }
      >
        Delete
      </button>
    </>
  );
}

const mergeRulesTypes = ['inherit', 'none', 'rules'] as const;

const settingsFields: readonly SpaceSettingsField[] = [
  'title',
  'emoji',
  'editMode',
  'defaultLevel',
  'language',
  'mergeRules',
];

function SpaceSettings(props: { space: Space }) {
  const { space } = props;
  const readOnly = !space.permissions.admin;
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState(() => toSpaceSettingsValues(space));
  const [values, setValues] = useState<SpaceSettingsValues>(initial);
  const form = useFormErrors(formRef, (message) => fieldOfMessage(message, settingsFields));
  const update = useUpdateSpace(space.id);
  const set = <K extends keyof SpaceSettingsValues>(key: K, value: SpaceSettingsValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(validateSpaceSettings(values))) return;
    const body = buildSpaceUpdate(initial, values);
    if (Object.keys(body).length === 0) {
      toast('Nothing to save', { description: 'No setting was changed.', tone: 'info' });
      return;
    }
    // mutateAsync, not mutate's callbacks: the saved space gets a new updatedAt, which remounts
    // this form (its key), and mutate's callbacks are dropped once their component unmounts,
    // which lost the confirmation whenever the refetch won the race.
    update.mutateAsync(body).then((saved) => {
      toast('Space saved', { description: `${saved.title} was updated.` });
      // The title is the breadcrumb, which loaders hold.
      void router.invalidate();
    }, form.fail);
  };

  return (
    <Card title="Settings">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Space settings">
        <fieldset className="fieldset-plain" disabled={readOnly}>
          <ContentTitleField
            value={values.title}
            onChange={(title) => set('title', title)}
            error={form.errors.title}
            readOnly={readOnly}
          />
          <EmojiField
            value={values.emoji}
            onChange={(emoji) => set('emoji', emoji)}
            error={form.errors.emoji}
            readOnly={readOnly}
          />
          <EditModeField
            value={values.editMode}
            onChange={(editMode) => set('editMode', editMode)}
            error={form.errors.editMode}
          />
          <DefaultLevelField
            value={values.defaultLevel}
            onChange={(defaultLevel) => set('defaultLevel', defaultLevel)}
            error={form.errors.defaultLevel}
            hint="The role members get in this space by default."
          />
          <LanguageField
            value={values.language}
            onChange={(language) => set('language', language)}
            error={form.errors.language}
          />
          <MergeRulesFieldset
            types={mergeRulesTypes}
            type={values.mergeRulesType}
            rules={values.mergeRules}
            onChange={(type, rules) =>
              setValues((current) => ({ ...current, mergeRulesType: type, mergeRules: rules }))
            }
            error={form.errors.mergeRules}
            disabled={readOnly}
            maxRules={contentConstraints.mergeRulesMaxItems}
          />
          <FieldError message={form.formError} />
          {readOnly ? null : (
            <div className="form-actions">
              <SaveButton pending={update.isPending} />
            </div>
          )}
        </fieldset>
      </form>
    </Card>
  );
}
