import { describe, expect, it } from 'vitest';
import type { Site, SiteStructure } from './api/site-queries';
import {
  settingsChanges,
  settingsOf,
  structureChoices,
  type SettingsValues,
} from './site-settings';

const space = (id: string, title: string, isDefault = false) =>
  ({ object: 'site-space', id, title, default: isDefault }) as never;

const structure = {
  type: 'sections',
  structure: [
    {
      object: 'site-section',
      id: 'sec_a',
      title: 'Guides',
      default: false,
      siteSpaces: [space('ss_1', 'Intro')],
    },
    {
      object: 'site-section-group',
      id: 'g',
      title: 'Build',
      children: [
        {
          object: 'site-section',
          id: 'sec_b',
          title: 'iOS',
          default: true,
          siteSpaces: [space('ss_2', 'SDK', true)],
        },
      ],
    },
  ],
} as unknown as SiteStructure;

const site = {
  title: 'Docs',
  visibility: 'public',
  basename: 'docs',
  proxy: { origin: 'www.acme.test/help', target: 'https://proxy.folio.example/sites/site_docs' },
  adaptiveContent: { enabled: false },
  agentsContext: 'included',
} as unknown as Site;

describe('site settings', () => {
  it('offers every section and site space, nested ones named by their section', () => {
    const choices = structureChoices(structure);
    expect(choices.sections.map((s) => s.title)).toEqual(['Guides', 'iOS']);
    expect(choices.siteSpaces.map((s) => s.title)).toEqual(['Guides › Intro', 'iOS › SDK']);
  });

  it('starts from the site as saved, with the defaults its structure marks', () => {
    expect(settingsOf(site, structure)).toEqual({
      title: 'Docs',
      visibility: 'public',
      basename: 'docs',
      proxy: 'www.acme.test/help',
      adaptiveContent: false,
      agentsContext: 'included',
      defaultSiteSection: 'sec_b',
      defaultSiteSpace: 'ss_2',
    });
  });

  it('sends only what changed; an empty proxy removes it', () => {
    const saved = settingsOf(site, structure);
    expect(settingsChanges(saved, saved)).toEqual({});
    const values: SettingsValues = {
      ...saved,
      title: '  Developer docs ',
      proxy: '',
      adaptiveContent: true,
      defaultSiteSection: 'sec_a',
    };
    expect(settingsChanges(values, saved)).toEqual({
      title: 'Developer docs',
      proxy: null,
      adaptiveContent: { enabled: true },
      defaultSiteSection: 'sec_a',
    });
  });

  it('never sends an empty default', () => {
    const saved = settingsOf(site, structure);
    expect(settingsChanges({ ...saved, defaultSiteSpace: '' }, saved)).toEqual({});
  });
});
