import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field, FieldError } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast';
import { api, data } from '../../../lib/api-client';
import { errorMessage, isApiError } from '../../../lib/api-error';
import {
  useDeleteSpace,
  useDuplicateSpace,
  useTransferSpace,
  useUpdateSpace,
} from '../api/content-mutations';
import {
  collectionKeys,
  contentQueries,
  spaceKeys,
  type ContentLinkStatus,
  type Space,
} from '../api/content-queries';
import {
  buildSpaceUpdate,
  contentConstraints,
  fieldOfMessage,
  languages,
  mergeRuleKinds,
  roles,
  toSpaceSettingsValues,
  validateSpaceSettings,
  type FieldErrors,
  type SpaceSettingsField,
  type SpaceSettingsValues,
} from '../content-forms';
import {
  editModeLabel,
  formatDateTime,
  languageLabel,
  mergeRuleLabel,
  mergeRuleTypeLabel,
  roleLabel,
  visibilityLabel,
  visibilityWords,
} from '../labels';
import { MoveDialog, TransferDialog, type OrganizationChoice } from './content-dialogs';
import { SpaceLinks } from './space-links';

function Row(props: { term: string; children: ReactNode }) {
  return (
    <div className="details-row">
      <dt>{props.term}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

function Url(props: { href: string | undefined; missing: string }) {
  if (!props.href) return <span className="muted">{props.missing}</span>;
  return (
    <a href={props.href} target="_blank" rel="noreferrer">
      {props.href}
    </a>
  );
}

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
          canAdmin ? <SpaceActions space={space} organizations={props.organizations} /> : null
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
    <section className="card" aria-labelledby="space-about">
      <h2 id="space-about" className="card-title">
        About
      </h2>
      <dl className="details">
        <Row term="Visibility">
          <strong>{visibilityLabel(space.visibility)}</strong>: {visibilityWords(space.visibility)}.
        </Row>
        <Row term="Edit mode">{editModeLabel(space.editMode)}</Row>
        <Row term="Change requests">
          {space.changeRequestsOpen} open, {space.changeRequestsDraft} draft ({space.changeRequests}{' '}
          in all)
        </Row>
        <Row term="Open comments">{space.comments}</Row>
        <Row term="Language">{languageLabel(space.language)}</Row>
        <Row term="Default level">{roleLabel(space.defaultLevel)}</Row>
        <Row term="Merge rules">{mergeRuleTypeLabel(space.mergeRules.type)}</Row>
        <Row term="Location">
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
        </Row>
        <Row term="Published URL">
          <Url href={space.urls.published} missing="Not published in a site" />
        </Row>
        <Row term="App URL">
          <Url href={space.urls.app} missing="None" />
        </Row>
        <Row term="Public URL">
          <Url href={space.urls.public} missing="None" />
        </Row>
        <Row term="Updated">{formatDateTime(space.updatedAt)}</Row>
        {space.gitSync ? (
          <Row term="Git sync">
            {space.gitSync.repoName} ({space.gitSync.installationProvider})
          </Row>
        ) : null}
      </dl>
    </section>
  );
}

