import { describe, expect, it } from 'vitest';
import type { Configuration } from './api/integration-queries';
import {
  choiceLabel,
  configurationBody,
  installationFieldOf,
  installationUpdateBody,
  missingSettings,
  settingFields,
  settingProblem,
  settingValues,
} from './configuration-form';

const webhooks: Configuration = {
  properties: {
    url: { type: 'string', title: 'Endpoint URL', description: 'Receives a POST.' },
    region: { type: 'string', enum: ['eu', 'us'] },
    timeout: { type: 'number', title: 'Timeout (seconds)', default: 10 },
    verbose: { type: 'boolean', title: 'Verbose' },
    test: { type: 'button', button_text: 'Send a test', callback_url: 'https://hooks.test/t' },
  },
  required: ['url', 'test'],
};

describe('settingFields', () => {
  it('makes one field per property, by type, in order, with required marks', () => {
    const fields = settingFields(webhooks);
    expect(fields.map((field) => [field.name, field.kind, field.required, field.label])).toEqual([
      ['url', 'text', true, 'Endpoint URL'],
      ['region', 'choice', false, 'region'],
      ['timeout', 'number', false, 'Timeout (seconds)'],
      ['verbose', 'boolean', false, 'Verbose'],
      // A button is an action: never required, never a value.
      ['test', 'button', false, 'test'],
    ]);
    expect(fields[1]?.choices).toEqual([
      { value: 'eu', label: 'EU' },
      { value: 'us', label: 'US' },
    ]);
    expect(settingFields(undefined)).toEqual([]);
  });

  it('labels each choice with its name from `enumNames`, keeping the value', () => {
    const [region] = settingFields({
      properties: {
        region: {
          type: 'string',
          title: 'Data region',
          enum: ['eu', 'us', 'ap'],
          // One name short: the last choice reads as its code rather than nothing.
          enumNames: ['European Union', 'United States'],
        },
      },
    });
    expect(region?.choices).toEqual([
      { value: 'eu', label: 'European Union' },
      { value: 'us', label: 'United States' },
      { value: 'ap', label: 'AP' },
    ]);
  });
});

describe('values and body', () => {
  const fields = settingFields(webhooks);

  it('shows stored values as typed text, numbers included', () => {
    expect(settingValues(fields, { url: 'https://x.test', timeout: 10, verbose: true })).toEqual({
      url: 'https://x.test',
      region: '',
      timeout: '10',
      verbose: true,
    });
  });

  it('sends the whole configuration: blank is no value, numbers as numbers', () => {
    expect(
      configurationBody(fields, {
        url: ' https://x.test ',
        region: '',
        timeout: '2.5',
        verbose: false,
      }),
    ).toEqual({ url: 'https://x.test', region: null, timeout: 2.5, verbose: false });
  });

  it('checks required settings, numbers and choices before sending', () => {
    const [url, region, timeout] = fields;
    if (!url || !region || !timeout) throw new Error('fields');
    expect(settingProblem(url, '  ')).toBe('Endpoint URL is required.');
    expect(settingProblem(url, 'https://x.test')).toBeUndefined();
    expect(settingProblem(timeout, 'ten')).toBe('Timeout (seconds) must be a number.');
    expect(settingProblem(timeout, '')).toBeUndefined();
    expect(settingProblem(region, 'mars')).toBe('region must be one of: eu, us.');
  });

  it('names the required settings without a value', () => {
    expect(missingSettings(fields, { timeout: 10 })).toEqual(['Endpoint URL']);
    expect(missingSettings(fields, { url: 'https://x.test' })).toEqual([]);
  });
});

describe('installationUpdateBody', () => {
  const values = {
    configuration: { url: 'https://x.test' },
    spaceSelection: 'selected' as const,
    selectedSpaces: ['space_a'],
    siteSelection: 'all' as const,
    selectedSites: ['site_a'],
  };
  const fields = settingFields({ properties: { url: { type: 'string' } } });

  it('sends the selection of the levels the target allows', () => {
    expect(installationUpdateBody({ target: 'all' }, fields, values)).toEqual({
      configuration: { url: 'https://x.test' },
      space_selection: 'selected',
      selectedSpaces: ['space_a'],
      site_selection: 'all',
      selectedSites: [],
    });
    expect(installationUpdateBody({ target: 'site' }, fields, values)).toEqual({
      configuration: { url: 'https://x.test' },
      site_selection: 'all',
      selectedSites: [],
    });
    expect(installationUpdateBody({ target: 'organization' }, fields, values)).toEqual({
      configuration: { url: 'https://x.test' },
    });
  });

  it('maps a refused field to the form field it belongs to', () => {
    expect(installationFieldOf(['configuration', 'site_key'])).toBe('configuration.site_key');
    expect(installationFieldOf(['selectedSites', '0'])).toBe('selectedSites');
    expect(installationFieldOf(['space_selection'])).toBe('selectedSpaces');
    expect(installationFieldOf(['externalIds'])).toBeUndefined();
  });
});

describe('choiceLabel', () => {
  it.each([
    ['eu', 'EU'],
    ['us', 'US'],
    ['read_only', 'Read only'],
    ['weekly-digest', 'Weekly digest'],
    ['Already Labelled', 'Already Labelled'],
    ['__', '__'],
  ])('%s reads as %s', (value, label) => {
    expect(choiceLabel(value)).toBe(label);
  });
});
