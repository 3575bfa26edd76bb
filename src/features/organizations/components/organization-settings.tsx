import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { Field, FieldError } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { SwitchField } from '../../../components/ui/switch-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { organizationQueries, useUpdateOrganization } from '../api/organization-queries';
import {
  buildUpdate,
  constraints,
  fieldOfMessage,
  guestRole,
  roles,
  toSettingsValues,
  validateSettings,
  type DefaultContentType,
  type SettingsErrors,
  type SettingsValues,
} from '../settings-form';
import { roleLabel } from '../labels';
import { EmailDomainsEditor } from './email-domains-editor';
import { InviteLinksSection } from './invite-links-section';
import { MergeRulesEditor } from './merge-rules-editor';

const contentTypes: { value: DefaultContentType; label: string }[] = [
  { value: 'none', label: 'Not set' },
  { value: 'site', label: 'Site' },
  { value: 'space', label: 'Space' },
  { value: 'collection', label: 'Collection' },
];

/**
 * Every field of the organization update. Checks run before sending; a 400 lands next to the
 * field its message names; whatever the person typed stays in the form on any failure.
 */
export function OrganizationSettings(props: { orgId: string; callerRole: string | undefined }) {
  const { data: org } = useSuspenseQuery(organizationQueries.detail(props.orgId));
  const [values, setValues] = useState<SettingsValues>(() => toSettingsValues(org));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [formError, setFormError] = useState<string>();
  const update = useUpdateOrganization(props.orgId);
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const readOnly = !org.permissions.admin;

  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };

  const focusFirstError = () => {
    // After React paints the messages, move focus to the first invalid control.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    setFormError(undefined);
    const problems = validateSettings(values, org);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstError();
      return;
    }
    const body = buildUpdate(org, values);
    if (Object.keys(body).length === 0) {
      toast('Nothing to save', { description: 'No setting was changed.', tone: 'info' });
      return;
    }
    update.mutate(body, {
      onSuccess: (saved) => {
        setValues(toSettingsValues(saved));
        setErrors({});
        toast('Settings saved', { description: `${saved.title} was updated.` });
        // Loaders hold the title for the breadcrumbs; run them again against the updated cache.
        void router.invalidate();
      },
      onError: (error) => {
        const field =
          isApiError(error) && error.status === 400 ? fieldOfMessage(error.message) : undefined;
        if (field) {
          setErrors({ [field]: error.message });
          focusFirstError();
        } else {
          setFormError(errorMessage(error));
        }
      },
    });
  };

  const contentLabel =
    values.defaultContentType === 'none'
      ? 'Default content id'
      : `Default content id (${values.defaultContentType})`;

  return (
    <>
      <PageHeader title="Settings" description={`Settings of ${org.title}`} />
      {readOnly ? (
        <p className="notice" role="note">
          Only organization admins can change settings. Your role: {props.callerRole ?? 'not admin'}
          .
        </p>
      ) : null}
      <form
        ref={formRef}
        className="settings-form"
        onSubmit={onSubmit}
        noValidate
        aria-label="Organization settings"
      >
        <fieldset className="fieldset-plain" disabled={readOnly}>
          <section className="card" aria-labelledby="settings-general">
            <h2 id="settings-general" className="card-title">
              General
            </h2>
            <Field
              label="Title"
              error={errors.title}
              hint={`1 to ${constraints.titleMaxLength} characters.`}
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={values.title}
                  onChange={(event) => set('title', event.target.value)}
                />
              )}
            </Field>
            <Field
              label="Logo URL"
              error={errors.logo}
              hint="An http:// or https:// address of an image."
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="url"
                  inputMode="url"
                  value={values.logo}
                  onChange={(event) => set('logo', event.target.value)}
                />
              )}
            </Field>
            <EmailDomainsEditor
              domains={values.emailDomains}
              onChange={(domains) => set('emailDomains', domains)}
              error={errors.emailDomains}
              disabled={readOnly}
            />
          </section>

          <section className="card" aria-labelledby="settings-access">
            <h2 id="settings-access" className="card-title">
              Access and content
            </h2>
            <Field label="Hostname" error={errors.hostname} hint="For example docs.example.com.">
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={values.hostname}
                  onChange={(event) => set('hostname', event.target.value)}
                />
              )}
            </Field>
            <Field label="Default role of new members" error={errors.defaultRole}>
              {(control) => (
                <select
                  {...control}
                  className="input"
                  value={values.defaultRole}
                  onChange={(event) => {
                    const role = roles.find((r) => r === event.target.value) ?? guestRole;
                    set('defaultRole', role);
                  }}
                >
                  <option value={guestRole}>Guest (no role)</option>
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {roleLabel(role)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <div className="field-row">
              <Field label="Default content type">
                {(control) => (
                  <select
                    {...control}
                    className="input"
                    value={values.defaultContentType}
                    onChange={(event) => {
                      const type = contentTypes.find((t) => t.value === event.target.value);
                      if (type) set('defaultContentType', type.value);
                    }}
                  >
                    {contentTypes.map((type) => (
                      <option
                        key={type.value}
                        value={type.value}
                        disabled={type.value === 'none' && Boolean(org.defaultContent)}
                      >
                        {type.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label={contentLabel}
                error={errors.defaultContent}
                hint="What visitors of the hostname land on."
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    value={values.defaultContentId}
                    disabled={readOnly || values.defaultContentType === 'none'}
                    onChange={(event) => set('defaultContentId', event.target.value)}
                  />
                )}
              </Field>
            </div>
          </section>

          <section className="card" aria-labelledby="settings-features">
            <h2 id="settings-features" className="card-title">
              Features
            </h2>
            <SwitchField
              label="Enforce SSO"
              description="Members must sign in through the organization's SSO provider."
              checked={values.sso}
              onCheckedChange={(checked) => set('sso', checked)}
              disabled={readOnly}
            />
            <FieldError message={errors.sso} />
            <SwitchField
              label="AI features"
              description="The organization uses all AI features."
              checked={values.ai}
              onCheckedChange={(checked) => set('ai', checked)}
              disabled={readOnly}
            />
            <FieldError message={errors.ai} />
            <SwitchField
              label="Invite links"
              description="Members can invite others with a link."
              checked={values.inviteLinks}
              onCheckedChange={(checked) => set('inviteLinks', checked)}
              disabled={readOnly}
            />
            <FieldError message={errors.inviteLinks} />
          </section>

          <section className="card" aria-labelledby="settings-merge">
            <h2 id="settings-merge" className="card-title">
              Change requests
            </h2>
            <MergeRulesEditor
              type={values.mergeRulesType}
              rules={values.mergeRules}
              onChange={(type, rules) =>
                setValues((current) => ({ ...current, mergeRulesType: type, mergeRules: rules }))
              }
              error={errors.mergeRules}
              disabled={readOnly}
            />
          </section>
        </fieldset>
        {formError ? (
          <p className="notice notice-danger" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="form-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={readOnly || update.isPending}
          >
            {update.isPending ? 'Saving…' : 'Save settings'}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={readOnly || update.isPending}
            onClick={() => {
              setValues(toSettingsValues(org));
              setErrors({});
              setFormError(undefined);
            }}
          >
            Discard changes
          </button>
        </div>
      </form>
      <InviteLinksSection orgId={props.orgId} readOnly={readOnly} />
    </>
  );
}
