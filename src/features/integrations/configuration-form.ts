import { checkRule } from '@/lib/forms/check-rule';
import type {
  Configuration,
  Installation,
  InstallationUpdate,
  Integration,
} from './api/integration-queries';
import { coveredLevels } from './labels';

/**
 * The form of an installation, generated at run time from its integration's
 * `configurations.account` JSON schema (decision 0013): one field per setting, by type, plus
 * which spaces and sites it covers. Values stay as typed (a number is text until it is sent),
 * so a refused save never loses input.
 */

export type SettingKind = 'text' | 'number' | 'boolean' | 'choice' | 'button';

export interface SettingField {
  name: string;
  /** The setting's title, or its name when it has none. */
  label: string;
  description?: string;
  required: boolean;
  kind: SettingKind;
  /** The values of a `choice` (a string with `enum`), each with its name from `enumNames`. */
  choices: readonly { value: string; label: string }[];
  /** A `button`: its words and where it leads. */
  buttonText?: string;
  callbackUrl?: string;
}

export type SettingValues = Record<string, string | boolean>;
export type Selection = 'all' | 'selected';

export interface InstallationFormValues {
  configuration: SettingValues;
  spaceSelection: Selection;
  selectedSpaces: string[];
  siteSelection: Selection;
  selectedSites: string[];
}

/** The fields of an account configuration, in the order the integration lists them. */
export function settingFields(configuration: Configuration | undefined): SettingField[] {
  if (!configuration) return [];
  const required = new Set(configuration.required ?? []);
  return Object.entries(configuration.properties).map(([name, property]): SettingField => {
    const common = {
      name,
      label: property.title?.trim() || name,
      ...(property.description ? { description: property.description } : {}),
      choices: [] as SettingField['choices'],
    };
    switch (property.type) {
      case 'string':
        if (!property.enum) return { ...common, required: required.has(name), kind: 'text' };
        return {
          ...common,
          required: required.has(name),
          kind: 'choice',
          choices: property.enum.map((value, index) => ({
            value,
            label: property.enumNames?.[index] ?? choiceLabel(value),
          })),
        };
      case 'number':
        return { ...common, required: required.has(name), kind: 'number' };
      case 'boolean':
        return { ...common, required: false, kind: 'boolean' };
      case 'button':
        // An action, never a value: it cannot be required (the backend ignores it too).
        return {
          ...common,
          required: false,
          kind: 'button',
          buttonText: property.button_text,
          callbackUrl: property.callback_url,
        };
    }
  });
}

/**
 * How a choice without a name (`enumNames`, our extension) reads in the select. The platform's
 * settings carry their values only (`enum`), and integrations use codes ("eu", "us") or identifiers ("read_only"): a short code
 * reads as the abbreviation it is, an identifier as words. The value sent stays the code.
 */
export function choiceLabel(value: string): string {
  if (/^[a-z]{2,3}$/.test(value)) return value.toUpperCase();
  const words = value.replace(/[_-]+/g, ' ').trim();
  if (!words) return value;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What each field shows: the stored value, as text for text and numbers. */
export function settingValues(
  fields: readonly SettingField[],
  stored: Record<string, unknown>,
): SettingValues {
  const values: SettingValues = {};
  for (const field of fields) {
    const value = stored[field.name];
    if (field.kind === 'button') continue;
    if (field.kind === 'boolean') values[field.name] = value === true;
    else
      values[field.name] =
        typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  return values;
}

/** What is wrong with a setting's value, for beside its field, or undefined. */
export function settingProblem(field: SettingField, value: unknown): string | undefined {
  const label = field.label;
  if (field.kind === 'boolean' || field.kind === 'button') return undefined;
  const missing = checkRule(undefined, value, { required: field.required, label });
  if (missing) return missing;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (field.kind === 'number' && !Number.isFinite(Number(value.trim())))
    return `${label} must be a number.`;
  if (field.kind === 'choice')
    return checkRule({ enum: field.choices.map((choice) => choice.value) }, value, { label });
  return undefined;
}

/** The whole configuration to send (it replaces the stored one); blank is "no value". */
export function configurationBody(
  fields: readonly SettingField[],
  values: SettingValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'button') continue;
    const value = values[field.name];
    if (field.kind === 'boolean') body[field.name] = value === true;
    else if (typeof value !== 'string' || value.trim() === '') body[field.name] = null;
    else body[field.name] = field.kind === 'number' ? Number(value.trim()) : value.trim();
  }
  return body;
}

/** The labels of required settings without a value: why an installation is pending. */
export function missingSettings(
  fields: readonly SettingField[],
  stored: Record<string, unknown>,
): string[] {
  return fields
    .filter((field) => field.required)
    .filter((field) => {
      const value = stored[field.name];
      return value === undefined || value === null || (typeof value === 'string' && !value.trim());
    })
    .map((field) => field.label);
}

export function installationFormValues(
  fields: readonly SettingField[],
  installation: Installation,
): InstallationFormValues {
  return {
    configuration: settingValues(fields, installation.configuration),
    spaceSelection: installation.space_selection,
    selectedSpaces: installation.selectedSpaces ?? [],
    siteSelection: installation.site_selection,
    selectedSites: installation.selectedSites ?? [],
  };
}

/** The update: the configuration, and the selection of each level the target allows. */
export function installationUpdateBody(
  integration: Pick<Integration, 'target'>,
  fields: readonly SettingField[],
  values: InstallationFormValues,
): InstallationUpdate {
  const levels = coveredLevels(integration.target);
  const body: InstallationUpdate = {
    configuration: configurationBody(fields, values.configuration),
  };
  if (levels.spaces) {
    body.space_selection = values.spaceSelection;
    body.selectedSpaces = values.spaceSelection === 'selected' ? values.selectedSpaces : [];
  }
  if (levels.sites) {
    body.site_selection = values.siteSelection;
    body.selectedSites = values.siteSelection === 'selected' ? values.selectedSites : [];
  }
  return body;
}

/** The form field a refused body field belongs to (by the 400's JSON pointer path). */
export function installationFieldOf(path: readonly string[]): string | undefined {
  const [first, second] = path;
  if (first === 'configuration' && second !== undefined) return `configuration.${second}`;
  if (first === 'space_selection' || first === 'selectedSpaces') return 'selectedSpaces';
  if (first === 'site_selection' || first === 'selectedSites') return 'selectedSites';
  return undefined;
}
