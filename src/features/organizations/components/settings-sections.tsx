import { useStore } from '@tanstack/react-form';
import { FormFields } from '@/components/form/form-fields';
import { useFieldContext, useShownError, withForm } from '@/components/form/form-hook';
import { mergeRulesField } from '@/components/merge-rules/merge-rules-form-field';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { formStyles } from '@/components/ui/form-styles';
import type { SelectOption } from '@/components/ui/select-field';
import { labelledOptions } from '@/components/ui/select-options';
import { SwitchField } from '@/components/ui/switch-field';
import { roles } from '@/lib/roles';
import type { Organization } from '../api/organization-queries';
import { emailDomainsProblem } from '../email-domains';
import { roleLabel } from '../labels';
import {
  defaultContentProblem,
  guestRole,
  hostnameProblem,
  logoProblem,
  settingsRules,
  titleProblem,
  type DefaultContentType,
  type RoleChoice,
  type SettingsValues,
} from '../settings-form';
import { EmailDomainsEditor } from './email-domains-editor';

/** What every section of the settings form gets besides the form. */
interface SectionProps {
  org: Organization;
  readOnly: boolean;
}

/** Only for the sections' types: the form's values, as `withForm` wants an example of them. */
const sectionDefaults = {
  defaultValues: {} as SettingsValues,
  props: {} as SectionProps,
};

const mergeRulesTypes = ['none', 'rules'] as const;

const roleChoices: SelectOption<RoleChoice>[] = [
  { value: guestRole, label: 'Guest (no role)' },
  ...labelledOptions(roles, roleLabel),
];

const contentTypes: { value: DefaultContentType; label: string }[] = [
  { value: 'none', label: 'Not set' },
  { value: 'site', label: 'Site' },
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

const { minLength: titleMin = 1, maxLength: titleMax } = settingsRules.title;

export const GeneralSection = withForm({
  ...sectionDefaults,
  render: function GeneralSection({ form, org, readOnly }) {
    return (
      <Card title="General">
        <form.AppField name="title" validators={{ onChange: ({ value }) => titleProblem(value) }}>
          {(field) => (
            <field.TextField label="Title" hint={`${titleMin} to ${titleMax} characters.`} />
          )}
        </form.AppField>
        <form.AppField
          name="logo"
          validators={{ onChange: ({ value }) => logoProblem(value, org.urls.logo) }}
        >
          {(field) => (
            <field.TextField
              label="Logo URL"
              hint="An http:// or https:// address of an image."
              type="url"
              inputMode="url"
            />
          )}
        </form.AppField>
        <form.AppField
          name="emailDomains"
          validators={{ onChange: ({ value }) => emailDomainsProblem(value) }}
        >
          {() => <EmailDomainsEditor disabled={readOnly} />}
        </form.AppField>
      </Card>
    );
  },
});

export const AccessSection = withForm({
  ...sectionDefaults,
  render: function AccessSection({ form, org, readOnly }) {
    const contentType = useStore(form.store, (state) => state.values.defaultContentType);
    return (
      <Card title="Access and content">
        <form.AppField
          name="hostname"
          validators={{ onChange: ({ value }) => hostnameProblem(value, org.hostname) }}
        >
          {(field) => <field.TextField label="Hostname" hint="For example docs.example.com." />}
        </form.AppField>
        <form.AppField name="defaultRole">
          {(field) => (
            <field.SelectField label="Default role of new members" options={roleChoices} />
          )}
        </form.AppField>
        <div className={formStyles.row}>
          <form.AppField name="defaultContentType">
            {(field) => <field.SelectField label="Default content type" options={contentTypes} />}
          </form.AppField>
          <form.AppField
            name="defaultContentId"
            validators={{
              onChangeListenTo: ['defaultContentType'],
              onChange: ({ value, fieldApi }) =>
                defaultContentProblem(fieldApi.form.getFieldValue('defaultContentType'), value),
            }}
          >
            {(field) => (
              <field.TextField
                label={
                  contentType === 'none'
                    ? 'Default content id'
                    : `Default content id (${contentType})`
                }
                hint="What visitors of the hostname land on."
                disabled={readOnly || contentType === 'none'}
              />
            )}
          </form.AppField>
        </div>
      </Card>
    );
  },
});

/** An on/off setting, with the reason the server refused it if it did. */
function FeatureSwitch(props: { label: string; description: string; disabled: boolean }) {
  const field = useFieldContext<boolean>();
  const error = useShownError();
  return (
    <>
      <SwitchField {...props} checked={field.state.value} onCheckedChange={field.handleChange} />
      <FieldError message={error} />
    </>
  );
}

export const FeaturesSection = withForm({
  ...sectionDefaults,
  render: function FeaturesSection({ form, readOnly }) {
    return (
      <Card title="Features">
        {features.map((feature) => (
          <form.AppField key={feature.key} name={feature.key}>
            {() => (
              <FeatureSwitch
                label={feature.label}
                description={feature.description}
                disabled={readOnly}
              />
            )}
          </form.AppField>
        ))}
      </Card>
    );
  },
});

export const ChangeRequestsSection = withForm({
  ...sectionDefaults,
  render: function ChangeRequestsSection({ form, org, readOnly }) {
    return (
      <Card title="Change requests">
        <FormFields
          form={form}
          fields={[
            mergeRulesField({
              organizationId: org.id,
              types: mergeRulesTypes,
              rule: settingsRules.mergeRules,
              disabled: readOnly,
            }),
          ]}
        />
      </Card>
    );
  },
});