function SpaceActions(props: { space: Space; organizations: readonly OrganizationChoice[] }) {
  const { space } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const duplicate = useDuplicateSpace();
  const remove = useDeleteSpace();
  const transfer = useTransferSpace(space.id);
  const [dialog, setDialog] = useState<'move' | 'transfer' | null>(null);
  const [moving, setMoving] = useState(false);

  const move = async (parent: string | null) => {
    setMoving(true);
    try {
      const moved = await data(
        api().POST('/v1/spaces/{spaceId}/move', {
          params: { path: { spaceId: space.id } },
          body: { parent },
        }),
      );
      queryClient.setQueryData(spaceKeys.detail(moved.id), moved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: spaceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.spaceLists() }),
      ]);
      toast(`“${space.title}” moved`);
    } finally {
      setMoving(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(space.id, {
            onSuccess: (copy) => {
              toast(`“${copy.title}” created next to the original`);
              void navigate({
                to: '/orgs/$orgId/spaces/$spaceId',
                params: { orgId: copy.organization, spaceId: copy.id },
              });
            },
            onError: (error) =>
              toast('The space was not duplicated', {
                description: errorMessage(error),
                tone: 'error',
              }),
          })
        }
      >
        Duplicate
      </button>
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
      <button
        type="button"
        className="button button-danger"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(space, {
            onSuccess: () =>
              void navigate({ to: '/orgs/$orgId/content', params: { orgId: space.organization } }),
            onError: (error) =>
              toast(`“${space.title}” was not deleted`, {
                description: errorMessage(error),
                tone: 'error',
              }),
          })
        }
      >
        Delete
      </button>
      <MoveDialog
        key={`move-${String(dialog === 'move')}`}
        open={dialog === 'move'}
        onOpenChange={(open) => setDialog(open ? 'move' : null)}
        orgId={space.organization}
        title={space.title}
        currentParent={space.parent}
        pending={moving}
        onMove={move}
      />
      <TransferDialog
        key={`transfer-${String(dialog === 'transfer')}`}
        open={dialog === 'transfer'}
        onOpenChange={(open) => setDialog(open ? 'transfer' : null)}
        title={space.title}
        currentOrgId={space.organization}
        organizations={props.organizations}
        pending={transfer.isPending}
        onTransfer={async (target, organizationTitle) => {
          const moved = await transfer.mutateAsync(target);
          toast(`“${moved.title}” now belongs to ${organizationTitle}`);
          void navigate({
            to: '/orgs/$orgId/spaces/$spaceId',
            params: { orgId: moved.organization, spaceId: moved.id },
          });
        }}
      />
    </>
  );
}

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
  const [errors, setErrors] = useState<FieldErrors<SpaceSettingsField>>({});
  const [formError, setFormError] = useState<string>();
  const update = useUpdateSpace(space.id);
  const set = <K extends keyof SpaceSettingsValues>(key: K, value: SpaceSettingsValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const problems = validateSpaceSettings(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusFirstError();
    const body = buildSpaceUpdate(initial, values);
    if (Object.keys(body).length === 0) {
      toast('Nothing to save', { description: 'No setting was changed.', tone: 'info' });
      return;
    }
    // mutateAsync, not mutate's callbacks: the saved space gets a new updatedAt, which remounts
    // this form (its key), and mutate's callbacks are dropped once their component unmounts,
    // which lost the confirmation whenever the refetch won the race.
    update.mutateAsync(body).then(
      (saved) => {
        toast('Space saved', { description: `${saved.title} was updated.` });
        // The title is the breadcrumb, which loaders hold.
        void router.invalidate();
      },
      (error: unknown) => {
        const field =
          isApiError(error) && error.status === 400
            ? fieldOfMessage(error.message, settingsFields)
            : undefined;
        if (field) {
          setErrors({ [field]: errorMessage(error) });
          focusFirstError();
        } else setFormError(errorMessage(error));
      },
    );
  };

  return (
    <section className="card" aria-labelledby="space-settings">
      <h2 id="space-settings" className="card-title">
        Settings
      </h2>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Space settings">
        <fieldset className="fieldset-plain" disabled={readOnly}>
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
                readOnly={readOnly}
                onChange={(event) => set('title', event.target.value)}
              />
            )}
          </Field>
          <Field label="Emoji" error={errors.emoji} hint="One emoji, or empty.">
            {(control) => (
              <input
                {...control}
                className="input input-emoji"
                value={values.emoji}
                readOnly={readOnly}
                onChange={(event) => set('emoji', event.target.value.trim())}
              />
            )}
          </Field>
          <Field label="Edit mode" error={errors.editMode}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={values.editMode}
                onChange={(event) =>
                  set('editMode', event.target.value === 'locked' ? 'locked' : 'live')
                }
              >
                <option value="live">{editModeLabel('live')}</option>
                <option value="locked">{editModeLabel('locked')}</option>
              </select>
            )}
          </Field>
          <Field
            label="Default level"
            error={errors.defaultLevel}
            hint="The role members get in this space by default."
          >
            {(control) => (
              <select
                {...control}
                className="input"
                value={values.defaultLevel}
                onChange={(event) => {
                  const role = roles.find((r) => r === event.target.value);
                  if (role) set('defaultLevel', role);
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
          <Field label="Language" error={errors.language}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={values.language}
                onChange={(event) => {
                  const language = languages.find((code) => code === event.target.value);
                  if (language) set('language', language);
                }}
              >
                {languages.map((code) => (
                  <option key={code} value={code}>
                    {languageLabel(code)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <MergeRules
            values={values}
            onChange={setValues}
            error={errors.mergeRules}
            disabled={readOnly}
          />
          <FieldError message={formError} />
          {readOnly ? null : (
            <div className="form-actions">
              <button type="submit" className="button button-primary" disabled={update.isPending}>
                {update.isPending ? 'Saving…' : 'Save settings'}
              </button>
            </div>
          )}
        </fieldset>
      </form>
    </section>
  );
}

function MergeRules(props: {
  values: SpaceSettingsValues;
  onChange: (values: SpaceSettingsValues) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { values } = props;
  const setRule = (index: number, patch: Partial<SpaceSettingsValues['mergeRules'][number]>) =>
    props.onChange({
      ...values,
      mergeRules: values.mergeRules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)),
    });
  return (
    <fieldset className="fieldset">
      <legend className="field-label">Merge rules</legend>
      <Field label="Merge rule type" error={props.error}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={values.mergeRulesType}
            onChange={(event) => {
              const type = (['inherit', 'none', 'rules'] as const).find(
                (t) => t === event.target.value,
              );
              if (type) props.onChange({ ...values, mergeRulesType: type });
            }}
          >
            <option value="inherit">{mergeRuleTypeLabel('inherit')}</option>
            <option value="none">{mergeRuleTypeLabel('none')}</option>
            <option value="rules">{mergeRuleTypeLabel('rules')}</option>
          </select>
        )}
      </Field>
      {values.mergeRulesType === 'rules' ? (
        <>
          <ol className="rule-list">
            {values.mergeRules.map((rule, index) => (
              <li key={index} className="rule">
                <Field label={`Rule ${index + 1}`}>
                  {(control) => (
                    <select
                      {...control}
                      className="input"
                      value={rule.rule}
                      onChange={(event) => {
                        const kind = mergeRuleKinds.find((k) => k === event.target.value);
                        if (kind) setRule(index, { rule: kind });
                      }}
                    >
                      {mergeRuleKinds.map((kind) => (
                        <option key={kind} value={kind}>
                          {mergeRuleLabel(kind)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field
                  label={`Reviewers of rule ${index + 1}`}
                  hint="Member ids, separated by commas."
                >
                  {(control) => (
                    <input
                      {...control}
                      className="input"
                      value={rule.users}
                      onChange={(event) => setRule(index, { users: event.target.value })}
                    />
                  )}
                </Field>
                <button
                  type="button"
                  className="button button-ghost button-small"
                  disabled={props.disabled}
                  onClick={() =>
                    props.onChange({
                      ...values,
                      mergeRules: values.mergeRules.filter((_, i) => i !== index),
                    })
                  }
                >
                  Remove rule {index + 1}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={
              props.disabled || values.mergeRules.length >= contentConstraints.mergeRulesMaxItems
            }
            onClick={() =>
              props.onChange({
                ...values,
                mergeRules: [...values.mergeRules, { rule: 'require_any_reviewer', users: '' }],
              })
            }
          >
            Add a rule
          </button>
        </>
      ) : null}
    </fieldset>
  );
}
