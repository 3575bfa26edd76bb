import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Fragment, useRef, useState, type FormEvent } from 'react';
import { MergeRulesFieldset } from '@/components/merge-rules/merge-rules-fieldset';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { SaveButton } from '@/components/ui/submit-button';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { roles } from '@/lib/roles';
import { organizationQueries, useUpdateOrganization } from '../api/organization-queries';
import {
  buildUpdate,
  constraints,
  fieldOfMessage,
  guestRole,
  toSettingsValues,
  validateSettings,
  type DefaultContentType,
  type RoleChoice,
  type SettingsValues,
} from '../settings-form';
import { roleLabel } from '../labels';
import { EmailDomainsEditor } from './email-domains-editor';
import { InviteLinksSection } from './invite-links-section';

const mergeRulesTypes = ['none', 'rules'] as const;

const roleChoices: SelectOption<RoleChoice>[] = [
  { value: guestRole, label: 'Guest (no role)' },
  ...roles.map((role) => ({ value: role, label: roleLabel(role) })),
];

/** The on/off settings, in the order the Features card lists them. */
const features: { key: 'sso' | 'ai' | 'inviteLinks'; label: string; description: string }[] = [
  {
    key: 'sso',
    label: 'Enforce SSO',
    description: "Members must sign in through the organization's SSO provider.",
  },
  { key: 'ai', label: 'AI features', description: 'The organization uses all AI features.' },
  {
    key: 'inviteLinks',
    label: 'Invite links',
    description: 'Members can invite others with a link.',
  },
];

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
  const update = useUpdateOrganization(props.orgId);
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(formRef, fieldOfMessage);
  const { errors } = form;
  const readOnly = !org.permissions.admin;

  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.check(validateSettings(values, org))) return;
    const body = buildUpdate(org, values);
    if (Object.keys(body).length === 0) {
      toast('Nothing to save', { description: 'No setting was changed.', tone: 'info' });
      return;
    }
    // mutateAsync, not mutate's callbacks: those are dropped when the form remounts while the
    // save is in flight (the route reloads after a change), and the confirmation was lost.
    update.mutateAsync(body).then((saved) => {
      setValues(toSettingsValues(saved));
      form.clear();
      toast('Settings saved', { description: `${saved.title} was updated.` });
      // Loaders hold the title for the breadcrumbs; run them again against the updated cache.
      void router.invalidate();
    }, form.fail);
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
          <Card title="General">
            <TextField
              label="Title"
              error={errors.title}
              hint={`1 to ${constraints.titleMaxLength} characters.`}
              value={values.title}
              onChange={(title) => set('title', title)}
            />
            <TextField
              label="Logo URL"
              error={errors.logo}
              hint="An http:// or https:// address of an image."
              type="url"
              inputMode="url"
              value={values.logo}
              onChange={(logo) => set('logo', logo)}
            />
            <EmailDomainsEditor
              domains={values.emailDomains}
              onChange={(domains) => set('emailDomains', domains)}
              error={errors.emailDomains}
              disabled={readOnly}
            />
          </Card>

          <Card title="Access and content">
            <TextField
              label="Hostname"
              error={errors.hostname}
              hint="For example docs.example.com."
              value={values.hostname}
              onChange={(hostname) => set('hostname', hostname)}
            />
            <SelectField
              label="Default role of new members"
              error={errors.defaultRole}
              value={values.defaultRole}
              options={roleChoices}
              onChange={(role) => set('defaultRole', role)}
            />
            <div className="field-row">
              <SelectField
                label="Default content type"
                value={values.defaultContentType}
                options={contentTypes.map((type) => ({
                  ...type,
                  disabled: type.value === 'none' && Boolean(org.defaultContent),
                }))}
                onChange={(type) => set('defaultContentType', type)}
              />
              <TextField
                label={contentLabel}
                error={errors.defaultContent}
                hint="What visitors of the hostname land on."
                value={values.defaultContentId}
                disabled={readOnly || values.defaultContentType === 'none'}
                onChange={(id) => set('defaultContentId', id)}
              />
            </div>
          </Card>

          <Card title="Features">
            {features.map((feature) => (
              <Fragment key={feature.key}>
                <SwitchField
                  label={feature.label}
                  description={feature.description}
                  checked={values[feature.key]}
                  onCheckedChange={(checked) => set(feature.key, checked)}
                  disabled={readOnly}
                />
                <FieldError message={errors[feature.key]} />
              </Fragment>
            ))}
          </Card>

          <Card title="Change requests">
            <MergeRulesFieldset
              types={mergeRulesTypes}
              type={values.mergeRulesType}
              rules={values.mergeRules}
              onChange={(type, rules) =>
                setValues((current) => ({ ...current, mergeRulesType: type, mergeRules: rules }))
              }
              error={errors.mergeRules}
              disabled={readOnly}
              maxRules={constraints.mergeRulesMaxItems}
            />
          </Card>
        </fieldset>
        {form.formError ? (
          <p className="notice notice-danger" role="alert">
            {form.formError}
          </p>
        ) : null}
        <div className="form-actions">
          <SaveButton pending={update.isPending} disabled={readOnly} />
          <button
            type="button"
            className="button button-secondary"
            disabled={readOnly || update.isPending}
            onClick={() => {
              setValues(toSettingsValues(org));
              form.clear();
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
