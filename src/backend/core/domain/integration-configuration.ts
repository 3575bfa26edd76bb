import type {
  components,
  IntegrationConfiguration as Configuration,
  IntegrationConfigurationProperty as Property,
} from '../../../api/schema.gen.ts';
import { ApiError } from '../http/api-error.ts';
import type { IntegrationRecord } from '../store/state.ts';
import { hasOwnKey, ownValue, recordOf } from './own-keys.ts';

/**
 * An installation's settings against its integration's `configurations.account` (decision
 * 0013): what a new installation starts with, what an update may set, and which required
 * settings still have no value (the installation is `pending` until there are none).
 */

export type ConfigurationValues = Record<string, unknown>;

function accountOf(integration: IntegrationRecord): Configuration | undefined {
  return integration.configurations.account;
}

/** A value counts when it is set and, for text, not blank. */
function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** The required account settings without a value, in the order the integration lists them. */
export function missingRequiredSettings(
  integration: IntegrationRecord,
  configuration: ConfigurationValues,
): string[] {
  const account = accountOf(integration);
  if (!account) return [];
  return (account.required ?? []).filter((name) => {
    // A button is an action, never a value: requiring one cannot hold an installation back.
    if (ownValue(account.properties, name)?.type === 'button') return false;
    return !hasValue(ownValue(configuration, name));
  });
}

/** A new installation's settings: the defaults the integration declares, nothing else. */
export function defaultConfiguration(integration: IntegrationRecord): ConfigurationValues {
  return recordOf(
    Object.entries(accountOf(integration)?.properties ?? {}).flatMap(([name, property]) =>
      property.type !== 'button' && property.default !== undefined
        ? [[name, property.default] as const]
        : [],
    ),
  );
}

/** RFC 6901: `~` and `/` in a key are escaped so the pointer names exactly one field. */
function pointer(name: string): string {
  return `/configuration/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function checkValue(name: string, property: Property, value: unknown): void {
  const field = pointer(name);
  if (property.type === 'button')
    throw new ApiError(400, `${field} is a button (${property.button_text}), not a setting.`);
  if (typeof value !== property.type)
    throw new ApiError(400, `${field} must be ${article(property.type)}.`);
  if (property.type === 'number' && !Number.isFinite(value))
    throw new ApiError(400, `${field} must be a finite number.`);
  if (property.type === 'string' && property.enum && !property.enum.includes(value as string))
    throw new ApiError(400, `${field} must be one of: ${property.enum.join(', ')}.`);
}

/**
 * The configuration an update stores: every key must be an account setting of the
 * integration and match its type (400 naming it by JSON pointer); `null` means no value and
 * is dropped.
 */
export function validConfiguration(
  integration: IntegrationRecord,
  configuration: ConfigurationValues,
): ConfigurationValues {
  const properties = accountOf(integration)?.properties ?? {};
  const names = Object.keys(properties);
  const stored: [string, unknown][] = [];
  for (const [name, value] of Object.entries(configuration)) {
    const property = ownValue(properties, name);
    if (!property)
      throw new ApiError(
        400,
        names.length === 0
          ? `${pointer(name)} is not a setting: ${integration.title} has no settings.`
          : `${pointer(name)} is not a setting of ${integration.title} (its settings: ${names.join(', ')}).`,
      );
    if (value === null) continue;
    checkValue(name, property, value);
    stored.push([name, value]);
  }
  return recordOf(stored);
}

/** Publish: every name in a `required` list must be one of the level's properties. */
export function checkConfigurations(
  configurations: components['schemas']['IntegrationConfigurations'],
): void {
  for (const level of ['account', 'space', 'site'] as const) {
    const configuration = configurations[level];
    if (!configuration) continue;
    (configuration.required ?? []).forEach((name, index) => {
      if (!hasOwnKey(configuration.properties, name))
        throw new ApiError(
          400,
          `/configurations/${level}/required/${index} '${name}' is not a property of this configuration.`,
        );
    });
  }
}
