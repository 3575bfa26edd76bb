import type { SiteUpdate } from '@/api/schema.gen';
import type { Site, SiteStructure } from './api/site-queries';

/** The site settings form's values: as typed, so a failed save never loses input. */
export interface SettingsValues {
  title: string;
  visibility: Site['visibility'];
  basename: string;
  proxy: string;
  adaptiveContent: boolean;
  agentsContext: Site['agentsContext'];
  defaultSiteSection: string;
  defaultSiteSpace: string;
}

export interface Choice {
  id: string;
  title: string;
  isDefault: boolean;
}

/** The sections and site spaces the defaults can be chosen from, in reading order. */
export function structureChoices(structure: SiteStructure): {
  sections: Choice[];
  siteSpaces: Choice[];
} {
  const sections: Choice[] = [];
  const siteSpaces: Choice[] = [];
  const visit = (items: SiteStructure['structure'], sectionTitle?: string) => {
    for (const item of items) {
      if (item.object === 'site-space')
        siteSpaces.push({
          id: item.id,
          title: sectionTitle ? `${sectionTitle} › ${item.title}` : item.title,
          isDefault: item.default,
        });
      else if (item.object === 'site-section') {
        sections.push({ id: item.id, title: item.title, isDefault: item.default });
        visit(item.siteSpaces, item.title);
      } else visit(item.children);
    }
  };
  visit(structure.structure);
  return { sections, siteSpaces };
}

/** The proxy as typed: the API answers it as `origin` (host plus path, as it was set). */
export function proxyText(site: Site): string {
  return site.proxy?.origin ?? '';
}

/** What the form starts from: the site as saved, and the defaults its structure marks. */
export function settingsOf(site: Site, structure: SiteStructure): SettingsValues {
  const choices = structureChoices(structure);
  return {
    title: site.title,
    visibility: site.visibility,
    basename: site.basename,
    proxy: proxyText(site),
    adaptiveContent: site.adaptiveContent.enabled,
    agentsContext: site.agentsContext,
    defaultSiteSection: choices.sections.find((s) => s.isDefault)?.id ?? '',
    defaultSiteSpace:
      choices.siteSpaces.find((s) => s.isDefault && s.id)?.id ?? choices.siteSpaces[0]?.id ?? '',
  };
}

/**
 * The update to send: only what changed since `saved`, so a field left alone never overwrites
 * someone else's edit. An empty proxy removes it (null); an empty default is not sent.
 */
export function settingsChanges(values: SettingsValues, saved: SettingsValues): SiteUpdate {
  const body: SiteUpdate = {};
  if (values.title !== saved.title) body.title = values.title.trim();
  if (values.visibility !== saved.visibility) body.visibility = values.visibility;
  if (values.basename !== saved.basename) body.basename = values.basename;
  if (values.proxy !== saved.proxy) body.proxy = values.proxy === '' ? null : values.proxy;
  if (values.adaptiveContent !== saved.adaptiveContent)
    body.adaptiveContent = { enabled: values.adaptiveContent };
  if (values.agentsContext !== saved.agentsContext) body.agentsContext = values.agentsContext;
  if (values.defaultSiteSection !== saved.defaultSiteSection && values.defaultSiteSection)
    body.defaultSiteSection = values.defaultSiteSection;
  if (values.defaultSiteSpace !== saved.defaultSiteSpace && values.defaultSiteSpace)
    body.defaultSiteSpace = values.defaultSiteSpace;
  return body;
}
