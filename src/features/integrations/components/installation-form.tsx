import { FormEnd } from '@/components/form/form-end';
import { useContractForm } from '@/components/form/use-contract-form';
import { buttonClass } from '@/components/ui/button';
import { formStyles } from '@/components/ui/form-styles';
import { liveUrl } from '@/api/safe-url';
import { toast } from '@/components/ui/toast';
import { installationParams, installationPath } from '../api/integration-mutations';
import { useApiMutation } from '@/lib/api-mutation';
import type { Installation, Integration } from '../api/integration-queries';
import {
  installationFieldOf,
  installationFormValues,
  installationUpdateBody,
  settingProblem,
  type SettingField,
} from '../configuration-form';
import { coveredLevels, statusWords } from '../labels';
import type { InstallChoices } from './installation-panel';
import { SelectionField } from './selection-field';
import styles from './installation-form.module.css';

/** The words of a setting's label: its title, and whether it must have a value. */
const fieldLabel = (field: SettingField) =>
  field.required ? `${field.label} (required)` : field.label;

/**
 * An installation's settings, one field per property of the integration's
 * `configurations.account` schema, and the spaces and sites it covers. A refused setting
 * (`/configuration/site_key …`) shows next to its field; what was typed stays.
 */
export function InstallationForm(props: {
  integration: Integration;
  installation: Installation;
  fields: readonly SettingField[];
  choices: InstallChoices;
}) {
  const { integration, fields } = props;
  const update = useApiMutation('patch', installationPath, {
    params: installationParams(integration.name, props.installation.id),
  });
  const levels = coveredLevels(integration.target);
  const { form, formProps, refusal } = useContractForm({
    defaultValues: installationFormValues(fields, props.installation),
    save: (values) => update.mutateAsync(installationUpdateBody(integration, fields, values)),
    onSaved: (saved) =>
      toast(`Saved the settings of ${integration.title}`, {
        description: `Status: ${statusWords[saved.status].toLowerCase()}.`,
      }),
    fieldOf: installationFieldOf,
  });

  return (
    <form {...formProps} aria-label={`Settings of ${integration.title}`}>
      <h3 className={styles.heading}>Settings</h3>
      {fields.length === 0 ? <p className="muted">It has no settings.</p> : null}
      {fields.some((field) => field.required) ? (
        <p className={styles.intro}>Settings marked “required” must have a value for it to run.</p>
      ) : null}
      {fields.map((field) => (
        <SettingInput key={field.name} form={form} field={field} />
      ))}
      <h3 className={styles.heading}>Where it runs</h3>
      {!levels.spaces && !levels.sites ? (
        <p className="muted">It covers the whole organization.</p>
      ) : null}
      {selectionLevels
        .filter((level) => levels[level.key])
        .map((level) => (
          <form.Field key={level.key} name={level.selection}>
            {(selection) => (
              <form.Field name={level.list}>
                {(selected) => (
                  <SelectionField
                    legend={level.legend}
                    noun={level.noun}
                    selection={selection.state.value}
                    onSelectionChange={selection.handleChange}
                    selected={selected.state.value}
                    onSelectedChange={selected.handleChange}
                    options={props.choices[level.key]}
                    error={errorText(selected.state.meta.errorMap.onSubmit)}
                  />
                )}
              </form.Field>
            )}
          </form.Field>
        ))}
      <FormEnd form={form} refusal={refusal} submit="Save settings" pendingLabel="Saving…" />
    </form>
  );
}

/** The levels an installation covers, sites first (what most integrations run on). */
const selectionLevels = [
  {
    key: 'sites',
    legend: 'Sites',
    noun: { one: 'site', many: 'sites' },
    selection: 'siteSelection',
    list: 'selectedSites',
  },
  {
    key: 'spaces',
    legend: 'Spaces',
    noun: { one: 'space', many: 'spaces' },
    selection: 'spaceSelection',
    list: 'selectedSpaces',
  },
] as const;

function errorText(error: unknown): string | undefined {
  return typeof error === 'string' ? error : undefined;
}

type InstallationFormApi = ReturnType<
  typeof useContractForm<ReturnType<typeof installationFormValues>, Installation>
>['form'];

/** One setting, with the shared field of its type. */
function SettingInput(props: { form: InstallationFormApi; field: SettingField }) {
  const { form, field } = props;
  const name = `configuration.${field.name}` as const;
  const validators = { onChange: ({ value }: { value: unknown }) => settingProblem(field, value) };
  switch (field.kind) {
    case 'text':
    case 'number':
      return (
        <form.AppField name={name} validators={validators}>
          {(input) => (
            <input.TextField
              label={fieldLabel(field)}
              hint={field.description}
              required={field.required}
              inputMode={field.kind === 'number' ? 'decimal' : undefined}
            />
          )}
        </form.AppField>
      );
    case 'choice':
      return (
        <form.AppField name={name} validators={validators}>
          {(input) => (
            <input.SelectField<string>
              label={fieldLabel(field)}
              hint={field.description}
              options={[
                { value: '', label: field.required ? 'Choose…' : 'No value' },
                ...field.choices,
              ]}
            />
          )}
        </form.AppField>
      );
    case 'boolean':
      return (
        <form.AppField name={name}>
          {(input) => <input.SwitchField label={field.label} description={field.description} />}
        </form.AppField>
      );
    case 'button': {
      const href = field.callbackUrl ? liveUrl(field.callbackUrl) : undefined;
      return (
        <div className={styles.action}>
          <span className={formStyles.label}>{field.label}</span>
          {href && /^https?:/i.test(href) ? (
            <a
              className={buttonClass('secondary', 'small')}
              href={href}
              target="_blank"
              rel="noreferrer noopener"
            >
              {field.buttonText ?? field.label}
            </a>
          ) : null}
          {field.description ? <p className={formStyles.hint}>{field.description}</p> : null}
        </div>
      );
    }
  }
}
